// SPDX-License-Identifier: GPL-3.0-or-later
// The Mayan puzzle in the window: the board, the search's call stack, stepping over a subtree.
#include "inputpanel.h"
#include "mainwindow.h"
#include "problemwindow.h"
#include "problems/mayan/mayanview.h"
#include "problems/mayan/randomboarddialog.h"
#include "session.h"

#include "core/player.h"
#include "core/problem.h"
#include "mayan/mayan.h"

#include <QApplication>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;

namespace {

class Mayan : public test::ProblemWindow<MayanView> {
protected:
    Mayan() : ProblemWindow(QStringLiteral("mayan")) {}
};

TEST_F(Mayan, OpensOnTheSampleAndItsBoard)
{
    ASSERT_NE(view(), nullptr);
    EXPECT_EQ(session()->methodId(), QStringLiteral("dfs-pruned"));
    EXPECT_EQ(view()->depth(), 0);
    // The NOIP sample: column 0 holds colour 1, column 4 holds 2 4 3 4 from the bottom.
    EXPECT_EQ(player().board()[static_cast<std::size_t>(sb::mayan::cellOf(0, 0))], 1);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(sb::mayan::cellOf(4, 3))], 4);
}

TEST_F(Mayan, EnteringAFramePutsItsMoveOnTheCallStack)
{
    forwardTo(sb::StepKind::DfsEnter);
    EXPECT_EQ(view()->depth(), 1);
    EXPECT_EQ(view()->frameMove(0), QStringLiteral("0 0 1"));
    EXPECT_TRUE(window->narration().startsWith(QStringLiteral("Depth 0 tries the move 0 0 1"))) << window->narration().toStdString();
    forwardTo(sb::StepKind::DfsEnter);
    EXPECT_EQ(view()->depth(), 2);
    // A click on the first frame shows the board it began from: the input board.
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, view()->frameRect(0).center().toPoint());
    EXPECT_EQ(view()->shownFrame(), 0);
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, view()->frameRect(0).center().toPoint());
    EXPECT_EQ(view()->shownFrame(), -1);
}

TEST_F(Mayan, TheNodesPerDepthCountTheFramesEnteredSoFarAndInAll)
{
    session()->waitForTimeline();
    QApplication::processEvents();
    forwardTo(sb::StepKind::DfsEnter);
    EXPECT_EQ(view()->nodesSoFar(), (std::array<qint64, 5>{1, 0, 0, 0, 0}));
    session()->toEnd();
    const auto all = view()->nodesInAll();
    EXPECT_EQ(view()->nodesSoFar(), all);
    // Every node but the root is a frame entered at some depth.
    EXPECT_EQ(all[0] + all[1] + all[2] + all[3] + all[4], player().counter(sb::Counter::DfsNodes) - 1);
    EXPECT_GT(all[2], all[0]); // the tree widens
}

TEST_F(Mayan, ClearedBlocksFadeAndBlocksAboveFallInMotion)
{
    forwardTo(sb::StepKind::Clear);
    EXPECT_TRUE(view()->animating());
    QTRY_VERIFY_WITH_TIMEOUT(!view()->animating(), 3000);
    forwardTo(sb::StepKind::Fall);
    ASSERT_FALSE(player().atEnd());
    EXPECT_TRUE(view()->animating());
    key(Qt::Key_Left); // going back shows the state at once
    EXPECT_FALSE(view()->animating());
}

TEST_F(Mayan, SteppingOverAFrameRunsItsWholeSubtree)
{
    forwardTo(sb::StepKind::DfsEnter);
    const qint64 nodes = player().counter(sb::Counter::DfsNodes);
    key(Qt::Key_F10);
    EXPECT_LE(view()->depth(), 1); // back at the first frame's level, or past it
    EXPECT_GT(player().counter(sb::Counter::DfsNodes), nodes);
}

TEST_F(Mayan, TheSampleEndsWithTheJudgesAnswer)
{
    session()->toEnd();
    EXPECT_EQ(window->verdict(), QStringLiteral("Prints 2 1 1 / 3 1 1 / 3 0 1: the right answer."));
}

TEST_F(Mayan, ABoardBuiltBackwardsIsSolvable)
{
    RandomBoardDialog dialog(window.get());
    ASSERT_TRUE(dialog.generate(2, 4, 12, true, 11));
    window->inputPanel()->setText(dialog.text());
    window->inputPanel()->reparseNow();
    ASSERT_FALSE(session()->hasInputError());
    EXPECT_NE(session()->referenceOutput(), QStringLiteral("-1"));
}

} // namespace
