// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/player.h"
#include "mayan/mayan.h"
#include "mayan/randomboard.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <random>
#include <vector>

namespace {

using namespace sb;
using mayan::Board;
using mayan::kProblem;

std::string sample(const std::string& stem)
{
    return test::readFile(test::resources() / "samples/mayan" / (stem + ".txt"));
}

std::string solveWith(const std::string& method, const std::string& text)
{
    return kProblem.method(method)->solve(*kProblem.parse(text), kDefaultWorkBudget).output;
}

/// Everything a whole trace did, with its board checked step by step: every delta starts
/// from what the board holds, and every frame's record holds the board it was entered with.
struct Played {
    std::string output;
    std::vector<std::string> anchors;
    std::vector<int> depths;
    /// The steps on the lines that were the only steps in format 1 (the marked lines of then).
    std::vector<std::string> marked;
    std::vector<int> markedDepths;
    std::array<std::int64_t, kCounterCount> counters{};
};

Played playWhole(const std::string& method, const std::string& text, CodeLanguage language = CodeLanguage::Cpp)
{
    const auto input = std::static_pointer_cast<const mayan::MayanInput>(kProblem.parse(text));
    Trace trace = kProblem.method(method)->trace(input, language);
    // The board starts empty: the program reads it first.
    EXPECT_TRUE(trace.board.empty());
    EXPECT_EQ(trace.boardCells, static_cast<std::size_t>(mayan::kTotalCells));
    std::vector<CellValue> board(trace.boardCells, 0);
    const int mainDepth = language == CodeLanguage::Cpp ? 1 : 2;
    Played p;
    const auto apply = [&](const Delta& d) {
        EXPECT_EQ(board[static_cast<std::size_t>(d.cell)], d.before) << method << " step " << p.anchors.size();
        board[static_cast<std::size_t>(d.cell)] = d.after;
    };
    while (trace.steps.next()) {
        const Step& s = trace.steps.value();
        p.anchors.emplace_back(kProblem.anchors[s.anchor]);
        p.depths.push_back(s.depth);
        if (mayan::kLegacySteps.wasStepOf(s)) {
            p.marked.emplace_back(kProblem.anchors[s.anchor]);
            p.markedDepths.push_back(s.depth);
        }
        const std::vector<CellValue> before = board;
        for (const Delta& d : s.deltas())
            apply(d);
        for (const Delta& d : s.bulk)
            apply(d);
        for (const CounterInc& c : s.increments())
            p.counters[static_cast<std::size_t>(c.counter)] += c.amount;
        if (s.kind == sb::mayan::Kinds::DfsEnter && s.anchor == static_cast<std::uint16_t>(mayan::Anchor::Try)) {
            const int d = s.args[0];
            EXPECT_EQ(s.depth, mainDepth + 2 + 2 * d); // main > dfs(0) > tryMove(0) > ... > tryMove(d)
            for (int cell = 0; cell < mayan::kBoardCells; ++cell)
                EXPECT_EQ(board[static_cast<std::size_t>(mayan::frameBoardCell(d, cell))], before[static_cast<std::size_t>(cell)]);
            EXPECT_EQ(board[static_cast<std::size_t>(mayan::frameMoveCell(d, 0))], s.args[1]);
            EXPECT_EQ(board[static_cast<std::size_t>(mayan::frameMoveCell(d, 2))], s.args[3] + 1);
        }
        if (s.kind == sb::mayan::Kinds::DfsLeave) {
            const int d = s.args[0];
            for (int cell = 0; cell < mayan::kFrameCells; ++cell)
                EXPECT_EQ(board[static_cast<std::size_t>(mayan::frameMoveCell(d, cell))], 0);
        }
    }
    p.output = trace.outcome->output;
    EXPECT_TRUE(trace.outcome->finished);
    const bool found = p.output != "-1\n";
    for (int cell = 0; cell < mayan::kBoardCells; ++cell)
        if (found)
            EXPECT_EQ(board[static_cast<std::size_t>(cell)], 0) << method << ": the board is not empty at the end";
        else
            EXPECT_EQ(board[static_cast<std::size_t>(cell)], input->board[cell / mayan::kRows][cell % mayan::kRows]) << method;
    return p;
}

std::int64_t counter(const Played& p, Counter c)
{
    return p.counters[static_cast<std::size_t>(c)];
}

const char* const kCorrect[] = {"dfs", "dfs-plain", "dfs-pruned"};

// An independent brute force, written as plainly as possible: every sequence of n moves
// of every block both ways, in the judge's order, on a grid g[x][y].
using Grid = std::vector<std::vector<int>>;

Grid settleAll(Grid g, bool afterMove)
{
    for (bool again = true; again;) {
        for (auto& col : g) {
            std::vector<int> kept;
            for (int v : col)
                if (v)
                    kept.push_back(v);
            kept.resize(7, 0);
            col = kept;
        }
        if (!afterMove)
            return g;
        std::vector<std::vector<bool>> gone(5, std::vector<bool>(7, false));
        again = false;
        for (int x = 0; x < 5; ++x)
            for (int y = 0; y < 7; ++y) {
                const int c = g[x][y];
                if (c && x + 2 < 5 && g[x + 1][y] == c && g[x + 2][y] == c)
                    gone[x][y] = gone[x + 1][y] = gone[x + 2][y] = again = true;
                if (c && y + 2 < 7 && g[x][y + 1] == c && g[x][y + 2] == c)
                    gone[x][y] = gone[x][y + 1] = gone[x][y + 2] = again = true;
            }
        for (int x = 0; x < 5; ++x)
            for (int y = 0; y < 7; ++y)
                if (gone[x][y])
                    g[x][y] = 0;
    }
    return g;
}

bool bruteForce(const Grid& g, int left, std::vector<std::string>& moves)
{
    if (left == 0) {
        for (const auto& col : g)
            for (int v : col)
                if (v)
                    return false;
        return true;
    }
    for (int x = 0; x < 5; ++x)
        for (int y = 0; y < 7; ++y)
            for (int dir : {1, -1}) {
                if (!g[x][y] || x + dir < 0 || x + dir > 4)
                    continue;
                Grid next = g;
                std::swap(next[x][y], next[x + dir][y]);
                moves.push_back(std::to_string(x) + " " + std::to_string(y) + " " + std::to_string(dir) + "\n");
                if (bruteForce(settleAll(next, true), left - 1, moves))
                    return true;
                moves.pop_back();
            }
    return false;
}

std::string bruteForceAnswer(const mayan::MayanInput& in)
{
    Grid g(5, std::vector<int>(7, 0));
    for (int x = 0; x < 5; ++x)
        for (int y = 0; y < 7; ++y)
            g[x][y] = in.board[x][y];
    std::vector<std::string> moves;
    if (!bruteForce(g, in.n, moves))
        return "-1\n";
    std::string out;
    for (const std::string& m : moves)
        out += m;
    return out;
}

/// Small boards: random ones (mostly unsolvable) and ones built backwards (solvable).
std::vector<std::string> smallBoards(int count, int maxBlocks, int maxMoves, std::uint32_t seed)
{
    std::vector<std::string> all;
    std::mt19937 rng(seed);
    for (int k = 0; k < count; ++k) {
        const int n = 1 + static_cast<int>(rng() % static_cast<unsigned>(maxMoves));
        const int colours = 2 + static_cast<int>(rng() % 3);
        if (k % 2 == 0) {
            const int blocks = 3 + static_cast<int>(rng() % static_cast<unsigned>(maxBlocks - 2));
            all.push_back(mayan::format(n, mayan::randomBoard(blocks, colours, rng())));
        } else if (const std::optional<Board> b = mayan::solvableBoard(n, colours, rng())) {
            all.push_back(mayan::format(n, *b));
        }
    }
    return all;
}

} // namespace

