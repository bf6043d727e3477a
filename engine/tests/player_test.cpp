// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion/accordion.h"
#include "accordion/randomdeal.h"
#include "caro/caro.h"
#include "core/player.h"

#include <gtest/gtest.h>

#include <memory>
#include <atomic>
#include <random>
#include <stdexcept>
#include <thread>

namespace {

using sb::Player;
using sb::Step;
using sb::StepKind;

constexpr int kCells = 8;

struct Synthetic {
    std::shared_ptr<sb::Outcome> outcome = std::make_shared<sb::Outcome>();
    std::vector<sb::CellValue> board = std::vector<sb::CellValue>(kCells, 0);
    std::vector<sb::Delta> bulk;
    Step step;
};

/// The synthetic run's own events and its one counter, as a problem declares them.
constexpr StepKind kPlace = sb::eventKind(0);
constexpr StepKind kWin = sb::eventKind(1);
constexpr sb::Counter kCellsLooked{0};

/// Kind of step i: every 10th a Place, every 25th a Win, else Line.
StepKind kindOf(int i)
{
    return i % 25 == 0 ? kWin : (i % 10 == 0 ? kPlace : StepKind::Line);
}

/// Depth of step i cycles 1, 2, 3, 3, 2, 3, 3, 2, ... like a loop in a loop.
int depthOf(int i)
{
    if (i % 7 == 1)
        return 1;
    return (i % 7) % 3 == 2 ? 2 : 3;
}

/// `n` steps (forever when n < 0) with deltas, bulk deltas and variables
/// that all depend on the step number, so any state tells where it came from.
sb::Generator<Step> synthetic(std::shared_ptr<Synthetic> st, int n)
{
    for (int i = 1; n < 0 || i <= n; ++i) {
        Step& s = st->step;
        s.at(i % 5, depthOf(i), kindOf(i)).say(0, i).var(0, i).count(kCellsLooked);
        if (i % 3 == 0)
            s.var(1, i * 7).var(0, i + 1000); // one variable set twice in one step
        const int cell = i % kCells;
        s.change(cell, st->board[cell], static_cast<sb::CellValue>(i % 120));
        st->board[cell] = static_cast<sb::CellValue>(i % 120);
        if (i % 11 == 0) {
            st->bulk.clear();
            for (int c = 0; c < kCells; c += 3) {
                if (c == cell)
                    continue;
                st->bulk.push_back({c, st->board[c], static_cast<sb::CellValue>(-(i % 120) - 1)});
                st->board[c] = static_cast<sb::CellValue>(-(i % 120) - 1);
            }
            s.bulk = st->bulk;
        }
        if (n > 0 && i == n) {
            st->outcome->output = std::to_string(n) + "\n";
            st->outcome->finished = true;
        }
        co_yield s;
    }
}

Player::Factory syntheticFactory(int n)
{
    return [n] {
        auto st = std::make_shared<Synthetic>();
        sb::Trace t;
        t.boardCells = kCells;
        t.outcome = st->outcome;
        t.steps = synthetic(st, n);
        return t;
    };
}

struct Snapshot {
    std::vector<sb::CellValue> board;
    std::int32_t v0, v1;
    bool has0, has1;
    std::int64_t looked;
    int anchor;
    std::uint64_t onAnchor3;
    bool operator==(const Snapshot&) const = default;
};

Snapshot snap(const Player& p)
{
    return {std::vector<sb::CellValue>(p.board().begin(), p.board().end()),
            p.var(0), p.var(1), p.hasVar(0), p.hasVar(1),
            p.counter(kCellsLooked),
            p.current() ? p.current()->anchor : -1,
            p.anchorCount(3)};
}

/// The state after each step, from a player that only ever moves forward.
std::vector<Snapshot> forwardSnapshots(int n)
{
    Player p(syntheticFactory(n));
    std::vector<Snapshot> all{snap(p)};
    while (p.next())
        all.push_back(snap(p));
    return all;
}

} // namespace

