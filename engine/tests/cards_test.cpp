// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards/cards.h"
#include "cards/randomtable.h"
#include "core/inputerror.h"
#include "core/player.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>
#include <utility>

namespace {

using sb::InputMessage;

const sb::ProblemDesc& cards()
{
    return sb::cards::kProblem;
}

const std::string kSample1 = "1 8\n0 2 3 3 0 2 5 5\n";
const std::string kSample2 = "3 6\n0 2 3 8 0 2\n1 1 4 4 5 7\n5 6 3 8 6 7\n";
const std::string kSelfTest1 = "1 4\n1 0 0 1\n";
const std::string kSelfTest2 = "1 4\n5 3 3 5\n";
const std::string kSelfTest3 = "3 2\n7 1\n2 2\n7 1\n";
const std::string kSelfTest4 = "1 4\n1 2 1 2\n";

/// The judge answer, checked to be the same from solve() and from the steps.
std::string answer(const std::string& method, const std::string& input)
{
    const sb::MethodDesc* m = cards().method(method);
    EXPECT_NE(m, nullptr) << method;
    const sb::SolveResult fast = m->solve(*cards().parse(input), sb::kDefaultWorkBudget);
    EXPECT_EQ(fast.output, sb::test::runTrace(cards(), *m, input).output) << method;
    return fast.output;
}

sb::InputError refusal(const std::string& text)
{
    try {
        sb::cards::parse(text);
    } catch (const sb::InputError& e) {
        return e;
    }
    ADD_FAILURE() << "accepted: " << text;
    return sb::InputError(0, 0, sb::SharedMessages::StrayToken);
}

/// An exhaustive solver of its own: tries every order of taking pairs off
/// (tiny tables only) and keeps the best score.
int bestByExhaustiveSearch(int n, int m, const std::vector<int>& values)
{
    std::map<std::uint32_t, int> memo;
    const auto free = [&](std::uint32_t present, int a, int b) {
        const int ra = a / m, ca = a % m, rb = b / m, cb = b % m;
        if (ra != rb && ca != cb)
            return false;
        const int step = ra == rb ? 1 : m;
        for (int k = std::min(a, b) + step; k < std::max(a, b); k += step)
            if (present >> k & 1u)
                return false;
        return true;
    };
    std::function<int(std::uint32_t)> best = [&](std::uint32_t present) -> int {
        if (const auto it = memo.find(present); it != memo.end())
            return it->second;
        int top = 0;
        for (int a = 0; a < n * m; ++a)
            for (int b = a + 1; b < n * m; ++b)
                if ((present >> a & 1u) && (present >> b & 1u) && values[static_cast<std::size_t>(a)] ==
                    values[static_cast<std::size_t>(b)] && free(present, a, b))
                    top = std::max(top, values[static_cast<std::size_t>(a)] + best(present & ~(1u << a) & ~(1u << b)));
        memo[present] = top;
        return top;
    };
    return best((1u << (n * m)) - 1);
}

} // namespace

TEST(CardsMethods, AnswerTheStatementsSamplesAndTheEditorialsSelfTests)
{
    EXPECT_EQ(answer("grid", kSample1), "8\n");
    EXPECT_EQ(answer("grid", kSample2), "29\n");
    EXPECT_EQ(answer("grid", kSelfTest1), "1\n");
    EXPECT_EQ(answer("grid", kSelfTest2), "8\n");
    EXPECT_EQ(answer("grid", kSelfTest3), "10\n");
    EXPECT_EQ(answer("grid", kSelfTest4), "0\n");
}

TEST(CardsRow, ReadsOnlyTheFirstRowLikeTheSubtaskProgram)
{
    EXPECT_EQ(answer("row", kSample1), "8\n");
    EXPECT_EQ(answer("row", kSelfTest2), "8\n");
    EXPECT_EQ(answer("row", kSample2), "0\n"); // row 1 is 0 2 3 8 0 2: nothing pairs
    EXPECT_EQ(answer("row", kSelfTest3), "0\n"); // 7 1
}

TEST(CardsMistakes, PrintWhatTheEditorialSaysTheyPrint)
{
    EXPECT_EQ(answer("mistake-zero-empty", kSample1), "10\n");
    EXPECT_EQ(answer("mistake-zero-empty", kSample2), "31\n");
    EXPECT_EQ(answer("mistake-score-change", kSample1), "8\n");
    EXPECT_EQ(answer("mistake-score-change", kSample2), "29\n");
    EXPECT_EQ(answer("mistake-score-change", kSelfTest1), "0\n");
    EXPECT_EQ(answer("mistake-one-round", kSample1), "8\n");
    EXPECT_EQ(answer("mistake-one-round", kSample2), "23\n");
    EXPECT_EQ(answer("mistake-rows-only", kSample1), "8\n");
    EXPECT_EQ(answer("mistake-rows-only", kSample2), "5\n");
    EXPECT_EQ(answer("mistake-last-on-empty", kSample1), "8\n");
    EXPECT_EQ(answer("mistake-last-on-empty", kSample2), "12\n");
}

