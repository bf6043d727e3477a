// SPDX-License-Identifier: GPL-3.0-or-later
#include "mayan.h"
#include "rules.h"

#include <unordered_set>
#include <utility>
#include <span>

namespace sb::mayan {

namespace {

/// The lines of main (the first call, the printing) stand outside the search: stepping over
/// the first call runs the whole search.
constexpr int kMainDepth = 0;

/// What the cursor of a search node turned up next.
enum class Next : std::uint8_t { Try, SkipLeft, SkipEqual, End };

struct Candidate {
    Next what = Next::End;
    Move move;
};

/// The bulk deltas of one step in a fixed buffer: the largest step (a frame's end) changes
/// the live board and one frame record, so no push ever checks for room.
class Bulk {
public:
    void clear() noexcept { m_size = 0; }
    void push_back(Delta d) noexcept { m_deltas[m_size++] = d; }
    operator std::span<const Delta>() const noexcept { return {m_deltas.data(), m_size}; }

private:
    std::array<Delta, kBoardCells + kFrameCells> m_deltas;
    std::size_t m_size = 0;
};

/// Where the move loop of one search node stands: block (x, y), right (phase 0) then left.
struct Level {
    int x = 0;
    int y = 0;
    int phase = 0;
    Board saved{}; ///< the board before this frame's move, restored when the frame ends
    std::array<Delta, kFrameCells> enter;               ///< the deltas that set the frame's record
    std::array<Delta, kBoardCells + kFrameCells> leave; ///< the frame's end: restore, then clear the record
    std::size_t leaveFirst = 0;                         ///< where the clearing deltas start in `leave`
};

/// Everything one trace works on, and the step it refills. Node d (d moves made) yields
/// its loop, checks and memo store at depth d + 1; the frame of its move yields inside at d + 2.
/// A node is counted where it is called: the root by main (depth 0), node d + 1 by the `try`
/// of node d (depth d + 1). So the nodes at search depth d are the ones counted at depth d, and
/// the prunes of nodes at search depth d are the ones counted at depth d + 1.
struct Game {
    Game(const MayanInput& in, Method method) : n(in.n), method(method), b(in.board) {}

    int n;
    Method method;
    Board b;
    std::array<Level, kMaxMoves + 1> level{};
    std::array<Move, kMaxMoves> path{};
    rules::Marks marks{};
    std::unordered_set<rules::Key, rules::KeyHash> dead;
    Step step;
    Bulk bulk;

    /// The next move node d tries, or a move it skips, or the end of its loop.
    Candidate next(int d) noexcept
    {
        Level& at = level[d];
        while (at.x < kColumns) {
            const int x = at.x, y = at.y, phase = at.phase;
            if (phase == 0) {
                at.phase = 1;
            } else {
                at.phase = 0;
                if (++at.y == kRows) {
                    at.y = 0;
                    ++at.x;
                }
            }
            if (!b[x][y])
                continue;
            if (phase == 0 && x + 1 < kColumns) {
                if (method == Method::SkipEqual && b[x + 1][y] == b[x][y])
                    return {Next::SkipEqual, {x, y, 1}};
                return {Next::Try, {x, y, 1}};
            }
            if (phase == 1 && x > 0) {
                if (method != Method::Plain && b[x - 1][y])
                    return {Next::SkipLeft, {x, y, -1}};
                return {Next::Try, {x, y, -1}};
            }
        }
        return {Next::End, {}};
    }

    Step& skip(int d, Candidate c)
    {
        const Move m = c.move;
        step.at(c.what == Next::SkipLeft ? Anchor::SkipLeft : Anchor::SkipEqual, d + 1)
            .var(Var::x, m.x).var(Var::y, m.y).var(Var::g, m.g)
            .mark(HighlightKind::Source, cellOf(m.x, m.y)).mark(HighlightKind::Target, cellOf(m.x + m.g, m.y));
        if (c.what == Next::SkipLeft)
            return step.say(Narration::SkipLeft, m.x, m.y);
        return step.say(Narration::SkipEqual, m.x, m.y, m.g, b[m.x][m.y]);
    }

