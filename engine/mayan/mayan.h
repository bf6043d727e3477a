// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace sb::mayan {

/// The events of this problem's steps, beside the shared StepKind::Line, Look and Compare;
/// their names are kEventKinds.
struct Kinds {
    static constexpr StepKind Place = eventKind(0); ///< a block moved
    static constexpr StepKind NoWin = eventKind(1); ///< the search ended without a solution
    static constexpr StepKind Fall = eventKind(2); ///< blocks fell into empty cells
    static constexpr StepKind Mark = eventKind(3); ///< cells marked for elimination
    static constexpr StepKind Clear = eventKind(4); ///< marked cells cleared
    static constexpr StepKind DfsEnter = eventKind(5); ///< a search node entered
    static constexpr StepKind DfsLeave = eventKind(6); ///< a search node left (backtrack)
    static constexpr StepKind DfsFound = eventKind(7); ///< the search reached a solution
};
extern const std::string_view kEventKinds[8];

/// This problem's work counters; their names are kCounters.
struct Counters {
    static constexpr Counter CellsLooked{0}; ///< board cells read
    static constexpr Counter DfsNodes{1}; ///< search nodes: the moment counter
    static constexpr Counter MovesTried{2}; ///< moves made by the search (each is undone when its subtree fails)
    static constexpr Counter ColourPrunes{3}; ///< search nodes cut because a colour has only 1 or 2 blocks left
    static constexpr Counter MemoPrunes{4}; ///< search nodes cut because the same board already failed with as many moves left
};
extern const std::string_view kCounters[5];

/// Why an input is refused, beside the shared InputMessage ones (a token that is no number,
/// text after the end); their names are kMessages, their words describeMessage().
struct Messages {
    static constexpr InputMessage MissingMoveCount = problemMessage(0); ///< the input ends before its first line, n
    static constexpr InputMessage MoveCountOutOfRange = problemMessage(1); ///< args: value, min, max
    static constexpr InputMessage TextAfterMoveCount = problemMessage(2); ///< more than n on the first line: the columns start on the next line
    static constexpr InputMessage BlockColourOutOfRange = problemMessage(3); ///< args: value, min, max, column (from 0)
    static constexpr InputMessage ColumnTooTall = problemMessage(4); ///< args: column (from 0), most blocks a column holds
    static constexpr InputMessage ColumnNotEnded = problemMessage(5); ///< args: column (from 0): its line ends before the 0 that ends it (at the end of that line)
    static constexpr InputMessage TextAfterColumn = problemMessage(6); ///< args: column (from 0): text after the 0 that ends it, on the same line
    static constexpr InputMessage MissingColumns = problemMessage(7); ///< args: columns expected, columns found
    static constexpr InputMessage RunBeforeAnyMove = problemMessage(8); ///< args: column, row (from 0), colour: the first block of a run of 3 the board holds as given
};
extern const MessageDesc kMessages[9];
/// One of Messages in English, as the command line prints it.
std::string describeMessage(const InputError& error);

inline constexpr int kColumns = 5;
inline constexpr int kRows = 7;
inline constexpr int kMaxMoves = 5;
inline constexpr int kMaxColour = 10;

/// The live board: cell x * kRows + y, x the column 0..4 from the left, y the row 0..6
/// from the bottom; the value is the colour 1..10, 0 when empty.
inline constexpr int kBoardCells = kColumns * kRows;
constexpr std::int32_t cellOf(int x, int y) noexcept { return x * kRows + y; }

/// After the live board, one record per depth d = 0..kMaxMoves-1 of the call stack, so the
/// window draws the stack without replaying: the move frame d tries (x, y, g + 1: three
/// cells, all 0 while the frame is not on the stack) and the board as it stood when frame d
/// was entered, before its move (kBoardCells cells, laid out as the live board). A DfsEnter
/// step sets frame d's record; the DfsLeave step that ends it clears it.
inline constexpr int kFrameMoveCells = 3;
inline constexpr int kFrameCells = kFrameMoveCells + kBoardCells;
constexpr std::int32_t frameMoveCell(int d, int k) noexcept { return kBoardCells + d * kFrameCells + k; }
constexpr std::int32_t frameBoardCell(int d, int cell) noexcept
{
    return kBoardCells + d * kFrameCells + kFrameMoveCells + cell;
}
/// After the frames, the listing's `gone` marks, laid out as the live board: 1 for a block
/// marked to vanish, from the line that marks its run to the line that clears it.
constexpr std::int32_t goneCell(int x, int y) noexcept { return kBoardCells + kMaxMoves * kFrameCells + cellOf(x, y); }
inline constexpr int kTotalCells = kBoardCells + kMaxMoves * kFrameCells + kBoardCells;

/// A board as the methods keep it: column x, row y; row kRows is always 0 (a sentinel).
using Board = std::array<std::array<std::uint8_t, kRows + 1>, kColumns>;

