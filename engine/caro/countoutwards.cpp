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
    const std::vector<char>& b = run->board;
    const Layout layout{Anchor::PyDefRay, false, rules.dirs == kEightDirections ? 8 : 4};
    const int main = run->mainDepth(), inRay = main + 1;
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
        prefetchMove(in, b.data(), in.stride(), t + 2);
        for (int d = 0; d < rules.dirCount; ++d) {
            const Direction dir = rules.dirs[d];
            const int line = static_cast<int>(dir.line());
            co_yield run->loopHead(Anchor::DirLoop, main, Var::d, d, d == 0, false)
                .mark(HighlightKind::Cell, p).mark(HighlightKind::Direction, dir.dr, dir.dc);
            int dem = 1;
            co_yield s.at(Anchor::CountSelf, main).say(Narration::CountSelf, line)
                .var(Var::dem, dem)
                .mark(HighlightKind::Cell, p).mark(HighlightKind::Direction, dir.dr, dir.dc);
            std::int32_t ends[2] = {p, p}; // the last stone found each way
            for (int way = 0; way < (rules.bothWays ? 2 : 1); ++way) {
                const int dr = way == 0 ? dir.dr : -dir.dr, dc = way == 0 ? dir.dc : -dir.dc;
                co_yield s.at(way == 0 ? Anchor::CountForward : Anchor::CountBackward, main)
                    .say(Narration::RayCall, r, c, dr, dc)
                    .varIn(inRay, Var::W, in.stride()).varIn(inRay, Var::r, r).varIn(inRay, Var::c, c)
                    .varIn(inRay, Var::q, q)
                    .mark(HighlightKind::Cell, p).mark(HighlightKind::Direction, dr, dc);
                int stones = 0;
                co_yield s.at(Anchor::RayStart, inRay).say(Narration::RayStart, dr, dc).var(Var::run, stones)
                    .mark(HighlightKind::Cell, p).mark(HighlightKind::Direction, dr, dc);
                std::int64_t x = r + dr;
                co_yield run->assign(Anchor::RayX, inRay, Var::x, x);
                std::int64_t y = c + dc;
                co_yield run->assign(Anchor::RayY, inRay, Var::y, y);
                for (;;) {
                    const std::int32_t at = run->cell(x, y);
                    const bool same = b[static_cast<std::size_t>(at)] == q;
                    co_yield s.at(Anchor::RayLook, inRay, StepKind::Look)
                        .say(lookNarration(*run, x, y, q), x, y, line)
                        .mark(HighlightKind::Cell, at).mark(HighlightKind::Direction, dr, dc)
                        .count(Counters::CellsLooked);
                    if (!same)
                        break;
                    ++stones;
                    ends[way] = at;
                    co_yield s.at(Anchor::RayCount, inRay).say(Narration::StepCount, stones).var(Var::run, stones)
                        .mark(HighlightKind::Cell, at).mark(HighlightKind::Direction, dr, dc);
                    x += dr;
                    co_yield run->assign(Anchor::RayStepX, inRay, Var::x, x);
                    y += dc;
                    co_yield s.at(Anchor::RayStepY, inRay).say(Narration::Stepped, x, y).var(Var::y, y)
                        .mark(HighlightKind::Cell, run->cell(x, y)).mark(HighlightKind::Direction, dr, dc);
                }
                dem += stones;
                // The caller's dem (main's frame) takes the value back when the function is left: at
                // C++'s closing brace, at Python's return.
                if (run->cpp())
                    co_yield s.at(Anchor::RayReturn, inRay).say(LineNarration::ReturnValue, stones);
                co_yield s.at(run->cpp() ? Anchor::RayEnd : Anchor::RayReturn, inRay)
                    .say(Narration::RayTotal, stones, dem).varIn(main, Var::dem, dem)
                    .mark(HighlightKind::Segment, ends[way], p);
            }
            const bool won = wins(rules, dem);
            const Narration verdict = won ? Narration::CheckWin
                                          : (dem >= 5 ? Narration::CheckNotFive : Narration::CheckShort);
            co_yield s.at(Anchor::Check, main, StepKind::Compare).say(verdict, dem, line)
                .mark(HighlightKind::Segment, ends[1], ends[0]);
            if (won) {
                for (int i = 0; i < run->endingLength(true); ++i)
                    co_yield run->endingLine(true, i, t, line, dem, ends[1], ends[0], rules.exactlyFive);
                co_return;
            }
        }
        co_yield run->loopHead(Anchor::DirLoop, main, Var::d, rules.dirCount, false, true);
    }
    co_yield run->moveLoop(k + 1);
    for (int i = 0; i < run->endingLength(false); ++i)
        co_yield run->endingLine(false, i, 0, 0, 0, 0, 0);
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
