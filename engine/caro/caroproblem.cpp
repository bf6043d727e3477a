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

std::shared_ptr<CaroRun> newRun(const std::shared_ptr<const ProblemInput>& in)
{
    return std::make_shared<CaroRun>(std::static_pointer_cast<const CaroInput>(in));
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
    static Trace trace(std::shared_ptr<const CaroInput> in, const OutwardRules* rules)
    {
        auto run = std::make_shared<CaroRun>(std::move(in));
        return makeTrace(run, countOutwards(run, *rules));
    }
    static SolveResult solve(const CaroInput& in, const OutwardRules* rules, std::uint64_t)
    {
        return answer(solveCountOutwards(in, *rules));
    }
    static Estimate estimate(const CaroInput& in, const OutwardRules* rules)
    {
        return estimateCountOutwards(in, *rules);
    }
};

Trace traceWholeBoard(std::shared_ptr<const ProblemInput> in)
{
    auto run = newRun(in);
    return makeTrace(run, scanWholeBoard(run));
}

Trace traceFourLines(std::shared_ptr<const ProblemInput> in)
{
    auto run = newRun(in);
    return makeTrace(run, scanFourLines(run));
}

const std::array kMethods = {
    MethodDesc{"1", MethodRole::Correct, "scan-board", traceWholeBoard,
               [](const ProblemInput& in, std::uint64_t budget) {
                   return answer(solveScanWholeBoard(caroInput(in), budget));
               },
               [](const ProblemInput& in) { return estimateScanWholeBoard(caroInput(in)); }},
    MethodDesc{"2", MethodRole::Correct, "four-lines", traceFourLines,
               [](const ProblemInput& in, std::uint64_t budget) {
                   return answer(solveScanFourLines(caroInput(in), budget));
               },
               [](const ProblemInput& in) { return estimateScanFourLines(caroInput(in)); }},
    methodOf<Outwards, &kCountOutwards>("3", MethodRole::Correct, "count-outwards"),
    methodOf<Outwards, &kTrapEndpoint>("trap-endpoint", MethodRole::Wrong, "trap-endpoint"),
    methodOf<Outwards, &kTrapExactFive>("trap-exact5", MethodRole::Wrong, "trap-exact5"),
    methodOf<Outwards, &kTrapNoAntiDiagonal>("trap-no-antidiag", MethodRole::Wrong, "trap-no-antidiag"),
};

constexpr std::array<std::string_view, 22> kAnchorNames = {
    "place", "win", "no-win",
    "scan-board", "visit", "try-dir", "window-look", "window-same", "window-check",
    "seek-start", "line-start", "line-look", "line-same", "line-reset", "line-best", "line-check",
    "count-self", "look-forward", "step-forward", "look-backward", "step-backward", "check",
};
static_assert(kAnchorNames.size() == static_cast<std::size_t>(Anchor::Check) + 1);

constexpr std::array<std::string_view, 12> kVarNames = {
    "t", "r", "c", "q", "i", "j", "d", "e", "dem", "x", "y", "best",
};
static_assert(kVarNames.size() == static_cast<std::size_t>(Var::best) + 1);

constexpr std::array<std::string_view, 32> kNarrationNames = {
    "place", "win", "no-win", "board-has-five", "board-has-none",
    "visit-empty", "visit-stone", "try-dir", "window-outside", "window-differs", "window-matches",
    "window-count", "window-five", "window-short",
    "seek-start", "line-start", "line-same", "line-other", "line-count", "line-reset", "line-best",
    "line-check-win", "line-check-short",
    "count-self", "look-same", "look-other", "look-empty", "look-border", "step-count",
    "check-win", "check-short", "check-not-five",
};
static_assert(kNarrationNames.size() == static_cast<std::size_t>(Narration::CheckNotFive) + 1);

BoardShape shapeOf(const ProblemInput& in)
{
    const auto& c = caroInput(in);
    return {c.n, c.n, static_cast<int>(c.stride()), 1, 1};
}

} // namespace

const ProblemDesc kProblem{
    "caro",
    kMethods,
    kAnchorNames,
    kVarNames,
    kNarrationNames,
    [](std::string_view text) -> std::shared_ptr<const ProblemInput> { return parse(text); },
    shapeOf,
    Counter::MovesProcessed,
    StepKind::Place,
    testBank,
    momentReader,
};

} // namespace sb::caro
