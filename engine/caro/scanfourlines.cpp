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
    const std::vector<char>& b = run->board;
    const Layout layout{Anchor::PyDefLine, false, 4};
    const int main = run->mainDepth(), inLine = main + 1;
    const int k = static_cast<int>(in.moves.size());
    for (int i = 0; i < run->openingLength(layout); ++i)
        co_yield run->openingLine(layout, i);
    for (int t = 1; t <= k; ++t) {
        co_yield run->moveLoop(t);
        for (int i = 0; i < 3; ++i)
            co_yield run->moveLine(t, i);
        const auto [r, c] = in.moves[static_cast<std::size_t>(t - 1)];
        const char q = static_cast<char>(playerOf(t));
        const std::int32_t p = run->cell(r, c);
        for (int d = 0; d < 4; ++d) {
            const Direction dir = kFourDirections[d];
            const int line = static_cast<int>(dir.line());
            co_yield run->loopHead(Anchor::DirLoop, main, Var::d, d, d == 0, false)
                .mark(HighlightKind::Cell, p).mark(HighlightKind::Direction, dir.dr, dir.dc);
            std::int64_t x = r, y = c;
            co_yield s.at(Anchor::LineCheck, main).say(Narration::LineCall, r, c, line)
                .varIn(inLine, Var::n, n).varIn(inLine, Var::W, in.stride()).varIn(inLine, Var::x, x)
                .varIn(inLine, Var::y, y).varIn(inLine, Var::q, q)
                .mark(HighlightKind::Cell, p).mark(HighlightKind::Direction, dir.dr, dir.dc);
            for (;;) {
                const bool back = inside(x - dir.dr, y - dir.dc, n);
                co_yield s.at(Anchor::SeekStart, inLine)
                    .say(back ? Narration::SeekStart : Narration::SeekEdge, x, y, line)
                    .mark(HighlightKind::Cell, run->cell(x, y)).mark(HighlightKind::Direction, -dir.dr, -dir.dc);
                if (!back)
                    break;
                x -= dir.dr;
                co_yield run->assign(Anchor::SeekX, inLine, Var::x, x);
                y -= dir.dc;
                co_yield s.at(Anchor::SeekY, inLine).say(Narration::SeekAt, x, y).var(Var::y, y)
                    .mark(HighlightKind::Cell, run->cell(x, y)).mark(HighlightKind::Direction, -dir.dr, -dir.dc);
            }
            const std::int32_t lineFirst = run->cell(x, y);
            int best = 0, dem = 0;
            std::int32_t bestEnd = p;
            co_yield s.at(Anchor::LineStart, inLine).say(Narration::LineStart, x, y, line).var(Var::best, best)
                .mark(HighlightKind::Cell, lineFirst).mark(HighlightKind::Direction, dir.dr, dir.dc);
            co_yield run->assign(Anchor::LineDem, inLine, Var::dem, dem);
            for (;;) {
                const bool on = inside(x, y, n);
                s.at(Anchor::LineWalk, inLine);
                if (on)
                    co_yield s.say(Narration::Stepped, x, y).mark(HighlightKind::Cell, run->cell(x, y));
                else
                    co_yield s.say(Narration::LineEnded, line);
                if (!on)
                    break;
                const std::int32_t cell = run->cell(x, y);
                const bool same = b[static_cast<std::size_t>(cell)] == q;
                co_yield s.at(Anchor::LineLook, inLine, StepKind::Look)
                    .say(same ? Narration::LineSame : Narration::LineOther, x, y)
                    .mark(HighlightKind::Cell, cell).mark(HighlightKind::Segment, lineFirst, cell)
                    .count(Counters::CellsLooked);
                if (same) {
                    ++dem;
                    co_yield s.at(Anchor::LineSame, inLine).say(Narration::LineCount, dem).var(Var::dem, dem);
                } else {
                    dem = 0;
                    co_yield s.at(Anchor::LineReset, inLine).say(Narration::LineReset, x, y).var(Var::dem, dem);
                }
                if (dem > best)
                    bestEnd = cell;
                best = std::max(best, dem);
                co_yield s.at(Anchor::LineBest, inLine).say(Narration::LineBest, best).var(Var::best, best);
                x += dir.dr;
                co_yield run->assign(Anchor::LineX, inLine, Var::x, x);
                y += dir.dc;
                co_yield run->assign(Anchor::LineY, inLine, Var::y, y);
            }
            const std::int32_t step = dir.dr * static_cast<std::int32_t>(in.stride()) + dir.dc;
            const std::int32_t bestFirst = bestEnd - (std::max(best, 1) - 1) * step;
            const bool won = best >= 5;
            co_yield s.at(Anchor::LineReturn, inLine, StepKind::Compare)
                .say(won ? Narration::LineCheckWin : Narration::LineCheckShort, best, line)
                .mark(HighlightKind::Segment, bestFirst, bestEnd);
            if (run->cpp())
                co_yield s.at(Anchor::LineEnd, inLine).say(LineNarration::FunctionEnd);
            if (won) {
                for (int i = 0; i < run->endingLength(true); ++i)
                    co_yield run->endingLine(true, i, t, line, best, bestFirst, bestEnd);
                co_return;
            }
        }
        co_yield run->loopHead(Anchor::DirLoop, main, Var::d, 4, false, true);
    }
    co_yield run->moveLoop(k + 1);
    for (int i = 0; i < run->endingLength(false); ++i)
        co_yield run->endingLine(false, i, 0, 0, 0, 0, 0);
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
