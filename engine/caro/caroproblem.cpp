// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"
#include "judging.h"

#include "core/methodtable.h"

#include <array>

namespace sb::caro {

namespace {

const CaroInput& caroInput(const ProblemInput& in)
{
    return static_cast<const CaroInput&>(in);
}

std::shared_ptr<CaroRun> newRun(const std::shared_ptr<const ProblemInput>& in, CodeLanguage language)
{
    return std::make_shared<CaroRun>(std::static_pointer_cast<const CaroInput>(in), language);
}

SolveResult answer(std::int64_t t)
{
    if (t < 0)
        return {{}, StopReason::TooSlow, std::nullopt};
    return {std::to_string(t) + "\n", StopReason::None, std::nullopt};
}

/// Method 3 and its traps: the one walk with its OutwardRules, see methodOf().
struct Outwards {
    using Input = CaroInput;
    static Trace trace(std::shared_ptr<const CaroInput> in, const OutwardRules* rules, CodeLanguage language)
    {
        auto run = std::make_shared<CaroRun>(std::move(in), language);
        return makeTrace(run, countOutwards(run, *rules));
    }
    static SolveResult solve(const CaroInput& in, const OutwardRules* rules, std::uint64_t)
    {
        return answer(solveCountOutwards(in, *rules));
    }
    static Estimate estimate(const CaroInput& in, const OutwardRules* rules, CodeLanguage language)
    {
        return estimateCountOutwards(in, *rules, language);
    }
};

Trace traceWholeBoard(std::shared_ptr<const ProblemInput> in, CodeLanguage language)
{
    auto run = newRun(in, language);
    return makeTrace(run, scanWholeBoard(run));
}

Trace traceFourLines(std::shared_ptr<const ProblemInput> in, CodeLanguage language)
{
    auto run = newRun(in, language);
    return makeTrace(run, scanFourLines(run));
}

const std::array kMethods = {
    MethodDesc{"1", MethodRole::Correct, "scan-board", traceWholeBoard,
               [](const ProblemInput& in, std::uint64_t budget) {
                   return answer(solveScanWholeBoard(caroInput(in), budget));
               },
               [](const ProblemInput& in, CodeLanguage language) {
                   return estimateScanWholeBoard(caroInput(in), language);
               }},
    MethodDesc{"2", MethodRole::Correct, "four-lines", traceFourLines,
               [](const ProblemInput& in, std::uint64_t budget) {
                   return answer(solveScanFourLines(caroInput(in), budget));
               },
               [](const ProblemInput& in, CodeLanguage language) {
                   return estimateScanFourLines(caroInput(in), language);
               }},
    methodOf<Outwards, &kCountOutwards>("3", MethodRole::Correct, "count-outwards"),
    methodOf<Outwards, &kTrapEndpoint>("trap-endpoint", MethodRole::Wrong, "trap-endpoint"),
    methodOf<Outwards, &kTrapExactFive>("trap-exact5", MethodRole::Wrong, "trap-exact5"),
    methodOf<Outwards, &kTrapNoAntiDiagonal>("trap-no-antidiag", MethodRole::Wrong, "trap-no-antidiag"),
};

constexpr std::array<std::string_view, 69> kAnchorNames = {
    "py-import", "py-def-main", "py-main", "read-all", "sync", "tie", "read-size", "width", "board", "dr", "dc",
    "move-loop", "read-move", "player", "place", "win", "win-return", "no-win", "return", "main-end",
    "py-def-scan", "scan-board", "rows", "cols", "visit", "skip-empty", "dirs", "try-dir", "cells", "window-x",
    "window-y", "window-look", "window-break", "window-same", "window-check", "found", "none", "scan-end",
    "py-def-line", "dir-loop", "line-check", "seek-start", "seek-x", "seek-y", "line-start", "line-dem", "line-walk",
    "line-look", "line-same", "line-reset", "line-best", "line-x", "line-y", "line-return", "line-end",
    "py-def-ray", "count-self", "count-forward", "count-backward", "check", "ray-start", "ray-x", "ray-y",
    "ray-look", "ray-count", "ray-step-x", "ray-step-y", "ray-return", "ray-end",
};
static_assert(kAnchorNames.size() == static_cast<std::size_t>(Anchor::RayEnd) + 1);

constexpr std::array<std::string_view, 16> kVarNames = {
    "t", "r", "c", "q", "i", "j", "d", "e", "dem", "x", "y", "best", "n", "k", "W", "run",
};
static_assert(kVarNames.size() == static_cast<std::size_t>(Var::run) + 1);

constexpr std::array<std::string_view, 46> kNarrationNames = {
    "place", "win", "no-win", "board-has-five", "board-has-none",
    "visit-empty", "visit-stone", "try-dir", "window-outside", "window-differs", "window-matches",
    "window-count", "window-five", "window-short",
    "seek-start", "line-start", "line-same", "line-other", "line-count", "line-reset", "line-best",
    "line-check-win", "line-check-short",
    "count-self", "look-same", "look-other", "look-empty", "look-border", "step-count",
    "check-win", "check-short", "check-not-five",
    "read-size", "board", "directions", "read-move", "player-of", "scan-call", "seek-at", "seek-edge",
    "line-call", "line-ended", "ray-call", "ray-start", "stepped", "ray-total",
};
static_assert(kNarrationNames.size() == static_cast<std::size_t>(Narration::RayTotal) + 1);

BoardShape shapeOf(const ProblemInput& in)
{
    const auto& c = caroInput(in);
    return {c.n, c.n, static_cast<int>(c.stride()), 1, 1};
}

/// The listings' b: the flat board with its border, row by row, 0 empty, 1 X, 2 O (a bytearray in
/// Python, a vector<char> in C++), the window's board cell for cell.
std::vector<std::pair<std::string, std::string>> programBoard(const ProblemInput&, std::string_view,
                                                                  std::span<const CellValue> board, CodeLanguage)
{
    std::string text = "[";
    for (std::size_t i = 0; i < board.size(); ++i)
        text += (i ? ", " : "") + std::to_string(board[i]);
    return {{"b", text + "]"}};
}

} // namespace

const std::string_view kEventKinds[3] = {"place", "win", "no-win"};
const std::string_view kCounters[2] = {"cells-looked", "moves"};

const ProblemDesc kProblem{
    "caro",
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
    Counters::MovesProcessed,
    Kinds::Place,
    "move",
    testBank,
    momentReader,
    {},
    &kLegacySteps,
    programBoard,
    &kProgramBoardReader,
    &kFuzzInputs,
};

} // namespace sb::caro
