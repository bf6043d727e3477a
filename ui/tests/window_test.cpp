// SPDX-License-Identifier: GPL-3.0-or-later
// The window driven as a student would: keys, clicks, typing.
#include "windowtest.h"
#include "standing.h"

TEST_F(Window, StartsOnTheSampleBeforeTheFirstStep)
{
    EXPECT_EQ(session()->methodId(), QStringLiteral("3"));
    EXPECT_EQ(player().position(), 0u);
    EXPECT_EQ(window->code()->currentLine(), 0);
    EXPECT_EQ(window->code()->nextLine(), 19); // ios::sync_with_stdio(false); runs first
    EXPECT_EQ(window->narration(), QStringLiteral("The board is empty. Step forward to play the first move."));
}

TEST_F(Window, TheMarginTellsTheLineThatJustRanFromTheLineThatRunsNext)
{
    for (int i = 0; i < 14; ++i)
        press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 36); // dem += countRay(...): the call
    EXPECT_EQ(window->code()->nextLine(), 7);     // int run = 0; inside countRay
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 7);
    EXPECT_EQ(window->code()->nextLine(), 8);     // long long x = r + dr;
    press(Qt::Key_Left);
    EXPECT_EQ(window->code()->currentLine(), 36);
    EXPECT_EQ(window->code()->nextLine(), 7);
    const QString legend = window->code()->findChild<QLabel*>(QStringLiteral("codeLegend"))->text();
    EXPECT_TRUE(legend.contains(QStringLiteral("just ran")));
    EXPECT_TRUE(legend.contains(QStringLiteral("runs next")));
    press(Qt::Key_End);
    session()->waitUntilIdle();
    EXPECT_EQ(window->code()->currentLine(), 47); // main's closing brace, the last line
    EXPECT_EQ(window->code()->nextLine(), 0);     // nothing runs after it
}

TEST_F(Window, RightAndLeftMoveTheLineAndTheBoardWithThePlayer)
{
    press(Qt::Key_Right);
    EXPECT_EQ(player().position(), 1u);
    EXPECT_EQ(window->code()->currentLine(), 19); // ios::sync_with_stdio(false);
    EXPECT_EQ(window->narration(), QStringLiteral("C++ streams stop keeping in step with C's: reading gets faster."));
    for (int i = 0; i < 10; ++i)
        press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 33); // b[r * W + c] = q;
    EXPECT_EQ(cell(4, 4), 1);
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("t")), QStringLiteral("1"));
    EXPECT_EQ(window->narration(), QStringLiteral("Move 1: X plays at (4, 4)."));
    EXPECT_EQ(window->code()->countAt(33), QStringLiteral("1"));
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 34); // for (int d = 0; d < 4; d++)
    EXPECT_EQ(window->narration(), QStringLiteral("The loop starts: d = 0."));
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 35); // int dem = 1;
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 36); // dem += countRay(...): the call
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 7);  // into countRay: int run = 0;
    EXPECT_EQ(player().current()->depth, 2);
    for (int i = 0; i < 4; ++i)
        press(Qt::Key_Left);
    EXPECT_EQ(window->code()->currentLine(), 33);
    for (int i = 0; i < 11; ++i)
        press(Qt::Key_Left);
    EXPECT_EQ(player().position(), 0u);
    EXPECT_EQ(window->code()->currentLine(), 0);
    EXPECT_EQ(cell(4, 4), 0);
    EXPECT_EQ(window->code()->countAt(33), QStringLiteral("0"));
}

TEST_F(Window, SwitchingToPythonKeepsThePlaceOnTheNearestLineBothListingsShare)
{
    const auto anchor = [this] { return std::string(session()->problem().anchors[player().current()->anchor]); };
    for (int i = 0; i < 16; ++i)
        press(Qt::Key_Right);
    ASSERT_EQ(anchor(), "ray-x"); // long long x = r + dr; in countRay, move 1
    const auto looked = player().counter(sb::caro::Counters::CellsLooked);
    press(Qt::Key_C);
    EXPECT_EQ(window->code()->code(), CodeView::Code::Python);
    EXPECT_EQ(anchor(), "ray-x"); // x = r + dr, after Python's module level: a later step number
    EXPECT_EQ(player().position(), 19u);
    EXPECT_EQ(session()->moment(), 1);
    EXPECT_EQ(player().counter(sb::caro::Counters::CellsLooked), looked);
    EXPECT_EQ(window->code()->currentLine(), 8);
    for (int i = 0; i < 3; ++i) // ray-y, the look, the return
        press(Qt::Key_Right);
    ASSERT_EQ(anchor(), "ray-return");
    press(Qt::Key_C);
    EXPECT_EQ(anchor(), "ray-return");
    press(Qt::Key_Right);
    ASSERT_EQ(anchor(), "ray-end"); // C++ stops on countRay's closing brace; Python has none
    press(Qt::Key_C);
    EXPECT_EQ(anchor(), "ray-return"); // the last line both share before it
    EXPECT_EQ(window->code()->code(), CodeView::Code::Python);
}

