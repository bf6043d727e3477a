// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"
#include "judging.h"

#include <array>

namespace sb::cards {

namespace {

const CardsInput& cardsInput(const ProblemInput& in)
{
    return static_cast<const CardsInput&>(in);
}

std::shared_ptr<CardsRun> newRun(const std::shared_ptr<const ProblemInput>& in)
{
    return std::make_shared<CardsRun>(std::static_pointer_cast<const CardsInput>(in));
}

template <Rules const& rules>
Trace traceRounds(std::shared_ptr<const ProblemInput> in)
{
    auto run = newRun(in);
    return makeTrace(run, scanRounds(run, rules));
}

template <Rules const& rules>
SolveResult solveWith(const ProblemInput& in, std::uint64_t budget)
{
    return solveRounds(cardsInput(in), rules, budget);
}

template <Rules const& rules>
Estimate estimateWith(const ProblemInput& in)
{
    return estimateRounds(cardsInput(in), rules);
}

Trace traceOneRow(std::shared_ptr<const ProblemInput> in)
{
    auto run = newRun(in);
    return makeTrace(run, scanOneRow(run));
}

constexpr Rules kGrid{};
constexpr Rules kZeroEmpty{.zeroIsEmpty = true};
constexpr Rules kScoreChange{.stopOnScore = true};
constexpr Rules kOneRound{.oneRound = true};
constexpr Rules kRowsOnly{.rowsOnly = true};
constexpr Rules kNoSkip{.noSkip = true};
constexpr Rules kLastOnEmpty{.lastOnEmpty = true};

const std::array kMethods = {
    MethodDesc{"row", MethodRole::Correct, "one-row", traceOneRow,
               [](const ProblemInput& in, std::uint64_t) { return solveOneRow(cardsInput(in)); },
               [](const ProblemInput& in) { return estimateOneRow(cardsInput(in)); }},
    MethodDesc{"grid", MethodRole::Correct, "rows-and-columns", traceRounds<kGrid>, solveWith<kGrid>,
               estimateWith<kGrid>},
    MethodDesc{"mistake-zero-empty", MethodRole::Wrong, "mistake-zero-empty", traceRounds<kZeroEmpty>,
               solveWith<kZeroEmpty>, estimateWith<kZeroEmpty>},
    MethodDesc{"mistake-score-change", MethodRole::Wrong, "mistake-score-change", traceRounds<kScoreChange>,
               solveWith<kScoreChange>, estimateWith<kScoreChange>},
    MethodDesc{"mistake-one-round", MethodRole::Wrong, "mistake-one-round", traceRounds<kOneRound>,
               solveWith<kOneRound>, estimateWith<kOneRound>},
    MethodDesc{"mistake-rows-only", MethodRole::Wrong, "mistake-rows-only", traceRounds<kRowsOnly>,
               solveWith<kRowsOnly>, estimateWith<kRowsOnly>},
    MethodDesc{"mistake-no-skip", MethodRole::Wrong, "mistake-no-skip", traceRounds<kNoSkip>,
               solveWith<kNoSkip>, estimateWith<kNoSkip>},
    MethodDesc{"mistake-last-on-empty", MethodRole::Wrong, "mistake-last-on-empty", traceRounds<kLastOnEmpty>,
               solveWith<kLastOnEmpty>, estimateWith<kLastOnEmpty>},
};

constexpr std::array<std::string_view, 11> kAnchorNames = {
    "rounds", "round", "line-start", "look", "compare", "remove", "remember", "remember-empty",
    "row-done", "column-done", "answer",
};
static_assert(kAnchorNames.size() == static_cast<std::size_t>(Anchor::Answer) + 1);

constexpr std::array<std::string_view, 9> kVarNames = {
    "i", "j", "r", "c", "last", "lastR", "lastC", "score", "changed",
};
static_assert(kVarNames.size() == static_cast<std::size_t>(Var::changed) + 1);

constexpr std::array<std::string_view, 20> kNarrationNames = {
    "first-round", "another-round", "no-more-rounds", "score-unchanged", "round-start", "row-start",
    "column-start", "look-empty", "look-card", "look-zero-as-empty", "compare-no-last", "compare-same",
    "compare-different", "compare-empties", "remove", "remember", "remember-empty", "line-done", "answer",
    "round-repeats",
};
static_assert(kNarrationNames.size() == static_cast<std::size_t>(Narration::RoundRepeats) + 1);

BoardShape shapeOf(const ProblemInput& in)
{
    const auto& c = cardsInput(in);
    return {c.n, c.m, c.m, 0, 0};
}

} // namespace

const ProblemDesc kProblem{
    "cards",
    kMethods,
    kAnchorNames,
    kVarNames,
    kNarrationNames,
    [](std::string_view text) -> std::shared_ptr<const ProblemInput> { return parse(text); },
    shapeOf,
    Counter::Rounds,
    StepKind::PassEnd,
    testBank,
    momentReader,
};

} // namespace sb::cards