TEST(CardsNoSkipMistake, StopsWhenARoundStartsFromTheTableOfTheRoundBefore)
{
    // Sample 1: round 1 takes the 3s and the 5s off; round 2 only "pairs" the empty
    // cells they left, so round 3 starts from round 2's table and repeats it forever.
    const sb::MethodDesc* m = cards().method("mistake-no-skip");
    const auto input = cards().parse(kSample1);
    const sb::SolveResult fast = m->solve(*input, sb::kDefaultWorkBudget);
    EXPECT_EQ(fast.stop, sb::StopReason::NeverEnds);
    EXPECT_TRUE(fast.output.empty());
    sb::Player p([&] { return m->trace(input); }, {.logCapacity = 256, .stepCap = 20000});
    p.runToEnd();
    EXPECT_FALSE(p.capReached());
    EXPECT_TRUE(p.atEnd());
    EXPECT_FALSE(p.outcome().finished);
    ASSERT_TRUE(p.outcome().repetition.has_value());
    const sb::Repetition r = *p.outcome().repetition;
    EXPECT_EQ(r.moment, 3);
    EXPECT_EQ(r.sameAs, 2);
    EXPECT_EQ(r.step, p.position());
    ASSERT_TRUE(fast.repetition.has_value());
    EXPECT_EQ(fast.repetition->moment, 3);
    EXPECT_EQ(fast.repetition->sameAs, 2);
    EXPECT_EQ(fast.repetition->step, r.step);
    EXPECT_EQ(cards().anchors[p.current()->anchor], "round");
    EXPECT_EQ(p.current()->narration, static_cast<int>(sb::cards::Narration::RoundRepeats));
    EXPECT_EQ(std::vector<std::int32_t>(p.current()->narrationArgs().begin(), p.current()->narrationArgs().end()),
              (std::vector<std::int32_t>{3, 2}));
    EXPECT_EQ(cards().narrations[p.current()->narration], "round-repeats");
    EXPECT_EQ(p.counter(sb::cards::Counters::Rounds), 3);
    EXPECT_EQ(p.var(static_cast<int>(sb::cards::Var::score)), 6); // two empty pairs "paid" -1 each in round 2
    // Where the loop begins: the step that started round 2, the same in the fast path.
    EXPECT_EQ(fast.repetition->sameAsStep, r.sameAsStep);
    p.seek(r.sameAsStep);
    EXPECT_EQ(p.current()->narration, static_cast<int>(sb::cards::Narration::RoundStart));
    EXPECT_EQ(p.current()->narrationArgs()[0], 2);
}

TEST(CardsNoSkipMistake, RepeatsRoundTwoOnSampleTwoWhereEmptyCellsHideTheColumnPairs)
{
    // Round 1 takes the 1s, the 4s and the 7s; from then on the empty cells of row 2 stand
    // between the 3s and between the 8s as "cards", so round 3 starts from round 2's table.
    const auto input = cards().parse(kSample2);
    const sb::SolveResult fast = cards().method("mistake-no-skip")->solve(*input, sb::kDefaultWorkBudget);
    ASSERT_EQ(fast.stop, sb::StopReason::NeverEnds);
    EXPECT_EQ(fast.repetition->moment, 3);
    EXPECT_EQ(fast.repetition->sameAs, 2);
    const sb::test::TraceSummary trace = sb::test::runTrace(cards(), *cards().method("mistake-no-skip"), kSample2);
    EXPECT_EQ(trace.steps, fast.repetition->step);
    EXPECT_EQ(trace.output, "");
}

TEST(CardsNoSkipMistake, EndsLikeTheOthersWhereNothingCanBeTakenOff)
{
    EXPECT_EQ(answer("mistake-no-skip", kSelfTest4), "0\n");
    EXPECT_EQ(cards().method("mistake-no-skip")->solve(*cards().parse(kSelfTest4), sb::kDefaultWorkBudget).stop,
              sb::StopReason::None);
}

