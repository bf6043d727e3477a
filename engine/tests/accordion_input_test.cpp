// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion/accordion.h"
#include "accordion_inputs.h"
#include "core/inputerror.h"

#include <gtest/gtest.h>

namespace {

using sb::InputMessage;
using sb::accordion::parse;

const std::string kFirstLine = "QD AD 8H 5S 3H 5H TC 4D JH KS 6H 8S JS AC AS 8D 2H QS TS 3S AH 4H TH TD 3C 6S\n";
const std::string kSecondLine = "8C 7D 4C 4S 7S 9H 7C 5D 2S KD 2D QH JD 6D 9D JC 2C KH 3D QC 6C 9S KC 7H 9C 5C\n";
const std::string kDeck = kFirstLine + kSecondLine;

/// The error `text` is refused with, checked field by field.
void expectError(const std::string& text, int line, int column, InputMessage message,
                 std::array<std::int64_t, 4> args = {})
{
    try {
        parse(text);
        ADD_FAILURE() << "accepted:\n" << text;
    } catch (const sb::InputError& e) {
        EXPECT_EQ(e.line, line) << text;
        EXPECT_EQ(e.column, column) << text;
        EXPECT_EQ(e.message, message) << sb::accordion::kProblem.messageName(e.message) << "\n" << text;
        EXPECT_EQ(e.args, args) << text;
    }
}

/// The deck with its third card (column 7 of line 1) written as `card`.
std::string withThirdCard(const std::string& card)
{
    std::string text = kDeck;
    return text.replace(6, 2, card) + "#\n";
}

} // namespace

TEST(AccordionInput, ReadsTheSampleAsTwoDecksOfCardCodes)
{
    const auto in = parse(sb::test::accordionSample("sample"));
    ASSERT_EQ(in->decks.size(), 2u);
    EXPECT_EQ(in->decks[0][0], 11 * 4 + 1); // QD: rank Q is 11th from 0, suit D is 1
    EXPECT_EQ(sb::accordion::cardName(in->decks[0][0]), "QD");
    EXPECT_EQ(sb::accordion::cardName(in->decks[1][51]), "KS");
    EXPECT_EQ(sb::accordion::cardName(in->decks[0][51]), "5C");
}

TEST(AccordionInput, TakesAnyLayoutOfWholeDecksWithOrWithoutTheEndLine)
{
    std::string oneLine = kDeck;
    oneLine[kFirstLine.size() - 1] = ' ';
    EXPECT_EQ(parse(oneLine)->decks.size(), 1u);
    EXPECT_EQ(parse(kDeck + kDeck)->decks.size(), 2u);
    EXPECT_EQ(parse(kDeck + "# the end\n\n  \n")->decks.size(), 1u);
    EXPECT_EQ(parse(kDeck + "  #\n")->decks.size(), 1u);
}

TEST(AccordionInput, RefusesATokenThatIsNoCardAtTheToken)
{
    for (const char* bad : {"1H", "QX", "qd", "Qd", "ah", "#H"})
        expectError(withThirdCard(bad), 1, 7, sb::accordion::Messages::NotACard);
    std::string ten = kDeck;
    expectError(ten.replace(6, 2, "10H") + "#\n", 1, 7, sb::accordion::Messages::NotACard);
    expectError(kFirstLine + "8C # " + kSecondLine, 2, 4, sb::accordion::Messages::NotACard);
}

TEST(AccordionInput, NamesACardThatIsThereTwiceWithItsFirstPlace)
{
    // QD is card 1; its second copy stands where 8H (card 3) was.
    expectError(withThirdCard("QD"), 1, 7, sb::accordion::Messages::CardTwice, {45, 1, 1});
    std::string second = kDeck + kDeck;
    second.replace(kDeck.size() + kFirstLine.size() + 3, 2, "AC"); // 7D of deck 2 (card 28) as AC, card 14
    expectError(second, 4, 4, sb::accordion::Messages::CardTwice, {0, 2, 14});
}

TEST(AccordionInput, CountsTheCardsOfADeckCutShort)
{
    expectError(kFirstLine + "#\n", 2, 1, sb::accordion::Messages::DeckCutShort, {52, 26, 1});
    expectError(kDeck + kFirstLine, 4, 1, sb::accordion::Messages::DeckCutShort, {52, 26, 2});
    expectError(kDeck + "AC 2C\n#\n", 4, 1, sb::accordion::Messages::DeckCutShort, {52, 2, 2});
}

TEST(AccordionInput, RefusesAnInputWithNoDeck)
{
    expectError("", 1, 1, sb::accordion::Messages::MissingDeck, {52});
    expectError("#\n", 1, 1, sb::accordion::Messages::MissingDeck, {52});
    expectError("\n\n  ", 3, 3, sb::accordion::Messages::MissingDeck, {52});
}

TEST(AccordionInput, RefusesTextAfterTheEndLine)
{
    expectError(kDeck + "#\n\nAC\n", 5, 1, sb::accordion::Messages::TextAfterEnd);
    expectError(kDeck + "#\n  #\n", 4, 3, sb::accordion::Messages::TextAfterEnd);
    expectError(kDeck + "#\n" + kDeck, 4, 1, sb::accordion::Messages::TextAfterEnd);
}
