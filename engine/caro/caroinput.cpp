// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"

#include "core/inputerror.h"

#include <algorithm>
#include <utility>
#include <string>

namespace sb::caro {

namespace {

/// The first move (1-based) that lands on a cell played before, and that earlier move;
/// {0, 0} when every cell is played once. A radix sort of (cell, move) pairs by cell
/// finds it in O(K) without a board-sized table: the solver allocates the one board.
std::pair<std::int64_t, std::int64_t> firstRepeat(const CaroInput& in)
{
    const std::size_t k = in.moves.size();
    // Cell in the high half, move index in the low: sorting by cell keeps equal cells in move order.
    std::vector<std::uint64_t> pairs(k), sorted(k);
    for (std::size_t t = 0; t < k; ++t)
        pairs[t] = (static_cast<std::uint64_t>(in.moves[t].r * in.stride() + in.moves[t].c) << 32) | t;
    constexpr int kBits = 13; // two passes cover the 25 bits of a cell of a 5002 x 5002 board
    static_assert((std::int64_t{kMaxN} + 2) * (kMaxN + 2) < (std::int64_t{1} << (2 * kBits)));
    std::vector<std::uint32_t> count(std::size_t{1} << kBits);
    for (int shift = 32; shift < 32 + 2 * kBits; shift += kBits) {
        std::fill(count.begin(), count.end(), 0);
        for (const std::uint64_t p : pairs)
            ++count[(p >> shift) & (count.size() - 1)];
        std::uint32_t start = 0;
        for (std::uint32_t& c : count)
            start += std::exchange(c, start);
        for (const std::uint64_t p : pairs)
            sorted[count[(p >> shift) & (count.size() - 1)]++] = p;
        pairs.swap(sorted);
    }
    const auto cellOf = [&](std::size_t i) { return pairs[i] >> 32; };
    const auto moveOf = [&](std::size_t i) { return static_cast<std::int64_t>(pairs[i] & 0xFFFFFFFFu) + 1; };
    std::pair<std::int64_t, std::int64_t> first{0, 0};
    for (std::size_t i = 1; i < k; ++i)
        // The second move on a cell is its first repeat; the group's first pair is the earlier move.
        if (cellOf(i) == cellOf(i - 1) && (i == 1 || cellOf(i - 2) != cellOf(i)) &&
            (first.first == 0 || moveOf(i) < first.first))
            first = {moveOf(i), moveOf(i - 1)};
    return first;
}

/// Throws CellPlayedTwice for the first repeated move, if any, at its row in the text
/// (read again: the error is rare, and the moves keep no positions).
void requireEachCellOnce(std::string_view text, const CaroInput& in)
{
    const auto [t, earlier] = firstRepeat(in);
    if (t == 0)
        return;
    TokenReader reader(text);
    for (std::int64_t skip = 0; skip < 2 + 2 * (t - 1); ++skip)
        reader.next();
    const TokenReader::Token rowAt = reader.next();
    const Move m = in.moves[static_cast<std::size_t>(t - 1)];
    throw InputError(rowAt.line, rowAt.column, Messages::CellPlayedTwice, {m.r, m.c, t, earlier});
}

} // namespace

std::shared_ptr<const CaroInput> parse(std::string_view text)
{
    TokenReader reader(text);
    TokenReader::Token at;
    auto in = std::make_shared<CaroInput>();

    const std::int64_t n = reader.readInt(Messages::MissingHeader, {}, &at);
    TokenReader::requireRange(at, n, 1, kMaxN, Messages::BoardSizeOutOfRange);
    in->n = static_cast<int>(n);
    const std::int64_t k = reader.readInt(Messages::MissingHeader, {}, &at);
    TokenReader::requireRange(at, k, 1, std::min<std::int64_t>(n * n, kMaxMoves), Messages::MoveCountOutOfRange);

    in->moves.reserve(static_cast<std::size_t>(k));
    try {
        for (std::int64_t t = 1; t <= k; ++t) {
            const std::int64_t r = reader.readInt(Messages::MissingMoves, {k, t - 1}, &at);
            TokenReader::requireRange(at, r, 1, n, Messages::RowOutOfRange, t);
            const std::int64_t c = reader.readInt(Messages::MissingMoves, {k, t - 1}, &at);
            TokenReader::requireRange(at, c, 1, n, Messages::ColumnOutOfRange, t);
            in->moves.push_back({static_cast<int>(r), static_cast<int>(c)});
        }
    } catch (const InputError&) {
        requireEachCellOnce(text, *in); // a repeat among the moves before is the earlier error
        throw;
    }
    requireEachCellOnce(text, *in);
    reader.expectEnd();
    return in;
}

CaroRun::CaroRun(std::shared_ptr<const CaroInput> input, CodeLanguage lang)
    : in(std::move(input)), language(lang), outcome(std::make_shared<Outcome>()),
      board(static_cast<std::size_t>(in->stride() * in->stride()), 0)
{}

void CaroRun::finish(int answer)
{
    outcome->output = std::to_string(answer) + "\n";
    outcome->finished = true;
}

Trace makeTrace(const std::shared_ptr<CaroRun>& run, Generator<Step> steps)
{
    Trace trace;
    trace.steps = std::move(steps);
    trace.outcome = run->outcome;
    trace.boardCells = run->board.size();
    return trace;
}

const MessageDesc kMessages[7] = {
    {"missing-header", MessagePlace::End},
    {"missing-moves", MessagePlace::End},
    {"board-size-out-of-range"},
    {"move-count-out-of-range"},
    {"row-out-of-range"},
    {"column-out-of-range"},
    {"cell-played-twice"},
};

std::string describeMessage(const InputError& e)
{
    const auto a = [&e](int i) { return std::to_string(e.args[static_cast<std::size_t>(i)]); };
    switch (e.message) {
    case Messages::MissingHeader:
        return "the input ends before its first line, which gives N and K";
    case Messages::MissingMoves:
        return "the input ends early: " + a(0) + " moves expected, " + a(1) + " found";
    case Messages::BoardSizeOutOfRange:
        return "board size " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::MoveCountOutOfRange:
        return "number of moves " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::RowOutOfRange:
        return "move " + a(3) + ": row " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::ColumnOutOfRange:
        return "move " + a(3) + ": column " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::CellPlayedTwice:
        return "move " + a(2) + ": cell (" + a(0) + ", " + a(1) + ") was already played at move " + a(3);
    }
    return "invalid input";
}

} // namespace sb::caro
