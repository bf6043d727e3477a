// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion.h"
#include "judging.h"

namespace sb::accordion {

namespace {

const AccordionInput& accordionInput(const ProblemInput& in)
{
    return static_cast<const AccordionInput&>(in);
}

template <Method method>
Trace traceOf(std::shared_ptr<const ProblemInput> in)
{
    Trace trace;
    auto outcome = std::make_shared<Outcome>();
    trace.outcome = outcome;
    trace.steps = playDecks(std::static_pointer_cast<const AccordionInput>(in), method, std::move(outcome));
    trace.boardCells = static_cast<std::size_t>(kDeckSize * kDeckSize);
    return trace;
}

template <Method method>
SolveResult solveWith(const ProblemInput& in, std::uint64_t)
{
    return {solve(accordionInput(in), method), StopReason::None, std::nullopt};
}

template <Method method>
Estimate estimateWith(const ProblemInput& in)
{
    return estimate(accordionInput(in), method);
}

template <Method method>
constexpr MethodDesc methodDesc(std::string_view id, MethodRole role, std::string_view listing)
{
    return {id, role, listing, traceOf<method>, solveWith<method>, estimateWith<method>};
}

// The correct methods print the same lines; the last of them is the reference.
const std::array kMethods = {
    methodDesc<Method::Deal>("deal", MethodRole::Correct, "deal-one-by-one"),
    methodDesc<Method::Restart>("restart", MethodRole::Correct, "rescan-from-first"),
    methodDesc<Method::Resume>("resume", MethodRole::Correct, "back-to-receiver"),
    methodDesc<Method::OneFirst>("mistake-one-first", MethodRole::Wrong, "mistake-one-first"),
    methodDesc<Method::SweepOn>("mistake-sweep-on", MethodRole::Wrong, "mistake-sweep-on"),
};

constexpr std::array<std::string_view, 13> kAnchorNames = {
    "deck-start", "deal", "sweep", "compare-far", "compare-near", "move", "compact",
    "back-to", "restart", "next-pile", "stay", "sweep-end", "deck-done",
};
static_assert(kAnchorNames.size() == static_cast<std::size_t>(Anchor::DeckDone) + 1);

constexpr std::array<std::string_view, 5> kVarNames = {"deck", "k", "i", "j", "moved"};
static_assert(kVarNames.size() == static_cast<std::size_t>(Var::moved) + 1);

constexpr std::array<std::string_view, 15> kNarrationNames = {
    "deck-start", "deal", "compare-far", "compare-near", "no-target", "move", "compact", "back-to",
    "restart", "next-pile", "sweep-end", "deck-done", "sweep-start", "past-last-pile", "sweep-on",
};
static_assert(kNarrationNames.size() == static_cast<std::size_t>(Narration::SweepOn) + 1);

BoardShape shapeOf(const ProblemInput&)
{
    return {kDeckSize, kDeckSize, kDeckSize, 0, 0};
}

} // namespace

const ProblemDesc kProblem{
    "accordion",
    kMethods,
    kAnchorNames,
    kVarNames,
    kNarrationNames,
    [](std::string_view text) -> std::shared_ptr<const ProblemInput> { return parse(text); },
    shapeOf,
    Counter::CardMoves,
    StepKind::CardMove,
    testBank,
    momentReader,
};

} // namespace sb::accordion
