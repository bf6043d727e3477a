// SPDX-License-Identifier: GPL-3.0-or-later
#include "mayan.h"

#include "core/inputerror.h"
#include "rules.h"

#include <string>

namespace sb::mayan {

namespace {

using Positions = std::array<std::array<TokenReader::Token, kRows>, kColumns>;

/// Throws `message` at the next token if it stands on `line`: that line is over.
void requireLineOver(const TokenReader& reader, int line, InputMessage message, std::array<std::int64_t, 4> args = {})
{
    const TokenReader::Token t = reader.peek();
    if (!t.text.empty() && t.line == line)
        throw InputError(t.line, t.column, message, args);
}

/// A colour as written, the 0 that ends a column included.
std::int64_t colourOf(const TokenReader::Token& at)
{
    TokenReader one(at.text);
    try {
        return one.readInt(SharedMessages::ExpectedInteger);
    } catch (const InputError& e) {
        throw InputError(at.line, at.column, e.message);
    }
}

/// Column x: one line of colours from the bottom up, ended by 0 on that same line.
void readColumn(TokenReader& reader, int x, Board& board, Positions& where)
{
    TokenReader::Token at = reader.next();
    if (at.text.empty())
        throw InputError(at.line, at.column, Messages::MissingColumns, {kColumns, x});
    const int line = at.line;
    for (int y = 0;; ++y) {
        const std::int64_t colour = colourOf(at);
        if (colour == 0)
            break;
        TokenReader::requireRange(at, colour, 1, kMaxColour, Messages::BlockColourOutOfRange, x);
        if (y == kRows)
            throw InputError(at.line, at.column, Messages::ColumnTooTall, {x, kRows});
        board[x][y] = static_cast<std::uint8_t>(colour);
        where[x][y] = at;
        const TokenReader::Token next = reader.peek();
        if (next.text.empty() || next.line != line) {
            const auto [endLine, endColumn] = reader.lineEnd();
            throw InputError(endLine, endColumn, Messages::ColumnNotEnded, {x});
        }
        at = reader.next();
    }
    requireLineOver(reader, line, Messages::TextAfterColumn, {x});
}

/// The statement's board clears nothing before the first move: a run of 3 is refused at its
/// first block in the order of the input, column by column from the bottom up.
void refuseRuns(const Board& board, const Positions& where)
{
    rules::Marks marks{};
    if (rules::markRuns(board, marks) == 0)
        return;
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y)
            if (marks[x][y])
                throw InputError(where[x][y].line, where[x][y].column, Messages::RunBeforeAnyMove,
                                 {x, y, board[x][y]});
}

} // namespace

std::shared_ptr<const MayanInput> parse(std::string_view text)
{
    auto in = std::make_shared<MayanInput>();
    TokenReader reader(text);
    TokenReader::Token at;
    const std::int64_t n = reader.readInt(Messages::MissingMoveCount, {}, &at);
    TokenReader::requireRange(at, n, 1, kMaxMoves, Messages::MoveCountOutOfRange);
    requireLineOver(reader, at.line, Messages::TextAfterMoveCount);
    in->n = static_cast<int>(n);
    Positions where{};
    for (int x = 0; x < kColumns; ++x)
        readColumn(reader, x, in->board, where);
    reader.expectEnd();
    refuseRuns(in->board, where);
    return in;
}

std::string format(int n, const Board& board)
{
    std::string text = std::to_string(n) + '\n';
    for (int x = 0; x < kColumns; ++x) {
        for (int y = 0; y < kRows && board[x][y]; ++y)
            text += std::to_string(board[x][y]) + ' ';
        text += "0\n";
    }
    return text;
}

const MessageDesc kMessages[9] = {
    {"missing-move-count", MessagePlace::End},
    {"move-count-out-of-range"},
    {"text-after-move-count"},
    {"block-colour-out-of-range"},
    {"column-too-tall"},
    {"column-not-ended", MessagePlace::LineEnd},
    {"text-after-column"},
    {"missing-columns", MessagePlace::End},
    {"run-before-any-move"},
};

std::string describeMessage(const InputError& e)
{
    const auto a = [&e](int i) { return std::to_string(e.args[static_cast<std::size_t>(i)]); };
    switch (e.message) {
    case Messages::MissingMoveCount:
        return "the input ends before its first line, which gives n";
    case Messages::MoveCountOutOfRange:
        return "number of moves " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::TextAfterMoveCount:
        return "the first line holds n alone: the columns start on the next line";
    case Messages::BlockColourOutOfRange:
        return "column " + a(3) + ": colour " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::ColumnTooTall:
        return "column " + a(0) + " has more than " + a(1) + " blocks";
    case Messages::ColumnNotEnded:
        return "column " + a(0) + ": the line ends before the 0 that ends the column";
    case Messages::TextAfterColumn:
        return "column " + a(0) + " ends at its 0: the next column goes on the next line";
    case Messages::MissingColumns:
        return "the input ends early: " + a(0) + " columns expected, " + a(1) + " found";
    case Messages::RunBeforeAnyMove:
        return "column " + a(0) + ", row " + a(1) + ": three or more blocks of colour " + a(2) +
               " in a line before any move, which the puzzle rules out";
    }
    return "invalid input";
}

} // namespace sb::mayan
