// SPDX-License-Identifier: GPL-3.0-or-later
// Recorded runs kept on disk: found again by what makes them, read back as they were recorded, not kept
// when stopped, and the folder kept under its size by letting the runs used longest ago go.
#include "runcache.h"

#include "process.h"
#include "sandbox.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>

using namespace sb::program;
namespace fs = std::filesystem;

namespace {

const char* const kSum = "a, b = map(int, input().split())\ns = a + b\nprint(s)\n";

class Runs : public testing::Test {
protected:
    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why;
    }
    sb::box::WorkFolder folder;
};

/// The lines of a recording, as "line:depth" words.
std::string lines(const Trace& t)
{
    std::string out;
    for (std::size_t i = 0; i < t.size(); ++i)
        out += std::to_string(t.line(i)) + ":" + std::to_string(t.depth(i)) + " ";
    return out;
}

} // namespace

TEST_F(Runs, ARunRecordedOnceIsReadBackAsItWasRecorded)
{
    const RunCache cache(folder.path() / "runs");
    const Program program = Program::build(kSum, Language::Python);
    ASSERT_TRUE(program.built());
    const Trace first = traceCached(program, "40 2\n", {}, &cache);
    ASSERT_EQ(first.end(), Trace::End::Finished) << first.error();
    EXPECT_EQ(first.output, "42\n");
    const std::string key = RunCache::keyOf(kSum, Language::Python, "40 2\n", 0);
    ASSERT_TRUE(fs::is_regular_file(folder.path() / "runs" / (key + ".run")));
    EXPECT_EQ(cache.bytes(), fs::file_size(folder.path() / "runs" / (key + ".run")));
    const std::optional<Trace> kept = cache.find(key);
    ASSERT_TRUE(kept);
    EXPECT_EQ(lines(*kept), lines(first));
    EXPECT_EQ(kept->output, first.output);
    EXPECT_EQ(kept->end(), first.end());
    EXPECT_EQ(kept->state(kept->positions() - 1).all().size(), first.state(first.positions() - 1).all().size());
    EXPECT_EQ(*kept->state(2).value("s"), "42");

    // The second time it is the kept run that comes back: one changed by hand shows it.
    std::string text = sb::rec::readWhole(folder.path() / "runs" / (key + ".run"));
    const std::size_t at = text.find("output 3\n42\n");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 12, "output 3\n43\n");
    ASSERT_TRUE(sb::rec::writeWhole(folder.path() / "runs" / (key + ".run"), text));
    EXPECT_EQ(traceCached(program, "40 2\n", {}, &cache).output, "43\n");
    // Another input, another run; without a cache, recorded every time.
    EXPECT_EQ(traceCached(program, "1 2\n", {}, &cache).output, "3\n");
    EXPECT_EQ(traceCached(program, "40 2\n", {}, nullptr).output, "42\n");
    // A kept run that is not one (cut short, or of another layout) is recorded again.
    ASSERT_TRUE(sb::rec::writeWhole(folder.path() / "runs" / (key + ".run"), text.substr(0, 40)));
    EXPECT_FALSE(cache.find(key));
    EXPECT_EQ(traceCached(program, "40 2\n", {}, &cache).output, "42\n");
}

TEST_F(Runs, WhatMakesARunMakesItsKey)
{
    const std::string key = RunCache::keyOf(kSum, Language::Python, "1 2\n", 0);
    EXPECT_EQ(key.size(), 32U);
    EXPECT_EQ(key, RunCache::keyOf(kSum, Language::Python, "1 2\n", 0));
    EXPECT_NE(key, RunCache::keyOf(kSum, Language::Python, "1 3\n", 0));
    EXPECT_NE(key, RunCache::keyOf(kSum, Language::Cpp, "1 2\n", 0));
    EXPECT_NE(key, RunCache::keyOf(std::string(kSum) + "\n", Language::Python, "1 2\n", 0));
    EXPECT_NE(key, RunCache::keyOf(kSum, Language::Python, "1 2\n", 40));
    // The pieces are kept apart: moving a byte from the program to the input is another run.
    EXPECT_NE(RunCache::keyOf("ab", Language::Python, "c", 0), RunCache::keyOf("a", Language::Python, "bc", 0));
}

TEST_F(Runs, AStoppedRunIsNotKeptAndTheRunsUsedLongestAgoGoFirst)
{
    const Program program = Program::build("import time\nwhile True:\n    time.sleep(0.01)\n", Language::Python);
    ASSERT_TRUE(program.built());
    const RunCache cache(folder.path() / "runs");
    TraceOptions stop;
    stop.keepGoing = [](std::uint64_t) { return false; };
    EXPECT_EQ(traceCached(program, "", stop, &cache).end(), Trace::End::Cancelled);
    EXPECT_EQ(cache.bytes(), 0U);

    // Two runs in a folder that holds one and a half: the older goes.
    const Program sum = Program::build(kSum, Language::Python);
    ASSERT_TRUE(sum.built());
    traceCached(sum, "1 1\n", {}, &cache);
    const std::uint64_t one = cache.bytes();
    ASSERT_GT(one, 0U);
    const std::string older = RunCache::keyOf(kSum, Language::Python, "1 1\n", 0);
    fs::last_write_time(folder.path() / "runs" / (older + ".run"),
                        fs::file_time_type::clock::now() - std::chrono::hours(1));
    const RunCache small(folder.path() / "runs", one + one / 2);
    traceCached(sum, "2 2\n", {}, &small);
    EXPECT_FALSE(small.find(older));
    EXPECT_TRUE(small.find(RunCache::keyOf(kSum, Language::Python, "2 2\n", 0)));
    EXPECT_LE(small.bytes(), one + one / 2);
}
