// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"

namespace sb::caro {

namespace {

Narration lookNarration(const CaroRun& run, std::int64_t x, std::int64_t y, char q)
{
    const char seen = run.board[static_cast<std::size_t>(run.cell(x, y))];
    if (seen == q)
        return Narration::LookSame;
    if (seen != 0)
        return Narration::LookOther;
    const int n = run.in->n;
    return (x == 0 || y == 0 || x == n + 1 || y == n + 1) ? Narration::LookBorder : Narration::LookEmpty;
}

bool wins(const OutwardRules& rules, int dem) noexcept
{
    return rules.exactlyFive ? dem == 5 : dem >= 5;
}

/// A cache line asked for ahead of its use. In a plain asm statement: g++ takes a function
/// made only of __builtin_prefetch for one without effects and drops every call to it.
inline void prefetch(const char* p) noexcept
{
#if defined(__x86_64__) || defined(__i386__)
    asm volatile("prefetcht0 %0" : : "m"(*p));
#else
    __builtin_prefetch(p);
#endif
}

/// Asks the cache for the rows around move `t` (1-based) of board `b`, `w` cells wide, while
/// the work of the moves before it runs: on a large board each move lands far from the last,
/// and the walks' first reads would otherwise each wait for memory.
void prefetchMove(const CaroInput& in, const char* b, std::int64_t w, int t) noexcept
{
    if (t < 1 || t > static_cast<int>(in.moves.size()))
        return;
    const auto [r, c] = in.moves[static_cast<std::size_t>(t - 1)];
    for (std::int64_t dr = -1; dr <= 1; ++dr) {
        prefetch(b + (r + dr) * w + c - 1);
        prefetch(b + (r + dr) * w + c + 1);
    }
}

} // namespace

// Method 3 and its traps. The board has a border of empty cells, so a walk
// stops at the edge by itself: no bounds check, at most 4 stones each way
// (5 on one side would have won one move earlier).
Generator<Step> countOutwards(std::shared_ptr<CaroRun> run, OutwardRules rules)
{
    const CaroInput& in = *run->in;
    Step& s = run->step;
    std::vector<char>& b = run->board;
    for (int t = 1; t <= static_cast<int>(in.moves.size()); ++t) {
        const auto [r, c] = in.moves[static_cast<std::size_t>(t - 1)];
        const char q = static_cast<char>(playerOf(t));
        const std::int32_t p = run->cell(r, c);
        prefetchMove(in, b.data(), in.stride(), t + 2);
        co_yield run->placeMove(t);
        for (int d = 0; d < rules.dirCount; ++d) {
            const Direction dir = rules.dirs[d];
            int dem = 1;
            const int line = static_cast<int>(dir.line());
            co_yield s.at(Anchor::CountSelf, 2).say(Narration::CountSelf, line)
                .var(Var::d, d).var(Var::dem, dem)
                .mark(HighlightKind::Cell, p).mark(HighlightKind::Direction, dir.dr, dir.dc);
            std::int64_t x = r + dir.dr, y = c + dir.dc;
            for (;;) {
                const bool same = b[static_cast<std::size_t>(run->cell(x, y))] == q;
                co_yield s.at(Anchor::LookForward, 3, StepKind::Look)
                    .say(lookNarration(*run, x, y, q), x, y, line)
                    .var(Var::x, x).var(Var::y, y)
                    .mark(HighlightKind::Cell, run->cell(x, y)).mark(HighlightKind::Direction, dir.dr, dir.dc)
                    .count(Counter::CellsLooked);
                if (!same)
                    break;
                ++dem;
                co_yield s.at(Anchor::StepForward, 3).say(Narration::StepCount, dem).var(Var::dem, dem)
                    .mark(HighlightKind::Cell, run->cell(x, y)).mark(HighlightKind::Direction, dir.dr, dir.dc);
                x += dir.dr;
                y += dir.dc;
            }
            const std::int32_t forwardEnd = run->cell(x - dir.dr, y - dir.dc);
            std::int32_t backwardEnd = p;
            if (rules.bothWays) {
                x = r - dir.dr;
                y = c - dir.dc;
                for (;;) {
                    const bool same = b[static_cast<std::size_t>(run->cell(x, y))] == q;
                    co_yield s.at(Anchor::LookBackward, 3, StepKind::Look)
                        .say(lookNarration(*run, x, y, q), x, y, line)
                        .var(Var::x, x).var(Var::y, y)
                        .mark(HighlightKind::Cell, run->cell(x, y)).mark(HighlightKind::Direction, -dir.dr, -dir.dc)
                        .count(Counter::CellsLooked);
                    if (!same)
                        break;
                    ++dem;
                    co_yield s.at(Anchor::StepBackward, 3).say(Narration::StepCount, dem).var(Var::dem, dem)
                        .mark(HighlightKind::Cell, run->cell(x, y)).mark(HighlightKind::Direction, -dir.dr, -dir.dc);
                    x -= dir.dr;
                    y -= dir.dc;
                }
                backwardEnd = run->cell(x + dir.dr, y + dir.dc);
            }
            const bool won = wins(rules, dem);
            const Narration verdict = won ? Narration::CheckWin
                                          : (dem >= 5 ? Narration::CheckNotFive : Narration::CheckShort);
            co_yield s.at(Anchor::Check, 2, StepKind::Compare).say(verdict, dem, line)
                .mark(HighlightKind::Segment, backwardEnd, forwardEnd);
            if (won) {
                run->finish(t);
                co_yield s.at(Anchor::Win, 1, StepKind::Win).say(Narration::Win, t, q, line, dem)
                    .mark(HighlightKind::Segment, backwardEnd, forwardEnd);
                co_return;
            }
        }
    }
    co_yield run->noWinner();
}

std::int64_t solveCountOutwards(const CaroInput& in, OutwardRules rules)
{
    const std::int64_t w = in.stride();
    std::vector<char> b(static_cast<std::size_t>(w * w), 0);
    std::int64_t offsets[8];
    for (int d = 0; d < rules.dirCount; ++d)
        offsets[d] = rules.dirs[d].dr * w + rules.dirs[d].dc;
    const int k = static_cast<int>(in.moves.size());
    for (int t = 1; t <= k; ++t) {
        const std::int64_t p = in.moves[static_cast<std::size_t>(t - 1)].r * w + in.moves[static_cast<std::size_t>(t - 1)].c;
        prefetchMove(in, b.data(), w, t + 2); // read a move from now
        const char q = static_cast<char>(playerOf(t));
        b[static_cast<std::size_t>(p)] = q;
        for (int d = 0; d < rules.dirCount; ++d) {
            int dem = 1;
            for (std::int64_t x = p + offsets[d]; b[static_cast<std::size_t>(x)] == q; x += offsets[d])
                ++dem;
            if (rules.bothWays)
                for (std::int64_t x = p - offsets[d]; b[static_cast<std::size_t>(x)] == q; x -= offsets[d])
                    ++dem;
            if (wins(rules, dem))
                return t;
        }
    }
    return 0;
}

} // namespace sb::caro
