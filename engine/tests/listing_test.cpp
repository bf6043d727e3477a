// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/listing.h"
#include "core/scope.h"
#include "mayan/mayan.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <string>
#include <tuple>
#include <vector>

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

// A C++ block's variables live from below their declaration to the end of their block; a loop's
// own variable on its header too once the loop is turning; a function's to its closing brace.
TEST(Scope, FindsEachLocalsBlockInACppListing)
{
    const auto l = sb::parseListing("int g;\n"
                                    "void f(int p) {\n"
                                    "    int a = 1, b;\n"
                                    "    for (int i = 0; i < 3; i++) {\n"
                                    "        const long long t = i;\n"
                                    "        a += t;\n"
                                    "    }\n"
                                    "    while (a > 0) {\n"
                                    "        vector<pair<int, int>> u(a, {1, 2});\n"
                                    "        a--;\n"
                                    "    }\n"
                                    "    for (int k = 0; k < 2; k++)\n"
                                    "        cout << k;\n"
                                    "    return;\n"
                                    "}\n",
                                    CodeLanguage::Cpp);
    std::vector<std::tuple<std::string, int, int, int, bool, bool>> found;
    for (const sb::LocalScope& s : sb::localScopes(l))
        found.emplace_back(s.name, s.function, s.declared, s.last, s.loopHead, s.initialized);
    EXPECT_EQ(found, (std::vector<std::tuple<std::string, int, int, int, bool, bool>>{
                         {"a", 2, 3, 15, false, true},
                         {"b", 2, 3, 15, false, false},
                         {"i", 2, 4, 6, true, true},
                         {"t", 2, 5, 6, false, true},
                         {"u", 2, 9, 10, false, true},
                         {"k", 2, 12, 13, true, true},
                     }));
    EXPECT_TRUE(sb::localScopes(sb::parseListing("def f(p):\n    a = 1\n", CodeLanguage::Python)).empty());
}

namespace {

int idOf(std::span<const std::string_view> names, std::string_view name)
{
    const auto it = std::find(names.begin(), names.end(), name);
    EXPECT_NE(it, names.end()) << name;
    return static_cast<int>(it - names.begin());
}

} // namespace

// What the watch shows of Mayan's C++ listing: a loop's locals stay in their loop, as gdb shows them.
TEST(Scope, ShowsAVariableOnlyWhereTheProgramHasItInScope)
{
    const sb::ProblemDesc& mayan = sb::mayan::kProblem;
    const sb::Listing cpp = sb::parseListing(sb::test::readFile(sb::test::resources() / "listings/mayan/dfs.cpp"),
                                             CodeLanguage::Cpp);
    const sb::ScopeRules rules(mayan, cpp);
    const auto at = [&](std::string_view anchor) { return static_cast<std::uint16_t>(idOf(mayan.anchors, anchor)); };
    const auto visible = [&](std::string_view var, std::string_view standing, std::string_view lastRun) {
        return rules.visible(idOf(mayan.variables, var), at(standing), at(lastRun));
    };
    // fall(): `to` lives in a column's turn, after its declaration.
    EXPECT_TRUE(visible("to", "fall-y", "fall-to"));
    EXPECT_TRUE(visible("to", "fall-next", "fall-gap"));
    EXPECT_FALSE(visible("to", "fall-to", "fall-x")); // declared on the line about to run
    EXPECT_FALSE(visible("to", "fall-x", "fall-y"));  // the next column: a new turn of the body
    EXPECT_FALSE(visible("to", "fall-end", "fall-x"));
    // Its loop's x: on the header only from the loop's body, a later turn.
    EXPECT_TRUE(visible("x", "fall-to", "fall-x"));
    EXPECT_TRUE(visible("x", "fall-x", "fall-y"));
    EXPECT_FALSE(visible("x", "fall-x", "fall-end"));
    EXPECT_FALSE(visible("x", "fall-end", "fall-x"));
    // markRuns(): the cell's colour c lives in one turn of the inner loop.
    EXPECT_TRUE(visible("c", "mark-empty", "mark-look"));
    EXPECT_FALSE(visible("c", "mark-y", "mark-col-any"));
    EXPECT_FALSE(visible("c", "mark-return", "mark-x"));
    // tryMove()'s parameter x is no loop's: seen all through the function.
    EXPECT_TRUE(visible("x", "swap", "save"));
    EXPECT_TRUE(visible("x", "try-end", "leave-return"));
    // Python's locals live as long as their call.
    const sb::Listing py = sb::parseListing(sb::test::readFile(sb::test::resources() / "listings/mayan/dfs.py"),
                                            CodeLanguage::Python);
    const sb::ScopeRules pyRules(mayan, py);
    EXPECT_TRUE(pyRules.visible(idOf(mayan.variables, "to"), at("fall-end"), at("fall-x")));
}
