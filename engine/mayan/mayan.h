// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace sb::mayan {

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
inline constexpr int kTotalCells = kBoardCells + kMaxMoves * kFrameCells;

/// A board as the methods keep it: column x, row y; row kRows is always 0 (a sentinel).
using Board = std::array<std::array<std::uint8_t, kRows + 1>, kColumns>;

/// The Mayan puzzle (NOIP 2011): clear the board in exactly n moves.
struct MayanInput : ProblemInput {
    int n = 0;
    Board board{};
};

/// Parses n and the five columns; throws InputError naming line and column.
std::shared_ptr<const MayanInput> parse(std::string_view text);
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
};

/// The listing lines a method can stop on; names are the `//@` markers.
enum class Anchor : std::uint16_t {
    Start,       ///< main calls dfs(0)
    ColourCheck, ///< (pruned) a colour with 1 or 2 blocks?
    MemoCheck,   ///< (pruned) a board already known to be dead?
    Try,         ///< the frame of a move is entered (DfsEnter): the move is recorded and the board saved
    SkipLeft,    ///< a left move onto a block is skipped
    SkipEqual,   ///< (skip-equal) a move between two blocks of one colour is skipped
    Swap,        ///< the two cells change places
    Fall,        ///< the blocks fall after the move
    Mark,        ///< the runs of 3 are looked for and marked
    Clear,       ///< the marked blocks vanish
    ClearRun,    ///< (clear-at-once) one run vanishes as soon as it is found
    Settle,      ///< the blocks above the cleared cells fall
    Check,       ///< after the last move: are blocks left?
    Found,       ///< the moves are printed
    MemoStore,   ///< (pruned) the board is remembered as dead
    Leave,       ///< the board is restored (DfsLeave)
    NoSolution,  ///< -1 is printed
};

/// The listings' variables shown in the watch panel.
enum class Var : std::uint8_t { n, d, x, y, g, round };

enum class Method : std::uint8_t {
    Dfs,         ///< the editorial's search: a left move only into an empty cell
    Plain,       ///< every block both ways
    Pruned,      ///< Dfs plus the colour-count prune and the memo of dead boards
    SkipEqual,   ///< (wrong) never swaps two blocks of one colour
    ClearAtOnce, ///< (wrong) clears each run the moment it is found
    ClearOnce,   ///< (wrong) clears once after a move: no chain reaction
    NoFall,      ///< (wrong) blocks do not fall after a clear
};

/// Every method's search as its trace steps through it.
Generator<Step> search(std::shared_ptr<const MayanInput> in, Method method, std::shared_ptr<Outcome> outcome);

/// The judge output, fast, without steps.
std::string solve(const MayanInput& in, Method method);
/// The steps of the whole trace and its search nodes, counted by the fast path.
Estimate estimate(const MayanInput& in, Method method);

extern const ProblemDesc kProblem;

} // namespace sb::mayan
