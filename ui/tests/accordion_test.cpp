// SPDX-License-Identifier: GPL-3.0-or-later
// Accordion patience in the window: the piles, the decks, the moves in motion.
#include "inputpanel.h"
#include "mainwindow.h"
#include "problemwindow.h"
#include "methodpicker.h"
#include "playerbar.h"
#include "problems/accordion/accordionview.h"
#include "problems/accordion/randomdealdialog.h"
#include "session.h"

#include "accordion/accordion.h"
#include "core/player.h"
#include "core/problem.h"

#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;

namespace {

class Accordion : public test::ProblemWindow<AccordionView> {
protected:
    Accordion() : ProblemWindow(QStringLiteral("accordion")) {}
};

TEST_F(Accordion, OpensOnTheSampleWithItsTwoDecksAndTheResumeMethod)
{
    ASSERT_NE(view(), nullptr);
    EXPECT_EQ(session()->methodId(), QStringLiteral("resume"));
    EXPECT_EQ(view()->deckList()->count(), 2);
    EXPECT_EQ(view()->deckList()->itemText(1), QStringLiteral("Deck 2 of 2"));
    EXPECT_EQ(window->narration(), QStringLiteral("No card is dealt yet. Step forward to start the first deck."));
    key(Qt::Key_Right);
    EXPECT_EQ(window->narration(), QStringLiteral("Deck 1 of 2: a new game starts on an empty table."));
    key(Qt::Key_Right);
    EXPECT_EQ(window->narration(), QStringLiteral("Deal Q♦: it starts pile 0."));
    EXPECT_EQ(view()->pileCount(), 1);
    EXPECT_EQ(view()->header(), QStringLiteral("Piles: 1"));
}

TEST_F(Accordion, AMovedCardTravelsAndGoingBackPutsItBackAtOnce)
{
    forwardTo(sb::StepKind::CardMove);
    const auto args = player().current()->narrationArgs();
    ASSERT_GE(args.size(), 3u);
    EXPECT_TRUE(window->narration().startsWith(QStringLiteral("Move "))) << window->narration().toStdString();
    EXPECT_TRUE(view()->animating());
    const int to = args[2];
    EXPECT_EQ(player().board()[static_cast<std::size_t>(sb::accordion::cellOf(to, 1))], sb::accordion::cellValue(static_cast<sb::accordion::Card>(args[0])));
    QTRY_VERIFY_WITH_TIMEOUT(!view()->animating(), 3000);
    key(Qt::Key_Left);
    EXPECT_FALSE(view()->animating());
    EXPECT_EQ(player().board()[static_cast<std::size_t>(sb::accordion::cellOf(to, 1))], sb::accordion::kNoCard);
}

TEST_F(Accordion, TheDeckListGoesToTheStartOfADeckAndFollowsThePlayer)
{
    QComboBox* decks = view()->deckList();
    decks->setCurrentIndex(1);
    emit decks->activated(1);
    EXPECT_EQ(player().counter(sb::Counter::Decks), 2);
    EXPECT_EQ(window->narration(), QStringLiteral("Deck 2 of 2: a new game starts on an empty table."));
    EXPECT_EQ(view()->pileCount(), 0); // the first deck's piles are cleared
    session()->toStart();
    EXPECT_EQ(decks->currentIndex(), 0);
    emit decks->activated(1);
    session()->toEnd();
    EXPECT_EQ(window->verdict(), QStringLiteral("Prints 6 piles remaining: 40 8 1 1 1 1 / 1 pile remaining: 52: the right answer."));
}

TEST_F(Accordion, TheFirstDeckEndsWithSixPiles)
{
    while (!player().current() || player().current()->narration != static_cast<int>(sb::accordion::Narration::DeckDone))
        session()->next();
    EXPECT_EQ(window->narration(), QStringLiteral("No card can move: 6 piles remain, and the line for this deck is printed."));
    EXPECT_EQ(view()->pileCount(), 6);
    EXPECT_EQ(view()->header(), QStringLiteral("Piles: 6"));
    // Every pile is inside the board.
    for (int p = 0; p < view()->pileCount(); ++p)
        EXPECT_TRUE(QRectF(view()->viewport()->rect()).contains(view()->pileRect(p))) << p;
}

TEST_F(Accordion, FiftyTwoPilesFitAProjector)
{
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    QApplication::processEvents();
    while (view()->pileCount() < sb::accordion::kDeckSize)
        key(Qt::Key_Right);
    for (int p = 0; p < sb::accordion::kDeckSize; ++p)
        EXPECT_TRUE(QRectF(view()->viewport()->rect()).contains(view()->pileRect(p))) << p;
    EXPECT_GE(view()->pileRect(0).width(), 20.0);
    const QImage image = view()->viewport()->grab().toImage();
    EXPECT_EQ(image.size(), view()->viewport()->size());
}

TEST_F(Accordion, SwitchingMethodLandsOnTheSameNumberOfCardMoves)
{
    for (int i = 0; i < 5; ++i)
        key(Qt::Key_PageDown);
    EXPECT_EQ(player().counter(sb::Counter::CardMoves), 5);
    EXPECT_EQ(player().current()->kind, sb::StepKind::CardMove);
    const qint64 compared = player().counter(sb::Counter::Comparisons);
    key(Qt::Key_2); // restart: scans again from the first pile after every move
    EXPECT_EQ(session()->methodId(), QStringLiteral("restart"));
    EXPECT_EQ(player().counter(sb::Counter::CardMoves), 5);
    EXPECT_EQ(player().current()->kind, sb::StepKind::CardMove);
    EXPECT_GT(player().counter(sb::Counter::Comparisons), compared); // the same moves cost it more looks
    EXPECT_TRUE(window->playerBar()->comparisonText().startsWith(
        QStringLiteral("Before: Back to the receiving pile after 5 card moves, comparisons: %1").arg(compared)))
        << window->playerBar()->comparisonText().toStdString();
}

TEST_F(Accordion, ACardTwiceIsNamedWithItsSuit)
{
    window->inputPanel()->setText(QStringLiteral("QD QD\n#\n"));
    window->inputPanel()->reparseNow();
    EXPECT_TRUE(session()->hasInputError());
    EXPECT_TRUE(window->inputPanel()->errorText().startsWith(
        QStringLiteral("Line 1, column 4: deck 1 holds Q♦ twice (first as its card 1)")))
        << window->inputPanel()->errorText().toStdString();
}

TEST_F(Accordion, AnInputWithNoCardAsksForADeck)
{
    window->inputPanel()->setText(QStringLiteral("#\n"));
    window->inputPanel()->reparseNow();
    EXPECT_TRUE(session()->hasInputError());
    EXPECT_TRUE(window->inputPanel()->errorText().startsWith(
        QStringLiteral("Line 1, column 1: the input holds no deck: it must give at least one deck of 52 cards\n")))
        << window->inputPanel()->errorText().toStdString();
    window->setLanguage(QStringLiteral("zh_CN"));
    EXPECT_TRUE(window->inputPanel()->errorText().startsWith(
        QStringLiteral("第 1 行第 1 列：输入中一副牌也没有：至少要有一副 52 张的牌\n")))
        << window->inputPanel()->errorText().toStdString();
    window->setLanguage(QStringLiteral("en"));
}

TEST_F(Accordion, ARandomDealCanBeAskedToEndInOnePile)
{
    RandomDealDialog dialog(window.get());
    ASSERT_TRUE(dialog.generate(1, true, 7));
    window->inputPanel()->setText(dialog.text());
    window->inputPanel()->reparseNow();
    ASSERT_FALSE(session()->hasInputError());
    EXPECT_EQ(session()->referenceOutput(), QStringLiteral("1 pile remaining: 52"));
}

} // namespace
