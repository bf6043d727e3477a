// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>

namespace sb {

/// The language of the listing a run follows. Each language's steps are the lines its own
/// listing runs (Python runs its `def` lines and its module level; C++ stops on closing braces).
enum class CodeLanguage : std::uint8_t { Cpp, Python };

/// What kind of thing a step does, so the player can jump to the next one of a kind.
/// The kinds named here are the line-level ones every problem has; a problem declares its
/// events (a stone placed, a card moved, a search node entered) in ProblemDesc::eventKinds,
/// whose ids start at kFirstEventKind and mean something only within that problem.
enum class StepKind : std::uint8_t {
    Line,    ///< an ordinary line: a variable set, a loop started
    Look,    ///< a cell read during a walk or a scan
    Compare, ///< a decision: a count checked against the goal
};
inline constexpr int kFirstEventKind = static_cast<int>(StepKind::Compare) + 1;
/// The room for a problem's kinds, the shared ones and its events together.
inline constexpr int kMaxStepKinds = 32;

/// The problem's event kind numbered `index` in its ProblemDesc::eventKinds.
constexpr StepKind eventKind(int index) noexcept { return static_cast<StepKind>(kFirstEventKind + index); }
constexpr bool isEvent(StepKind k) noexcept { return k > StepKind::Compare; }

/// Sentences for the lines every listing has that only move the program along: a loop's next
/// turn, a call, a return, a closing brace, Python's module level. Their ids start at
/// kLineNarrationBase so they never meet a problem's own; the window words them with the names
/// the listing on screen uses. A `var` argument is the problem's variable id.
inline constexpr std::uint16_t kLineNarrationBase = 0xF000;
enum class LineNarration : std::uint16_t {
    Assign = kLineNarrationBase, ///< var, value: one variable is set
    LoopStart,    ///< var, value: a counted loop's first turn
    LoopNext,     ///< var, value: its next turn
    LoopEnd,      ///< var: its test fails, or (Python) its range is used up
    ReturnValue,  ///< value: a function of the listing returns a number
    ReturnTrue,
    ReturnFalse,
    MainReturn,   ///< main returns: the program ends
    FunctionEnd,  ///< the closing brace of a function, where C++ leaves it
    MainEnd,      ///< the closing brace of main
    Continue,     ///< on to the loop's next turn
    Break,        ///< out of the loop
    Import,       ///< Python loads a module
    Define,       ///< Python defines a function: its body runs only when it is called
    CallMain,     ///< the module's last line calls main()
    SyncOff,      ///< C++ streams stop keeping in step with C's: faster reading
    Untie,        ///< cin stops flushing cout before each read
    ReadAll,      ///< Python reads the whole input at once and splits it into words
};
inline constexpr int kLineNarrationCount = static_cast<int>(LineNarration::ReadAll) - kLineNarrationBase + 1;
constexpr bool isLineNarration(std::uint16_t id) noexcept
{
    return id >= kLineNarrationBase && id < kLineNarrationBase + kLineNarrationCount;
}
/// The stable name of a LineNarration id; empty for any other id.
std::string_view lineNarrationName(std::uint16_t id) noexcept;

/// A work counter (cells looked at, comparisons, search nodes): an id a problem declares in
/// ProblemDesc::counters, from 0, with its name there; it means something only within that problem.
enum class Counter : std::uint8_t {};
/// The room for a problem's counters: a run keeps one total per id below it.
inline constexpr int kCounterCount = 16;

/// What a highlight points at; `a` and `b` are read according to the kind.
enum class HighlightKind : std::uint8_t {
    Cell,      ///< a: cell index being looked at
    Direction, ///< a, b: the step (dr, dc) of the walk or scan being made
    Segment,   ///< a .. b: first and last cell of a line (a winning run, a scanned line)
    Source,    ///< a: pile or cell something leaves
    Target,    ///< a: pile or cell something arrives at
};

/// What a board cell holds: a small code (a stone, a colour, a card's index),
/// one byte so that the largest board (5002 x 5002 cells) costs 25 MB per copy.
/// Values that do not fit, like a card's points, stay in the input.
using CellValue = std::int8_t;

/// One reversible board change. Cells are flat indices into the problem's board.
struct Delta {
    std::int32_t cell;
    CellValue before;
    CellValue after;
};

/// The frame a variable lives in, as a depth on the call stack: the step's own frame unless
/// the step says otherwise (a return line that sets the caller's variable). Frame 0 holds the
/// file's own variables (C++ globals, Python's module globals).
inline constexpr std::uint8_t kOwnFrame = 0xFF;
inline constexpr std::uint8_t kFileFrame = 0;

struct VarChange {
    std::uint8_t var;
    std::uint8_t frame; ///< a depth, kFileFrame, or kOwnFrame: the step's own depth
    std::int32_t value;
};

struct Highlight {
    HighlightKind kind;
    std::int32_t a;
    std::int32_t b;
};

struct CounterInc {
    Counter counter;
    std::int32_t amount;
};

/// One executed line of a listing and everything it changed.
///
/// Fixed capacity and no heap: a generator keeps one Step, refills it with
/// at() and the chained setters, and yields it by address, so a step costs a
/// few stores. Changes too large for the inline deltas (a column of blocks
/// falling) go in `bulk`, which points into the generator's own storage and,
/// like the step itself, is only valid until the generator resumes.
struct Step {
    static constexpr int kMaxArgs = 5;
    static constexpr int kMaxDeltas = 4;
    static constexpr int kMaxVars = 6;
    static constexpr int kMaxHighlights = 4;
    static constexpr int kMaxCounters = 2;

