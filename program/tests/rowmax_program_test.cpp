// SPDX-License-Identifier: GPL-3.0-or-later
// The tests' own fifth problem as the window's My solution meets it: a student's program for it is
// recorded in the sandbox, its row read off the program's own variable, and it is judged on the
// problem's bank until the first test it fails.
#include "debuggersrecord.h"
#include "judging.h"
#include "ownboard.h"
#include "ownprogram.h"
#include "trace.h"

#include "core/problem.h"
#include "core/programboard.h"

#include <gtest/gtest.h>

#include <variant>

using namespace sb::program;

namespace {

const char* const kSample = "5\n3 1 4 1 5\n";

/// Reads the row into a list of its own, one value at a time, then keeps the best in `m`.
const char* const kPython = "import sys\n"
                            "data = sys.stdin.read().split()\n"
                            "n = int(data[0])\n"
                            "row = []\n"
                            "for k in range(n):\n"
                            "    row.append(int(data[1 + k]))\n"
                            "m = row[0]\n"
                            "for x in row:\n"
                            "    if x > m:\n"
                            "        m = x\n"
                            "print(m)\n";

/// The same in C++, but starting from 0: wrong when every value is negative.
const char* const kCppFromZero = "#include <iostream>\n"
                                 "int v[20];\n"
                                 "int main() {\n"
                                 "    int n;\n"
                                 "    std::cin >> n;\n"
                                 "    for (int k = 0; k < n; k++)\n"
                                 "        std::cin >> v[k];\n"
                                 "    int m = 0;\n"
                                 "    for (int k = 0; k < n; k++)\n"
                                 "        if (v[k] > m)\n"
                                 "            m = v[k];\n"
                                 "    std::cout << m << \"\\n\";\n"
                                 "}\n";

class RowmaxProgram : public testing::Test {
protected:
    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why;
        ASSERT_NE(sb::findProblem("rowmax"), nullptr);
    }
    const sb::ProblemDesc& problem = *sb::findProblem("rowmax");
};

/// The row the problem reads off `trace`'s variable `choice` after step `step`.
sb::ProgramBoard rowAt(const sb::ProblemDesc& problem, const sb::ProblemInput& input, const Trace& trace,
                       std::size_t step, const sb::BoardChoice& choice)
{
    const TraceState state = trace.state(step);
    const std::string* text = state.anywhere(choice.variable);
    if (!text)
        return {};
    const auto value = sb::parseProgramValue(*text);
    if (!value)
        return {};
    auto read = problem.programBoardReader->read(input, choice, *value,
                                                 std::string_view(kSample).substr(0, trace.inputTaken(step)));
    return std::holds_alternative<sb::ProgramBoard>(read) ? std::get<sb::ProgramBoard>(std::move(read)) : sb::ProgramBoard{};
}

} // namespace

TEST_F(RowmaxProgram, APythonProgramIsRecordedAndItsRowReadOffItsOwnList)
{
    const Program program = Program::build(kPython, Language::Python, "rowmax.py");
    ASSERT_TRUE(program.built()) << program.compileRun().err;
    const Trace t = program.trace(kSample);
    ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
    EXPECT_EQ(t.output, "5\n");
    const auto input = problem.parse(kSample);
    const auto choice = guessBoard(t, problem, *input);
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->variable, "row");
    // After each append (line 6) one more value of the row is on the board, with the program's value.
    std::vector<std::vector<sb::CellValue>> rows;
    for (std::size_t s = 0; s + 1 < t.size(); ++s)
        if (t.line(s) == 6 && t.line(s + 1) == 5) {
            const sb::ProgramBoard row = rowAt(problem, *input, t, s + 1, *choice);
            rows.push_back(row.cells);
        }
    ASSERT_EQ(rows.size(), 5u);
    EXPECT_EQ(rows[0], (std::vector<sb::CellValue>{1, 0, 0, 0, 0}));
    EXPECT_EQ(rows[1], (std::vector<sb::CellValue>{1, 1, 0, 0, 0}));
    EXPECT_EQ(rows[4], (std::vector<sb::CellValue>{1, 1, 1, 1, 1}));
    const sb::ProgramBoard last = rowAt(problem, *input, t, t.size() - 1, *choice);
    ASSERT_TRUE(last.input);
    // The values drawn are the program's: the listing's row, the same as the input's.
    EXPECT_EQ(problem.programBoard(*last.input, "scan", last.cells, sb::CodeLanguage::Python),
              (std::vector<std::pair<std::string, std::string>>{{"a", "[3, 1, 4, 1, 5]"}}));
}

TEST_F(RowmaxProgram, AWrongCppProgramFailsTheBanksTestOfNegativeValuesFirst)
{
    const Prepared p = prepare(kCppFromZero, Language::Cpp, "fromzero.cpp");
    ASSERT_TRUE(p.built()) << p.why;
    const FirstFailure found = findFirstFailure(*p.program, problem, sb::box::Limits{});
    EXPECT_FALSE(found.stopped);
    ASSERT_TRUE(found.failed);
    EXPECT_EQ(found.failed->verdict, sb::Verdict::WrongAnswer);
    EXPECT_EQ(found.subtask, "any values");
    EXPECT_EQ(found.index, 0);
    EXPECT_EQ(found.tests, 5);
    EXPECT_EQ(found.input, "4\n-5 -2 -9 -3\n");
    EXPECT_EQ(found.expected, "-2\n");
    EXPECT_EQ(found.failed->detail, "line 1: prints \"0\", the right answer is \"-2\"");
    // Recorded on the sample and on the test it fails: the probes' record is gdb's, byte for byte.
    expectTheDebuggersRecord(*p.program, kSample);
    expectTheDebuggersRecord(*p.program, found.input);
}
