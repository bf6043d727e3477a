// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion.h"
#include "judging.h"

#include "core/methodtable.h"

#include <string>
#include <vector>

namespace sb::accordion {

namespace {

/// Every method is the one game loop with its Method: see methodOf().
struct Runs {
    using Input = AccordionInput;
    static Trace trace(std::shared_ptr<const AccordionInput> in, Method method, CodeLanguage language)
    {
        Trace trace;
        auto outcome = std::make_shared<Outcome>();
        trace.outcome = outcome;
        trace.steps = playDecks(std::move(in), method, language, std::move(outcome));
        trace.boardCells = static_cast<std::size_t>(kDeckSize * kDeckSize);
        return trace;
    }
    static SolveResult solve(const AccordionInput& in, Method method, std::uint64_t)
    {
        return {accordion::solve(in, method), StopReason::None, std::nullopt};
    }
    static Estimate estimate(const AccordionInput& in, Method method, CodeLanguage language)
    {
        return accordion::estimate(in, method, language);
    }
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

constexpr std::array<std::string_view, 63> kAnchorNames = {
    "deck-start", "deal", "sweep", "compare-far", "compare-near", "move", "compact",
    "back-to", "restart", "next-pile", "stay", "sweep-end", "deck-done",
    "py-import", "py-piles", "py-def-match", "py-def-target", "py-def-move", "py-def-play", "py-def-print",
    "py-def-main", "py-main",
    "match", "match-end", "far-return", "near-return", "stay-return", "target-end",
    "take", "empty-check", "closed-return", "kept-return", "move-end",
    "sweep-loop", "scan-start", "scan-loop", "target-call", "can-move", "moved", "move-call", "closed-check",
    "sweep-break", "sweep-next", "play-end",
    "print-count", "print-loop", "print-height", "print-end", "print-close",
    "cards", "deck-zero", "read-first", "read-loop", "read-card", "read-all", "pos-zero", "read-deck", "pos-next",
    "clear", "deal-loop", "play-call", "return", "main-end",
};
static_assert(kAnchorNames.size() == static_cast<std::size_t>(Anchor::MainEnd) + 1);

constexpr std::array<std::string_view, 6> kVarNames = {"deck", "k", "i", "j", "moved", "pos"};
static_assert(kVarNames.size() == static_cast<std::size_t>(Var::pos) + 1);

constexpr std::array<std::string_view, 37> kNarrationNames = {
    "deck-start", "deal", "compare-far", "compare-near", "no-target", "move", "compact", "back-to",
    "restart", "next-pile", "sweep-end", "deck-done", "sweep-start", "past-last-pile", "sweep-on",
    "cards", "read-first", "input-end", "read-card", "read-deck", "clear-piles", "play-call", "look-at",
    "target-call", "call-match", "got-target", "if-move", "move-call", "take", "empty-check", "closed-check",
    "sweep-loop", "print-count", "print-next", "print-height", "print-line", "piles-empty",
};
static_assert(kNarrationNames.size() == static_cast<std::size_t>(Narration::PilesEmpty) + 1);

BoardShape shapeOf(const ProblemInput&)
{
    return {kDeckSize, kDeckSize, kDeckSize, 0, 0};
}

/// The listings' piles, left to right, each from its bottom card to its top one as the input writes
/// the cards ("QH"): the piles on the board, with a pile a move just emptied as [] until it closes up.
std::vector<std::pair<std::string, std::string>> programBoard(const ProblemInput&, std::string_view,
                                                                  std::span<const CellValue> board, CodeLanguage)
{
    std::string text = "[";
    for (int p = 0; p < kDeckSize; ++p) {
        const CellValue bottom = board[static_cast<std::size_t>(cellOf(p, 0))];
        if (bottom == kNoCard)
            break;
        text += p ? ", [" : "[";
        for (int s = 0; s < kDeckSize && board[static_cast<std::size_t>(cellOf(p, s))] > kNoCard; ++s)
            text += (s ? ", \"" : "\"") + cardName(static_cast<Card>(board[static_cast<std::size_t>(cellOf(p, s))] - 1)) + "\"";
        text += "]";
    }
    return {{"piles", text + "]"}};
}

} // namespace

const std::string_view kEventKinds[5] = {"place", "pass-end", "card-move", "compaction", "clear"};
const std::string_view kCounters[4] = {"comparisons", "card-moves", "compactions", "decks"};

const ProblemDesc kProblem{
    "accordion",
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
    Counters::CardMoves,
    Kinds::CardMove,
    "move",
    testBank,
    momentReader,
    {},
    &kLegacySteps,
    programBoard,
    &kProgramBoardReader,
    &kFuzzInputs,
};

} // namespace sb::accordion
