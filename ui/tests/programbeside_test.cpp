// SPDX-License-Identifier: GPL-3.0-or-later
// The student's program stepped beside the built-in methods in the side-by-side view (F7).
#include "compare/comparebar.h"
#include "compare/comparecontroller.h"
#include "compare/comparepane.h"
#include "compare/compareview.h"
#include "compare/unitfollower.h"
#include "lesson/lesson.h"
#include "lesson/lessoncontroller.h"
#include "mysolution.h"
#include "own/stepper.h"
#include "run/problemui.h"
#include "run/recordedrun.h"
#include "widgets/boardview.h"
#include "widgets/inputpanel.h"
#include "widgets/playactions.h"
#include "widgets/wraplabel.h"

#include "caro/caro.h"
#include "core/player.h"
#include "core/problem.h"
#include "core/runmodel.h"
#include "trace.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <span>

using namespace sb::ui;
using sb::ui::test::kCaroBorderedRows;
using sb::ui::test::MySolution;

namespace {

std::ptrdiff_t stones(std::span<const sb::CellValue> cells)
{
    return std::count_if(cells.begin(), cells.end(), [](sb::CellValue v) { return v != 0; });
}

class ProgramBeside : public MySolution {
protected:
    CompareView* view() const { return window->sideBySide()->view(); }
    ProgramStepper* stepper() const { return panel()->stepper(); }
    void key(Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(view()->panes().front()->board(), k, modifiers);
        view()->settle();
    }
    /// The program's board and every method's beside it hold `moves` stones; each method stands
    /// just after the step that placed its last stone, or at its end once the program has `ended`.
    void expectSameMove(std::ptrdiff_t moves, bool ended)
    {
        SCOPED_TRACE(moves);
        ComparePane* mine = view()->programPane();
        ASSERT_NE(mine, nullptr);
        ASSERT_TRUE(mine->board()->showsProgram());
        EXPECT_EQ(stones(mine->board()->cells()), moves);
        EXPECT_EQ(stepper()->unitsDone(), static_cast<quint64>(moves));
        for (ComparePane* pane : view()->panes()) {
            if (pane == mine)
                continue;
            const sb::Player* player = pane->session()->player();
            ASSERT_NE(player, nullptr);
            EXPECT_EQ(stones(player->board()), moves) << "method " << pane->session()->methodId().toStdString();
            EXPECT_EQ(player->atEnd(), ended);
            if (ended)
                continue;
            ASSERT_NE(player->current(), nullptr);
            EXPECT_EQ(player->current()->kind, sb::caro::Kinds::Place);
        }
    }
};

} // namespace

