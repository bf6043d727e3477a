// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pack.h"
#include "packboard.h"
#include "runcache.h"
#include "linecount.h"
#include "trace.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// A pack's solution recorded line by line on an input, and cut into the pack's moves: what the
/// command line's stats and diverge read, and the window's side by side and D.
namespace sb::pack {

/// `solution` built and recorded on `input` in the sandbox, up to `stepLimit` lines (0: the language's
/// own cap). A solution that does not build gives a trace that ended Failed, with the compiler's words.
program::Trace record(const Pack& pack, const Solution& solution, const std::string& input,
                      std::uint64_t stepLimit = 0);

/// The same with the recorder's options (its line limit, a keepGoing that stops it), read back from
/// `cache` when it kept this run before: then nothing is built or run. A null cache records every time.
program::Trace record(const Pack& pack, const Solution& solution, const std::string& input,
                      const program::TraceOptions& options, const program::RunCache* cache);

/// The same on a worker's thread: read back from, and kept in, the run cache in `cacheFolder` (empty: none),
/// up to `stepLimit` lines (0: the language's cap), stopped at the recorder's next report once `*stop` is set
/// (null: never; it must live until this returns).
program::Trace recordStoppable(const Pack& pack, const Solution& solution, const std::string& input,
                               const std::string& cacheFolder, const std::atomic<bool>* stop, std::uint64_t stepLimit = 0);

/// The solution whose answers the others are checked against: the last method (the fastest) with a
/// solution in submissions/accepted/, in `language` where it has one; null when the pack has none.
const Solution* reference(const Pack& pack, Language language = Language::Cpp);

/// What `solution` prints for `input`, run (not recorded) in the sandbox with the pack's limits; nullopt
/// when it does not build or does not end well, with the reason in `why`.
std::optional<std::string> answerOf(const Pack& pack, const Solution& solution, const std::string& input,
                                    std::string* why = nullptr);

/// What `solution` costs on one of the pack's tests: the lines it runs there (program::LineCounter).
struct TestWork {
    const TestCase* test = nullptr;
    std::uint64_t bytes = 0; ///< its input's bytes
    double size = 0;         ///< its input's size as the pack measures it (Pack::sizeOf)
    program::LineCounter::Count count;
};

/// `solution`'s work on each of the pack's tests (samples first, then the secret groups in order), built
/// once, each run stopped past `limit` lines; `each` is told of every test as it is counted and may stop
/// the rest by returning false. Empty with `why` when the solution cannot be counted (it does not build).
std::vector<TestWork> workOnTests(const Pack& pack, const Solution& solution, std::uint64_t limit,
                                  const std::function<bool(const TestWork&)>& each = {}, std::string* why = nullptr);

/// The most lines a run is counted to for the growth over the tests, by its language (Python's tracer is
/// slower than the probes).
inline std::uint64_t growthLineLimit(Language language)
{
    return language == Language::Python ? 2'000'000 : 20'000'000;
}

/// The slope of log(lines) against log(size), least squares, over the tests the solution ended well on
/// within the limit and that have a size; nullopt with fewer than two sizes among them.
std::optional<double> growthSlope(const std::vector<TestWork>& work);

/// The variable that holds `solution`'s board: its own where stepboard.yaml names one, else the board's;
/// empty for one that keeps none (`board: none`) or a pack without a board.
std::string boardVariable(const Pack& pack, const Solution& solution);

/// The board of `solution` where `trace` stands at `step`, or why not (PackMisfit::Missing where the
/// variable is not there yet, or where the pack has no board).
std::optional<PackCells> boardAt(const Pack& pack, const Solution& solution, const program::Trace& trace,
                                 std::size_t step, PackMisfit* why = nullptr);

/// What the board shows where a recorded run stands: the cells, those the line that ran last changed,
/// and the cell the program looks at.
struct PackPicture {
    std::optional<PackCells> cells; ///< nullopt: the board cannot be read there (`misfit` says why)
    PackMisfit misfit;
    /// Per cell, whether the line that ran last changed it; empty where nothing can be said (the first
    /// position, a board that was not there before or has grown).
    std::vector<bool> changed;
    std::optional<std::pair<int, int>> looked; ///< row and column, as the board is drawn
};

/// The picture of `solution`'s board where `trace` stands at `step`.
PackPicture pictureAt(const Pack& pack, const Solution& solution, const program::Trace& trace, std::size_t step);

/// One move of a recorded run: where it stands once the move is made, and what it has left there.
struct PackMove {
    std::size_t step = 0;          ///< the position just after the move
    std::optional<PackCells> board; ///< the board there, where it can be read
    std::uint32_t output = 0;      ///< the bytes printed by then
};

/// `solution`'s run cut at `steps`: the board it has there, and what it has printed by then.
std::vector<PackMove> movesAt(const Pack& pack, const Solution& solution, const program::Trace& trace,
                              const std::vector<std::size_t>& steps);

/// The moves of `solution`'s run as the pack counts them: each time the solution's move line has run
/// (Moment::Line), each time it has read more of the input (InputRead), or printed more (OutputWritten).
std::vector<PackMove> moves(const Pack& pack, const Solution& solution, const program::Trace& trace);

/// Where `solution`'s run (or, for a default Solution, a student's program reading the pack's board
/// variable) has done each of the units a student's program and a pack's solution both have, ascending:
/// the positions just after them. Where a move is the input read or the output written, the pack's moves;
/// where it is a solution's own line, which a student's program has none of, each line that changed the board.
std::vector<std::size_t> sharedUnitEnds(const Pack& pack, const Solution& solution, const program::Trace& trace);

/// Where two runs first go different ways, move by move.
struct PackDivergence {
    enum class What {
        Board,  ///< the boards differ after the move
        Output, ///< the output printed by then differs (or, after the last move, the whole output)
    };
    What what = What::Board;
    std::size_t move = 0;        ///< 1-based; one past the fewer moves where only the whole output differs
    std::size_t step = 0;        ///< where the first run stands there
    std::size_t againstStep = 0; ///< where the second run stands there
};

/// The first move where `run` and `against` differ: their boards, where both keep the board in one
/// variable (`sameBoard`) and both can be read there at one size, and the output printed by each move; then
/// the whole output. A run that makes more moves than the other (a recursion's calls beside a table's
/// items) is not said to differ by that alone. Nullopt when they go the same way to the end.
std::optional<PackDivergence> diverge(const program::Trace& run, const std::vector<PackMove>& runMoves,
                                      const program::Trace& against, const std::vector<PackMove>& againstMoves,
                                      bool sameBoard);

} // namespace sb::pack
