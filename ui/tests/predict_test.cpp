// SPDX-License-Identifier: GPL-3.0-or-later
// Guess first: the run stops before each event and asks what will happen; an answer is
// judged at once with its reason, the step then runs, and the score counts right answers.
#include "boardview.h"
#include "mainwindow.h"
#include "openwindow.h"
#include "language.h"
#include "predict/predictor.h"
#include "predict/predictpanel.h"
#include "problems/accordion/accordionview.h"
#include "problems/cards/cardsview.h"
#include "problems/mayan/mayanview.h"
#include "session.h"

#include "accordion/accordion.h"
#include "cards/cards.h"
#include "caro/caro.h"
#include "core/player.h"
#include "mayan/mayan.h"

#include <QPushButton>
#include <QTest>

#include <algorithm>
#include <tuple>
#include <utility>

#include <gtest/gtest.h>

using namespace sb::ui;

namespace {

class GuessFirst : public test::OpenWindow {
protected:
    void open(const QString& problem, const QString& method)
    {
        ASSERT_TRUE(session()->setProblem(problem));
        ASSERT_TRUE(session()->setMethod(method));
        session()->waitUntilIdle();
        window->setPredicting(true);
    }
    Predictor* predictor() const { return window->predictor(); }
    PredictPanel* panel() const { return window->findChild<PredictPanel*>(QStringLiteral("predictPanel")); }
    const sb::Player& player() const { return *session()->player(); }
    /// Steps forward (the Right key) until a question waits; false at the end.
    bool stepToQuestion()
    {
        for (int i = 0; i < 200000 && !predictor()->asking(); ++i) {
            if (player().atEnd())
                return false;
            QTest::keyClick(window->board(), Qt::Key_Right);
        }
        return predictor()->asking();
    }
    /// The Right key waits on a question: the step it is about does not run unanswered.
    void expectHeld()
    {
        const auto at = player().position();
        QTest::keyClick(window->board(), Qt::Key_Right);
        EXPECT_EQ(player().position(), at);
        EXPECT_TRUE(predictor()->asking());
    }
    /// A click on the card at flat `cell` of a table `columns` wide.
    void clickCell(int cell, int columns)
    {
        auto* view = qobject_cast<CardsView*>(window->board());
        ASSERT_NE(view, nullptr);
        const QPoint at = view->cardRect(cell / columns, cell % columns).center().toPoint();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    }
    void keyAnswer(int choice) { QTest::keyClick(panel(), static_cast<Qt::Key>(Qt::Key_1 + choice)); }
};

} // namespace

TEST_F(GuessFirst, CaroScanBoardAsksWhetherTheMoveWinsAndTheScoreResets)
{
    open(QStringLiteral("caro"), QStringLiteral("1"));
    ASSERT_TRUE(panel()->isVisible());
    ASSERT_TRUE(stepToQuestion());
    EXPECT_EQ(predictor()->question(), QStringLiteral("Does this move win?"));
    EXPECT_EQ(panel()->questionText(), QStringLiteral("Does this move win? Answer with a button or its key."));
    expectHeld();
    ASSERT_EQ(panel()->answerButtons().size(), 2);
    const auto before = player().position();
    QTest::mouseClick(panel()->answerButtons()[1], Qt::LeftButton); // "No": the first move never wins
    EXPECT_EQ(player().position(), before + 1);
    EXPECT_EQ(player().current()->narration, static_cast<std::uint16_t>(sb::caro::Narration::BoardHasNone));
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Right! ")));
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("Score: 1 right of 1 asked"));

    ASSERT_TRUE(stepToQuestion());
    keyAnswer(0); // "Yes": the second move does not win either
    EXPECT_EQ(player().current()->narration, static_cast<std::uint16_t>(sb::caro::Narration::BoardHasNone));
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Not quite: the answer is no. ")));
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("Score: 1 right of 2 asked"));
    QTest::mouseClick(panel()->resetButton(), Qt::LeftButton);
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("Score: 0 right of 0 asked"));
}