TEST_F(ProgramBeside, F7PutsTheSteppedProgramBesideTheMethodsOnTheSameMoveAfterEachPageDown)
{
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"), kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    PlayTarget* programKeys = stepper()->playTarget();
    ASSERT_EQ(window->playerActions()->target(), programKeys);
    // Stepped on: the moment keys move the program by the moves it has played.
    EXPECT_TRUE(programKeys->can(PlayTarget::Move::NextMoment));
    EXPECT_TRUE(window->playerActions()->action(PlayTarget::Move::NextMoment)->isVisible());

    window->sideBySide()->toggleAction()->trigger();
    ASSERT_TRUE(window->sideBySide()->isOpen());
    ComparePane* mine = view()->programPane();
    ASSERT_NE(mine, nullptr);
    EXPECT_EQ(view()->panes().front(), mine);
    EXPECT_EQ(mine->findChild<WrapLabel*>(QStringLiteral("programTitle"))->text(), QStringLiteral("Your program"));
    EXPECT_FALSE(mine->methodChooser()->isVisible());
    // Beside it the reference, on the input the program was recorded on; then a second method.
    EXPECT_EQ(view()->methods(), QStringList{QString::fromUtf8(sb::findProblem("caro")->reference()->id)});
    view()->setThreePanes(true);
    ASSERT_EQ(view()->panes().size(), 3);
    EXPECT_EQ(view()->panes().front(), mine);
    EXPECT_EQ(view()->methods(), (QStringList{QStringLiteral("1"), QStringLiteral("3")}));
    for (ComparePane* pane : view()->panes())
        EXPECT_EQ(pane->session()->inputText(), stepper()->inputText());
    // The keys still step the program, and the bar says where it is.
    EXPECT_EQ(window->playerActions()->target(), programKeys);
    EXPECT_EQ(view()->bar()->target(), programKeys);
    view()->settle();
    EXPECT_EQ(view()->bar()->statusText(), stepper()->whereText());
    EXPECT_TRUE(mine->lineText().startsWith(QStringLiteral("Line 1:  n, k = map(int, input().split())")))
        << mine->lineText().toStdString();

    // Page Down: the program just after the line that played its next move (line 6 ran, the loop's
    // line next); the methods, each beside it, just after the step that placed their stone, as
    // their own Page Down leaves them. Then on to the end, all of them.
    for (int move = 1; move <= 4; ++move) {
        key(Qt::Key_PageDown);
        expectSameMove(move, false);
        EXPECT_EQ(stepper()->recordedRun()->run()->ranLine(), 6);
        EXPECT_TRUE(mine->lineText().startsWith(QStringLiteral("Line 4:  for t in range(k):")))
            << mine->lineText().toStdString();
        EXPECT_EQ(view()->bar()->statusText(), stepper()->whereText());
    }
    key(Qt::Key_PageDown);
    expectSameMove(4, true);
    EXPECT_EQ(stepper()->step() + 1, stepper()->steps());
    // Page Up: back to just after the last move, then the one before, all of them.
    key(Qt::Key_PageUp);
    expectSameMove(4, false);
    key(Qt::Key_PageUp);
    expectSameMove(3, false);
    const std::size_t at = stepper()->step();
    // Right steps the program a line: it reads its fourth move, the methods stay after their third;
    // the line that plays it, and they play theirs.
    key(Qt::Key_Right);
    expectSameMove(3, false);
    EXPECT_TRUE(mine->lineText().startsWith(QStringLiteral("Line 5:  r, c = map(int, input().split())")))
        << mine->lineText().toStdString();
    key(Qt::Key_Right);
    EXPECT_TRUE(mine->lineText().startsWith(QStringLiteral("Line 6:  g[r][c] = 'X' if t % 2 == 0 else 'O'")))
        << mine->lineText().toStdString();
    expectSameMove(3, false);
    key(Qt::Key_Right);
    EXPECT_EQ(stepper()->step(), at + 3);
    expectSameMove(4, false);

    // Back to one view: the program stands where it was, the keys step it again.
    window->sideBySide()->toggleAction()->trigger();
    EXPECT_FALSE(window->sideBySide()->isOpen());
    EXPECT_EQ(stepper()->step(), at + 3);
    EXPECT_EQ(window->playerActions()->target(), programKeys);

    // Open again, then Edit: the stepping ends and the view with it.
    window->sideBySide()->toggleAction()->trigger();
    ASSERT_TRUE(window->sideBySide()->isOpen());
    ASSERT_NE(view()->programPane(), nullptr);
    panel()->controller()->stopStepping();
    EXPECT_FALSE(window->sideBySide()->isOpen());
    // F7 then compares the methods as before.
    window->sideBySide()->toggleAction()->trigger();
    ASSERT_TRUE(window->sideBySide()->isOpen());
    EXPECT_EQ(view()->programPane(), nullptr);
    EXPECT_EQ(view()->panes().size(), 2);
    EXPECT_EQ(window->playerActions()->target(), view()->bar()->target());
}

