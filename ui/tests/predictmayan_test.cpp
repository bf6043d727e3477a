// SPDX-License-Identifier: GPL-3.0-or-later
// Guess first on the Mayan search, in another language, turned off, during play, and on a projector.
#include "predicttest.h"

TEST_F(GuessFirst, MayanAsksWhichBlocksVanishAndEveryOneMustBePicked)
{
    // The editorial's search clears one marked block a step; this program clears a whole run at once.
    open(QStringLiteral("mayan"), QStringLiteral("mistake-clear-at-once"));
    ASSERT_TRUE(stepToQuestionAbout(sb::mayan::Kinds::Clear));
    EXPECT_EQ(predictor()->question(), QStringLiteral("Which blocks vanish?"));
    EXPECT_EQ(panel()->questionText(), QStringLiteral("Which blocks vanish? Click each of them, then Check."));
    EXPECT_TRUE(panel()->checkButton()->isVisible());
    expectHeld();
    auto* view = qobject_cast<MayanView*>(window->board());
    ASSERT_NE(view, nullptr);
    const auto click = [&](int cell) {
        const int x = cell / sb::mayan::kRows, y = cell % sb::mayan::kRows;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->cellRect(x, y).center().toPoint());
    };
    const auto vanishing = [&] {
        sb::Step next;
        std::vector<int> cells;
        if (session()->peekNext(next))
            for (const auto& [cell, after] : changes(next))
                if (cell < sb::mayan::kBoardCells && after == 0 && player().board()[static_cast<std::size_t>(cell)] != 0)
                    cells.push_back(cell);
        return cells;
    };
    std::vector<int> cells = vanishing();
    ASSERT_GE(cells.size(), 3U);
    // One of them is not all of them: Enter judges what is picked.
    click(cells[0]);
    EXPECT_EQ(window->board()->picked(), QVector<int>{cells[0]});
    EXPECT_TRUE(predictor()->asking());
    QTest::keyClick(window->board(), Qt::Key_Return);
    EXPECT_EQ(player().current()->kind, sb::mayan::Kinds::Clear);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(cells[0])], 0); // it did vanish, with the others
    QStringList at;
    std::sort(cells.begin(), cells.end());
    for (const int cell : cells)
        at.append(QStringLiteral("(%1, %2)").arg(cell / sb::mayan::kRows).arg(cell % sb::mayan::kRows));
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Not quite: the answer is the blocks at %1.").arg(at.join(QStringLiteral(", "))));

    ASSERT_TRUE(stepToQuestionAbout(sb::mayan::Kinds::Clear));
    cells = vanishing();
    ASSERT_FALSE(cells.empty());
    for (const int cell : cells)
        click(cell);
    // An extra one, taken back.
    int empty = 0;
    while (player().board()[static_cast<std::size_t>(empty)] != 0)
        ++empty;
    click(empty);
    click(empty);
    EXPECT_EQ(window->board()->picked().size(), static_cast<int>(cells.size()));
    QTest::mouseClick(panel()->checkButton(), Qt::LeftButton);
    EXPECT_EQ(player().current()->kind, sb::mayan::Kinds::Clear);
    for (const int cell : cells)
        EXPECT_EQ(player().board()[static_cast<std::size_t>(cell)], 0);
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Right!"));
    EXPECT_EQ(predictor()->right(), 1);
}

TEST_F(GuessFirst, MayanAsksWhichBlocksComeBackBeforeAFrameBacksUp)
{
    open(QStringLiteral("mayan"), QStringLiteral("dfs"));
    ASSERT_TRUE(stepToQuestionAbout(sb::mayan::Kinds::DfsLeave));
    sb::Step next;
    ASSERT_TRUE(session()->peekNext(next));
    const int depth = next.args[0];
    EXPECT_EQ(predictor()->question(), QStringLiteral("Depth %1 is done with the move %2 %3 %4: which blocks come back?")
                                           .arg(depth)
                                           .arg(next.args[1])
                                           .arg(next.args[2])
                                           .arg(next.args[3]));
    EXPECT_EQ(predictor()->prompt(), QStringLiteral("Click each cell that gets a block back, then Check."));
    expectHeld();
    const std::vector<std::uint32_t> before(player().board().begin(), player().board().begin() + sb::mayan::kBoardCells);
    std::vector<int> back;
    for (const auto& [cell, after] : changes(next))
        if (cell < sb::mayan::kBoardCells && after != 0 && static_cast<std::uint32_t>(after) != before[static_cast<std::size_t>(cell)])
            back.push_back(cell);
    ASSERT_FALSE(back.empty());
    auto* view = qobject_cast<MayanView*>(window->board());
    ASSERT_NE(view, nullptr);
    for (const int cell : back)
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->cellRect(cell / sb::mayan::kRows, cell % sb::mayan::kRows).center().toPoint());
    QTest::keyClick(window->board(), Qt::Key_Enter);
    EXPECT_EQ(player().current()->kind, sb::mayan::Kinds::DfsLeave);
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Right!"));
    // The cells picked are exactly those that got a block, or another block, back.
    for (int cell = 0; cell < sb::mayan::kBoardCells; ++cell) {
        const auto now = player().board()[static_cast<std::size_t>(cell)];
        const bool gotBack = now != 0 && static_cast<std::uint32_t>(now) != before[static_cast<std::size_t>(cell)];
        EXPECT_EQ(gotBack, std::find(back.begin(), back.end(), cell) != back.end()) << cell;
    }
}