TEST(CardsGrid, AgreesWithAnExhaustiveSearchOnSmallTables)
{
    std::mt19937 rng(17);
    int nonZero = 0;
    for (int round = 0; round < 300; ++round) {
        const int n = 1 + static_cast<int>(rng() % 4);
        int m = 1 + static_cast<int>(rng() % 5);
        if ((n * m) % 2 != 0)
            ++m;
        std::vector<int> values;
        for (int k = 0; k < n * m / 2; ++k)
            values.insert(values.end(), {static_cast<int>(rng() % 6), static_cast<int>(rng() % 6)});
        // Every value exactly twice: relabel the pairs with distinct values drawn from few.
        for (int k = 0; k < n * m / 2; ++k)
            values[static_cast<std::size_t>(2 * k)] = values[static_cast<std::size_t>(2 * k + 1)] = k * 3 + static_cast<int>(rng() % 3);
        std::shuffle(values.begin(), values.end(), rng);
        std::string text = std::to_string(n) + " " + std::to_string(m) + "\n";
        for (const int v : values)
            text += std::to_string(v) + " ";
        const int expected = bestByExhaustiveSearch(n, m, values);
        EXPECT_EQ(answer("grid", text), std::to_string(expected) + "\n") << text;
        nonZero += expected > 0;
    }
    EXPECT_GT(nonZero, 100);
}

TEST(CardsGrid, StepsThroughSelfTestTwoLineByLine)
{
    // 5 3 3 5: round 1 takes the 3s, round 2 the 5s, round 3 finds nothing.
    sb::Player p([] { return cards().method("grid")->trace(cards().parse(kSelfTest2)); });
    const auto anchor = [&] { return std::string(cards().anchors[p.current()->anchor]); };
    const auto var = [&](sb::cards::Var v) { return p.var(static_cast<int>(v)); };
    std::vector<std::string> names;
    for (int i = 0; i < 17; ++i) {
        p.next();
        names.push_back(anchor());
    }
    // readTable() with a read per card, the flag, the loop's first check, the round's start.
    EXPECT_EQ(names, (std::vector<std::string>{"read-table", "read-size", "read-row", "read-col", "read-card", "read-col",
                                               "read-card", "read-col", "read-card", "read-col", "read-card", "read-col",
                                               "read-row", "read-end", "changed", "rounds", "round"}));
    names.clear();
    for (int i = 0; i < 22; ++i) {
        p.next();
        names.push_back(anchor());
    }
    EXPECT_EQ(names, (std::vector<std::string>{"rows", "row-done", "line-start", "last-r", "last-c", "walk", "look",
                                               "compare", "remember", "remember-c", "step-r", "step-c", "walk", "look",
                                               "compare", "remember", "remember-c", "step-r", "step-c", "walk", "look",
                                               "compare"}));
    EXPECT_EQ(p.current()->narration, static_cast<int>(sb::cards::Narration::CompareSame));
    // The pair's points, then each card off the table on its own line, then lastR and lastC forgotten.
    p.next();
    EXPECT_EQ(anchor(), "remove");
    EXPECT_EQ(var(sb::cards::Var::score), 3);
    EXPECT_EQ(p.board()[1], sb::cards::kCard);
    EXPECT_EQ(p.board()[2], sb::cards::kCard);
    p.next();
    EXPECT_EQ(anchor(), "take-here");
    EXPECT_EQ(p.board()[2], sb::cards::kTaken);
    EXPECT_EQ(p.board()[1], sb::cards::kCard);
    p.next();
    EXPECT_EQ(anchor(), "take-last");
    EXPECT_EQ(p.current()->kind, sb::cards::Kinds::Remove);
    EXPECT_EQ(p.board()[1], sb::cards::kTaken);
    EXPECT_EQ(p.board()[0], sb::cards::kCard);
    EXPECT_EQ(var(sb::cards::Var::lastC), 1);
    p.next();
    EXPECT_EQ(anchor(), "forget-r");
    EXPECT_EQ(var(sb::cards::Var::lastR), -1);
    EXPECT_EQ(var(sb::cards::Var::lastC), 1);
    p.next();
    EXPECT_EQ(anchor(), "forget-c");
    EXPECT_EQ(var(sb::cards::Var::lastC), -1);
    p.runToEnd();
    EXPECT_EQ(p.counter(sb::cards::Counters::Rounds), 3);
    EXPECT_EQ(p.counter(sb::cards::Counters::PairsRemoved), 2);
    EXPECT_EQ(p.outcome().output, "8\n");
    EXPECT_EQ(anchor(), "main-end");
    ASSERT_TRUE(p.previousEvent(sb::cards::Kinds::Win));
    EXPECT_EQ(anchor(), "answer");
    ASSERT_TRUE(p.previousEvent(sb::cards::Kinds::PassEnd));
    EXPECT_EQ(p.current()->narration, static_cast<int>(sb::cards::Narration::NoMoreRounds));
    EXPECT_EQ(p.position(), cards().method("grid")->estimate(*cards().parse(kSelfTest2)).steps - 3);
}

