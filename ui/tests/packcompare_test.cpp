// SPDX-License-Identifier: GPL-3.0-or-later
// A problem pack's solutions side by side (F7) in lockstep by the pack's moves, and where a mistake first
// goes another way than the reference (D).
#include "packwindow.h"

#include "compare/comparecontroller.h"
#include "packs/packcharts.h"
#include "packs/packgrowth.h"
#include "packs/packcompare.h"
#include "window/boardcolumn.h"

#include "trace.h"

#include <QAction>
#include <QFile>

#include <set>

using namespace sb::ui;
using sb::ui::test::PackWindow;

namespace {

class PackCompare : public PackWindow {
protected:
    PackCompareView* view() const { return window->packCompare(); }
    /// F7, as the class presses it, and the panes recorded.
    void f7()
    {
        key(Qt::Key_F7);
        ASSERT_NE(view(), nullptr);
        view()->waitForRecordings();
    }
    /// The board a pane shows, as the pack reads it where that pane stands.
    void expectBoardsWhereTheyStand() const
    {
        for (int i = 0; i < view()->lanes(); ++i) {
            const sb::pack::PackPicture expected =
                sb::pack::pictureAt(*packs()->pack(), *view()->solutionOf(i), *view()->traceOf(i), view()->stepOf(i));
            EXPECT_EQ(view()->boardOf(i)->look().picture.cells, expected.cells) << "pane " << i;
        }
    }
    std::vector<std::size_t> moveEnds(int lane) const
    {
        std::vector<std::size_t> ends;
        for (const sb::pack::PackMove& m : sb::pack::moves(*packs()->pack(), *view()->solutionOf(lane), *view()->traceOf(lane)))
            ends.push_back(m.step);
        return ends;
    }
};

} // namespace

TEST_F(PackCompare, F7PutsTheSolutionOnScreenBesideTheReferenceInLockstepByMoves)
{
    open("regions");
    f7();
    ASSERT_TRUE(view()->isOpen());
    // The reference is the judge's: the last accepted method (the relabelling is too slow to be one).
    EXPECT_EQ(view()->choices(), (QStringList{QStringLiteral("method-1"), QStringLiteral("method-2")}));
    // The flood beside the relabelling, as --compare 1,3 puts them.
    ASSERT_TRUE(window->openPackCompare({QStringLiteral("method-1"), QStringLiteral("method-3")}));
    view()->waitForRecordings();
    EXPECT_TRUE(view()->isVisibleTo(window.get()));
    EXPECT_FALSE(packs()->board()->isVisibleTo(window.get()));
    EXPECT_TRUE(window->sideBySide()->toggleAction()->isChecked());
    EXPECT_EQ(window->playerActions()->target(), view()->target());
    EXPECT_EQ(view()->move(), 0u);
    const std::vector<std::size_t> bfs = moveEnds(0), relabel = moveEnds(1);
    ASSERT_EQ(bfs.size(), 2u);     // two rooms: a move a region found
    ASSERT_GT(relabel.size(), 2u); // a move a sweep

    // Right: a line of each, until one has made the move; it waits there for the other.
    const std::size_t first = std::min(bfs[0], relabel[0]);
    for (std::size_t i = 0; i < first; ++i)
        key(Qt::Key_Right);
    EXPECT_EQ(view()->stepOf(0), first);
    EXPECT_EQ(view()->stepOf(1), first);
    const int waiting = bfs[0] == first ? 0 : 1;
    key(Qt::Key_Right);
    EXPECT_EQ(view()->stepOf(waiting), first) << "the pane that made the move waits";
    EXPECT_EQ(view()->stepOf(1 - waiting), first + 1);
    expectBoardsWhereTheyStand();

    // Page Down: every pane at the end of its move; then of the next.
    key(Qt::Key_PageDown);
    EXPECT_EQ(view()->move(), 1u);
    EXPECT_EQ(view()->stepOf(0), bfs[0]);
    EXPECT_EQ(view()->stepOf(1), relabel[0]);
    key(Qt::Key_PageDown);
    EXPECT_EQ(view()->move(), 2u);
    EXPECT_EQ(view()->stepOf(0), bfs[1]);
    EXPECT_EQ(view()->stepOf(1), relabel[1]);
    expectBoardsWhereTheyStand();
    // Past its last move a pane stands at its end while the other goes on.
    key(Qt::Key_PageDown);
    EXPECT_EQ(view()->move(), 3u);
    EXPECT_EQ(view()->stepOf(0), view()->traceOf(0)->positions() - 1);
    EXPECT_EQ(view()->stepOf(1), relabel[2]);
    key(Qt::Key_PageUp);
    key(Qt::Key_PageUp);
    EXPECT_EQ(view()->move(), 1u);
    EXPECT_EQ(view()->stepOf(1), relabel[0]);
    key(Qt::Key_End);
    EXPECT_TRUE(view()->atEnd());
    EXPECT_EQ(view()->stepOf(0), view()->traceOf(0)->positions() - 1);
    EXPECT_EQ(view()->stepOf(1), view()->traceOf(1)->positions() - 1);
    // The work each did is what the class compares: relabelling sweeps and sweeps again.
    EXPECT_GT(view()->linesRun(1), view()->linesRun(0));
    key(Qt::Key_Home);
    EXPECT_EQ(view()->stepOf(0), 0u);
    EXPECT_EQ(view()->stepOf(1), 0u);

    // F7 again: the one solution, where it stood, with the player's keys.
    const std::size_t before = stepper()->step();
    key(Qt::Key_F7);
    EXPECT_FALSE(view()->isOpen());
    EXPECT_TRUE(packs()->board()->isVisibleTo(window.get()));
    EXPECT_FALSE(window->sideBySide()->toggleAction()->isChecked());
    EXPECT_EQ(window->playerActions()->target(), stepper()->playTarget());
    key(Qt::Key_Right);
    EXPECT_EQ(stepper()->step(), before + 1);
}