TEST_F(GuessFirst, CaroWinningMoveIsAnsweredYesAndThenWins)
{
    open(QStringLiteral("caro"), QStringLiteral("1"));
    int yes = 0;
    while (stepToQuestion()) {
        // The answer is read from the board after the step: a five found or not.
        keyAnswer(0);
        if (player().current()->narration == static_cast<std::uint16_t>(sb::caro::Narration::BoardHasFive)) {
            ++yes;
            EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Right! ")));
            break;
        }
        EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Not quite: the answer is no. ")));
    }
    EXPECT_EQ(yes, 1);
    EXPECT_EQ(predictor()->right(), 1);
    EXPECT_EQ(player().var(static_cast<int>(sb::caro::Var::t)), 10); // the sample: O wins at move 10
}

TEST_F(GuessFirst, CaroCountOutwardsAsksHowManyStonesAndTheCountIsTheOneChecked)
{
    open(QStringLiteral("caro"), QStringLiteral("3"));
    ASSERT_TRUE(stepToQuestion());
    EXPECT_EQ(predictor()->question(), QStringLiteral("How many stones in this line?"));
    ASSERT_EQ(panel()->answerButtons().size(), 9);
    EXPECT_EQ(panel()->answerButtons()[8]->text(), QStringLiteral("9 or more"));
    expectHeld();
    // The count walked so far is the answer: the check then compares it with five.
    const int counted = player().var(static_cast<int>(sb::caro::Var::dem));
    keyAnswer(counted == 2 ? 0 : 1); // wrong on purpose
    EXPECT_EQ(player().current()->kind, sb::StepKind::Compare);
    EXPECT_EQ(player().current()->args[0], counted);
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Not quite: the answer is %1. ").arg(counted)));
    int rights = 0;
    for (int q = 0; q < 6 && stepToQuestion(); ++q) {
        const int dem = player().var(static_cast<int>(sb::caro::Var::dem));
        keyAnswer(std::min(dem, 9) - 1);
        EXPECT_EQ(player().current()->args[0], dem);
        EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Right! ")));
        ++rights;
    }
    EXPECT_EQ(predictor()->right(), rights);
    EXPECT_EQ(predictor()->asked(), rights + 1);
}

TEST_F(GuessFirst, CardsAsksWhichPairIsTakenOffAndTheClickedPairGoes)
{
    open(QStringLiteral("cards"), QStringLiteral("grid"));
    ASSERT_TRUE(stepToQuestion());
    EXPECT_EQ(predictor()->question(), QStringLiteral("Which pair of cards is taken off next? Click one of its cards."));
    EXPECT_TRUE(panel()->answerButtons().isEmpty());
    EXPECT_TRUE(window->board()->picking());
    expectHeld();
    const auto input = std::dynamic_pointer_cast<const sb::cards::CardsInput>(session()->input());
    ASSERT_TRUE(input);
    // The pair is the one the step compares: the remembered card and the one that matches it.
    const sb::Step* compare = player().current();
    ASSERT_EQ(compare->kind, sb::StepKind::Compare);
    int here = -1, last = -1;
    for (const auto& h : compare->marks()) {
        if (h.kind == sb::HighlightKind::Cell)
            here = h.a;
        if (h.kind == sb::HighlightKind::Source)
            last = h.a;
    }
    ASSERT_GE(here, 0);
    ASSERT_GE(last, 0);
    int other = 0;
    while (other == here || other == last)
        ++other;
    clickCell(other, input->m); // a card of another pair: wrong
    EXPECT_EQ(player().current()->kind, sb::StepKind::Remove);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(here)], sb::cards::kTaken);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(last)], sb::cards::kTaken);
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Not quite: the answer is the two cards worth ")));
    EXPECT_EQ(window->board()->picking(), predictor()->asking());

    ASSERT_TRUE(stepToQuestion());
    const sb::Step* next = player().current();
    int cell = -1;
    for (const auto& h : next->marks())
        if (h.kind == sb::HighlightKind::Cell)
            cell = h.a;
    ASSERT_GE(cell, 0);
    clickCell(cell, input->m);
    EXPECT_EQ(player().current()->kind, sb::StepKind::Remove);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(cell)], sb::cards::kTaken);
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Right! ")));
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("Score: 1 right of 2 asked"));
}

