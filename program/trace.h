// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// A student's program recorded line by line (the recorder's records of what changed, read into a
/// compact form): every line it ran, in the order a debugger stops on them, with what it held
/// there. Any step's whole state is rebuilt from the nearest kept state and the changes after it,
/// so going back is as quick as going forward.
namespace sb::program {

/// A variable as the debugger shows it: its name and its value as text ("12", "[1, 2]", "\"ab\"",
/// "{r=1, c=2}").
using Variable = std::pair<std::string, std::string>;

struct TraceFrame {
    std::string function;
    std::vector<Variable> locals; ///< in the order the program made them
};

/// What the program holds before a line runs.
struct TraceState {
    std::vector<TraceFrame> frames; ///< outermost (main, or Python's module) first
    std::vector<Variable> globals;
    /// The value of `name` in the innermost frame, else among the globals; null when absent.
    const std::string* value(std::string_view name) const;
    /// The value of `name` in the innermost frame that has it, else among the globals: a board
    /// kept in main is found while a function runs.
    const std::string* anywhere(std::string_view name) const;
    /// Every frame's variables, the innermost frame's first, then the globals.
    std::vector<Variable> all() const;
};

/// A variable that changed at a step (`gone`: it left its scope).
struct TraceChange {
    bool global = false;
    bool gone = false;
    std::string name;
    std::string value;
};

class Trace {
public:
    enum class End : std::uint8_t {
        Finished,  ///< the program ended by itself
        Limit,     ///< the step limit came first: the steps up to it are kept
        Cancelled, ///< stopped by the user: the steps up to then are kept
        Failed,    ///< see error(): the program did not build, or the recorder failed
    };

    /// Reads a record (pyrecord.py's SB_DELTA=1 layout).
    static Trace read(std::string_view record);

    /// The lines recorded.
    std::size_t size() const noexcept { return m_steps.size(); }
    bool empty() const noexcept { return m_steps.empty(); }
    /// Whether the program ran its last recorded line and ended there, by itself (its end, an exit
    /// code, a signal): the recording then has one more position, after that line. One cut off at
    /// the line cap, stopped by the user or by the recorder has not run its last line.
    bool ranToEnd() const;
    /// The positions a debugger stops at: every line recorded, and the end after the last one when
    /// the program ran to it (ranToEnd()). A step below is any of them: step size() is that end.
    std::size_t positions() const { return m_steps.size() + (ranToEnd() ? 1 : 0); }
    /// The 1-based line of the program's file about to run at `step` (0-based); at the end, the last.
    int line(std::size_t step) const { return at(step).line; }
    /// How many of the program's own frames are on the stack (1: main, or the module).
    int depth(std::size_t step) const { return at(step).depth; }
    /// The bytes of the input the program has read, and of the output it has written, before `step`
    /// runs; at the end, all it read (as far as the recorder saw) and all it wrote.
    std::uint32_t inputTaken(std::size_t step) const;
    std::uint32_t outputWritten(std::size_t step) const;
    /// Every frame's variables and the globals before `step` runs; at the end, as the last line found
    /// them (nothing is recorded after it).
    TraceState state(std::size_t step) const;
    /// What changed since the step before (for the first step: every variable there is).
    std::vector<TraceChange> changes(std::size_t step) const;
    /// The steps at which a variable named `name` changed, in any frame or among the globals (set,
    /// gone, or a caller's set through a reference): those whose changes() could name it. Ascending.
    std::vector<std::size_t> changesOf(std::string_view name) const;
    /// The innermost frame's function at `step`.
    std::string function(std::size_t step) const;

    End end() const noexcept { return m_end; }
    const std::string& error() const noexcept { return m_error; }
    void setEnd(End end, std::string error = {})
    {
        m_end = end;
        m_error = std::move(error);
    }
    /// What the program printed, and its error output.
    std::string output;
    std::string errors;

    /// The step whose line prints byte `at` of the output (0-based): the line before the first step
    /// whose output holds it, or the last line when the program printed it and ended there; nullopt
    /// when the program never printed so much.
    std::optional<std::size_t> printing(std::size_t at) const;

    /// The memory the recorded steps take.
    std::size_t memoryBytes() const noexcept;

private:
    static constexpr std::size_t kKeepEvery = 4096;

    enum class Kind : std::uint8_t { Frame, Set, Gone, GlobalSet, GlobalGone, OuterSet };
    struct Change {
        Kind kind;
        std::uint16_t depth;   ///< Frame, OuterSet: its depth
        std::uint32_t name;    ///< a name: a variable, or Frame's function
        std::uint32_t offset;  ///< the value's text in m_text
        std::uint32_t length;
    };
    struct Step {
        std::int32_t line;
        std::uint16_t depth;
        std::uint32_t function; ///< the innermost frame's, a name
        std::uint32_t firstChange;
        std::uint32_t input;
        std::uint32_t output;
    };
    struct Value {
        std::uint32_t name, offset, length;
    };
    struct Frame {
        std::uint32_t function;
        std::vector<Value> locals;
    };
    struct State {
        std::vector<Frame> frames;
        std::vector<Value> globals;
    };

    std::uint32_t addText(std::string_view text);
    void apply(State& state, std::size_t step) const;
    void apply(State& state, std::size_t step, std::size_t end) const;
    std::size_t changesEnd(std::size_t step) const;
    TraceState shown(const State& state) const;
    std::string_view text(const Value& v) const { return std::string_view(m_text).substr(v.offset, v.length); }
    /// Step `step`, or the last for the end after it.
    const Step& at(std::size_t step) const { return m_steps[std::min(step, m_steps.size() - 1)]; }

    std::vector<Step> m_steps;
    std::vector<Change> m_changes;
    std::string m_text;
    std::deque<std::string> m_names; ///< a deque: the reader's map keeps views of them
    std::vector<State> m_kept; ///< the state after every kKeepEvery-th step
    /// The record's end said the program ended by itself (ranToEnd()), whatever words are given to it.
    bool m_programEnded = false;
    /// The input read when the program ended, where the recorder said it after the last line.
    std::optional<std::uint32_t> m_inputAtEnd;
    End m_end = End::Failed;
    std::string m_error = "nothing was recorded";
};

} // namespace sb::program