TEST(Player, StartsBeforeTheFirstStep)
{
    Player p(syntheticFactory(5));
    EXPECT_EQ(p.position(), 0u);
    EXPECT_EQ(p.current(), nullptr);
    EXPECT_FALSE(p.hasVar(0));
    EXPECT_FALSE(p.atEnd());
    EXPECT_FALSE(p.total().has_value());
}

TEST(Player, NextAppliesDeltasVariablesAndCounters)
{
    Player p(syntheticFactory(50));
    for (int i = 0; i < 3; ++i)
        ASSERT_TRUE(p.next());
    EXPECT_EQ(p.position(), 3u);
    EXPECT_EQ(p.current()->anchor, 3);
    EXPECT_EQ(p.var(0), 1003);
    EXPECT_EQ(p.var(1), 21);
    EXPECT_EQ(p.board()[3], 3);
    EXPECT_EQ(p.counter(kCellsLooked), 3);
    EXPECT_EQ(p.anchorCount(1), 1u);
    EXPECT_EQ(p.anchorCount(3), 1u);
    EXPECT_EQ(p.anchorCount(4), 0u);
}

TEST(Player, PreviousUndoesExactlyOneStep)
{
    Player p(syntheticFactory(50));
    p.seek(3);
    ASSERT_TRUE(p.previous());
    EXPECT_EQ(p.position(), 2u);
    EXPECT_EQ(p.var(0), 2);
    EXPECT_FALSE(p.hasVar(1));
    EXPECT_EQ(p.board()[3], 0);
    EXPECT_EQ(p.counter(kCellsLooked), 2);
    ASSERT_TRUE(p.previous());
    ASSERT_TRUE(p.previous());
    EXPECT_EQ(p.position(), 0u);
    EXPECT_FALSE(p.previous());
    EXPECT_FALSE(p.hasVar(0));
}

TEST(Player, EndsWithTheMethodAndKnowsTheTotal)
{
    Player p(syntheticFactory(40));
    p.runToEnd();
    EXPECT_TRUE(p.atEnd());
    EXPECT_EQ(p.position(), 40u);
    ASSERT_TRUE(p.total().has_value());
    EXPECT_EQ(*p.total(), 40u);
    EXPECT_EQ(p.outcome().output, "40\n");
    EXPECT_FALSE(p.next());
}

TEST(Player, ForwardAndBackwardPathsGiveTheSameState)
{
    const int n = 300;
    const auto expected = forwardSnapshots(n);
    Player p(syntheticFactory(n), {.logCapacity = 16, .stepCap = 100000});
    std::mt19937 rng(7);
    for (int round = 0; round < 200; ++round) {
        const auto target = static_cast<std::uint64_t>(rng() % (n + 1));
        p.seek(target);
        ASSERT_EQ(p.position(), target);
        ASSERT_EQ(snap(p), expected[target]) << "after seeking to " << target;
        if (target > 0) {
            p.previous();
            ASSERT_EQ(snap(p), expected[target - 1]) << "one back from " << target;
        }
    }
}

TEST(Player, StepsBackAcrossTheLogBoundaryOneByOne)
{
    const int n = 120;
    const auto expected = forwardSnapshots(n);
    Player p(syntheticFactory(n), {.logCapacity = 10, .stepCap = 100000});
    p.seek(n);
    for (int i = n; i > 0; --i) {
        ASSERT_EQ(snap(p), expected[static_cast<std::size_t>(i)]) << "at " << i;
        ASSERT_TRUE(p.previous());
    }
    EXPECT_EQ(p.position(), 0u);
    EXPECT_EQ(snap(p), expected[0]);
    for (int i = 1; i <= n; ++i) {
        ASSERT_TRUE(p.next());
        ASSERT_EQ(snap(p), expected[static_cast<std::size_t>(i)]) << "forward again at " << i;
    }
}

