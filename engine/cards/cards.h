// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sb::cards {

/// The events of this problem's steps, beside the shared StepKind::Line, Look and Compare;
/// their names are kEventKinds.
struct Kinds {
    static constexpr StepKind Win = eventKind(0); ///< the game is over: nothing more can be removed
    static constexpr StepKind Remove = eventKind(1); ///< a pair of cards taken off the table
    static constexpr StepKind PassEnd = eventKind(2); ///< a full scan pass or round finished
};
extern const std::string_view kEventKinds[3];

/// This problem's work counters; their names are kCounters.
struct Counters {
    static constexpr Counter CellsLooked{0}; ///< table cells read
    static constexpr Counter Comparisons{1}; ///< two cards compared
    static constexpr Counter PairsRemoved{2}; ///< pairs taken off the table
    static constexpr Counter Rounds{3}; ///< rounds of scans: the moment counter
};
extern const std::string_view kCounters[4];

/// Why an input is refused, beside the shared InputMessage ones (a token that is no number,
/// text after the end); their names are kMessages, their words describeMessage().
struct Messages {
    static constexpr InputMessage MissingTableSize = problemMessage(0); ///< the input ends before its first line, n and m
    static constexpr InputMessage RowsOutOfRange = problemMessage(1); ///< args: value, min, max
    static constexpr InputMessage ColumnsOutOfRange = problemMessage(2); ///< args: value, min, max
    static constexpr InputMessage MissingCards = problemMessage(3); ///< args: cards expected, cards found
    static constexpr InputMessage CardValueOutOfRange = problemMessage(4); ///< args: value, min, max
    static constexpr InputMessage ValueOnlyOnce = problemMessage(5); ///< args: value, row, column (1-based) of its only card
    static constexpr InputMessage ValueThreeTimes = problemMessage(6); ///< args: value, row, column (1-based) of the first of them
};
extern const MessageDesc kMessages[7];
/// One of Messages in English, as the command line prints it.
std::string describeMessage(const InputError& error);

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

/// How a student's program's board is read off its variables (ownboard.cpp).
extern const ProgramBoardReader kProgramBoardReader;
/// How the fuzz checks make and write its inputs (fuzzinputs.cpp).
extern const FuzzInputs kFuzzInputs;

/// Board cells: a card is on the table, or it was taken off, or the program has not read it yet
/// (every place starts so: the table fills as the input is read).
inline constexpr CellValue kCard = 1;
inline constexpr CellValue kTaken = 0;
inline constexpr CellValue kUnread = 2;

/// The listing lines a card method stops on; names are the `//@` markers. Every line that runs
/// has one: a step is a line, in the order a debugger visits them.
enum class Anchor : std::uint16_t {
    // the lines of main and of the reading, in both languages or in one
    PyImport, PyEmpty, PySize, PyCard, PyScore, PyDefRead, PyDefScan, PyDefMain, PyMain,
    ReadTable, ReadAll, ReadSize, ReadRow, ReadNewRow, ReadCol, ReadCard, ReadEnd,
    Score, Changed,
    Rounds,        ///< while (changed): checked before each round and after the last
    Round,         ///< a round starts
    Rows, RowDone, RowTest, RowChanged, Columns, ColumnDone, ColumnTest, ColumnChanged, ScoreCheck,
    Answer,        ///< the score is printed
    Return, MainEnd,
    // one line scan: scanLine(), or the one-row program's pass
    LineStart,     ///< a row or column scan starts
    LastR, LastC, Walk,
    Look,          ///< is this cell a card or empty?
    Skip,          ///< the one-row program's continue past an empty cell
    Compare,       ///< the same value as the last card still there?
    Remove,        ///< the pair's points go to the score
    TakeHere, TakeLast, ForgetR, ForgetC, Forget, Removed,
    Remember,      ///< this card becomes the last card
    RememberC,
    RememberEmpty, ///< (mistake) an empty cell becomes the "last card"
    RememberEmptyC, StepR, StepC, LineReturn, LineEnd,
};

/// The listings' variables shown in the watch panel. The round number is no
/// variable of any listing: it is the moment counter (Counters::Rounds) instead.
enum class Var : std::uint8_t { i, j, r, c, last, lastR, lastC, score, changed, n, m, removedAny, before, removed };

