// SPDX-License-Identifier: GPL-3.0-or-later
// A run of hundreds of millions of steps stays usable: End and far jumps go in
// slices between the window's events, show their progress, and stop on Esc
// where they stand; a step back that needs a replay waits without blocking.
#include "widgets/playerbar.h"
#include "problemwindow.h"
#include "problems/caro/caroview.h"

#include "core/problem.h"
#include "caro/caro.h"

#include <QLocale>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>

#include <vector>

using namespace sb::ui;

namespace {

/// Method 1 reads the whole 2900 x 2900 board after each of 4 moves, three lines a cell (the
/// columns' loop, the visit, the skip): 100 million steps.
QString longGame()
{
    QString text = QStringLiteral("2900 4\n");
    for (int i = 1; i <= 4; ++i)
        text += QStringLiteral("%1 %2\n").arg(1 + i * 97 % 2899).arg(1 + i * 211 % 2899);
    return text;
}

class LongRun : public test::ProblemWindow<CaroView> {
protected:
    LongRun() : ProblemWindow(QStringLiteral("caro")) {}
    void SetUp() override
    {
        ProblemWindow::SetUp();
        ASSERT_TRUE(session()->setMethod(QStringLiteral("1")));
        ASSERT_TRUE(session()->setInput(longGame()));
        session()->waitForTimeline(); // so the step cap is the whole run
    }
    PlayerBar* bar() const { return window->playerBar(); }
    /// The board a player that only went forward has at step n.
    std::vector<sb::CellValue> boardAt(quint64 n) const
    {
        const sb::MethodDesc* method = &session()->method();
        auto input = session()->input();
        sb::Player fresh([method, input] { return method->trace(input); });
        fresh.seek(n);
        return {fresh.board().begin(), fresh.board().end()};
    }
    std::vector<sb::CellValue> board() const { return {player().board().begin(), player().board().end()}; }
};

} // namespace

TEST_F(LongRun, EndGoesInSlicesShowsItsProgressAndEscStopsItWhereItStands)
{
    ASSERT_EQ(session()->timeline().finalStep, 100943761u);
    QSignalSpy progress(session(), &Session::progressChanged);
    key(Qt::Key_End);
    ASSERT_TRUE(session()->isBusy());
    EXPECT_TRUE(bar()->busyText().startsWith(QStringLiteral("Going to the end: step "))) << bar()->busyText().toStdString();
    EXPECT_TRUE(bar()->busyText().endsWith(QStringLiteral(" of 100,943,761"))) << bar()->busyText().toStdString();
    EXPECT_TRUE(bar()->cancelButton()->isVisible());
    EXPECT_TRUE(bar()->statusText().isEmpty() || !bar()->statusLabels().front()->isVisible());
    // Between slices the window answers: the side panel hides on F6 while the run goes on.
    const quint64 first = session()->progress().first;
    QTest::qWait(250);
    key(Qt::Key_F6);
    QTest::qWait(250);
    EXPECT_TRUE(session()->isBusy());
    EXPECT_GE(progress.count(), 3);
    const quint64 later = session()->progress().first;
    EXPECT_GT(later, first);
    EXPECT_EQ(bar()->progressBar()->value(), static_cast<int>(later * 1000 / 100943761u));
    EXPECT_EQ(bar()->progressBar()->text(), QStringLiteral("%1%").arg(later * 100 / 100943761u));

    QTest::keyClick(window->board(), Qt::Key_Escape);
    EXPECT_FALSE(session()->isBusy());
    EXPECT_FALSE(bar()->cancelButton()->isVisible());
    const quint64 stopped = player().position();
    EXPECT_GE(stopped, later);
    EXPECT_LT(stopped, 100943761u);
    EXPECT_FALSE(player().atEnd());
    // Grouped as English writes large numbers.
    EXPECT_TRUE(bar()->statusText().startsWith(
        QStringLiteral("Step %1 of 100,943,761").arg(QLocale(QLocale::English).toString(stopped))))
        << bar()->statusText().toStdString();
    EXPECT_EQ(board(), boardAt(stopped));
    key(Qt::Key_Left); // the steps just before are kept
    EXPECT_FALSE(session()->isBusy());
    EXPECT_EQ(player().position(), stopped - 1);
}

TEST_F(LongRun, EndFinishesOnTheLastStepAndAFarJumpBackReplaysInSlices)
{
    session()->toEnd();
    session()->waitUntilIdle();
    ASSERT_TRUE(player().atEnd());
    EXPECT_EQ(player().position(), 100943761u);
    EXPECT_EQ(player().outcome().output, "0\n");
    EXPECT_TRUE(window->verdict().startsWith(QStringLiteral("Prints 0: the right answer."))) << window->verdict().toStdString();

    session()->seek(40'000'000); // far below the log: replayed from the start
    ASSERT_TRUE(session()->isBusy());
    EXPECT_TRUE(bar()->busyText().startsWith(QStringLiteral("Going to step 40,000,000: step "))) << bar()->busyText().toStdString();
    session()->waitUntilIdle();
    EXPECT_FALSE(session()->isBusy());
    EXPECT_EQ(player().position(), 40'000'000u);
    EXPECT_EQ(board(), boardAt(40'000'000));
}

TEST_F(LongRun, AStepBackPastTheLogWaitsForItsReplayWithoutBlockingAndANewJumpReplacesIt)
{
    session()->seek(30'000'000);
    session()->waitUntilIdle();
    // 40000 steps back lies before the log: those records come from a replay in the background.
    session()->seek(30'000'000 - 40'000);
    ASSERT_TRUE(session()->isBusy());
    EXPECT_TRUE(session()->replaying());
    EXPECT_TRUE(bar()->busyText().startsWith(QStringLiteral("Replaying the run from the start to step back: step ")))
        << bar()->busyText().toStdString();
    EXPECT_EQ(player().position(), 30'000'000u); // nothing moves while it waits
    // Home replaces the wait at once.
    key(Qt::Key_Home);
    EXPECT_FALSE(session()->isBusy());
    EXPECT_EQ(player().position(), 0u);

    session()->seek(30'000'000);
    session()->waitUntilIdle();
    session()->seek(30'000'000 - 40'000);
    session()->waitUntilIdle();
    EXPECT_EQ(player().position(), 30'000'000u - 40'000);
    EXPECT_EQ(board(), boardAt(30'000'000 - 40'000));
    EXPECT_EQ(player().counter(sb::caro::Counters::CellsLooked), [this] {
        const sb::MethodDesc* method = &session()->method();
        auto input = session()->input();
        sb::Player fresh([method, input] { return method->trace(input); });
        fresh.seek(30'000'000 - 40'000);
        return fresh.counter(sb::caro::Counters::CellsLooked);
    }());
}