/// The Mayan puzzle (NOIP 2011): clear the board in exactly n moves.
struct MayanInput : ProblemInput {
    int n = 0;
    Board board{};
};

/// Parses n and the five columns; throws InputError naming line and column.
std::shared_ptr<const MayanInput> parse(std::string_view text);

/// How a student's program's board is read off its variables (ownboard.cpp).
extern const ProgramBoardReader kProgramBoardReader;
/// How the fuzz checks make and write its inputs (fuzzinputs.cpp).
extern const FuzzInputs kFuzzInputs;
/// The input text of a board, columns from the bottom up, each ended by 0.
std::string format(int n, const Board& board);

/// One move: the block at column x, row y goes right (g = 1) or left (g = -1).
struct Move {
    int x = 0;
    int y = 0;
    int g = 0;
};

/// What a step says; arguments in the order listed. Depths count moves made before, from 0.
enum class Narration : std::uint16_t {
    Start,        ///< n: the search starts from the input board with n moves to make
    Enter,        ///< depth, x, y, g: frame `depth` tries its move
    Swap,         ///< x, y, g, colour moved, colour of the neighbour: the two blocks change places
    IntoEmpty,    ///< x, y, g, colour: the block moves into the empty cell beside it
    Fall,         ///< blocks that fell (0: nothing falls)
    Mark,         ///< cells marked, round of the chain (from 1)
    Clear,        ///< round, cells cleared
    NoMoreRuns,   ///< round: the scan finds no run of 3, the chain is over
    BlocksLeft,   ///< blocks left after the last move (0: the board is empty)
    Found,        ///< n: the board is empty after exactly n moves; the moves are printed
    Leave,        ///< depth, x, y, g: frame `depth` is done, the board it started from comes back
    PruneColour,  ///< colour, count: only 1 or 2 blocks of that colour are left, they can never vanish
    ColoursOk,    ///< every colour still on the board has 0 or at least 3 blocks
    PruneMemo,    ///< moves left: this board was already proven unsolvable with as many moves left
    MemoMiss,     ///< moves left: this board is not known to be unsolvable (or fewer than 2 moves are left)
    MemoStore,    ///< moves left: no move from this board works, it is remembered (with 2 or more moves left)
    SkipLeft,     ///< x, y: a left move onto a block is skipped: it gives the same board as the right move of the block on the left, tried before
    NoSolution,   ///< n: no sequence of n moves empties the board: -1
    // The mistakes' deviations.
    SkipEqual,    ///< x, y, g, colour: (skip-equal) the neighbour has the same colour, the move is skipped
    ClearRun,     ///< x, y, 1 if horizontal else 0, round: (clear-at-once) a run starting at (x, y) vanishes the moment it is found
    ClearNoChain, ///< cells: (clear-once) the one and only clearing after the move; no new runs are looked for
    ClearNoFall,  ///< round, cells: (no-fall) the run vanishes and the blocks above stay where they are
    // The lines of the listings, one by one.
    ReadCount,    ///< n: the number of moves is read
    ReadColour,   ///< c: (C++) the next number of the column is read
    ColumnLoop,   ///< x, y, 1 if the column goes on (the number read is a block) else 0
    PutBlock,     ///< x, y, colour: the block read goes into the board
    Declare,      ///< which (Global): Python makes one of the program's global variables
    CellLook,     ///< x, y, colour (0: empty): a cell is read
    Gap,          ///< x, y, to, 1 if the block drops (to < y) else 0
    Drop,         ///< x, y, to, colour: the block at (x, y) drops to (x, to)
    MarkStart,    ///< no run is found yet
    RunCheck,     ///< x, y, 1 if a row (to the right) else 0 (up), 1 if the three blocks match else 0
    MarkRun,      ///< x, y, 1 if a row else 0: the three blocks of the run are marked
    RunFound,     ///< a run is found: the function will say true
    ClearLook,    ///< x, y, 1 if the cell is marked else 0
    ClearCell,    ///< x, y, colour: a marked block vanishes
    Unmark,       ///< x, y: its mark is taken off for the next round
    Call,         ///< callee, then its arguments: a function of the listing is called (callee: see calleeArg)
    Returned,     ///< callee, value: (C++) back on the calling line with the value the call returned
    AtN,          ///< d, n: are all n moves made?
    Edge,         ///< x, g, 1 if x + g is off the board else 0
    LeftCheck,    ///< x, y, g, 1 if the move goes left onto a block (skipped) else 0
    EqualCheck,   ///< x, y, g, 1 if the move swaps two blocks of one colour (skipped) else 0
    Saved,        ///< d: the board before move d is kept to undo it
    EmptyNo,      ///< x, y: a block is left there: the board is not empty
    ColourCount,  ///< c, count: how many blocks of colour c the board holds
    MemoWorth,    ///< moves left: is the board worth remembering (2 or more moves left)?
    PrintMove,    ///< k, x, y, g: move k is printed
    CountStart,   ///< (pruned) the counts of every colour start at 0
    Module,       ///< which: Python imports copy (0), sys (1) or itertools' count (2)
};

