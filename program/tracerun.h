// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runmodel.h"
#include "ownboard.h"
#include "trace.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace sb::program {

/// A recorded program as the one run model every view reads. Position p stands before the
/// recording's line p: lines 0 to p - 1 have run. When the program ran to its end (Trace::ranToEnd),
/// the last position stands after its last line, as a built-in method's end does: everything it read
/// and printed is there. Otherwise (cut off at the line cap, stopped) it stands before the last line
/// recorded, which never ran whole.
class TraceRun final : public RunModel {
public:
    explicit TraceRun(std::shared_ptr<const Trace> trace);

    /// The input the program was recorded on, as it read it: what each line read comes out of it.
    void setInput(std::string inputBytes)
    {
        m_input = std::move(inputBytes);
        forgetBoards();
    }
    /// The problem's units the program has done at each position (ProgramUnits::of): its moments are
    /// the stretches of positions over which they stay the same. None: no moments.
    void setUnits(ProgramUnits units) { m_units = std::move(units); }
    const ProgramUnits& units() const { return m_units; }
    /// The board the program keeps, read by `problem`'s reader off the variable `choice` names, for
    /// `input` (the input the recording was made on, parsed; the bytes are setInput's). No problem,
    /// input or choice, or a problem that reads no board: the run has none.
    void setBoard(const ProblemDesc* problem, std::shared_ptr<const ProblemInput> input,
                  std::optional<BoardChoice> choice);

    /// What setBoard was given: the problem and its reading of the input (null when none was).
    const ProblemDesc* problem() const { return m_problem; }
    const std::shared_ptr<const ProblemInput>& problemInput() const { return m_problemInput; }

    const Trace& trace() const { return *m_trace; }
    std::shared_ptr<const Trace> shared() const { return m_trace; }

    std::uint64_t position() const override { return m_at; }
    std::optional<std::uint64_t> length() const override;
    bool atEnd() const override;
    int nextLine() const override;
    int ranLine() const override;
    std::vector<RunFrame> frames() const override;
    std::vector<RunVariable> globals() const override;
    std::optional<std::uint64_t> inputRead() const override;
    std::map<int, std::uint64_t> lineCounts() const override;
    std::optional<std::uint64_t> outputWritten() const override;
    /// The line that ran, then the variables it set, what it read of the input and what it printed,
    /// then the step its change of the board stands for (boardStep()), where it made one.
    std::vector<RunEvent> lastDid() const override;

    bool forward() override;
    bool back() override;
    bool over() override;
    bool out() override;
    void toPosition(std::uint64_t position) override;
    void toEnd() override;
    bool toBreakpoint(const std::set<int>& lines) override;
    /// The board read off the program's variable where it stands (read once a position).
    std::optional<RunBoard> board() const override;
    /// What the problem makes of the change the line that ran last made to the board
    /// (ProgramBoardReader::stepOfChange); null where it changed nothing, or nothing of the problem's.
    const Step* boardStep() const override;
    /// As the last board step at or before the position set it (the stone last played).
    std::optional<std::int32_t> boardVar(int id) const override;
    bool hasMoments() const override { return m_units.counted(); }
    /// Just after the line that did the next unit (the first position of the next stretch), as a
    /// built-in method's next moment stands just after the step that did it; from the last, to the end.
    bool toNextMoment() override;
    /// To the first position of the stretch it stands in; from there, of the one before.
    bool toPreviousMoment() override;

private:
    std::size_t last() const { return m_trace->empty() ? 0 : m_trace->positions() - 1; }
    /// The line frame `depth` (1: main) waits in at the position: the last line it ran before it.
    int waitingLine(int depth) const;
    /// The state at the position and what the line before it changed: rebuilt once a position, for
    /// every view that asks (the variables, the call stack).
    struct Here {
        std::size_t at = 0;
        TraceState state;
        std::vector<TraceChange> changed;
    };
    const Here& here() const;
    /// The last change of the board at or before the position that its problem makes a step of: its
    /// position (the line before it made it) and the step; rebuilt once a position.
    struct Marked {
        std::size_t at = 0;
        std::optional<std::pair<std::size_t, Step>> last;
    };
    const Marked& marked() const;
    /// The step the change of the board at position `at` (from `at` - 1) stands for; read once.
    const std::optional<Step>& stepOfChangeAt(std::size_t at) const;
    void forgetBoards();

    std::shared_ptr<const Trace> m_trace;
    std::string m_input;
    ProgramUnits m_units;
    const ProblemDesc* m_problem = nullptr;
    std::shared_ptr<const ProblemInput> m_problemInput;
    std::optional<BoardChoice> m_choice;
    /// The board read at a position, or why it could not be.
    mutable std::optional<std::pair<std::size_t, std::variant<ProgramBoard, BoardMisfit>>> m_board;
    /// The positions where the board's variable changed (Trace::changesOf): made when first asked.
    mutable std::optional<std::vector<std::size_t>> m_boardChanges;
    mutable std::map<std::size_t, std::optional<Step>> m_changeSteps;
    mutable std::optional<Marked> m_marked;
    std::size_t m_at = 0;
    /// The positions each line runs at, ascending, by line: made the first time counts are asked.
    mutable std::map<int, std::vector<std::size_t>> m_runsOfLine;
    mutable std::optional<Here> m_here;
};

} // namespace sb::program
