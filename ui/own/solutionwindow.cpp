// SPDX-License-Identifier: GPL-3.0-or-later
// SolutionController in the window: while the student's program is stepped, it is the run on screen.
#include "own/solutioncontroller.h"

#include "compare/comparecontroller.h"
#include "own/stepper.h"
#include "own/stepperprogram.h"
#include "run/packkeeper.h"
#include "run/recordedrun.h"
#include "widgets/boardview.h"
#include "widgets/codeview.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "widgets/windowareas.h"

namespace sb::ui {

void SolutionController::attachTo(WindowAreas* window, CompareController* sideBySide)
{
    // The board draws the board the program keeps (on the board of the problem on screen: another
    // problem's board gives its own back).
    m_packs = window->packKeeper();
    connect(this, &SolutionController::programBoardChanged, window->widget(),
            [this, window](RunSource* run, const QString& caption) {
                // A problem pack's board draws it, read off the variable the pack names.
                if (m_packs->packPlace()) {
                    m_packs->showOwnBoard(run ? m_stepTrace : nullptr, m_stepper->step());
                    window->updateNarration();
                    return;
                }
                if (m_programBoardOn && m_programBoardOn != window->board())
                    m_programBoardOn->showProgramRun(nullptr);
                window->board()->showProgramRun(run, caption);
                m_programBoardOn = window->board();
                window->updateNarration();
            });
    // The first test of the bank the program fails goes on screen, and the program is stepped on it.
    connect(this, &SolutionController::firstFailureFound, window->widget(),
            [window](const QString& input, const QString& expected, const QString& name) {
                window->stepOwnProgram(input, expected, name);
            });
    // The player bar says where the stepped program is, not where the method's run waits.
    connect(m_stepper, &ProgramStepper::lineChanged, window->widget(), [this, window] {
        if (m_stepping)
            window->playerBar()->setStandIn(m_stepper->whereText(), m_stepper->playTarget(), m_stepper->recordedRun());
    });
    // While it is stepped, the player's keys step the program, and F7 puts it beside the methods.
    auto* program = new StepperProgram(m_stepper, m_editor, this);
    connect(this, &SolutionController::steppingChanged, window->widget(), [this, window, sideBySide, program](bool stepping) {
        sideBySide->setProgram(stepping ? program : nullptr);
        // The code tab is the program's debugger while it is stepped: its lines, counts and variables.
        window->code()->setProgram(stepping ? program : nullptr);
        PlayerActions* keys = window->playerActions();
        window->playerBar()->setStandIn(stepping ? m_stepper->whereText() : QString(), m_stepper->playTarget(),
                                        m_stepper->recordedRun());
        if (stepping) {
            m_keysBeforeStepping = keys->target();
            keys->setTarget(m_stepper->playTarget());
        } else if (keys->target() == m_stepper->playTarget()) {
            keys->setTarget(m_keysBeforeStepping ? m_keysBeforeStepping.data() : window->playerBar()->target());
        }
    });
}

} // namespace sb::ui
