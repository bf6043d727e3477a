// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzchecks.h"

#include "core/bytesource.h"

#include "core/inputerror.h"
#include "core/player.h"

#include <algorithm>
#include <array>
#include <exception>
#include <functional>
#include <limits>
#include <set>

namespace sb::fuzz {

namespace {

/// The most steps a walk looks at: a run is cut there, as the window cuts a method that never ends.
constexpr std::uint32_t kMaxSteps = 4000;
constexpr int kMaxActions = 48;
constexpr std::size_t kMaxVariables = 16;

/// A board as one number that a step's changes update in O(1): the sum of a mix of every
/// non-empty cell with its value, so the player's board is compared without copies.
std::uint64_t cellTerm(std::int64_t cell, CellValue value) noexcept
{
    if (value == 0)
        return 0;
    std::uint64_t z = static_cast<std::uint64_t>(cell) * 256 + static_cast<std::uint8_t>(value) + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::uint64_t boardHash(std::span<const CellValue> board) noexcept
{
    std::uint64_t h = 0;
    for (std::size_t i = 0; i < board.size(); ++i)
        h += cellTerm(static_cast<std::int64_t>(i), board[i]);
    return h;
}

/// Everything the player shows after one step.
struct Frame {
    std::uint16_t anchor = 0;
    std::uint8_t depth = 0;
    StepKind kind = StepKind::Line;
    std::uint16_t narration = 0;
    std::uint64_t board = 0;
    std::array<std::int64_t, kCounterCount> counters{};
    std::array<std::int32_t, kMaxVariables> vars{};
    std::uint32_t varsSet = 0;
};

/// A plain run of the generator to the bound: what each step leaves.
struct Reference {
    Frame start;
    std::vector<Frame> frames; ///< frames[n - 1]: after step n
    bool ended = false;        ///< the run ended within the bound
    std::shared_ptr<const Outcome> outcome;
    const ProblemDesc* problem = nullptr; ///< whose kinds and counters the frames hold
};

Finding runReference(const MethodDesc& method, const std::shared_ptr<const ProblemInput>& input,
                     std::uint32_t bound, Reference& ref)
{
    Trace trace = method.trace(input);
    std::vector<CellValue> board = trace.board.empty() ? std::vector<CellValue>(trace.boardCells, 0) : trace.board;
    if (board.size() != trace.boardCells)
        return "the trace's first board has " + std::to_string(board.size()) + " cells, not " +
               std::to_string(trace.boardCells);
    Frame now;
    now.board = boardHash(board);
    ref.start = now;
    const auto applyDelta = [&](const Delta& d) -> Finding {
        if (d.cell < 0 || static_cast<std::size_t>(d.cell) >= board.size())
            return "step " + std::to_string(ref.frames.size() + 1) + " changes cell " + std::to_string(d.cell) +
                   " of a board of " + std::to_string(board.size());
        CellValue& cell = board[static_cast<std::size_t>(d.cell)];
        if (cell != d.before)
            return "step " + std::to_string(ref.frames.size() + 1) + " changes cell " + std::to_string(d.cell) +
                   " from " + std::to_string(d.before) + ", but it holds " + std::to_string(cell);
        now.board += cellTerm(d.cell, d.after) - cellTerm(d.cell, d.before);
        cell = d.after;
        return {};
    };
    while (ref.frames.size() < bound) {
        if (!trace.steps.next()) {
            ref.ended = true;
            break;
        }
        const Step& s = trace.steps.value();
        for (const Delta& d : s.deltas())
            if (Finding f = applyDelta(d); !f.empty())
                return f;
        for (const Delta& d : s.bulk)
            if (Finding f = applyDelta(d); !f.empty())
                return f;
        for (const VarChange& v : s.changedVars()) {
            if (v.var >= kMaxVariables)
                return "a step sets variable " + std::to_string(v.var);
            now.vars[v.var] = v.value;
            now.varsSet |= 1u << v.var;
        }
        for (const CounterInc& c : s.increments())
            now.counters[static_cast<std::size_t>(c.counter)] += c.amount;
        now.anchor = s.anchor;
        now.depth = s.depth;
        now.kind = s.kind;
        now.narration = s.narration;
        ref.frames.push_back(now);
    }
    if (!ref.ended)
        ref.ended = !trace.steps.next();
    ref.outcome = trace.outcome;
    return {};
}

/// Compares where the player stands with the plain run.
Finding comparePlayer(const Player& player, const Reference& ref, const std::string& move)
{
    const std::uint64_t pos = player.position();
    if (pos > ref.frames.size())
        return move + ": the player stands at step " + std::to_string(pos) + " of " + std::to_string(ref.frames.size());
    const Frame& want = pos == 0 ? ref.start : ref.frames[pos - 1];
    const std::string at = move + ", at step " + std::to_string(pos) + ": ";
    const Step* s = player.current();
    if ((pos == 0) != (s == nullptr))
        return at + "a current step at step 0, or none after it";
    if (s && (s->anchor != want.anchor || s->depth != want.depth || s->kind != want.kind || s->narration != want.narration))
        return at + "the current step is not the step the method yields there";
    if (boardHash(player.board()) != want.board)
        return at + "the board differs from the one the steps build";
    for (int c = 0; c < kCounterCount; ++c)
        if (player.counter(static_cast<Counter>(c)) != want.counters[static_cast<std::size_t>(c)])
            return at + "counter " + std::string(ref.problem->counterName(static_cast<Counter>(c))) + " is " +
                   std::to_string(player.counter(static_cast<Counter>(c))) + ", the steps make it " +
                   std::to_string(want.counters[static_cast<std::size_t>(c)]);
    for (std::size_t v = 0; v < kMaxVariables; ++v) {
        const bool set = (want.varsSet >> v) & 1u;
        if (player.hasVar(static_cast<int>(v)) != set || (set && player.var(static_cast<int>(v)) != want.vars[v]))
            return at + "variable " + std::to_string(v) + " differs from what the steps set";
    }
    return {};
}

using FramePredicate = std::function<bool(const Frame&)>;

/// A forward move from `from` that said `found`: it stopped at the first step after `from`
/// that `stop` accepts, or at the last step when none does.
Finding checkForward(const Reference& ref, std::uint64_t from, std::uint64_t to, bool found, const FramePredicate& stop,
                     const std::string& move)
{
    const std::uint64_t last = found ? to - 1 : to;
    if (to < from || (found && (to == from || !stop(ref.frames[to - 1]))) || (!found && to != ref.frames.size()))
        return move + " from step " + std::to_string(from) + " stops at step " + std::to_string(to) +
               (found ? ", which is not what it looks for" : ", not at the last step");
    for (std::uint64_t n = from + 1; n <= last; ++n)
        if (stop(ref.frames[n - 1]))
            return move + " from step " + std::to_string(from) + " passes step " + std::to_string(n) +
                   ", which it looks for";
    return {};
}

/// A move of the player, made with the bytes' choices, and the check of where it lands.
using Move = Finding (*)(Player& player, const Reference& ref, const ProblemDesc& problem, ByteSource& src);

std::string at(std::uint64_t step)
{
    return " from step " + std::to_string(step);
}

Finding stepForward(Player& player, const Reference& ref, const ProblemDesc&, ByteSource&)
{
    const std::uint64_t from = player.position();
    const bool moved = player.next();
    if (!player.interrupted() && (moved != (from < ref.frames.size()) || player.position() != from + (moved ? 1 : 0)))
        return "next" + at(from) + " of " + std::to_string(ref.frames.size()) + " lands at " + std::to_string(player.position());
    return comparePlayer(player, ref, "next");
}

Finding stepBack(Player& player, const Reference& ref, const ProblemDesc&, ByteSource&)
{
    const std::uint64_t from = player.position();
    const bool moved = player.previous();
    if (!player.interrupted() && (moved != (from > 0) || player.position() != (moved ? from - 1 : 0)))
        return "previous" + at(from) + " lands at " + std::to_string(player.position());
    return comparePlayer(player, ref, "previous");
}

/// A seek anywhere, or a short way back (into the log, to its edge, or into the replayed chunks).
Finding seek(Player& player, const Reference& ref, const ProblemDesc&, ByteSource& src)
{
    const std::uint64_t from = player.position();
    const std::uint64_t target = src.pick(2) ? src.pick(kMaxSteps + 2) : from - std::min<std::uint64_t>(from, src.pick(200));
    player.seek(target);
    const std::string move = "seek to " + std::to_string(target) + at(from);
    if (!player.interrupted() && player.position() != std::min<std::uint64_t>(target, ref.frames.size()))
        return move + " lands at " + std::to_string(player.position()) + " of " + std::to_string(ref.frames.size());
    return comparePlayer(player, ref, move);
}

/// Checks a forward move that stops at a step `stop` accepts; `go` makes it and says whether it found one.
Finding forward(Player& player, const Reference& ref, const std::string& move, const std::function<bool()>& go,
                const FramePredicate& stop)
{
    const std::uint64_t from = player.position();
    const bool found = go();
    if (!player.interrupted())
        if (Finding f = checkForward(ref, from, player.position(), found, stop, move); !f.empty())
            return f;
    return comparePlayer(player, ref, move);
}

Finding nextEvent(Player& player, const Reference& ref, const ProblemDesc& problem, ByteSource& src)
{
    const auto kind = static_cast<StepKind>(src.pick(static_cast<std::uint32_t>(problem.kindCount())));
    return forward(player, ref, "nextEvent(" + std::string(problem.kindName(kind)) + ")", [&] { return player.nextEvent(kind); },
                   [kind](const Frame& f) { return f.kind == kind; });
}

Finding previousEvent(Player& player, const Reference& ref, const ProblemDesc& problem, ByteSource& src)
{
    const auto kind = static_cast<StepKind>(src.pick(static_cast<std::uint32_t>(problem.kindCount())));
    const std::uint64_t from = player.position();
    bool found = player.previousEvent(kind);
    // An interrupted search goes on where it stopped, as the window does.
    for (int again = 0; player.interrupted() && again < 64; ++again)
        found = player.previousEvent(kind, true);
    const std::uint64_t to = player.position();
    const std::string move = "previousEvent(" + std::string(problem.kindName(kind)) + ")" + at(from);
    if (player.interrupted())
        return comparePlayer(player, ref, move);
    if (found ? (to >= from || ref.frames[to - 1].kind != kind) : to != 0)
        return move + " lands at step " + std::to_string(to);
    for (std::uint64_t n = (found ? to : 0) + 1; n < from; ++n)
        if (ref.frames[n - 1].kind == kind)
            return move + " passes step " + std::to_string(n);
    return comparePlayer(player, ref, move);
}

/// Step over and step out stop before a line, as a debugger: after at least one step, before the
/// first step at the next line's depth or shallower (over), or shallower than it (out).
Finding stepOverOrOut(Player& player, const Reference& ref, const ProblemDesc&, ByteSource& src)
{
    const std::uint64_t from = player.position();
    const bool over = src.pick(2) == 0;
    const std::string move = (over ? "stepOver" : "stepOut") + at(from);
    const bool found = over ? player.stepOver() : player.stepOut();
    if (player.interrupted())
        return comparePlayer(player, ref, move);
    const std::uint64_t total = ref.frames.size();
    std::uint64_t expected = total;
    bool expectFound = false;
    if (from < total) {
        const int depth = ref.frames[from].depth - (over ? 0 : 1);
        for (std::uint64_t n = from + 2; n <= total; ++n)
            if (ref.frames[n - 1].depth <= depth) {
                expected = n - 1;
                expectFound = true;
                break;
            }
    }
    if (found != expectFound || player.position() != expected)
        return move + " stops at step " + std::to_string(player.position()) + (found ? " (found)" : "") +
               ", not at step " + std::to_string(expected);
    return comparePlayer(player, ref, move);
}

Finding runToBreakpoint(Player& player, const Reference& ref, const ProblemDesc& problem, ByteSource& src)
{
    std::set<std::uint16_t> anchors;
    for (int i = 0, n = static_cast<int>(src.range(1, 3)); i < n; ++i)
        anchors.insert(static_cast<std::uint16_t>(src.pick(static_cast<std::uint32_t>(problem.anchors.size()))));
    return forward(player, ref, "runToBreakpoint", [&] { return player.runToBreakpoint(anchors); },
                   [&](const Frame& f) { return anchors.count(f.anchor) > 0; });
}

Finding runToCounter(Player& player, const Reference& ref, const ProblemDesc& problem, ByteSource& src)
{
    const auto c = static_cast<Counter>(src.pick(static_cast<std::uint32_t>(problem.counters.size())));
    const auto value = static_cast<std::int64_t>(src.pick(64));
    const std::string move = "runToCounter(" + std::string(problem.counterName(c)) + ", " + std::to_string(value) + ")";
    const std::uint64_t from = player.position();
    if (player.counter(c) < value)
        return forward(player, ref, move, [&] { return player.runToCounter(c, value); },
                       [c, value](const Frame& f) { return f.counters[static_cast<std::size_t>(c)] >= value; });
    if (!player.runToCounter(c, value) || player.position() != from)
        return move + at(from) + ", where the counter is already there, moves to " + std::to_string(player.position());
    return comparePlayer(player, ref, move);
}

Finding runToEnd(Player& player, const Reference& ref, const ProblemDesc&, ByteSource&)
{
    player.runToEnd();
    if (!player.interrupted() && player.position() != ref.frames.size())
        return "runToEnd lands at step " + std::to_string(player.position()) + " of " + std::to_string(ref.frames.size());
    return comparePlayer(player, ref, "runToEnd");
}

Finding waitForPrefetch(Player& player, const Reference& ref, const ProblemDesc&, ByteSource&)
{
    player.waitForPrefetch();
    return comparePlayer(player, ref, "waitForPrefetch");
}

/// The moves the bytes choose from; seeks come twice as often as the others.
constexpr std::array<Move, 12> kMoves = {stepForward, stepBack,      seek,           seek,         nextEvent, previousEvent,
                                         stepOverOrOut, stepOverOrOut, runToBreakpoint, runToCounter, runToEnd,  waitForPrefetch};

/// The end of a run that ended within the bound: the player's outcome, and solve()'s answer.
Finding checkOutcome(const ProblemDesc& problem, const MethodDesc& method, const ProblemInput& input, Player& player,
                     const Reference& ref)
{
    player.setInterrupt({});
    player.runToEnd();
    if (Finding f = comparePlayer(player, ref, "runToEnd"); !f.empty())
        return f;
    if (player.position() != ref.frames.size())
        return "runToEnd stops at step " + std::to_string(player.position()) + " of " + std::to_string(ref.frames.size());
    if (ref.frames.size() < player.stepCap() && !player.atEnd())
        return "the player is not at the end after runToEnd, though the method ends";
    const Outcome& traced = *ref.outcome;
    if (method.role == MethodRole::Correct && !traced.finished)
        return "a correct method ended without printing its answer";
    if (!traced.finished && !traced.repetition)
        return "a run ended with neither an answer nor a proof that it repeats";
    if (player.atEnd() && player.outcome().output != traced.output)
        return "the player's run printed \"" + player.outcome().output + "\", a plain run \"" + traced.output + "\"";
    const Estimate estimate = method.estimate(input);
    const std::int64_t work = ref.frames.empty() ? 0 : ref.frames.back().counters[static_cast<std::size_t>(estimate.unit)];
    if (estimate.steps != ref.frames.size() || estimate.work != static_cast<std::uint64_t>(work))
        return "estimate() says " + std::to_string(estimate.steps) + " steps and " + std::to_string(estimate.work) +
               " work, the trace takes " + std::to_string(ref.frames.size()) + " and " + std::to_string(work);
    const SolveResult fast = method.solve(input, kDefaultWorkBudget);
    if (traced.finished && (fast.stopped() || fast.output != traced.output))
        return "solve() prints \"" + fast.output + "\", the end of the trace \"" + traced.output + "\" (" +
               std::string(problem.id) + " " + std::string(method.id) + ")";
    if (traced.repetition && fast.stop != StopReason::NeverEnds)
        return "the trace finds that " + std::string(method.id) + " never ends, solve() does not";
    return {};
}

/// Walks a player over `method` on `input`: the moves the bytes say, then to the end and back to the start.
Finding walk(const ProblemDesc& problem, const MethodDesc& method, const std::shared_ptr<const ProblemInput>& input,
             std::uint32_t bound, std::size_t logCapacity, ByteSource& src, std::uint64_t* endsAfter = nullptr)
{
    Player::Options options;
    options.logCapacity = logCapacity;
    options.stepCap = bound;
    Reference ref;
    ref.problem = &problem;
    if (Finding f = runReference(method, input, bound, ref); !f.empty())
        return f;
    if (endsAfter)
        *endsAfter = ref.ended ? ref.frames.size() : 0;
    Player player([&method, input] { return method.trace(input); }, options);
    if (Finding f = comparePlayer(player, ref, "the start"); !f.empty())
        return f;
    // The window asks to stop long moves: never, or at every k-th question.
    if (const std::uint32_t every = src.pick(4); every > 0)
        player.setInterrupt([every, asked = std::uint32_t{0}]() mutable { return every > 1 && ++asked % every == 0; });
    for (int i = 0; i < kMaxActions && !src.empty(); ++i)
        if (Finding f = kMoves[src.pick(kMoves.size())](player, ref, problem, src); !f.empty())
            return f;
    if (ref.ended)
        if (Finding f = checkOutcome(problem, method, *input, player, ref); !f.empty())
            return f;
    player.setInterrupt({});
    player.seek(ref.frames.size() / 2);
    if (Finding f = comparePlayer(player, ref, "seek to the middle"); !f.empty())
        return f;
    player.previous();
    return comparePlayer(player, ref, "previous from the middle");
}

/// The text before the first NUL when it is a valid input small enough to walk through, else one made from it.
std::shared_ptr<const ProblemInput> smallInput(const ProblemDesc& problem, std::span<const std::uint8_t> head)
{
    const std::string text(head.begin(), head.end());
    try {
        auto input = problem.parse(text);
        if (problem.fuzzInputs->small(*input))
            return input;
    } catch (const InputError&) {
    }
    return problem.parse(makeValidInput(problem, head));
}

} // namespace

Finding checkStepGenerator(const ProblemDesc& problem, std::span<const std::uint8_t> bytes)
{
    const auto nul = std::find(bytes.begin(), bytes.end(), std::uint8_t{0});
    const std::span<const std::uint8_t> head(bytes.begin(), nul);
    const std::span<const std::uint8_t> moves = nul == bytes.end() ? std::span<const std::uint8_t>() : std::span(nul + 1, bytes.end());
    std::shared_ptr<const ProblemInput> input;
    try {
        input = smallInput(problem, head);
    } catch (const InputError& e) {
        return "a made input is refused: " + std::string(problem.messageName(e.message)) + " at " + std::to_string(e.line) +
               ":" + std::to_string(e.column) + "\n" + makeValidInput(problem, head);
    }
    try {
        if (moves.empty()) {
            // No moves given (a sample as it is): every method, to its end and back, then with
            // the step cap just at its last step and one before it.
            for (const MethodDesc& method : problem.methods) {
                ByteSource none({});
                std::uint64_t total = 0;
                if (Finding f = walk(problem, method, input, kMaxSteps, 2, none, &total); !f.empty())
                    return std::string(method.id) + ": " + f;
                for (const std::uint64_t bound : {total, total - 1}) {
                    if (bound == 0 || bound > kMaxSteps)
                        continue; // a run that goes on past the bound, or a run of one step
                    if (Finding f = walk(problem, method, input, static_cast<std::uint32_t>(bound), 2, none); !f.empty())
                        return std::string(method.id) + ", at most " + std::to_string(bound) + " steps: " + f;
                }
            }
            return {};
        }
        ByteSource src(moves);
        const MethodDesc& method = problem.methods[src.pick(static_cast<std::uint32_t>(problem.methods.size()))];
        const std::uint32_t bound = kMaxSteps - src.pick(kMaxSteps);
        const std::size_t logCapacity = 2 + src.pick(63); // small: stepping back soon needs the replayed chunks
        if (Finding f = walk(problem, method, input, bound, logCapacity, src); !f.empty())
            return std::string(method.id) + ": " + f + "\non\n" + formatInput(problem, *input);
    } catch (const std::exception& e) {
        return std::string("an exception: ") + e.what();
    }
    return {};
}

} // namespace sb::fuzz
