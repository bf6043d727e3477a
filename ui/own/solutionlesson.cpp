// SPDX-License-Identifier: GPL-3.0-or-later
// The program stepped, as a lesson keeps it and opens it again, its lines as the charts draw them
// and its board as the export draws it.
#include "own/solutioncontroller.h"

#include "own/stepper.h"
#include "run/packkeeper.h"
#include "run/session.h"

#include "core/inputerror.h"
#include "core/problem.h"
#include "recordedboards.h"
#include "trace.h"

#include <QSettings>

#include <algorithm>
#include <memory>

namespace sb::ui {

std::optional<SteppedProgramState> SolutionController::steppedState() const
{
    if (!m_stepping || !m_stepTrace)
        return std::nullopt;
    SteppedProgramState state;
    state.text = m_editor->text();
    state.python = m_editor->python();
    state.input = m_stepper->inputText();
    if (m_stepper->boardChoice())
        state.board = QString::fromStdString(m_stepper->boardChoice()->save());
    state.step = m_stepper->step();
    for (const int line : m_stepper->breakpoints())
        state.breakpoints << line;
    std::sort(state.breakpoints.begin(), state.breakpoints.end());
    return state;
}

std::optional<ProgramLines> SolutionController::programLines() const
{
    if (!m_stepping || !m_stepTrace)
        return std::nullopt;
    ProgramLines lines;
    lines.perUnit = m_stepper->variableBoard().units().linesPerUnit();
    lines.problem = m_stepProblem;
    lines.input = m_stepInput;
    lines.python = m_editor->python();
    lines.cut = m_stepTrace->end() != program::Trace::End::Finished;
    lines.unitsDone = m_stepper->unitsDone();
    return lines;
}

std::shared_ptr<const program::RecordedBoards> SolutionController::steppedBoards() const
{
    const VariableBoard& board = m_stepper->variableBoard();
    const std::shared_ptr<const program::Trace> trace = m_stepper->trace();
    if (!m_stepping || !trace || trace->empty() || !board.readable() || !board.choice() || !board.input())
        return nullptr;
    const QByteArray& bytes = m_stepper->inputBytes();
    return std::make_shared<program::RecordedBoards>(trace, *board.problem(), board.input(),
                                                     std::string(bytes.constData(), std::size_t(bytes.size())),
                                                     *board.choice(), board.units());
}

void SolutionController::stepAgain(const SteppedProgramState& state, const std::function<void(bool)>& then)
{
    cancelRecording();
    stopStepping();
    setLanguage(state.python ? SolutionEditor::Language::Python : SolutionEditor::Language::Cpp);
    m_editor->setText(state.text);
    if (recording() || running()) {
        then(false); // the recording cancelled, or a run, still ends on its worker thread
        return;
    }
    // The board it was read with is this problem's solution's board from now on, as if chosen again.
    if (BoardChoice::load(state.board.toStdString()))
        QSettings().setValue(QStringLiteral("solution/%1/board").arg(m_editor->problem()), state.board);
    // Its input read as the problem reads it: one with an error is recorded all the same, with no board.
    // On a pack no problem of StepBoard's reads it: the pack draws the board.
    std::shared_ptr<const ProblemInput> parsed;
    try {
        if (!m_packs || !m_packs->packPlace())
            parsed = m_session->problem().parse(state.input.toStdString());
    } catch (const InputError&) {
    }
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = connect(this, &SolutionController::recordingFinished, this, [this, once, state, then] {
        disconnect(*once);
        if (!m_stepping) {
            then(false); // it did not build, or the sandbox would not run it: the panel says why
            return;
        }
        m_stepper->clearBreakpoints();
        for (const int line : state.breakpoints)
            m_stepper->toggleBreakpoint(line);
        m_stepper->goTo(static_cast<std::size_t>(state.step));
        then(true);
    });
    recordOn(state.input, std::move(parsed));
}

} // namespace sb::ui
