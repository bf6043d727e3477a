// SPDX-License-Identifier: GPL-3.0-or-later
#include "judging.h"
#include "mayan.h"

#include "core/methodtable.h"

namespace sb::mayan {

namespace {

/// Every method is the one search with its Method: see methodOf().
struct Runs {
    using Input = MayanInput;
    static Trace trace(std::shared_ptr<const MayanInput> input, Method method)
    {
        Trace trace;
        auto outcome = std::make_shared<Outcome>();
        trace.outcome = outcome;
        trace.boardCells = static_cast<std::size_t>(kTotalCells);
        trace.board.assign(trace.boardCells, 0);
        for (int x = 0; x < kColumns; ++x)
            for (int y = 0; y < kRows; ++y)
                trace.board[static_cast<std::size_t>(cellOf(x, y))] = static_cast<CellValue>(input->board[x][y]);
        trace.steps = search(std::move(input), method, std::move(outcome));
        return trace;
    }
    static SolveResult solve(const MayanInput& in, Method method, std::uint64_t)
    {
        return {mayan::solve(in, method), StopReason::None, std::nullopt};
    }
    static Estimate estimate(const MayanInput& in, Method method) { return mayan::estimate(in, method); }
};

template <Method method>
constexpr MethodDesc methodDesc(std::string_view id, MethodRole role, std::string_view listing)
{
    return methodOf<Runs, method>(id, role, listing);
}

// The correct methods print the same moves; the last of them is the reference.
const std::array kMethods = {
    methodDesc<Method::Dfs>("dfs", MethodRole::Correct, "dfs"),
    methodDesc<Method::Plain>("dfs-plain", MethodRole::Correct, "dfs-plain"),
    methodDesc<Method::Pruned>("dfs-pruned", MethodRole::Correct, "dfs-pruned"),
    methodDesc<Method::SkipEqual>("mistake-skip-equal", MethodRole::Wrong, "mistake-skip-equal"),
    methodDesc<Method::ClearAtOnce>("mistake-clear-at-once", MethodRole::Wrong, "mistake-clear-at-once"),
    methodDesc<Method::ClearOnce>("mistake-clear-once", MethodRole::Wrong, "mistake-clear-once"),
    methodDesc<Method::NoFall>("mistake-no-fall", MethodRole::Wrong, "mistake-no-fall"),
};

constexpr std::array<std::string_view, 17> kAnchorNames = {
    "start", "colour-check", "memo-check", "try", "skip-left", "skip-equal", "swap", "fall", "mark",
    "clear", "clear-run", "settle", "check", "found", "memo-store", "leave", "no-solution",
};
static_assert(kAnchorNames.size() == static_cast<std::size_t>(Anchor::NoSolution) + 1);

constexpr std::array<std::string_view, 6> kVarNames = {"n", "d", "x", "y", "g", "round"};
static_assert(kVarNames.size() == static_cast<std::size_t>(Var::round) + 1);

constexpr std::array<std::string_view, 22> kNarrationNames = {
    "start", "enter", "swap", "into-empty", "fall", "mark", "clear", "no-more-runs", "blocks-left",
    "found", "leave", "prune-colour", "colours-ok", "prune-memo", "memo-miss", "memo-store", "skip-left",
    "no-solution", "skip-equal", "clear-run", "clear-no-chain", "clear-no-fall",
};
static_assert(kNarrationNames.size() == static_cast<std::size_t>(Narration::ClearNoFall) + 1);

/// Shape rows are the board's columns x and shape columns its rows y: cell x * kRows + y.
BoardShape shapeOf(const ProblemInput&)
{
    return {kColumns, kRows, kRows, 0, 0};
}

} // namespace

const ProblemDesc kProblem{
    "mayan",
    kMethods,
    kAnchorNames,
    kVarNames,
    kNarrationNames,
    [](std::string_view text) -> std::shared_ptr<const ProblemInput> { return parse(text); },
    shapeOf,
    Counter::DfsNodes,
    StepKind::DfsEnter,
    testBank,
    momentReader,
    "dfs", // the mistakes are the editorial's search with one rule broken
};

} // namespace sb::mayan
