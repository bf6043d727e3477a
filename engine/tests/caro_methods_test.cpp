// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro/caro.h"
#include "caro/randomgame.h"
#include "core/player.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace {

using sb::test::runTrace;

const sb::ProblemDesc& caro()
{
    return sb::caro::kProblem;
}

const std::string kSample = "7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n";

/// The judge answer of `method`, checked to be the same from solve() and from its steps.
std::string answer(const std::string& method, const std::string& input)
{
    const sb::MethodDesc* m = caro().method(method);
    EXPECT_NE(m, nullptr) << method;
    const sb::SolveResult fast = m->solve(*caro().parse(input), sb::kDefaultWorkBudget);
    const std::string stepped = runTrace(caro(), *m, input).output;
    EXPECT_EQ(fast.output, stepped) << "solve and steps disagree for " << method;
    return fast.output;
}

/// Builds an input from X's and O's moves, X first, alternating.
std::string game(int n, const std::vector<std::pair<int, int>>& moves)
{
    std::string text = std::to_string(n) + " " + std::to_string(moves.size()) + "\n";
    for (const auto& [r, c] : moves)
        text += std::to_string(r) + " " + std::to_string(c) + "\n";
    return text;
}

// X: (1,1) (1,2) (1,4) (1,5), then (1,3) fills the middle. O plays far away.
const std::string kFillsTheMiddle = game(7, {{1, 1}, {7, 1}, {1, 2}, {7, 3}, {1, 4}, {7, 5}, {1, 5}, {7, 7}, {1, 3}});
// X: X X X _ X X on row 2, then (2,4) makes six at once.
const std::string kMakesSix = game(7, {{2, 1}, {7, 1}, {2, 2}, {7, 3}, {2, 3}, {7, 5}, {2, 5}, {7, 7}, {2, 6}, {5, 1}, {2, 4}});
// X: five on the anti-diagonal from (1,5) down to (5,1).
const std::string kAntiDiagonal = game(7, {{1, 5}, {7, 7}, {2, 4}, {7, 5}, {3, 3}, {7, 3}, {4, 2}, {7, 1}, {5, 1}});

} // namespace

TEST(CaroMethods, EveryMethodAndEveryTrapAnswersTenOnTheSample)
{
    for (const sb::MethodDesc& m : caro().methods)
        EXPECT_EQ(answer(std::string(m.id), kSample), "10\n") << m.id;
}

TEST(CaroMethods, ListsThreeCorrectMethodsAndThreeTraps)
{
    std::vector<std::string> correct, wrong;
    for (const sb::MethodDesc& m : caro().methods)
        (m.role == sb::MethodRole::Correct ? correct : wrong).emplace_back(m.id);
    EXPECT_EQ(correct, (std::vector<std::string>{"1", "2", "3"}));
    EXPECT_EQ(wrong, (std::vector<std::string>{"trap-endpoint", "trap-exact5", "trap-no-antidiag"}));
    EXPECT_EQ(caro().reference()->id, "3");
}

TEST(CaroTrapEndpoint, MissesTheLastStoneFillingTheGap)
{
    EXPECT_EQ(answer("3", kFillsTheMiddle), "9\n");
    EXPECT_EQ(answer("trap-endpoint", kFillsTheMiddle), "0\n");
}

TEST(CaroTrapExactFive, MissesALineOfSix)
{
    EXPECT_EQ(answer("3", kMakesSix), "11\n");
    EXPECT_EQ(answer("trap-exact5", kMakesSix), "0\n");
}

TEST(CaroTrapNoAntiDiagonal, MissesAWinOnTheAntiDiagonal)
{
    EXPECT_EQ(answer("3", kAntiDiagonal), "9\n");
    EXPECT_EQ(answer("trap-no-antidiag", kAntiDiagonal), "0\n");
}

TEST(CaroMethods, AgreeOnRandomSmallBoards)
{
    std::mt19937 rng(2026);
    int wins = 0;
    for (int round = 0; round < 300; ++round) {
        const int n = 1 + static_cast<int>(rng() % 15);
        const int k = 1 + static_cast<int>(rng() % static_cast<unsigned>(n * n));
        const std::string input = sb::test::randomCaro(rng, n, k);
        const std::string reference = answer("3", input);
        EXPECT_EQ(answer("1", input), reference) << input;
        EXPECT_EQ(answer("2", input), reference) << input;
        wins += reference != "0\n";
    }
    EXPECT_GT(wins, 50); // the boards must exercise wins, not only draws
}

