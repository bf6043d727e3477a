// SPDX-License-Identifier: GPL-3.0-or-later
// Guess first: the run stops before each event and asks what will happen; an answer is
// judged at once with its reason, the step then runs, and the score counts right answers.
#include "widgets/boardview.h"
#include "window/mainwindow.h"
#include "openwindow.h"
#include "common/language.h"
#include "predict/predictor.h"
#include "predict/predictpanel.h"
#include "problems/accordion/accordionview.h"
#include "problems/cards/cardsview.h"
#include "problems/mayan/mayanview.h"
#include "run/session.h"

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
    /// Steps to a question about a step of `kind`; a question about another step is let
    /// through with nothing picked (a wrong answer).
    bool stepToQuestionAbout(sb::StepKind kind)
    {
        sb::Step next;
        while (stepToQuestion()) {
            if (session()->peekNext(next) && next.kind == kind)
                return true;
            predictor()->check();
        }
        return false;
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
    // The question takes the narration's place until it is answered.
    auto* narration = window->findChild<QWidget*>(QStringLiteral("narration"));
    ASSERT_NE(narration, nullptr);
    EXPECT_FALSE(narration->isVisible());
    expectHeld();
    ASSERT_EQ(panel()->answerButtons().size(), 2);
    const auto before = player().position();
    QTest::mouseClick(panel()->answerButtons()[1], Qt::LeftButton); // "No": the first move never wins
    EXPECT_EQ(player().position(), before + 1);
    EXPECT_EQ(player().current()->narration, static_cast<std::uint16_t>(sb::caro::Narration::BoardHasNone));
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Right!"));
    EXPECT_TRUE(narration->isVisible()); // with the step's own sentence: the reason
    EXPECT_FALSE(window->narration().isEmpty());
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("Score: 1 right of 1 asked"));

    ASSERT_TRUE(stepToQuestion());
    keyAnswer(0); // "Yes": the second move does not win either
    EXPECT_EQ(player().current()->narration, static_cast<std::uint16_t>(sb::caro::Narration::BoardHasNone));
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Not quite: the answer is no."));
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
            EXPECT_EQ(panel()->verdictText(), QStringLiteral("Right!"));
            break;
        }
        EXPECT_EQ(panel()->verdictText(), QStringLiteral("Not quite: the answer is no."));
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
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Not quite: the answer is %1.").arg(counted));
    int rights = 0;
    for (int q = 0; q < 6 && stepToQuestion(); ++q) {
        const int dem = player().var(static_cast<int>(sb::caro::Var::dem));
        keyAnswer(std::min(dem, 9) - 1);
        EXPECT_EQ(player().current()->args[0], dem);
        EXPECT_EQ(panel()->verdictText(), QStringLiteral("Right!"));
        ++rights;
    }
    EXPECT_EQ(predictor()->right(), rights);
    EXPECT_EQ(predictor()->asked(), rights + 1);
}

TEST_F(GuessFirst, CardsAsksWhichPairIsTakenOffAndBothClickedCardsMustBeThePair)
{
    open(QStringLiteral("cards"), QStringLiteral("grid"));
    ASSERT_TRUE(stepToQuestion());
    EXPECT_EQ(predictor()->question(), QStringLiteral("Which pair of cards is taken off next?"));
    EXPECT_EQ(panel()->questionText(), QStringLiteral("Which pair of cards is taken off next? Click its two cards."));
    EXPECT_TRUE(panel()->answerButtons().isEmpty());
    EXPECT_FALSE(panel()->checkButton()->isVisible()); // a pair is two cards: judged at the second
    EXPECT_TRUE(window->board()->picking());
    // The pair the step compares is not drawn: that would be the answer.
    EXPECT_TRUE(window->board()->stepMarksHidden());
    expectHeld();
    const auto input = std::dynamic_pointer_cast<const sb::cards::CardsInput>(session()->input());
    ASSERT_TRUE(input);
    // The pair is the one the step compares: the remembered card and the one that matches it.
    const auto pair = [&] {
        int here = -1, last = -1;
        for (const auto& h : player().current()->marks()) {
            if (h.kind == sb::HighlightKind::Cell)
                here = h.a;
            if (h.kind == sb::HighlightKind::Source)
                last = h.a;
        }
        return std::pair{here, last};
    };
    auto [here, last] = pair();
    ASSERT_GE(here, 0);
    ASSERT_GE(last, 0);
    int other = 0;
    while (other == here || other == last)
        ++other;
    // A second click on a picked card takes it back.
    clickCell(other, input->m);
    EXPECT_EQ(window->board()->picked(), QVector<int>{other});
    clickCell(other, input->m);
    EXPECT_TRUE(window->board()->picked().isEmpty());
    EXPECT_TRUE(predictor()->asking());
    // One card of the pair and one of another pair: wrong, and the pair goes.
    clickCell(here, input->m);
    EXPECT_EQ(player().current()->kind, sb::StepKind::Compare);
    clickCell(other, input->m);
    // The answer runs the pair's first line, its points; the next two take its cards off.
    EXPECT_EQ(session()->problem().anchors[player().current()->anchor], "remove");
    EXPECT_EQ(player().current()->narration, static_cast<int>(sb::cards::Narration::Remove));
    const auto takeOff = [&] {
        for (int i = 0; i < 2; ++i) {
            EXPECT_FALSE(predictor()->asking());
            window->session()->next();
        }
    };
    takeOff();
    EXPECT_EQ(player().current()->kind, sb::StepKind::Remove);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(here)], sb::cards::kTaken);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(last)], sb::cards::kTaken);
    EXPECT_NE(player().board()[static_cast<std::size_t>(other)], sb::cards::kTaken);
    EXPECT_EQ(panel()->verdictText(),
              QStringLiteral("Not quite: the answer is the two cards worth %1.").arg(input->at(here / input->m, here % input->m)));
    EXPECT_EQ(window->board()->picking(), predictor()->asking());
    EXPECT_EQ(window->board()->stepMarksHidden(), predictor()->asking());
    EXPECT_TRUE(window->board()->picked().isEmpty());

    ASSERT_TRUE(stepToQuestion());
    std::tie(here, last) = pair();
    clickCell(last, input->m);
    clickCell(here, input->m);
    takeOff();
    EXPECT_EQ(player().current()->kind, sb::StepKind::Remove);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(here)], sb::cards::kTaken);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(last)], sb::cards::kTaken);
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Right!"));
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("Score: 1 right of 2 asked"));
}

