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

/// Marks every block of a horizontal or vertical run of 3 or more; returns the cells marked.
inline int markRuns(const Board& b, Marks& m) noexcept
{
    std::memset(&m, 0, sizeof m);
    bool any = false;
    for (int y = 0; y < kRows; ++y)
        for (int x = 0; x + 2 < kColumns; ++x) {
            const int c = b[x][y];
            if (c && c == b[x + 1][y] && c == b[x + 2][y]) {
                m[x][y] = m[x + 1][y] = m[x + 2][y] = 1;
                any = true;
            }
        }
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y + 2 < kRows; ++y) {
            const int c = b[x][y];
            if (c && c == b[x][y + 1] && c == b[x][y + 2]) {
                m[x][y] = m[x][y + 1] = m[x][y + 2] = 1;
                any = true;
            }
        }
    if (!any)
        return 0;
    int cells = 0;
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y)
            cells += m[x][y];
    return cells;
}

/// Empties the marked cells.
inline void clearMarked(Board& b, const Marks& m) noexcept
{
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y)
            if (m[x][y])
                b[x][y] = 0;
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
