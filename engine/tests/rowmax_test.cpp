// SPDX-License-Identifier: GPL-3.0-or-later
// The tests' own fifth problem, the largest value of a row, found through the registry like the
// built-in ones: it reads its input, steps through its listings line by line with its board, and
// its judge gives exact verdicts.
#include "core/judge.h"
#include "core/player.h"
#include "core/problem.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

using namespace sb;

namespace {

const char* const kSample = "5\n3 1 4 1 5\n";

const ProblemDesc& rowmax()
{
    const ProblemDesc* p = findProblem("rowmax");
    if (!p)
        throw std::logic_error("the fifth problem is not registered");
    return *p;
}

struct Stepped {
    std::vector<std::string> anchors;
    std::vector<int> depths;
    std::vector<std::vector<CellValue>> boards; ///< after each step
    std::vector<std::int32_t> best;             ///< `best` after each step, -99 before it is set
};

Stepped stepAll(const std::string& input, CodeLanguage language)
{
    const ProblemDesc& problem = rowmax();
    const MethodDesc& method = *problem.reference();
    const auto parsed = problem.parse(input);
    Player player([&method, parsed, language] { return method.trace(parsed, language); });
    Stepped out;
    const int best = 2; // Var::best, the third of the problem's variables
    EXPECT_EQ(problem.variables[best], "best");
    while (player.next()) {
        out.anchors.emplace_back(problem.anchors[player.current()->anchor]);
        out.depths.push_back(player.current()->depth);
        out.boards.emplace_back(player.board().begin(), player.board().end());
        out.best.push_back(player.hasVar(best) ? player.var(best) : -99);
    }
    return out;
}

std::string errorOf(const std::string& input)
{
    try {
        rowmax().parse(input);
    } catch (const InputError& e) {
        return std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + rowmax().describeMessage(e);
    }
    return "accepted";
}

} // namespace

TEST(RowmaxRegistry, IsFoundAfterTheBuiltInProblems)
{
    ASSERT_GE(problems().size(), 2u);
    EXPECT_EQ(problems().back()->id, "rowmax");
    EXPECT_EQ(findProblem("rowmax"), &rowmax());
    // Registered twice, it is still there once.
    const std::size_t count = problems().size();
    registerProblem(&rowmax());
    EXPECT_EQ(problems().size(), count);
}

TEST(RowmaxInput, RefusesAnEmptyInputAShortRowAndAValueTooLarge)
{
    EXPECT_EQ(errorOf("3\n1 2 3\n"), "accepted");
    EXPECT_EQ(errorOf(""), "1:1: the input is empty: it starts with n, the length of the row");
    EXPECT_EQ(errorOf("21\n"), "1:1: length of the row 21 is outside 1..20");
    EXPECT_EQ(errorOf("3\n1 2"), "2:4: the input ends early: 3 values expected, 2 found");
    EXPECT_EQ(errorOf("2\n5 1000000001\n"), "2:3: value 1000000001 is outside -1000000000..1000000000");
    EXPECT_EQ(rowmax().messageName(InputMessage{5}), "missing-values");
}

TEST(RowmaxScan, StepsThroughEveryLineOfTheCppListingWithItsBoard)
{
    const Stepped s = stepAll(kSample, CodeLanguage::Cpp);
    const std::vector<std::string> lines = {
        "read-size", "read-loop", "read-value", "read-loop", "read-value", "read-loop", "read-value",
        "read-loop", "read-value", "read-loop", "read-value", "read-loop",
        "first",     "scan",      "compare",    "scan",      "compare",    "keep",      "scan",
        "compare",   "scan",      "compare",    "keep",      "scan",       "answer",    "return", "main-end"};
    EXPECT_EQ(s.anchors, lines);
    EXPECT_EQ(s.depths, std::vector<int>(lines.size(), 1));
    // Read one by one, then the best so far moves from 3 to 4 to 5.
    EXPECT_EQ(s.boards[2], (std::vector<CellValue>{1, 0, 0, 0, 0}));
    EXPECT_EQ(s.boards[11], (std::vector<CellValue>{1, 1, 1, 1, 1}));
    EXPECT_EQ(s.boards[12], (std::vector<CellValue>{2, 1, 1, 1, 1}));
    EXPECT_EQ(s.boards[16], (std::vector<CellValue>{2, 1, 1, 1, 1}));
    EXPECT_EQ(s.boards[17], (std::vector<CellValue>{1, 1, 2, 1, 1}));
    EXPECT_EQ(s.boards.back(), (std::vector<CellValue>{1, 1, 1, 1, 2}));
    EXPECT_EQ(s.best[11], -99);
    EXPECT_EQ(s.best[12], 3);
    EXPECT_EQ(s.best[17], 4);
    EXPECT_EQ(s.best.back(), 5);
}

TEST(RowmaxScan, StepsThroughThePythonListingFromItsModuleLevel)
{
    const Stepped s = stepAll("2\n-4 -6\n", CodeLanguage::Python);
    const std::vector<std::string> lines = {"py-import", "py-def-main", "py-main", "read-all", "read-size", "py-row",
                                            "read-loop", "read-value",  "read-loop", "read-value", "read-loop",
                                            "first",     "scan",        "compare", "scan",      "answer"};
    EXPECT_EQ(s.anchors, lines);
    EXPECT_EQ(s.depths, (std::vector<int>{1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2}));
    EXPECT_EQ(s.boards.back(), (std::vector<CellValue>{2, 1}));
    EXPECT_EQ(s.best.back(), -4);
}

