// SPDX-License-Identifier: GPL-3.0-or-later
// While the student's program is stepped, the code tab is its debugger: the code view shows the
// program with the same marks, counts and values it shows for a built-in method, read from the run.
#include "mysolution.h"
#include "own/solutioneditor.h"
#include "own/stepper.h"
#include "run/programcode.h"
#include "widgets/callstackbar.h"
#include "widgets/codeview.h"
#include "widgets/watchpanel.h"

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>

using namespace sb::ui;
using sb::ui::test::MySolution;

namespace {

/// A Caro program whose moves are placed by a function of its own: lines 2 and 3 run in `place`,
/// line 8 calls it.
const QString kPlacing = QStringLiteral("def place(g, r, c, s):\n"                              // 1
                                        "    g[r][c] = s\n"                                      // 2
                                        "    return 1\n"                                         // 3
                                        "n, k = map(int, input().split())\n"                     // 4
                                        "g = [['.'] * (n + 2) for _ in range(n + 2)]\n"          // 5
                                        "for t in range(k):\n"                                   // 6
                                        "    r, c = map(int, input().split())\n"                 // 7
                                        "    place(g, r, c, 'X' if t % 2 == 0 else 'O')\n"       // 8
                                        "print(0)\n");                                           // 9

class ProgramInCodeTab : public MySolution {
protected:
    CodeView* code() const { return window->code(); }
    ProgramStepper* stepper() const { return panel()->stepper(); }
    void right() { QTest::keyClick(window.get(), Qt::Key_Right); }
    /// Steps on until the line about to run is `line`; false at the end.
    bool toLine(int line)
    {
        for (int guard = 0; guard < 200 && stepper()->line() != line; ++guard)
            right();
        return stepper()->line() == line;
    }
};

} // namespace

TEST_F(ProgramInCodeTab, TheCodeTabShowsTheSteppedProgramWithItsLinesCountsValuesFramesAndBreakpoints)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(session()->setInput(QStringLiteral("5 2\n1 1\n2 2\n")));
    const QString listing = code()->text();
    ASSERT_TRUE(code()->toggleBreakpointAt(19)); // the method's, on its listing
    window->sidePanel()->setCurrentWidget(panel());
    panel()->controller()->setLanguage(SolutionPanel::Language::Python);
    panel()->editor()->setText(kPlacing);
    QSignalSpy finished(panel()->controller(), &SolutionController::recordingFinished);
    panel()->controller()->stepThrough();
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_TRUE(panel()->controller()->stepping());
    ASSERT_NE(code()->program(), nullptr);
    EXPECT_EQ(code()->text(), kPlacing);
    EXPECT_EQ(window->sidePanel()->tabText(0), QStringLiteral("Code: your Python"));
    EXPECT_EQ(code()->nextLine(), 1);
    EXPECT_EQ(code()->currentLine(), 0);
    EXPECT_EQ(code()->listingBreakpoints(), QList<int>{19});
    for (int line = 1; line <= 9; ++line)
        EXPECT_FALSE(code()->hasBreakpointMarker(line)) << line;

    // Before the first call of place: line 7 has read the first move.
    ASSERT_TRUE(toLine(8));
    EXPECT_EQ(code()->nextLine(), 8);
    EXPECT_EQ(code()->currentLine(), 7);
    EXPECT_EQ(code()->countAt(4), QStringLiteral("1"));
    EXPECT_EQ(code()->countAt(7), QStringLiteral("1"));
    EXPECT_EQ(code()->countAt(8), QStringLiteral("0"));
    EXPECT_EQ(code()->countAt(2), QStringLiteral("0"));
    EXPECT_EQ(code()->annotation(), QStringLiteral("r = 1   c = 1"));
    // The variables and the call stack of the tab are the program's.
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("n")), QStringLiteral("5"));
    EXPECT_EQ(window->callStack()->frames(), QStringList{QStringLiteral("<module>")});

    // Into place: two frames; the caller's frame chosen marks the call it waits in.
    right();
    ASSERT_EQ(code()->nextLine(), 2);
    EXPECT_EQ(code()->currentLine(), 8);
    EXPECT_EQ(code()->countAt(8), QStringLiteral("1"));
    EXPECT_EQ(window->callStack()->frames(), (QStringList{QStringLiteral("<module>"), QStringLiteral("place")}));
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("s")), QStringLiteral("\"X\""));
    // The call set place's arguments: a long list is cut to its start.
    EXPECT_EQ(code()->annotation(), QStringLiteral("g = [[\".\", \".\", \".\", \".\u2026   r = 1   c = 1   s = \"X\""));
    code()->showFrame(1);
    EXPECT_EQ(code()->frameLine(), 8);
    right();
    EXPECT_EQ(code()->frameLine(), 0);
    EXPECT_EQ(code()->currentLine(), 2);
    EXPECT_EQ(code()->nextLine(), 3);

    // A breakpoint set in the code view is the stepper's and the editor's, and play stops there.
    EXPECT_TRUE(code()->toggleBreakpointAt(9));
    EXPECT_TRUE(code()->hasBreakpointMarker(9));
    EXPECT_TRUE(stepper()->hasBreakpoint(9));
    EXPECT_TRUE(panel()->editor()->breakpointLines().contains(9));
    EXPECT_FALSE(code()->toggleBreakpointAt(40));
    stepper()->toggleBreakpoint(6);
    EXPECT_TRUE(code()->hasBreakpointMarker(6));
    stepper()->toggleBreakpoint(6);
    EXPECT_FALSE(code()->hasBreakpointMarker(6));
    QTest::keyClick(window.get(), Qt::Key_End);
    EXPECT_EQ(code()->countAt(2), QStringLiteral("2"));
    EXPECT_EQ(code()->countAt(8), QStringLiteral("2"));

    // Edit: the method's listing again, its variables and its tab.
    panel()->controller()->stopStepping();
    EXPECT_EQ(code()->program(), nullptr);
    EXPECT_EQ(code()->text(), listing);
    EXPECT_TRUE(code()->hasBreakpointMarker(19));
    EXPECT_FALSE(code()->hasBreakpointMarker(9));
    EXPECT_EQ(window->sidePanel()->tabText(0), QStringLiteral("Code: C++"));
    EXPECT_EQ(window->callStack()->frames(), QStringList{QStringLiteral("main")});
}