TEST(Player, PrefetchesTheStepsBeforeTheLogSoSteppingBackNeverReplaysInTheForeground)
{
    const int n = 2000;
    const auto expected = forwardSnapshots(n);
    const auto mainThread = std::this_thread::get_id();
    auto foregroundStarts = std::make_shared<std::atomic<int>>(0);
    auto factory = syntheticFactory(n);
    Player p([&, foregroundStarts] {
        if (std::this_thread::get_id() == mainThread)
            ++*foregroundStarts;
        return factory();
    }, {.logCapacity = 64, .stepCap = 100000});
    p.seek(1500);
    const int startsAfterSeek = *foregroundStarts;
    for (int i = 1500; i > 1200; --i) {
        p.waitForPrefetch();
        ASSERT_TRUE(p.previous());
        ASSERT_EQ(snap(p), expected[static_cast<std::size_t>(i - 1)]) << "at " << i - 1;
    }
    EXPECT_EQ(*foregroundStarts, startsAfterSeek);
    for (int i = 1200; i < 1400; ++i) {
        ASSERT_TRUE(p.next());
        ASSERT_EQ(snap(p), expected[static_cast<std::size_t>(i + 1)]) << "forward at " << i + 1;
    }
    EXPECT_EQ(*foregroundStarts, startsAfterSeek);
}

TEST(Player, HoldsItsLogAndAFewReplayedStretchesAtMostOverTenThousandDecks)
{
    const auto deals = sb::accordion::randomDeals(10000, false, 5);
    ASSERT_TRUE(deals);
    const auto input = sb::accordion::kProblem.parse(*deals);
    const sb::MethodDesc* resume = sb::accordion::kProblem.method("resume");
    ASSERT_NE(resume, nullptr);
    constexpr std::size_t kLog = 4096;
    constexpr std::size_t kStretch = kLog / 2;
    Player p([resume, input] { return resume->trace(input); }, {.logCapacity = kLog, .stepCap = 100'000'000});
    EXPECT_EQ(p.heldRecords(), 0u);
    p.runToEnd();
    ASSERT_TRUE(p.atEnd());
    ASSERT_GT(p.position(), 9'000'000u); // about 950 steps a deck
    EXPECT_EQ(p.heldRecords(), kLog); // the log alone, full: nothing for the 9 million steps behind it
    // Far back, then back step by step past the log's oldest step into replayed stretches.
    p.seek(p.position() / 2);
    EXPECT_LE(p.heldRecords(), kStretch + 4 * kStretch); // the stretch before the target, and those being replayed
    for (std::size_t i = 0; i < 3 * kStretch; ++i) {
        p.waitForPrefetch();
        ASSERT_TRUE(p.previous());
    }
    EXPECT_GT(p.heldRecords(), kStretch);
    EXPECT_LE(p.heldRecords(), kStretch + 4 * kStretch);
}

TEST(Player, SeekBeyondTheEndStopsAtTheLastStep)
{
    Player p(syntheticFactory(30), {.logCapacity = 8, .stepCap = 100000});
    p.seek(1000);
    EXPECT_EQ(p.position(), 30u);
    EXPECT_TRUE(p.atEnd());
    EXPECT_EQ(p.current()->anchor, 0);
    EXPECT_EQ(p.outcome().output, "30\n");
    ASSERT_TRUE(p.previous());
    EXPECT_EQ(p.position(), 29u);
}

TEST(Player, JumpsToTheNextAndPreviousEventOfAKind)
{
    Player p(syntheticFactory(100));
    ASSERT_TRUE(p.nextEvent(kPlace));
    EXPECT_EQ(p.position(), 10u);
    ASSERT_TRUE(p.nextEvent(kWin));
    EXPECT_EQ(p.position(), 25u);
    ASSERT_TRUE(p.nextEvent(kPlace));
    EXPECT_EQ(p.position(), 30u);
    ASSERT_TRUE(p.previousEvent(kPlace));
    EXPECT_EQ(p.position(), 20u);
    EXPECT_FALSE(p.previousEvent(kWin));
    EXPECT_EQ(p.position(), 0u);
    p.seek(96);
    EXPECT_FALSE(p.nextEvent(kPlace)); // step 100 is a Win, not a Place
    EXPECT_TRUE(p.atEnd());
}

