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
        EXPECT_EQ(e.message, message) << sb::messageName(e.message) << "\n" << text;
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
    const auto in = parse("5 0 0 1 2 1 2 1 2 1 0 0 0");
    EXPECT_EQ(in->n, 5);
    EXPECT_EQ(in->board[2][6], 1);
}

TEST(MayanInput, RefusesAMoveCountOutsideOneToFive)
{
    expectError("", 1, 1, InputMessage::MissingHeader);
    expectError("6\n0\n0\n0\n0\n0\n", 1, 1, InputMessage::MoveCountOutOfRange, {6, 1, 5, 0});
    expectError("  0\n", 1, 3, InputMessage::MoveCountOutOfRange, {0, 1, 5, 0});
    expectError("1.5\n", 1, 1, InputMessage::ExpectedInteger);
}

TEST(MayanInput, RefusesAColourOutsideOneToTen)
{
    expectError("1\n0\n4 11 0\n", 3, 3, InputMessage::BlockColourOutOfRange, {11, 1, 10, 1});
    expectError("1\n-1 0\n", 2, 1, InputMessage::BlockColourOutOfRange, {-1, 1, 10, 0});
    expectError("1\n0\n0\nred 0\n", 4, 1, InputMessage::ExpectedInteger);
}

TEST(MayanInput, RefusesAColumnOfMoreThanSevenBlocks)
{
    expectError("1\n0\n1 2 1 2 1 2 1 2 0\n", 3, 15, InputMessage::ColumnTooTall, {1, 7});
}

TEST(MayanInput, RefusesAColumnThatIsNotEndedAndMissingColumns)
{
    expectError("1\n1 0\n2 1", 3, 4, InputMessage::ColumnNotEnded, {1});
    expectError("1\n1 0\n0\n", 4, 1, InputMessage::MissingColumns, {5, 2});
    expectError("1", 1, 2, InputMessage::MissingColumns, {5, 0});
}

TEST(MayanInput, RefusesAnythingAfterTheFifthColumn)
{
    expectError("1\n0\n0\n0\n0\n0\n5\n", 7, 1, InputMessage::StrayToken);
    expectError("1\n0\n0\n0\n0\n0 0\n", 6, 3, InputMessage::StrayToken);
}
