// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sb::caro {

/// The events of this problem's steps, beside the shared StepKind::Line, Look and Compare;
/// their names are kEventKinds.
struct Kinds {
    static constexpr StepKind Place = eventKind(0); ///< a stone put on the board
    static constexpr StepKind Win = eventKind(1); ///< the move after which someone has five
    static constexpr StepKind NoWin = eventKind(2); ///< the moves ran out without a five
};
extern const std::string_view kEventKinds[3];

/// This problem's work counters; their names are kCounters.
struct Counters {
    static constexpr Counter CellsLooked{0}; ///< board cells read (the editorials' cost unit)
    static constexpr Counter MovesProcessed{1}; ///< moves played: the moment counter
};
extern const std::string_view kCounters[2];

/// Why an input is refused, beside the shared InputMessage ones (a token that is no number,
/// text after the end); their names are kMessages, their words describeMessage().
struct Messages {
    static constexpr InputMessage MissingHeader = problemMessage(0); ///< the input ends before its first line, N and K
    static constexpr InputMessage MissingMoves = problemMessage(1); ///< args: moves expected, moves found
    static constexpr InputMessage BoardSizeOutOfRange = problemMessage(2); ///< args: value, min, max
    static constexpr InputMessage MoveCountOutOfRange = problemMessage(3); ///< args: value, min, max
    static constexpr InputMessage RowOutOfRange = problemMessage(4); ///< args: value, min, max, move number
    static constexpr InputMessage ColumnOutOfRange = problemMessage(5); ///< args: value, min, max, move number
    static constexpr InputMessage CellPlayedTwice = problemMessage(6); ///< args: row, column, this move, earlier move
};
extern const MessageDesc kMessages[7];
/// One of Messages in English, as the command line prints it.
std::string describeMessage(const InputError& error);

inline constexpr int kMaxN = 5000;
inline constexpr int kMaxMoves = 300000;

struct Move {
    int r;
    int c;
};

/// A Caro game: an N x N board and the moves in order (X plays the odd ones).
struct CaroInput : ProblemInput {
    int n = 0;
    std::vector<Move> moves;
    /// Boards have a border of one empty cell on each side: cell (r, c) is r * stride() + c.
    std::int64_t stride() const noexcept { return n + 2; }
};

/// Parses "N K" and K lines "r c"; throws InputError naming line and column.
std::shared_ptr<const CaroInput> parse(std::string_view text);

/// How a student's program's board is read off its variables (ownboard.cpp).
extern const ProgramBoardReader kProgramBoardReader;
/// How the fuzz checks make and write its inputs (fuzzinputs.cpp).
extern const FuzzInputs kFuzzInputs;

/// The listing lines a Caro method stops on; names are the `//@` markers. Every line that runs
/// has one: a step is a line, in the order a debugger visits them.
enum class Anchor : std::uint16_t {
    // the lines every method runs, in both languages or in one
    PyImport, PyDefMain, PyMain, ReadAll, Sync, Tie, ReadSize, Width, Board, Dr, Dc,
    MoveLoop, ReadMove, Player, Place, Win, WinReturn, NoWin, Return, MainEnd,
    // scan the whole board: someoneWon()
    PyDefScan, ScanBoard, Rows, Cols, Visit, SkipEmpty, Dirs, TryDir, Cells, WindowX, WindowY, WindowLook,
    WindowBreak, WindowSame, WindowCheck, Found, None, ScanEnd,
    // scan the four lines: longestRun()
    PyDefLine, DirLoop, LineCheck, SeekStart, SeekX, SeekY, LineStart, LineDem, LineWalk, LineLook, LineSame,
    LineReset, LineBest, LineX, LineY, LineReturn, LineEnd,
    // count outwards, and the traps built on it: countRay()
    PyDefRay, CountSelf, CountForward, CountBackward, Check, RayStart, RayX, RayY, RayLook, RayCount, RayStepX,
    RayStepY, RayReturn, RayEnd,
};

/// The listings' variables shown in the watch panel.
enum class Var : std::uint8_t { t, r, c, q, i, j, d, e, dem, x, y, best, n, k, W, run };