TEST_F(PackCompare, DOpensAMistakeBesideTheReferenceAtTheMoveWhereItFirstGoesAnotherWay)
{
    open("regions");
    ASSERT_TRUE(packs()->choose(QStringLiteral("marks-late")));
    packs()->waitForRecording();
    key(Qt::Key_D);
    ASSERT_NE(view(), nullptr);
    view()->waitForRecordings();
    EXPECT_EQ(view()->choices(), (QStringList{QStringLiteral("method-2"), QStringLiteral("marks-late")}));
    const std::optional<sb::pack::PackDivergence> d =
        sb::pack::diverge(*view()->traceOf(1), sb::pack::moves(*packs()->pack(), *view()->solutionOf(1), *view()->traceOf(1)),
                          *view()->traceOf(0), sb::pack::moves(*packs()->pack(), *view()->solutionOf(0), *view()->traceOf(0)),
                          false);
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(view()->move(), d->move);
    EXPECT_TRUE(view()->note().startsWith(QStringLiteral("Move %1 is where it first goes another way").arg(d->move)))
        << view()->note().toStdString();
    EXPECT_EQ(window->narration(), view()->note());
    // On the reference itself D has nothing to compare it with.
    key(Qt::Key_F7);
    ASSERT_TRUE(packs()->choose(QStringLiteral("method-2")));
    key(Qt::Key_D);
    EXPECT_FALSE(view()->isOpen());
}