TEST_F(Window, TheCallStackListsEveryFrameAndAClickOnOneShowsItsVariables)
{
    // Before the first line: the program stands on main's first line, with nothing set yet.
    EXPECT_EQ(window->callStack()->frames(), QStringList{QStringLiteral("main")});
    EXPECT_TRUE(window->watch()->names().isEmpty());
    for (int i = 0; i < 14; ++i)
        press(Qt::Key_Right);
    ASSERT_EQ(session()->problem().anchors[player().current()->anchor], "count-forward");
    // The call line has run: the next line is countRay's first, in a new frame that has its parameters.
    EXPECT_EQ(window->code()->nextLine(), 7);
    EXPECT_EQ(window->callStack()->frames(), (QStringList{QStringLiteral("main"), QStringLiteral("countRay")}));
    EXPECT_EQ(window->watch()->names(), (QStringList{QStringLiteral("r"), QStringLiteral("c"), QStringLiteral("q"),
                                                     QStringLiteral("W")}));
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("r")), QStringLiteral("4"));
    press(Qt::Key_Right);
    press(Qt::Key_Right);
    ASSERT_EQ(window->code()->currentLine(), 8); // long long x = r + dr; inside countRay
    EXPECT_EQ(window->callStack()->frames(), (QStringList{QStringLiteral("main"), QStringLiteral("countRay")}));
    EXPECT_EQ(window->callStack()->chosen(), 2);
    // countRay's own variables, not main's: a debugger's watch shows the frame it stands in.
    EXPECT_EQ(window->watch()->names(), (QStringList{QStringLiteral("r"), QStringLiteral("c"), QStringLiteral("q"),
                                                     QStringLiteral("x"), QStringLiteral("W"), QStringLiteral("run")}));
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("x")), QStringLiteral("4"));
    EXPECT_TRUE(window->watch()->valueOf(QStringLiteral("dem")).isEmpty());
    EXPECT_TRUE(window->callStack()->text().contains(QStringLiteral("Call stack:")));
    EXPECT_EQ(window->code()->frameLine(), 0);
    window->callStack()->choose(1); // a click on main
    EXPECT_EQ(window->callStack()->chosen(), 1);
    EXPECT_EQ(window->code()->frameLine(), 36); // main waits in dem += countRay(...)
    EXPECT_EQ(window->watch()->names(),
              (QStringList{QStringLiteral("t"), QStringLiteral("r"), QStringLiteral("c"), QStringLiteral("q"),
                           QStringLiteral("d"), QStringLiteral("dem"), QStringLiteral("n"), QStringLiteral("k"),
                           QStringLiteral("W")}));
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("dem")), QStringLiteral("1"));
    press(Qt::Key_Right); // the next step shows the innermost frame again
    EXPECT_EQ(window->callStack()->chosen(), 2);
    EXPECT_EQ(window->code()->frameLine(), 0);
    EXPECT_EQ(window->watch()->names(), (QStringList{QStringLiteral("r"), QStringLiteral("c"), QStringLiteral("q"),
                                                     QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("W"),
                                                     QStringLiteral("run")}));
    // Out of countRay (Shift+F11): the rest of it runs, and main stands before its next call line
    // (the other way), in its own frame.
    QTest::keyClick(window->board(), Qt::Key_F11, Qt::ShiftModifier);
    EXPECT_TRUE(sb::ui::test::standsOn(*session(), "count-backward"));
    EXPECT_EQ(session()->problem().anchors[player().current()->anchor], "ray-end"); // what ran last: its closing brace
    EXPECT_EQ(window->callStack()->frames(), (QStringList{QStringLiteral("main")}));
    EXPECT_FALSE(window->watch()->names().contains(QStringLiteral("run")));
    EXPECT_FALSE(window->watch()->names().contains(QStringLiteral("x")));
    // main's dem has taken the count back (no stone of X east of (4, 4)).
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("dem")), QStringLiteral("1"));
}