TEST(MayanMethods, ListTheCorrectOnesFirstWithPrunedAsTheReference)
{
    std::vector<std::string> ids;
    for (const MethodDesc& m : kProblem.methods)
        ids.emplace_back(m.id);
    EXPECT_EQ(ids, (std::vector<std::string>{"dfs", "dfs-plain", "dfs-pruned", "mistake-skip-equal",
                                             "mistake-clear-at-once", "mistake-clear-once", "mistake-no-fall"}));
    EXPECT_EQ(kProblem.reference()->id, "dfs-pruned");
    EXPECT_EQ(kProblem.method("mistake-no-fall")->role, MethodRole::Wrong);
    EXPECT_EQ(kProblem.moment, sb::mayan::Counters::DfsNodes);
    EXPECT_EQ(kProblem.momentKind, sb::mayan::Kinds::DfsEnter);
    for (const MethodDesc& m : kProblem.methods)
        EXPECT_NE(m.estimateIn, nullptr);
}

TEST(MayanMethods, EveryCorrectMethodPrintsTheSampleAnswerFastAndStepByStep)
{
    for (const char* m : kCorrect) {
        EXPECT_EQ(solveWith(m, sample("sample")), "2 1 1\n3 1 1\n3 0 1\n") << m;
        EXPECT_EQ(playWhole(m, sample("sample")).output, "2 1 1\n3 1 1\n3 0 1\n") << m;
    }
}

