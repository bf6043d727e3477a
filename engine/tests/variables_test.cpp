// SPDX-License-Identifier: GPL-3.0-or-later
// The call stack as a debugger shows it: each frame's own variables and line, taken back step by step.
#include "core/generator.h"
#include "core/player.h"
#include "core/variables.h"

#include <gtest/gtest.h>

#include <memory>
#include <utility>
#include <vector>

namespace {

using sb::Step;
using Shown = std::vector<std::pair<int, std::int32_t>>;

enum Var { t, dem, run, x, score };

/// main (depth 1) calls countRay (depth 2) twice; the return line sets the caller's dem, and a
/// global score is kept by the file.
std::vector<Step> twoCalls()
{
    std::vector<Step> steps(9);
    steps[0].at(10, 1).var(t, 1);                // for t: main's own
    steps[1].at(11, 1).var(dem, 1);              // dem = 1
    steps[2].at(20, 2).var(run, 0);              // into countRay: run = 0
    steps[3].at(21, 2).var(x, 4).global(score, 7);
    steps[4].at(22, 2).varIn(1, dem, 3);         // return run: the caller's dem becomes 3
    steps[5].at(12, 1);                          // the second call's line
    steps[6].at(20, 2).var(run, 0);              // a new call: its variables start unset
    steps[7].at(22, 2).varIn(1, dem, 3);
    steps[8].at(13, 1).var(t, 2);
    return steps;
}

TEST(Variables, EachFrameShowsTheVariablesOfItsCurrentCallAndTheFileKeepsItsOwn)
{
    const std::vector<Step> steps = twoCalls();
    sb::Variables v;
    std::vector<sb::VariablesUndo> undo(steps.size());
    for (std::size_t i = 0; i < 4; ++i)
        v.apply(steps[i], &undo[i]);
    EXPECT_EQ(v.depth(), 2);
    EXPECT_EQ(v.inFrame(2), (Shown{{run, 0}, {x, 4}}));
    EXPECT_EQ(v.inFrame(1), (Shown{{t, 1}, {dem, 1}}));
    EXPECT_EQ(v.inFrame(0), (Shown{{score, 7}}));
    EXPECT_EQ(v.line(1), 11); // main waits in its call
    EXPECT_EQ(v.line(2), 21);
    v.apply(steps[4], &undo[4]);
    EXPECT_EQ(v.inFrame(1), (Shown{{t, 1}, {dem, 3}}));
    EXPECT_EQ(v.latest(dem), 3);
    for (std::size_t i = 5; i < 7; ++i)
        v.apply(steps[i], &undo[i]);
    EXPECT_EQ(v.inFrame(2), (Shown{{run, 0}})) << "x belongs to the first call";
    EXPECT_EQ(v.latest(x), 4);
    EXPECT_EQ(v.line(1), 12);
    for (std::size_t i = 7; i < steps.size(); ++i)
        v.apply(steps[i], &undo[i]);
    EXPECT_EQ(v.depth(), 1);
    EXPECT_EQ(v.inFrame(1), (Shown{{t, 2}, {dem, 3}}));
    // Back to the first call's last line, step by step: everything as it was there.
    for (std::size_t i = steps.size(); i-- > 4;)
        v.undo(steps[i], undo[i]);
    EXPECT_EQ(v.depth(), 2);
    EXPECT_EQ(v.inFrame(2), (Shown{{run, 0}, {x, 4}}));
    EXPECT_EQ(v.inFrame(1), (Shown{{t, 1}, {dem, 1}}));
    EXPECT_EQ(v.line(1), 11);
    for (std::size_t i = 4; i-- > 0;)
        v.undo(steps[i], undo[i]);
    EXPECT_EQ(v.depth(), 0);
    EXPECT_TRUE(v.inFrame(1).empty());
    EXPECT_TRUE(v.inFrame(0).empty());
    EXPECT_FALSE(v.has(t));
}

/// dfs(d) (depth 1) calls itself: the call line binds the callee's d, the debugger's values on the
/// callee's first line; a recursion's frames share their variables' names, not their values.
TEST(Variables, ACallLineStartsTheCalleesFrameWithItsParametersAndTheCallerKeepsItsOwn)
{
    std::vector<Step> steps(6);
    steps[0].at(30, 1).var(x, 0);                 // main: x = 0
    steps[1].at(31, 1).varIn(2, dem, 1);          // dfs(1): the callee's dem is 1
    steps[2].at(40, 2).var(x, 5);                 // its first line
    steps[3].at(41, 2).varIn(3, dem, 2);          // dfs(2)
    steps[4].at(40, 3);                           // its first line sets nothing
    steps[5].at(42, 2);                           // back in the first dfs
    sb::Variables v;
    std::vector<sb::VariablesUndo> undo(steps.size());
    v.apply(steps[0], &undo[0]);
    v.apply(steps[1], &undo[1]);
    EXPECT_EQ(v.depth(), 1);
    EXPECT_EQ(v.inFrame(1), (Shown{{x, 0}})) << "the caller keeps its own";
    EXPECT_EQ(v.frameBefore(2), 2);
    EXPECT_EQ(v.shownBefore(2), (Shown{{dem, 1}})) << "the callee is called with its parameter";
    v.apply(steps[2], &undo[2]);
    EXPECT_EQ(v.inFrame(2), (Shown{{dem, 1}, {x, 5}})) << "entering the frame the call started keeps its parameter";
    v.apply(steps[3], &undo[3]);
    v.apply(steps[4], &undo[4]);
    EXPECT_EQ(v.inFrame(3), (Shown{{dem, 2}}));
    EXPECT_EQ(v.inFrame(2), (Shown{{dem, 1}, {x, 5}}));
    EXPECT_EQ(v.frameBefore(4), -1) << "a call not started by its line has set nothing yet";
    EXPECT_TRUE(v.shownBefore(4).empty());
    EXPECT_EQ(v.shownBefore(2), (Shown{{dem, 1}, {x, 5}})) << "after the callee's last line: the caller's frame";
    v.apply(steps[5], &undo[5]);
    for (std::size_t i = steps.size(); i-- > 3;)
        v.undo(steps[i], undo[i]);
    EXPECT_EQ(v.depth(), 2);
    EXPECT_EQ(v.inFrame(2), (Shown{{dem, 1}, {x, 5}}));
    v.undo(steps[2], undo[2]);
    EXPECT_EQ(v.shownBefore(2), (Shown{{dem, 1}})) << "back on the call line: the callee's frame as the call left it";
    v.undo(steps[1], undo[1]);
    EXPECT_TRUE(v.shownBefore(2).empty());
    EXPECT_EQ(v.frameBefore(2), -1);
    v.apply(steps[1], &undo[1]);
    v.apply(steps[2], &undo[2]);
    EXPECT_EQ(v.inFrame(2), (Shown{{dem, 1}, {x, 5}})) << "the same call again, not a third one";
}

sb::Generator<Step> replayed(std::shared_ptr<std::vector<Step>> steps, int rounds)
{
    Step held;
    for (int r = 0; r < rounds; ++r)
        for (const Step& s : *steps) {
            held = s;
            co_yield held;
        }
}

TEST(Variables, ThePlayerShowsTheSameFramesAfterAFarJumpBackAsOnTheWayForward)
{
    auto steps = std::make_shared<std::vector<Step>>(twoCalls());
    const int rounds = 4000;
    sb::Player::Options options;
    options.logCapacity = 64; // far back lies outside the log: a replay gives the records
    sb::Player p([steps] { return sb::Trace{replayed(steps, rounds), std::make_shared<sb::Outcome>(), 0, {}}; },
                 options);
    std::vector<std::vector<Shown>> forward;
    for (int i = 0; i < 400; ++i) {
        ASSERT_TRUE(p.next());
        forward.push_back({p.variables().inFrame(0), p.variables().inFrame(1), p.variables().inFrame(2)});
    }
    p.seek(20000);
    for (int n = 400; n >= 1; n -= 37) {
        p.seek(static_cast<std::uint64_t>(n));
        const auto& want = forward[static_cast<std::size_t>(n - 1)];
        EXPECT_EQ(p.variables().inFrame(0), want[0]) << "step " << n;
        EXPECT_EQ(p.variables().inFrame(1), want[1]) << "step " << n;
        EXPECT_EQ(p.variables().depth(), (*steps)[static_cast<std::size_t>((n - 1) % 9)].depth) << "step " << n;
        if (p.variables().depth() == 2) {
            EXPECT_EQ(p.variables().inFrame(2), want[2]) << "step " << n;
        }
        ASSERT_TRUE(p.previous());
        if (n >= 2) {
            EXPECT_EQ(p.variables().inFrame(1), forward[static_cast<std::size_t>(n - 2)][1]) << "one back from step " << n;
        }
    }
}

} // namespace
