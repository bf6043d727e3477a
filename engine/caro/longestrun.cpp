// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"

#include <cassert>
#include <unordered_map>

namespace sb::caro {

Run longestRunAt(const CaroInput& in, int t)
{
    assert(t >= 1 && t <= static_cast<int>(in.moves.size()));
    // Only the stones played so far, by cell: a 5000 x 5000 board needs no full copy for one line.
    std::unordered_map<std::int64_t, int> stones;
    stones.reserve(static_cast<std::size_t>(t));
    for (int u = 1; u <= t; ++u) {
        const Move m = in.moves[static_cast<std::size_t>(u - 1)];
        stones[m.r * in.stride() + m.c] = playerOf(u);
    }
    const Move p = in.moves[static_cast<std::size_t>(t - 1)];
    const int q = playerOf(t);
    const auto walk = [&](int dr, int dc) {
        int steps = 0;
        for (std::int64_t r = p.r + dr, c = p.c + dc;; r += dr, c += dc) {
            const auto it = stones.find(r * in.stride() + c);
            if (r < 1 || r > in.n || c < 1 || c > in.n || it == stones.end() || it->second != q)
                return steps;
            ++steps;
        }
    };
    Run best{p.r, p.c, p.r, p.c, 0, LineType::Row};
    for (const Direction d : kFourDirections) {
        const int back = walk(-d.dr, -d.dc), ahead = walk(d.dr, d.dc);
        if (back + ahead + 1 > best.length)
            best = {p.r - back * d.dr, p.c - back * d.dc, p.r + ahead * d.dr, p.c + ahead * d.dc,
                    back + ahead + 1, d.line()};
    }
    return best;
}

} // namespace sb::caro
