// SPDX-License-Identifier: GPL-3.0-or-later
#include "bigcaro.h"

#include <random>
#include <stdexcept>

namespace sb::bench {

namespace {

constexpr int kWinRow = 2500;
constexpr int kWinCol = 2500;

std::shared_ptr<caro::CaroInput> randomGame(int n, int moves, std::uint32_t seed, bool plantWin)
{
    auto in = std::make_shared<caro::CaroInput>();
    in->n = n;
    std::mt19937 rng(seed);
    std::vector<bool> taken(static_cast<std::size_t>(in->stride() * in->stride()), false);
    const auto reserved = [&](int r, int c) {
        return plantWin && r >= kWinRow - 6 && r <= kWinRow + 6 && c >= kWinCol - 6 && c <= kWinCol + 10;
    };
    in->moves.reserve(static_cast<std::size_t>(moves));
    for (int t = 1; t <= moves; ++t) {
        if (plantWin && t % 2 == 0 && t <= 8) { // O's first four stones of the final five
            in->moves.push_back({kWinRow, kWinCol + t / 2 - 1});
            continue;
        }
        if (plantWin && t == moves) { // the fifth, last of all
            in->moves.push_back({kWinRow, kWinCol + 4});
            continue;
        }
        for (;;) {
            const int r = 1 + static_cast<int>(rng() % static_cast<unsigned>(n));
            const int c = 1 + static_cast<int>(rng() % static_cast<unsigned>(n));
            const auto cell = static_cast<std::size_t>(r * in->stride() + c);
            if (taken[cell] || reserved(r, c))
                continue;
            taken[cell] = true;
            in->moves.push_back({r, c});
            break;
        }
    }
    return in;
}

} // namespace

std::shared_ptr<const caro::CaroInput> lateWinner()
{
    for (std::uint32_t seed = 1;; ++seed) {
        auto in = randomGame(caro::kMaxN, caro::kMaxMoves, seed, true);
        if (caro::solveCountOutwards(*in, caro::kCountOutwards) == caro::kMaxMoves)
            return in;
    }
}

std::shared_ptr<const caro::CaroInput> noWinner(int n, int moves)
{
    for (std::uint32_t seed = 1;; ++seed) {
        auto in = randomGame(n, moves, seed, false);
        if (caro::solveCountOutwards(*in, caro::kCountOutwards) == 0)
            return in;
    }
}

} // namespace sb::bench
