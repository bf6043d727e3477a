// SPDX-License-Identifier: GPL-3.0-or-later
// Every method's trace: the lines of its listing, one step each, in the order a debugger stops on
// them (C++ under gdb, Python under sys.settrace). The functions of the listing are coroutines of
// their own here, called as the listing calls them; each yields its lines at its frame's depth.
#include "mayan.h"
#include "rules.h"

#include <unordered_set>
#include <utility>

namespace sb::mayan {

namespace {

using A = Anchor;

/// Where frame d of the search stands: its move, the board before it and the deltas of its record.
struct Level {
    Move move;
    Board saved{}; ///< the board before this frame's move, restored when the frame ends
    std::array<Delta, kFrameCells> enter;               ///< the deltas that set the frame's record
    std::array<Delta, kBoardCells + kFrameCells> leave; ///< the frame's end: restore, then clear the record
    std::size_t leaveFirst = 0;                         ///< where the clearing deltas start in `leave`
    std::size_t enterCount = 0;
};

/// One run of a method in one language. Depths: main is `base` (1 in C++, 2 in Python under its
/// module level), dfs(d) base + 1 + 2d, tryMove(d) base + 2 + 2d, the functions it calls one more.
struct Game {
    Game(const MayanInput& in, Method method, CodeLanguage language)
        : n(in.n), input(in.board), method(method), cpp(language == CodeLanguage::Cpp), base(cpp ? 1 : 2)
    {
    }

    int n;
    Board input;
    Method method;
    bool cpp;
    int base;
    Board b{};
    rules::Marks gone{};
    std::array<Level, kMaxMoves + 1> level{};
    std::unordered_set<rules::Key, rules::KeyHash> dead;
    Step step;
    bool result = false; ///< what the function that just ended returned

    bool pruned() const noexcept { return method == Method::Pruned; }

    Step& at(A a, int depth, StepKind kind = StepKind::Line) { return step.at(a, depth, kind); }

    Step& loopHead(A a, int depth, Var var, int value, bool first, bool end)
    {
        at(a, depth);
        if (end)
            return step.say(LineNarration::LoopEnd, static_cast<int>(var));
        return step.say(first ? LineNarration::LoopStart : LineNarration::LoopNext, static_cast<int>(var), value)
            .var(var, value);
    }

    Step& assign(A a, int depth, Var var, int value)
    {
        return at(a, depth).say(LineNarration::Assign, static_cast<int>(var), value).var(var, value);
    }

    Step& look(A a, int depth, int x, int y)
    {
        return at(a, depth, StepKind::Look).say(Narration::CellLook, x, y, b[x][y]).mark(HighlightKind::Cell, cellOf(x, y));
    }

    /// A function's closing brace (C++), the line after which the run is back in the caller.
    Step& closing(A a, int depth) { return at(a, depth).say(LineNarration::FunctionEnd); }

    Generator<Step> opening();
    Generator<Step> fall(int depth);
    Generator<Step> markRuns(int depth);
    Generator<Step> clearMarked(int depth);
    Generator<Step> clearRuns(int depth, int round);
    Generator<Step> chain(int depth);
    Generator<Step> isEmpty(int depth);
    Generator<Step> hopeless(int depth);
    Generator<Step> tryMove(int d, Move m);
    Generator<Step> dfs(int d);
    Generator<Step> printMoves(int depth);

