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
    return {c.steps, c.work, Counters::CellsLooked};
}

/// Method 1's window from the stone at (r, c) along d: the loop's head and try-dir, five lines
/// per cell (the loop's head, x, y, the look, then the count or the break), the loop's end when
/// all five match, and the check. A look off the board reads no cell.
Cost windowCost(const Board& b, std::int64_t r, std::int64_t c, Direction d)
{
    const int len = b.run(r, c, d, 5);
    const bool breaksInside = len < 5 && b.inside(r + len * d.dr, c + len * d.dc);
    return {static_cast<std::uint64_t>(3 + 5 * len + (len < 5 ? 5 : 1)), static_cast<std::uint64_t>(len + breaksInside)};
}

/// The lines a listing runs besides its moves: the opening, and the ending after a win or after
/// the last move (the loop's end, the print, C++'s return and closing brace).
struct Frame {
    std::uint64_t opening;
    std::uint64_t won;
    std::uint64_t lost;
};

Frame frameOf(CodeLanguage language, bool globalDirections)
{
    if (language == CodeLanguage::Python)
        return {10, 2, 2};
    return {globalDirections ? 5u : 7u, 3, 4};
}

/// The head of the moves' loop, reading the move, whose it is, and placing it.
constexpr std::uint64_t kMoveLines = 4;

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

/// Method 1's scan after the winning move t: it stops at the first window of five in reading
/// order, and every window of five then covers move t's stone. The call, the rows' and columns'
/// heads up to that cell, the finished rows' ends, a visit per cell, a skip per empty one, every
/// earlier stone's windows and loop end, the winning cell's windows up to the five, the return.
Cost lastScanCost(const Board& b, const CaroInput& in, int t, bool cpp)
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
    const auto f = static_cast<std::uint64_t>(first);
    const std::uint64_t row = f / static_cast<std::uint64_t>(b.n) + 1;
    Cost cost{2 * row + 3 * f + 3 + cpp, f + 1};
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
Estimate estimateScanWholeBoard(const CaroInput& in, CodeLanguage language)
{
    const bool cpp = language == CodeLanguage::Cpp;
    const Frame frame = frameOf(language, true);
    Board b(in.n);
    Cost total{frame.opening, 0}, windows;
    const auto n = static_cast<std::uint64_t>(in.n);
    // The call, the rows' heads and end, the columns' heads and ends, a visit per cell and a skip
    // per empty one (a stone has its loop's end instead), the return and C++'s closing brace.
    const std::uint64_t scan = 1 + (n + 1) + n * (n + 1) + 2 * n * n + 1 + cpp;
    for (int t = 1; t <= static_cast<int>(in.moves.size()); ++t) {
        const Move p = in.moves[static_cast<std::size_t>(t - 1)];
        const auto before = [&](std::int64_t r, std::int64_t c, Direction d) { windows -= windowCost(b, r, c, d); };
        const auto after = [&](std::int64_t r, std::int64_t c, Direction d) { windows += windowCost(b, r, c, d); };
        forEachWindowOver(b, p, before);
        b.place(p, playerOf(t));
        forEachWindowOver(b, p, after);
        total.steps += kMoveLines;
        if (wonAt(b, p)) {
            total += lastScanCost(b, in, t, cpp);
            total.steps += frame.won;
            return estimateOf(total);
        }
        total += {scan + windows.steps, n * n + windows.work};
    }
    total.steps += frame.lost;
    return estimateOf(total);
}

// Per line: the loop's head, the call, the walk back to the line's first cell (a check per cell
// and two moves per step back), the two counters, six lines per cell read, the last check, the
// return and C++'s closing brace: it depends on where the stone is, not on the board.
Estimate estimateScanFourLines(const CaroInput& in, CodeLanguage language)
{
    const std::uint64_t cpp = language == CodeLanguage::Cpp;
    const Frame frame = frameOf(language, false);
    Board b(in.n);
    Cost total{frame.opening, 0};
    for (int t = 1; t <= static_cast<int>(in.moves.size()); ++t) {
        const Move p = in.moves[static_cast<std::size_t>(t - 1)];
        b.place(p, playerOf(t));
        total.steps += kMoveLines;
        for (const Direction d : kFourDirections) {
            const auto back = static_cast<std::uint64_t>(toEdge(p.r, p.c, {-d.dr, -d.dc}, in.n));
            const std::uint64_t length = back + 1 + static_cast<std::uint64_t>(toEdge(p.r, p.c, d, in.n));
            total += {7 + 3 * back + 6 * length + cpp, length};
            if (b.through(p, d) >= 5) {
                total.steps += frame.won;
                return estimateOf(total);
            }
        }
        total.steps += 1; // the directions' loop ends
    }
    total.steps += frame.lost;
    return estimateOf(total);
}

// Per direction: the loop's head, count-self, per ray the call, three lines to start it, four
// per stone, the look that stops it, the return and C++'s closing brace; then the check.
Estimate estimateCountOutwards(const CaroInput& in, OutwardRules rules, CodeLanguage language)
{
    const std::uint64_t cpp = language == CodeLanguage::Cpp;
    const Frame frame = frameOf(language, false);
    Board b(in.n);
    Cost total{frame.opening, 0};
    const int big = std::numeric_limits<int>::max();
    for (int t = 1; t <= static_cast<int>(in.moves.size()); ++t) {
        const Move p = in.moves[static_cast<std::size_t>(t - 1)];
        b.place(p, playerOf(t));
        total.steps += kMoveLines;
        for (int d = 0; d < rules.dirCount; ++d) {
            const Direction dir = rules.dirs[d];
            const auto ray = [&](Direction way) {
                const auto stones = static_cast<std::uint64_t>(b.run(p.r, p.c, way, big) - 1);
                total += {6 + 4 * stones + cpp, stones + 1};
                return stones;
            };
            total.steps += 3; // the loop's head, count-self and the check
            std::uint64_t dem = 1 + ray(dir);
            if (rules.bothWays)
                dem += ray({-dir.dr, -dir.dc});
            if (rules.exactlyFive ? dem == 5 : dem >= 5) {
                total.steps += frame.won;
                return estimateOf(total);
            }
        }
        total.steps += 1; // the directions' loop ends
    }
    total.steps += frame.lost;
    return estimateOf(total);
}

} // namespace sb::caro
