// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/programboard.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace sb {
struct MethodDesc;
struct ProblemDesc;
struct ProblemInput;
enum class CodeLanguage : std::uint8_t;
} // namespace sb

namespace sb::program {

class Trace;
struct TraceState;

/// The board a recorded program keeps, guessed from its variables' names and shapes: at its last
/// line, else at lines spread back over the recording (a board kept in a loop's block is gone by
/// the end); nullopt when no variable at any of them can be the problem's board.
std::optional<BoardChoice> guessBoard(const Trace& trace, const ProblemDesc& problem, const ProblemInput& input);

/// The board `choice` reads off `state` (what the program holds before a line runs), or why it
/// cannot; `inputRead` is the part of the input the program has read by then. The problem must
/// read boards (ProblemDesc::programBoardReader).
std::variant<ProgramBoard, BoardMisfit> readBoard(const ProblemDesc& problem, const ProblemInput& input,
                                                  const BoardChoice& choice, const TraceState& state,
                                                  std::string_view inputRead);

/// The board `choice` reads off `trace` before `step` runs, with the part of `inputBytes` (the
/// input the recording was made on, parsed: `input`) it has read by then.
std::variant<ProgramBoard, BoardMisfit> readBoardAt(const Trace& trace, std::size_t step, const ProblemDesc& problem,
                                                    const ProblemInput& input, std::string_view inputBytes,
                                                    const BoardChoice& choice);
/// How far a recorded program has got at each step in its problem's own units (moves read, cards
/// read and then one more once it prints, decks answered: ProgramBoardReader::unitsDone), no more
/// than its board shows done where the problem reads that off the board (none before the board is
/// made, as many as it last showed while it cannot be read). The steps fall in
/// stretches over which that stays the same: the moments the program is moved by, and where a
/// built-in method stands beside it.
class ProgramUnits {
public:
    ProgramUnits() = default;
    /// The units of `trace`, a recording made on `inputBytes` (parsed: `input`), its board read as
    /// `choice` says; none when the problem has no units or the recording no steps.
    static ProgramUnits of(const Trace& trace, const ProblemDesc& problem, const ProblemInput& input,
                           std::string_view inputBytes, const std::optional<BoardChoice>& choice);

    /// The units of a recording of `positions` positions (Trace::positions) and `lines` lines, counted
    /// by whoever recorded it: `moveEnds` ascending, each the position just after one more unit was done
    /// (a pack's moves, pack::moves). None for a recording with no positions.
    static ProgramUnits ofMoves(const std::vector<std::size_t>& moveEnds, std::size_t positions, std::size_t lines);

    /// The problem counts units and the recording has steps.
    bool counted() const { return !m_stretches.empty(); }
    /// The units done before `step` (0-based) runs; 0 when none are counted.
    std::uint64_t at(std::size_t step) const;
    /// The last step of the stretch `step` is in.
    std::size_t stretchEnd(std::size_t step) const;
    /// The last step of the stretch after the one `step` is in; nullopt in the last stretch.
    std::optional<std::size_t> nextStretchEnd(std::size_t step) const;
    /// The last step of the stretch before the one `step` is in; nullopt in the first.
    std::optional<std::size_t> previousStretchEnd(std::size_t step) const;
    /// The first step of the stretch `step` is in.
    std::size_t stretchStart(std::size_t step) const;
    /// The first step of the stretch after the one `step` is in: where the program has just done one
    /// more unit; nullopt in the last stretch.
    std::optional<std::size_t> nextStretchStart(std::size_t step) const;
    /// Stretches of steps, each its first step and its units, in order; the end after the last line,
    /// where the program ran to it (Trace::positions), is a step too.
    const std::vector<std::pair<std::size_t, std::uint64_t>>& stretches() const { return m_stretches; }
    /// The lines the recording ran with each number of units done: [u] counts the steps of the
    /// stretches over which u units were done (0 for a number it passed over), up to the most it
    /// did; empty when none are counted. A line counts where the program stood before it ran.
    std::vector<std::uint64_t> linesPerUnit() const;

private:
    /// The stretch `step` is in.
    std::size_t stretchOf(std::size_t step) const;

    std::vector<std::pair<std::size_t, std::uint64_t>> m_stretches;
    std::size_t m_steps = 0; ///< the recording's positions (Trace::positions)
    std::size_t m_lines = 0; ///< the lines it ran: the end after the last, where it has one, is none
};

/// Where a recorded program first goes another way than a built-in method on the same input.
struct BoardDifference {
    std::size_t step = 0;          ///< the program's: the last step of the first stretch whose board differs
    std::uint64_t units = 0;       ///< its units there
    std::uint64_t methodStep = 0;  ///< where the method stands beside it (UnitStarts::beside)
    bool operator==(const BoardDifference&) const = default;
};

/// The first stretch of `units` (a recording's units, ProgramUnits) at whose last step the board
/// read off the program as `choice` says differs from the board of `method`'s run standing beside
/// it (where it has done as many units, before it begins the next; at its end when it never does):
/// the place the class is shown where a wrong program goes wrong. Stretches whose board cannot be
/// read are passed over. Nullopt when the boards never differ, or `stop` was set. The method runs
/// up to `cap` steps.
std::optional<BoardDifference> firstBoardDifference(const Trace& trace, const ProgramUnits& units,
                                                    const ProblemDesc& problem, const MethodDesc& method,
                                                    std::shared_ptr<const ProblemInput> input,
                                                    std::string_view inputBytes, const BoardChoice& choice,
                                                    CodeLanguage language, std::uint64_t cap,
                                                    const std::atomic<bool>* stop = nullptr);

} // namespace sb::program
