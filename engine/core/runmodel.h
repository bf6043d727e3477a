// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "programboard.h"
#include "step.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

namespace sb {

/// A variable as a debugger's watch shows it.
struct RunVariable {
    std::string name;  ///< as the program on screen names it
    std::string value; ///< as text: "12", "\"ab\"", "[1, 2]", "[[0, 1], [1, 0]]", "{r=1, c=2}"
    bool changed = false; ///< the line that ran last gave it a new value (or brought it into scope)
};

/// One frame of the call stack, as a debugger shows it.
struct RunFrame {
    std::string function; ///< "main", "countRay"; Python's module level is "<module>"
    int line = 0;         ///< the 1-based line the frame stands on: the next to run, or the call it waits in
    /// False for a call whose first line has not run yet: nothing of its own is set, nothing is shown.
    bool started = true;
    std::vector<RunVariable> variables; ///< those in scope where it stands
};

/// One thing the line that ran last did, as a narration words it in the window's language.
struct RunEvent {
    enum class Kind : std::uint8_t {
        Ran,     ///< the line `line` ran; a run's events begin with it
        Set,     ///< the variable `name` became `value` ("b[3][4]" where one element of a list changed)
        Read,    ///< the line read `value` of the input
        Printed, ///< the line printed `value`
        Step,    ///< a built-in method's step, `step`, said in its problem's own words
        Board,   ///< a recording's: what its problem makes of the change the line made to the board
                 ///< (RunModel::boardStep), `step`, said in the problem's words after the rest
    };
    Kind kind = Kind::Ran;
    int line = 0;
    std::string name;
    std::string value;
    Step step{}; ///< for Kind::Step, as the method yielded it: its bulk deltas hold until the run moves
};

/// One of a run's work counters (a built-in method's cells looked at, comparisons, search nodes).
struct RunCounter {
    int id = 0;         ///< the problem's Counter id, for the words a window names it with
    std::string name;   ///< its stable name, as `stats` writes it ("cells-looked")
    std::int64_t value = 0; ///< what it has come to so far
};

/// The board where a run stands, as its problem's board view draws it. It holds while the run
/// stands there: the next move may change what `cells` shows.
struct RunBoard {
    /// The cells in the problem's own numbering (a built-in method's board, or the board read off a
    /// program's variable); empty where a program's board cannot be read (`misfit` says why).
    std::span<const CellValue> cells;
    /// An input that holds values the board draws which the run's own input does not (a program's
    /// cards' numbers); null: the input the run was made on.
    std::shared_ptr<const ProblemInput> input;
    /// Why a program's board cannot be read where the run stands.
    std::optional<BoardMisfit> misfit;
};

/// One run of a program, stepped as a debugger steps it: whatever made it (a built-in method's step
/// generator, a recording of a student's program), every view reads this and nothing else. It says
/// where the program stands before the line it is about to run, and moves as a debugger moves.
///
/// A position counts the lines run so far: 0 before the first. Moves that may go far ask the
/// interrupt (setInterrupt) as they go; when it says stop, the move ends early where it stands,
/// interrupted() is true and the same move again carries on.
class RunModel {
public:
    virtual ~RunModel() = default;

    /// Lines run so far.
    virtual std::uint64_t position() const = 0;
    /// The position of the last line, once it is known.
    virtual std::optional<std::uint64_t> length() const = 0;
    /// No line is left to run (or the run stopped at its cap).
    virtual bool atEnd() const = 0;