TEST(MayanMethods, SolvesTheSampleBoardsOfOneTwoAndThreeMovesAndAChain)
{
    const std::pair<const char*, const char*> expected[] = {
        {"one-move", "3 0 -1\n"},
        {"two-moves", "0 1 1\n0 0 1\n"},
        {"three-moves", "0 0 1\n0 2 1\n0 2 1\n"},
        {"chain", "1 0 1\n"},
    };
    for (const auto& [stem, answer] : expected)
        for (const char* m : kCorrect) {
            EXPECT_EQ(solveWith(m, sample(stem)), answer) << m << " " << stem;
            EXPECT_EQ(playWhole(m, sample(stem)).output, answer) << m << " " << stem;
        }
}

// Column 2's 1 swaps with column 3's 1: nothing changes, but with exactly two moves
// that wasted move is the only way; skipping equal colours finds no answer.
TEST(MayanMethods, AWastedSwapOfEqualColoursCanBeNeeded)
{
    EXPECT_EQ(playWhole("dfs", sample("wasted-swap")).output, "2 0 1\n0 2 1\n");
    EXPECT_EQ(playWhole("mistake-skip-equal", sample("wasted-swap")).output, "-1\n");
    EXPECT_EQ(solveWith("mistake-skip-equal", sample("wasted-swap")), "-1\n");
}

TEST(MayanMethods, RunsThatCrossVanishTogether)
{
    EXPECT_EQ(playWhole("dfs-pruned", sample("clear-at-once")).output, "3 1 1\n3 1 -1\n2 1 1\n");
    EXPECT_EQ(playWhole("mistake-clear-at-once", sample("clear-at-once")).output, "2 0 -1\n3 1 -1\n3 2 -1\n");
    EXPECT_EQ(solveWith("mistake-clear-at-once", sample("clear-at-once")), "2 0 -1\n3 1 -1\n3 2 -1\n");
}

TEST(MayanMethods, AClearingCanMakeNewRunsThatClearToo)
{
    EXPECT_EQ(playWhole("dfs", sample("clear-once")).output, "1 1 1\n1 0 -1\n");
    EXPECT_EQ(playWhole("mistake-clear-once", sample("clear-once")).output, "1 2 1\n2 0 -1\n");
    EXPECT_EQ(solveWith("mistake-clear-once", sample("chain")), "-1\n");
    EXPECT_EQ(playWhole("mistake-clear-once", sample("chain")).output, "-1\n");
}

TEST(MayanMethods, BlocksFallAfterEveryClearing)
{
    EXPECT_EQ(playWhole("dfs", sample("no-fall")).output, "2 0 -1\n2 0 -1\n");
    EXPECT_EQ(playWhole("mistake-no-fall", sample("no-fall")).output, "2 0 -1\n2 1 -1\n");
    EXPECT_EQ(solveWith("mistake-no-fall", sample("no-fall")), "2 0 -1\n2 1 -1\n");
}

