// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro/caro.h"
#include "core/inputerror.h"

#include <gtest/gtest.h>

namespace {

using sb::InputMessage;

struct Refusal {
    int line;
    int column;
    InputMessage message;
    std::array<std::int64_t, 4> args;
};

Refusal refusalOf(const std::string& text)
{
    try {
        sb::caro::parse(text);
    } catch (const sb::InputError& e) {
        return {e.line, e.column, e.message, e.args};
    }
    ADD_FAILURE() << "accepted: " << text;
    return {};
}

} // namespace

TEST(CaroInput, ReadsTheSample)
{
    const auto in = sb::caro::parse("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n");
    EXPECT_EQ(in->n, 7);
    ASSERT_EQ(in->moves.size(), 12u);
    EXPECT_EQ(in->moves[9].r, 2);
    EXPECT_EQ(in->moves[9].c, 3);
}

TEST(CaroInput, AcceptsAnyWhitespaceLayout)
{
    const auto in = sb::caro::parse("  3 2 1 1\r\n\t2 2");
    EXPECT_EQ(in->n, 3);
    EXPECT_EQ(in->moves.size(), 2u);
}

TEST(CaroInput, RefusesAnEmptyInput)
{
    const auto r = refusalOf("   \n");
    EXPECT_EQ(r.message, sb::caro::Messages::MissingHeader);
    EXPECT_EQ(r.line, 2);
    EXPECT_EQ(r.column, 1);
}

TEST(CaroInput, RefusesABoardTooSmallOrTooLarge)
{
    auto r = refusalOf("0 1\n");
    EXPECT_EQ(r.message, sb::caro::Messages::BoardSizeOutOfRange);
    EXPECT_EQ(r.args[0], 0);
    r = refusalOf("5001 1\n1 1\n");
    EXPECT_EQ(r.message, sb::caro::Messages::BoardSizeOutOfRange);
    EXPECT_EQ(r.args[2], 5000);
    EXPECT_EQ(r.column, 1);
}

TEST(CaroInput, RefusesMoreMovesThanCellsOrTheLimit)
{
    auto r = refusalOf("2 5\n");
    EXPECT_EQ(r.message, sb::caro::Messages::MoveCountOutOfRange);
    EXPECT_EQ(r.args[2], 4);
    EXPECT_EQ(r.line, 1);
    EXPECT_EQ(r.column, 3);
    r = refusalOf("5000 300001\n");
    EXPECT_EQ(r.message, sb::caro::Messages::MoveCountOutOfRange);
    EXPECT_EQ(r.args[2], 300000);
    r = refusalOf("5 0\n");
    EXPECT_EQ(r.message, sb::caro::Messages::MoveCountOutOfRange);
}

TEST(CaroInput, NamesTheMoveWhoseRowOrColumnIsOffTheBoard)
{
    auto r = refusalOf("7 3\n1 1\n8 1\n2 2\n");
    EXPECT_EQ(r.message, sb::caro::Messages::RowOutOfRange);
    EXPECT_EQ(r.line, 3);
    EXPECT_EQ(r.column, 1);
    EXPECT_EQ(r.args[3], 2);
    r = refusalOf("7 3\n1 1\n2 2\n3   0\n");
    EXPECT_EQ(r.message, sb::caro::Messages::ColumnOutOfRange);
    EXPECT_EQ(r.line, 4);
    EXPECT_EQ(r.column, 5);
    EXPECT_EQ(r.args[3], 3);
}

TEST(CaroInput, NamesBothMovesOfACellPlayedTwice)
{
    const auto r = refusalOf("7 4\n1 1\n2 2\n3 3\n2 2\n");
    EXPECT_EQ(r.message, sb::caro::Messages::CellPlayedTwice);
    EXPECT_EQ(r.line, 5);
    EXPECT_EQ(r.column, 1);
    EXPECT_EQ(r.args[0], 2);
    EXPECT_EQ(r.args[1], 2);
    EXPECT_EQ(r.args[2], 4);
    EXPECT_EQ(r.args[3], 2);
}

TEST(CaroInput, SaysHowManyMovesAreMissing)
{
    const auto r = refusalOf("7 3\n1 1\n2 2\n");
    EXPECT_EQ(r.message, sb::caro::Messages::MissingMoves);
    EXPECT_EQ(r.args[0], 3);
    EXPECT_EQ(r.args[1], 2);
    EXPECT_EQ(r.line, 4);
}

TEST(CaroInput, RefusesHalfAMove)
{
    const auto r = refusalOf("7 2\n1 1\n2");
    EXPECT_EQ(r.message, sb::caro::Messages::MissingMoves);
    EXPECT_EQ(r.args[1], 1);
}

TEST(CaroInput, RefusesTextAfterTheLastMove)
{
    const auto r = refusalOf("7 2\n1 1\n2 2\n3 3\n");
    EXPECT_EQ(r.message, sb::SharedMessages::StrayToken);
    EXPECT_EQ(r.line, 4);
    EXPECT_EQ(r.column, 1);
}

TEST(CaroInput, RefusesWordsAndHugeNumbers)
{
    auto r = refusalOf("7 2\n1 x\n");
    EXPECT_EQ(r.message, sb::SharedMessages::ExpectedInteger);
    EXPECT_EQ(r.line, 2);
    EXPECT_EQ(r.column, 3);
    r = refusalOf("7 2\n1 1.5\n");
    EXPECT_EQ(r.message, sb::SharedMessages::ExpectedInteger);
    r = refusalOf("99999999999999999999999 2\n");
    EXPECT_EQ(r.message, sb::SharedMessages::NumberTooLarge);
    r = refusalOf("7 -\n");
    EXPECT_EQ(r.message, sb::SharedMessages::ExpectedInteger);
}

TEST(CaroInput, CountsColumnsInCharactersNotBytes)
{
    const auto r = refusalOf("7 1\n\xc3\xa9 1\n"); // "é 1": é is two bytes, one column
    EXPECT_EQ(r.message, sb::SharedMessages::ExpectedInteger);
    EXPECT_EQ(r.column, 1);
    const auto r2 = refusalOf("7 1 \xe4\xb8\x80 x\n"); // a CJK character, one column wide
    EXPECT_EQ(r2.column, 5);
}
