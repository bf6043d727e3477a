// SPDX-License-Identifier: GPL-3.0-or-later
// Methods side by side: one player keeps two or three runs at the same moment,
// each pane's counters are its own method's, and the view fits a projector.
#include "comparetest.h"
#include "caro/caro.h"

namespace {

TEST_F(Compare, NextMoveBringsBothCaroMethodsToTheEndOfTheSameMoveWithTheirOwnCellCounts)
{
    open(QStringLiteral("caro"), {QStringLiteral("1"), QStringLiteral("3")});
    EXPECT_EQ(view()->methods(), (QStringList{QStringLiteral("1"), QStringLiteral("3")}));
    EXPECT_EQ(pane(0)->methodChooser()->currentText(), QStringLiteral("Method 1"));
    EXPECT_EQ(pane(1)->methodChooser()->currentText(), QStringLiteral("Method 3"));
    for (int n = 1; n <= 4; ++n) {
        key(Qt::Key_PageDown);
        EXPECT_EQ(view()->lockstep()->moment(), n);
        EXPECT_EQ(pane(0)->session()->moment(), pane(1)->session()->moment());
        expectAtEndOf(n, sb::caro::Counters::CellsLooked);
    }
    // Scanning the whole board reads far more cells than counting out from the move.
    EXPECT_GT(player(0).counter(sb::caro::Counters::CellsLooked), 5 * player(1).counter(sb::caro::Counters::CellsLooked));
    EXPECT_TRUE(pane(0)->countersText().startsWith(QStringLiteral("Move 4"))) << pane(0)->countersText().toStdString();
    EXPECT_EQ(view()->bar()->statusText(), QStringLiteral("Move 4"));
    EXPECT_TRUE(pane(1)->lineText().startsWith(QStringLiteral("Line "))) << pane(1)->lineText().toStdString();
}

TEST_F(Compare, PreviousMoveAndStartTakeEveryPaneBackTogether)
{
    open(QStringLiteral("caro"), {QStringLiteral("1"), QStringLiteral("3")});
    for (int n = 0; n < 3; ++n)
        key(Qt::Key_PageDown);
    key(Qt::Key_PageUp);
    expectAtEndOf(2, sb::caro::Counters::CellsLooked);
    key(Qt::Key_Home);
    EXPECT_EQ(player(0).position(), 0u);
    EXPECT_EQ(player(1).position(), 0u);
}

TEST_F(Compare, PanesShowingPythonStepThroughThePythonListingsOwnLines)
{
    window->code()->setCode(CodeView::Code::Python);
    open(QStringLiteral("caro"), {QStringLiteral("1"), QStringLiteral("3")});
    for (int i = 0; i < 2; ++i)
        EXPECT_EQ(pane(i)->session()->codeLanguage(), sb::CodeLanguage::Python);
    key(Qt::Key_Right);
    // Python runs its module level first: its import, which the C++ listing has no line for.
    EXPECT_EQ(pane(0)->lineText(), QStringLiteral("Line 2:  import sys"));
    EXPECT_EQ(pane(1)->lineText(), QStringLiteral("Line 2:  import sys"));
    key(Qt::Key_PageDown);
    // At the end of move 1 each pane stands where a Python run of its own method stands.
    for (int i = 0; i < 2; ++i) {
        const sb::ProblemDesc& caro = *sb::findProblem("caro");
        const sb::MethodDesc& m = *caro.method(pane(i)->session()->methodId().toStdString());
        sb::Player own([&m, in = pane(i)->session()->input()] { return m.trace(in, sb::CodeLanguage::Python); });
        ASSERT_TRUE(own.runToCounter(caro.moment, 2));
        own.previous();
        EXPECT_EQ(player(i).position(), own.position()) << "pane " << i;
    }
}

TEST_F(Compare, AStepMovesEveryMethodALineAndTheQuickOneWaitsAtTheEndOfTheMove)
{
    open(QStringLiteral("caro"), {QStringLiteral("1"), QStringLiteral("3")});
    key(Qt::Key_PageDown); // both at the end of move 1
    const quint64 quickEnd = player(1).position();
    bool sawWaiting = false;
    // Into move 2: method 3 is done in about 70 lines and waits; method 1 goes on scanning.
    for (int i = 0; i < 120; ++i) {
        key(Qt::Key_Right);
        EXPECT_EQ(view()->lockstep()->moment(), 2);
        EXPECT_LE(pane(1)->session()->moment(), 2);
        sawWaiting = sawWaiting || pane(1)->countersText().contains(QStringLiteral("waits for the others"));
    }
    EXPECT_TRUE(sawWaiting);
    EXPECT_EQ(pane(1)->session()->moment(), 2);
    EXPECT_GT(player(1).position(), quickEnd);
    EXPECT_GT(player(0).position(), player(1).position());
    // Back goes back a line in the slow one; the quick one waits at the end of its move.
    const quint64 slow = player(0).position();
    const quint64 quick = player(1).position();
    key(Qt::Key_Left);
    EXPECT_EQ(player(0).position(), slow - 1);
    EXPECT_EQ(player(1).position(), quick - 1);
    // Next move finishes move 2 in both; play then runs move 3 in both, the quick one waiting.
    key(Qt::Key_PageDown);
    expectAtEndOf(2, sb::caro::Counters::CellsLooked);
    view()->bar()->setSpeed(3);
    key(Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(view()->lockstep()->moment() >= 4, 10000);
    key(Qt::Key_Space);
    EXPECT_FALSE(view()->lockstep()->isPlaying());
    EXPECT_EQ(pane(0)->session()->moment(), pane(1)->session()->moment());
}

TEST_F(Compare, EndShowsEachMethodsVerdict)
{
    open(QStringLiteral("caro"), {QStringLiteral("3"), QStringLiteral("trap-exact5")});
    key(Qt::Key_End);
    EXPECT_TRUE(player(0).atEnd());
    EXPECT_TRUE(player(1).atEnd());
    EXPECT_FALSE(pane(0)->verdictText().isEmpty());
    EXPECT_FALSE(pane(1)->verdictText().isEmpty());
}

TEST_F(Compare, AnotherMethodChosenInAPaneJoinsTheOthersAtTheirMove)
{
    open(QStringLiteral("caro"), {QStringLiteral("1"), QStringLiteral("3")});
    key(Qt::Key_PageDown);
    key(Qt::Key_PageDown);
    QComboBox* chooser = pane(0)->methodChooser();
    const int two = chooser->findData(QStringLiteral("2"));
    ASSERT_GE(two, 0);
    chooser->setCurrentIndex(two);
    emit chooser->activated(two);
    view()->lockstep()->waitUntilIdle();
    EXPECT_EQ(pane(0)->session()->methodId(), QStringLiteral("2"));
    expectAtEndOf(2, sb::caro::Counters::CellsLooked);
}

TEST_F(Compare, EscAndTheViewMenuGoBackToOneMethodAndTheKeysFollow)
{
    open(QStringLiteral("caro"), {QStringLiteral("1"), QStringLiteral("3")});
    const quint64 before = window->session()->player()->position();
    key(Qt::Key_PageDown);
    EXPECT_EQ(window->session()->player()->position(), before); // the one method does not move
    {
        const KeysDialog keys(window.get());
        const auto rows = keys.rows();
        const auto count = std::count_if(rows.begin(), rows.end(), [](const QPair<QString, QString>& r) {
            return r.first == QKeySequence(Qt::Key_PageDown).toString(QKeySequence::NativeText);
        });
        EXPECT_EQ(count, 1); // one key, one meaning: the side-by-side view's
    }
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(window->sideBySide()->isOpen());
    window->session()->waitUntilIdle();
    const quint64 back = window->session()->player()->position();
    QTest::keyClick(window.get(), Qt::Key_Right);
    EXPECT_EQ(window->session()->player()->position(), back + 1);
    QTest::keyClick(window.get(), Qt::Key_F7);
    EXPECT_TRUE(window->sideBySide()->isOpen());
    QTest::keyClick(window.get(), Qt::Key_F7);
    EXPECT_FALSE(window->sideBySide()->isOpen());
}

TEST_F(Compare, BackToOneMethodTheClassGoesOnFromTheMomentItWasLookingAt)
{
    ASSERT_TRUE(window->session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(window->session()->setMethod(QStringLiteral("3")));
    window->session()->toEnd();
    window->session()->waitUntilIdle();
    const qint64 last = window->session()->moment();
    ASSERT_GT(last, 4);
    ASSERT_TRUE(window->sideBySide()->open({QStringLiteral("1"), QStringLiteral("3")}));
    view()->lockstep()->waitUntilIdle();
    key(Qt::Key_Home);
    for (int i = 0; i < 3; ++i)
        key(Qt::Key_PageDown);
    ASSERT_EQ(view()->lockstep()->moment(), 3);
    const quint64 paneStep = player(1).position(); // the pane of method 3, the one on screen before
    QTest::keyClick(window.get(), Qt::Key_Escape);
    window->session()->waitUntilIdle();
    EXPECT_FALSE(window->sideBySide()->isOpen());
    EXPECT_EQ(window->session()->methodId(), QStringLiteral("3"));
    EXPECT_EQ(window->session()->moment(), 3);
    EXPECT_EQ(window->session()->player()->position(), paneStep);

    // With the method on screen in no pane: the start of the panes' moment.
    ASSERT_TRUE(window->sideBySide()->open({QStringLiteral("1"), QStringLiteral("2")}));
    view()->lockstep()->waitUntilIdle();
    key(Qt::Key_PageDown);
    const qint64 moment = view()->lockstep()->moment();
    QTest::keyClick(window.get(), Qt::Key_Escape);
    window->session()->waitUntilIdle();
    EXPECT_EQ(window->session()->methodId(), QStringLiteral("3"));
    EXPECT_EQ(window->session()->moment(), moment);
}

TEST_F(Compare, ALongMoveRunsInSlicesWithItsProgressAndEscStopsIt)
{
    // A large board: scanning all of it at every move takes far longer than a slice.
    QString game = QStringLiteral("3000 6\n");
    for (int t = 1; t <= 6; ++t)
        game += QStringLiteral("%1 %2\n").arg(1 + t % 2).arg(1 + t);
    open(QStringLiteral("caro"), {QStringLiteral("1"), QStringLiteral("3")}, game);
    QTest::keyClick(pane(0)->board(), Qt::Key_PageDown);
    ASSERT_TRUE(view()->lockstep()->isBusy());
    EXPECT_TRUE(view()->bar()->statusText().contains(QStringLiteral("working"))) << view()->bar()->statusText().toStdString();
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(view()->lockstep()->isBusy());
    EXPECT_TRUE(window->sideBySide()->isOpen()); // the first Esc stops the move, the view stays
    key(Qt::Key_PageDown);
    expectAtEndOf(1, sb::caro::Counters::CellsLooked);
    EXPECT_GE(player(0).counter(sb::caro::Counters::CellsLooked), 3000LL * 3000);
}

} // namespace
