// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/answer.h"
#include "core/judge.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <stdexcept>

using namespace sb;

namespace {

const MethodResult& resultOf(const JudgeReport& report, std::string_view method)
{
    for (const MethodResult& m : report.methods)
        if (m.method == method)
            return m;
    throw std::logic_error("no result for " + std::string(method));
}

/// passed/total per subtask, as the editorial's table writes them.
std::vector<std::pair<int, int>> table(const MethodResult& m)
{
    std::vector<std::pair<int, int>> out;
    for (const SubtaskResult& s : m.subtasks)
        out.emplace_back(s.passed, s.total);
    return out;
}

bool anyVerdict(const MethodResult& m, Verdict v)
{
    for (const SubtaskResult& s : m.subtasks)
        for (const TestResult& t : s.tests)
            if (t.verdict == v)
                return true;
    return false;
}

JudgeOptions only(std::string method)
{
    JudgeOptions options;
    options.methods = {std::move(method)};
    return options;
}

JudgeReport judgeAll(std::string_view problem, double timeLimit = 1.0)
{
    JudgeOptions options;
    options.timeLimit = timeLimit;
    return judge(*findProblem(problem), options);
}

/// The whole Caro bank takes a few seconds: judged once for every Caro test.
class CaroJudge : public ::testing::Test {
protected:
    static void SetUpTestSuite() { s_report = new JudgeReport(judgeAll("caro")); }
    static void TearDownTestSuite()
    {
        delete s_report;
        s_report = nullptr;
    }
    static const MethodResult& method(std::string_view id) { return resultOf(*s_report, id); }
    static JudgeReport* s_report;
};
JudgeReport* CaroJudge::s_report = nullptr;

} // namespace

TEST_F(CaroJudge, BankHasTheEditorialsSubtasksAndWeights)
{
    const TestBank& bank = findProblem("caro")->bank();
    ASSERT_EQ(bank.subtasks.size(), 3u);
    EXPECT_EQ(bank.subtasks[0].name, "N <= 15");
    EXPECT_EQ(bank.subtasks[0].weight, 30);
    EXPECT_EQ(bank.subtasks[1].weight, 30);
    EXPECT_EQ(bank.subtasks[2].name, "N <= 5000");
    EXPECT_EQ(bank.subtasks[2].weight, 40);
    EXPECT_EQ(bank.scoring, Scoring::PerTest);
}

TEST_F(CaroJudge, MethodsScoreInTheEditorialsOrder)
{
    EXPECT_DOUBLE_EQ(method("1").score, 30);
    EXPECT_DOUBLE_EQ(method("2").score, 60);
    EXPECT_DOUBLE_EQ(method("3").score, 100);
    EXPECT_LT(method("1").score, method("2").score);
}

TEST_F(CaroJudge, SlowMethodsRunOutOfTimeWhereTheEditorialSays)
{
    using T = std::vector<std::pair<int, int>>;
    EXPECT_EQ(table(method("1")), (T{{10, 10}, {0, 9}, {0, 11}}));
    EXPECT_EQ(table(method("2")), (T{{10, 10}, {9, 9}, {0, 11}}));
    EXPECT_FALSE(anyVerdict(method("1"), Verdict::WrongAnswer));
    EXPECT_FALSE(anyVerdict(method("2"), Verdict::WrongAnswer));
    for (const TestResult& t : method("1").subtasks[2].tests) {
        EXPECT_EQ(t.verdict, Verdict::TimeLimit);
        EXPECT_EQ(t.seconds, 0) << "a run far over the budget is never started";
    }
}

TEST_F(CaroJudge, EachTrapLosesPointsTestByTest)
{
    using T = std::vector<std::pair<int, int>>;
    EXPECT_EQ(table(method("trap-endpoint")), (T{{6, 10}, {3, 9}, {3, 11}}));
    EXPECT_EQ(table(method("trap-exact5")), (T{{8, 10}, {6, 9}, {7, 11}}));
    EXPECT_EQ(table(method("trap-no-antidiag")), (T{{8, 10}, {6, 9}, {7, 11}}));
    EXPECT_NEAR(method("trap-endpoint").score, 38.9, 0.05);
    EXPECT_NEAR(method("trap-exact5").score, 69.5, 0.05);
    EXPECT_NEAR(method("trap-no-antidiag").score, 69.5, 0.05);
    for (const std::string_view trap : {"trap-endpoint", "trap-exact5", "trap-no-antidiag"})
        EXPECT_FALSE(anyVerdict(method(trap), Verdict::TimeLimit)) << trap;
}

