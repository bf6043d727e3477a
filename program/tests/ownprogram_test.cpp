// SPDX-License-Identifier: GPL-3.0-or-later
// A student's own program built and run in the sandbox: the verdicts, and the compiler's
// messages on the lines they name.
#include "ownprogram.h"

#include <gtest/gtest.h>

using namespace sb::program;

namespace {

class OwnProgram : public testing::Test {
protected:
    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why; // scripts/dev installs bubblewrap
    }
    sb::box::Limits limits;
};

const char* const kSum = "#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n"
                         "  std::cout << a + b << \"\\n\";\n}\n";

} // namespace

TEST_F(OwnProgram, ACppProgramIsAcceptedOrShownWhereItsAnswerDiffers)
{
    const Program p = Program::build(kSum, Language::Cpp, "sum.cpp");
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    EXPECT_EQ(p.fileName(), "sum.cpp");
    const sb::program::Run right = p.run("2 3\n", "5\n", limits);
    EXPECT_EQ(right.test.verdict, sb::Verdict::Accepted);
    EXPECT_EQ(right.result.out, "5\n");
    const sb::program::Run wrong = p.run("2 3\n", "6\n", limits);
    EXPECT_EQ(wrong.test.verdict, sb::Verdict::WrongAnswer);
    ASSERT_TRUE(wrong.difference);
    EXPECT_EQ(wrong.difference->line, 1);
    EXPECT_EQ(wrong.difference->got, "5");
    EXPECT_EQ(wrong.difference->expected, "6");
    EXPECT_EQ(wrong.test.detail, "line 1: prints \"5\", the right answer is \"6\"");
}

TEST_F(OwnProgram, ACompileErrorIsOnItsLineAndNothingRuns)
{
    const Program p = Program::build("int main() {\n  int a = 1;\n  retun a;\n}\n", Language::Cpp);
    EXPECT_FALSE(p.built());
    EXPECT_EQ(p.fileName(), "main.cpp");
    ASSERT_FALSE(p.diagnostics().empty()) << p.compileRun().err;
    EXPECT_EQ(p.diagnostics()[0].line, 3);
    EXPECT_EQ(p.diagnostics()[0].column, 3);
    EXPECT_TRUE(p.diagnostics()[0].error);
    EXPECT_NE(p.diagnostics()[0].message.find("retun"), std::string::npos);
}

TEST_F(OwnProgram, PythonsSyntaxErrorIsACompileErrorOnItsLineAndColumn)
{
    const Program p = Program::build("n = int(input())\nfor i in range(n):\n    if i = 2:\n        print(i)\n",
                                     Language::Python, "mine.py");
    EXPECT_FALSE(p.built());
    ASSERT_EQ(p.diagnostics().size(), 1U) << p.compileRun().err;
    EXPECT_EQ(p.diagnostics()[0].line, 3);
    EXPECT_EQ(p.diagnostics()[0].column, 8); // "i = 2" starts at column 8 of the indented line
}

TEST_F(OwnProgram, PythonRunsAndACrashIsARuntimeErrorWithItsExitCode)
{
    const Program p = Program::build("a, b = map(int, input().split())\nprint(a // b)\n", Language::Python);
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    EXPECT_EQ(p.run("7 2\n", "3\n", limits).test.verdict, sb::Verdict::Accepted);
    const sb::program::Run crash = p.run("7 0\n", "0\n", limits);
    EXPECT_EQ(crash.test.verdict, sb::Verdict::RuntimeError);
    EXPECT_EQ(crash.result.exitCode, 1);
    EXPECT_EQ(crash.test.exitCode, 1); // for the window's sentence, without reading the detail back
    EXPECT_EQ(crash.test.signal, 0);
    EXPECT_NE(crash.result.err.find("ZeroDivisionError"), std::string::npos);
}

TEST_F(OwnProgram, AJudgedRowKeepsTheStartOfWhatItPrinted)
{
    const Program p = Program::build("#include <cstdio>\nint main() { for (int i = 0; i < 100000; i++) "
                                     "std::printf(\"line %d\\n\", i); }\n",
                                     Language::Cpp);
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    const sb::OwnProgram row = p.asJudged("many.cpp", limits);
    const sb::TestResult t = row.run("", "line 0\n");
    EXPECT_EQ(t.verdict, sb::Verdict::WrongAnswer);
    EXPECT_EQ(t.output.size(), kKeptOutputBytes);
    EXPECT_EQ(t.output.substr(0, 14), "line 0\nline 1\n");
}