TEST_F(ProgramInCodeTab, AtTheEndEverythingTheProgramReadAndPrintedIsInSightAfterItsLastLine)
{
    stepCaroInPython(QStringLiteral("5 2\n1 1\n2 2\n"), kPlacing);
    if (HasFatalFailure())
        return;

    // Before the last line, print(0): nothing printed yet.
    ASSERT_TRUE(toLine(9));
    EXPECT_TRUE(stepper()->outputView()->toPlainText().isEmpty());
    // End: after it, what it printed under "Printed so far", the whole input read, line 9 run once.
    QTest::keyClick(window.get(), Qt::Key_End);
    EXPECT_EQ(stepper()->step() + 1, stepper()->steps());
    EXPECT_EQ(stepper()->outputView()->toPlainText(), QStringLiteral("0\n"));
    EXPECT_EQ(stepper()->inputView()->extraSelections().value(0).cursor.selectedText(),
              QStringLiteral("5 2\n1 1\n2 2\n").replace(QLatin1Char('\n'), QChar(QChar::ParagraphSeparator)));
    EXPECT_EQ(stepper()->whereText(), QStringLiteral("Ended after line 9 · step %1 of %1").arg(stepper()->steps()));
    EXPECT_EQ(stepper()->saidText(), QStringLiteral("Line 9: prints \"0\"."));
    EXPECT_EQ(code()->currentLine(), 9);
    EXPECT_EQ(code()->nextLine(), 0); // as at a method's end: nothing is about to run
    EXPECT_EQ(code()->countAt(9), QStringLiteral("1"));
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("n")), QStringLiteral("5"));
    // Left: before the print again, nothing printed.
    QTest::keyClick(window.get(), Qt::Key_Left);
    EXPECT_EQ(stepper()->line(), 9);
    EXPECT_TRUE(stepper()->outputView()->toPlainText().isEmpty());
}
