// SPDX-License-Identifier: GPL-3.0-or-later
// Each method's estimate is its trace's real length, counted without running it.
#include "cards/cards.h"
#include "cards/randomtable.h"
#include "caro/caro.h"
#include "caro/randomgame.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <random>

namespace {

using sb::test::readFile;

struct Counted {
    std::uint64_t steps = 0;
    std::uint64_t work = 0;
};

/// The trace to its end, its steps and its counter of `unit` summed.
Counted runWhole(const sb::ProblemDesc& problem, const sb::MethodDesc& method, const std::string& input,
                 sb::Counter unit, sb::CodeLanguage language)
{
    sb::Trace trace = method.trace(problem.parse(input), language);
    Counted c;
    while (trace.steps.next()) {
        ++c.steps;
        for (const sb::CounterInc& inc : trace.steps.value().increments())
            if (inc.counter == unit)
                c.work += static_cast<std::uint64_t>(inc.amount);
    }
    return c;
}

void expectExact(const sb::ProblemDesc& problem, const std::vector<std::string>& inputs)
{
    for (const sb::MethodDesc& m : problem.methods)
        for (const std::string& input : inputs)
            for (const sb::CodeLanguage language : {sb::CodeLanguage::Cpp, sb::CodeLanguage::Python}) {
                const sb::Estimate e = m.estimate(*problem.parse(input), language);
                const Counted real = runWhole(problem, m, input, e.unit, language);
                const char* in = language == sb::CodeLanguage::Cpp ? " (C++) on\n" : " (Python) on\n";
                EXPECT_EQ(e.steps, real.steps) << problem.id << " " << m.id << in << input;
                EXPECT_EQ(e.work, real.work) << problem.id << " " << m.id << in << input;
            }
}

std::vector<std::string> caroGames()
{
    std::vector<std::string> all;
    for (const char* name : {"sample", "anti-diagonal", "border", "fills-middle", "line-of-six", "small-board"})
        all.push_back(readFile(sb::test::resources() / "samples/caro" / (std::string(name) + ".txt")));
    std::mt19937 rng(5);
    for (int i = 0; i < 8; ++i)
        all.push_back(sb::test::randomCaro(rng, 5 + i, 10 + 5 * i));
    for (int line = 0; line < 5; ++line)
        for (const bool middle : {false, true}) {
            sb::caro::RandomGameOptions o;
            o.n = 9 + line;
            o.moves = 25 + 2 * line;
            o.line = static_cast<sb::caro::WinLine>(line);
            o.lastStoneInTheMiddle = middle;
            o.seed = static_cast<std::uint32_t>(line * 2 + middle + 1);
            all.push_back(sb::caro::randomGame(o).value());
        }
    return all;
}

std::vector<std::string> cardTables()
{
    std::vector<std::string> all;
    for (const char* name : {"sample-1", "sample-2", "self-test-1", "self-test-2", "self-test-3", "self-test-4"})
        all.push_back(readFile(sb::test::resources() / "samples/cards" / (std::string(name) + ".txt")));
    for (int rounds = 1; rounds <= 6; ++rounds) {
        sb::cards::RandomTableOptions o;
        o.n = 3 + rounds % 3;
        o.m = 12;
        o.rounds = rounds;
        o.seed = static_cast<std::uint32_t>(rounds * 3);
        all.push_back(sb::cards::randomTable(o).value());
    }
    return all;
}

} // namespace

TEST(Estimate, CountsExactlyTheStepsAndCellsOfEveryCaroMethodOnSmallGames)
{
    expectExact(sb::caro::kProblem, caroGames());
}

// The no-skip mistake included: its estimate runs to the step that says the rounds repeat.
TEST(Estimate, CountsExactlyTheStepsAndCellsOfEveryCardMethodOnTheSamplesAndRandomTables)
{
    expectExact(sb::cards::kProblem, cardTables());
}

TEST(Estimate, PricesMethodsOneAndTwoOnTheLargestGameWithoutRunningThem)
{
    sb::caro::RandomGameOptions o;
    o.n = sb::caro::kMaxN;
    o.moves = sb::caro::kMaxMoves;
    const auto input = sb::caro::kProblem.parse(sb::caro::randomGame(o).value());
    // Running method 1 here would take hours (and the test would time out): the estimate counts, it does not run.
    const sb::Estimate one = sb::caro::kProblem.method("1")->estimate(*input);
    const sb::Estimate two = sb::caro::kProblem.method("2")->estimate(*input);
    const std::uint64_t area = 5000ULL * 5000ULL;
    // Every move but the last reads the whole board; every move reads four lines of up to 5000 cells.
    EXPECT_GT(one.work, (o.moves - 1) * area);
    EXPECT_LT(one.work, o.moves * area + 4ULL * 5 * o.moves * o.moves);
    EXPECT_GT(two.work, 2ULL * 5000 * o.moves);
    EXPECT_LE(two.work, 4ULL * 5000 * o.moves);
    EXPECT_GT(one.steps, one.work);
    EXPECT_GT(two.steps, 3 * two.work);
}