TEST(CaroMethods, NobodyWinsOnABoardSmallerThanFive)
{
    std::vector<std::pair<int, int>> all;
    for (int r = 1; r <= 4; ++r)
        for (int c = 1; c <= 4; ++c)
            all.emplace_back(r, c);
    const std::string full = game(4, all);
    for (const sb::MethodDesc& m : caro().methods)
        EXPECT_EQ(answer(std::string(m.id), full), "0\n") << m.id;
    EXPECT_EQ(answer("3", "1 1\n1 1\n"), "0\n");
}

TEST(CaroMethods, FindAWinAlongTheBorderAndInTheCorner)
{
    // X down the last column into the bottom-right corner.
    const std::string column = game(6, {{2, 6}, {1, 1}, {3, 6}, {1, 3}, {4, 6}, {3, 1}, {5, 6}, {5, 2}, {6, 6}});
    // X on the diagonal that ends in the top-left corner, last stone in the corner.
    const std::string corner = game(5, {{2, 2}, {1, 5}, {3, 3}, {2, 5}, {4, 4}, {3, 5}, {5, 5}, {5, 1}, {1, 1}});
    for (const char* m : {"1", "2", "3", "trap-endpoint", "trap-exact5", "trap-no-antidiag"}) {
        EXPECT_EQ(answer(m, column), "9\n") << m;
        EXPECT_EQ(answer(m, corner), "9\n") << m;
    }
}

TEST(CaroMethods, FindLinesOfSixAndSeven)
{
    // O makes seven at once: O O O _ O O O, the gap filled last.
    const std::string seven = game(9, {{9, 9}, {1, 1}, {9, 7}, {1, 2}, {9, 5}, {1, 3}, {7, 9}, {1, 5},
                                       {7, 7}, {1, 6}, {5, 9}, {1, 7}, {5, 7}, {1, 4}});
    for (const char* m : {"1", "2", "3"})
        EXPECT_EQ(answer(m, seven), "14\n") << m;
    EXPECT_EQ(answer("trap-exact5", seven), "0\n");
    EXPECT_EQ(answer("trap-endpoint", seven), "0\n");
    for (const char* m : {"1", "2", "3"})
        EXPECT_EQ(answer(m, kMakesSix), "11\n") << m;
}

TEST(CaroMethods, FindTheWinWhenTheLastStoneFillsTheMiddle)
{
    for (const char* m : {"1", "2", "3", "trap-exact5", "trap-no-antidiag"})
        EXPECT_EQ(answer(m, kFillsTheMiddle), "9\n") << m;
}

TEST(CaroMethods, IgnoreMovesAfterTheWin)
{
    std::string text = game(7, {{1, 1}, {7, 1}, {1, 2}, {7, 3}, {1, 3}, {7, 5}, {1, 4}, {7, 7}, {1, 5}, {3, 3}, {4, 4}});
    EXPECT_EQ(answer("3", text), "9\n");
}

TEST(CaroCountOutwards, StepsThroughEveryLineOfTheFirstMoveInEachLanguage)
{
    // Python runs its module level first; C++ stops on countRay's closing brace after each return.
    using L = sb::CodeLanguage;
    const std::vector<std::string> cppOpening = {"sync", "tie", "read-size", "width", "board", "dr", "dc"};
    const std::vector<std::string> pyOpening = {"py-import", "py-def-ray", "py-def-main", "py-main", "read-all",
                                                "read-size", "width",     "board",      "dr",      "dc"};
    for (const L language : {L::Cpp, L::Python}) {
        const bool cpp = language == L::Cpp;
        sb::Player p([language] { return caro().method("3")->trace(caro().parse(kSample), language); });
        std::vector<std::string> names;
        const auto take = [&](std::size_t count) {
            names.clear();
            for (std::size_t i = 0; i < count && p.next(); ++i)
                names.emplace_back(caro().anchors[p.current()->anchor]);
        };
        take(cpp ? cppOpening.size() : pyOpening.size());
        EXPECT_EQ(names, cpp ? cppOpening : pyOpening);
        EXPECT_EQ(p.var(static_cast<int>(sb::caro::Var::W)), 9);
        std::vector<std::string> ray = {"ray-start", "ray-x", "ray-y", "ray-look", "ray-return"};
        if (cpp)
            ray.emplace_back("ray-end");
        std::vector<std::string> move = {"move-loop", "read-move", "player", "place", "dir-loop", "count-self",
                                         "count-forward"};
        move.insert(move.end(), ray.begin(), ray.end());
        move.emplace_back("count-backward");
        move.insert(move.end(), ray.begin(), ray.end());
        move.insert(move.end(), {"check", "dir-loop"});
        take(move.size());
        EXPECT_EQ(names, move);
        EXPECT_EQ(p.current()->depth, cpp ? 1 : 2);
        EXPECT_EQ(p.var(static_cast<int>(sb::caro::Var::d)), 1);
        EXPECT_EQ(p.counter(sb::caro::Counters::CellsLooked), 2);
        EXPECT_EQ(p.counter(sb::caro::Counters::MovesProcessed), 1);
        p.runToEnd();
        EXPECT_EQ(std::string(caro().anchors[p.current()->anchor]), cpp ? "main-end" : "win-return");
        EXPECT_EQ(p.total(), caro().method("3")->estimate(*caro().parse(kSample), language).steps);
        p.seek(*p.total() - (cpp ? 2 : 1));
        EXPECT_EQ(std::string(caro().anchors[p.current()->anchor]), "win");
        EXPECT_EQ(p.current()->kind, sb::caro::Kinds::Win);
        EXPECT_EQ(p.current()->args[0], 10);
        EXPECT_EQ(p.current()->args[1], 2);                   // O wins
        EXPECT_EQ(p.current()->args[2], 2);                   // on the diagonal
        const auto segment = p.current()->highlights[0];
        EXPECT_EQ(segment.a, 2 * 9 + 3);                      // from (2,3)
        EXPECT_EQ(segment.b, 6 * 9 + 7);                      // to (6,7)
        EXPECT_EQ(p.counter(sb::caro::Counters::MovesProcessed), 10);
        EXPECT_EQ(p.board()[4 * 9 + 4], 1);                   // X at (4,4)
        EXPECT_EQ(p.board()[1 * 9 + 2], 0);                   // move 12 never played
    }
}

