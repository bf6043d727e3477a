// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string_view>

namespace sb {

/// Why an input was refused. The engine names the reason and its numbers;
/// the command line and the window word it, each in its own way.
/// One table for every problem, so the window translates them in one place.
enum class InputMessage : std::uint16_t {
    ExpectedInteger,     ///< a token that is not a whole number
    NumberTooLarge,      ///< digits beyond what any field accepts
    MissingHeader,       ///< (caro) the input ends before its first line, N and K
    MissingMoves,        ///< args: moves expected, moves found
    StrayToken,          ///< text after the last value the input needs
    BoardSizeOutOfRange, ///< args: value, min, max
    MoveCountOutOfRange, ///< args: value, min, max
    RowOutOfRange,       ///< args: value, min, max, move number
    ColumnOutOfRange,    ///< args: value, min, max, move number
    CellPlayedTwice,     ///< args: row, column, this move, earlier move
    RowsOutOfRange,      ///< args: value, min, max
    ColumnsOutOfRange,   ///< args: value, min, max
    MissingCards,        ///< args: cards expected, cards found
    CardValueOutOfRange, ///< args: value, min, max
    ValueOnlyOnce,       ///< args: value, row, column (1-based) of its only card
    ValueThreeTimes,     ///< args: value, row, column (1-based) of the first of them
    NotACard,            ///< a token that is not a rank A23456789TJQK followed by a suit CDHS
    CardTwice,           ///< args: card code (rank * 4 + suit), deck (1-based), position of its first copy (1-based)
    DeckCutShort,        ///< args: cards expected (52), cards found, deck (1-based)
    TextAfterEnd,        ///< anything but whitespace after the line that starts with #
    BlockColourOutOfRange, ///< args: value, min, max, column (from 0)
    ColumnTooTall,       ///< args: column (from 0), most blocks a column holds
    ColumnNotEnded,      ///< args: column (from 0): its line ends before the 0 that ends it (at the end of that line)
    MissingColumns,      ///< args: columns expected, columns found
    MissingTableSize,    ///< (cards) the input ends before its first line, n and m
    MissingMoveCount,    ///< (mayan) the input ends before its first line, n
    MissingDeck,         ///< (accordion) the input holds no card at all: at least one deck is needed
    TextAfterMoveCount,  ///< (mayan) more than n on the first line: the columns start on the next line
    TextAfterColumn,     ///< args: column (from 0): text after the 0 that ends it, on the same line
    RunBeforeAnyMove,    ///< args: column, row (from 0), colour: the first block of a run of 3 the board holds as given
};
std::string_view messageName(InputMessage m) noexcept;

/// A refused input: where (1-based line and column, in characters; a line ends at
/// \r, \n or \r\n, as an editor shows it) and why.
struct InputError : std::runtime_error {
    InputError(int line, int column, InputMessage message, std::array<std::int64_t, 4> args = {})
        : std::runtime_error("input error"), line(line), column(column), message(message), args(args)
    {}
    int line;
    int column;
    InputMessage message;
    std::array<std::int64_t, 4> args;
};

/// Whitespace-separated tokens of a text, each with its line and column.
class TokenReader {
public:
    explicit TokenReader(std::string_view text) noexcept : m_text(text) {}

    struct Token {
        std::string_view text;
        int line = 0;
        int column = 0;
    };

    /// The next token, or an empty one (text empty) at the end of the input.
    Token next() noexcept;
    /// Reads a whole number; at the end of the input throws `atEnd` with `args`.
    std::int64_t readInt(InputMessage atEnd, std::array<std::int64_t, 4> args = {}, Token* where = nullptr);
    /// The next token, left to be read again.
    Token peek() const noexcept;
    /// Line and column just past the current line's last character (its trailing blanks
    /// included), where its line end or the end of the input stands.
    std::pair<int, int> lineEnd() const noexcept;
    /// Throws StrayToken if anything but whitespace is left.
    void expectEnd();
    /// Line and column just past the last character, for errors at the end.
    std::pair<int, int> endPosition() noexcept;

    /// Throws `message` with args (value, lo, hi, extra) at `at` unless lo <= value <= hi.
    static void requireRange(const Token& at, std::int64_t value, std::int64_t lo, std::int64_t hi,
                             InputMessage message, std::int64_t extra = 0);

private:
    void skipSpace() noexcept;
    void advance() noexcept;

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
};

} // namespace sb