// As a debugger: the program stands before the next step's line; step over runs that line with
// every deeper step of the calls it makes, step out the rest of that line's frame.
TEST(Player, StepOverRunsTheNextLineWithItsCallsAndStepOutTheRestOfItsFunction)
{
    Player p(syntheticFactory(100));
    // The depths of steps 1 to 8: 1, 2, 3, 3, 2, 3, 3, 1.
    ASSERT_TRUE(p.stepOver()); // step 1 and all it calls: it stands before step 8
    EXPECT_EQ(p.position(), 7u);
    p.seek(1);
    ASSERT_TRUE(p.stepOver()); // step 2 and the deeper 3 and 4
    EXPECT_EQ(p.position(), 4u);
    p.seek(2);
    ASSERT_TRUE(p.stepOver()); // step 3 calls nothing: one step
    EXPECT_EQ(p.position(), 3u);
    p.seek(2);
    ASSERT_TRUE(p.stepOut()); // the rest of depth 3: steps 3 and 4
    EXPECT_EQ(p.position(), 4u);
    ASSERT_TRUE(p.stepOut()); // the rest of depth 2: steps 5 to 7
    EXPECT_EQ(p.position(), 7u);
    p.seek(98); // steps 99 and 100 are at depths 1 and 2: nothing at depth 1 after 99
    EXPECT_FALSE(p.stepOver());
    EXPECT_TRUE(p.atEnd());
    EXPECT_FALSE(p.stepOver());
    EXPECT_FALSE(p.stepOut());
    EXPECT_EQ(p.position(), 100u);
}

TEST(Player, RunsToTheNextBreakpointLine)
{
    Player p(syntheticFactory(100));
    ASSERT_TRUE(p.runToBreakpoint({3}));
    EXPECT_EQ(p.position(), 3u);
    ASSERT_TRUE(p.runToBreakpoint({3, 4}));
    EXPECT_EQ(p.position(), 4u);
    ASSERT_TRUE(p.runToBreakpoint({3}));
    EXPECT_EQ(p.position(), 8u);
}

TEST(Player, StopsAMethodThatNeverEndsAtTheStepCap)
{
    Player p(syntheticFactory(-1), {.logCapacity = 64, .stepCap = 5000});
    p.runToEnd();
    EXPECT_TRUE(p.capReached());
    EXPECT_FALSE(p.atEnd());
    EXPECT_EQ(p.position(), 5000u);
    EXPECT_FALSE(p.next());
    ASSERT_TRUE(p.previous());
    EXPECT_EQ(p.position(), 4999u);
    EXPECT_EQ(p.var(0), 4999);
}

TEST(Player, PassesOnTheMethodsException)
{
    Player p([] {
        sb::Trace t;
        t.outcome = std::make_shared<sb::Outcome>();
        t.steps = [](std::shared_ptr<Step> s) -> sb::Generator<Step> {
            co_yield *s;
            throw std::logic_error("broken method");
        }(std::make_shared<Step>());
        return t;
    });
    ASSERT_TRUE(p.next());
    EXPECT_THROW(p.next(), std::logic_error);
}

TEST(Player, ReplaysACaroGameToTheSameBoardFromEitherDirection)
{
    const auto& caro = sb::caro::kProblem;
    auto input = caro.parse("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n");
    const auto* method = caro.method("3");
    Player forward([&] { return method->trace(input); });
    forward.runToEnd();
    const std::uint64_t total = forward.position();
    const std::vector<sb::CellValue> finalBoard(forward.board().begin(), forward.board().end());
    Player p([&] { return method->trace(input); }, {.logCapacity = 8, .stepCap = 1000000});
    p.seek(total);
    EXPECT_EQ(std::vector<sb::CellValue>(p.board().begin(), p.board().end()), finalBoard);
    p.seek(0);
    p.seek(total / 2);
    p.seek(total);
    EXPECT_EQ(std::vector<sb::CellValue>(p.board().begin(), p.board().end()), finalBoard);
    EXPECT_EQ(p.outcome().output, "10\n");
    EXPECT_EQ(p.var(static_cast<int>(sb::caro::Var::t)), 10);
}

