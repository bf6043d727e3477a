// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVector>

#include <cstdint>
#include <functional>
#include <memory>

// Engine headers stay out of this Q_OBJECT header: moc 6.4 cannot read <coroutine>.
namespace sb {
struct Step;
}

namespace sb::ui {

class BoardView;
class Session;
struct PredictClick;
struct PredictQuestion;

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
    /// What to click now for a question answered on the board: "Click the card that moves."
    QString prompt() const;
    /// The click now picks several cells, judged together when check() is called.
    bool needsCheck() const;
    /// The cells picked so far in this part (drawn ringed on the board).
    const QVector<int>& picked() const { return m_picked; }
    /// Answers with a button (or its key): the choice's index.
    void answer(int choice);
    /// A click on the board: the cell, flat as the engine numbers it. It answers the part of
    /// the question that waits, or picks or unpicks a cell when the part wants several.
    void answerCell(int cell);
    /// Judges the cells picked for a part that wants several.
    void check();

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
    /// The waiting question, worded in the language on screen, in `q`; false when none waits.
    bool waiting(PredictQuestion& q) const;
    /// The part of the waiting question that wants a click; null when none does.
    const PredictClick* waitingPart(PredictQuestion& q) const;
    /// Looks at the step ahead and asks about it if its problem wants to.
    void look();
    /// A part of a click question is answered: on to the next, or judged after the last.
    void partAnswered(bool right);
    void judge(bool right);
    void showPicked();

    Session* m_session;
    QPointer<Session> m_sessionAlive; ///< null once the session is gone
    std::function<BoardView*()> m_board;
    bool m_active = false;
    bool m_letThrough = false; ///< the answered step is being taken
    struct Asked;
    std::unique_ptr<Asked> m_next; ///< the step the waiting question is about
    std::unique_ptr<Asked> m_last; ///< the step of the last answer
    std::uint64_t m_askedAt = 0; ///< the player's position when the question was asked
    int m_part = 0;          ///< the part of a click question that waits
    bool m_partsRight = true; ///< every part answered so far was right
    QVector<int> m_picked;   ///< cells picked in this question, shown on the board
    int m_partPicked = 0;    ///< the first of them picked in this part
    bool m_lastRight = false;
    int m_right = 0;
    int m_asked = 0;
};

} // namespace sb::ui
