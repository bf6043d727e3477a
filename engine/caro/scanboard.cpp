// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"

namespace sb::caro {

// Method 1: after every move, try a window of five cells from every stone in
// each of the four directions. Correct, but it reads the whole board each time.
Generator<Step> scanWholeBoard(std::shared_ptr<CaroRun> run)
{
    const CaroInput& in = *run->in;
    const int n = in.n;
    Step& s = run->step;
    const std::vector<char>& b = run->board;
    const auto at = [&](std::int64_t x, std::int64_t y) { return b[static_cast<std::size_t>(run->cell(x, y))]; };
    const Layout layout{Anchor::PyDefScan, true, 4};
    const int main = run->mainDepth(), inScan = main + 1;
    const int k = static_cast<int>(in.moves.size());
    for (int i = 0; i < run->openingLength(layout); ++i)
        co_yield run->openingLine(layout, i);
    for (int t = 1; t <= k; ++t) {
        co_yield run->moveLoop(t);
        for (int i = 0; i < 3; ++i)
            co_yield run->moveLine(t, i);
        co_yield s.at(Anchor::ScanBoard, main).say(Narration::ScanCall, t).varIn(inScan, Var::n, n)
            .varIn(inScan, Var::W, in.stride());
        bool found = false;
        std::int32_t winFirst = 0, winLast = 0;
        int winDir = 0;
        for (int i = 1; i <= n && !found; ++i) {
            co_yield run->loopHead(Anchor::Rows, inScan, Var::i, i, i == 1, false);
            for (int j = 1; j <= n && !found; ++j) {
                co_yield run->loopHead(Anchor::Cols, inScan, Var::j, j, j == 1, false);
                const char stone = at(i, j);
                co_yield s.at(Anchor::Visit, inScan, StepKind::Look)
                    .say(stone == 0 ? Narration::VisitEmpty : Narration::VisitStone, i, j, stone)
                    .mark(HighlightKind::Cell, run->cell(i, j))
                    .count(Counters::CellsLooked);
                if (stone == 0) {
                    co_yield s.at(Anchor::SkipEmpty, inScan).say(LineNarration::Continue);
                    continue;
                }
                for (int d = 0; d < 4 && !found; ++d) {
                    const Direction dir = kFourDirections[d];
                    co_yield run->loopHead(Anchor::Dirs, inScan, Var::d, d, d == 0, false)
                        .mark(HighlightKind::Cell, run->cell(i, j)).mark(HighlightKind::Direction, dir.dr, dir.dc);
                    int dem = 0;
                    std::int32_t reached = run->cell(i, j); // the last cell of the window on the board
                    co_yield s.at(Anchor::TryDir, inScan).say(Narration::TryDir, i, j, static_cast<int>(dir.line()))
                        .var(Var::dem, dem)
                        .mark(HighlightKind::Cell, run->cell(i, j)).mark(HighlightKind::Direction, dir.dr, dir.dc);
                    bool broke = false;
                    for (int e = 0; e < 5; ++e) {
                        co_yield run->loopHead(Anchor::Cells, inScan, Var::e, e, e == 0, false)
                            .mark(HighlightKind::Segment, run->cell(i, j), reached);
                        const std::int64_t x = i + e * dir.dr;
                        co_yield run->assign(Anchor::WindowX, inScan, Var::x, x);
                        const std::int64_t y = j + e * dir.dc;
                        co_yield run->assign(Anchor::WindowY, inScan, Var::y, y);
                        const bool outside = x < 1 || x > n || y < 1 || y > n;
                        const bool differs = !outside && at(x, y) != stone;
                        if (!outside)
                            reached = run->cell(x, y);
                        s.at(Anchor::WindowLook, inScan, StepKind::Look)
                            .mark(HighlightKind::Segment, run->cell(i, j), reached);
                        if (outside) {
                            s.say(Narration::WindowOutside, x, y, e);
                        } else {
                            s.say(differs ? Narration::WindowDiffers : Narration::WindowMatches, x, y, e)
                                .mark(HighlightKind::Cell, run->cell(x, y))
                                .count(Counters::CellsLooked);
                        }
                        co_yield s;
                        if (outside || differs) {
                            co_yield s.at(Anchor::WindowBreak, inScan).say(LineNarration::Break);
                            broke = true;
                            break;
                        }
                        ++dem;
                        co_yield s.at(Anchor::WindowSame, inScan).say(Narration::WindowCount, dem).var(Var::dem, dem);
                    }
                    if (!broke)
                        co_yield run->loopHead(Anchor::Cells, inScan, Var::e, 5, false, true);
                    found = dem == 5;
                    co_yield s.at(Anchor::WindowCheck, inScan, StepKind::Compare)
                        .say(found ? Narration::WindowFive : Narration::WindowShort, dem, i, j, static_cast<int>(dir.line()))
                        .mark(HighlightKind::Segment, run->cell(i, j), reached);
                    if (found) {
                        winFirst = run->cell(i, j);
                        winLast = reached;
                        winDir = static_cast<int>(dir.line());
                    }
                }
                if (!found)
                    co_yield run->loopHead(Anchor::Dirs, inScan, Var::d, 4, false, true);
            }
            if (!found)
                co_yield run->loopHead(Anchor::Cols, inScan, Var::j, n + 1, false, true);
        }
        if (!found)
            co_yield run->loopHead(Anchor::Rows, inScan, Var::i, n + 1, false, true);
        co_yield s.at(found ? Anchor::Found : Anchor::None, inScan, StepKind::Compare)
            .say(found ? Narration::BoardHasFive : Narration::BoardHasNone, t);
        if (run->cpp())
            co_yield s.at(Anchor::ScanEnd, inScan).say(LineNarration::FunctionEnd);
        if (found) {
            for (int i = 0; i < run->endingLength(true); ++i)
                co_yield run->endingLine(true, i, t, winDir, 5, winFirst, winLast);
            co_return;
        }
    }
    co_yield run->moveLoop(k + 1);
    for (int i = 0; i < run->endingLength(false); ++i)
        co_yield run->endingLine(false, i, 0, 0, 0, 0, 0);
}

std::int64_t solveScanWholeBoard(const CaroInput& in, std::uint64_t budget)
{
    const int n = in.n;
    const std::int64_t w = in.stride();
    std::vector<char> b(static_cast<std::size_t>(w * w), 0);
    std::uint64_t looked = 0;
    const int k = static_cast<int>(in.moves.size());
    for (int t = 1; t <= k; ++t) {
        const auto [r, c] = in.moves[static_cast<std::size_t>(t - 1)];
        b[static_cast<std::size_t>(r * w + c)] = static_cast<char>(playerOf(t));
        for (int i = 1; i <= n; ++i) {
            for (int j = 1; j <= n; ++j) {
                const char stone = b[static_cast<std::size_t>(i * w + j)];
                ++looked;
                if (stone == 0)
                    continue;
                for (const Direction dir : kFourDirections) {
                    int dem = 0;
                    for (int e = 0; e < 5; ++e) {
                        const std::int64_t x = i + e * dir.dr, y = j + e * dir.dc;
                        if (x < 1 || x > n || y < 1 || y > n)
                            break;
                        ++looked;
                        if (b[static_cast<std::size_t>(x * w + y)] != stone)
                            break;
                        ++dem;
                    }
                    if (dem == 5)
                        return t;
                }
            }
            if (looked > budget)
                return -1;
        }
    }
    return 0;
}

} // namespace sb::caro