TEST(RowmaxScan, PrintsTheLargestCountsItsWorkAndEstimatesItsSteps)
{
    const ProblemDesc& problem = rowmax();
    const MethodDesc& method = *problem.reference();
    const auto parsed = problem.parse(kSample);
    Player player([&method, parsed] { return method.trace(parsed, CodeLanguage::Cpp); });
    player.runToEnd();
    EXPECT_EQ(player.outcome().output, "5\n");
    EXPECT_EQ(player.counter(problem.moment), 5);
    EXPECT_EQ(player.counter(Counter{1}), 4);
    EXPECT_EQ(problem.counterName(Counter{1}), "comparisons");
    EXPECT_EQ(method.solve(*parsed, kDefaultWorkBudget).output, "5\n");
    for (const CodeLanguage language : {CodeLanguage::Cpp, CodeLanguage::Python})
        EXPECT_EQ(method.estimate(*parsed, language).steps, test::runTrace(problem, method, kSample, language).steps);
    // The timeline's moments: the first value and the two that beat the best so far.
    player.seek(0);
    int newBest = 0;
    while (player.nextEvent(problem.momentKind))
        ++newBest;
    EXPECT_EQ(newBest, 3);
}

TEST(RowmaxJudge, TheScanPassesEveryTestAndAWrongProgramFailsTheTestsItShould)
{
    const ProblemDesc& problem = rowmax();
    JudgeOptions options;
    // Starts from 0 instead of the first value: wrong when every value is negative.
    options.programs.push_back({"from-zero", [](const std::string& input, const std::string& expected) {
                                    std::istringstream in(input);
                                    int n = 0, best = 0;
                                    in >> n;
                                    for (int v = 0; n-- > 0 && in >> v;)
                                        best = v > best ? v : best;
                                    TestResult r;
                                    r.verdict = std::to_string(best) + "\n" == expected ? Verdict::Accepted : Verdict::WrongAnswer;
                                    return r;
                                }});
    const JudgeReport report = judge(problem, options);
    ASSERT_EQ(report.methods.size(), 2u);
    EXPECT_EQ(report.methods[0].method, "scan");
    EXPECT_DOUBLE_EQ(report.methods[0].score, 100);
    const MethodResult& wrong = report.methods[1];
    EXPECT_EQ(wrong.method, "from-zero");
    ASSERT_EQ(wrong.subtasks.size(), 2u);
    EXPECT_EQ(wrong.subtasks[0].passed, 4);
    EXPECT_EQ(wrong.subtasks[1].passed, 3);
    EXPECT_EQ(wrong.subtasks[1].total, 4);
    std::vector<Verdict> verdicts;
    for (const TestResult& t : wrong.subtasks[1].tests)
        verdicts.push_back(t.verdict);
    EXPECT_EQ(verdicts, (std::vector<Verdict>{Verdict::WrongAnswer, Verdict::Accepted, Verdict::Accepted, Verdict::Accepted}));
    EXPECT_EQ(problem.bank().subtasks[1].tests[0].name, "every value negative");
    EXPECT_DOUBLE_EQ(wrong.score, 40 + 60 * 3.0 / 4);
}

namespace {

class RowmaxListing : public testing::TestWithParam<test::ListingCase> {};

std::vector<std::string> bankInputs()
{
    std::vector<std::string> all;
    for (const BankSubtask& subtask : rowmax().bank().subtasks)
        for (const BankTest& test : subtask.tests)
            all.push_back(test.input);
    return all;
}

} // namespace

// The checks every built-in listing passes (testsupport), on the fifth problem's.
TEST_P(RowmaxListing, EveryAnchorIsOneTheEngineKnows)
{
    test::expectAnchorsTheEngineKnows(GetParam());
}

TEST_P(RowmaxListing, CodeIsTheSameInEveryCommentLanguage)
{
    test::expectSameCodeInEveryCommentLanguage(GetParam());
}

TEST_P(RowmaxListing, PrintsTheEngineAnswerAndRunsEachAnchoredLineAsOftenAsTheEngineSteps)
{
    test::expectEngineAnswerAndStepCounts(GetParam(), bankInputs());
}

TEST_P(RowmaxListing, NamesEveryVariableTheEngineChanges)
{
    test::expectEveryChangedVariableNamed(GetParam(), bankInputs());
}

INSTANTIATE_TEST_SUITE_P(Scan, RowmaxListing, testing::ValuesIn(test::listingCases(rowmax())),
                         [](const testing::TestParamInfo<test::ListingCase>& info) { return test::listingCaseName(info.param); });

TEST(RowmaxOwnBoard, AValueReadIsTheReadingStepThatLooksAtIt)
{
    const sb::ProblemDesc& problem = *sb::findProblem("rowmax");
    const auto input = problem.parse("3\n4 9 2\n");
    ASSERT_TRUE(input && problem.programBoardReader && problem.programBoardReader->stepOfChange);
    const auto stepOf = problem.programBoardReader->stepOfChange;
    // The cells: read or not (the program's own values are drawn from its variable).
    const std::vector<sb::CellValue> before{1, 0, 0};
    const std::vector<sb::CellValue> after{1, 1, 0};
    sb::Step step;
    ASSERT_TRUE(stepOf(*input, before, after, step));
    ASSERT_EQ(step.marks().size(), 1U);
    EXPECT_EQ(step.marks()[0].kind, sb::HighlightKind::Cell);
    EXPECT_EQ(step.marks()[0].a, 1);
    EXPECT_EQ(std::vector<std::int32_t>(step.narrationArgs().begin(), step.narrationArgs().end()),
              (std::vector<std::int32_t>{1, 9}));
    EXPECT_FALSE(stepOf(*input, before, before, step));
    EXPECT_FALSE(stepOf(*input, before, std::vector<sb::CellValue>{1, 1, 1}, step)); // two at once
}