    std::uint16_t anchor = 0;    ///< the listing line, as the problem's anchor id
    std::uint8_t depth = 0;      ///< the listing's frames on the call stack, as a debugger counts them (C++ main: 1; Python's module level: 1, main: 2)
    StepKind kind = StepKind::Line;
    std::uint16_t narration = 0; ///< the problem's narration id; the UI words it
    std::uint8_t argCount = 0;
    std::uint8_t deltaCount = 0;
    std::uint8_t varCount = 0;
    std::uint8_t highlightCount = 0;
    std::uint8_t counterCount = 0;
    std::array<std::int32_t, kMaxArgs> args{};
    std::array<Delta, kMaxDeltas> inlineDeltas{};
    std::array<VarChange, kMaxVars> vars{};
    std::array<Highlight, kMaxHighlights> highlights{};
    std::array<CounterInc, kMaxCounters> counters{};
    std::span<const Delta> bulk;

    /// Starts a new step on `anchor`, forgetting everything of the previous one.
    template <typename Anchor>
    Step& at(Anchor a, int nesting, StepKind k = StepKind::Line) noexcept
    {
        anchor = static_cast<std::uint16_t>(a);
        depth = static_cast<std::uint8_t>(nesting);
        kind = k;
        narration = 0;
        argCount = deltaCount = varCount = highlightCount = counterCount = 0;
        bulk = {};
        return *this;
    }

    template <typename Id, typename... Args>
    Step& say(Id id, Args... a) noexcept
    {
        static_assert(sizeof...(Args) <= kMaxArgs);
        narration = static_cast<std::uint16_t>(id);
        argCount = 0;
        ((args[argCount++] = static_cast<std::int32_t>(a)), ...);
        return *this;
    }

    Step& change(std::int32_t cell, int before, int after) noexcept
    {
        assert(deltaCount < kMaxDeltas);
        inlineDeltas[deltaCount++] = {cell, static_cast<CellValue>(before), static_cast<CellValue>(after)};
        return *this;
    }

    /// Sets a variable of the frame the step runs in.
    template <typename Var>
    Step& var(Var id, std::int64_t value) noexcept
    {
        return varIn(kOwnFrame, id, value);
    }

    /// Sets a variable of the file (a C++ global, a Python module global).
    template <typename Var>
    Step& global(Var id, std::int64_t value) noexcept
    {
        return varIn(kFileFrame, id, value);
    }

    /// Sets a variable of the frame at `frame` on the call stack (kFileFrame, kOwnFrame, or a depth).
    template <typename Var>
    Step& varIn(int frame, Var id, std::int64_t value) noexcept
    {
        assert(varCount < kMaxVars);
        vars[varCount++] = {static_cast<std::uint8_t>(id), static_cast<std::uint8_t>(frame),
                            static_cast<std::int32_t>(value)};
        return *this;
    }

    Step& mark(HighlightKind k, std::int32_t a, std::int32_t b = 0) noexcept
    {
        assert(highlightCount < kMaxHighlights);
        highlights[highlightCount++] = {k, a, b};
        return *this;
    }

    Step& count(Counter c, std::int32_t amount = 1) noexcept
    {
        assert(counterCount < kMaxCounters);
        counters[counterCount++] = {c, amount};
        return *this;
    }

    std::span<const Delta> deltas() const noexcept { return {inlineDeltas.data(), deltaCount}; }
    std::span<const VarChange> changedVars() const noexcept { return {vars.data(), varCount}; }
    std::span<const Highlight> marks() const noexcept { return {highlights.data(), highlightCount}; }
    std::span<const CounterInc> increments() const noexcept { return {counters.data(), counterCount}; }
    std::span<const std::int32_t> narrationArgs() const noexcept { return {args.data(), argCount}; }
};

} // namespace sb
