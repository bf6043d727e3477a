// SPDX-License-Identifier: GPL-3.0-or-later
// The window with "My solution" in sight, and a student's program recorded and stepped from it.
#pragma once

#include "openwindow.h"
#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "run/session.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

namespace sb::ui::test {

/// A student's Caro program in Python: the board kept with a border, from index 1, as characters;
/// a number n and a list row beside it.
const QString kCaroBorderedRows = QStringLiteral("n, k = map(int, input().split())\n"
                                                 "g = [['.'] * (n + 2) for _ in range(n + 2)]\n"
                                                 "row = [0] * n\n"
                                                 "for t in range(k):\n"
                                                 "    r, c = map(int, input().split())\n"
                                                 "    g[r][c] = 'X' if t % 2 == 0 else 'O'\n"
                                                 "print(0)\n");

class MySolution : public OpenWindow {
protected:
    SolutionPanel* panel() const { return window->sidePanel()->solution(); }
    /// Runs the program in the panel and waits for its end (a compile takes a second or two).
    void runAndWait()
    {
        QSignalSpy finished(panel()->controller(), &SolutionController::runFinished);
        panel()->controller()->run();
        ASSERT_TRUE(panel()->controller()->running());
        ASSERT_TRUE(finished.wait(60000));
        ASSERT_FALSE(panel()->controller()->running());
    }
    /// Records the Python `program` on Caro's `input` from the My solution tab and waits until it is stepped.
    void stepCaroInPython(const QString& input, const QString& program)
    {
        ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
        ASSERT_TRUE(session()->setInput(input));
        window->sidePanel()->setCurrentWidget(panel());
        panel()->controller()->setLanguage(SolutionPanel::Language::Python);
        panel()->editor()->setText(program);
        QSignalSpy finished(panel()->controller(), &SolutionController::recordingFinished);
        panel()->controller()->stepThrough();
        ASSERT_TRUE(finished.wait(60000));
        ASSERT_TRUE(panel()->controller()->stepping());
    }
};

} // namespace sb::ui::test