/// What a step says; arguments in the order listed. Lines that only move the program along
/// (a loop's turn, a variable set, a return) say a LineNarration.
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
    Remove,           ///< value, score: the pair's points are added
    Remember,         ///< r, c, value
    RememberEmpty,    ///< r, c
    LineDone,         ///< removed (0 or 1), index, is column (0 or 1): the scan returns
    Answer,           ///< score
    RoundRepeats,     ///< round, earlier round: this round starts from the same table, so it never ends
    ReadTableCall,    ///< -: main calls readTable()
    ReadSize,         ///< n, m
    ReadCard,         ///< r, c, value
    NewRow,           ///< row, m: Python makes the row's list before reading into it
    EmptyMark,        ///< the value that marks a card taken off (Python's module level)
    NoTableYet,       ///< -: Python's module level makes the size and the table before reading them
    EmptyTable,       ///< -
    LineCall,         ///< index, is column: main calls the scan of a row or a column
    LineResult,       ///< removed, index, is column: main tests what the scan returned
    WalkOn,           ///< r, c: the cell is on the table, the walk goes on
    WalkOff,          ///< r, c: past the edge, the line is done
    TakeOff,          ///< value, r, c: this card leaves the table (set to EMPTY)
    TakeOffLast,      ///< value, r, c: the last card leaves too: the pair is gone
    Stepped,          ///< r, c: the walk moves on to (r, c)
    SkipEmpty,        ///< j: the one-row program goes straight on past an empty cell
};
inline constexpr int kNarrationCount = static_cast<int>(Narration::SkipEmpty) + 1;

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
    CardsRun(std::shared_ptr<const CardsInput> input, CodeLanguage language);
    std::shared_ptr<const CardsInput> in;
    CodeLanguage language;
    bool cpp() const noexcept { return language == CodeLanguage::Cpp; }
    /// main()'s depth: 1 in C++, 2 in Python, whose module level is a frame of its own.
    int mainDepth() const noexcept { return cpp() ? 1 : 2; }
    std::shared_ptr<Outcome> outcome;
    std::vector<int> card;     ///< the program's own table, EMPTY marks and all
    std::vector<char> onTable; ///< which cards are really still there, whatever the program thinks
    Step step;
    /// Takes the card at `cell` off the table, as the step says (no change for a cell already empty).
    void takeOff(std::int32_t cell);
    /// Records the judge output; the caller yields the last step.
    void finish(std::int64_t score);
    std::int32_t cell(int r, int c) const noexcept { return r * in->m + c; }
    std::uint64_t lines = 0; ///< the steps started so far: the number of the step being built
    /// Starts the next step (every step of a card method starts here, and is yielded once).
    Step& line(Anchor anchor, int depth, StepKind kind = StepKind::Line)
    {
        ++lines;
        return step.at(anchor, depth, kind);
    }
    /// A line that sets one variable, saying so.
    Step& assign(Anchor anchor, int depth, Var var, std::int64_t value);
    /// A counted loop's head: `value` is the turn about to run, or `end` when the test fails.
    Step& loopHead(Anchor anchor, int depth, Var var, int value, bool first, bool end);
};

Trace makeTrace(const std::shared_ptr<CardsRun>& run, Generator<Step> steps);

Generator<Step> scanOneRow(std::shared_ptr<CardsRun> run);
Generator<Step> scanRounds(std::shared_ptr<CardsRun> run, Rules rules);

/// The lines of the grid program and its mistakes before main's first line of its own: Python's
/// module level, and the call of readTable() with every line it runs.
Generator<Step> readTableLines(std::shared_ptr<CardsRun> run, Rules rules);

/// Fast judge answers. `budget` bounds the cells looked at: TooSlow when it ran
/// out; NeverEnds, with the rounds that repeat, for the no-skip mistake (the
/// repetition's steps are counted in the C++ listing's steps).
SolveResult solveOneRow(const CardsInput& in);
SolveResult solveRounds(const CardsInput& in, Rules rules, std::uint64_t budget);
/// The cost of each method's whole trace in `language` (to the step that says it
/// repeats, for a run that never ends), counted by the fast path.
Estimate estimateOneRow(const CardsInput& in, CodeLanguage language);
Estimate estimateRounds(const CardsInput& in, Rules rules, CodeLanguage language);
/// Rounds the correct method needs on a table, the last, empty one included.
int roundsNeeded(const CardsInput& in);

extern const ProblemDesc kProblem;
/// How format-1 lessons numbered the card game's steps (its marked lines only).
extern const LegacySteps kLegacySteps;

} // namespace sb::cards
