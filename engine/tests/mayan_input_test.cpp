// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/inputerror.h"
#include "mayan/mayan.h"

#include <gtest/gtest.h>

namespace {

using sb::InputMessage;
using sb::mayan::parse;

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
        EXPECT_EQ(e.message, message) << sb::mayan::kProblem.messageName(e.message) << "\n" << text;
        EXPECT_EQ(e.args, args) << text;
    }
}

} // namespace

TEST(MayanInput, ReadsTheSampleColumnByColumnFromTheBottomUp)
{
    const auto in = parse("3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");
    EXPECT_EQ(in->n, 3);
    EXPECT_EQ(in->board[0][0], 1);
    EXPECT_EQ(in->board[0][1], 0);
    EXPECT_EQ(in->board[2][2], 4);
    EXPECT_EQ(in->board[4][3], 4);
    EXPECT_EQ(sb::mayan::format(in->n, in->board), "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");
}

TEST(MayanInput, TakesEmptyColumnsAndFullOnes)
{
    const auto in = parse("5\n0\n0\n1 2 1 2 1 2 1 0\n0\n0\n");
    EXPECT_EQ(in->n, 5);
    EXPECT_EQ(in->board[2][6], 1);
    EXPECT_EQ(in->board[0][0], 0);
}

TEST(MayanInput, SkipsBlankLinesAndTrailingBlanksAndNeedsNoFinalLineEnd)
{
    const std::string sample = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
    for (const std::string text : {"\n3 \n\n1 0  \n\n2 1 0\t\n2 3 4 0\n \n3 1 0\n2 4 3 4 0",
                                   "3\r\n1 0\r\n\r\n2 1 0\r\n2 3 4 0\r\n3 1 0\r\n2 4 3 4 0\r\n\r\n",
                                   "  3\n  1 0\n 2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"}) {
        const auto in = parse(text);
        EXPECT_EQ(sb::mayan::format(in->n, in->board), sample) << text;
    }
}

TEST(MayanInput, RefusesAMoveCountOutsideOneToFive)
{
    expectError("", 1, 1, sb::mayan::Messages::MissingMoveCount);
    expectError(" \n\n", 3, 1, sb::mayan::Messages::MissingMoveCount);
    expectError("6\n0\n0\n0\n0\n0\n", 1, 1, sb::mayan::Messages::MoveCountOutOfRange, {6, 1, 5, 0});
    expectError("  0\n", 1, 3, sb::mayan::Messages::MoveCountOutOfRange, {0, 1, 5, 0});
    expectError("1.5\n", 1, 1, sb::SharedMessages::ExpectedInteger);
}

TEST(MayanInput, RefusesAnythingAfterNOnTheFirstLine)
{
    expectError("3 1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", 1, 3, sb::mayan::Messages::TextAfterMoveCount);
    expectError("5 0 0 1 2 1 2 1 2 1 0 0 0", 1, 3, sb::mayan::Messages::TextAfterMoveCount);
}

TEST(MayanInput, RefusesAColourOutsideOneToTen)
{
    expectError("1\n0\n4 11 0\n", 3, 3, sb::mayan::Messages::BlockColourOutOfRange, {11, 1, 10, 1});
    expectError("1\n-1 0\n", 2, 1, sb::mayan::Messages::BlockColourOutOfRange, {-1, 1, 10, 0});
    expectError("1\n0\n0\nred 0\n", 4, 1, sb::SharedMessages::ExpectedInteger);
}

TEST(MayanInput, RefusesAColumnOfMoreThanSevenBlocks)
{
    expectError("1\n0\n1 2 1 2 1 2 1 2 0\n", 3, 15, sb::mayan::Messages::ColumnTooTall, {1, 7});
}

TEST(MayanInput, RefusesAColumnLineWithoutItsZeroAtTheEndOfThatLine)
{
    // The statement's sample with the 0 of the first column left out: the columns would merge.
    expectError("3\n1\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n0\n", 2, 2, sb::mayan::Messages::ColumnNotEnded, {0});
    expectError("3\n1 0\n2 1\n2 3 4 0\n3 1 0\n2 4 3 4 0\n0\n", 3, 4, sb::mayan::Messages::ColumnNotEnded, {1});
    expectError("3\n1 0\n2 1  \n0\n", 3, 6, sb::mayan::Messages::ColumnNotEnded, {1});
    expectError("3\r\n1 0\r\n2 1\r\n0\r\n", 3, 4, sb::mayan::Messages::ColumnNotEnded, {1});
    expectError("1\n1 0\n2 1", 3, 4, sb::mayan::Messages::ColumnNotEnded, {1});
    expectError("1\n1 0\n2 1\n", 3, 4, sb::mayan::Messages::ColumnNotEnded, {1});
}

TEST(MayanInput, RefusesTwoColumnsOnOneLine)
{
    expectError("1\n1 0 2 0\n0\n0\n0\n", 2, 5, sb::mayan::Messages::TextAfterColumn, {0});
    expectError("1\n0 0 0 0 0\n", 2, 3, sb::mayan::Messages::TextAfterColumn, {0});
    expectError("1\n0\n0\n0\n0\n0 0\n", 6, 3, sb::mayan::Messages::TextAfterColumn, {4});
}

TEST(MayanInput, RefusesFewerThanFiveColumnLinesAtTheEnd)
{
    expectError("1\n1 0\n0\n", 4, 1, sb::mayan::Messages::MissingColumns, {5, 2});
    expectError("1\n1 0\n0\n\n  \n", 6, 1, sb::mayan::Messages::MissingColumns, {5, 2});
    expectError("1", 1, 2, sb::mayan::Messages::MissingColumns, {5, 0});
}

TEST(MayanInput, RefusesAnythingAfterTheFifthColumn)
{
    expectError("1\n0\n0\n0\n0\n0\n5\n", 7, 1, sb::SharedMessages::StrayToken);
    expectError("1\n0\n0\n0\n0\n0\n\n0\n", 8, 1, sb::SharedMessages::StrayToken);
}

TEST(MayanInput, RefusesABoardThatClearsBeforeAnyMoveAtTheFirstBlockOfARun)
{
    expectError("1\n2 0\n2 0\n2 0\n0\n0\n", 2, 1, sb::mayan::Messages::RunBeforeAnyMove, {0, 0, 2});
    expectError("1\n0\n0\n4 3 3 3 0\n0\n0\n", 4, 3, sb::mayan::Messages::RunBeforeAnyMove, {2, 1, 3});
    // A row and a column of 6s: the first of them in the input, column 1 at the bottom.
    expectError("1\n0\n6 0\n6 6 6 0\n6 0\n0\n", 3, 1, sb::mayan::Messages::RunBeforeAnyMove, {1, 0, 6});
    // A line that is not finished is named first: the board is judged once it is all read.
    expectError("1\n2 0\n2 0\n2 0\n0\n", 6, 1, sb::mayan::Messages::MissingColumns, {5, 4});
}

TEST(MayanInput, TakesTwoOfAColourInALineAndThreeNotInALine)
{
    const auto in = parse("1\n2 2 0\n2 0\n0\n2 0\n2 0\n");
    EXPECT_EQ(in->board[0][1], 2);
}
