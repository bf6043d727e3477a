// SPDX-License-Identifier: GPL-3.0-or-later
#include "judging.h"
#include "mayan.h"

#include "core/methodtable.h"

namespace sb::mayan {

namespace {

/// Every method is the one search with its Method: see methodOf().
struct Runs {
    using Input = MayanInput;
    /// The board starts empty: the program reads it, block by block, in its first lines.
    static Trace trace(std::shared_ptr<const MayanInput> input, Method method, CodeLanguage language)
    {
        Trace trace;
        auto outcome = std::make_shared<Outcome>();
        trace.outcome = outcome;
        trace.boardCells = static_cast<std::size_t>(kTotalCells);
        trace.steps = search(std::move(input), method, language, std::move(outcome));
        return trace;
    }
    static SolveResult solve(const MayanInput& in, Method method, std::uint64_t)
    {
        return {mayan::solve(in, method), StopReason::None, std::nullopt};
    }
    static Estimate estimate(const MayanInput& in, Method method, CodeLanguage language)
    {
        return mayan::estimate(in, method, language);
    }
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

constexpr std::array<std::string_view, 135> kAnchorNames = {
    "start", "colour-check", "memo-check", "try", "skip-left", "skip-equal", "swap", "fall", "mark", "clear",
    "clear-run", "settle", "check", "found", "memo-store", "leave", "no-solution", "py-import-copy", "py-import",
    "py-import-count", "py-n", "py-b", "py-gone", "py-moves", "py-dead", "py-def-fall", "py-def-mark", "py-def-clear",
    "py-def-runs", "py-def-chain", "py-def-empty", "py-def-hopeless", "py-def-try", "py-def-dfs", "py-def-print",
    "py-def-main", "py-main", "read-all", "read-n", "read-pos", "read-x", "read-y", "read-first", "read-loop",
    "read-cell", "read-next", "read-block", "read-end", "return", "main-end", "print-loop", "print-move", "print-end",
    "fall-x", "fall-to", "fall-y", "fall-look", "fall-skip", "fall-gap", "fall-drop", "fall-next", "fall-end",
    "mark-start", "mark-x", "mark-y", "mark-look", "mark-empty", "mark-skip", "mark-row", "mark-row-run",
    "mark-row-any", "mark-col", "mark-col-run", "mark-col-any", "mark-return", "mark-end", "clear-x", "clear-y",
    "clear-look", "clear-cell", "clear-unmark", "clear-end", "runs-start", "row-y", "row-x", "row-check", "row-any",
    "col-y", "col-x", "col-check", "clear-col-run", "col-any", "runs-return", "runs-end", "chain-round",
    "chain-return", "chain-end", "empty-x", "empty-y", "empty-look", "empty-no", "empty-yes", "empty-end",
    "count-start", "count-x", "count-y", "count-cell", "colour-loop", "colour-few", "colour-hopeless", "colour-ok",
    "hopeless-end", "save", "chain", "deeper", "deeper-found", "leave-return", "try-end", "at-n", "colour-prune",
    "memo-prune", "x-loop", "y-loop", "look", "no-block", "g-loop", "edge", "off-board", "left-check", "equal-check",
    "try-call", "solved", "memo-insert", "dead-end", "dfs-end",
};
static_assert(kAnchorNames.size() == static_cast<std::size_t>(Anchor::DfsEnd) + 1);

constexpr std::array<std::string_view, 10> kVarNames = {"n", "d", "x", "y", "g", "round", "to", "c", "k", "pos"};
static_assert(kVarNames.size() == static_cast<std::size_t>(Var::pos) + 1);

constexpr std::array<std::string_view, 50> kNarrationNames = {
    "start", "enter", "swap", "into-empty", "fall", "mark", "clear", "no-more-runs", "blocks-left", "found", "leave",
    "prune-colour", "colours-ok", "prune-memo", "memo-miss", "memo-store", "skip-left", "no-solution", "skip-equal",
    "clear-run", "clear-no-chain", "clear-no-fall", "read-count", "read-colour", "column-loop", "put-block",
    "declare", "cell-look", "gap", "drop", "mark-start", "run-check", "mark-run", "run-found", "clear-look",
    "clear-cell", "unmark", "call", "returned", "at-n", "edge", "left-check", "equal-check", "saved", "empty-no",
    "colour-count", "memo-worth", "print-move", "count-start", "module",
};
static_assert(kNarrationNames.size() == static_cast<std::size_t>(Narration::Module) + 1);

/// Shape rows are the board's columns x and shape columns its rows y: cell x * kRows + y.
BoardShape shapeOf(const ProblemInput&)
{
    return {kColumns, kRows, kRows, 0, 0};
}

/// The listings' b and gone, five columns of seven from the bottom up, as the recorder writes them.
std::vector<std::pair<std::string, std::string>> programBoard(const ProblemInput&, std::string_view, std::span<const CellValue> board,
                                                                  CodeLanguage)
{
    const auto grid = [board](std::int32_t (*cell)(int, int)) {
        std::string text = "[";
        for (int x = 0; x < kColumns; ++x) {
            text += x ? ", [" : "[";
            for (int y = 0; y < kRows; ++y)
                text += (y ? ", " : "") + std::to_string(board[static_cast<std::size_t>(cell(x, y))]);
            text += "]";
        }
        return text + "]";
    };
    return {{"b", grid(cellOf)}, {"gone", grid(goneCell)}};
}

} // namespace

const std::string_view kEventKinds[8] = {"place", "no-win", "fall", "mark", "clear", "dfs-enter", "dfs-leave", "dfs-found"};
const std::string_view kCounters[5] = {"cells-looked", "dfs-nodes", "moves-tried", "colour-prunes", "memo-prunes"};

const ProblemDesc kProblem{
    "mayan",
    kMethods,
    kAnchorNames,
    kVarNames,
    kNarrationNames,
    kEventKinds,
    kCounters,
    kMessages,
    [](std::string_view text) -> std::shared_ptr<const ProblemInput> { return parse(text); },
    describeMessage,
    shapeOf,
    Counters::DfsNodes,
    Kinds::DfsEnter,
    "move",
    testBank,
    momentReader,
    "dfs", // the mistakes are the editorial's search with one rule broken
    &kLegacySteps,
    programBoard,
    &kProgramBoardReader,
    &kFuzzInputs,
};

} // namespace sb::mayan