TEST(Player, FindsThePreviousEventFarBeforeTheLogWithOneReplay)
{
    const int n = 5000;
    const auto expected = forwardSnapshots(n);
    Player p(syntheticFactory(n), {.logCapacity = 16, .stepCap = 100000});
    p.seek(4990);
    ASSERT_TRUE(p.previousEvent(kPlace)); // 4980
    EXPECT_EQ(p.position(), 4980u);
    p.seek(4990);
    ASSERT_TRUE(p.previousEvent(kWin)); // 4975, further back
    EXPECT_EQ(p.position(), 4975u);
    EXPECT_EQ(snap(p), expected[4975]);
    p.seek(4000);
    p.seek(3000); // far below the log
    ASSERT_TRUE(p.previousEvent(kWin));
    EXPECT_EQ(p.position(), 2975u);
    EXPECT_EQ(snap(p), expected[2975]);
    p.seek(24);
    EXPECT_FALSE(p.previousEvent(kWin));
    EXPECT_EQ(p.position(), 0u);
}

TEST(Player, GoesFarForwardFromBelowTheLogAndBack)
{
    const int n = 3000;
    const auto expected = forwardSnapshots(n);
    Player p(syntheticFactory(n), {.logCapacity = 16, .stepCap = 100000});
    p.seek(n);
    for (int i = 0; i < 40; ++i) // below the log, step by step
        p.previous();
    ASSERT_EQ(p.position(), static_cast<std::uint64_t>(n - 40));
    p.seek(100); // far back
    p.seek(n - 5); // and far forward again
    EXPECT_EQ(snap(p), expected[static_cast<std::size_t>(n - 5)]);
    p.seek(n - 200);
    p.seek(n - 230); // within two chunks below: undo step by step
    EXPECT_EQ(snap(p), expected[static_cast<std::size_t>(n - 230)]);
    p.seek(n - 1);
    EXPECT_EQ(snap(p), expected[static_cast<std::size_t>(n - 1)]);
}

namespace {

/// The same steps, held back until `gate` opens: a replay that takes as long as a test needs.
sb::Generator<Step> gated(sb::Generator<Step> inner, std::shared_ptr<std::atomic<bool>> gate)
{
    while (!gate->load())
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    while (inner.next())
        co_yield inner.value();
}

/// Stops a move at every `every`-th time it is asked.
std::function<bool()> stopEvery(int every)
{
    return [every, asked = 0]() mutable { return ++asked % every == 0; };
}

} // namespace

TEST(Player, AFarSeekInterruptedStopsOnAConsistentStepAndCarriesOnWhenCalledAgain)
{
    const int n = 60000;
    const auto expected = forwardSnapshots(n);
    Player p(syntheticFactory(n), {.logCapacity = 64, .stepCap = 1000000});
    p.setInterrupt(stopEvery(2));
    std::vector<std::uint64_t> stops;
    for (p.seek(50000); p.interrupted(); p.seek(50000)) {
        stops.push_back(p.position());
        ASSERT_EQ(snap(p), expected[p.position()]) << "interrupted at " << p.position();
    }
    // Asked every 4096 steps and stopped at every other asking: about every 8192 steps.
    ASSERT_GE(stops.size(), 5u);
    for (std::size_t i = 1; i < stops.size(); ++i)
        EXPECT_GT(stops[i], stops[i - 1]);
    EXPECT_EQ(p.position(), 50000u);
    EXPECT_EQ(snap(p), expected[50000]);
    // Stepping back from there needs no replay, so nothing interrupts it.
    ASSERT_TRUE(p.previous());
    EXPECT_EQ(snap(p), expected[49999]);
}

