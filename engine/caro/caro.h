// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace sb::caro {

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

/// The listing lines a Caro method can stop on; names are the `//@` markers.
enum class Anchor : std::uint16_t {
    Place, Win, NoWin,
    // scan the whole board
    ScanBoard, Visit, TryDir, WindowLook, WindowSame, WindowCheck,
    // scan the four lines
    SeekStart, LineStart, LineLook, LineSame, LineReset, LineBest, LineCheck,
    // count outwards, and the traps built on it
    CountSelf, LookForward, StepForward, LookBackward, StepBackward, Check,
};

/// The listings' variables shown in the watch panel.
enum class Var : std::uint8_t { t, r, c, q, i, j, d, e, dem, x, y, best };

/// What a step says; arguments in the order listed. q is 1 for X, 2 for O;
/// `line` is a LineType: which of the four lines through a cell is meant.
enum class Narration : std::uint16_t {
    Place,          ///< t, r, c, q
    Win,            ///< t, q, line, stones in the run (5 or more)
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

/// The shared state of one running Caro method.
struct CaroRun {
    explicit CaroRun(std::shared_ptr<const CaroInput> input);
    std::shared_ptr<const CaroInput> in;
    std::shared_ptr<Outcome> outcome;
    std::vector<char> board; ///< 0 empty, 1 X, 2 O, with the border
    Step step;

    std::int32_t cell(std::int64_t r, std::int64_t c) const noexcept
    {
        return static_cast<std::int32_t>(r * in->stride() + c);
    }
    /// Records the judge output and yields nothing: the caller yields the last step.
    void finish(int answer);
    /// Puts move t on the board and fills the step that says so.
    Step& placeMove(int t);
    /// Records that nobody won and fills the last step, which says so.
    Step& noWinner();
};

/// The Trace of a generator over `run`, with its empty starting board.
Trace makeTrace(const std::shared_ptr<CaroRun>& run, Generator<Step> steps);

constexpr int playerOf(int t) noexcept { return t % 2 == 1 ? 1 : 2; }

Generator<Step> scanWholeBoard(std::shared_ptr<CaroRun> run);
Generator<Step> scanFourLines(std::shared_ptr<CaroRun> run);
Generator<Step> countOutwards(std::shared_ptr<CaroRun> run, OutwardRules rules);

/// The cost of each method's whole trace, counted from the moves without running it.
Estimate estimateScanWholeBoard(const CaroInput& in);
Estimate estimateScanFourLines(const CaroInput& in);
Estimate estimateCountOutwards(const CaroInput& in, OutwardRules rules);

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

} // namespace sb::caro
