// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"

#include <algorithm>

namespace sb::caro {

namespace {

bool inside(std::int64_t x, std::int64_t y, int n) noexcept
{
    return x >= 1 && x <= n && y >= 1 && y <= n;
}

} // namespace

// Method 2: for each of the four lines through the new stone, go back to the
// line's first cell, then read it to the end keeping the longest run of q.
Generator<Step> scanFourLines(std::shared_ptr<CaroRun> run)
{
    const CaroInput& in = *run->in;
    const int n = in.n;
    Step& s = run->step;
    std::vector<char>& b = run->board;
    for (int t = 1; t <= static_cast<int>(in.moves.size()); ++t) {
        const auto [r, c] = in.moves[static_cast<std::size_t>(t - 1)];
        const char q = static_cast<char>(playerOf(t));
        const std::int32_t p = run->cell(r, c);
        co_yield run->placeMove(t);
        for (int d = 0; d < 4; ++d) {
            const Direction dir = kFourDirections[d];
            const int line = static_cast<int>(dir.line());
            std::int64_t x = r, y = c;
            for (;;) {
                co_yield s.at(Anchor::SeekStart, 3).say(Narration::SeekStart, x, y, line)
                    .var(Var::d, d).var(Var::x, x).var(Var::y, y)
                    .mark(HighlightKind::Cell, run->cell(x, y)).mark(HighlightKind::Direction, -dir.dr, -dir.dc);
                if (!inside(x - dir.dr, y - dir.dc, n))
                    break;
                x -= dir.dr;
                y -= dir.dc;
            }
            const std::int32_t lineFirst = run->cell(x, y);
            int best = 0, dem = 0;
            std::int32_t bestEnd = p;
            co_yield s.at(Anchor::LineStart, 3).say(Narration::LineStart, x, y, line)
                .var(Var::best, best).var(Var::dem, dem)
                .mark(HighlightKind::Cell, lineFirst).mark(HighlightKind::Direction, dir.dr, dir.dc);
            for (; inside(x, y, n); x += dir.dr, y += dir.dc) {
                const std::int32_t cell = run->cell(x, y);
                const bool same = b[static_cast<std::size_t>(cell)] == q;
                co_yield s.at(Anchor::LineLook, 4, StepKind::Look)
                    .say(same ? Narration::LineSame : Narration::LineOther, x, y)
                    .var(Var::x, x).var(Var::y, y)
                    .mark(HighlightKind::Cell, cell).mark(HighlightKind::Segment, lineFirst, cell)
                    .count(Counter::CellsLooked);
                if (same) {
                    ++dem;
                    co_yield s.at(Anchor::LineSame, 4).say(Narration::LineCount, dem).var(Var::dem, dem);
                } else {
                    dem = 0;
                    co_yield s.at(Anchor::LineReset, 4).say(Narration::LineReset, x, y).var(Var::dem, dem);
                }
                if (dem > best)
                    bestEnd = cell;
                best = std::max(best, dem);
                co_yield s.at(Anchor::LineBest, 4).say(Narration::LineBest, best).var(Var::best, best);
            }
            const std::int32_t step = dir.dr * static_cast<std::int32_t>(in.stride()) + dir.dc;
            const std::int32_t bestFirst = bestEnd - (std::max(best, 1) - 1) * step;
            const bool won = best >= 5;
            co_yield s.at(Anchor::LineCheck, 2, StepKind::Compare)
                .say(won ? Narration::LineCheckWin : Narration::LineCheckShort, best, line)
                .mark(HighlightKind::Segment, bestFirst, bestEnd);
            if (won) {
                run->finish(t);
                co_yield s.at(Anchor::Win, 1, StepKind::Win).say(Narration::Win, t, q, line, best)
                    .mark(HighlightKind::Segment, bestFirst, bestEnd);
                co_return;
            }
        }
    }
    co_yield run->noWinner();
}

std::int64_t solveScanFourLines(const CaroInput& in, std::uint64_t budget)
{
    const int n = in.n;
    const std::int64_t w = in.stride();
    std::vector<char> b(static_cast<std::size_t>(w * w), 0);
    std::uint64_t looked = 0;
    const int k = static_cast<int>(in.moves.size());
    for (int t = 1; t <= k; ++t) {
        const auto [r, c] = in.moves[static_cast<std::size_t>(t - 1)];
        const char q = static_cast<char>(playerOf(t));
        b[static_cast<std::size_t>(r * w + c)] = q;
        for (const Direction dir : kFourDirections) {
            std::int64_t x = r, y = c;
            while (inside(x - dir.dr, y - dir.dc, n)) {
                x -= dir.dr;
                y -= dir.dc;
            }
            int best = 0, dem = 0;
            for (; inside(x, y, n); x += dir.dr, y += dir.dc) {
                ++looked;
                dem = b[static_cast<std::size_t>(x * w + y)] == q ? dem + 1 : 0;
                best = std::max(best, dem);
            }
            if (best >= 5)
                return t;
        }
        if (looked > budget)
            return -1;
    }
    return 0;
}

} // namespace sb::caro
