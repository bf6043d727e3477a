// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"
#include "judging.h"

#include "core/methodtable.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace sb::cards {

namespace {

const CardsInput& cardsInput(const ProblemInput& in)
{
    return static_cast<const CardsInput&>(in);
}

std::shared_ptr<CardsRun> newRun(const std::shared_ptr<const ProblemInput>& in, CodeLanguage language)
{
    return std::make_shared<CardsRun>(std::static_pointer_cast<const CardsInput>(in), language);
}

/// The grid program and its mistakes: the one round loop with its Rules, see methodOf().
struct Rounds {
    using Input = CardsInput;
    static Trace trace(std::shared_ptr<const CardsInput> in, const Rules* rules, CodeLanguage language)
    {
        auto run = std::make_shared<CardsRun>(std::move(in), language);
        return makeTrace(run, scanRounds(run, *rules));
    }
    static SolveResult solve(const CardsInput& in, const Rules* rules, std::uint64_t budget)
    {
        return solveRounds(in, *rules, budget);
    }
    static Estimate estimate(const CardsInput& in, const Rules* rules, CodeLanguage language)
    {
        return estimateRounds(in, *rules, language);
    }
};

Trace traceOneRow(std::shared_ptr<const ProblemInput> in, CodeLanguage language)
{
    auto run = newRun(in, language);
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
               [](const ProblemInput& in, CodeLanguage language) { return estimateOneRow(cardsInput(in), language); }},
    methodOf<Rounds, &kGrid>("grid", MethodRole::Correct, "rows-and-columns"),
    methodOf<Rounds, &kZeroEmpty>("mistake-zero-empty", MethodRole::Wrong, "mistake-zero-empty"),
    methodOf<Rounds, &kScoreChange>("mistake-score-change", MethodRole::Wrong, "mistake-score-change"),
    methodOf<Rounds, &kOneRound>("mistake-one-round", MethodRole::Wrong, "mistake-one-round"),
    methodOf<Rounds, &kRowsOnly>("mistake-rows-only", MethodRole::Wrong, "mistake-rows-only"),
    methodOf<Rounds, &kNoSkip>("mistake-no-skip", MethodRole::Wrong, "mistake-no-skip"),
    methodOf<Rounds, &kLastOnEmpty>("mistake-last-on-empty", MethodRole::Wrong, "mistake-last-on-empty"),
};

constexpr std::array<std::string_view, static_cast<std::size_t>(Anchor::LineEnd) + 1> kAnchorNames = {
    "py-import", "py-empty", "py-size", "py-card", "py-score", "py-def-read", "py-def-scan", "py-def-main", "py-main",
    "read-table", "read-all", "read-size", "read-row", "read-new-row", "read-col", "read-card", "read-end",
    "score", "changed", "rounds", "round", "rows", "row-done", "row-test", "row-changed", "columns", "column-done",
    "column-test", "column-changed", "score-check", "answer", "return", "main-end",
    "line-start", "last-r", "last-c", "walk", "look", "skip", "compare", "remove", "take-here", "take-last",
    "forget-r", "forget-c", "forget", "removed", "remember", "remember-c", "remember-empty", "remember-empty-c",
    "step-r", "step-c", "line-return", "line-end",
};
static_assert(kAnchorNames.size() == static_cast<std::size_t>(Anchor::LineEnd) + 1);

constexpr std::array<std::string_view, 14> kVarNames = {
    "i", "j", "r", "c", "last", "lastR", "lastC", "score", "changed", "n", "m", "removedAny", "before", "removed",
};
static_assert(kVarNames.size() == static_cast<std::size_t>(Var::removed) + 1);

constexpr std::array<std::string_view, kNarrationCount> kNarrationNames = {
    "first-round", "another-round", "no-more-rounds", "score-unchanged", "round-start", "row-start",
    "column-start", "look-empty", "look-card", "look-zero-as-empty", "compare-no-last", "compare-same",
    "compare-different", "compare-empties", "remove", "remember", "remember-empty", "line-done", "answer",
    "round-repeats", "read-table-call", "read-size", "read-card", "new-row", "empty-mark", "no-table-yet",
    "empty-table", "line-call", "line-result", "walk-on", "walk-off", "take-off", "take-off-last", "stepped",
    "skip-empty",
};

BoardShape shapeOf(const ProblemInput& in)
{
    const auto& c = cardsInput(in);
    return {c.n, c.m, c.m, 0, 0};
}

/// The listings' card table, read off the window's board: a card on the table has its value, a card
/// taken off holds EMPTY (-1, or 0 in the zero-empty mistake), a card not read yet what the array
/// held before. C++: the file's int card[20][40], zero before it is read; the one-row program's local
/// int card[40], whose places past the cards read hold whatever was there (left out). Python: the
/// one-row program's list grows one card at a time; the grid's list of rows gets a row of zeros before
/// its cards are read, which the board does not tell apart from no row: left out until all are read.
std::vector<std::pair<std::string, std::string>> programBoard(const ProblemInput& input, std::string_view method,
                                                                  std::span<const CellValue> board, CodeLanguage language)
{
    const auto& in = cardsInput(input);
    const int empty = method == "mistake-zero-empty" ? 0 : -1;
    const auto value = [&](int r, int c) {
        const CellValue cell = board[static_cast<std::size_t>(r * in.m + c)];
        return std::to_string(cell == kCard ? in.at(r, c) : cell == kTaken ? empty : 0);
    };
    const bool cpp = language == CodeLanguage::Cpp;
    std::string text = "[";
    if (method == "row") {
        int read = 0;
        while (read < in.m && board[static_cast<std::size_t>(read)] != kUnread)
            ++read;
        for (int c = 0; c < read; ++c)
            text += (c ? ", " : "") + value(0, c);
        if (cpp)
            text += read ? ", ..." : "...";
        return {{"card", text + "]"}};
    }
    if (!cpp && std::find(board.begin(), board.end(), kUnread) != board.end())
        return {};
    const int rows = cpp ? kMaxRows : in.n, columns = cpp ? kMaxCols : in.m;
    for (int r = 0; r < rows; ++r) {
        text += r ? ", [" : "[";
        for (int c = 0; c < columns; ++c)
            text += (c ? ", " : "") + (r < in.n && c < in.m ? value(r, c) : std::string("0"));
        text += "]";
    }
    return {{"card", text + "]"}};
}

} // namespace

const std::string_view kEventKinds[3] = {"win", "remove", "pass-end"};
const std::string_view kCounters[4] = {"cells-looked", "comparisons", "pairs-removed", "rounds"};

const ProblemDesc kProblem{
    "cards",
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
    Counters::Rounds,
    Kinds::PassEnd,
    "round",
    testBank,
    momentReader,
    {},
    &kLegacySteps,
    programBoard,
    &kProgramBoardReader,
    &kFuzzInputs,
};

} // namespace sb::cards
