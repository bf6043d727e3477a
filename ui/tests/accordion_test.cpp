// SPDX-License-Identifier: GPL-3.0-or-later
// Accordion patience in the window: the piles, the decks, the moves in motion.
#include "widgets/inputpanel.h"
#include "window/mainwindow.h"
#include "problemwindow.h"
#include "widgets/methodpicker.h"
#include "widgets/playerbar.h"
#include "problems/accordion/accordionview.h"
#include "problems/accordion/randomdealdialog.h"
#include "run/session.h"
#include "run/verdict.h"
#include "widgets/wraplabel.h"

#include "accordion/accordion.h"
#include "accordion/randomdeal.h"
#include "core/player.h"
#include "core/problem.h"

#include <QComboBox>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLabel>
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
    EXPECT_EQ(window->narration(), QStringLiteral("cards has room for the 52 cards of a deck, read one by one."));
    key(Qt::Key_Right);
    key(Qt::Key_Right);
    EXPECT_EQ(window->narration(), QStringLiteral("Read Q♦, the first card of deck 1: it is no #, so a deck follows."));
    key(Qt::Key_Right);
    key(Qt::Key_Right);
    EXPECT_EQ(window->narration(), QStringLiteral("Read card 1 of the deck: A♦."));
    // The C++ listing reads the other 50 cards one by one, then deck++ starts the game: step 107.
    session()->seek(107);
    EXPECT_EQ(window->narration(), QStringLiteral("Deck 1 of 2: a new game starts on an empty table."));
    key(Qt::Key_Right);
    EXPECT_EQ(window->narration(), QStringLiteral("The table is empty already: this is the first deck."));
    key(Qt::Key_Right);
    EXPECT_EQ(window->narration(), QStringLiteral("The loop starts: k = 0."));
    EXPECT_EQ(view()->pileCount(), 0);
    key(Qt::Key_Right);
    EXPECT_EQ(window->narration(), QStringLiteral("Deal Q♦: it starts pile 0."));
    EXPECT_EQ(view()->pileCount(), 1);
    EXPECT_EQ(view()->header(), QStringLiteral("Piles: 1"));
}

TEST_F(Accordion, AMovedCardTravelsAndGoingBackPutsItBackAtOnce)
{
    forwardTo(sb::accordion::Kinds::CardMove);
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
    EXPECT_EQ(player().counter(sb::accordion::Counters::Decks), 2);
    EXPECT_EQ(window->narration(), QStringLiteral("Deck 2 of 2: a new game starts on an empty table."));
    EXPECT_EQ(view()->pileCount(), 6); // the first deck's piles stay until piles.clear() runs
    key(Qt::Key_Right);
    EXPECT_EQ(window->narration(), QStringLiteral("The 52 cards of the previous deck leave the table."));
    EXPECT_EQ(view()->pileCount(), 0);
    session()->toStart();
    EXPECT_EQ(decks->currentIndex(), 0);
    emit decks->activated(1);
    session()->toEnd();
    EXPECT_EQ(window->verdict(), QStringLiteral("Prints 6 piles remaining: 40 8 1 1 1 1 / 1 pile remaining: 52: the right answer."));
}

/// The judge output's lines, one a deck.
QStringList linesOf(const std::string& output)
{
    return QString::fromStdString(output).trimmed().split(QLatin1Char('\n'));
}

/// Opens `decks` random decks (the same ones for the same seed) in the window.
std::shared_ptr<const sb::accordion::AccordionInput> openDecks(MainWindow& window, int decks, std::uint32_t seed)
{
    const auto text = sb::accordion::randomDeals(decks, false, seed);
    EXPECT_TRUE(text);
    window.inputPanel()->setText(QString::fromStdString(text.value_or("")));
    window.inputPanel()->reparseNow();
    EXPECT_FALSE(window.session()->hasInputError());
    return std::dynamic_pointer_cast<const sb::accordion::AccordionInput>(window.session()->input());
}