TEST_F(PackCompare, GChartsEachSolutionsLinesRunByTheEndOfEachMoveOnTheInputOnScreen)
{
    // Knapsack: plain recursion, a memo, the table, the one-row table; and its mistakes.
    open("knapsack");
    QStringList choices;
    for (const MethodChoice& c : packs()->choices())
        choices << c.id;
    PackChartsDialog dialog(packs()->packShared(), choices, false, packs()->input(), cache.path(), window.get());
    dialog.waitUntilReady();
    const PackCosts& costs = dialog.costs();
    const sb::pack::Pack& pack = *packs()->pack();
    ASSERT_EQ(costs.curves.size(), static_cast<qsizetype>(pack.methods().size() + pack.mistakes().size()));
    // A curve is the lines run by the end of each move, as the pack counts moves, on the input on screen.
    for (const PackCosts::Curve& c : costs.curves) {
        const sb::program::Trace trace = sb::pack::record(pack, *c.solution, packs()->input().toStdString());
        const std::vector<sb::pack::PackMove> moves = sb::pack::moves(pack, *c.solution, trace);
        ASSERT_EQ(c.points.size(), static_cast<qsizetype>(moves.size() + 1)) << c.solution->file;
        EXPECT_EQ(c.points.front(), QPointF(0, 0));
        for (std::size_t m = 0; m < moves.size(); ++m)
            EXPECT_EQ(c.points[qsizetype(m + 1)], QPointF(double(m + 1), double(moves[m].step))) << c.solution->file;
        EXPECT_FALSE(c.cut);
    }
    // The legend names every solution, methods first.
    EXPECT_TRUE(dialog.legendText().contains(QStringLiteral("Method 1 (recursion.cpp)"))) << dialog.legendText().toStdString();
    EXPECT_TRUE(dialog.legendText().contains(QStringLiteral("Wrong solution (same-row.cpp)"))) << dialog.legendText().toStdString();
}

TEST_F(PackCompare, GsGrowthRunsEverySolutionOnEveryTestAgainstItsSizeWithFittedSlopes)
{
    // Knapsack's tests measured by n × W, the cells of its table: the plain recursion beside the table.
    open("knapsack");
    const QStringList choices{QStringLiteral("method-1"), QStringLiteral("method-3")};
    PackChartsDialog dialog(packs()->packShared(), choices, false, packs()->input(), cache.path(), window.get());
    dialog.showGrowth();
    PackGrowthView* growth = dialog.growth();
    growth->waitUntilReady();
    const sb::pack::Pack& pack = *packs()->pack();
    const std::vector<const sb::pack::TestCase*> tests = pack.tests();
    ASSERT_EQ(growth->growth().series.size(), 2);
    std::set<double> sizes;
    for (const sb::pack::TestCase* t : tests) {
        QFile file(QString::fromStdString((pack.root / t->input).string()));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        sizes.insert(pack.sizeOf(file.readAll().toStdString()));
    }
    for (const PackGrowth::Series& g : growth->growth().series) {
        EXPECT_TRUE(g.error.isEmpty()) << g.error.toStdString();
        EXPECT_EQ(g.failed, 0) << g.solution->file;
        // A point a test: its n × W, and the lines the solution runs on it.
        EXPECT_EQ(g.within.size() + g.beyond.size(), static_cast<qsizetype>(tests.size())) << g.solution->file;
        for (const QPointF& p : g.within + g.beyond)
            EXPECT_EQ(sizes.count(p.x()), 1u) << p.x();
    }
    const PackGrowth::Series& recursion = growth->growth().series[0];
    const PackGrowth::Series& table = growth->growth().series[1];
    EXPECT_EQ(recursion.solution->file, "submissions/time_limit_exceeded/recursion.cpp");
    // The table fills its n × W cells once: a slope of about 1, every test within the limit.
    EXPECT_TRUE(table.beyond.isEmpty());
    EXPECT_GT(table.slope, 0.8);
    EXPECT_LT(table.slope, 1.2);
    // The recursion is stopped at the limit on the large tests, drawn hollow and left out of its slope.
    EXPECT_FALSE(recursion.beyond.isEmpty());
    for (const QPointF& p : recursion.beyond)
        EXPECT_EQ(p.y(), double(PackGrowthView::lineLimit(false)));
    EXPECT_TRUE(growth->legendText().contains(QStringLiteral("stopped at the line limit")));
    EXPECT_TRUE(growth->slopesText().contains(QStringLiteral("Method 3 (table.cpp): slope ")))
        << growth->slopesText().toStdString();
    EXPECT_TRUE(growth->slopesText().contains(QStringLiteral("Method 1 (recursion.cpp): slope %1 before the line limit")
                                                  .arg(QString::number(recursion.slope, 'f', 2))))
        << growth->slopesText().toStdString();
}
