// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of the board, shared by the step generator and the fast search.
#pragma once

#include "mayan.h"

#include <cstring>

namespace sb::mayan::rules {

/// Which cells a scan marked, laid out as the board.
using Marks = std::array<std::array<std::uint8_t, kRows + 1>, kColumns>;

/// Lets every block fall onto the one below it; returns how many blocks moved.
inline int fall(Board& b) noexcept
{
    int moved = 0;
    for (int x = 0; x < kColumns; ++x) {
        auto& col = b[x];
        int to = 0;
        for (int y = 0; y < kRows; ++y)
            if (col[y]) {
                if (to != y) {
                    col[to] = col[y];
                    col[y] = 0;
                    ++moved;
                }
                ++to;
            }
    }
    return moved;
}

namespace word {

inline constexpr std::uint64_t kLow = 0x7F7F7F7F7F7F7F7FULL;
inline constexpr std::uint64_t kHigh = 0x8080808080808080ULL;

/// The high bit of each byte of v that is 0, exactly (no borrow runs into the next byte).
constexpr std::uint64_t zeroBytes(std::uint64_t v) noexcept
{
    return ~(((v & kLow) + kLow) | v | kLow);
}

inline std::uint64_t load(const std::array<std::uint8_t, kRows + 1>& bytes) noexcept
{
    std::uint64_t v;
    std::memcpy(&v, bytes.data(), sizeof v);
    return v;
}

inline void store(std::array<std::uint8_t, kRows + 1>& bytes, std::uint64_t v) noexcept
{
    std::memcpy(bytes.data(), &v, sizeof v);
}

} // namespace word

/// Marks every block of a horizontal or vertical run of 3 or more; returns the cells marked.
/// A column is one 64-bit word, a byte a row: a run starts at a row whose block equals the
/// next two (above, or in the next two columns), found for all rows at once. With kCountStarts,
/// `starts` gets how many runs of 3 start at a cell, rows and columns (the lines that mark them).
template <bool kCountStarts = false>
inline int markRuns(const Board& b, Marks& m, int* runStarts = nullptr) noexcept
{
    if constexpr (kCountStarts)
        *runStarts = 0;
    std::uint64_t col[kColumns], mark[kColumns] = {};
    for (int x = 0; x < kColumns; ++x)
        col[x] = word::load(b[x]);
    bool any = false;
    constexpr std::uint64_t kRowBytes = 0x00FFFFFFFFFFFFFFULL; // rows 0..6
    for (int x = 0; x + 2 < kColumns; ++x) {
        const std::uint64_t starts = word::zeroBytes(col[x] ^ col[x + 1]) & word::zeroBytes(col[x] ^ col[x + 2]) &
                                     ~word::zeroBytes(col[x]) & kRowBytes & word::kHigh;
        if (starts) {
            const std::uint64_t cells = starts >> 7;
            mark[x] |= cells, mark[x + 1] |= cells, mark[x + 2] |= cells;
            any = true;
            if constexpr (kCountStarts)
                *runStarts += __builtin_popcountll(starts);
        }
    }
    constexpr std::uint64_t kStartBytes = 0x000000FFFFFFFFFFULL; // rows 0..4 start a vertical run
    for (int x = 0; x < kColumns; ++x) {
        const std::uint64_t v = col[x];
        const std::uint64_t starts = word::zeroBytes(v ^ (v >> 8)) & word::zeroBytes(v ^ (v >> 16)) &
                                     ~word::zeroBytes(v) & kStartBytes & word::kHigh;
        if (starts) {
            const std::uint64_t cells = starts >> 7;
            mark[x] |= cells | cells << 8 | cells << 16;
            any = true;
            if constexpr (kCountStarts)
                *runStarts += __builtin_popcountll(starts);
        }
    }
    if (!any)
        return 0;
    int cells = 0;
    for (int x = 0; x < kColumns; ++x) {
        word::store(m[x], mark[x]);
        cells += __builtin_popcountll(mark[x]);
    }
    return cells;
}

/// Empties the marked cells.
inline void clearMarked(Board& b, const Marks& m) noexcept
{
    for (int x = 0; x < kColumns; ++x)
        word::store(b[x], word::load(b[x]) & ~(word::load(m[x]) * 0xFF));
}

/// A run of 3 that starts at (x, y), going right (horizontal) or up.
inline bool runAt(const Board& b, int x, int y, bool horizontal) noexcept
{
    const int c = b[x][y];
    if (!c)
        return false;
    return horizontal ? c == b[x + 1][y] && c == b[x + 2][y] : c == b[x][y + 1] && c == b[x][y + 2];
}

inline void clearRun(Board& b, int x, int y, bool horizontal) noexcept
{
    for (int k = 0; k < 3; ++k)
        (horizontal ? b[x + k][y] : b[x][y + k]) = 0;
}

/// Column x's eight bytes as one word, to compare or test a whole column at once.
inline std::uint64_t column(const Board& b, int x) noexcept
{
    std::uint64_t v;
    std::memcpy(&v, b[x].data(), sizeof v);
    return v;
}

inline bool empty(const Board& b) noexcept
{
    for (int x = 0; x < kColumns; ++x)
        if (column(b, x))
            return false;
    return true;
}

inline int blocks(const Board& b) noexcept
{
    int n = 0;
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y)
            n += b[x][y] != 0;
    return n;
}

/// The first colour (smallest) with only 1 or 2 blocks, and its count; colour 0 when none.
struct Hopeless {
    int colour = 0;
    int count = 0;
};
inline Hopeless hopeless(const Board& b) noexcept
{
    int count[kMaxColour + 1] = {};
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y)
            ++count[b[x][y]];
    for (int c = 1; c <= kMaxColour; ++c)
        if (count[c] == 1 || count[c] == 2)
            return {c, count[c]};
    return {};
}

/// A board and the moves left, packed: 4 bits a cell.
struct Key {
    std::uint64_t a = 0, b = 0, c = 0;
    bool operator==(const Key&) const noexcept = default;
};
struct KeyHash {
    std::size_t operator()(const Key& k) const noexcept
    {
        std::uint64_t h = k.a * 0x9E3779B97F4A7C15ULL;
        h ^= (k.b + (h << 6) + (h >> 2)) * 0xC2B2AE3D27D4EB4FULL;
        h ^= (k.c + (h << 6) + (h >> 2)) * 0x165667B19E3779F9ULL;
        return static_cast<std::size_t>(h ^ (h >> 29));
    }
};
inline Key keyOf(const Board& b, int movesLeft) noexcept
{
    std::uint64_t w[3] = {};
    int bit = 0;
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y, bit += 4)
            w[bit / 64] |= static_cast<std::uint64_t>(b[x][y]) << (bit % 64);
    w[2] |= static_cast<std::uint64_t>(movesLeft) << 60;
    return {w[0], w[1], w[2]};
}

/// The memo remembers boards with at least this many moves left: with one move left
/// searching again costs less than remembering.
inline constexpr int kMemoMinMovesLeft = 2;

} // namespace sb::mayan::rules