/// What a step says; arguments in the order listed. q is 1 for X, 2 for O;
/// `line` is a LineType: which of the four lines through a cell is meant.
/// Lines that only move the program along (a loop's turn, a return) say a LineNarration.
enum class Narration : std::uint16_t {
    Place,          ///< t, r, c, q
    Win,            ///< t, q, line, stones in the run; and 1 when the program wants exactly five (the trap)
    NoWin,          ///< k
    BoardHasFive,   ///< t
    BoardHasNone,   ///< t
    VisitEmpty,     ///< i, j
    VisitStone,     ///< i, j, q
    TryDir,         ///< i, j, line
    WindowOutside,  ///< x, y, e
    WindowDiffers,  ///< x, y, e
    WindowMatches,  ///< x, y, e
    WindowCount,    ///< dem
    WindowFive,     ///< dem, i, j, line
    WindowShort,    ///< dem, i, j, line
    SeekStart,      ///< r, c, line
    LineStart,      ///< r, c, line
    LineSame,       ///< r, c
    LineOther,      ///< r, c
    LineCount,      ///< dem
    LineReset,      ///< r, c
    LineBest,       ///< best
    LineCheckWin,   ///< best, line
    LineCheckShort, ///< best, line
    CountSelf,      ///< line
    LookSame,       ///< x, y, line
    LookOther,      ///< x, y, line
    LookEmpty,      ///< x, y, line
    LookBorder,     ///< x, y, line
    StepCount,      ///< dem
    CheckWin,       ///< dem, line
    CheckShort,     ///< dem, line
    CheckNotFive,   ///< dem, line: the exactly-five trap misses a longer line
    ReadSize,       ///< n, k
    Board,          ///< n
    Directions,     ///< how many directions (4 lines, or 8 rays)
    ReadMove,       ///< t, r, c
    PlayerOf,       ///< t, q
    ScanCall,       ///< t: someoneWon() is called
    SeekAt,         ///< x, y: the walk back has reached (x, y)
    SeekEdge,       ///< x, y, line: (x, y) is the line's first cell
    LineCall,       ///< r, c, line: longestRun() is called for the line through (r, c)
    LineEnded,      ///< line: the walk has left the board
    RayCall,        ///< r, c, dr, dc: countRay() is called for the ray from (r, c)
    RayStart,       ///< dr, dc
    Stepped,        ///< x, y: the walk moves on to (x, y)
    RayTotal,       ///< run, dem: countRay() returns run, and the caller's dem becomes dem
};

/// The four lines through a cell.
enum class LineType : int { Row, Column, Diagonal, AntiDiagonal };

/// A step between neighbouring cells. Direction highlights carry it as (a, b) = (dr, dc).
struct Direction {
    int dr;
    int dc;
    constexpr LineType line() const noexcept
    {
        if (dr == 0)
            return LineType::Row;
        if (dc == 0)
            return LineType::Column;
        return dr == dc ? LineType::Diagonal : LineType::AntiDiagonal;
    }
};

