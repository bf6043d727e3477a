// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diverge.h"
#include "testsupport.h"

#include <gtest/gtest.h>

using namespace sb;

namespace {

struct Case {
    std::string_view problem;
    std::string_view method;
    std::string_view sample;
};

std::optional<Divergence> divergeOnSample(const Case& c, std::string_view against = {})
{
    const ProblemDesc& p = *findProblem(c.problem);
    const auto input = p.parse(test::readFile(test::resources() / "samples" / std::string(c.problem) /
                                              (std::string(c.sample) + ".txt")));
    const MethodDesc& m = *p.method(c.method);
    return diverge(p, input, m, against.empty() ? divergeAgainst(p, m) : *p.method(against));
}

/// The value of the problem's moment counter after `step` steps of a method: where the player stands there.
std::int64_t momentAtStep(const Case& c, std::uint64_t step)
{
    const ProblemDesc& p = *findProblem(c.problem);
    Trace t = p.method(c.method)->trace(p.parse(test::readFile(test::resources() / "samples" /
                                                               std::string(c.problem) / (std::string(c.sample) + ".txt"))));
    std::int64_t moment = 0;
    for (std::uint64_t n = 0; n < step && t.steps.next(); ++n)
        for (const CounterInc& inc : t.steps.value().increments())
            moment += inc.counter == p.moment ? inc.amount : 0;
    return moment;
}

void expectDivergence(const Case& c, std::int64_t moment, std::string_view methodSays, std::string_view referenceSays)
{
    const auto d = divergeOnSample(c);
    ASSERT_TRUE(d) << c.method << " on " << c.sample;
    EXPECT_EQ(d->moment, moment) << c.method << " on " << c.sample;
    EXPECT_EQ(d->method.note.what, methodSays);
    EXPECT_EQ(d->reference.note.what, referenceSays);
    if (methodSays != "ended") {
        EXPECT_EQ(momentAtStep(c, d->method.step), moment) << "the step lies in the moment";
    }
}

} // namespace

TEST(CaroDiverge, EndpointTrapMissesTheStoneThatFillsTheGap)
{
    expectDivergence({"caro", "trap-endpoint", "fills-middle"}, 9, "no-win", "win");
    EXPECT_EQ(divergeOnSample({"caro", "trap-endpoint", "fills-middle"})->method.note.text,
              "move 9: X at row 1, column 3: no five found");
}

TEST(CaroDiverge, ExactFiveTrapMissesTheLineOfSix)
{
    expectDivergence({"caro", "trap-exact5", "line-of-six"}, 11, "no-win", "win");
    EXPECT_EQ(divergeOnSample({"caro", "trap-exact5", "line-of-six"})->reference.note.args,
              (std::vector<std::int64_t>{11, 1, 0, 6}));
}

TEST(CaroDiverge, NoAntiDiagonalTrapMissesTheAntiDiagonal)
{
    expectDivergence({"caro", "trap-no-antidiag", "anti-diagonal"}, 9, "no-win", "win");
}

TEST(CaroDiverge, TheGentleSampleHidesEveryTrap)
{
    for (const std::string_view trap : {"trap-endpoint", "trap-exact5", "trap-no-antidiag", "1", "2"})
        EXPECT_FALSE(divergeOnSample({"caro", trap, "sample"})) << trap;
}

TEST(CardsDiverge, EachMistakeTakesOffOtherPairsInItsFirstWrongRound)
{
    expectDivergence({"cards", "mistake-zero-empty", "self-test-1"}, 1, "takes-off", "takes-off");
    expectDivergence({"cards", "mistake-score-change", "self-test-1"}, 2, "ended", "takes-off");
    expectDivergence({"cards", "mistake-one-round", "self-test-2"}, 2, "ended", "takes-off");
    expectDivergence({"cards", "mistake-rows-only", "sample-2"}, 1, "takes-off", "takes-off");
    expectDivergence({"cards", "mistake-no-skip", "self-test-1"}, 2, "takes-off", "takes-off");
    expectDivergence({"cards", "mistake-last-on-empty", "self-test-1"}, 2, "takes-off", "takes-off");
    expectDivergence({"cards", "row", "sample-2"}, 1, "takes-off", "takes-off");
}

TEST(CardsDiverge, ARoundThatTakesNothingOffIsLikeNoRound)
{
    EXPECT_FALSE(divergeOnSample({"cards", "mistake-one-round", "sample-1"}));
}

TEST(CardsDiverge, TheNoSkipMistakePairsTwoEmptyCells)
{
    const auto d = divergeOnSample({"cards", "mistake-no-skip", "self-test-1"});
    ASSERT_TRUE(d);
    EXPECT_EQ(d->method.note.text, "round 2: takes off two empty cells at (1,2) and (1,3)");
    EXPECT_EQ(d->reference.note.text, "round 2: takes off 1 at (1,1) and (1,4)");
}

TEST(AccordionDiverge, EachMistakeMovesAnotherCard)
{
    expectDivergence({"accordion", "mistake-one-first", "three-before-one"}, 1, "moves-card", "moves-card");
    expectDivergence({"accordion", "mistake-sweep-on", "sample"}, 3, "moves-card", "moves-card");
    EXPECT_EQ(divergeOnSample({"accordion", "mistake-one-first", "three-before-one"})->method.note.text,
              "deck 1, move 1: 4C from pile 3 onto pile 2 (1 to the left)");
}

TEST(AccordionDiverge, CorrectMethodsMakeTheSameMoves)
{
    for (const std::string_view m : {"deal", "restart"})
        EXPECT_FALSE(divergeOnSample({"accordion", m, "random-three"})) << m;
}

TEST(MayanDiverge, MistakesAreComparedWithTheSearchTheyBreak)
{
    const ProblemDesc& p = *findProblem("mayan");
    EXPECT_EQ(divergeAgainst(p, *p.method("mistake-no-fall")).id, "dfs");
    EXPECT_EQ(divergeAgainst(p, *p.method("dfs-plain")).id, p.reference()->id);
}

TEST(MayanDiverge, EachMistakeReachesANodeWithAnotherBoard)
{
    expectDivergence({"mayan", "mistake-skip-equal", "wasted-swap"}, 3, "node", "node");
    expectDivergence({"mayan", "mistake-clear-at-once", "clear-at-once"}, 275, "node", "node");
    expectDivergence({"mayan", "mistake-clear-once", "chain"}, 3, "node", "node");
    expectDivergence({"mayan", "mistake-no-fall", "no-fall"}, 4, "node", "node");
    EXPECT_EQ(divergeOnSample({"mayan", "mistake-no-fall", "no-fall"})->method.note.text,
              "node 4: move 2 takes the block at 2 0 left, 3 blocks left [||||]");
}

TEST(MayanDiverge, AgainstANamedMethod)
{
    const auto d = divergeOnSample({"mayan", "mistake-skip-equal", "prunes"}, "dfs-pruned");
    ASSERT_TRUE(d);
    EXPECT_EQ(d->moment, 2);
}

TEST(Diverge, AMethodNeverDivergesFromItself)
{
    for (const ProblemDesc* p : problems()) {
        const Case c{p->id, p->reference()->id, "sample"};
        EXPECT_FALSE(divergeOnSample(c, p->reference()->id)) << p->id;
    }
}
