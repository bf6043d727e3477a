// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "problem.h"
#include "step.h"
#include "variables.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace sb {

/// Walks a method's steps forwards and backwards.
///
/// The Player owns one generator and the board, variables and counters as they
/// stand after the current step. It keeps a bounded log of the most recent
/// steps with what is needed to undo them, so stepping back is a few stores.
/// A far jump back restarts the method and replays it in fast mode (steps
/// applied and counted, not stored), then logs the last stretch before the
/// target so that stepping back from there is cheap again.
///
/// Stepping back past the log's oldest step needs the records of earlier
/// steps, which only a replay from the start can give. So while the current
/// step is near or below that edge, a background thread replays the method
/// (records only, no board) and keeps the stretches just before and after the
/// current step ready: stepping back one step at a time stays cheap anywhere.
///
/// Step 0 is the state before the first step; step n is the state after the
/// n-th step, whose record current() returns.
///
/// A trace can be a billion steps long, so every move that may run far (a far
/// seek, the end, the next event, a step back that waits for a replay) asks an
/// interrupt callback every few thousand steps. When it says stop, the move
/// ends early on a consistent step and interrupted() is true; calling the same
/// move again (with `resume` for previousEvent) carries on from there.
class Player {
public:
    using Factory = std::function<Trace()>;

    struct Options {
        std::size_t logCapacity = 1 << 16;
        std::uint64_t stepCap = 100'000'000; ///< a method still running after this many steps is stopped
    };

    explicit Player(Factory factory);
    Player(Factory factory, Options options);
    ~Player();
    Player(const Player&) = delete;
    Player& operator=(const Player&) = delete;

    std::uint64_t position() const noexcept { return m_pos; }
    /// The current step, or nullptr at step 0.
    const Step* current() const noexcept { return m_current ? &m_current->step : nullptr; }
    /// What the current step overwrote of the variables (what stepping back restores); null before
    /// the first step.
    const VariablesUndo* currentUndo() const noexcept { return m_current ? &m_current->vars : nullptr; }
    /// True when the method ended and the current step is its last.
    bool atEnd() const noexcept { return m_finished && m_pos == m_generated; }
    /// True once the method has hit the step cap without ending.
    bool capReached() const noexcept { return m_capReached; }
    /// The number of steps, once the method has ended.
    std::optional<std::uint64_t> total() const noexcept;
    /// The number of steps, once any run of the method has reached its end.
    std::optional<std::uint64_t> knownEnd() const noexcept { return m_knownEnd; }
    /// The method is known (from another run of it) to end after `steps` steps:
    /// the end is then reached in one pass, its last steps recorded.
    void setKnownEnd(std::uint64_t steps) noexcept { m_knownEnd = steps; }
    std::uint64_t stepCap() const noexcept { return m_options.stepCap; }
    /// Moves the step cap; a run stopped at the old cap goes on when it is raised.
    void setStepCap(std::uint64_t cap) noexcept;

    /// Asked every few thousand steps by moves that may run far: true stops the move.
    void setInterrupt(std::function<bool()> interrupt);
    /// True when the last move stopped early because the interrupt said so.
    bool interrupted() const noexcept { return m_interrupted; }
    /// While a move waits for a replay of earlier steps (stepping back far from
    /// the log): how far that replay has got, and where it goes.
    std::pair<std::uint64_t, std::uint64_t> replayProgress() const noexcept;
    const Outcome& outcome() const noexcept { return *m_trace.outcome; }

    std::span<const CellValue> board() const noexcept { return m_board; }
    /// Whether variable `id` was set by a step so far, in any frame, and its latest value.
    bool hasVar(int id) const noexcept { return m_variables.has(id); }
    std::int32_t var(int id) const noexcept { return m_variables.latest(id); }
    /// The call stack after the current step: each frame's line and its own variables.
    const Variables& variables() const noexcept { return m_variables; }
    std::int64_t counter(Counter c) const noexcept { return m_counters[static_cast<int>(c)]; }
    /// The part of counter `c` counted by steps at nesting `depth` (deeper steps
    /// count at kTallyDepths - 1): how a search's nodes and prunes spread over its levels.
    std::int64_t counterAtDepth(Counter c, int depth) const noexcept
    {
        return m_depthCounters[static_cast<std::size_t>(tallyDepth(depth))][static_cast<int>(c)];
    }
    static constexpr int kTallyDepths = 16;
    static constexpr int tallyDepth(int depth) noexcept { return depth < 0 ? 0 : depth < kTallyDepths ? depth : kTallyDepths - 1; }
    /// How many of the steps so far ran on `anchor`: the listing line's execution count.
    std::uint64_t anchorCount(std::uint16_t anchor) const noexcept
    {
        return anchor < m_anchorCounts.size() ? m_anchorCounts[anchor] : 0;
    }