    /// The 1-based line about to run (at the end: the last line that ran); 0 when there is none.
    virtual int nextLine() const = 0;
    /// The 1-based line that ran last; 0 before the first.
    virtual int ranLine() const = 0;
    /// The call stack where the program stands, outermost first; the last is the frame of nextLine().
    virtual std::vector<RunFrame> frames() const = 0;
    /// The file's own variables (C++ globals, Python's module globals).
    virtual std::vector<RunVariable> globals() const = 0;
    /// Every name a variable of the run may have, where the run knows them before they are set (a
    /// built-in method's listing): a view lays them out once for the whole run. Empty when unknown.
    virtual std::vector<std::string> variableNames() const { return {}; }
    /// How many times each line has run so far, by 1-based line: every line the run can run (a
    /// built-in method's anchored lines, 0 before they run), or the lines a recording runs at all.
    virtual std::map<int, std::uint64_t> lineCounts() const { return {}; }
    /// The bytes of the input read so far, where the run knows them.
    virtual std::optional<std::uint64_t> inputRead() const { return std::nullopt; }
    /// The bytes of output written before the line about to run (at the end: all of it), where the
    /// run knows them.
    virtual std::optional<std::uint64_t> outputWritten() const { return std::nullopt; }
    /// What the line that ran last did, the Ran event first; empty before the first line.
    virtual std::vector<RunEvent> lastDid() const { return {}; }

    /// The run is cut into moments, the problem's units (a move in Caro, a card move, a search node),
    /// which the moment moves go by.
    virtual bool hasMoments() const { return false; }
    /// On to the next moment; false when it stood at the end (or the run has no moments).
    virtual bool toNextMoment() { return false; }
    /// Back to the moment before; false when it stood at the start (or the run has no moments).
    virtual bool toPreviousMoment() { return false; }
    /// The board where the run stands; nullopt when the run has none (a recording whose board
    /// variable is not chosen, or of a problem that reads no board off a program).
    virtual std::optional<RunBoard> board() const { return std::nullopt; }
    /// The run's work counters so far, where it has them (a built-in method's); none for a recording.
    virtual std::vector<RunCounter> counters() const { return {}; }
    /// The counter `id` of counters() so far; 0 where the run has none.
    std::int64_t counter(int id) const
    {
        for (const RunCounter& c : counters())
            if (c.id == id)
                return c.value;
        return 0;
    }
    /// The counter `id` counted inside frames at `depth` and deeper so far (a search's work below a
    /// node); 0 where the run does not count it.
    virtual std::int64_t counterAtDepth(int id, int depth) const
    {
        (void)id;
        (void)depth;
        return 0;
    }

    /// The step the line that ran last stands for on the board, in its problem's own terms: its kind
    /// and its marks (the cell looked at, the stone placed, the pile a card leaves), as the board draws
    /// them. A built-in method's step; for a recording, what its problem makes of the change the line
    /// made to the program's board (ProgramBoardReader::stepOfChange). Null where there is none. It
    /// holds while the run stands there.
    virtual const Step* boardStep() const { return nullptr; }
    /// The problem's variable `id` (its Var ids) as the board's marks read it where the run stands: a
    /// built-in method's latest value; for a recording, as its last board step set it (the stone last
    /// played at r, c). nullopt where the run has not set it.
    virtual std::optional<std::int32_t> boardVar(int id) const
    {
        (void)id;
        return std::nullopt;
    }

    /// One line forward (a debugger's "step into"); false at the end.
    virtual bool forward() = 0;
    /// One line back; false at the start.
    virtual bool back() = 0;
    /// Runs the line about to run and the whole of any call it makes; stops before the next line of
    /// its frame or of a caller. False when the run ends first.
    virtual bool over() = 0;
    /// Runs the rest of the function the program stands in; stops before the first line of its
    /// caller that runs after it. False when the run ends first.
    virtual bool out() = 0;
    /// Goes to `position` (to the last line when the run ends before it).
    virtual void toPosition(std::uint64_t position) = 0;
    virtual void toEnd() = 0;
    /// Runs at least one line, then on until the line about to run is one of `lines` (1-based);
    /// false, at the end, when no such line comes.
    virtual bool toBreakpoint(const std::set<int>& lines) = 0;

    /// Asked now and then by a move that may go far: true stops it.
    virtual void setInterrupt(std::function<bool()> interrupt) { (void)interrupt; }
    /// The last move stopped early because the interrupt said so.
    virtual bool interrupted() const { return false; }
};

} // namespace sb