TEST_F(GuessFirst, AccordionAsksWhichCardMovesAndThenWhereItLands)
{
    open(QStringLiteral("accordion"), QStringLiteral("resume"));
    ASSERT_TRUE(stepToQuestion());
    EXPECT_EQ(predictor()->question(), QStringLiteral("Which card moves, and where?"));
    EXPECT_EQ(panel()->questionText(), QStringLiteral("Which card moves, and where? Click the card that moves."));
    expectHeld();
    auto* view = qobject_cast<AccordionView*>(window->board());
    ASSERT_NE(view, nullptr);
    const auto click = [&](int pile) {
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->pileRect(pile).center().toPoint());
    };
    // The line on screen calls moveCard(i, j): its source pile gives, its target receives.
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
    ASSERT_GE(source, 0);
    ASSERT_GE(target, 0);
    // The right card, then the wrong pile (its own): the whole answer is wrong.
    click(source);
    EXPECT_EQ(player().current()->anchor, static_cast<int>(sb::accordion::Anchor::MoveCall));
    EXPECT_EQ(window->board()->picked(), QVector<int>{source});
    EXPECT_EQ(panel()->questionText(), QStringLiteral("Which card moves, and where? Now click the pile it lands on."));
    click(source);
    EXPECT_EQ(player().current()->kind, sb::StepKind::CardMove);
    EXPECT_EQ(player().current()->args[2], target);
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Not quite: the answer is ")));
    EXPECT_TRUE(panel()->verdictText().endsWith(QStringLiteral(" onto pile %1.").arg(target)));

    // The wrong card, then the right pile: wrong too.
    ASSERT_TRUE(stepToQuestion());
    std::tie(source, target) = piles();
    click(target);
    click(target);
    EXPECT_EQ(player().current()->kind, sb::StepKind::CardMove);
    EXPECT_EQ(predictor()->right(), 0);

    ASSERT_TRUE(stepToQuestion());
    std::tie(source, target) = piles();
    click(source);
    click(target);
    EXPECT_EQ(player().current()->kind, sb::StepKind::CardMove);
    EXPECT_EQ(player().current()->args[1], source);
    EXPECT_EQ(player().current()->args[2], target);
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Right!"));
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("Score: 1 right of 3 asked"));
}

namespace {

/// The board cells a step changes, with what they hold after it.
std::vector<std::pair<int, int>> changes(const sb::Step& step)
{
    std::vector<std::pair<int, int>> out;
    for (int i = 0; i < step.deltaCount; ++i)
        out.emplace_back(step.inlineDeltas[static_cast<std::size_t>(i)].cell,
                         step.inlineDeltas[static_cast<std::size_t>(i)].after);
    for (const auto& d : step.bulk)
        out.emplace_back(d.cell, d.after);
    return out;
}

} // namespace

TEST_F(GuessFirst, MayanAsksWhichBlocksVanishAndEveryOneMustBePicked)
{
    // The editorial's search clears one marked block a step; this program clears a whole run at once.
    open(QStringLiteral("mayan"), QStringLiteral("mistake-clear-at-once"));
    ASSERT_TRUE(stepToQuestionAbout(sb::StepKind::Clear));
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
    EXPECT_EQ(player().current()->kind, sb::StepKind::Clear);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(cells[0])], 0); // it did vanish, with the others
    QStringList at;
    std::sort(cells.begin(), cells.end());
    for (const int cell : cells)
        at.append(QStringLiteral("(%1, %2)").arg(cell / sb::mayan::kRows).arg(cell % sb::mayan::kRows));
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Not quite: the answer is the blocks at %1.").arg(at.join(QStringLiteral(", "))));

    ASSERT_TRUE(stepToQuestionAbout(sb::StepKind::Clear));
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
    EXPECT_EQ(player().current()->kind, sb::StepKind::Clear);
    for (const int cell : cells)
        EXPECT_EQ(player().board()[static_cast<std::size_t>(cell)], 0);
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Right!"));
    EXPECT_EQ(predictor()->right(), 1);
}

TEST_F(GuessFirst, MayanAsksWhichBlocksComeBackBeforeAFrameBacksUp)
{
    open(QStringLiteral("mayan"), QStringLiteral("dfs"));
    ASSERT_TRUE(stepToQuestionAbout(sb::StepKind::DfsLeave));
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
    EXPECT_EQ(player().current()->kind, sb::StepKind::DfsLeave);
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
    ASSERT_TRUE(stepToQuestionAbout(sb::StepKind::DfsLeave));
    QApplication::processEvents();
    EXPECT_TRUE(panel()->checkButton()->isVisible());
    fits();
    EXPECT_GT(window->board()->height(), panel()->height());
    language::apply(QStringLiteral("en"));
}
