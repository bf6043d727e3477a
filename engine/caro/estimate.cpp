// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"

#include <algorithm>
#include <limits>

namespace sb::caro {

namespace {

/// A bordered board for counting, the same layout as the methods' own.
struct Board {
    explicit Board(int size) : n(size), w(size + 2), cells(static_cast<std::size_t>(w * w), 0) {}
    int n;
    std::int64_t w;
    std::vector<char> cells;

    char at(std::int64_t r, std::int64_t c) const { return cells[static_cast<std::size_t>(r * w + c)]; }
    bool inside(std::int64_t r, std::int64_t c) const { return r >= 1 && r <= n && c >= 1 && c <= n; }
    void place(Move m, int q) { cells[static_cast<std::size_t>(m.r * w + m.c)] = static_cast<char>(q); }
    /// Stones of (r, c)'s colour from (r, c) on along d, (r, c) included, at most `cap`.
    int run(std::int64_t r, std::int64_t c, Direction d, int cap) const
    {
        const char q = at(r, c);
        int len = 0;
        while (len < cap && inside(r, c) && at(r, c) == q) {
            ++len;
            r += d.dr;
            c += d.dc;
        }
        return len;
    }
    /// The length of the line of stones through m along d, both ways.
    int through(Move m, Direction d) const
    {
        const int big = std::numeric_limits<int>::max();
        return run(m.r, m.c, d, big) + run(m.r, m.c, {-d.dr, -d.dc}, big) - 1;
    }
};

struct Cost {
    std::uint64_t steps = 0;
    std::uint64_t work = 0;
    Cost& operator+=(Cost o) noexcept
    {
        steps += o.steps;
        work += o.work;
        return *this;
    }
    Cost& operator-=(Cost o) noexcept
    {
        steps -= o.steps;
        work -= o.work;
        return *this;
    }
};

Estimate estimateOf(Cost c)
{
    return {c.steps, c.work, Counter::CellsLooked};
}

/// Method 1's window from the stone at (r, c) along d: try-dir, a look per
/// cell read (the one that breaks included), a count per match, the check.
Cost windowCost(const Board& b, std::int64_t r, std::int64_t c, Direction d)
{
    const int len = b.run(r, c, d, 5);
    const bool breaksInside = len < 5 && b.inside(r + len * d.dr, c + len * d.dc);
    return {static_cast<std::uint64_t>(2 + 2 * len + (len < 5)), static_cast<std::uint64_t>(len + breaksInside)};
}

/// Calls fn(r, c, d) for every stone whose window along d covers m (m itself included).
template <typename Fn>
void forEachWindowOver(const Board& b, Move m, Fn fn)
{
    for (const Direction d : kFourDirections)
        for (int k = 0; k < 5; ++k) {
            const std::int64_t r = m.r - k * d.dr, c = m.c - k * d.dc;
            if (b.inside(r, c) && b.at(r, c) != 0)
                fn(r, c, d);
        }
}

bool wonAt(const Board& b, Move m)
{
    return std::any_of(std::begin(kFourDirections), std::end(kFourDirections),
                       [&](Direction d) { return b.through(m, d) >= 5; });
}

/// Method 1's last move t: the scan stops at the first window of five in
/// reading order, and every window of five then covers move t's stone.
Cost lastScanCost(const Board& b, const CaroInput& in, int t)
{
    const Move p = in.moves[static_cast<std::size_t>(t - 1)];
    std::int64_t first = std::numeric_limits<std::int64_t>::max();
    int firstDir = 0;
    forEachWindowOver(b, p, [&](std::int64_t r, std::int64_t c, Direction d) {
        const std::int64_t index = (r - 1) * b.n + (c - 1);
        const int dir = static_cast<int>(d.line());
        if (b.run(r, c, d, 5) == 5 && (index < first || (index == first && dir < firstDir))) {
            first = index;
            firstDir = dir;
        }
    });
    Cost cost{static_cast<std::uint64_t>(first) + 4, static_cast<std::uint64_t>(first) + 1};
    for (int u = 1; u <= t; ++u) {
        const Move m = in.moves[static_cast<std::size_t>(u - 1)];
        if ((m.r - 1) * static_cast<std::int64_t>(b.n) + (m.c - 1) < first)
            for (const Direction d : kFourDirections)
                cost += windowCost(b, m.r, m.c, d);
    }
    for (int d = 0; d <= firstDir; ++d)
        cost += windowCost(b, first / b.n + 1, first % b.n + 1, kFourDirections[d]);
    return cost;
}

/// Cells from (r, c) to the edge along d, (r, c) not included.
std::int64_t toEdge(std::int64_t r, std::int64_t c, Direction d, int n)
{
    std::int64_t most = n;
    if (d.dr != 0)
        most = std::min<std::int64_t>(most, d.dr > 0 ? n - r : r - 1);
    if (d.dc != 0)
        most = std::min<std::int64_t>(most, d.dc > 0 ? n - c : c - 1);
    return most;
}

} // namespace

// Every full scan costs the whole board plus each stone's four windows; a
// move changes only the windows that cover its cell, so the windows' total
// is kept up to date instead of scanning again.
Estimate estimateScanWholeBoard(const CaroInput& in)
{
    Board b(in.n);
    Cost total, windows;
    const auto area = static_cast<std::uint64_t>(in.n) * static_cast<std::uint64_t>(in.n);
    for (int t = 1; t <= static_cast<int>(in.moves.size()); ++t) {
        const Move p = in.moves[static_cast<std::size_t>(t - 1)];
        const auto before = [&](std::int64_t r, std::int64_t c, Direction d) { windows -= windowCost(b, r, c, d); };
        const auto after = [&](std::int64_t r, std::int64_t c, Direction d) { windows += windowCost(b, r, c, d); };
        forEachWindowOver(b, p, before);
        b.place(p, playerOf(t));
        forEachWindowOver(b, p, after);
        if (wonAt(b, p)) {
            total += lastScanCost(b, in, t);
            return estimateOf(total);
        }
        total += {2 + area + windows.steps, area + windows.work}; // place, visits, windows, the board's verdict
    }
    total.steps += 1;
    return estimateOf(total);
}

// Per line: the walk back to its first cell, the line's start, three steps
// per cell read and the check: it depends on where the stone is, not on the board.
Estimate estimateScanFourLines(const CaroInput& in)
{
    Board b(in.n);
    Cost total;
    for (int t = 1; t <= static_cast<int>(in.moves.size()); ++t) {
        const Move p = in.moves[static_cast<std::size_t>(t - 1)];
        b.place(p, playerOf(t));
        total.steps += 1;
        for (const Direction d : kFourDirections) {
            const std::int64_t back = toEdge(p.r, p.c, {-d.dr, -d.dc}, in.n);
            const std::int64_t length = back + 1 + toEdge(p.r, p.c, d, in.n);
            total += {static_cast<std::uint64_t>(back + 3 + 3 * length), static_cast<std::uint64_t>(length)};
            if (b.through(p, d) >= 5) {
                total.steps += 1;
                return estimateOf(total);
            }
        }
    }
    total.steps += 1;
    return estimateOf(total);
}

// Per direction: count-self, a look per cell read and a count per stone on
// each walk, and the check.
Estimate estimateCountOutwards(const CaroInput& in, OutwardRules rules)
{
    Board b(in.n);
    Cost total;
    const int big = std::numeric_limits<int>::max();
    for (int t = 1; t <= static_cast<int>(in.moves.size()); ++t) {
        const Move p = in.moves[static_cast<std::size_t>(t - 1)];
        b.place(p, playerOf(t));
        total.steps += 1;
        for (int d = 0; d < rules.dirCount; ++d) {
            const Direction dir = rules.dirs[d];
            const auto ahead = static_cast<std::uint64_t>(b.run(p.r, p.c, dir, big) - 1);
            total += {2 * ahead + 3, ahead + 1};
            std::uint64_t dem = 1 + ahead;
            if (rules.bothWays) {
                const auto behind = static_cast<std::uint64_t>(b.run(p.r, p.c, {-dir.dr, -dir.dc}, big) - 1);
                total += {2 * behind + 1, behind + 1};
                dem += behind;
            }
            if (rules.exactlyFive ? dem == 5 : dem >= 5) {
                total.steps += 1;
                return estimateOf(total);
            }
        }
    }
    total.steps += 1;
    return estimateOf(total);
}

} // namespace sb::caro
