// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomboard.h"

#include "rules.h"

#include <random>
#include <utility>

namespace sb::mayan {

namespace {

int height(const Board& b, int x) noexcept
{
    int h = 0;
    while (h < kRows && b[x][h])
        ++h;
    return h;
}

bool hasRun(const Board& b) noexcept
{
    rules::Marks m;
    return rules::markRuns(b, m) != 0;
}

/// The board after every run has vanished and the blocks have fallen, again and again.
Board settled(Board b) noexcept
{
    rules::Marks m;
    while (rules::markRuns(b, m)) {
        rules::clearMarked(b, m);
        rules::fall(b);
    }
    return b;
}

/// Undoes a swap of two blocks of different colours in one row; false when the pick has none.
bool unswap(Board& b, std::mt19937& rng)
{
    const int x = std::uniform_int_distribution<int>(0, kColumns - 2)(rng);
    const int y = std::uniform_int_distribution<int>(0, kRows - 1)(rng);
    if (!b[x][y] || !b[x + 1][y] || b[x][y] == b[x + 1][y])
        return false;
    std::swap(b[x][y], b[x + 1][y]);
    return true;
}

/// Undoes a move into an empty cell: the block on top of column `to` came from row y of the
/// column beside it (y at or above where it landed), and the blocks it left fell into its place.
bool unslide(Board& b, std::mt19937& rng)
{
    const int to = std::uniform_int_distribution<int>(0, kColumns - 1)(rng);
    const int g = rng() % 2 ? 1 : -1;
    const int from = to - g;
    const int landed = height(b, to) - 1;
    if (landed < 0 || from < 0 || from >= kColumns || height(b, from) == kRows || landed > height(b, from))
        return false;
    const int y = std::uniform_int_distribution<int>(landed, height(b, from))(rng);
    auto& col = b[from];
    for (int k = height(b, from); k > y; --k)
        col[k] = col[k - 1];
    col[y] = b[to][landed];
    b[to][landed] = 0;
    return true;
}

/// One move backwards from `after`: a run of 3 on top, then a swap or a slide undone that
/// breaks it; that move made again clears exactly that run and leaves `after`.
std::optional<Board> stepBack(const Board& after, int colours, std::mt19937& rng)
{
    std::uniform_int_distribution<int> pick(0, kColumns - 1), colour(1, colours);
    Board b = after;
    const int c = colour(rng);
    const int x = pick(rng);
    if (rng() % 2) {
        if (height(b, x) + 3 > kRows)
            return std::nullopt;
        for (int k = 0, h = height(b, x); k < 3; ++k)
            b[x][h + k] = static_cast<std::uint8_t>(c);
    } else {
        if (x + 2 >= kColumns || height(b, x) != height(b, x + 1) || height(b, x) != height(b, x + 2) ||
            height(b, x) == kRows)
            return std::nullopt;
        for (int k = 0, h = height(b, x); k < 3; ++k)
            b[x + k][h] = static_cast<std::uint8_t>(c);
    }
    if (settled(b) != after)
        return std::nullopt;
    if (rng() % 2 ? !unswap(b, rng) : !unslide(b, rng))
        return std::nullopt;
    if (hasRun(b))
        return std::nullopt;
    return b;
}

} // namespace

Board randomBoard(int blocks, int colours, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> pick(0, kColumns - 1), colour(1, colours);
    for (;;) {
        Board b{};
        for (int placed = 0; placed < blocks;) {
            const int x = pick(rng);
            const int h = height(b, x);
            if (h < kRows) {
                b[x][h] = static_cast<std::uint8_t>(colour(rng));
                ++placed;
            }
        }
        if (!hasRun(b))
            return b;
    }
}

std::optional<Board> solvableBoard(int n, int colours, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    Board b{};
    for (int k = 0; k < n; ++k) {
        std::optional<Board> before;
        for (int tries = 0; !before; ++tries) {
            if (tries == kBuildTries)
                return std::nullopt;
            before = stepBack(b, colours, rng);
        }
        b = *before;
    }
    return b;
}

} // namespace sb::mayan