TEST(MayanMethods, TheCorrectMethodsAgreeOnFiveHundredRandomBoards)
{
    for (const std::string& text : smallBoards(500, 15, 3, 2011)) {
        const std::string reference = solveWith("dfs", text);
        for (const char* m : kCorrect)
            EXPECT_EQ(solveWith(m, text), reference) << m << " on\n" << text;
    }
}

TEST(MayanMethods, TheCorrectMethodsAgreeOnHarderBoards)
{
    std::vector<std::string> boards;
    for (std::uint32_t seed = 1; boards.size() < 6; ++seed)
        if (const auto b = mayan::solvableBoard(4 + static_cast<int>(seed % 2), 4, seed))
            boards.push_back(mayan::format(4 + static_cast<int>(seed % 2), *b));
    for (std::uint32_t seed = 1; seed <= 4; ++seed)
        boards.push_back(mayan::format(3, mayan::randomBoard(20, 3, seed)));
    for (const std::string& text : boards) {
        const std::string reference = solveWith("dfs-pruned", text);
        EXPECT_EQ(solveWith("dfs", text), reference) << text;
        EXPECT_EQ(solveWith("dfs-plain", text), reference) << text;
    }
}

TEST(MayanMethods, MatchABruteForceOverEveryMoveSequenceOnSmallBoards)
{
    for (const std::string& text : smallBoards(300, 8, 3, 44)) {
        const auto in = mayan::parse(text);
        const std::string expected = bruteForceAnswer(*in);
        for (const char* m : kCorrect)
            EXPECT_EQ(solveWith(m, text), expected) << m << " on\n" << text;
    }
}

TEST(MayanMethods, TracesPrintWhatTheFastPathPrints)
{
    for (const std::string& text : smallBoards(40, 10, 2, 7))
        for (const MethodDesc& m : kProblem.methods)
            EXPECT_EQ(playWhole(std::string(m.id), text).output, solveWith(std::string(m.id), text)) << m.id << "\n" << text;
}

// 1 _ _ 1 beside 1: the editorial tries (0,0) right (a swap of equal colours), (1,0) right
// into the gap, skips (1,0) left (a swap, tried already as (0,0) right), (3,0) right, then
// (3,0) left into the gap makes 1 1 1, which vanishes.
TEST(MayanMethods, StepsThroughATinyBoardLineByLine)
{
    const Played p = playWhole("dfs", sample("one-move"));
    // Every line is a step; the lines that carry the search's events come in the order of then.
    const std::vector<std::string> expected = {
        "start",
        "try", "swap", "fall", "mark", "check", "leave",
        "try", "swap", "fall", "mark", "check", "leave",
        "skip-left",
        "try", "swap", "fall", "mark", "check", "leave",
        "try", "swap", "fall", "mark", "clear", "settle", "mark", "check", "found",
    };
    EXPECT_EQ(p.marked, expected);
    // main 1 > dfs(0) 2 > tryMove(0) 3 > chain() 4, and dfs(1) 4 beside it.
    EXPECT_EQ(p.markedDepths, (std::vector<int>{1, 3, 3, 3, 4, 4, 3, 3, 3, 3, 4, 4, 3, 2, 3, 3, 3, 4, 4, 3,
                                                3, 3, 3, 4, 4, 4, 4, 4, 1}));
    EXPECT_EQ(p.anchors.size(), 1817u);
    EXPECT_EQ(playWhole("dfs", sample("one-move"), CodeLanguage::Python).anchors.size(), 1787u);
    EXPECT_EQ(counter(p, sb::mayan::Counters::DfsNodes), 5);
    EXPECT_EQ(counter(p, sb::mayan::Counters::MovesTried), 4);
    EXPECT_EQ(counter(p, sb::mayan::Counters::CellsLooked), 5 * 35);

    const Played plain = playWhole("dfs-plain", sample("one-move"));
    EXPECT_EQ(counter(plain, sb::mayan::Counters::MovesTried), 5);
    const Played pruned = playWhole("dfs-pruned", sample("one-move"));
    EXPECT_EQ(pruned.marked[1], "colour-check");
    EXPECT_EQ(pruned.marked[2], "memo-check");
}
TEST(MayanMethods, PrunesAColourOfTwoBlocksAndRemembersDeadBoards)
{
    const Played two = playWhole("dfs-pruned", "2\n1 0\n1 0\n0\n0\n0\n");
    EXPECT_EQ(two.marked, (std::vector<std::string>{"start", "colour-check", "no-solution"}));
    EXPECT_EQ(counter(two, sb::mayan::Counters::ColourPrunes), 1);
    const Played sampled = playWhole("dfs-pruned", "4\n1 2 0\n2 1 0\n1 2 0\n2 1 3 0\n3 3 0\n");
    const Played editorial = playWhole("dfs", "4\n1 2 0\n2 1 0\n1 2 0\n2 1 3 0\n3 3 0\n");
    EXPECT_EQ(sampled.output, editorial.output);
    EXPECT_GT(counter(sampled, sb::mayan::Counters::MemoPrunes) + counter(sampled, sb::mayan::Counters::ColourPrunes), 0);
    EXPECT_LT(counter(sampled, sb::mayan::Counters::DfsNodes), counter(editorial, sb::mayan::Counters::DfsNodes));
}