    /// One step forward; false at the end or at the cap.
    bool next();
    /// One step back; false at step 0.
    bool previous();
    /// Goes to step n, or to the last step if the method ends before n.
    void seek(std::uint64_t n);
    /// Forward to the next step of `kind`; false (and at the end) if none.
    bool nextEvent(StepKind kind);
    /// Back to the previous step of `kind`; false (and at step 0) if none.
    /// With `resume`, goes on with a search that was interrupted.
    bool previousEvent(StepKind kind, bool resume = false);
    /// A debugger's "step over": runs the next line, the one the program stands before, and the
    /// whole of any call it makes; stops before the next line of that line's frame or of a caller
    /// (false, at the end, if the method ends first).
    bool stepOver();
    /// A debugger's "step out": runs the rest of the function the program stands in (the next
    /// line's frame) and stops before the first line of its caller that runs after it.
    bool stepOut();
    /// Runs at least the next step, then on until the step after the current one is at nesting
    /// `depth` or shallower, and stops before it; false at the end. With `resume`, goes on with
    /// a run that was interrupted, without taking a first step.
    bool runBeforeDepth(int depth, bool resume = false);
    /// The depth of the next step to run (the frame the program stands in), or -1 at the end.
    int nextDepth();
    /// Forward to the next step for which `stop` (asked after the step is applied) is true.
    bool runUntil(const std::function<bool(const Step&)>& stop);
    /// Forward to the next step on one of `anchors`; false if the method ends first.
    bool runToBreakpoint(const std::set<std::uint16_t>& anchors);
    /// Forward to the first step at which counter `c` reaches `value`; false if the method ends first.
    bool runToCounter(Counter c, std::int64_t value);
    /// Forward to the last step (or to the cap).
    void runToEnd();
    /// Step records held now: the log's and those of the replayed stretches (each
    /// up to half the log), ready or still being replayed. However long the run,
    /// this stays under the log's capacity and four stretches: what seeking needs.
    std::size_t heldRecords() const noexcept { return m_logSize + m_chunks.size() * m_chunkSize; }
    /// Waits until the background replay has the steps around the current one
    /// ready (for tests and benchmarks; the player never needs to wait on it).
    void waitForPrefetch();

private:
    struct Entry {
        Step step;
        VariablesUndo vars;
        std::vector<Delta> bulk;
    };

    using Chunk = std::vector<Entry>;
    struct PendingChunk {
        std::shared_future<std::shared_ptr<const Chunk>> data;
        std::shared_ptr<std::atomic<bool>> cancel;
        std::shared_ptr<std::atomic<std::uint64_t>> done; ///< steps replayed so far
        std::uint64_t last = 0;                          ///< the chunk's last step
    };
    struct BackSearch {
        StepKind kind;
        std::uint64_t from;  ///< the step the search started at
        std::uint64_t found; ///< the latest step of `kind` before `from` seen so far
        bool scanned = false; ///< the pass is over: only the seek to `found` is left
    };

    void restart();
    void dropChunks();
    bool pull(bool logIt);
    /// Up to `count` steps straight from the method, applied and not logged (far from where the
    /// player goes); fewer at the end, the cap or an interrupt.
    void fastForward(std::uint64_t count);
    void apply(const Step& s, Entry* undo);
    void undo(const Entry& e);
    Entry& entry(std::uint64_t n) { return m_log[(n - 1) % m_logCapacity]; }
    bool logged(std::uint64_t n) const noexcept { return n > m_generated - m_logSize && n <= m_generated; }
    /// The record of step n (1 <= n <= m_generated), from the log or a chunk.
    std::pair<const Entry*, std::shared_ptr<const Chunk>> record(std::uint64_t n);
    void setPosition(std::uint64_t n);
    /// Counts a step of a long move; true when the interrupt says stop.
    bool pollInterrupt();
    /// Makes the records of steps from..to ready, waiting for their replays;
    /// false if the interrupt stopped the wait first.
    bool awaitRecords(std::uint64_t from, std::uint64_t to);
    /// After fast steps that were not logged: logs one more step, so the current step has its record.
    void settleAfterFastSteps(std::uint64_t wanted);
    void prefetch();
    void requestChunk(std::uint64_t index);
    static std::shared_ptr<const Chunk> replayChunk(const Factory& factory, std::uint64_t first, std::uint64_t last,
                                                    const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& done);
    template <typename Pred>
    bool forwardUntil(Pred stop);
    bool advanceOne();
    void seekTo(std::uint64_t n);

    Factory m_factory;
    Options m_options;
    Trace m_trace;
    std::vector<CellValue> m_board;
    Variables m_variables;
    std::array<std::int64_t, kCounterCount> m_counters{};
    std::array<std::array<std::int64_t, kCounterCount>, kTallyDepths> m_depthCounters{};
    std::vector<std::uint64_t> m_anchorCounts;
    std::vector<Entry> m_log;
    std::size_t m_logCapacity = 2;
    std::uint64_t m_logSize = 0;   ///< entries held: steps m_generated - m_logSize + 1 .. m_generated
    std::uint64_t m_generated = 0; ///< steps taken from the generator since the last restart
    std::uint64_t m_pos = 0;
    const Entry* m_current = nullptr; ///< the record of step m_pos
    std::shared_ptr<const Chunk> m_currentChunk; ///< keeps m_current alive when it lies in a chunk
    std::uint64_t m_chunkSize = 1;    ///< steps per chunk: chunk i holds steps i*size+1 .. (i+1)*size
    std::map<std::uint64_t, PendingChunk> m_chunks;
    bool m_finished = false;
    bool m_capReached = false;
    std::optional<std::uint64_t> m_knownEnd;
    std::function<bool()> m_interrupt;
    bool m_interrupted = false;
    std::uint32_t m_pollTick = 0;
    std::optional<std::uint64_t> m_awaiting; ///< the chunk a move is waiting for
    std::optional<BackSearch> m_backSearch;
};

} // namespace sb
