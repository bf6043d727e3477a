// SPDX-License-Identifier: GPL-3.0-or-later
// Guess first: the run stops before each event and asks what will happen; an answer is
// judged at once with its reason, the step then runs, and the score counts right answers.
#include "predicttest.h"

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
    EXPECT_EQ(player().current()->kind, sb::cards::Kinds::Remove);
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
    EXPECT_EQ(player().current()->kind, sb::cards::Kinds::Remove);
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
    EXPECT_EQ(player().current()->kind, sb::accordion::Kinds::CardMove);
    EXPECT_EQ(player().current()->args[2], target);
    EXPECT_TRUE(panel()->verdictText().startsWith(QStringLiteral("Not quite: the answer is ")));
    EXPECT_TRUE(panel()->verdictText().endsWith(QStringLiteral(" onto pile %1.").arg(target)));

    // The wrong card, then the right pile: wrong too.
    ASSERT_TRUE(stepToQuestion());
    std::tie(source, target) = piles();
    click(target);
    click(target);
    EXPECT_EQ(player().current()->kind, sb::accordion::Kinds::CardMove);
    EXPECT_EQ(predictor()->right(), 0);

    ASSERT_TRUE(stepToQuestion());
    std::tie(source, target) = piles();
    click(source);
    click(target);
    EXPECT_EQ(player().current()->kind, sb::accordion::Kinds::CardMove);
    EXPECT_EQ(player().current()->args[1], source);
    EXPECT_EQ(player().current()->args[2], target);
    EXPECT_EQ(panel()->verdictText(), QStringLiteral("Right!"));
    EXPECT_EQ(panel()->scoreText(), QStringLiteral("Score: 1 right of 3 asked"));
}


TEST_F(GuessFirst, OnAProjectorTheBoardKeepsItsSizeWhileAQuestionWaitsAndAfterItsAnswer)
{
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState); // offscreen, "full screen" is a small default screen
    window->resize(1024, 768);
    for (const auto& [problem, method] : {std::pair{QStringLiteral("caro"), QStringLiteral("1")},
                                          std::pair{QStringLiteral("cards"), QStringLiteral("grid")},
                                          std::pair{QStringLiteral("accordion"), QStringLiteral("deal")},
                                          std::pair{QStringLiteral("mayan"), QStringLiteral("dfs")}}) {
        open(problem, method);
        QTest::keyClick(window->board(), Qt::Key_Right);
        QApplication::processEvents();
        const QSize board = window->board()->size();
        for (int question = 0; question < 3; ++question) {
            if (!stepToQuestion()) {
                EXPECT_GT(question, 0) << problem.toStdString() << ": no question asked";
                break;
            }
            QApplication::processEvents();
            EXPECT_EQ(window->board()->size().height(), board.height()) << problem.toStdString() << ": asking";
            // A button's answer where there are buttons; else the cells picked (none) checked.
            if (panel()->answerButtons().isEmpty())
                predictor()->check();
            else
                QTest::mouseClick(panel()->answerButtons().front(), Qt::LeftButton);
            QApplication::processEvents();
            // (The accordion asks in two parts: which card, then where it lands.)
            EXPECT_TRUE(predictor()->asking() || !panel()->verdictText().isEmpty()) << problem.toStdString();
            EXPECT_EQ(window->board()->size().height(), board.height())
                << problem.toStdString() << ": answered, " << panel()->verdictText().toStdString();
        }
        window->setPredicting(false);
    }
}