TEST_F(ProgramBeside, OnceMyProgramHasPrintedItsAnswerTheMethodsBesideItStandAtTheirEnd)
{
    // A line more after the answer: the program has answered before it ends.
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"), kCaroBorderedRows + QStringLiteral("done = True\n"));
    if (HasFatalFailure())
        return;
    window->sideBySide()->toggleAction()->trigger();
    ASSERT_TRUE(window->sideBySide()->isOpen());
    ComparePane* mine = view()->programPane();
    ASSERT_NE(mine, nullptr);
    view()->settle();
    // Just after its fourth stone, the last: the methods just after theirs, their answer still to come.
    for (int move = 1; move <= 4; ++move)
        key(Qt::Key_PageDown);
    expectSameMove(4, false);
    // Line by line until print(0) has run: the methods at their end, with their answer.
    for (int i = 0; i < 5 && !mine->lineText().startsWith(QStringLiteral("Line 8:")); ++i) {
        expectSameMove(4, false);
        key(Qt::Key_Right);
    }
    EXPECT_TRUE(mine->lineText().startsWith(QStringLiteral("Line 8:  done = True"))) << mine->lineText().toStdString();
    EXPECT_LT(stepper()->step() + 1, stepper()->steps()); // not at its end yet
    expectSameMove(4, true);
    // Back a line, before the answer: just after their last stone again.
    key(Qt::Key_Left);
    expectSameMove(4, false);
}

TEST_F(ProgramBeside, ALessonHoldingMyProgramReopensOnTheSameLineWithTheSameBoardBesideItsMethods)
{
    // The input typed in the window's Input tab, as a class does.
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    window->inputPanel()->setText(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"));
    window->inputPanel()->reparseNow();
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"), kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    // Three moves on, a breakpoint on the line that plays a move, method 1 beside it.
    stepper()->toggleBreakpoint(6);
    for (int i = 0; i < 3; ++i)
        stepper()->nextMoment();
    ASSERT_TRUE(window->sideBySide()->open({QStringLiteral("1")}));
    ASSERT_NE(view()->programPane(), nullptr);
    view()->settle();
    const std::size_t step = stepper()->step();
    const int line = stepper()->line();
    ASSERT_TRUE(stepper()->boardChoice());
    const sb::BoardChoice board = *stepper()->boardChoice();
    const std::vector<sb::CellValue> cells(view()->programPane()->board()->cells().begin(),
                                           view()->programPane()->board()->cells().end());
    EXPECT_EQ(stones(cells), 3);
    const Lesson saved = window->lessons()->lesson();
    EXPECT_EQ(saved.program, kCaroBorderedRows);
    EXPECT_EQ(saved.programLanguage, QStringLiteral("python"));
    EXPECT_EQ(saved.programBoard, QString::fromStdString(board.save()));
    EXPECT_EQ(saved.programStep, step);
    EXPECT_EQ(saved.programBreakpoints, QVector<int>{6});
    EXPECT_EQ(saved.compare, QStringList{QStringLiteral("1")});
    EXPECT_TRUE(saved.compareProgram);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.stepboard"));
    ASSERT_TRUE(window->lessons()->save(path));

    // The class goes on elsewhere: back to one view, the stepping ended, another text.
    window->sideBySide()->close();
    panel()->controller()->stopStepping();
    window->sidePanel()->setCurrentWidget(panel());
    panel()->editor()->setText(QStringLiteral("print(0)\n"));
    panel()->controller()->setLanguage(SolutionPanel::Language::Cpp);

    // Opened, the program is recorded again and stands where it stood, beside its method.
    QSignalSpy recorded(panel()->controller(), &SolutionController::recordingFinished);
    ASSERT_TRUE(window->lessons()->open(path));
    ASSERT_TRUE(recorded.wait(60000));
    ASSERT_TRUE(panel()->controller()->stepping());
    EXPECT_EQ(window->sidePanel()->currentIndex(), 0) << "the Code tab, with the program's variables, in front";
    EXPECT_EQ(panel()->editor()->text(), kCaroBorderedRows);
    EXPECT_EQ(panel()->editor()->language(), SolutionPanel::Language::Python);
    EXPECT_EQ(stepper()->step(), step);
    EXPECT_EQ(stepper()->line(), line);
    ASSERT_TRUE(stepper()->boardChoice());
    EXPECT_EQ(*stepper()->boardChoice(), board);
    EXPECT_TRUE(stepper()->hasBreakpoint(6));
    EXPECT_EQ(stepper()->breakpoints().size(), 1);
    ASSERT_TRUE(window->sideBySide()->isOpen()) << window->lessons()->message().toStdString();
    ASSERT_NE(view()->programPane(), nullptr);
    EXPECT_EQ(view()->methods(), QStringList{QStringLiteral("1")});
    view()->settle();
    EXPECT_EQ(std::vector<sb::CellValue>(view()->programPane()->board()->cells().begin(),
                                         view()->programPane()->board()->cells().end()),
              cells);
    EXPECT_EQ(stones(view()->panes().at(1)->session()->player()->board()), 3);
    EXPECT_TRUE(window->lessons()->message().isEmpty()) << window->lessons()->message().toStdString();
    // Saved again, it is the same lesson.
    EXPECT_EQ(window->lessons()->lesson(), saved);
}

TEST_F(ProgramBeside, ALessonThatNamesNoInputRecordsItsProgramOnTheProblemsSample)
{
    // Written by hand: the problem, the program and its step, no input of its own.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hand.stepboard"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    QJsonObject lesson{{QStringLiteral("format"), 2},
                       {QStringLiteral("problem"), QStringLiteral("caro")},
                       {QStringLiteral("program"), kCaroBorderedRows},
                       {QStringLiteral("programLanguage"), QStringLiteral("python")},
                       {QStringLiteral("programStep"), 12}};
    file.write(QJsonDocument(lesson).toJson());
    file.close();
    QSignalSpy recorded(panel()->controller(), &SolutionController::recordingFinished);
    ASSERT_TRUE(window->lessons()->open(path)) << window->lessons()->message().toStdString();
    ASSERT_TRUE(recorded.wait(60000));
    ASSERT_TRUE(panel()->controller()->stepping());
    EXPECT_EQ(stepper()->inputText(), Session::sampleText(QStringLiteral("caro")));
    EXPECT_TRUE(stepper()->endText().isEmpty()) << stepper()->endText().toStdString();
    EXPECT_EQ(stepper()->step(), 12U);
    EXPECT_GT(stepper()->steps(), 12U);
}

