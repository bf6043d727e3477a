// SPDX-License-Identifier: GPL-3.0-or-later
// A program's lines counted at its own pace, nothing recorded: the same number as its recording's, in
// C++ and in Python, on each of several inputs with one build; the limit and a failure said.
#include "linecount.h"

#include <gtest/gtest.h>

using namespace sb::program;

namespace {

class LineCount : public testing::Test {
protected:
    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why; // scripts/dev installs bubblewrap
    }
};

/// Reads n, then sums the squares of 1..n through a function called once a number, and prints it; n < 0
/// divides by zero.
const char* const kCpp = "#include <iostream>\n"
                         "long long square(long long x) {\n"
                         "    return x * x;\n"
                         "}\n"
                         "int main() {\n"
                         "    long long n, sum = 0;\n"
                         "    std::cin >> n;\n"
                         "    if (n < 0)\n"
                         "        return 3;\n"
                         "    for (long long i = 1; i <= n; i++)\n"
                         "        sum += square(i);\n"
                         "    std::cout << sum << \"\\n\";\n"
                         "}\n";

const char* const kPython = "import sys\n"
                            "def square(x):\n"
                            "    return x * x\n"
                            "n = int(sys.stdin.readline())\n"
                            "if n < 0:\n"
                            "    raise ValueError('negative')\n"
                            "total = 0\n"
                            "for i in range(1, n + 1):\n"
                            "    total += square(i)\n"
                            "print(total)\n";

/// The lines the recording of `source` on `input` holds: a run that ended has one position more.
std::uint64_t recordedLines(const char* source, Language language, const std::string& input)
{
    const Trace trace = Program::forStepping(source, language, language == Language::Cpp ? "sum.cpp" : "sum.py")
                            .trace(input);
    EXPECT_TRUE(trace.ranToEnd()) << trace.error();
    return trace.size();
}

void countsAsItsRecording(const char* source, Language language)
{
    const LineCounter counter(source, language, language == Language::Cpp ? "sum.cpp" : "sum.py");
    ASSERT_EQ(counter.error(), "");
    for (const char* input : {"0\n", "1\n", "7\n", "40\n"}) {
        const LineCounter::Count c = counter.count(input, 1'000'000);
        EXPECT_FALSE(c.cut) << input;
        EXPECT_FALSE(c.failed) << input;
        EXPECT_EQ(c.lines, recordedLines(source, language, input)) << input;
    }
    // Each number costs the same lines: the loop's test, its body, the function's line.
    const std::uint64_t ten = counter.count("10\n", 1'000'000).lines, twenty = counter.count("20\n", 1'000'000).lines;
    EXPECT_GT(twenty, ten);
    EXPECT_EQ(counter.count("30\n", 1'000'000).lines - twenty, twenty - ten);
}

} // namespace

TEST_F(LineCount, ACppProgramsLinesAreItsRecordingsOnEachInputOfOneBuild)
{
    countsAsItsRecording(kCpp, Language::Cpp);
}

TEST_F(LineCount, APythonProgramsLinesAreItsRecordingsOnEachInput)
{
    countsAsItsRecording(kPython, Language::Python);
}

TEST_F(LineCount, PastTheLimitTheRunStopsAndSaysSo)
{
    for (const auto& [source, language] : {std::pair{kCpp, Language::Cpp}, std::pair{kPython, Language::Python}}) {
        const LineCounter counter(source, language);
        ASSERT_EQ(counter.error(), "");
        // A billion numbers would take minutes: it stops at the limit at once.
        const LineCounter::Count c = counter.count("1000000000\n", 5000);
        EXPECT_TRUE(c.cut);
        EXPECT_FALSE(c.failed);
        EXPECT_EQ(c.lines, 5000u);
    }
}

TEST_F(LineCount, AProgramThatFailsIsSaidWithTheLinesItRan)
{
    for (const auto& [source, language] : {std::pair{kCpp, Language::Cpp}, std::pair{kPython, Language::Python}}) {
        const LineCounter counter(source, language);
        const LineCounter::Count c = counter.count("-1\n", 1'000'000);
        EXPECT_TRUE(c.failed);
        EXPECT_FALSE(c.cut);
        EXPECT_GE(c.lines, 3u); // up to its test of n
        EXPECT_LE(c.lines, 6u);
    }
}

TEST_F(LineCount, AProgramThatDoesNotBuildSaysWhy)
{
    const LineCounter counter("int main() { return x; }\n", Language::Cpp, "broken.cpp");
    EXPECT_NE(counter.error().find("x"), std::string::npos) << counter.error();
    EXPECT_TRUE(counter.count("", 100).failed);
}