    /// Frame d is pushed: its move and the board before it go into the frame's record. The
    /// deltas that clear the record again are written now, at the end of the frame's leave
    /// buffer, so that the frame's end only adds the cells of the live board it restores.
    Step& enter(int d, Move m)
    {
        path[d] = m;
        Level& at = level[d];
        at.saved = b;
        std::size_t set = 0, clear = at.leave.size();
        const auto record = [&](std::int32_t cell, int value) {
            at.enter[set++] = {cell, 0, static_cast<CellValue>(value)};
            at.leave[--clear] = {cell, static_cast<CellValue>(value), 0};
        };
        const int moveCells[kFrameMoveCells] = {m.x, m.y, m.g + 1};
        for (int k = 0; k < kFrameMoveCells; ++k)
            if (moveCells[k])
                record(frameMoveCell(d, k), moveCells[k]);
        for (int x = 0; x < kColumns; ++x)
            if (rules::column(b, x))
                for (int y = 0; y < kRows; ++y)
                    if (b[x][y])
                        record(frameBoardCell(d, cellOf(x, y)), b[x][y]);
        at.leaveFirst = clear;
        step.at(Anchor::Try, d + 1, StepKind::DfsEnter).say(Narration::Enter, d, m.x, m.y, m.g)
            .var(Var::d, d).var(Var::x, m.x).var(Var::y, m.y).var(Var::g, m.g)
            .mark(HighlightKind::Source, cellOf(m.x, m.y)).mark(HighlightKind::Target, cellOf(m.x + m.g, m.y))
            .count(Counter::DfsNodes);
        step.bulk = {at.enter.data(), set};
        return step;
    }

    Step& swap(int d, Move m)
    {
        const int from = b[m.x][m.y], to = b[m.x + m.g][m.y];
        std::swap(b[m.x][m.y], b[m.x + m.g][m.y]);
        step.at(Anchor::Swap, d + 2, StepKind::Place)
            .change(cellOf(m.x, m.y), from, to).change(cellOf(m.x + m.g, m.y), to, from)
            .mark(HighlightKind::Source, cellOf(m.x, m.y)).mark(HighlightKind::Target, cellOf(m.x + m.g, m.y))
            .count(Counter::MovesTried);
        return to ? step.say(Narration::Swap, m.x, m.y, m.g, from, to) : step.say(Narration::IntoEmpty, m.x, m.y, m.g, from);
    }

    /// The live board's changes from `before` to the board now, as bulk deltas.
    void diff(const Board& before)
    {
        for (int x = 0; x < kColumns; ++x)
            if (rules::column(before, x) != rules::column(b, x))
                for (int y = 0; y < kRows; ++y)
                    if (before[x][y] != b[x][y])
                    bulk.push_back({cellOf(x, y), static_cast<CellValue>(before[x][y]), static_cast<CellValue>(b[x][y])});
    }

    /// Every block falls (after the move, or after a clear: anchor Settle).
    Step& fall(int d, Anchor anchor)
    {
        const Board before = b;
        const int moved = rules::fall(b);
        bulk.clear();
        diff(before);
        step.at(anchor, d + 2, moved ? StepKind::Fall : StepKind::Line).say(Narration::Fall, moved);
        step.bulk = bulk;
        return step;
    }

    /// The scan for runs; `cells` is what it marked (0: the chain is over).
    Step& mark(int d, int round, int& cells)
    {
        cells = rules::markRuns(b, marks);
        step.at(Anchor::Mark, d + 2, cells ? StepKind::Mark : StepKind::Line).var(Var::round, round)
            .count(Counter::CellsLooked, kBoardCells);
        return cells ? step.say(Narration::Mark, cells, round) : step.say(Narration::NoMoreRuns, round);
    }

