// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/programboard.h"
#include "ownboard.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>
#include <string_view>

namespace sb {
struct ProblemDesc;
struct ProblemInput;
} // namespace sb

namespace sb::ui {

/// The board read off the student's program's own variable: the problem and the input it is read
/// for, the variable chosen, why it cannot be read at the step on screen and its words, and the problem's units the program has done at every step (its moments).
class VariableBoard {
    Q_DECLARE_TR_FUNCTIONS(sb::ui::VariableBoard)
public:
    /// The board is read by `problem`'s reader for `input`, from `choice`; no choice or no input: none.
    void setChoice(const ProblemDesc* problem, std::shared_ptr<const ProblemInput> input,
                   std::optional<BoardChoice> choice);
    const ProblemDesc* problem() const { return m_problem; }
    const std::shared_ptr<const ProblemInput>& input() const { return m_problemInput; }
    const std::optional<BoardChoice>& choice() const { return m_choice; }
    /// Whether the problem draws a board from a program's variable at all.
    bool readable() const;
    /// Whether the problem counts its units off the program, so a built-in method can stand beside it.
    bool countsUnits() const;

    /// Why the board cannot be read at the step on screen (the run's board says); nullopt: it can,
    /// or there is none.
    void setMisfit(std::optional<BoardMisfit> misfit) { m_misfit = std::move(misfit); }
    const std::optional<BoardMisfit>& misfit() const { return m_misfit; }

    /// The units done at every step of `trace` (null: none), the program reading `input`.
    void countUnits(const program::Trace* trace, std::string_view input);
    const program::ProgramUnits& units() const { return m_units; }
    /// Units counted by whoever recorded the program (a pack's moves), used from the next countUnits()
    /// in place of the problem's; nullopt: the problem's again.
    void setGivenUnits(std::optional<program::ProgramUnits> units) { m_givenUnits = std::move(units); }

    /// The board's line: which variable, or why it cannot be drawn at the step.
    QString text() const;
    /// Why `variable` cannot be drawn as the board, in words.
    static QString misfitText(const BoardMisfit& misfit, const QString& variable);

private:
    const ProblemDesc* m_problem = nullptr;
    std::shared_ptr<const ProblemInput> m_problemInput;
    std::optional<BoardChoice> m_choice;
    std::optional<BoardMisfit> m_misfit;
    program::ProgramUnits m_units;
    std::optional<program::ProgramUnits> m_givenUnits;
};

} // namespace sb::ui
