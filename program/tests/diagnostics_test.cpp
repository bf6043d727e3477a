// SPDX-License-Identifier: GPL-3.0-or-later
// The compiler's and Python's messages, read into the lines and columns they name.
#include "diagnostics.h"

#include <gtest/gtest.h>

using namespace sb::program;

TEST(Diagnostics, GccErrorsWarningsAndNotesOnTheirLines)
{
    const std::string output = "main.cpp: In function 'int main()':\n"
                               "main.cpp:7:5: error: 'x' was not declared in this scope\n"
                               "    7 |     x = 3;\n"
                               "      |     ^\n"
                               "main.cpp:9:12: warning: unused variable 'y' [-Wunused-variable]\n"
                               "other.h:2:1: error: not this file's\n"
                               "main.cpp:12: fatal error: missing.h: No such file or directory\n"
                               "main.cpp:3:1: note: declared here\n";
    const auto d = gccDiagnostics(output, "main.cpp");
    ASSERT_EQ(d.size(), 4U);
    EXPECT_EQ(d[0].line, 7);
    EXPECT_EQ(d[0].column, 5);
    EXPECT_TRUE(d[0].error);
    EXPECT_EQ(d[0].message, "'x' was not declared in this scope");
    EXPECT_EQ(d[1].line, 9);
    EXPECT_FALSE(d[1].error);
    EXPECT_EQ(d[1].message, "unused variable 'y' [-Wunused-variable]");
    EXPECT_EQ(d[2].line, 12);
    EXPECT_EQ(d[2].column, 0);
    EXPECT_TRUE(d[2].error);
    EXPECT_EQ(d[2].message, "missing.h: No such file or directory");
    EXPECT_EQ(d[3].line, 3);
    EXPECT_FALSE(d[3].error);
}

TEST(Diagnostics, PythonsSyntaxErrorWithItsLineAndCaret)
{
    const std::string output = "Traceback (most recent call last):\n"
                               "  File \"<string>\", line 2, in <module>\n"
                               "  File \"/usr/lib/python3.11/ast.py\", line 50, in parse\n"
                               "    return compile(source, filename, mode, flags,\n"
                               "  File \"sol.py\", line 4\n"
                               "    if n = 3:\n"
                               "       ^^^^^\n"
                               "SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?\n";
    const auto d = pythonDiagnostics(output, "sol.py");
    ASSERT_EQ(d.size(), 1U);
    EXPECT_EQ(d[0].line, 4);
    EXPECT_EQ(d[0].column, 4);
    EXPECT_EQ(d[0].message, "SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
    EXPECT_TRUE(pythonDiagnostics("Traceback...\nValueError: no\n", "sol.py").empty());
}