    Step& clear(int d, int round, int cells)
    {
        const Board before = b;
        rules::clearMarked(b, marks);
        bulk.clear();
        diff(before);
        step.at(Anchor::Clear, d + 2, StepKind::Clear);
        if (method == Method::ClearOnce)
            step.say(Narration::ClearNoChain, cells);
        else if (method == Method::NoFall)
            step.say(Narration::ClearNoFall, round, cells);
        else
            step.say(Narration::Clear, round, cells);
        step.bulk = bulk;
        return step;
    }

    /// (clear-at-once) the run at (x, y) vanishes as soon as the scan meets it.
    Step& clearRun(int d, int x, int y, bool horizontal, int round)
    {
        step.at(Anchor::ClearRun, d + 2, StepKind::Clear).say(Narration::ClearRun, x, y, horizontal ? 1 : 0, round)
            .var(Var::x, x).var(Var::y, y).var(Var::round, round);
        for (int k = 0; k < 3; ++k) {
            const int cx = horizontal ? x + k : x, cy = horizontal ? y : y + k;
            step.change(cellOf(cx, cy), b[cx][cy], 0);
        }
        rules::clearRun(b, x, y, horizontal);
        return step;
    }

    /// (clear-at-once) the scan is over: `cleared` runs vanished in it.
    Step& scanEnd(int d, int round, int cleared)
    {
        step.at(Anchor::Mark, d + 2).var(Var::round, round).count(Counter::CellsLooked, kBoardCells);
        return cleared ? step.say(Narration::Clear, round, 3 * cleared) : step.say(Narration::NoMoreRuns, round);
    }

    /// After the last move (frame d): are blocks left?
    Step& check(int d, int& left)
    {
        left = rules::blocks(b);
        return step.at(Anchor::Check, d + 2, StepKind::Compare).say(Narration::BlocksLeft, left);
    }

    /// (pruned) node k: a colour with 1 or 2 blocks left ends it.
    Step& colourCheck(int k, bool& alive)
    {
        const rules::Hopeless h = rules::hopeless(b);
        alive = h.colour == 0;
        step.at(Anchor::ColourCheck, k + 1, StepKind::Compare).count(Counter::CellsLooked, kBoardCells);
        if (alive)
            return step.say(Narration::ColoursOk);
        return step.say(Narration::PruneColour, h.colour, h.count).count(Counter::ColourPrunes);
    }

    /// (pruned) node k: a board already proven dead with as many moves left ends it.
    Step& memoCheck(int k, bool& alive)
    {
        const int left = n - k;
        alive = left < rules::kMemoMinMovesLeft || !dead.count(rules::keyOf(b, left));
        step.at(Anchor::MemoCheck, k + 1, StepKind::Compare);
        if (alive)
            return step.say(Narration::MemoMiss, left);
        return step.say(Narration::PruneMemo, left).count(Counter::MemoPrunes);
    }

    /// (pruned) node k tried every move in vain: its board is remembered.
    Step& memoStore(int k)
    {
        const int left = n - k;
        if (left >= rules::kMemoMinMovesLeft)
            dead.insert(rules::keyOf(b, left));
        return step.at(Anchor::MemoStore, k + 1).say(Narration::MemoStore, left);
    }

    /// Frame d ends: the board it started from comes back and its record is cleared.
    Step& leave(int d)
    {
        const Move m = path[d];
        Level& at = level[d];
        const Board& saved = at.saved;
        std::size_t first = at.leaveFirst;
        for (int x = 0; x < kColumns; ++x)
            if (rules::column(saved, x) != rules::column(b, x))
                for (int y = 0; y < kRows; ++y)
                    if (saved[x][y] != b[x][y])
                        at.leave[--first] = {cellOf(x, y), static_cast<CellValue>(b[x][y]), static_cast<CellValue>(saved[x][y])};
        b = saved;
        step.at(Anchor::Leave, d + 2, StepKind::DfsLeave).say(Narration::Leave, d, m.x, m.y, m.g);
        step.bulk = {at.leave.data() + first, at.leave.size() - first};
        return step;
    }

