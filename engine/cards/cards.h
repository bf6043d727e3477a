// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace sb::cards {

inline constexpr int kMaxRows = 20;
inline constexpr int kMaxCols = 40;
inline constexpr int kMaxValue = 1000;

/// The APCS 2023-10 card game: an n x m table, every value exactly twice.
struct CardsInput : ProblemInput {
    int n = 0;
    int m = 0;
    std::vector<int> values; ///< row by row
    int at(int r, int c) const noexcept { return values[static_cast<std::size_t>(r * m + c)]; }
};

/// Parses "n m" and the n x m values; throws InputError naming line and column.
std::shared_ptr<const CardsInput> parse(std::string_view text);

/// Board cells: a card is still on the table, or it was taken off.
inline constexpr CellValue kCard = 1;
inline constexpr CellValue kTaken = 0;

/// The listing lines a card method can stop on; names are the `//@` markers.
enum class Anchor : std::uint16_t {
    Rounds,        ///< while (changed): checked before each round and after the last
    Round,         ///< a round starts
    LineStart,     ///< a row or column scan starts, no card seen yet
    Look,          ///< is this cell a card or empty?
    Compare,       ///< the same value as the last card still there?
    Remove,        ///< the pair is taken off
    Remember,      ///< this card becomes the last card
    RememberEmpty, ///< (mistake) an empty cell becomes the "last card"
    RowDone,       ///< a row scan returned
    ColumnDone,    ///< a column scan returned
    Answer,        ///< the score is printed
};

/// The listings' variables shown in the watch panel. The round number is no
/// variable of any listing: it is the moment counter (Counter::Rounds) instead.
enum class Var : std::uint8_t { i, j, r, c, last, lastR, lastC, score, changed };

/// What a step says; arguments in the order listed.
enum class Narration : std::uint16_t {
    FirstRound,       ///< -
    AnotherRound,     ///< round just ended
    NoMoreRounds,     ///< round just ended
    ScoreUnchanged,   ///< round just ended: the score-change mistake stops
    RoundStart,       ///< round
    RowStart,         ///< row
    ColumnStart,      ///< column
    LookEmpty,        ///< r, c
    LookCard,         ///< r, c, value
    LookZeroAsEmpty,  ///< r, c: the zero-empty mistake skips a card of value 0
    CompareNoLast,    ///< r, c, value
    CompareSame,      ///< r, c, value, last cell (flat)
    CompareDifferent, ///< r, c, value, last value
    CompareEmpties,   ///< r, c: the no-skip mistake "pairs" two empty cells
    Remove,           ///< value, score
    Remember,         ///< r, c, value
    RememberEmpty,    ///< r, c
    LineDone,         ///< removed (0 or 1), index, is column (0 or 1)
    Answer,           ///< score
    RoundRepeats,     ///< round, earlier round: this round starts from the same table, so it never ends
};

/// What the wrong programs get wrong; all false is the correct grid method.
struct Rules {
    bool zeroIsEmpty = false;   ///< EMPTY is 0, a card's own value
    bool stopOnScore = false;   ///< a round counts as a change only if the score grew
    bool oneRound = false;      ///< no loop around the rounds
    bool rowsOnly = false;      ///< columns are never scanned
    bool noSkip = false;        ///< empty cells are compared like cards (never ends)
    bool lastOnEmpty = false;   ///< empty cells become the last card
};

/// The shared state of one running card method.
struct CardsRun {
    explicit CardsRun(std::shared_ptr<const CardsInput> input);
    std::shared_ptr<const CardsInput> in;
    std::shared_ptr<Outcome> outcome;
    std::vector<int> card;     ///< the program's own table, EMPTY marks and all
    std::vector<char> onTable; ///< which cards are really still there, whatever the program thinks
    Step step;
    /// Takes the cards at two cells off the table, as the step says.
    void takeOff(std::int32_t a, std::int32_t b);
    /// Records the judge output; the caller yields the last step.
    void finish(std::int64_t score);
    std::int32_t cell(int r, int c) const noexcept { return r * in->m + c; }
};

Trace makeTrace(const std::shared_ptr<CardsRun>& run, Generator<Step> steps);

Generator<Step> scanOneRow(std::shared_ptr<CardsRun> run);
Generator<Step> scanRounds(std::shared_ptr<CardsRun> run, Rules rules);

/// Fast judge answers. `budget` bounds the cells looked at: TooSlow when it ran
/// out; NeverEnds, with the rounds that repeat, for the no-skip mistake.
SolveResult solveOneRow(const CardsInput& in);
SolveResult solveRounds(const CardsInput& in, Rules rules, std::uint64_t budget);
/// The cost of each method's whole trace (to the step that says it repeats,
/// for a run that never ends), counted by the fast path.
Estimate estimateOneRow(const CardsInput& in);
Estimate estimateRounds(const CardsInput& in, Rules rules);
/// Rounds the correct method needs on a table, the last, empty one included.
int roundsNeeded(const CardsInput& in);

extern const ProblemDesc kProblem;

} // namespace sb::cards