/// The functions of the listings, for the Call and Returned narrations.
enum class Callee : std::uint8_t { Fall, Chain, MarkRuns, ClearMarked, ClearRuns, IsEmpty, Hopeless, Dfs, TryMove, PrintMoves };
/// A Call or Returned narration's first argument: the callee and the listing's language, so the
/// window names the function as the listing on screen does (markRuns, mark_runs).
constexpr int calleeArg(Callee callee, bool python) noexcept { return static_cast<int>(callee) * 2 + (python ? 1 : 0); }

/// Python's global variables, for the Declare narration.
enum class Global : std::uint8_t { N, Board, Gone, Moves, Dead };

/// The listing lines a method can stop on; names are the `//@` markers. Every line that runs
/// has one: a step is a line, in the order a debugger visits them.
enum class Anchor : std::uint16_t {
    // the anchors of format 1, first (their numbers are kept)
    Start, ColourCheck, MemoCheck, Try, SkipLeft, SkipEqual, Swap, Fall, Mark, Clear, ClearRun, Settle, Check,
    Found, MemoStore, Leave, NoSolution,
    // Python's module level
    PyImportCopy, PyImport, PyImportCount, PyN, PyB, PyGone, PyMoves, PyDead, PyDefFall, PyDefMark, PyDefClear,
    PyDefRuns, PyDefChain, PyDefEmpty, PyDefHopeless, PyDefTry, PyDefDfs, PyDefPrint, PyDefMain, PyMain,
    // main: reading, the answer
    ReadAll, ReadN, ReadPos, ReadX, ReadY, ReadFirst, ReadLoop, ReadCell, ReadNext, ReadBlock, ReadEnd, Return,
    MainEnd, PrintLoop, PrintMove, PrintEnd,
    // fall()
    FallX, FallTo, FallY, FallLook, FallSkip, FallGap, FallDrop, FallNext, FallEnd,
    // markRuns()
    MarkStart, MarkX, MarkY, MarkLook, MarkEmpty, MarkSkip, MarkRow, MarkRowRun, MarkRowAny, MarkCol, MarkColRun,
    MarkColAny, MarkReturn, MarkEnd,
    // clearMarked()
    ClearX, ClearY, ClearLook, ClearCell, ClearUnmark, ClearEnd,
    // (clear-at-once) clearRuns()
    RunsStart, RowY, RowX, RowCheck, RowAny, ColY, ColX, ColCheck, ClearColRun, ColAny, RunsReturn, RunsEnd,
    // chain()
    ChainRound, ChainReturn, ChainEnd,
    // isEmpty()
    EmptyX, EmptyY, EmptyLook, EmptyNo, EmptyYes, EmptyEnd,
    // (pruned) hopeless()
    CountStart, CountX, CountY, CountCell, ColourLoop, ColourFew, ColourHopeless, ColourOk, HopelessEnd,
    // tryMove()
    Save, CallChain, Deeper, DeeperFound, LeaveReturn, TryEnd,
    // dfs()
    AtN, ColourPrune, MemoPrune, XLoop, YLoop, Look, NoBlock, GLoop, Edge, OffBoard, LeftCheck, EqualCheck,
    TryCall, Solved, MemoInsert, DeadEnd, DfsEnd,
};

/// The listings' variables shown in the watch panel.
enum class Var : std::uint8_t { n, d, x, y, g, round, to, c, k, pos };

enum class Method : std::uint8_t {
    Dfs,         ///< the editorial's search: a left move only into an empty cell
    Plain,       ///< every block both ways
    Pruned,      ///< Dfs plus the colour-count prune and the memo of dead boards
    SkipEqual,   ///< (wrong) never swaps two blocks of one colour
    ClearAtOnce, ///< (wrong) clears each run the moment it is found
    ClearOnce,   ///< (wrong) clears once after a move: no chain reaction
    NoFall,      ///< (wrong) blocks do not fall after a clear
};

/// Every method's search as its trace steps through it, line by line in the listing of `language`.
Generator<Step> search(std::shared_ptr<const MayanInput> in, Method method, CodeLanguage language,
                       std::shared_ptr<Outcome> outcome);

/// The judge output, fast, without steps.
std::string solve(const MayanInput& in, Method method);
/// The steps of the whole trace in `language` and its search nodes, counted by the fast path.
Estimate estimate(const MayanInput& in, Method method, CodeLanguage language);

extern const ProblemDesc kProblem;
/// How format-1 lessons numbered the steps (the marked lines only).
extern const LegacySteps kLegacySteps;

} // namespace sb::mayan
