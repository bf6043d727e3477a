// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/stepperprogram.h"

#include "own/solutioneditor.h"
#include "own/stepper.h"
#include "own/programrun.h"
#include "own/variableboard.h"
#include "run/timelinescan.h"

#include "core/problem.h"
#include "trace.h"

namespace sb::ui {

StepperProgram::StepperProgram(ProgramStepper* stepper, SolutionEditor* editor, QObject* parent)
    : SteppedProgram(parent), m_stepper(stepper), m_editor(editor)
{
    connect(stepper, &ProgramStepper::programBoardChanged, this, [this](const QString& caption) { m_caption = caption; });
    // The last a step on screen says: the line, the board and the input read are known by then.
    connect(stepper, &ProgramStepper::unitsChanged, this, &SteppedProgram::changed);
    connect(stepper->recordedRun(), &ProgramRun::breakpointsChanged, this, &ProgramCode::breakpointsChanged);
}

PlayTarget* StepperProgram::target() const
{
    return m_stepper->playTarget();
}

QString StepperProgram::lineText() const
{
    const int line = m_stepper->line();
    if (line <= 0)
        return tr("Nothing was recorded.");
    if (m_stepper->pastLastLine())
        return tr("Ended after line %1:  %2").arg(line).arg(m_editor->text(line - 1).trimmed());
    return tr("Line %1:  %2").arg(line).arg(m_editor->text(line - 1).trimmed());
}

QString StepperProgram::whereText() const
{
    return m_stepper->whereText();
}

QString StepperProgram::endText() const
{
    // Said at the last line, where it ended; before it the program has not ended yet.
    return m_stepper->steps() > 0 && m_stepper->step() + 1 < m_stepper->steps() ? QString() : m_stepper->endText();
}

QString StepperProgram::boardText() const
{
    return m_stepper->boardText();
}

quint64 StepperProgram::unitsDone() const
{
    return m_stepper->unitsDone();
}

bool StepperProgram::answered() const
{
    return m_stepper->answered();
}

QString StepperProgram::inputText() const
{
    return m_stepper->inputText();
}

DifferenceSearch StepperProgram::differenceSearch(const QString& method) const
{
    const VariableBoard& board = m_stepper->variableBoard();
    const ProblemDesc* problem = board.problem();
    const MethodDesc* desc = problem ? problem->method(method.toStdString()) : nullptr;
    if (!m_stepper->trace() || !desc || !board.choice() || !board.input() || !board.units().counted())
        return {};
    // Everything it reads is its own copy or held alive: the recording may be replaced meanwhile.
    return [trace = m_stepper->trace(), units = board.units(), problem, desc, input = board.input(),
            bytes = m_stepper->inputBytes().toStdString(), choice = *board.choice(),
            language = python() ? CodeLanguage::Python : CodeLanguage::Cpp](const std::atomic<bool>* stop)
               -> std::optional<ProgramDifference> {
        const auto found = program::firstBoardDifference(*trace, units, *problem, *desc, input, bytes, choice, language,
                                                         kStepCap, stop);
        if (!found)
            return std::nullopt;
        return ProgramDifference{found->step, found->units};
    };
}

void StepperProgram::goToStep(quint64 step)
{
    m_stepper->recordedRun()->toPosition(step);
}

RunSource* StepperProgram::source() const
{
    return m_stepper->recordedRun();
}

QString StepperProgram::text() const
{
    return m_editor->text();
}

bool StepperProgram::python() const
{
    return m_editor->python();
}

QSet<int> StepperProgram::breakpoints() const
{
    return m_stepper->recordedRun()->breakpoints();
}

bool StepperProgram::toggleBreakpoint(int line)
{
    if (line < 1 || line > m_editor->lines())
        return false;
    m_stepper->recordedRun()->toggleBreakpoint(line);
    return true;
}

} // namespace sb::ui
