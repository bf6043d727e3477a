// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/listing.h"

#include <gtest/gtest.h>

using sb::CodeLanguage;

namespace {

const sb::CommentTable kTable = sb::CommentTable::fromTsv(
    "en\tzh_TW\tzh_CN\tvi\n"
    "count it\t算進去\t算进去\tđếm nó\n"
    "Header.\t標題。\t标题。\tTiêu đề.\n");

} // namespace

TEST(Listing, FindsAnchorsAndHidesThem)
{
    const auto l = sb::parseListing("int a;\n    a++;  //@bump\n    b = 1;  // count it  //@set\n", CodeLanguage::Cpp);
    ASSERT_EQ(l.lines.size(), 3u);
    EXPECT_EQ(l.lineOf("bump"), 2);
    EXPECT_EQ(l.lineOf("set"), 3);
    EXPECT_EQ(l.lineOf("nothing"), 0);
    EXPECT_EQ(l.render(kTable, "en"), "int a;\n    a++;\n    b = 1;  // count it\n");
}

TEST(Listing, TranslatesCommentsAndKeepsTheCode)
{
    const auto l = sb::parseListing("// Header.\nx = 1  # not a C++ comment\n", CodeLanguage::Cpp);
    EXPECT_EQ(l.render(kTable, "zh_TW"), "// 標題。\nx = 1  # not a C++ comment\n");
    const auto py = sb::parseListing("# Header.\nx = 1  # count it  #@x\n", CodeLanguage::Python);
    EXPECT_EQ(py.render(kTable, "vi"), "# Tiêu đề.\nx = 1  # đếm nó\n");
    EXPECT_EQ(py.lineOf("x"), 2);
}

TEST(Listing, IgnoresCommentSignsInsideStrings)
{
    const auto l = sb::parseListing("cout << \"//@no\" << '#';  //@yes\n", CodeLanguage::Cpp);
    EXPECT_EQ(l.lines[0].code, "cout << \"//@no\" << '#';");
    EXPECT_EQ(l.lines[0].anchor, "yes");
    const auto py = sb::parseListing("print(\"#@no\")\n", CodeLanguage::Python);
    EXPECT_EQ(py.lines[0].anchor, "");
    EXPECT_EQ(py.lines[0].code, "print(\"#@no\")");
}

TEST(Listing, FallsBackToEnglishForAnUnknownComment)
{
    const auto l = sb::parseListing("// Not in the table.\n", CodeLanguage::Cpp);
    EXPECT_EQ(l.render(kTable, "zh_CN"), "// Not in the table.\n");
    EXPECT_FALSE(kTable.translate("Not in the table.", "zh_CN").has_value());
    EXPECT_FALSE(kTable.translate("count it", "fr").has_value());
}

TEST(ListingVariableName, KeepsTheCppNameAndSnakeCasesItForPython)
{
    EXPECT_EQ(sb::variableName("lastR", CodeLanguage::Cpp), "lastR");
    EXPECT_EQ(sb::variableName("lastR", CodeLanguage::Python), "last_r");
    EXPECT_EQ(sb::variableName("dem", CodeLanguage::Python), "dem");
    EXPECT_EQ(sb::variableName("removedAnyPair", CodeLanguage::Python), "removed_any_pair");
}

TEST(ListingFunctionAt, NamesTheFunctionALineBelongsToAsACallStackDoes)
{
    const auto cpp = sb::parseListing("#include <bits/stdc++.h>\n"
                                      "int n;  // (a) global\n"
                                      "bool dfs(int d);\n"
                                      "int countRay(const vector<char>& b, int dr) {\n"
                                      "    int run = 0;\n"
                                      "    return run;\n"
                                      "}\n"
                                      "\n"
                                      "int main() {\n"
                                      "    for (int t = 1; t <= 3; t++) {\n"
                                      "        countRay(b, 1);\n"
                                      "    }\n"
                                      "}  //@main-end\n",
                                      CodeLanguage::Cpp);
    EXPECT_EQ(cpp.functionAt(5), "countRay");
    EXPECT_EQ(cpp.functionAt(7), "countRay"); // its closing brace
    EXPECT_EQ(cpp.functionAt(11), "main");
    EXPECT_EQ(cpp.functionAt(13), "main");
    EXPECT_EQ(cpp.functionAt(2), "");
    const auto py = sb::parseListing("import sys\n"
                                     "\n"
                                     "def count_ray(b, dr):\n"
                                     "    run = 0\n"
                                     "    return run\n"
                                     "\n"
                                     "def main():\n"
                                     "    for t in range(3):\n"
                                     "        count_ray(b, 1)\n"
                                     "\n"
                                     "main()\n",
                                     CodeLanguage::Python);
    EXPECT_EQ(py.functionAt(1), "<module>");
    EXPECT_EQ(py.functionAt(3), "<module>"); // a def line runs in the module: it defines count_ray
    EXPECT_EQ(py.functionAt(4), "count_ray");
    EXPECT_EQ(py.functionAt(9), "main");
    EXPECT_EQ(py.functionAt(11), "<module>");
}