TEST_F(Window, PlayStopsBeforeABreakpointsLineRunsAsADebuggerDoes)
{
    ASSERT_FALSE(window->code()->toggleBreakpointAt(30)); // long long r, c; declares, so no debugger stops there
    ASSERT_TRUE(window->code()->toggleBreakpointAt(11));  // run++ in countRay
    EXPECT_TRUE(window->code()->hasBreakpointMarker(11));
    window->playerBar()->setSpeed(3);
    press(Qt::Key_Space);
    EXPECT_TRUE(session()->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!session()->isPlaying(), 5000);
    // Held before run++ runs: the while test that leads to it has run, run is still 0.
    EXPECT_EQ(window->code()->nextLine(), 11);
    EXPECT_EQ(window->code()->currentLine(), 10);
    EXPECT_EQ(session()->problem().anchors[player().current()->anchor], "ray-look");
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("run")), QStringLiteral("0"));
    const auto stoppedAt = player().position();
    // Space again runs the held line and goes on to the breakpoint's next turn.
    press(Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(!session()->isPlaying(), 5000);
    EXPECT_GT(player().position(), stoppedAt + 1);
    EXPECT_EQ(window->code()->nextLine(), 11);
    EXPECT_EQ(window->code()->currentLine(), 10);
}

TEST_F(Window, SwitchingMethodLandsOnTheSameMoveAndKeepsTheOldCounters)
{
    for (int i = 0; i < 7; ++i)
        press(Qt::Key_PageDown);
    EXPECT_EQ(session()->moment(), 7);
    const auto looked = player().counter(sb::caro::Counters::CellsLooked);
    QAbstractButton* one = window->methodButton(QStringLiteral("1"));
    ASSERT_NE(one, nullptr);
    QTest::mouseClick(one, Qt::LeftButton);
    EXPECT_EQ(session()->methodId(), QStringLiteral("1"));
    EXPECT_EQ(session()->moment(), 7);
    EXPECT_EQ(player().current()->kind, sb::caro::Kinds::Place);
    EXPECT_EQ(cell(4, 1), 1); // move 7 is on the board
    EXPECT_EQ(cell(6, 7), 0); // move 8 is not
    EXPECT_TRUE(window->methodButton(QStringLiteral("1"))->isChecked());
    EXPECT_EQ(window->playerBar()->comparisonText(),
              QStringLiteral("Before: Method 3 at move 7, cells looked at: %1").arg(looked));
    EXPECT_TRUE(window->code()->text().contains(QStringLiteral("someoneWon")));
    // Said only where the two compare: at another move it would be stale; back at move 7, again.
    press(Qt::Key_PageDown);
    EXPECT_EQ(session()->moment(), 8);
    EXPECT_EQ(window->playerBar()->comparisonText(), QString());
    press(Qt::Key_End);
    EXPECT_EQ(window->playerBar()->comparisonText(), QString());
    press(Qt::Key_Home);
    EXPECT_EQ(window->playerBar()->comparisonText(), QString());
    for (int i = 0; i < 7; ++i)
        press(Qt::Key_PageDown);
    EXPECT_EQ(session()->moment(), 7);
    EXPECT_EQ(window->playerBar()->comparisonText(),
              QStringLiteral("Before: Method 3 at move 7, cells looked at: %1").arg(looked));
    // After the click, Space still plays: the button did not take the keyboard.
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window.get(), Qt::Key_Space);
    EXPECT_TRUE(session()->isPlaying());
    session()->pause();
}

TEST_F(Window, ABadInputShowsItsErrorAndKeepsThePreviousRun)
{
    for (int i = 0; i < 11; ++i) // to move 1's stone
        press(Qt::Key_Right);
    QsciScintilla* editor = window->inputPanel()->editor();
    editor->setFocus();
    editor->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClicks(editor, QStringLiteral("1 3"));
    QTest::keyClick(editor, Qt::Key_Return);
    window->inputPanel()->reparseNow();
    EXPECT_EQ(window->inputPanel()->markedLine(), 14);
    EXPECT_TRUE(window->inputPanel()->errorText().startsWith(
        QStringLiteral("Line 14, column 1: unexpected text after the end of the input")));
    EXPECT_EQ(player().position(), 11u); // the run on the last good input stays
    EXPECT_EQ(cell(4, 4), 1);
    EXPECT_EQ(editor->text(), kSample + QStringLiteral("1 3\n")); // nothing typed is lost
    editor->setText(QStringLiteral("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 3\n"));
    window->inputPanel()->reparseNow();
    EXPECT_EQ(window->inputPanel()->markedLine(), 0);
    EXPECT_TRUE(window->inputPanel()->errorText().isEmpty());
    EXPECT_EQ(player().position(), 0u);
}