TEST(CaroJudgeTimeLimit, ATinyLimitTurnsTheLargeGamesIntoTimeLimitVerdicts)
{
    JudgeOptions options;
    options.timeLimit = 0.001;
    options.methods = {"3"};
    const JudgeReport r = judge(*findProblem("caro"), options);
    using T = std::vector<std::pair<int, int>>;
    EXPECT_EQ(table(r.methods[0]), (T{{10, 10}, {0, 9}, {0, 11}}));
    EXPECT_FALSE(anyVerdict(r.methods[0], Verdict::WrongAnswer));
}

TEST(CardsJudge, OneRowProgramGetsTheFirstSubtaskAndTheGridAll)
{
    const JudgeReport r = judgeAll("cards");
    const TestBank& bank = findProblem("cards")->bank();
    EXPECT_EQ(bank.subtasks[0].name, "n = 1");
    EXPECT_EQ(bank.subtasks[0].weight, 60);
    EXPECT_EQ(bank.subtasks[1].weight, 40);
    EXPECT_DOUBLE_EQ(resultOf(r, "row").score, 60);
    EXPECT_GT(resultOf(r, "row").score, 0);
    EXPECT_LT(resultOf(r, "row").score, 100);
    EXPECT_DOUBLE_EQ(resultOf(r, "grid").score, 100);
}

TEST(CardsJudge, EveryMistakeScoresBelowAHundred)
{
    const JudgeReport r = judgeAll("cards");
    for (const MethodDesc& m : findProblem("cards")->methods) {
        if (m.role == MethodRole::Wrong) {
            EXPECT_LT(resultOf(r, m.id).score, 100) << m.id;
        }
    }
    EXPECT_DOUBLE_EQ(resultOf(r, "mistake-rows-only").subtasks[0].points, 60) << "one row has no columns to miss";
}

TEST(CardsJudge, AProgramThatNeverEndsRunsOutOfTime)
{
    const JudgeReport r = judgeAll("cards");
    EXPECT_TRUE(anyVerdict(resultOf(r, "mistake-no-skip"), Verdict::TimeLimit));
    EXPECT_FALSE(anyVerdict(resultOf(r, "mistake-zero-empty"), Verdict::TimeLimit));
}

TEST(JudgeBank, EveryCorrectMethodPassesTheTestsItIsMeantFor)
{
    for (const ProblemDesc* p : problems()) {
        const JudgeReport r = p->id == "caro" ? judge(*p, only("3")) : judgeAll(p->id);
        EXPECT_DOUBLE_EQ(resultOf(r, p->reference()->id).score, 100) << p->id;
        for (const MethodDesc& m : p->methods) {
            if (m.role != MethodRole::Correct || p->id == "caro")
                continue;
            if (m.id == "row") { // subtask 1's program: one row only
                EXPECT_EQ(resultOf(r, m.id).subtasks[0].passed, resultOf(r, m.id).subtasks[0].total);
            } else {
                EXPECT_DOUBLE_EQ(resultOf(r, m.id).score, 100) << p->id << ' ' << m.id;
            }
        }
    }
}

TEST(JudgeBank, AccordionAndMayanMistakesLoseEachAtLeastOneSubtask)
{
    for (const std::string_view id : {"accordion", "mayan"}) {
        const JudgeReport r = judgeAll(id);
        for (const MethodDesc& m : findProblem(id)->methods) {
            if (m.role == MethodRole::Wrong) {
                EXPECT_LT(resultOf(r, m.id).score, 100) << id << ' ' << m.id;
            }
        }
    }
}

TEST(JudgeBank, MayanBankHasABoardThatNeedsAWastedSwap)
{
    const JudgeReport r = judgeAll("mayan");
    EXPECT_LT(resultOf(r, "mistake-skip-equal").score, 100);
    EXPECT_EQ(findProblem("mayan")->bank().subtasks[0].tests[1].name, "a wasted swap of two blocks of one colour");
}

TEST(JudgeBank, TheSameBankGivesTheSameVerdicts)
{
    const JudgeReport a = judgeAll("cards"), b = judgeAll("cards");
    for (std::size_t m = 0; m < a.methods.size(); ++m)
        for (std::size_t s = 0; s < a.methods[m].subtasks.size(); ++s)
            for (std::size_t t = 0; t < a.methods[m].subtasks[s].tests.size(); ++t)
                EXPECT_EQ(a.methods[m].subtasks[s].tests[t].verdict, b.methods[m].subtasks[s].tests[t].verdict);
}

