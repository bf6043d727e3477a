// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion.h"
#include "judging.h"

#include "core/methodtable.h"

namespace sb::accordion {

namespace {

/// Every method is the one game loop with its Method: see methodOf().
struct Runs {
    using Input = AccordionInput;
    static Trace trace(std::shared_ptr<const AccordionInput> in, Method method)
    {
        Trace trace;
        auto outcome = std::make_shared<Outcome>();
        trace.outcome = outcome;
        trace.steps = playDecks(std::move(in), method, std::move(outcome));
        trace.boardCells = static_cast<std::size_t>(kDeckSize * kDeckSize);
        return trace;
    }
    static SolveResult solve(const AccordionInput& in, Method method, std::uint64_t)
    {
        return {accordion::solve(in, method), StopReason::None, std::nullopt};
    }
    static Estimate estimate(const AccordionInput& in, Method method) { return accordion::estimate(in, method); }
};

template <Method method>
constexpr MethodDesc methodDesc(std::string_view id, MethodRole role, std::string_view listing)
{
    return methodOf<Runs, method>(id, role, listing);
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
