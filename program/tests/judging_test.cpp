// SPDX-License-Identifier: GPL-3.0-or-later
// A student's program made ready, judged on a list of tests, and run on a problem's bank until the
// first test it fails: the path the window, its judge and the command line share.
#include "judging.h"

#include "core/problem.h"

#include <gtest/gtest.h>

using namespace sb::program;

namespace {

class Judging : public testing::Test {
protected:
    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why; // scripts/dev installs bubblewrap
    }
    sb::box::Limits limits;
};

/// A Python string literal of `text`, each byte escaped.
std::string pythonBytes(const std::string& text)
{
    static const char* const kHex = "0123456789abcdef";
    std::string out = "b'";
    for (const unsigned char c : text)
        out += std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
    return out + "'";
}

/// A Python program that prints the reference's answer to the bank's first `answered` tests (in
/// the bank's order), except to the `wrongAt`-th (0-based) where it prints "wrong".
std::string answeringProgram(const sb::ProblemDesc& problem, int answered, int wrongAt)
{
    std::string source = "import sys\nanswers = {\n";
    int at = 0;
    for (const sb::BankSubtask& subtask : problem.bank().subtasks)
        for (const sb::BankTest& test : subtask.tests) {
            if (at == answered)
                break;
            const std::string answer =
                at++ == wrongAt ? "wrong\n"
                                : problem.reference()->solve(*problem.parse(test.input), sb::kDefaultWorkBudget).output;
            source += "  " + pythonBytes(test.input) + ": " + pythonBytes(answer) + ",\n";
        }
    return source + "}\nsys.stdout.buffer.write(answers.get(sys.stdin.buffer.read(), b''))\n";
}

const sb::ProblemDesc& caro()
{
    return *sb::findProblem("caro");
}

int bankSize(const sb::ProblemDesc& problem)
{
    int tests = 0;
    for (const sb::BankSubtask& subtask : problem.bank().subtasks)
        tests += static_cast<int>(subtask.tests.size());
    return tests;
}

/// Where the bank's `n`-th test (0-based) is: its subtask, and its place in it.
struct Place {
    const sb::BankSubtask* subtask = nullptr;
    int index = 0;
};

Place placeOf(const sb::ProblemDesc& problem, int n)
{
    for (const sb::BankSubtask& subtask : problem.bank().subtasks) {
        if (n < static_cast<int>(subtask.tests.size()))
            return {&subtask, n};
        n -= static_cast<int>(subtask.tests.size());
    }
    return {};
}

} // namespace

TEST_F(Judging, AProgramThatBuildsIsReadyAndACompileErrorKeepsItsMessages)
{
    const Prepared good = prepare("print(1)\n", Language::Python);
    EXPECT_EQ(good.status, Prepared::Status::Built);
    ASSERT_TRUE(good.program);
    EXPECT_TRUE(good.program->built());
    const Prepared bad = prepare("int main() {\n  retun 0;\n}\n", Language::Cpp, "bad.cpp");
    EXPECT_EQ(bad.status, Prepared::Status::CompileError);
    EXPECT_FALSE(bad.compilerOutOfTime());
    ASSERT_TRUE(bad.program);
    EXPECT_EQ(bad.program->fileName(), "bad.cpp");
    ASSERT_FALSE(bad.program->diagnostics().empty());
    EXPECT_EQ(bad.program->diagnostics()[0].line, 2);
}

TEST_F(Judging, EachTestHasItsVerdictInOrder)
{
    const Prepared p = prepare("print(int(input()) * 2)\n", Language::Python);
    ASSERT_TRUE(p.built()) << p.why;
    const std::vector<sb::TestResult> results =
        judgeTests(*p.program, {{"2\n", "4\n"}, {"3\n", "7\n"}, {"x\n", "0\n"}}, limits);
    ASSERT_EQ(results.size(), 3U);
    EXPECT_EQ(results[0].verdict, sb::Verdict::Accepted);
    EXPECT_EQ(results[1].verdict, sb::Verdict::WrongAnswer);
    EXPECT_EQ(results[1].detail, "line 1: prints \"6\", the right answer is \"7\"");
    EXPECT_EQ(results[2].verdict, sb::Verdict::RuntimeError);
    EXPECT_EQ(results[2].exitCode, 1);
}

TEST_F(Judging, TheTestsStopWhenTheCallerSaysSo)
{
    const Prepared p = prepare("print(input())\n", Language::Python);
    ASSERT_TRUE(p.built()) << p.why;
    int asked = 0;
    const std::vector<sb::TestResult> results =
        judgeTests(*p.program, {{"1\n", "1\n"}, {"2\n", "2\n"}, {"3\n", "3\n"}}, limits, [&asked] { return ++asked <= 2; });
    EXPECT_EQ(asked, 3);
    ASSERT_EQ(results.size(), 2U);
    EXPECT_EQ(results[1].verdict, sb::Verdict::Accepted);
}

TEST_F(Judging, TheFirstFailureIsTheFirstTestOfTheBankInOrderThatIsNotAccepted)
{
    const sb::ProblemDesc& problem = caro();
    ASSERT_GE(bankSize(problem), 3);
    const Prepared p = prepare(answeringProgram(problem, 3, 2), Language::Python);
    ASSERT_TRUE(p.built()) << p.why;
    const FirstFailure found = findFirstFailure(*p.program, problem, limits);
    EXPECT_FALSE(found.stopped);
    EXPECT_EQ(found.tests, 3);
    ASSERT_TRUE(found.failed);
    EXPECT_EQ(found.failed->verdict, sb::Verdict::WrongAnswer);
    EXPECT_EQ(found.failed->output, "wrong\n");
    const Place third = placeOf(problem, 2);
    ASSERT_NE(third.subtask, nullptr);
    EXPECT_EQ(found.subtask, third.subtask->name);
    EXPECT_EQ(found.index, third.index);
    const sb::BankTest& test = third.subtask->tests[static_cast<std::size_t>(third.index)];
    EXPECT_EQ(found.input, test.input);
    EXPECT_EQ(found.expected, problem.reference()->solve(*problem.parse(test.input), sb::kDefaultWorkBudget).output);
}

TEST_F(Judging, AProgramThatCrashesFailsTheFirstTest)
{
    const Prepared p = prepare("import sys\nsys.exit(3)\n", Language::Python);
    ASSERT_TRUE(p.built()) << p.why;
    const FirstFailure found = findFirstFailure(*p.program, caro(), limits);
    EXPECT_EQ(found.tests, 1);
    ASSERT_TRUE(found.failed);
    EXPECT_EQ(found.failed->verdict, sb::Verdict::RuntimeError);
    EXPECT_EQ(found.failed->exitCode, 3);
    EXPECT_EQ(found.subtask, caro().bank().subtasks.front().name);
    EXPECT_EQ(found.index, 0);
}

TEST_F(Judging, TheSearchStopsWhenTheCallerSaysSoWithTheTestsPassedSoFar)
{
    const sb::ProblemDesc& problem = caro();
    const Prepared p = prepare(answeringProgram(problem, 3, -1), Language::Python);
    ASSERT_TRUE(p.built()) << p.why;
    std::vector<int> asked;
    const FirstFailure found = findFirstFailure(*p.program, problem, limits, [&asked](int run) {
        asked.push_back(run);
        return run < 2;
    });
    EXPECT_TRUE(found.stopped);
    EXPECT_EQ(found.tests, 2);
    EXPECT_FALSE(found.failed);
    EXPECT_EQ(asked, (std::vector<int>{0, 1, 2}));
}
