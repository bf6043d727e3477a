// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/programboard.h"
#include "ownboard.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sb::program {

class Trace;
class TraceRun;

/// A recording's board over its whole run, as an animation shows it: the board read off the
/// program's own variable before any step, and the steps that make its frames. Frames go by the
/// problem's units where it counts them (the first position of every stretch of units, just after
/// the line that did the unit: where the moment keys stand, as a method's frames stand just after its
/// step), else by lines. Reading it never moves the program on screen.
class RecordedBoards {
public:
    /// The recording `trace`, made on `inputBytes` (parsed: `input`), its board read as `choice`
    /// says, its units `units` (ProgramUnits::of).
    RecordedBoards(std::shared_ptr<const Trace> trace, const ProblemDesc& problem,
                   std::shared_ptr<const ProblemInput> input, std::string inputBytes, BoardChoice choice,
                   ProgramUnits units);

    /// The problem counts units over the recording: one frame a unit.
    bool countsUnits() const { return m_units.counted(); }
    /// The units done before `step` runs (0 where none are counted).
    std::uint64_t unitsAt(std::size_t step) const { return m_units.at(step); }
    /// The last frame the recording reaches: its units at its end with `units`, else its last step.
    std::uint64_t last(bool units) const;
    /// The steps of the frames from `from` to `to`, both included: with `units`, the first step of
    /// every stretch whose units lie between them; else those steps that were recorded.
    std::vector<std::size_t> frameSteps(std::uint64_t from, std::uint64_t to, bool units) const;
    /// A run of the recording, at its start, that reads its board as these frames do and moves by the
    /// same units: what a board view is shown to draw a frame (its position: the frame's step).
    std::unique_ptr<TraceRun> run() const;
    /// The board read before `step` runs; nullopt where it cannot be read there.
    std::optional<ProgramBoard> board(std::size_t step) const;
    const std::string& inputBytes() const { return m_inputBytes; }

private:
    std::shared_ptr<const Trace> m_trace;
    const ProblemDesc* m_problem;
    std::shared_ptr<const ProblemInput> m_input;
    std::string m_inputBytes;
    BoardChoice m_choice;
    ProgramUnits m_units;
};

} // namespace sb::program
