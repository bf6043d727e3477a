// SPDX-License-Identifier: GPL-3.0-or-later
// The window and the student's own program (My solution): stepped on a test, kept by a lesson.
#include "window/mainwindow.h"

#include "packs/packcontroller.h"

#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "widgets/inputpanel.h"
#include "window/sidepanel.h"


namespace sb::ui {

void MainWindow::stepOwnProgram(const QString& input, const QString& expected, const QString& testName)
{
    // The input on screen is the test's: the pack's, while one is open.
    if (m_packs->isOpen()) {
        m_packs->setInput(input);
    } else {
        inputPanel()->setText(input);
        inputPanel()->reparseNow();
    }
    SolutionPanel* own = m_side->solution();
    setSidePanelVisible(true);
    m_side->setCurrentWidget(own);
    own->controller()->stepThroughToDifference(expected, testName);
}

ProgramKeeper* MainWindow::programKeeper() const
{
    return const_cast<MainWindow*>(this);
}

std::optional<SteppedProgramState> MainWindow::steppedState() const
{
    return m_side->solution()->controller()->steppedState();
}

std::optional<ProgramLines> MainWindow::programLines() const
{
    return m_side->solution()->controller()->programLines();
}

std::shared_ptr<const program::RecordedBoards> MainWindow::steppedBoards() const
{
    return m_side->solution()->controller()->steppedBoards();
}

bool MainWindow::besideShown() const
{
    return m_side->solution()->controller()->besideShown();
}

void MainWindow::setBesideOn(bool on)
{
    m_side->solution()->controller()->setBesideOn(on);
}

void MainWindow::stepAgain(const SteppedProgramState& state, const std::function<void(bool)>& then)
{
    setSidePanelVisible(true);
    m_side->setCurrentWidget(m_side->solution());
    m_side->solution()->controller()->stepAgain(state, then);
}

} // namespace sb::ui