TEST(CaroMethods, LandOnTheSameMoveInAnotherMethod)
{
    // A move begins at the line where t takes its number: the two methods stand there with the same board.
    sb::Player one([] { return caro().method("1")->trace(caro().parse(kSample)); });
    ASSERT_TRUE(one.runToCounter(caro().moment, 7));
    EXPECT_EQ(std::string(caro().anchors[one.current()->anchor]), "move-loop");
    EXPECT_EQ(one.var(static_cast<int>(sb::caro::Var::t)), 7);
    sb::Player three([] { return caro().method("3")->trace(caro().parse(kSample)); });
    ASSERT_TRUE(three.runToCounter(caro().moment, 7));
    EXPECT_EQ(std::string(caro().anchors[three.current()->anchor]), "move-loop");
    EXPECT_EQ(three.board().size(), one.board().size());
    EXPECT_TRUE(std::equal(one.board().begin(), one.board().end(), three.board().begin()));
    EXPECT_FALSE(three.runToCounter(caro().moment, 11)); // the game ends at move 10
    EXPECT_TRUE(three.atEnd());
}

TEST(CaroCountOutwards, LooksAtMostFortyCellsPerMove)
{
    std::mt19937 rng(5);
    for (int round = 0; round < 50; ++round) {
        const std::string input = sb::test::randomCaro(rng, 12, 100);
        sb::Player p([&] { return caro().method("3")->trace(caro().parse(input)); });
        std::int64_t before = 0;
        while (p.nextEvent(sb::caro::Kinds::Place)) {
            const std::int64_t now = p.counter(sb::caro::Counters::CellsLooked);
            EXPECT_LE(now - before, 40);
            before = now;
        }
    }
}

TEST(CaroScanBoard, GivesUpOnSolveWhenTheBudgetRunsOut)
{
    std::mt19937 rng(9);
    const auto input = caro().parse(sb::test::randomCaro(rng, 60, 3000));
    const sb::SolveResult r = caro().method("1")->solve(*input, 1000);
    EXPECT_EQ(r.stop, sb::StopReason::TooSlow);
    EXPECT_TRUE(r.output.empty());
}

TEST(CaroMethods, CountCellsLookedInTheEditorialsUnit)
{
    // On the sample: method 1 reads far more cells than method 2, which reads
    // more than method 3.
    std::int64_t looked[3];
    for (int i = 0; i < 3; ++i) {
        sb::Player p([i] { return caro().method(std::to_string(i + 1))->trace(caro().parse(kSample)); });
        p.runToEnd();
        looked[i] = p.counter(sb::caro::Counters::CellsLooked);
    }
    EXPECT_EQ(looked[0], 855);
    EXPECT_EQ(looked[1], 244);
    EXPECT_EQ(looked[2], 96);
}