TEST_F(Accordion, FourThousandFinishedDecksShowFiveLinesOfTheirOutputAndLeaveTheBoardItsRoom)
{
    const QSize size = window->size();
    const auto input = openDecks(*window, 4000, 11);
    ASSERT_NE(input, nullptr);
    session()->toEnd();
    session()->waitUntilIdle();
    ASSERT_TRUE(player().atEnd());
    QApplication::processEvents();
    const QStringList lines = linesOf(sb::accordion::solve(*input, sb::accordion::Method::Resume));
    ASSERT_EQ(lines.size(), 4000);
    EXPECT_EQ(window->verdict(), QStringLiteral("Prints %1 / %2 / %3 / %4 / %5 / … (4000 lines): the right answer.")
                                     .arg(lines[0], lines[1], lines[2], lines[3], lines[4]));
    // The verdict's label asks for a few lines of height; one line a deck took the board's
    // room and made a screenshot's window 282,113 px tall at 40,000 decks.
    WrapLabel* label = nullptr;
    for (WrapLabel* l : window->findChildren<WrapLabel*>())
        label = l->text() == window->verdict() ? l : label;
    ASSERT_NE(label, nullptr);
    EXPECT_LE(label->minimumSizeHint().height(), 5 * label->fontMetrics().lineSpacing() + 2 * label->margin());
    EXPECT_GE(view()->height(), size.height() / 2) << view()->height();
    EXPECT_EQ(view()->deckList()->count(), 4000);
    EXPECT_EQ(view()->deckList()->currentIndex(), 3999);
    EXPECT_EQ(view()->deckList()->currentText(), QStringLiteral("Deck 4000 of 4000"));
    EXPECT_EQ(view()->deckList()->itemText(1233), QStringLiteral("Deck 1234 of 4000"));
}

TEST_F(Accordion, AWrongRunOfManyDecksIsShownFromTheFirstDeckItGetsWrong)
{
    // 4,000 random decks, those on which the wrong method happens to be right first.
    const auto deals = sb::accordion::randomDeals(4000, false, 11);
    ASSERT_TRUE(deals);
    const auto dealt = sb::accordion::parse(*deals);
    QStringList rows = QString::fromStdString(*deals).split(QLatin1Char('\n'));
    QStringList agreeing;
    QStringList others;
    for (std::size_t d = 0; d < dealt->decks.size(); ++d) {
        const bool agrees = sb::accordion::play(dealt->decks[d], sb::accordion::Method::OneFirst) ==
                            sb::accordion::play(dealt->decks[d], sb::accordion::Method::Resume);
        (agrees ? agreeing : others) << rows[static_cast<qsizetype>(2 * d)] << rows[static_cast<qsizetype>(2 * d + 1)];
    }
    window->inputPanel()->setText((agreeing + others).join(QLatin1Char('\n')) + QStringLiteral("\n#\n"));
    window->inputPanel()->reparseNow();
    ASSERT_FALSE(session()->hasInputError());
    const auto input = std::dynamic_pointer_cast<const sb::accordion::AccordionInput>(session()->input());
    ASSERT_NE(input, nullptr);
    ASSERT_EQ(input->decks.size(), 4000u);
    ASSERT_TRUE(session()->setMethod(QStringLiteral("mistake-one-first")));
    session()->toEnd();
    session()->waitUntilIdle();
    ASSERT_TRUE(player().atEnd());
    const QStringList printed = linesOf(sb::accordion::solve(*input, sb::accordion::Method::OneFirst));
    const QStringList right = linesOf(sb::accordion::solve(*input, sb::accordion::Method::Resume));
    qsizetype first = 0;
    while (printed[first] == right[first])
        ++first;
    ASSERT_EQ(first, agreeing.size() / 2);
    ASSERT_GE(first, 5); // the first five decks agree: the excerpt starts later
    const auto from = [first](const QStringList& lines) {
        return QStringLiteral("… line %1: %2 / %3 / %4 / %5 / %6 / … (4000 lines)")
            .arg(first + 1)
            .arg(lines[first], lines[first + 1], lines[first + 2], lines[first + 3], lines[first + 4]);
    };
    EXPECT_EQ(window->verdict(),
              QStringLiteral("Prints %1, but the right answer is %2. A card that could go three piles to the left went "
                             "onto its neighbour instead.")
                  .arg(from(printed), from(right)));
}

TEST(LongOutputExcerpt, ShowsFiveLinesOrFewerWhole)
{
    EXPECT_EQ(Verdict::excerpt({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"),
                                QStringLiteral("e")},
                               3),
              QStringLiteral("a / b / c / d / e"));
    EXPECT_EQ(Verdict::excerpt({QStringLiteral("a"), QStringLiteral("b")}, 1), QStringLiteral("a / b"));
}

TEST(LongOutputExcerpt, ShowsTheFirstFiveLinesAndTheCountOfALongerOne)
{
    const QStringList lines = {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"),
                               QStringLiteral("5"), QStringLiteral("6")};
    EXPECT_EQ(Verdict::excerpt(lines, 0), QStringLiteral("1 / 2 / 3 / 4 / 5 / … (6 lines)"));
    EXPECT_EQ(Verdict::excerpt(lines, 4), QStringLiteral("1 / 2 / 3 / 4 / 5 / … (6 lines)"));
}