TEST(CardsGrid, StepsInPythonRunTheModuleLevelAndNoClosingBraces)
{
    const sb::MethodDesc& grid = *cards().method("grid");
    const auto input = cards().parse(kSelfTest2);
    sb::Trace py = grid.trace(input, sb::CodeLanguage::Python);
    std::vector<std::string> first;
    std::map<std::string, int> perAnchor;
    std::uint64_t steps = 0;
    while (py.steps.next()) {
        const std::string name(cards().anchors[py.steps.value().anchor]);
        if (first.size() < 10)
            first.push_back(name + "@" + std::to_string(py.steps.value().depth));
        ++perAnchor[name];
        ++steps;
    }
    EXPECT_EQ(first, (std::vector<std::string>{"py-import@1", "py-empty@1", "py-size@1", "py-card@1", "py-score@1",
                                               "py-def-read@1", "py-def-scan@1", "py-def-main@1", "py-main@1",
                                               "read-table@2"}));
    EXPECT_EQ(perAnchor.count("line-end"), 0u);
    EXPECT_EQ(perAnchor.count("main-end"), 0u);
    EXPECT_EQ(perAnchor["line-return"], 3 * 5); // a row and four columns, in each of 3 rounds
    EXPECT_EQ(py.outcome->output, "8\n");
    EXPECT_EQ(steps, grid.estimate(*input, sb::CodeLanguage::Python).steps);
}

TEST(CardsInput, RefusesBadSizesValuesAndCounts)
{
    auto e = refusal("0 4\n");
    EXPECT_EQ(e.message, sb::cards::Messages::RowsOutOfRange);
    e = refusal("2 41\n");
    EXPECT_EQ(e.message, sb::cards::Messages::ColumnsOutOfRange);
    EXPECT_EQ(e.column, 3);
    e = refusal("1 4\n1 1001 1 1001\n");
    EXPECT_EQ(e.message, sb::cards::Messages::CardValueOutOfRange);
    EXPECT_EQ(e.line, 2);
    EXPECT_EQ(e.column, 3);
    e = refusal("1 4\n1 2 1\n");
    EXPECT_EQ(e.message, sb::cards::Messages::MissingCards);
    EXPECT_EQ(e.args[0], 4);
    EXPECT_EQ(e.args[1], 3);
    e = refusal("1 2\n1 1 1\n");
    EXPECT_EQ(e.message, sb::SharedMessages::StrayToken);
    e = refusal("1 2\n1 x\n");
    EXPECT_EQ(e.message, sb::SharedMessages::ExpectedInteger);
}

TEST(CardsInput, AnEmptyInputOrOneWithoutMIsRefusedForItsFirstLine)
{
    auto e = refusal("");
    EXPECT_EQ(e.message, sb::cards::Messages::MissingTableSize);
    EXPECT_EQ(std::make_pair(e.line, e.column), std::make_pair(1, 1));
    e = refusal("3\n");
    EXPECT_EQ(e.message, sb::cards::Messages::MissingTableSize);
    EXPECT_EQ(std::make_pair(e.line, e.column), std::make_pair(2, 1));
}

TEST(CardsInput, NamesAValueThatIsNotThereExactlyTwice)
{
    auto e = refusal("2 2\n4 5\n4 6\n");
    EXPECT_EQ(e.message, sb::cards::Messages::ValueOnlyOnce);
    EXPECT_EQ(e.args[0], 5);
    EXPECT_EQ(e.line, 2);
    EXPECT_EQ(e.column, 3);
    e = refusal("2 2\n4 4\n7 4\n");
    EXPECT_EQ(e.message, sb::cards::Messages::ValueThreeTimes);
    EXPECT_EQ(e.args[0], 4);
    EXPECT_EQ(e.args[1], 1); // first at row 1, column 1
    EXPECT_EQ(e.args[2], 1);
    EXPECT_EQ(e.line, 3);
    EXPECT_EQ(e.column, 3);
}

TEST(CardsRandomTable, NeedsTheRoundsAskedFor)
{
    for (int rounds = 1; rounds <= 11; ++rounds) {
        sb::cards::RandomTableOptions o;
        o.n = 6;
        o.m = 20;
        o.rounds = rounds;
        o.seed = static_cast<std::uint32_t>(rounds);
        const auto text = sb::cards::randomTable(o);
        ASSERT_TRUE(text.has_value()) << rounds;
        sb::Player p([&] { return cards().method("grid")->trace(cards().parse(*text)); });
        p.runToEnd();
        EXPECT_EQ(p.counter(sb::cards::Counters::Rounds), rounds);
    }
    sb::cards::RandomTableOptions odd;
    odd.n = 3;
    odd.m = 3;
    EXPECT_FALSE(sb::cards::randomTable(odd).has_value());
}