/// The four line directions of the correct methods: row, column, diagonal, anti-diagonal.
inline constexpr Direction kFourDirections[4] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
/// The eight rays of the endpoint trap.
inline constexpr Direction kEightDirections[8] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0},
                                                  {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

/// How a count-outwards method walks: which directions, both ways or one, and
/// which counts win. The correct method 3 and the three traps differ only here.
struct OutwardRules {
    const Direction* dirs;
    int dirCount;
    bool bothWays;
    bool exactlyFive;
};
inline constexpr OutwardRules kCountOutwards{kFourDirections, 4, true, false};
inline constexpr OutwardRules kTrapEndpoint{kEightDirections, 8, false, false};
inline constexpr OutwardRules kTrapExactFive{kFourDirections, 4, true, true};
inline constexpr OutwardRules kTrapNoAntiDiagonal{kFourDirections, 3, true, false};

/// Which of the listings' shared lines a method has, and where: the opening before the first
/// move and the ending after the answer differ from method to method only in these.
struct Layout {
    Anchor pyDef;          ///< the `def` of the listing's helper function
    bool globalDirections; ///< dr and dc are set at the file's top (module level in Python)
    int directions;        ///< the length of dr and dc
};

/// The shared state of one running Caro method.
struct CaroRun {
    CaroRun(std::shared_ptr<const CaroInput> input, CodeLanguage language);
    std::shared_ptr<const CaroInput> in;
    CodeLanguage language;
    bool cpp() const noexcept { return language == CodeLanguage::Cpp; }
    /// main()'s depth: 1 in C++, 2 in Python, whose module level is a frame of its own.
    int mainDepth() const noexcept { return cpp() ? 1 : 2; }
    std::shared_ptr<Outcome> outcome;
    std::vector<char> board; ///< 0 empty, 1 X, 2 O, with the border
    Step step;

    std::int32_t cell(std::int64_t r, std::int64_t c) const noexcept
    {
        return static_cast<std::int32_t>(r * in->stride() + c);
    }
    /// Records the judge output and yields nothing: the caller yields the last step.
    void finish(int answer);

    /// The lines before the first move: how many, and the i-th (from 0).
    int openingLength(const Layout& layout) const noexcept;
    Step& openingLine(const Layout& layout, int i);
    /// The head of the moves' loop: its first turn, its next, or (t past the last move) its end.
    Step& moveLoop(int t);
    /// The three lines of move t before the method looks at the board: read it, whose it is, place it.
    Step& moveLine(int t, int i);
    /// A line that sets one variable, saying so.
    Step& assign(Anchor anchor, int depth, Var var, std::int64_t value);
    /// A counted loop's head: `value` is the turn about to run, or `end` when the test fails.
    Step& loopHead(Anchor anchor, int depth, Var var, int value, bool first, bool end);
    /// The lines after the answer is known: printed, returned, main's end. `won` for a win at move t
    /// (`line` and `stones` tell it), else nobody won. How many lines, and the i-th.
    int endingLength(bool won) const noexcept;
    /// `exactlyFive`: the program's win test is `== 5` (a trap), not `>= 5`.
    Step& endingLine(bool won, int i, int t, int line, int stones, std::int32_t from, std::int32_t to,
                     bool exactlyFive = false);
};

/// The Trace of a generator over `run`, with its empty starting board.
Trace makeTrace(const std::shared_ptr<CaroRun>& run, Generator<Step> steps);

constexpr int playerOf(int t) noexcept { return t % 2 == 1 ? 1 : 2; }

Generator<Step> scanWholeBoard(std::shared_ptr<CaroRun> run);
Generator<Step> scanFourLines(std::shared_ptr<CaroRun> run);
Generator<Step> countOutwards(std::shared_ptr<CaroRun> run, OutwardRules rules);

/// The cost of each method's whole trace in `language`, counted from the moves without running it.
Estimate estimateScanWholeBoard(const CaroInput& in, CodeLanguage language);
Estimate estimateScanFourLines(const CaroInput& in, CodeLanguage language);
Estimate estimateCountOutwards(const CaroInput& in, OutwardRules rules, CodeLanguage language);

/// The longest line of one player's stones through the stone of move t, after move t (t >= 1):
/// its two end cells (rows and columns from 1), its length and which line it is. (r1, c1) is the
/// end reached walking against the line's direction in kFourDirections, (r2, c2) the other end;
/// on a tie the first line in that order wins.
struct Run {
    int r1, c1, r2, c2;
    int length;
    LineType line;
};
Run longestRunAt(const CaroInput& in, int t);

/// Fast judge answers (0 when nobody wins). `budget` bounds the cells looked
/// at; -1 means the budget ran out first.
std::int64_t solveScanWholeBoard(const CaroInput& in, std::uint64_t budget);
std::int64_t solveScanFourLines(const CaroInput& in, std::uint64_t budget);
std::int64_t solveCountOutwards(const CaroInput& in, OutwardRules rules);

extern const ProblemDesc kProblem;
/// How format-1 lessons numbered Caro's steps (its marked lines only).
extern const LegacySteps kLegacySteps;

} // namespace sb::caro