TEST(CaroRandomGame, EndsWithAWinOnTheLastMoveAndNoEarlierWin)
{
    for (std::uint32_t seed = 1; seed <= 30; ++seed) {
        for (const auto line : {sb::caro::WinLine::Row, sb::caro::WinLine::Column, sb::caro::WinLine::Diagonal,
                                sb::caro::WinLine::AntiDiagonal}) {
            sb::caro::RandomGameOptions o;
            o.n = 12;
            o.moves = 40 + static_cast<int>(seed);
            o.line = line;
            o.lastStoneInTheMiddle = seed % 2 == 0;
            o.seed = seed;
            const auto text = sb::caro::randomGame(o);
            ASSERT_TRUE(text.has_value()) << seed;
            EXPECT_EQ(answer("1", *text), std::to_string(o.moves) + "\n");
            EXPECT_EQ(answer("3", *text), std::to_string(o.moves) + "\n");
            // The middle stone fools the endpoint trap; an end stone does not.
            const std::string endpoint = answer("trap-endpoint", *text);
            if (o.lastStoneInTheMiddle)
                EXPECT_EQ(endpoint, "0\n") << *text;
            else
                EXPECT_EQ(endpoint, std::to_string(o.moves) + "\n");
        }
    }
}

TEST(CaroRandomGame, HasNoWinnerWhenAskedForNone)
{
    sb::caro::RandomGameOptions o;
    o.n = 30;
    o.moves = 200;
    o.winner = false;
    const auto text = sb::caro::randomGame(o);
    ASSERT_TRUE(text.has_value());
    EXPECT_EQ(answer("2", *text), "0\n");
    EXPECT_EQ(sb::caro::parse(*text)->moves.size(), 200u);
}

TEST(CaroRandomGame, RefusesWhatCannotBeBuilt)
{
    sb::caro::RandomGameOptions o;
    o.n = 4;
    o.moves = 10;
    EXPECT_FALSE(sb::caro::randomGame(o).has_value()); // no line of five fits
    o.n = 9;
    o.moves = 8;
    EXPECT_FALSE(sb::caro::randomGame(o).has_value()); // too few moves to win on the last
    o.moves = 82;
    EXPECT_FALSE(sb::caro::randomGame(o).has_value()); // more moves than cells
}

TEST(CaroScanBoard, WindowsNearTheEdgeEndOnTheBoard)
{
    // Every segment a step marks has both ends on the 7 x 7 board (rows and columns 1..7, stride 9).
    sb::Player p([] { return caro().method("1")->trace(caro().parse(kSample)); });
    while (p.next())
        for (const sb::Highlight& h : p.current()->marks())
            if (h.kind == sb::HighlightKind::Segment)
                for (const std::int32_t cell : {h.a, h.b}) {
                    ASSERT_GE(cell / 9, 1) << p.position();
                    ASSERT_LE(cell / 9, 7) << p.position();
                    ASSERT_GE(cell % 9, 1) << p.position();
                    ASSERT_LE(cell % 9, 7) << p.position();
                }
}

TEST(CaroLongestRun, FindsTheLineOfSixTheLastStoneMakes)
{
    const sb::caro::Run run = sb::caro::longestRunAt(*sb::caro::parse(kMakesSix), 11);
    EXPECT_EQ((std::vector<int>{run.r1, run.c1, run.r2, run.c2, run.length}), (std::vector<int>{2, 1, 2, 6, 6}));
    EXPECT_EQ(run.line, sb::caro::LineType::Row);
}

TEST(CaroLongestRun, EndsTheAntiDiagonalAtItsUpperRightCellFirst)
{
    const sb::caro::Run run = sb::caro::longestRunAt(*sb::caro::parse(kAntiDiagonal), 9);
    EXPECT_EQ((std::vector<int>{run.r1, run.c1, run.r2, run.c2, run.length}), (std::vector<int>{1, 5, 5, 1, 5}));
    EXPECT_EQ(run.line, sb::caro::LineType::AntiDiagonal);
}

TEST(CaroLongestRun, SpansBothSidesWhenTheStoneFillsTheGapInTheMiddle)
{
    const sb::caro::Run run = sb::caro::longestRunAt(*sb::caro::parse(kFillsTheMiddle), 9);
    EXPECT_EQ((std::vector<int>{run.r1, run.c1, run.r2, run.c2, run.length}), (std::vector<int>{1, 1, 1, 5, 5}));
    EXPECT_EQ(run.line, sb::caro::LineType::Row);
}

TEST(CaroLongestRun, CountsOnlyTheStonesPlayedUpToTheMove)
{
    // After move 7, X has (1,1) (1,2) (1,4) (1,5): the longest line through (1,5) is two long.
    const sb::caro::Run run = sb::caro::longestRunAt(*sb::caro::parse(kFillsTheMiddle), 7);
    EXPECT_EQ((std::vector<int>{run.r1, run.c1, run.r2, run.c2, run.length}), (std::vector<int>{1, 4, 1, 5, 2}));
    const sb::caro::Run lone = sb::caro::longestRunAt(*sb::caro::parse(kFillsTheMiddle), 2);
    EXPECT_EQ((std::vector<int>{lone.r1, lone.c1, lone.r2, lone.c2, lone.length}), (std::vector<int>{7, 1, 7, 1, 1}));
}
