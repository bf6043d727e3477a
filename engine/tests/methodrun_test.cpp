// SPDX-License-Identifier: GPL-3.0-or-later
// A built-in method's run as the one run model: what its last line did, its moments and its counters.
#include "core/methodrun.h"
#include "core/player.h"
#include "core/problem.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

using namespace sb;

namespace {

/// Caro's method 3 on a 5 x 5 board and four moves, no five: X at (1, 1), O at (2, 2), X at (1, 2), O at (3, 3).
struct CaroRun {
    CaroRun()
        : problem(*findProblem("caro")), method(*problem.method("3")),
          player([this] { return method.trace(problem.parse("5 4\n1 1\n2 2\n1 2\n3 3\n"), CodeLanguage::Cpp); }),
          run(player, problem,
              parseListing(test::readFile(test::resources() / "listings" / "caro" / (std::string(method.listing) + ".cpp")),
                           CodeLanguage::Cpp))
    {
    }
    const ProblemDesc& problem;
    const MethodDesc& method;
    Player player;
    MethodRun run;
};

} // namespace

TEST(MethodRun, SaysTheLineThatRanLastAndTheStepTheMethodYieldedThere)
{
    CaroRun caro;
    EXPECT_TRUE(caro.run.lastDid().empty()); // nothing has run
    for (int i = 0; i < 5; ++i)
        ASSERT_TRUE(caro.run.forward());
    const std::vector<RunEvent> did = caro.run.lastDid();
    ASSERT_EQ(did.size(), 2U);
    EXPECT_EQ(did[0].kind, RunEvent::Kind::Ran);
    EXPECT_EQ(did[0].line, caro.run.ranLine());
    EXPECT_GT(did[0].line, 0);
    EXPECT_EQ(did[1].kind, RunEvent::Kind::Step);
    EXPECT_EQ(did[1].step.anchor, caro.player.current()->anchor);
    EXPECT_EQ(did[1].step.narration, caro.player.current()->narration);
    ASSERT_TRUE(caro.run.back());
    EXPECT_EQ(caro.run.lastDid()[1].step.anchor, caro.player.current()->anchor);
}

TEST(MethodRun, MovesByTheProblemsMomentsAndSaysItsCounters)
{
    CaroRun caro;
    ASSERT_TRUE(caro.run.hasMoments());
    std::vector<RunCounter> counters = caro.run.counters();
    ASSERT_EQ(counters.size(), 2U);
    EXPECT_EQ(counters[0].name, "cells-looked");
    EXPECT_EQ(counters[1].name, "moves");
    EXPECT_EQ(counters[1].id, 1);
    EXPECT_EQ(counters[0].value, 0);
    EXPECT_EQ(counters[1].value, 0);
    // Each moment stands just after a move is placed: four of them, then none.
    std::vector<std::uint64_t> at;
    while (caro.run.toNextMoment()) {
        ASSERT_EQ(caro.player.current()->kind, caro.problem.momentKind);
        at.push_back(caro.run.position());
    }
    ASSERT_EQ(at.size(), 4U);
    EXPECT_TRUE(caro.run.atEnd());
    EXPECT_TRUE(std::is_sorted(at.begin(), at.end()));
    counters = caro.run.counters();
    EXPECT_EQ(counters[1].value, 4); // four moves played
    EXPECT_GT(counters[0].value, 0);
    // Back from the middle of the third move: to the third, the second, the first, then the start.
    caro.run.toPosition(at[2] + 3);
    EXPECT_TRUE(caro.run.toPreviousMoment());
    EXPECT_EQ(caro.run.position(), at[2]);
    EXPECT_TRUE(caro.run.toPreviousMoment());
    EXPECT_EQ(caro.run.position(), at[1]);
    EXPECT_TRUE(caro.run.toPreviousMoment());
    EXPECT_EQ(caro.run.position(), at[0]);
    EXPECT_FALSE(caro.run.toPreviousMoment());
    EXPECT_EQ(caro.run.position(), 0U);
    EXPECT_EQ(caro.run.counters()[1].value, 0);
}

TEST(MethodRun, GivesThePlayersBoardWhereTheRunStands)
{
    CaroRun caro;
    const auto cellsAt = [&caro] {
        const std::optional<RunBoard> board = caro.run.board();
        EXPECT_TRUE(board.has_value());
        EXPECT_FALSE(board && board->misfit.has_value());
        EXPECT_FALSE(board && board->input); // drawn for the run's own input
        return board ? std::vector<CellValue>(board->cells.begin(), board->cells.end()) : std::vector<CellValue>();
    };
    // The board keeps a border: 7 x 7 cells, (r, c) 1-based at r * 7 + c.
    const auto at = [](int r, int c) { return static_cast<std::size_t>(r * 7 + c); };
    std::vector<CellValue> expected(49, 0);
    EXPECT_EQ(cellsAt(), expected); // before the first move
    ASSERT_TRUE(caro.run.toNextMoment());
    expected[at(1, 1)] = 1; // X
    EXPECT_EQ(cellsAt(), expected);
    ASSERT_TRUE(caro.run.toNextMoment());
    ASSERT_TRUE(caro.run.toNextMoment());
    expected[at(2, 2)] = 2; // O
    expected[at(1, 2)] = 1; // X
    EXPECT_EQ(cellsAt(), expected);
    caro.run.toEnd();
    expected[at(3, 3)] = 2; // O
    EXPECT_EQ(cellsAt(), expected);
    caro.run.toPosition(0);
    EXPECT_EQ(cellsAt(), std::vector<CellValue>(49, 0));
}