TEST_F(GuessFirst, AccordionAsksWhereTheCardMovesAndTheClickedPileReceivesIt)
{
    open(QStringLiteral("accordion"), QStringLiteral("resume"));
    ASSERT_TRUE(stepToQuestion());
    EXPECT_EQ(predictor()->question(), QStringLiteral("Which card moves, and where? Click the pile it lands on."));
    EXPECT_EQ(panel()->questionText(),
              QStringLiteral("Which card moves, and where? Click the pile it lands on. Click it on the board."));
    expectHeld();
    auto* view = qobject_cast<AccordionView*>(window->board());
    ASSERT_NE(view, nullptr);
    // The comparison on screen found a match: its source pile gives, its target receives.
    const auto piles = [&] {
        int source = -1, target = -1;
        for (const auto& h : player().current()->marks()) {
            if (h.kind == sb::HighlightKind::Source)
                source = h.a;
            if (h.kind == sb::HighlightKind::Target)
                target = h.a;
        }
        return std::pair{source, target};
    };
    auto [source, target] = piles();
    ASSERT_GE(target, 0);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->pileRect(source).center().toPoint());
    EXPECT_EQ(player().current()->kind, sb::StepKind::CardMove);
    EXPECT_EQ(player().current()->args[2], target);
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Not quite: the answer is ")));

    ASSERT_TRUE(stepToQuestion());
    std::tie(source, target) = piles();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->pileRect(target).center().toPoint());
    EXPECT_EQ(player().current()->kind, sb::StepKind::CardMove);
    EXPECT_EQ(player().current()->args[1], source);
    EXPECT_EQ(player().current()->args[2], target);
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Right! ")));
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("Score: 1 right of 2 asked"));
}

TEST_F(GuessFirst, MayanAsksWhichBlocksVanishAndTheClickedBlockIsCleared)
{
    open(QStringLiteral("mayan"), QStringLiteral("dfs"));
    ASSERT_TRUE(stepToQuestion());
    EXPECT_EQ(predictor()->question(), QStringLiteral("Which blocks vanish? Click one of them."));
    expectHeld();
    auto* view = qobject_cast<MayanView*>(window->board());
    ASSERT_NE(view, nullptr);
    const auto click = [&](int cell) {
        const int x = cell / sb::mayan::kRows, y = cell % sb::mayan::kRows;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->cellRect(x, y).center().toPoint());
    };
    // An empty cell cannot vanish: a wrong answer.
    int empty = 0;
    while (empty < 34 && player().board()[static_cast<std::size_t>(empty)] != 0)
        ++empty;
    ASSERT_EQ(player().board()[static_cast<std::size_t>(empty)], 0);
    click(empty);
    EXPECT_EQ(player().current()->kind, sb::StepKind::Clear);
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Not quite: the answer is any of the ")));

    ASSERT_TRUE(stepToQuestion());
    sb::Step next;
    ASSERT_TRUE(session()->peekNext(next));
    int block = -1;
    for (int i = 0; i < next.deltaCount && block < 0; ++i)
        block = next.inlineDeltas[static_cast<std::size_t>(i)].cell;
    for (const auto& d : next.bulk)
        if (block < 0 && d.after == 0)
            block = d.cell;
    ASSERT_GE(block, 0);
    EXPECT_NE(player().board()[static_cast<std::size_t>(block)], 0);
    click(block);
    EXPECT_EQ(player().current()->kind, sb::StepKind::Clear);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(block)], 0); // it did vanish
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Right! ")));
    EXPECT_EQ(predictor()->right(), 1);
}

TEST_F(GuessFirst, TurningItOffAsksNothingAndStepsRunOn)
{
    open(QStringLiteral("caro"), QStringLiteral("1"));
    ASSERT_TRUE(stepToQuestion());
    window->setPredicting(false);
    EXPECT_FALSE(predictor()->asking());
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
    const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
    EXPECT_LE(least.width(), 1024);
    EXPECT_LE(least.height(), 768);
    EXPECT_EQ(window->size(), QSize(1024, 768));
    language::apply(QStringLiteral("en"));
}