// The window's search tree reads the nodes of search depth d at nesting main + 2d (main's call of
// dfs(0), or the first line of tryMove(d - 1)) and their prunes at main + 1 + 2d (in dfs(d)):
// checked here against the frames on the stack when each is counted.
TEST(MayanMethods, CountsEachNodeAtItsSearchDepthAndEachPruneInsideTheNodeItCuts)
{
    std::vector<std::string> inputs = smallBoards(20, 12, 3, 7);
    for (const char* stem : {"sample", "chain", "wasted-swap", "three-moves"})
        inputs.push_back(sample(stem));
    for (const char* method : kCorrect)
        for (const std::string& text : inputs) {
            Trace trace = kProblem.method(method)->trace(kProblem.parse(text), CodeLanguage::Cpp);
            int frames = 0;
            while (trace.steps.next()) {
                const Step& s = trace.steps.value();
                frames += s.kind == sb::mayan::Kinds::DfsEnter;
                frames -= s.kind == sb::mayan::Kinds::DfsLeave;
                for (const CounterInc& c : s.increments()) {
                    if (c.counter == sb::mayan::Counters::DfsNodes) {
                        EXPECT_EQ(s.depth, 1 + 2 * frames) << method << " on\n" << text;
                    } else if (c.counter == sb::mayan::Counters::ColourPrunes || c.counter == sb::mayan::Counters::MemoPrunes) {
                        EXPECT_EQ(s.depth, 2 + 2 * frames) << method << " on\n" << text;
                    }
                }
            }
        }
}

// As a debugger, where the program stands before a line: step over runs that line's whole call,
// step out the rest of the function the program stands in.
TEST(MayanMethods, StepOverRunsAWholeCallAndStepOutReturnsToTheCallingLine)
{
    const auto in = kProblem.parse(sample("one-move"));
    Player player([in] { return kProblem.method("dfs")->trace(in, CodeLanguage::Cpp); });
    const auto anchor = [&player] { return std::string(kProblem.anchors[player.current()->anchor]); };
    // The line the program stands before, and its depth.
    const auto upcoming = [&] {
        EXPECT_TRUE(player.next());
        const auto next = std::make_pair(anchor(), int(player.current()->depth));
        player.previous();
        return next;
    };
    // dfs(0) calls tryMove(0, 0, 0, 1): main 1 > dfs 2 > tryMove 3 > fall 4.
    while (player.next() && anchor() != "try-call") {
    }
    const std::uint64_t call = player.position();
    EXPECT_EQ(call, 43u);
    EXPECT_EQ(player.current()->depth, 2);
    player.seek(call - 1); // before the call
    ASSERT_TRUE(player.stepOver()); // the whole move, its fall, its chain and dfs(1)
    EXPECT_EQ(upcoming(), std::make_pair(std::string("try-call"), 2)); // back to the rest of the calling line
    EXPECT_EQ(player.current()->depth, 3); // what ran last: tryMove's last line
    EXPECT_EQ(player.counter(sb::mayan::Counters::DfsNodes), 2); // the root and the node of the move
    player.seek(call + 1);
    EXPECT_EQ(player.current()->kind, sb::mayan::Kinds::DfsEnter);
    EXPECT_EQ(player.current()->depth, 3);
    player.seek(call + 4); // before the first line of fall()
    EXPECT_EQ(upcoming(), std::make_pair(std::string("fall-x"), 4));
    ASSERT_TRUE(player.stepOut()); // the rest of fall(): on to the call of chain()
    EXPECT_EQ(upcoming(), std::make_pair(std::string("chain"), 3));
    EXPECT_EQ(player.current()->depth, 4);
    ASSERT_TRUE(player.stepOut()); // the rest of tryMove(): back to dfs(0)'s line
    EXPECT_EQ(upcoming(), std::make_pair(std::string("try-call"), 2));
    player.runToEnd();
    EXPECT_EQ(player.outcome().output, "3 0 -1\n");
    EXPECT_EQ(player.counter(sb::mayan::Counters::DfsNodes), 5);
}