TEST(JudgeRun, ReportsProgressUpToEveryTestOfEveryMethod)
{
    std::vector<std::size_t> done;
    std::size_t total = 0;
    JudgeOptions options;
    options.progress = [&](const JudgeProgress& p) {
        done.push_back(p.done);
        total = p.total;
    };
    const JudgeReport r = judge(*findProblem("accordion"), options);
    const TestBank& bank = findProblem("accordion")->bank();
    const std::size_t tests = bank.subtasks[0].tests.size() + bank.subtasks[1].tests.size();
    EXPECT_EQ(total, tests * findProblem("accordion")->methods.size());
    ASSERT_EQ(done.size(), total);
    for (std::size_t i = 0; i < done.size(); ++i)
        EXPECT_EQ(done[i], i + 1);
    EXPECT_FALSE(r.cancelled);
}

TEST(JudgeRun, CancelLeavesTheTestsNotStartedUnrun)
{
    std::atomic<bool> cancel{false};
    JudgeOptions options;
    options.threads = 1;
    options.cancel = &cancel;
    options.progress = [&](const JudgeProgress& p) {
        if (p.done == 3)
            cancel = true;
    };
    const JudgeReport r = judge(*findProblem("mayan"), options);
    EXPECT_TRUE(r.cancelled);
    int run = 0, notRun = 0;
    for (const MethodResult& m : r.methods)
        for (const SubtaskResult& s : m.subtasks)
            for (const TestResult& t : s.tests)
                ++(t.verdict == Verdict::NotRun ? notRun : run);
    EXPECT_EQ(run, 3);
    EXPECT_GT(notRun, 0);
    EXPECT_EQ(verdictName(Verdict::NotRun), "--");
}

TEST(JudgeRun, AnUnknownMethodIsRefused)
{
    EXPECT_THROW(judge(*findProblem("caro"), only("4")), std::invalid_argument);
}

TEST(JudgeRun, ATimeLimitIsAWorkBudgetOnTheBanksMachine)
{
    const TestBank& bank = findProblem("caro")->bank();
    EXPECT_EQ(workBudget(bank, 1.0), bank.workPerSecond);
    EXPECT_EQ(workBudget(bank, 2.5), bank.workPerSecond * 5 / 2);
    EXPECT_EQ(workBudget(bank, 0), 0u);
}

namespace {

TEST(Answer, LinesAreComparedWithoutTheSpacesAtTheirEndsOrEmptyLinesAtTheEnd)
{
    EXPECT_FALSE(sb::firstDifference("10\n", "10\n"));
    EXPECT_FALSE(sb::firstDifference("10   \r\n\n\n", "10\n"));
    EXPECT_FALSE(sb::firstDifference("10", "10\n"));
    EXPECT_FALSE(sb::firstDifference("", "\n"));
}

TEST(Answer, TheFirstDifferentLineIsNamedWithBothTexts)
{
    const auto d = sb::firstDifference("6 piles remaining: 40 8 1 1 1 1\n2 piles remaining: 3 49\n",
                                       "6 piles remaining: 40 8 1 1 1 1\n1 pile remaining: 52\n");
    ASSERT_TRUE(d);
    EXPECT_EQ(d->line, 2);
    EXPECT_EQ(d->got, "2 piles remaining: 3 49");
    EXPECT_EQ(d->expected, "1 pile remaining: 52");
    EXPECT_EQ(d->at, 32U); // line 2 starts at 32, its first character differs
    // Spaces inside a line count; a missing line is a difference, with nothing printed.
    EXPECT_EQ(sb::firstDifference("1  2\n", "1 2\n")->line, 1);
    const auto missing = sb::firstDifference("0 0 1\n", "0 0 1\n1 0 -1\n");
    ASSERT_TRUE(missing);
    EXPECT_EQ(missing->line, 2);
    EXPECT_EQ(missing->got, "");
    EXPECT_EQ(missing->expected, "1 0 -1");
    EXPECT_EQ(missing->at, 6U); // nothing printed there: the output's end
    // The first byte that differs, past what the line shares with the answer's; a space at a line's
    // end before it is no difference.
    EXPECT_EQ(sb::firstDifference("1 2 \n3 4 5\n", "1 2\n3 4 6\n")->at, 9U);
    EXPECT_EQ(sb::firstDifference("1 2", "1 2 3")->at, 3U);
    // An empty line where the answer has more lines is a difference too.
    EXPECT_EQ(sb::firstDifference("1\n\n3\n", "1\n2\n3\n")->line, 2);
}

} // namespace