TEST_F(ProgramBeside, DOnMyWrongProgramOpensBesideTheReferenceWhereItsBoardFirstDiffers)
{
    // Every stone an X: the second move, O's, is where it goes wrong.
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"),
                     QStringLiteral("n, k = map(int, input().split())\n"
                                    "g = [['.'] * (n + 2) for _ in range(n + 2)]\n"
                                    "for t in range(k):\n"
                                    "    r, c = map(int, input().split())\n"
                                    "    g[r][c] = 'X'\n"
                                    "print(0)\n"));
    if (HasFatalFailure())
        return;
    ASSERT_TRUE(stepper()->boardChoice());
    QSignalSpy shown(window->sideBySide(), &CompareController::whereItGoesWrongShown);
    window->sideBySide()->whereWrongAction()->trigger();
    ASSERT_TRUE(shown.wait(60000));
    ASSERT_TRUE(shown.front().front().toBool());
    ASSERT_TRUE(window->sideBySide()->isOpen());
    ComparePane* mine = view()->programPane();
    ASSERT_NE(mine, nullptr);
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    EXPECT_EQ(view()->methods(), QStringList{QString::fromUtf8(caro.reference()->id)});
    EXPECT_EQ(view()->note(), QStringLiteral("Here your program's board first differs from %1's, at the same point of "
                                             "the input.")
                                  .arg(problemUi("caro").methodLabel(caro.reference()->id)));
    view()->settle();
    // Two moves played: X and X on its board, X and O on the reference's.
    EXPECT_EQ(stepper()->unitsDone(), 2u);
    const std::span<const sb::CellValue> its = view()->panes().at(1)->session()->player()->board();
    const std::span<const sb::CellValue> ours = mine->board()->cells();
    EXPECT_EQ(stones(its), 2);
    EXPECT_EQ(stones(ours), 2);
    EXPECT_EQ(std::count(its.begin(), its.end(), 2), 1);
    EXPECT_EQ(std::count(ours.begin(), ours.end(), 2), 0);
    // One move before, the two boards were the same: it is the first that differs. Page Up goes
    // to just after the second move was played, then to just after the first.
    QTest::keyClick(mine->board(), Qt::Key_PageUp);
    view()->settle();
    EXPECT_EQ(stepper()->unitsDone(), 2u);
    QTest::keyClick(mine->board(), Qt::Key_PageUp);
    view()->settle();
    EXPECT_EQ(stepper()->unitsDone(), 1u);
    const std::span<const sb::CellValue> before = view()->panes().at(1)->session()->player()->board();
    const std::span<const sb::CellValue> mineBefore = mine->board()->cells();
    ASSERT_GE(mineBefore.size(), before.size());
    EXPECT_TRUE(std::equal(before.begin(), before.end(), mineBefore.begin()));
}