TEST(Player, TheEndInterruptedAndResumedIsReachedInOnePassOnceItIsKnown)
{
    const int n = 40000;
    const auto expected = forwardSnapshots(n);
    Player p(syntheticFactory(n), {.logCapacity = 64, .stepCap = 1000000});
    EXPECT_FALSE(p.knownEnd().has_value());
    p.setInterrupt(stopEvery(3));
    int slices = 1;
    for (p.runToEnd(); p.interrupted(); p.runToEnd())
        ++slices;
    EXPECT_GT(slices, 1);
    EXPECT_TRUE(p.atEnd());
    EXPECT_EQ(p.position(), static_cast<std::uint64_t>(n));
    EXPECT_EQ(snap(p), expected[n]);
    EXPECT_EQ(p.knownEnd(), std::optional<std::uint64_t>(n));
    // A second player told the end goes there without running past it unrecorded.
    Player q(syntheticFactory(n), {.logCapacity = 64, .stepCap = 1000000});
    q.setKnownEnd(n);
    q.runToEnd();
    EXPECT_TRUE(q.atEnd());
    EXPECT_EQ(snap(q), expected[n]);
}

TEST(Player, APreviousEventSearchInterruptedResumesToTheSameStep)
{
    const int n = 50000;
    const auto expected = forwardSnapshots(n);
    Player p(syntheticFactory(n), {.logCapacity = 16, .stepCap = 1000000});
    p.seek(45010);
    p.setInterrupt(stopEvery(2));
    int slices = 1;
    bool found = p.previousEvent(kWin);
    for (; p.interrupted(); found = p.previousEvent(kWin, true)) {
        ++slices;
        ASSERT_LT(p.position(), 45010u);
        ASSERT_EQ(snap(p), expected[p.position()]);
    }
    EXPECT_GT(slices, 2);
    EXPECT_TRUE(found);
    EXPECT_EQ(p.position(), 45000u);
    EXPECT_EQ(snap(p), expected[45000]);
    // A fresh search (no resume) after a finished one starts from where it stands.
    p.setInterrupt({});
    ASSERT_TRUE(p.previousEvent(kWin));
    EXPECT_EQ(p.position(), 44975u);
}

TEST(Player, AStepBackThatWaitsForAReplayCanBeInterruptedAndReportsTheReplaysProgress)
{
    const int n = 2000;
    const auto expected = forwardSnapshots(n);
    auto gate = std::make_shared<std::atomic<bool>>(false);
    auto made = std::make_shared<std::atomic<int>>(0);
    Player p(
        [gate, made] {
            sb::Trace t = syntheticFactory(n)();
            if (made->fetch_add(1) > 0) // every replay, not the player's own run
                t.steps = gated(std::move(t.steps), gate);
            return t;
        },
        {.logCapacity = 16, .stepCap = 100000});
    struct OpenOnExit { // so that a failed assertion does not leave a replay waiting for ever
        std::shared_ptr<std::atomic<bool>> gate;
        ~OpenOnExit() { gate->store(true); }
    } openOnExit{gate};
    p.seek(n); // fast, then the last half of the log's capacity logged: steps n - 7 .. n
    for (int i = 0; i < 7; ++i) // to the log's oldest step
        ASSERT_TRUE(p.previous());
    const std::uint64_t edge = p.position();
    int asked = 0;
    p.setInterrupt([&asked] { return ++asked >= 3; });
    EXPECT_FALSE(p.previous());
    EXPECT_TRUE(p.interrupted());
    EXPECT_EQ(p.position(), edge); // nothing moved while the replay was held back
    EXPECT_EQ(snap(p), expected[edge]);
    EXPECT_EQ(p.replayProgress().second, edge - 1);
    gate->store(true);
    p.setInterrupt([] { return false; });
    ASSERT_TRUE(p.previous());
    EXPECT_FALSE(p.interrupted());
    EXPECT_EQ(p.position(), edge - 1);
    EXPECT_EQ(snap(p), expected[edge - 1]);
}

TEST(Player, RaisingTheStepCapLetsTheRunGoOn)
{
    Player p(syntheticFactory(-1), {.logCapacity = 64, .stepCap = 1000});
    p.runToEnd();
    EXPECT_TRUE(p.capReached());
    EXPECT_EQ(p.position(), 1000u);
    p.setStepCap(5000);
    EXPECT_FALSE(p.capReached());
    p.runToEnd();
    EXPECT_TRUE(p.capReached());
    EXPECT_EQ(p.position(), 5000u);
    EXPECT_EQ(p.var(0), 5000 % 3 == 0 ? 6000 : 5000);
}