TEST(MayanMethods, EstimatesCountTheWholeTraceExactly)
{
    std::vector<std::string> inputs = smallBoards(30, 10, 3, 99);
    for (const char* stem : {"sample", "one-move", "chain", "wasted-swap", "clear-at-once", "clear-once", "no-fall"})
        inputs.push_back(sample(stem));
    for (const MethodDesc& m : kProblem.methods)
        for (const std::string& text : inputs)
            for (const CodeLanguage language : {CodeLanguage::Cpp, CodeLanguage::Python}) {
            const Estimate e = m.estimate(*kProblem.parse(text), language);
            EXPECT_EQ(e.unit, sb::mayan::Counters::DfsNodes);
            const Played p = playWhole(std::string(m.id), text, language);
            EXPECT_EQ(e.steps, p.anchors.size()) << m.id << (language == CodeLanguage::Cpp ? " in C++" : " in Python") << " on\n" << text;
            EXPECT_EQ(e.work, static_cast<std::uint64_t>(counter(p, sb::mayan::Counters::DfsNodes))) << m.id << " on\n" << text;
        }
}

TEST(MayanRandomBoard, BuildsBoardsSolvableInExactlyNMoves)
{
    for (std::uint32_t seed = 1; seed <= 40; ++seed) {
        const int n = 1 + static_cast<int>(seed % 5);
        const std::optional<Board> b = mayan::solvableBoard(n, 4, seed);
        ASSERT_TRUE(b) << seed;
        EXPECT_NE(solveWith("dfs-pruned", mayan::format(n, *b)), "-1\n") << mayan::format(n, *b);
        EXPECT_EQ(mayan::format(n, *b), mayan::format(n, *mayan::solvableBoard(n, 4, seed)));
    }
}

TEST(MayanMethods, ThePruneSampleHasNoAnswerAndEachCorrectSearchCutsMoreOfTheTree)
{
    const std::string board = sample("prunes");
    const auto nodes = [&board](const char* method) {
        Trace trace = kProblem.method(method)->trace(kProblem.parse(board));
        std::int64_t counts[kCounterCount] = {};
        while (trace.steps.next())
            for (const CounterInc& c : trace.steps.value().increments())
                counts[static_cast<int>(c.counter)] += c.amount;
        EXPECT_EQ(trace.outcome->output, "-1\n") << method;
        return std::array<std::int64_t, 3>{counts[static_cast<int>(sb::mayan::Counters::DfsNodes)],
                                           counts[static_cast<int>(sb::mayan::Counters::ColourPrunes)],
                                           counts[static_cast<int>(sb::mayan::Counters::MemoPrunes)]};
    };
    EXPECT_EQ(nodes("dfs-plain"), (std::array<std::int64_t, 3>{128452, 0, 0}));
    EXPECT_EQ(nodes("dfs"), (std::array<std::int64_t, 3>{18566, 0, 0}));
    EXPECT_EQ(nodes("dfs-pruned"), (std::array<std::int64_t, 3>{6372, 135, 34}));
}
