// SPDX-License-Identifier: GPL-3.0-or-later
#include "judging.h"
#include "randomboard.h"

namespace sb::mayan {

namespace {

BankTest solvable(std::string name, int n, int colours, std::uint32_t seed)
{
    const auto board = solvableBoard(n, colours, seed);
    return generatedTest(std::move(name), board ? std::optional(format(n, *board)) : std::nullopt);
}

BankTest random(std::string name, int n, int blocks, int colours, std::uint32_t seed)
{
    return {std::move(name), format(n, randomBoard(blocks, colours, seed))};
}

BankSubtask fewMoves()
{
    BankSubtask s{"n <= 2", 30, {}};
    s.tests.push_back({"a chain: one clear makes the next run", "1\n7 0\n4 0\n7 4 4 7 0\n0\n0\n"});
    s.tests.push_back({"a wasted swap of two blocks of one colour", "2\n7 7 4 7 7 0\n0\n4 0\n4 0\n0\n"});
    s.tests.push_back({"blocks fall after a clear", "2\n0\n0\n4 4 7 7 0\n4 7 0\n0\n"});
    s.tests.push_back({"a clear, then the run it leaves", "2\n0\n7 7 9 7 0\n9 0\n9 0\n0\n"});
    s.tests.push_back(solvable("built for one move", 1, 3, 501));
    s.tests.push_back(solvable("built for two moves", 2, 4, 502));
    s.tests.push_back(random("no answer in two moves", 2, 10, 4, 503));
    return s;
}

BankSubtask moreMoves()
{
    BankSubtask s{"n <= 5", 70, {}};
    s.tests.push_back({"two runs found in one scan", "3\n0\n0\n2 0\n7 2 7 2 7 2 2 0\n2 0\n"});
    s.tests.push_back({"three moves in one column", "3\n2 9 2 2 9 2 0\n9 2 0\n2 0\n0\n0\n"});
    s.tests.push_back(solvable("built for three moves", 3, 5, 601));
    s.tests.push_back(solvable("built for four moves", 4, 5, 602));
    s.tests.push_back(solvable("built for five moves", 5, 6, 603));
    s.tests.push_back(random("no answer in three moves", 3, 12, 5, 604));
    return s;
}

} // namespace

const TestBank& testBank()
{
    // Search nodes a second: each node copies a 5 x 7 board, moves, lets blocks fall and
    // looks for runs, a few hundred operations.
    static const TestBank bank{{fewMoves(), moreMoves()}, Scoring::AllOrNothing, 5'000'000};
    return bank;
}

} // namespace sb::mayan
