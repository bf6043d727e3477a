// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVector>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace sb {
struct ProblemDesc;
struct ProblemInput;
} // namespace sb

namespace sb::program {
class RecordedBoards;
} // namespace sb::program

namespace sb::ui {

/// The student's program stepped, as a lesson keeps it: its text and language, the input it was
/// recorded on, the board read off its variable (BoardChoice::save(); empty: none), the step it
/// stands on (0-based) and its breakpoints (1-based lines).
struct SteppedProgramState {
    QString text;
    QString input;
    bool python = false;
    QString board;
    quint64 step = 0;
    QVector<int> breakpoints;
};

/// The student's program stepped, as the charts draw its work: the lines its recording ran with each
/// number of the problem's units done (program::ProgramUnits::linesPerUnit: [u] while u moves were
/// played, cards read...; empty when the problem counts none), on which problem and input, in which
/// language, and how far it has got at the step on screen.
struct ProgramLines {
    std::vector<std::uint64_t> perUnit;
    const ProblemDesc* problem = nullptr;
    std::shared_ptr<const ProblemInput> input;
    bool python = false;
    bool cut = false; ///< the recording stopped before the program ended: at its cap, or it failed
    std::uint64_t unitsDone = 0;
};

/// What keeps the student's own program ("My solution"), as a lesson, the charts and the export ask
/// it: the program stepped on screen, the same program stepped again where it stood, its lines and
/// its board.
class ProgramKeeper {
public:
    /// The program stepped, where one is.
    virtual std::optional<SteppedProgramState> steppedState() const = 0;
    /// The program of `state` in the editor, recorded on its input in the background, and stepped
    /// where `state` stood, with its board and breakpoints; `then` says whether it is stepped
    /// (false: it did not build or could not be recorded, and My solution says why).
    virtual void stepAgain(const SteppedProgramState& state, const std::function<void(bool)>& then) = 0;
    /// The lines of the program stepped, where one is.
    virtual std::optional<ProgramLines> programLines() const = 0;
    /// The board of the program stepped over its whole recording, read off its variable as the
    /// window's board reads it (for pictures and animations of it); null when no program is stepped
    /// or no board is read off it.
    virtual std::shared_ptr<const program::RecordedBoards> steppedBoards() const = 0;
    /// Whether the reference (a pack's solution, on a pack) stands beside the program stepped, and puts it
    /// there or takes it away.
    virtual bool besideShown() const = 0;
    virtual void setBesideOn(bool on) = 0;

protected:
    ~ProgramKeeper() = default;
};

} // namespace sb::ui