TEST_F(GuessFirst, AQuestionWaitingIsAskedAgainInTheNewLanguage)
{
    open(QStringLiteral("accordion"), QStringLiteral("resume"));
    ASSERT_TRUE(stepToQuestion());
    auto* view = qobject_cast<AccordionView*>(window->board());
    ASSERT_NE(view, nullptr);
    int source = -1;
    for (const auto& h : player().current()->marks())
        if (h.kind == sb::HighlightKind::Source)
            source = h.a;
    ASSERT_GE(source, 0);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->pileRect(source).center().toPoint());
    language::apply(QStringLiteral("zh_TW"));
    QApplication::processEvents();
    EXPECT_EQ(panel()->questionText(), QStringLiteral("哪張牌會移動、移到哪裡？再點選它落到的那一疊。"));
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("得分：問了 0 題，答對 0 題"));
    // The answer half given before the switch still counts.
    EXPECT_EQ(window->board()->picked(), QVector<int>{source});
    language::apply(QStringLiteral("vi"));
    QApplication::processEvents();
    EXPECT_EQ(panel()->questionText(), QStringLiteral("Lá bài nào di chuyển, và đến đâu? Giờ hãy bấm vào chồng mà nó được đặt lên."));
    language::apply(QStringLiteral("en"));
    QApplication::processEvents();
    EXPECT_EQ(panel()->questionText(), QStringLiteral("Which card moves, and where? Now click the pile it lands on."));
}

TEST_F(GuessFirst, TurningItOffAsksNothingAndStepsRunOn)
{
    open(QStringLiteral("caro"), QStringLiteral("1"));
    ASSERT_TRUE(stepToQuestion());
    EXPECT_TRUE(window->board()->stepMarksHidden());
    window->setPredicting(false);
    EXPECT_FALSE(predictor()->asking());
    EXPECT_FALSE(window->board()->stepMarksHidden());
    EXPECT_FALSE(panel()->isVisible());
    const auto at = player().position();
    QTest::keyClick(window->board(), Qt::Key_Right);
    EXPECT_EQ(player().position(), at + 1);
}

TEST_F(GuessFirst, PlayStopsBeforeTheQuestion)
{
    open(QStringLiteral("caro"), QStringLiteral("3"));
    session()->setStepsPerSecond(1000);
    EXPECT_FALSE(session()->advance(100000));
    EXPECT_TRUE(predictor()->asking());
    EXPECT_NE(player().current()->kind, sb::StepKind::Compare);
}

TEST_F(GuessFirst, OnAProjectorTheNineAnswersFitTheScreen)
{
    language::apply(QStringLiteral("vi"));
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    open(QStringLiteral("caro"), QStringLiteral("3"));
    ASSERT_TRUE(stepToQuestion());
    QApplication::processEvents();
    const auto fits = [this] {
        const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
        EXPECT_LE(least.width(), 1024);
        EXPECT_LE(least.height(), 768);
        EXPECT_EQ(window->size(), QSize(1024, 768));
    };
    fits();
    // A question with a Check button, and the board still the larger part of its column.
    open(QStringLiteral("mayan"), QStringLiteral("dfs"));
    ASSERT_TRUE(stepToQuestionAbout(sb::mayan::Kinds::DfsLeave));
    QApplication::processEvents();
    EXPECT_TRUE(panel()->checkButton()->isVisible());
    fits();
    EXPECT_GT(window->board()->height(), panel()->height());
    language::apply(QStringLiteral("en"));
}