TEST_F(ProgramBeside, DOnAProgramWhoseBoardIsTheReferencesAllAlongSaysSo)
{
    stepCaroInPython(QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n"), kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    QSignalSpy shown(window->sideBySide(), &CompareController::whereItGoesWrongShown);
    window->sideBySide()->whereWrongAction()->trigger();
    ASSERT_TRUE(shown.wait(60000));
    EXPECT_FALSE(shown.front().front().toBool());
    EXPECT_FALSE(window->sideBySide()->isOpen());
}

TEST_F(ProgramBeside, ARecordingThatFailedBeforeItsFirstLineLeavesNothingToStepBesideTheMethods)
{
    const QString input = QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n");
    stepCaroInPython(input, kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    const std::shared_ptr<const sb::program::Trace> good = stepper()->trace();
    window->sideBySide()->toggleAction()->trigger();
    ASSERT_TRUE(window->sideBySide()->isOpen());
    ASSERT_NE(view()->programPane(), nullptr);
    PlayerActions* keys = window->playerActions();
    ASSERT_TRUE(view()->bar()->target()->steppable());
    EXPECT_TRUE(keys->action(PlayTarget::Move::Step)->isEnabled());

    // The next recording fails before its first line: the view's keys and moves are off.
    auto failed = std::make_shared<const sb::program::Trace>(sb::program::Trace::read("E error the debugger failed\n"));
    stepper()->setTrace(failed, input);
    view()->settle();
    EXPECT_FALSE(view()->bar()->target()->steppable());
    EXPECT_FALSE(keys->target()->steppable());
    for (const PlayTarget::Move m : {PlayTarget::Move::Start, PlayTarget::Move::Back, PlayTarget::Move::Play,
                                     PlayTarget::Move::Step, PlayTarget::Move::End})
        EXPECT_FALSE(keys->action(m)->isEnabled()) << static_cast<int>(m);
    QSignalSpy stepped(keys->action(PlayTarget::Move::Step), &QAction::triggered);
    key(Qt::Key_Right);
    EXPECT_EQ(stepped.count(), 0);

    // Closed and opened again over the failed recording: still off.
    window->sideBySide()->toggleAction()->trigger();
    ASSERT_FALSE(window->sideBySide()->isOpen());
    window->sideBySide()->toggleAction()->trigger();
    ASSERT_TRUE(window->sideBySide()->isOpen());
    view()->settle();
    EXPECT_FALSE(keys->target()->steppable());
    EXPECT_FALSE(keys->action(PlayTarget::Move::Step)->isEnabled());
    key(Qt::Key_Right);
    EXPECT_EQ(stepped.count(), 0);

    // A good recording again: on, and Right steps it.
    stepper()->setTrace(good, input);
    view()->settle();
    EXPECT_TRUE(view()->bar()->target()->steppable());
    EXPECT_TRUE(keys->action(PlayTarget::Move::Step)->isEnabled());
    key(Qt::Key_Right);
    EXPECT_EQ(stepper()->step(), 1U);
}
