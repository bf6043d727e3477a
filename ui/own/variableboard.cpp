// SPDX-License-Identifier: GPL-3.0-or-later
#include "variableboard.h"

#include "trace.h"

#include "core/problem.h"

namespace sb::ui {

void VariableBoard::setChoice(const ProblemDesc* problem, std::shared_ptr<const ProblemInput> input,
                              std::optional<BoardChoice> choice)
{
    m_problem = problem;
    m_problemInput = std::move(input);
    m_choice = std::move(choice);
}

bool VariableBoard::readable() const
{
    return m_problem && m_problem->programBoardReader;
}

bool VariableBoard::countsUnits() const
{
    return readable() && m_problem->programBoardReader->unitsDone;
}

void VariableBoard::countUnits(const program::Trace* trace, std::string_view input)
{
    if (m_givenUnits) {
        m_units = trace ? *m_givenUnits : program::ProgramUnits();
        return;
    }
    m_units = trace && m_problem && m_problemInput
                  ? program::ProgramUnits::of(*trace, *m_problem, *m_problemInput, input, m_choice)
                  : program::ProgramUnits();
}

QString VariableBoard::misfitText(const BoardMisfit& m, const QString& variable)
{
    using Kind = BoardMisfit::Kind;
    switch (m.kind) {
    case Kind::Missing:
        return tr("%1 is not in scope at this line.").arg(variable);
    case Kind::NotAList:
        return m.index < 0 ? tr("%1 is not a list the board can be read from.").arg(variable)
                           : tr("Item %2 of %1 is not a list.").arg(variable).arg(m.index);
    case Kind::Short:
        return m.index < 0 ? tr("%1 has %2 items; the board needs %3.").arg(variable).arg(m.have).arg(m.need)
                           : tr("Item %2 of %1 has %3 items; the board needs %4.").arg(variable).arg(m.index).arg(m.have).arg(m.need);
    case Kind::NotACard:
        return tr("Pile %2, card %3 of %1 is \"%4\", which is not a card.")
            .arg(variable)
            .arg(m.index)
            .arg(m.have)
            .arg(QString::fromStdString(m.text));
    case Kind::NotAMark:
        return m.index < 0 ? tr("Fill in every mark of the board.")
                           : tr("Row %2, column %3 of %1 holds %4, which the board cannot draw.")
                                 .arg(variable)
                                 .arg(m.index)
                                 .arg(m.have)
                                 .arg(QString::fromStdString(m.text));
    }
    return {};
}

QString VariableBoard::text() const
{
    if (!readable())
        return {};
    if (!m_choice)
        return tr("Board: none chosen. Choose the variable that holds it.");
    const QString name = QString::fromStdString(m_choice->variable);
    if (m_misfit)
        return tr("Board: %1. %2").arg(name, misfitText(*m_misfit, name));
    return tr("Board: %1").arg(name); // how it is read: in the tooltip
}

} // namespace sb::ui