TEST(LongOutputExcerpt, StartsLaterAtTheLineWhereTheOutputsPart)
{
    QStringList lines;
    for (int i = 1; i <= 10; ++i)
        lines.push_back(QString::number(i));
    EXPECT_EQ(Verdict::excerpt(lines, 5), QStringLiteral("… line 6: 6 / 7 / 8 / 9 / 10"));
    EXPECT_EQ(Verdict::excerpt(lines, 6), QStringLiteral("… line 7: 7 / 8 / 9 / 10"));
    lines.push_back(QStringLiteral("11"));
    EXPECT_EQ(Verdict::excerpt(lines, 5), QStringLiteral("… line 6: 6 / 7 / 8 / 9 / 10 / … (11 lines)"));
    EXPECT_EQ(Verdict::excerpt(lines, 11), QStringLiteral("… line 11: 11")); // one output is the shorter
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

/// The deck list and the pile count beside it ("Deck 1 of 2", "Piles: 0") on the board as it
/// stands: neither drawn over the other, the list whole.
void expectThePileCountBesideTheDeckList(AccordionView* view, const std::string& where)
{
    const QComboBox* decks = view->deckList();
    QLabel* count = nullptr;
    for (QLabel* label : view->findChildren<QLabel*>())
        if (label->text() == view->header())
            count = label;
    ASSERT_NE(count, nullptr) << where;
    ASSERT_TRUE(decks->isVisible()) << where;
    EXPECT_FALSE(decks->geometry().intersects(count->geometry()))
        << where << ": \"" << count->text().toStdString() << "\" at " << count->x() << " over the deck list " << decks->x()
        << ".." << decks->geometry().right();
    // The words themselves, where the label draws them.
    EXPECT_LE(count->x() + count->contentsRect().left() + count->fontMetrics().horizontalAdvance(count->text()), view->width())
        << where << ": " << count->text().toStdString();
    EXPECT_GE(decks->width(), decks->sizeHint().width()) << where << ": " << decks->currentText().toStdString();
}

TEST_F(Accordion, ThePileCountStandsBesideTheDeckListInEveryLanguageOnAProjector)
{
    for (const QSize screen : {QSize(1024, 768), QSize(1280, 720)}) {
        for (const QString& language : {QStringLiteral("zh_TW"), QStringLiteral("en"), QStringLiteral("zh_CN"),
                                        QStringLiteral("vi")}) {
            // Accordion, then Caro while the projector mode comes on, then Accordion again: its board
            // was resized while hidden, and is laid out as it shows.
            window = test::laptopWindow();
            window->setLanguage(language);
            ASSERT_TRUE(session()->setProblem(QStringLiteral("accordion")));
            ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
            window->setPresentation(true);
            window->setWindowState(Qt::WindowNoState);
            window->resize(screen);
            QApplication::processEvents();
            ASSERT_TRUE(session()->setProblem(QStringLiteral("accordion")));
            QApplication::processEvents();
            const std::string where =
                std::to_string(screen.width()) + "x" + std::to_string(screen.height()) + " " + language.toStdString();
            expectThePileCountBesideTheDeckList(view(), where + " at the first step");
            session()->toEnd();
            session()->waitUntilIdle();
            const quint64 last = player().position();
            for (const quint64 step : {last / 2, last}) {
                session()->seek(step);
                session()->waitUntilIdle();
                QApplication::processEvents();
                expectThePileCountBesideTheDeckList(view(), where + " at step " + std::to_string(step));
            }
        }
    }
}

TEST_F(Accordion, SwitchingMethodLandsOnTheSameNumberOfCardMoves)
{
    for (int i = 0; i < 5; ++i)
        key(Qt::Key_PageDown);
    EXPECT_EQ(player().counter(sb::accordion::Counters::CardMoves), 5);
    EXPECT_EQ(player().current()->kind, sb::accordion::Kinds::CardMove);
    const qint64 compared = player().counter(sb::accordion::Counters::Comparisons);
    key(Qt::Key_2); // restart: scans again from the first pile after every move
    EXPECT_EQ(session()->methodId(), QStringLiteral("restart"));
    EXPECT_EQ(player().counter(sb::accordion::Counters::CardMoves), 5);
    EXPECT_EQ(player().current()->kind, sb::accordion::Kinds::CardMove);
    EXPECT_GT(player().counter(sb::accordion::Counters::Comparisons), compared); // the same moves cost it more looks
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