    Step& enter(int d, Move m, int depth);
    Step& leave(int d, int depth);
    std::string printPath() const;
};

Generator<Step> Game::opening()
{
    Step& s = step;
    co_yield at(A::PyImportCopy, 1).say(Narration::Module, 0);
    co_yield at(A::PyImport, 1).say(Narration::Module, 1);
    if (method != Method::ClearOnce)
        co_yield at(A::PyImportCount, 1).say(Narration::Module, 2);
    co_yield at(A::PyN, 1).say(Narration::Declare, static_cast<int>(Global::N)).global(Var::n, 0);
    co_yield at(A::PyB, 1).say(Narration::Declare, static_cast<int>(Global::Board));
    if (method != Method::ClearAtOnce)
        co_yield at(A::PyGone, 1).say(Narration::Declare, static_cast<int>(Global::Gone));
    co_yield at(A::PyMoves, 1).say(Narration::Declare, static_cast<int>(Global::Moves));
    if (pruned())
        co_yield at(A::PyDead, 1).say(Narration::Declare, static_cast<int>(Global::Dead));
    co_yield at(A::PyDefFall, 1).say(LineNarration::Define);
    if (method == Method::ClearAtOnce) {
        co_yield at(A::PyDefRuns, 1).say(LineNarration::Define);
    } else {
        co_yield at(A::PyDefMark, 1).say(LineNarration::Define);
        co_yield at(A::PyDefClear, 1).say(LineNarration::Define);
    }
    co_yield at(A::PyDefChain, 1).say(LineNarration::Define);
    co_yield at(A::PyDefEmpty, 1).say(LineNarration::Define);
    if (pruned())
        co_yield at(A::PyDefHopeless, 1).say(LineNarration::Define);
    co_yield at(A::PyDefTry, 1).say(LineNarration::Define);
    co_yield at(A::PyDefDfs, 1).say(LineNarration::Define);
    co_yield at(A::PyDefPrint, 1).say(LineNarration::Define);
    co_yield at(A::PyDefMain, 1).say(LineNarration::Define);
    co_yield at(A::PyMain, 1).say(LineNarration::CallMain);
    co_yield s.at(A::ReadAll, base).say(LineNarration::ReadAll);
}

Generator<Step> Game::fall(int depth)
{
    for (int x = 0; x < kColumns; ++x) {
        co_yield loopHead(A::FallX, depth, Var::x, x, x == 0, false);
        int to = 0;
        co_yield assign(A::FallTo, depth, Var::to, to);
        for (int y = 0; y < kRows; ++y) {
            co_yield loopHead(A::FallY, depth, Var::y, y, y == 0, false);
            co_yield look(A::FallLook, depth, x, y);
            if (!b[x][y]) {
                co_yield at(A::FallSkip, depth).say(LineNarration::Continue);
                continue;
            }
            co_yield at(A::FallGap, depth, StepKind::Compare).say(Narration::Gap, x, y, to, y != to ? 1 : 0)
                .mark(HighlightKind::Cell, cellOf(x, y));
            if (y != to) {
                const int colour = b[x][y];
                std::swap(b[x][y], b[x][to]);
                co_yield at(A::FallDrop, depth, Kinds::Fall).say(Narration::Drop, x, y, to, colour)
                    .change(cellOf(x, y), colour, 0).change(cellOf(x, to), 0, colour)
                    .mark(HighlightKind::Source, cellOf(x, y)).mark(HighlightKind::Target, cellOf(x, to));
            }
            ++to;
            co_yield assign(A::FallNext, depth, Var::to, to);
        }
        co_yield loopHead(A::FallY, depth, Var::y, kRows, false, true);
    }
    co_yield loopHead(A::FallX, depth, Var::x, kColumns, false, true);
    if (cpp)
        co_yield closing(A::FallEnd, depth);
}

Generator<Step> Game::markRuns(int depth)
{
    bool any = false;
    co_yield at(A::MarkStart, depth).say(Narration::MarkStart);
    for (int x = 0; x < kColumns; ++x) {
        co_yield loopHead(A::MarkX, depth, Var::x, x, x == 0, false);
        for (int y = 0; y < kRows; ++y) {
            co_yield loopHead(A::MarkY, depth, Var::y, y, y == 0, false);
            const int c = b[x][y];
            co_yield at(A::MarkLook, depth, StepKind::Look).say(LineNarration::Assign, static_cast<int>(Var::c), c)
                .var(Var::c, c).mark(HighlightKind::Cell, cellOf(x, y)).count(Counters::CellsLooked);
            co_yield look(A::MarkEmpty, depth, x, y);
            if (!c) {
                co_yield at(A::MarkSkip, depth).say(LineNarration::Continue);
                continue;
            }
            for (int dir = 0; dir < 2; ++dir) {
                const bool row = dir == 0;
                const int dx = row ? 1 : 0, dy = row ? 0 : 1;
                const bool fits = row ? x + 2 < kColumns : y + 2 < kRows;
                const bool run = fits && b[x + dx][y + dy] == c && b[x + 2 * dx][y + 2 * dy] == c;
                co_yield at(row ? A::MarkRow : A::MarkCol, depth, StepKind::Compare)
                    .say(Narration::RunCheck, x, y, row ? 1 : 0, run ? 1 : 0)
                    .mark(HighlightKind::Segment, cellOf(x, y), cellOf(fits ? x + 2 * dx : x, fits ? y + 2 * dy : y));
                if (!run)
                    continue;
                at(row ? A::MarkRowRun : A::MarkColRun, depth, Kinds::Mark).say(Narration::MarkRun, x, y, row ? 1 : 0)
                    .mark(HighlightKind::Segment, cellOf(x, y), cellOf(x + 2 * dx, y + 2 * dy));
                for (int k = 0; k < 3; ++k) {
                    auto& g = gone[x + k * dx][y + k * dy];
                    step.change(goneCell(x + k * dx, y + k * dy), g, 1);
                    g = 1;
                }
                co_yield step;
                any = true;
                co_yield at(row ? A::MarkRowAny : A::MarkColAny, depth).say(Narration::RunFound);
            }
        }
        co_yield loopHead(A::MarkY, depth, Var::y, kRows, false, true);
    }
    co_yield loopHead(A::MarkX, depth, Var::x, kColumns, false, true);
    co_yield at(A::MarkReturn, depth).say(any ? LineNarration::ReturnTrue : LineNarration::ReturnFalse);
    if (cpp)
        co_yield at(A::MarkEnd, depth).say(LineNarration::FunctionEnd);
    result = any;
}

Generator<Step> Game::clearMarked(int depth)
{
    for (int x = 0; x < kColumns; ++x) {
        co_yield loopHead(A::ClearX, depth, Var::x, x, x == 0, false);
        for (int y = 0; y < kRows; ++y) {
            co_yield loopHead(A::ClearY, depth, Var::y, y, y == 0, false);
            const bool marked = gone[x][y] != 0;
            co_yield at(A::ClearLook, depth).say(Narration::ClearLook, x, y, marked ? 1 : 0).mark(HighlightKind::Cell, cellOf(x, y));
            if (!marked)
                continue;
            const int colour = b[x][y];
            b[x][y] = 0;
            co_yield at(A::ClearCell, depth, Kinds::Clear).say(Narration::ClearCell, x, y, colour)
                .change(cellOf(x, y), colour, 0).mark(HighlightKind::Cell, cellOf(x, y));
            gone[x][y] = 0;
            co_yield at(A::ClearUnmark, depth).say(Narration::Unmark, x, y).change(goneCell(x, y), 1, 0);
        }
        co_yield loopHead(A::ClearY, depth, Var::y, kRows, false, true);
    }
    co_yield loopHead(A::ClearX, depth, Var::x, kColumns, false, true);
    if (cpp)
        co_yield at(A::ClearEnd, depth).say(LineNarration::FunctionEnd);
}

Generator<Step> Game::clearRuns(int depth, int round)
{
    bool any = false;
    co_yield at(A::RunsStart, depth).say(Narration::MarkStart);
    for (int dir = 0; dir < 2; ++dir) {
        const bool row = dir == 0;
        const int dx = row ? 1 : 0, dy = row ? 0 : 1;
        const int rows = row ? kRows : kRows - 2, columns = row ? kColumns - 2 : kColumns;
        for (int y = 0; y < rows; ++y) {
            co_yield loopHead(row ? A::RowY : A::ColY, depth, Var::y, y, y == 0, false);
            for (int x = 0; x < columns; ++x) {
                co_yield loopHead(row ? A::RowX : A::ColX, depth, Var::x, x, x == 0, false);
                const bool run = rules::runAt(b, x, y, row);
                co_yield at(row ? A::RowCheck : A::ColCheck, depth, StepKind::Compare)
                    .say(Narration::RunCheck, x, y, row ? 1 : 0, run ? 1 : 0)
                    .mark(HighlightKind::Segment, cellOf(x, y), cellOf(x + 2 * dx, y + 2 * dy));
                if (!run)
                    continue;
                at(row ? A::ClearRun : A::ClearColRun, depth, Kinds::Clear).say(Narration::ClearRun, x, y, row ? 1 : 0, round);
                for (int k = 0; k < 3; ++k)
                    step.change(cellOf(x + k * dx, y + k * dy), b[x + k * dx][y + k * dy], 0);
                rules::clearRun(b, x, y, row);
                co_yield step;
                any = true;
                co_yield at(row ? A::RowAny : A::ColAny, depth).say(Narration::RunFound);
            }
            co_yield loopHead(row ? A::RowX : A::ColX, depth, Var::x, columns, false, true);
        }
        co_yield loopHead(row ? A::RowY : A::ColY, depth, Var::y, rows, false, true);
    }
    co_yield at(A::RunsReturn, depth).say(any ? LineNarration::ReturnTrue : LineNarration::ReturnFalse)
        .count(Counters::CellsLooked, kBoardCells);
    if (cpp)
        co_yield at(A::RunsEnd, depth).say(LineNarration::FunctionEnd);
    result = any;
}

Generator<Step> Game::chain(int depth)
{
    const bool atOnce = method == Method::ClearAtOnce;
    const Callee scan = atOnce ? Callee::ClearRuns : Callee::MarkRuns;
    for (int round = 1;; ++round) {
        co_yield loopHead(A::ChainRound, depth, Var::round, round, round == 1, false);
        co_yield at(A::Mark, depth).say(Narration::Call, calleeArg(scan, !cpp), round);
        // Named first: GCC 12 loses a conditional's temporary held across the co_yield.
        Generator<Step> runs = atOnce ? clearRuns(depth + 1, round) : markRuns(depth + 1);
        co_yield nested(std::move(runs));
        const bool found = result;
        if (cpp)
            co_yield at(A::Mark, depth).say(Narration::Returned, calleeArg(scan, !cpp), found ? 1 : 0);
        if (!found) {
            co_yield at(A::ChainReturn, depth).say(Narration::NoMoreRuns, round);
            if (cpp)
                co_yield closing(A::ChainEnd, depth);
            co_return;
        }
        if (!atOnce) {
            co_yield at(A::Clear, depth).say(Narration::Call, calleeArg(Callee::ClearMarked, !cpp), round);
            co_yield nested(clearMarked(depth + 1));
        }
        if (method != Method::NoFall) {
            co_yield at(A::Settle, depth).say(Narration::Call, calleeArg(Callee::Fall, !cpp), round);
            co_yield nested(fall(depth + 1));
        }
        if (method == Method::ClearOnce) {
            co_yield loopHead(A::ChainRound, depth, Var::round, round + 1, false, true);
            if (cpp)
                co_yield closing(A::ChainEnd, depth);
            co_return;
        }
    }
}

Generator<Step> Game::isEmpty(int depth)
{
    for (int x = 0; x < kColumns; ++x) {
        co_yield loopHead(A::EmptyX, depth, Var::x, x, x == 0, false);
        for (int y = 0; y < kRows; ++y) {
            co_yield loopHead(A::EmptyY, depth, Var::y, y, y == 0, false);
            co_yield look(A::EmptyLook, depth, x, y);
            if (b[x][y]) {
                co_yield at(A::EmptyNo, depth, StepKind::Compare).say(Narration::EmptyNo, x, y);
                if (cpp)
                    co_yield closing(A::EmptyEnd, depth);
                result = false;
                co_return;
            }
        }
        co_yield loopHead(A::EmptyY, depth, Var::y, kRows, false, true);
    }
    co_yield loopHead(A::EmptyX, depth, Var::x, kColumns, false, true);
    co_yield at(A::EmptyYes, depth, StepKind::Compare).say(Narration::BlocksLeft, 0);
    if (cpp)
        co_yield closing(A::EmptyEnd, depth);
    result = true;
}

Generator<Step> Game::hopeless(int depth)
{
    int blocks[kMaxColour + 1] = {};
    co_yield at(A::CountStart, depth).say(Narration::CountStart);
    for (int x = 0; x < kColumns; ++x) {
        co_yield loopHead(A::CountX, depth, Var::x, x, x == 0, false);
        for (int y = 0; y < kRows; ++y) {
            co_yield loopHead(A::CountY, depth, Var::y, y, y == 0, false);
            ++blocks[b[x][y]];
            co_yield look(A::CountCell, depth, x, y).count(Counters::CellsLooked);
        }
        co_yield loopHead(A::CountY, depth, Var::y, kRows, false, true);
    }
    co_yield loopHead(A::CountX, depth, Var::x, kColumns, false, true);
    for (int c = 1; c <= kMaxColour; ++c) {
        co_yield loopHead(A::ColourLoop, depth, Var::c, c, c == 1, false);
        const bool few = blocks[c] == 1 || blocks[c] == 2;
        co_yield at(A::ColourFew, depth, StepKind::Compare).say(Narration::ColourCount, c, blocks[c]);
        if (few) {
            co_yield at(A::ColourHopeless, depth).say(LineNarration::ReturnTrue);
            if (cpp)
                co_yield closing(A::HopelessEnd, depth);
            result = true;
            co_return;
        }
    }
    co_yield loopHead(A::ColourLoop, depth, Var::c, kMaxColour + 1, false, true);
    co_yield at(A::ColourOk, depth).say(Narration::ColoursOk);
    if (cpp)
        co_yield closing(A::HopelessEnd, depth);
    result = false;
}

Step& Game::enter(int d, Move m, int depth)
{
    Level& at = level[d];
    at.move = m;
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
    step.at(A::Try, depth, Kinds::DfsEnter).say(Narration::Enter, d, m.x, m.y, m.g)
        .mark(HighlightKind::Source, cellOf(m.x, m.y)).mark(HighlightKind::Target, cellOf(m.x + m.g, m.y))
        .count(Counters::DfsNodes);
    step.bulk = {at.enter.data(), set};
    return step;
}

Step& Game::leave(int d, int depth)
{
    const Move m = level[d].move;
    Level& at = level[d];
    const Board& saved = at.saved;
    std::size_t first = at.leaveFirst;
    for (int x = 0; x < kColumns; ++x)
        if (rules::column(saved, x) != rules::column(b, x))
            for (int y = 0; y < kRows; ++y)
                if (saved[x][y] != b[x][y])
                    at.leave[--first] = {cellOf(x, y), static_cast<CellValue>(b[x][y]), static_cast<CellValue>(saved[x][y])};
    b = saved;
    step.at(A::Leave, depth, Kinds::DfsLeave).say(Narration::Leave, d, m.x, m.y, m.g);
    step.bulk = {at.leave.data() + first, at.leave.size() - first};
    return step;
}

Generator<Step> Game::tryMove(int d, Move m)
{
    const int depth = base + 2 + 2 * d;
    co_yield enter(d, m, depth);
    co_yield at(A::Save, depth).say(Narration::Saved, d);
    const int from = b[m.x][m.y], to = b[m.x + m.g][m.y];
    std::swap(b[m.x][m.y], b[m.x + m.g][m.y]);
    at(A::Swap, depth, Kinds::Place)
        .change(cellOf(m.x, m.y), from, to).change(cellOf(m.x + m.g, m.y), to, from)
        .mark(HighlightKind::Source, cellOf(m.x, m.y)).mark(HighlightKind::Target, cellOf(m.x + m.g, m.y))
        .count(Counters::MovesTried);
    co_yield to ? step.say(Narration::Swap, m.x, m.y, m.g, from, to) : step.say(Narration::IntoEmpty, m.x, m.y, m.g, from);
    co_yield at(A::Fall, depth).say(Narration::Call, calleeArg(Callee::Fall, !cpp));
    co_yield nested(fall(depth + 1));
    co_yield at(A::CallChain, depth).say(Narration::Call, calleeArg(Callee::Chain, !cpp));
    co_yield nested(chain(depth + 1));
    co_yield at(A::Deeper, depth).say(Narration::Call, calleeArg(Callee::Dfs, !cpp), d + 1)
        .varIn(depth + 1, Var::d, d + 1);
    co_yield nested(dfs(d + 1));
    const bool found = result;
    if (cpp)
        co_yield at(A::Deeper, depth).say(Narration::Returned, calleeArg(Callee::Dfs, !cpp), found ? 1 : 0);
    if (found) {
        co_yield at(A::DeeperFound, depth).say(LineNarration::ReturnTrue);
    } else {
        co_yield leave(d, depth);
        co_yield at(A::LeaveReturn, depth).say(LineNarration::ReturnFalse);
    }
    if (cpp)
        co_yield closing(A::TryEnd, depth);
    result = found;
}

Generator<Step> Game::dfs(int d)
{
    const int depth = base + 1 + 2 * d;
    const int left = n - d;
    co_yield at(A::AtN, depth, StepKind::Compare).say(Narration::AtN, d, n);
    const auto end = [&](bool found) -> Step& {
        result = found;
        return closing(A::DfsEnd, depth);
    };
    if (d == n) {
        co_yield at(A::Check, depth).say(Narration::Call, calleeArg(Callee::IsEmpty, !cpp));
        co_yield nested(isEmpty(depth + 1));
        const bool empty = result;
        if (cpp) {
            co_yield at(A::Check, depth).say(Narration::Returned, calleeArg(Callee::IsEmpty, !cpp), empty ? 1 : 0);
            co_yield end(empty);
        }
        result = empty;
        co_return;
    }
    if (pruned()) {
        co_yield at(A::ColourCheck, depth).say(Narration::Call, calleeArg(Callee::Hopeless, !cpp));
        co_yield nested(hopeless(depth + 1));
        const bool cut = result;
        if (cpp)
            co_yield at(A::ColourCheck, depth).say(Narration::Returned, calleeArg(Callee::Hopeless, !cpp), cut ? 1 : 0);
        if (cut) {
            const rules::Hopeless h = rules::hopeless(b);
            co_yield at(A::ColourPrune, depth).say(Narration::PruneColour, h.colour, h.count).count(Counters::ColourPrunes);
            if (cpp)
                co_yield end(false);
            result = false;
            co_return;
        }
        const bool known = left >= rules::kMemoMinMovesLeft && dead.count(rules::keyOf(b, left));
        at(A::MemoCheck, depth, StepKind::Compare);
        co_yield known ? step.say(Narration::PruneMemo, left).count(Counters::MemoPrunes) : step.say(Narration::MemoMiss, left);
        if (known) {
            co_yield at(A::MemoPrune, depth).say(LineNarration::ReturnFalse);
            if (cpp)
                co_yield end(false);
            result = false;
            co_return;
        }
    }
    for (int x = 0; x < kColumns; ++x) {
        co_yield loopHead(A::XLoop, depth, Var::x, x, x == 0, false);
        for (int y = 0; y < kRows; ++y) {
            co_yield loopHead(A::YLoop, depth, Var::y, y, y == 0, false);
            co_yield look(A::Look, depth, x, y);
            if (!b[x][y]) {
                co_yield at(A::NoBlock, depth).say(LineNarration::Continue);
                continue;
            }
            for (int g = 1; g >= -1; g -= 2) {
                co_yield loopHead(A::GLoop, depth, Var::g, g, g == 1, false);
                const bool off = x + g < 0 || x + g >= kColumns;
                co_yield at(A::Edge, depth, StepKind::Compare).say(Narration::Edge, x, g, off ? 1 : 0);
                if (off) {
                    co_yield at(A::OffBoard, depth).say(LineNarration::Continue);
                    continue;
                }
                if (method != Method::Plain) {
                    const bool onto = g == -1 && b[x - 1][y];
                    co_yield at(A::LeftCheck, depth, StepKind::Compare).say(Narration::LeftCheck, x, y, g, onto ? 1 : 0)
                        .mark(HighlightKind::Source, cellOf(x, y)).mark(HighlightKind::Target, cellOf(x + g, y));
                    if (onto) {
                        co_yield at(A::SkipLeft, depth).say(Narration::SkipLeft, x, y)
                            .mark(HighlightKind::Source, cellOf(x, y)).mark(HighlightKind::Target, cellOf(x + g, y));
                        continue;
                    }
                }
                if (method == Method::SkipEqual) {
                    const bool equal = g == 1 && b[x + 1][y] == b[x][y];
                    co_yield at(A::EqualCheck, depth, StepKind::Compare).say(Narration::EqualCheck, x, y, g, equal ? 1 : 0)
                        .mark(HighlightKind::Source, cellOf(x, y)).mark(HighlightKind::Target, cellOf(x + g, y));
                    if (equal) {
                        co_yield at(A::SkipEqual, depth).say(Narration::SkipEqual, x, y, g, b[x][y])
                            .mark(HighlightKind::Source, cellOf(x, y)).mark(HighlightKind::Target, cellOf(x + g, y));
                        continue;
                    }
                }
                co_yield at(A::TryCall, depth).say(Narration::Call, calleeArg(Callee::TryMove, !cpp), d, x, y, g)
                    .varIn(depth + 1, Var::d, d).varIn(depth + 1, Var::x, x).varIn(depth + 1, Var::y, y)
                    .varIn(depth + 1, Var::g, g)
                    .mark(HighlightKind::Source, cellOf(x, y)).mark(HighlightKind::Target, cellOf(x + g, y));
                co_yield nested(tryMove(d, {x, y, g}));
                const bool found = result;
                if (cpp)
                    co_yield at(A::TryCall, depth).say(Narration::Returned, calleeArg(Callee::TryMove, !cpp), found ? 1 : 0);
                if (found) {
                    co_yield at(A::Solved, depth).say(LineNarration::ReturnTrue);
                    if (cpp)
                        co_yield end(true);
                    result = true;
                    co_return;
                }
            }
            co_yield loopHead(A::GLoop, depth, Var::g, -3, false, true);
        }
        co_yield loopHead(A::YLoop, depth, Var::y, kRows, false, true);
    }
    co_yield loopHead(A::XLoop, depth, Var::x, kColumns, false, true);
    if (pruned()) {
        co_yield at(A::MemoStore, depth, StepKind::Compare).say(Narration::MemoWorth, left);
        if (left >= rules::kMemoMinMovesLeft) {
            dead.insert(rules::keyOf(b, left));
            co_yield at(A::MemoInsert, depth).say(Narration::MemoStore, left);
        }
    }
    co_yield at(A::DeadEnd, depth).say(LineNarration::ReturnFalse);
    if (cpp)
        co_yield end(false);
    result = false;
}

Generator<Step> Game::printMoves(int depth)
{
    for (int k = 0; k < n; ++k) {
        co_yield loopHead(A::PrintLoop, depth, Var::k, k, k == 0, false);
        const Move m = level[k].move;
        co_yield at(A::PrintMove, depth).say(Narration::PrintMove, k, m.x, m.y, m.g)
            .mark(HighlightKind::Source, cellOf(m.x, m.y)).mark(HighlightKind::Target, cellOf(m.x + m.g, m.y));
    }
    co_yield loopHead(A::PrintLoop, depth, Var::k, n, false, true);
    if (cpp)
        co_yield at(A::PrintEnd, depth).say(LineNarration::FunctionEnd);
}

std::string Game::printPath() const
{
    std::string out;
    for (int k = 0; k < n; ++k)
        out += std::to_string(level[k].move.x) + ' ' + std::to_string(level[k].move.y) + ' ' +
               std::to_string(level[k].move.g) + '\n';
    return out;
}

} // namespace

Generator<Step> search(std::shared_ptr<const MayanInput> in, Method method, CodeLanguage language,
                       std::shared_ptr<Outcome> outcome)
{
    auto game = std::make_unique<Game>(*in, method, language);
    Game& g = *game;
    Step& s = g.step;
    const int main = g.base;
    if (!g.cpp)
        co_yield nested(g.opening());
    co_yield s.at(A::ReadN, main).say(Narration::ReadCount, g.n).global(Var::n, g.n);
    int pos = 1;
    if (!g.cpp)
        co_yield g.assign(A::ReadPos, main, Var::pos, pos);
    for (int x = 0; x < kColumns; ++x) {
        co_yield g.loopHead(A::ReadX, main, Var::x, x, x == 0, false);
        co_yield g.assign(A::ReadY, main, Var::y, 0);
        int y = 0;
        if (g.cpp)
            co_yield s.at(A::ReadFirst, main).say(Narration::ReadColour, g.input[x][0]).var(Var::c, g.input[x][0]);
        for (;; ++y) {
            const int c = y < kRows ? g.input[x][y] : 0;
            co_yield s.at(A::ReadLoop, main, StepKind::Compare).say(Narration::ColumnLoop, x, y, c ? 1 : 0);
            if (!c)
                break;
            g.b[x][y] = static_cast<std::uint8_t>(c);
            co_yield s.at(A::ReadCell, main, Kinds::Place).say(Narration::PutBlock, x, y, c)
                .change(cellOf(x, y), 0, c).mark(HighlightKind::Cell, cellOf(x, y));
            co_yield g.assign(A::ReadNext, main, Var::y, y + 1);
            const int next = y + 1 < kRows ? g.input[x][y + 1] : 0;
            if (g.cpp)
                co_yield s.at(A::ReadBlock, main).say(Narration::ReadColour, next).var(Var::c, next);
            else
                co_yield g.assign(A::ReadBlock, main, Var::pos, pos + 1);
            pos += !g.cpp;
        }
        if (!g.cpp) {
            ++pos;
            co_yield g.assign(A::ReadEnd, main, Var::pos, pos);
        }
    }
    co_yield g.loopHead(A::ReadX, main, Var::x, kColumns, false, true);
    co_yield s.at(A::Start, main).say(Narration::Start, g.n).varIn(main + 1, Var::d, 0).count(Counters::DfsNodes);
    co_yield nested(g.dfs(0));
    const bool found = g.result;
    if (g.cpp)
        co_yield s.at(A::Start, main).say(Narration::Returned, calleeArg(Callee::Dfs, false), found ? 1 : 0);
    if (found) {
        outcome->output = g.printPath();
        outcome->finished = true;
        co_yield s.at(A::Found, main, Kinds::DfsFound).say(Narration::Found, g.n);
        co_yield nested(g.printMoves(main + 1));
    } else {
        outcome->output = "-1\n";
        outcome->finished = true;
        co_yield s.at(A::NoSolution, main, Kinds::NoWin).say(Narration::NoSolution, g.n);
    }
    if (g.cpp) {
        co_yield s.at(A::Return, main).say(LineNarration::MainReturn);
        co_yield s.at(A::MainEnd, main).say(LineNarration::MainEnd);
    }
}

} // namespace sb::mayan
