// SPDX-License-Identifier: GPL-3.0-or-later
#include "climessages.h"

#include "accordion/accordion.h"

#include <string>

namespace sb {

std::string describe(const InputError& e)
{
    const auto a = [&e](int i) { return std::to_string(e.args[static_cast<std::size_t>(i)]); };
    switch (e.message) {
    case InputMessage::ExpectedInteger:
        return "expected a whole number";
    case InputMessage::NumberTooLarge:
        return "number too large";
    case InputMessage::MissingHeader:
        return "the input ends before its first line, which gives N and K";
    case InputMessage::MissingMoves:
        return "the input ends early: " + a(0) + " moves expected, " + a(1) + " found";
    case InputMessage::StrayToken:
        return "unexpected text after the end of the input";
    case InputMessage::BoardSizeOutOfRange:
        return "board size " + a(0) + " is outside " + a(1) + ".." + a(2);
    case InputMessage::MoveCountOutOfRange:
        return "number of moves " + a(0) + " is outside " + a(1) + ".." + a(2);
    case InputMessage::RowOutOfRange:
        return "move " + a(3) + ": row " + a(0) + " is outside " + a(1) + ".." + a(2);
    case InputMessage::ColumnOutOfRange:
        return "move " + a(3) + ": column " + a(0) + " is outside " + a(1) + ".." + a(2);
    case InputMessage::CellPlayedTwice:
        return "move " + a(2) + ": cell (" + a(0) + ", " + a(1) + ") was already played at move " + a(3);
    case InputMessage::RowsOutOfRange:
        return "number of rows " + a(0) + " is outside " + a(1) + ".." + a(2);
    case InputMessage::ColumnsOutOfRange:
        return "number of columns " + a(0) + " is outside " + a(1) + ".." + a(2);
    case InputMessage::MissingCards:
        return "the input ends early: " + a(0) + " cards expected, " + a(1) + " found";
    case InputMessage::CardValueOutOfRange:
        return "card value " + a(0) + " is outside " + a(1) + ".." + a(2);
    case InputMessage::ValueOnlyOnce:
        return "value " + a(0) + " appears only once (row " + a(1) + ", column " + a(2) + "): every value must appear exactly twice";
    case InputMessage::ValueThreeTimes:
        return "value " + a(0) + " appears a third time (it is first at row " + a(1) + ", column " + a(2) + "): every value must appear exactly twice";
    case InputMessage::NotACard:
        return "not a card: a card is a rank (A23456789TJQK) followed by a suit (CDHS), like QH or TC";
    case InputMessage::CardTwice:
        return "deck " + a(1) + ": " + accordion::cardName(static_cast<accordion::Card>(e.args[0])) +
               " is there twice (first as card " + a(2) + ")";
    case InputMessage::DeckCutShort:
        return "deck " + a(2) + " is cut short: " + a(0) + " cards expected, " + a(1) + " found";
    case InputMessage::TextAfterEnd:
        return "text after the line that starts with #, which ends the input";
    case InputMessage::BlockColourOutOfRange:
        return "column " + a(3) + ": colour " + a(0) + " is outside " + a(1) + ".." + a(2);
    case InputMessage::ColumnTooTall:
        return "column " + a(0) + " has more than " + a(1) + " blocks";
    case InputMessage::ColumnNotEnded:
        return "column " + a(0) + ": the line ends before the 0 that ends the column";
    case InputMessage::MissingColumns:
        return "the input ends early: " + a(0) + " columns expected, " + a(1) + " found";
    case InputMessage::MissingTableSize:
        return "the input ends before its first line, which gives n and m";
    case InputMessage::MissingMoveCount:
        return "the input ends before its first line, which gives n";
    case InputMessage::MissingDeck:
        return "the input holds no deck: it needs at least one deck of " + a(0) + " cards";
    case InputMessage::TextAfterMoveCount:
        return "the first line holds n alone: the columns start on the next line";
    case InputMessage::TextAfterColumn:
        return "column " + a(0) + " ends at its 0: the next column goes on the next line";
    case InputMessage::RunBeforeAnyMove:
        return "column " + a(0) + ", row " + a(1) + ": three or more blocks of colour " + a(2) +
               " in a line before any move, which the puzzle rules out";
    }
    return "invalid input";
}

} // namespace sb
