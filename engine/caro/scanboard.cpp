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
    std::vector<char>& b = run->board;
    const auto at = [&](std::int64_t x, std::int64_t y) { return b[static_cast<std::size_t>(run->cell(x, y))]; };
    for (int t = 1; t <= static_cast<int>(in.moves.size()); ++t) {
        const char q = static_cast<char>(playerOf(t));
        co_yield run->placeMove(t);
        bool found = false;
        std::int32_t winFirst = 0, winLast = 0;
        int winDir = 0;
        for (int i = 1; i <= n && !found; ++i) {
            for (int j = 1; j <= n && !found; ++j) {
                const char stone = at(i, j);
                co_yield s.at(Anchor::Visit, 2, StepKind::Look)
                    .say(stone == 0 ? Narration::VisitEmpty : Narration::VisitStone, i, j, stone)
                    .var(Var::i, i).var(Var::j, j)
                    .mark(HighlightKind::Cell, run->cell(i, j))
                    .count(Counter::CellsLooked);
                if (stone == 0)
                    continue;
                for (int d = 0; d < 4 && !found; ++d) {
                    const Direction dir = kFourDirections[d];
                    int dem = 0;
                    std::int32_t reached = run->cell(i, j); // the last cell of the window on the board
                    co_yield s.at(Anchor::TryDir, 3).say(Narration::TryDir, i, j, static_cast<int>(dir.line()))
                        .var(Var::d, d).var(Var::dem, dem)
                        .mark(HighlightKind::Cell, run->cell(i, j)).mark(HighlightKind::Direction, dir.dr, dir.dc);
                    for (int e = 0; e < 5; ++e) {
                        const std::int64_t x = i + e * dir.dr, y = j + e * dir.dc;
                        const bool outside = x < 1 || x > n || y < 1 || y > n;
                        const bool differs = !outside && at(x, y) != stone;
                        if (!outside)
                            reached = run->cell(x, y);
                        s.at(Anchor::WindowLook, 4, StepKind::Look)
                            .var(Var::e, e).var(Var::x, x).var(Var::y, y)
                            .mark(HighlightKind::Segment, run->cell(i, j), reached);
                        if (outside) {
                            s.say(Narration::WindowOutside, x, y, e);
                        } else {
                            s.say(differs ? Narration::WindowDiffers : Narration::WindowMatches, x, y, e)
                                .mark(HighlightKind::Cell, run->cell(x, y))
                                .count(Counter::CellsLooked);
                        }
                        co_yield s;
                        if (outside || differs)
                            break;
                        ++dem;
                        co_yield s.at(Anchor::WindowSame, 4).say(Narration::WindowCount, dem).var(Var::dem, dem);
                    }
                    found = dem == 5;
                    co_yield s.at(Anchor::WindowCheck, 3, StepKind::Compare)
                        .say(found ? Narration::WindowFive : Narration::WindowShort, dem, i, j, static_cast<int>(dir.line()))
                        .mark(HighlightKind::Segment, run->cell(i, j), reached);
                    if (found) {
                        winFirst = run->cell(i, j);
                        winLast = reached;
                        winDir = static_cast<int>(dir.line());
                    }
                }
            }
        }
        co_yield s.at(Anchor::ScanBoard, 1, StepKind::Compare)
            .say(found ? Narration::BoardHasFive : Narration::BoardHasNone, t);
        if (found) {
            run->finish(t);
            co_yield s.at(Anchor::Win, 1, StepKind::Win).say(Narration::Win, t, q, winDir, 5)
                .mark(HighlightKind::Segment, winFirst, winLast);
            co_return;
        }
    }
    co_yield run->noWinner();
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
