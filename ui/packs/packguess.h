// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "packrun.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

class QLineEdit;

namespace sb::ui {

class PackController;

/// Guess first on a problem pack's board: before each line that changes a cell of the board, the run
/// holds and asks which cell that line changes, and a click on the board answers; before each line that
/// prints something (and changes no cell), it asks what the line prints, and the words typed answer. An
/// answer is judged at once with what the line did, and the line runs. The score counts the right answers
/// of the questions asked.
class PackGuess : public QObject {
    Q_OBJECT
public:
    explicit PackGuess(PackController* packs);
    ~PackGuess() override;

    /// Where the words of an answer are typed: shown, with the keys, while a question of what a line prints
    /// waits; Enter answers. The window puts it under the narration.
    QLineEdit* answerBox() const;

    void setActive(bool on);
    bool active() const { return m_active; }
    /// A question waits for its answer.
    bool asking() const { return m_next.has_value(); }
    /// The question that waits is what the line prints: it is answered in words (answerText).
    bool asksPrinted() const;
    /// The waiting question, in the window's language; empty when none waits.
    QString question() const;
    /// What the last answer was worth and why, while the class stands on the line it was about; empty
    /// otherwise.
    QString verdict() const;
    bool lastRight() const { return m_lastRight; }
    int right() const { return m_right; }
    int asked() const { return m_asked; }
    /// A click on cell (row, col) of the board as it is drawn: answers the waiting question, then the
    /// line runs.
    void answerCell(int row, int col);
    /// Words typed for the waiting question of what the line prints: right when they are what it prints,
    /// the blanks between words aside; then the line runs.
    void answerText(const QString& text);

signals:
    /// A question was asked or answered, or the verdict went.
    void changed();

private:
    /// Whether the run holds before position `next`: the line that runs to it changes a cell or prints,
    /// and it is not the one just answered.
    bool holds(std::uint64_t next);
    /// The line that runs to `next`, and what it does: the first cell it changes (row, column as drawn) and
    /// the board after it, or, where it changes none, what it prints.
    struct Change {
        int line = 0;
        int row = 0;
        int col = 0;
        pack::PackPicture after;
        std::optional<QString> printed; ///< set: a question of what it prints
    };
    std::optional<Change> changeAt(std::uint64_t next) const;
    std::optional<Change> lineChange(const program::Trace& trace, const pack::Solution& solution, std::uint64_t next) const;
    /// The last line asked of, and what it does: held, asked and answered, it is read once.
    struct Seen {
        std::shared_ptr<const program::Trace> trace;
        const pack::Solution* solution = nullptr;
        std::uint64_t next = 0;
        std::optional<Change> change;
    };
    mutable Seen m_seen;
    /// The answer is judged: the verdict said, and the line runs.
    void judged(bool right, const QString& verdict);

    /// Shows the answer box while a question of what a line prints waits, and gives it the keys.
    void showBox();

    PackController* m_packs;
    QPointer<QLineEdit> m_box;
    bool m_active = false;
    std::optional<std::uint64_t> m_next;       ///< the position the waiting question is about
    std::optional<std::uint64_t> m_letThrough; ///< the answered position, let through once
    std::optional<std::uint64_t> m_verdictAt;  ///< where the last verdict holds
    QString m_verdict;
    bool m_lastRight = false;
    int m_right = 0;
    int m_asked = 0;
};

} // namespace sb::ui
