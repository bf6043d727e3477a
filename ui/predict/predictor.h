// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

// Engine headers stay out of this Q_OBJECT header: moc 6.4 cannot read <coroutine>.
namespace sb {
struct Step;
}

namespace sb::ui {

class BoardView;
class Session;

/// Guess first: before a step that the problem asks about, the run holds and a question
/// waits; an answer is judged at once, with the step's own sentence as the reason, and then
/// the step runs. The score counts the right answers of the questions asked.
class Predictor : public QObject {
    Q_OBJECT
public:
    /// `board` gives the board on screen, which takes the clicks of a click question.
    Predictor(Session* session, std::function<BoardView*()> board, QObject* parent = nullptr);
    ~Predictor() override;

    void setActive(bool on);
    bool active() const { return m_active; }

    /// A question waits for its answer.
    bool asking() const;
    /// The question's words, in the language on screen; empty when none waits.
    QString question() const;
    /// The answer buttons; empty for a question answered on the board.
    QStringList choices() const;
    bool clickQuestion() const;
    /// Answers with a button (or its key): the choice's index.
    void answer(int choice);
    /// Answers with a click on the board: the cell, flat as the engine numbers it.
    void answerCell(int cell);

    /// What the last answer was worth, with its reason; empty before the first.
    QString verdict() const;
    bool lastRight() const { return m_lastRight; }
    int right() const { return m_right; }
    int asked() const { return m_asked; }
    void resetScore();

signals:
    /// The question, the verdict or the score changed.
    void changed();

private:
    /// Looks at the step ahead and asks about it if its problem wants to.
    void look();
    void judge(bool right);

    Session* m_session;
    std::function<BoardView*()> m_board;
    bool m_active = false;
    bool m_letThrough = false; ///< the answered step is being taken
    struct Asked;
    std::unique_ptr<Asked> m_next; ///< the step the waiting question is about
    std::unique_ptr<Asked> m_last; ///< the step of the last answer
    bool m_lastRight = false;
    int m_right = 0;
    int m_asked = 0;
};

} // namespace sb::ui