    std::string printPath() const
    {
        std::string out;
        for (int k = 0; k < n; ++k)
            out += std::to_string(path[k].x) + ' ' + std::to_string(path[k].y) + ' ' + std::to_string(path[k].g) + '\n';
        return out;
    }
};

} // namespace

// Every method in one loop: they differ in which moves the node loop skips and in how
// the board settles after a move. The recursion of the listings is kept as a stack of levels.
Generator<Step> search(std::shared_ptr<const MayanInput> in, Method method, std::shared_ptr<Outcome> outcome)
{
    auto game = std::make_unique<Game>(*in, method);
    Game& g = *game;
    Step& s = g.step;
    const int n = in->n;
    const bool pruned = method == Method::Pruned;
    co_yield s.at(Anchor::Start, kMainDepth).say(Narration::Start, n).var(Var::n, n).count(Counter::DfsNodes);
    bool alive = true;
    if (pruned) {
        co_yield g.colourCheck(0, alive);
        if (alive)
            co_yield g.memoCheck(0, alive);
    }
    for (int d = 0; alive;) {
        const Candidate c = g.next(d);
        if (c.what == Next::SkipLeft || c.what == Next::SkipEqual) {
            co_yield g.skip(d, c);
            continue;
        }
        if (c.what == Next::End) {
            if (pruned)
                co_yield g.memoStore(d);
            if (d == 0)
                break;
            --d;
            co_yield g.leave(d);
            continue;
        }
        co_yield g.enter(d, c.move);
        co_yield g.swap(d, c.move);
        co_yield g.fall(d, Anchor::Fall);
        for (int round = 1;; ++round) {
            if (method == Method::ClearAtOnce) {
                int cleared = 0;
                for (int y = 0; y < kRows; ++y)
                    for (int x = 0; x + 2 < kColumns; ++x)
                        if (rules::runAt(g.b, x, y, true)) {
                            ++cleared;
                            co_yield g.clearRun(d, x, y, true, round);
                        }
                for (int y = 0; y + 2 < kRows; ++y)
                    for (int x = 0; x < kColumns; ++x)
                        if (rules::runAt(g.b, x, y, false)) {
                            ++cleared;
                            co_yield g.clearRun(d, x, y, false, round);
                        }
                co_yield g.scanEnd(d, round, cleared);
                if (cleared == 0)
                    break;
                co_yield g.fall(d, Anchor::Settle);
            } else {
                int cells = 0;
                co_yield g.mark(d, round, cells);
                if (cells == 0)
                    break;
                co_yield g.clear(d, round, cells);
                if (method != Method::NoFall)
                    co_yield g.fall(d, Anchor::Settle);
            }
            if (method == Method::ClearOnce)
                break;
        }
        if (d + 1 == n) {
            int left = 0;
            co_yield g.check(d, left);
            if (left == 0) {
                outcome->output = g.printPath();
                outcome->finished = true;
                co_yield s.at(Anchor::Found, kMainDepth, StepKind::DfsFound).say(Narration::Found, n);
                co_return;
            }
            co_yield g.leave(d);
            continue;
        }
        bool childAlive = true;
        if (pruned) {
            co_yield g.colourCheck(d + 1, childAlive);
            if (childAlive)
                co_yield g.memoCheck(d + 1, childAlive);
        }
        if (!childAlive) {
            co_yield g.leave(d);
            continue;
        }
        ++d;
        g.level[d].x = g.level[d].y = g.level[d].phase = 0;
    }
    outcome->output = "-1\n";
    outcome->finished = true;
    co_yield s.at(Anchor::NoSolution, kMainDepth, StepKind::NoWin).say(Narration::NoSolution, n);
}

} // namespace sb::mayan
