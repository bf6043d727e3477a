// SPDX-License-Identifier: GPL-3.0-or-later
// A problem pack read from its folder: problem.yaml, the statements, the tests and their groups, the
// submissions by verdict, stepboard.yaml; and every fault of a bad pack, with its file, line and column.
#include "pack.h"
#include "packboard.h"
#include "packcheck.h"
#include "packjudge.h"
#include "process.h"
#include "ownprogram.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <unistd.h>

using namespace sb::pack;
namespace fs = std::filesystem;

namespace {

/// A pack written into a folder of its own for one test, removed after it.
class PackFolder {
public:
    explicit PackFolder(const std::map<std::string, std::string>& files)
    {
        std::string name = (fs::temp_directory_path() / "stepboard-pack-XXXXXX").string();
        m_root = ::mkdtemp(name.data()) ? fs::path(name) : fs::path();
        for (const auto& [file, text] : files) {
            fs::create_directories((m_root / file).parent_path());
            std::ofstream(m_root / file, std::ios::binary) << text;
        }
    }
    ~PackFolder()
    {
        std::error_code ec;
        fs::remove_all(m_root, ec);
    }
    const fs::path& root() const { return m_root; }

private:
    fs::path m_root;
};

/// The faults, one line each as the command line says them.
std::string faults(const Pack& pack)
{
    std::string out;
    for (const Fault& f : pack.faults)
        out += describe(f) + (f.severe ? " [severe]" : "") + "\n";
    return out;
}

std::map<std::string, std::string> floodFill()
{
    return {
        {"problem.yaml", "problem_format_version: 2023-07\n"
                         "type: scoring\n"
                         "name:\n  en: Regions\n  zh-TW: 區域\n  zh-Hans: 区域\n  vi: Vùng\n"
                         "uuid: 5f3c0e9a-0000-4000-8000-000000000001\n"
                         "limits:\n  time_limit: 2.5\n  memory: 512\n"},
        {"statement/problem.en.md", "# Regions\n"},
        {"statement/problem.zh-TW.md", "# 區域\n"},
        {"statement/problem.vi.tex", "\\problemname{Vùng}\n"},
        {"data/sample/1.in", "2 2\n.#\n#.\n"},
        {"data/sample/1.ans", "2\n"},
        {"data/secret/group1/test_group.yaml", "max_score: 30\n"},
        {"data/secret/group1/01-small.in", "1 1\n.\n"},
        {"data/secret/group1/01-small.ans", "1\n"},
        {"data/secret/group2/test_group.yaml", "max_score: 70\nscore_aggregation: min\nrequire_pass: [sample, secret/group1]\n"},
        {"data/secret/group2/02-large.in", "3 3\n...\n.#.\n...\n"},
        {"data/secret/group2/02-large.ans", "1\n"},
        {"data/secret/group2/01-line.in", "1 3\n.#.\n"},
        {"data/secret/group2/01-line.ans", "2\n"},
        {"submissions/accepted/bfs.cpp", "int main() {}\n"},
        {"submissions/accepted/bfs.py", "print(1)\n"},
        {"submissions/accepted/dfs.cpp", "int main() {}\n"},
        {"submissions/accepted/bfs.zh_TW.cpp", "int main() {}\n"},
        {"submissions/wrong_answer/marks-late.cpp", "int main() {}\n"},
        {"submissions/wrong_answer/Late.java", "class Late {}\n"},
        {"stepboard.yaml",
         "solutions:\n"
         "  submissions/accepted/bfs.cpp:\n"
         "    method: 1\n"
         "    says:\n      en: Breadth first, with a queue.\n      vi: Loang theo chiều rộng.\n"
         "    comments:\n      zh_TW: submissions/accepted/bfs.zh_TW.cpp\n"
         "  submissions/accepted/bfs.py:\n    method: 1\n"
         "  submissions/accepted/dfs.cpp:\n    method: 2\n    says: Depth first, by recursion.\n    board: grid\n"
         "  submissions/wrong_answer/marks-late.cpp:\n    wrong: marks-late\n"
         "    says: {en: Marks a cell when it leaves the queue., zh_CN: 出队时才标记。}\n"
         "board:\n"
         "  variable: g\n  shape: grid\n  draw: colours\n"
         "  colours:\n    '#': {colour: '#444444', says: {en: wall}}\n    '.': '#ffffff'\n"
         "  first: 0\n  up: top\n  look: [r, c]\n"
         "moment: output\n"},
    };
}

} // namespace

TEST(Pack, ReadsAPackageWithItsGroupsSubmissionsAndStepboardFile)
{
    const PackFolder folder(floodFill());
    const Pack pack = read(folder.root());
    EXPECT_EQ(faults(pack), "submissions/wrong_answer/Late.java: submissions/wrong_answer/Late.java is neither C++ nor Python, left aside\n");
    EXPECT_FALSE(pack.broken());
    EXPECT_EQ(pack.formatVersion, "2023-07");
    EXPECT_TRUE(pack.scoring);
    EXPECT_EQ(pack.names, (std::map<std::string, std::string>{{"en", "Regions"}, {"zh_TW", "區域"}, {"zh_CN", "区域"}, {"vi", "Vùng"}}));
    EXPECT_DOUBLE_EQ(pack.timeLimit, 2.5);
    EXPECT_EQ(pack.memoryMiB, 512);
    EXPECT_EQ(pack.statements, (std::map<std::string, std::string>{{"en", "statement/problem.en.md"},
                                                                    {"zh_TW", "statement/problem.zh-TW.md"},
                                                                    {"vi", "statement/problem.vi.tex"}}));
    // The groups in order, their tests in the order of their names, with their scores.
    ASSERT_EQ(pack.groups.size(), 3U);
    EXPECT_EQ(pack.groups[0].name, "sample");
    EXPECT_FALSE(pack.groups[0].maxScore);
    ASSERT_EQ(pack.groups[0].tests.size(), 1U);
    EXPECT_EQ(pack.groups[0].tests[0].name, "sample/1");
    EXPECT_EQ(pack.groups[0].tests[0].input, "data/sample/1.in");
    EXPECT_EQ(pack.groups[0].tests[0].answer, "data/sample/1.ans");
    EXPECT_EQ(pack.groups[1].name, "secret/group1");
    EXPECT_EQ(pack.groups[1].maxScore, 30.0);
    EXPECT_EQ(pack.groups[2].name, "secret/group2");
    EXPECT_EQ(pack.groups[2].maxScore, 70.0);
    EXPECT_EQ(pack.groups[2].aggregation, Aggregation::Min);
    EXPECT_EQ(pack.groups[2].requirePass, (std::vector<std::string>{"sample", "secret/group1"}));
    ASSERT_EQ(pack.groups[2].tests.size(), 2U);
    EXPECT_EQ(pack.groups[2].tests[0].name, "secret/group2/01-line");
    EXPECT_EQ(pack.groups[2].tests[1].name, "secret/group2/02-large");
    EXPECT_EQ(pack.tests().size(), 4U);

    // The solutions: the comment variant is no submission; the Java one is left aside.
    ASSERT_EQ(pack.solutions.size(), 4U);
    EXPECT_EQ(pack.methods(), (std::vector<int>{1, 2}));
    const std::vector<const Solution*> first = pack.method(1);
    ASSERT_EQ(first.size(), 2U);
    EXPECT_EQ(first[0]->file, "submissions/accepted/bfs.cpp");
    EXPECT_EQ(first[0]->language, Language::Cpp);
    EXPECT_EQ(first[0]->says.at("vi"), "Loang theo chiều rộng.");
    EXPECT_EQ(first[0]->commentVariants.at("zh_TW"), "submissions/accepted/bfs.zh_TW.cpp");
    EXPECT_EQ(first[1]->file, "submissions/accepted/bfs.py");
    EXPECT_EQ(first[1]->language, Language::Python);
    const Solution& second = *pack.method(2).at(0);
    EXPECT_EQ(second.says.at("en"), "Depth first, by recursion.");
    EXPECT_EQ(second.boardVariable, "grid");
    ASSERT_EQ(pack.mistakes().size(), 1U);
    EXPECT_EQ(pack.mistakes()[0]->mistake, "marks-late");
    EXPECT_EQ(pack.mistakes()[0]->expected, Expected::WrongAnswer);
    EXPECT_EQ(pack.mistakes()[0]->says.at("zh_CN"), "出队时才标记。");

    // The board and what a move is.
    ASSERT_TRUE(pack.board);
    EXPECT_EQ(pack.board->variable, "g");
    EXPECT_EQ(pack.board->shape, Board::Shape::Grid);
    EXPECT_EQ(pack.board->drawing, Board::Drawing::Colours);
    EXPECT_EQ(pack.board->colours.at("#").colour, "#444444");
    EXPECT_EQ(pack.board->colours.at("#").says.at("en"), "wall");
    EXPECT_EQ(pack.board->colours.at(".").colour, "#ffffff");
    EXPECT_EQ(pack.board->look, (std::vector<std::string>{"r", "c"}));
    EXPECT_EQ(pack.moment, Moment::OutputWritten);
}

TEST(Pack, ThePackageAloneOpensWithItsTestsAndSubmissionsAndTheOlderLayout)
{
    // The older format: no problem.yaml version, problem_statement/problem.tex, testdata.yaml's range,
    // the secret tests in folders without a configuration of their own, no stepboard.yaml.
    const PackFolder folder({
        {"problem.yaml", "name: Knapsack\nauthor: A. Teacher\ntype: scoring\n"},
        {"problem_statement/problem.tex", "\\problemname{Knapsack}\n"},
        {"data/sample/01.in", "1 1\n1 1\n"},
        {"data/sample/01.ans", "1\n"},
        {"data/secret/testdata.yaml", "range: 0 100\n"},
        {"data/secret/a/1.in", "1\n"},
        {"data/secret/a/1.ans", "1\n"},
        {"data/secret/a/testdata.yaml", "accept_score: 10\n"},
        {"data/secret/b/1.in", "2\n"},
        {"data/secret/b/1.ans", "2\n"},
        {"submissions/accepted/table.py", "print(1)\n"},
        {"submissions/time_limit_exceeded/plain/main.cpp", "int main() {}\n"},
    });
    const Pack pack = read(folder.root());
    EXPECT_EQ(faults(pack), "");
    EXPECT_FALSE(pack.hasStepboardFile);
    EXPECT_EQ(pack.names.at("en"), "Knapsack");
    EXPECT_EQ(pack.statements.at("en"), "problem_statement/problem.tex");
    ASSERT_EQ(pack.groups.size(), 3U);
    EXPECT_EQ(pack.groups[1].name, "secret/a");
    EXPECT_EQ(pack.groups[1].maxScore, 10.0); // one test of 10
    EXPECT_EQ(pack.groups[2].name, "secret/b");
    EXPECT_EQ(pack.groups[2].maxScore, 90.0); // the rest of the whole's 100
    ASSERT_EQ(pack.solutions.size(), 2U);
    EXPECT_EQ(pack.solutions[0].file, "submissions/accepted/table.py");
    EXPECT_EQ(pack.solutions[1].file, "submissions/time_limit_exceeded/plain/main.cpp");
    EXPECT_EQ(pack.solutions[1].expected, Expected::TimeLimitExceeded);
    EXPECT_TRUE(pack.methods().empty());
}

TEST(Pack, ABrokenYamlFileIsSaidWithItsLineAndColumnAndTheRestIsRead)
{
    std::map<std::string, std::string> files = floodFill();
    files["problem.yaml"] = "name: Regions\nlimits:\n  time_limit: [1\n";
    files["stepboard.yaml"] = "solutions:\n  submissions/accepted/bfs.cpp:\n    method: one\n    colour: red\n"
                              "  submissions/accepted/nothing.cpp:\n    method: 3\n"
                              "board:\n  shape: hexagon\nmoment: sometimes\n";
    const PackFolder folder(files);
    const Pack pack = read(folder.root());
    const std::string said = faults(pack);
    EXPECT_NE(said.find("problem.yaml:4:1: not YAML: "), std::string::npos) << said;
    EXPECT_NE(said.find("stepboard.yaml:3:13: method should be a number\n"), std::string::npos) << said;
    EXPECT_NE(said.find("stepboard.yaml:4:5: unknown key colour, left aside\n"), std::string::npos) << said;
    EXPECT_NE(said.find("stepboard.yaml:2:3: submissions/accepted/bfs.cpp is given neither a method nor a wrong id\n"),
              std::string::npos) << said;
    EXPECT_NE(said.find("stepboard.yaml:5:3: there is no submission submissions/accepted/nothing.cpp\n"),
              std::string::npos) << said;
    EXPECT_NE(said.find("stepboard.yaml:8:10: board.shape cannot be hexagon (it may be grid, row, piles, table)\n"),
              std::string::npos) << said;
    EXPECT_NE(said.find("stepboard.yaml:8:3: the board names no variable\n"), std::string::npos) << said;
    EXPECT_NE(said.find("stepboard.yaml:9:9: moment cannot be sometimes (it may be input, output, line)\n"),
              std::string::npos) << said;
    EXPECT_NE(said.find("problem.yaml: the problem has no name\n"), std::string::npos) << said;
    EXPECT_TRUE(pack.broken());
    // What could be read is there: the tests, the solutions.
    EXPECT_EQ(pack.tests().size(), 4U);
    EXPECT_EQ(pack.solutions.size(), 5U); // the variant is no longer named: a submission again
}

TEST(Pack, MissingAnswersEmptyGroupsAndStrayFilesAreSaidAndLeftAside)
{
    const PackFolder folder({
        {"problem.yaml", "problem_format_version: 2023-07\nname: Queens\nlimits:\n  memory: -5\n  cpu: 3\n"},
        {"data/secret/g1/test_group.yaml", "max_score: 50\n"},
        {"data/secret/g1/1.in", "4\n"},
        {"data/secret/g2/test_group.yaml", "max_score: 50\n"},
        {"data/secret/g2/lonely.ans", "2\n"},
        {"data/secret/stray.in", "8\n"},
        {"data/secret/stray.ans", "92\n"},
        {"submissions/accepted/queens.cpp", "int main() {}\n"},
        {"submissions/accepted/queens2.cpp", "int main() {}\n"},
        {"submissions/wrong_answer/one-diagonal.cpp", "int main() {}\n"},
        {"stepboard.yaml", "solutions:\n"
                           "  submissions/accepted/queens.cpp: {method: 1}\n"
                           "  submissions/accepted/queens2.cpp: {method: 1}\n"
                           "  submissions/wrong_answer/one-diagonal.cpp: {method: 2}\n"
                           "moment: line\n"},
    });
    const Pack pack = read(folder.root());
    EXPECT_EQ(faults(pack),
              "problem.yaml:4:11: memory cannot be -5 (it may be 1..65536)\n"
              "problem.yaml:5:3: unknown key cpu, left aside\n"
              "data/secret/stray.in: test secret/stray stands beside the groups, left aside\n"
              "data/secret/g1/1.in: test secret/g1/1 has no answer (.ans)\n"
              "data/secret/g2/lonely.ans: answer secret/g2/lonely has no input (.in), left aside\n"
              "data/secret/g2: group secret/g2 has no test\n"
              "stepboard.yaml:3:3: method 1 has another file in this language: submissions/accepted/queens2.cpp left aside\n"
              "stepboard.yaml:4:3: submissions/wrong_answer/one-diagonal.cpp is a wrong solution, but named a method\n"
              "stepboard.yaml: submissions/accepted/queens.cpp names no line for a move\n"
              "stepboard.yaml: submissions/wrong_answer/one-diagonal.cpp names no line for a move\n");
    EXPECT_FALSE(pack.broken());
    EXPECT_EQ(pack.memoryMiB, 2048);
    ASSERT_EQ(pack.groups.size(), 1U);
    EXPECT_EQ(pack.groups[0].name, "secret/g1");
    EXPECT_EQ(pack.groups[0].tests.at(0).answer, "");
    EXPECT_EQ(pack.methods(), (std::vector<int>{1, 2}));
}

TEST(Pack, AFolderWithoutTestsOrSolutionsCannotBeUsedAndSaysWhy)
{
    const PackFolder folder(std::map<std::string, std::string>{{"problem.yaml", "name: Empty\ntype: interactive\n"}});
    const Pack pack = read(folder.root());
    EXPECT_EQ(faults(pack), "problem.yaml:2:7: a problem of type interactive cannot be stepped or judged here [severe]\n"
                            "data/secret: there are no secret tests [severe]\n"
                            "submissions/accepted: there is no accepted solution [severe]\n");
    EXPECT_TRUE(pack.broken());
    const Pack none = read(folder.root() / "nowhere");
    ASSERT_EQ(none.faults.size(), 1U);
    EXPECT_EQ(none.faults[0].kind, Fault::Kind::NoFolder);
}

TEST(Pack, LanguageCodesAreTheWindowsLanguages)
{
    EXPECT_EQ(windowLanguage("en"), "en");
    EXPECT_EQ(windowLanguage("en-GB"), "en");
    EXPECT_EQ(windowLanguage("zh-TW"), "zh_TW");
    EXPECT_EQ(windowLanguage("zh-Hant"), "zh_TW");
    EXPECT_EQ(windowLanguage("zh_TW"), "zh_TW");
    EXPECT_EQ(windowLanguage("zh"), "zh_CN");
    EXPECT_EQ(windowLanguage("zh-Hans"), "zh_CN");
    EXPECT_EQ(windowLanguage("vi"), "vi");
    EXPECT_EQ(windowLanguage("pt-BR"), "");
}

namespace {

/// A scoring pack of a sum: a correct C++ solution, a Python one wrong on negative numbers, one that
/// does not build.
std::map<std::string, std::string> sumPack()
{
    return {
        {"problem.yaml", "problem_format_version: 2023-07\nname: Sum\ntype: scoring\nlimits:\n  time_limit: 2\n"},
        {"data/sample/1.in", "1 2\n"},
        {"data/sample/1.ans", "3\n"},
        {"data/secret/1-positive/test_group.yaml", "max_score: 40\n"},
        {"data/secret/1-positive/a.in", "2 2\n"},
        {"data/secret/1-positive/a.ans", "4\n"},
        {"data/secret/1-positive/b.in", "10 20\n"},
        {"data/secret/1-positive/b.ans", "30\n"},
        {"data/secret/2-any/test_group.yaml", "max_score: 60\nscore_aggregation: sum\nrequire_pass: secret/1-positive\n"},
        {"data/secret/2-any/a.in", "-5 2\n"},
        {"data/secret/2-any/a.ans", "-3\n"},
        {"data/secret/2-any/b.in", "7 8\n"},
        {"data/secret/2-any/b.ans", "15\n"},
        {"data/secret/2-any/c.in", "0 0\n"},
        {"data/secret/2-any/c.ans", "0\n"},
        {"submissions/accepted/sum.cpp",
         "#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << '\\n'; }\n"},
        {"submissions/wrong_answer/no-minus.py", "a, b = input().split()\nprint(abs(int(a)) + abs(int(b)))\n"},
        {"submissions/wrong_answer/broken.cpp", "int main() { return x; }\n"},
    };
}

std::string verdicts(const GroupResult& g)
{
    std::string out;
    for (const sb::TestResult& r : g.results)
        out += std::string(sb::verdictName(r.verdict)) + " ";
    return out;
}

} // namespace

TEST(PackJudge, EachSolutionIsJudgedOnEveryGroupAndScoredAsThePackageSays)
{
    const PackFolder folder(sumPack());
    const Pack pack = read(folder.root());
    ASSERT_EQ(faults(pack), "");
    ASSERT_EQ(pack.solutions.size(), 3U);
    EXPECT_DOUBLE_EQ(limitsOf(pack).cpuSeconds, 2.0);
    EXPECT_EQ(limitsOf(pack).memoryBytes, 2048ull << 20);

    const SolutionResult right = judge(pack, pack.solutions[0]);
    EXPECT_EQ(right.file, "submissions/accepted/sum.cpp");
    ASSERT_EQ(right.groups.size(), 3U);
    EXPECT_EQ(verdicts(right.groups[0]), "AC ");
    EXPECT_EQ(verdicts(right.groups[1]), "AC AC ");
    EXPECT_EQ(verdicts(right.groups[2]), "AC AC AC ");
    EXPECT_FALSE(right.groups[0].maxScore); // the samples score nothing
    EXPECT_DOUBLE_EQ(right.groups[1].score, 40);
    EXPECT_DOUBLE_EQ(right.groups[2].score, 60);
    EXPECT_DOUBLE_EQ(right.score, 100);
    EXPECT_TRUE(right.accepted);

    // Wrong on the negative test only: the summed group scores two of its three tests.
    const SolutionResult wrong = judge(pack, pack.solutions[2]);
    EXPECT_EQ(wrong.file, "submissions/wrong_answer/no-minus.py");
    EXPECT_EQ(verdicts(wrong.groups[2]), "WA AC AC ");
    EXPECT_DOUBLE_EQ(wrong.groups[2].score, 40);
    EXPECT_DOUBLE_EQ(wrong.score, 80);
    EXPECT_FALSE(wrong.accepted);

    const SolutionResult broken = judge(pack, pack.solutions[1]);
    EXPECT_EQ(broken.file, "submissions/wrong_answer/broken.cpp");
    EXPECT_NE(broken.compileError.find("was not declared in this scope"), std::string::npos) << broken.compileError;
    EXPECT_EQ(verdicts(broken.groups[1]), "CE CE ");
    EXPECT_DOUBLE_EQ(broken.score, 0);

    // Stopped after the sample: the rest is not run.
    int asked = 0;
    const SolutionResult stopped = judge(pack, pack.solutions[0], [&asked] { return ++asked <= 1; });
    EXPECT_TRUE(stopped.stopped);
    EXPECT_EQ(verdicts(stopped.groups[0]), "AC ");
    EXPECT_EQ(verdicts(stopped.groups[1]), "-- -- ");
}

TEST(PackJudge, AGroupWhoseRequiredGroupFailedScoresNothing)
{
    Pack pack = read(PackFolder(sumPack()).root()); // the folder is gone: only the groups are used
    SolutionResult result;
    for (const TestGroup& g : pack.groups) {
        GroupResult r;
        r.name = g.name;
        for (const TestCase& t : g.tests) {
            r.tests.push_back(t.name);
            sb::TestResult passed;
            passed.verdict = sb::Verdict::Accepted;
            r.results.push_back(passed);
        }
        result.groups.push_back(r);
    }
    // The positive group fails one test: the second group, which requires it, scores nothing.
    ASSERT_EQ(result.groups.size(), 3U);
    result.groups[1].results[1].verdict = sb::Verdict::TimeLimit;
    score(pack, result);
    EXPECT_DOUBLE_EQ(result.groups[1].score, 0);
    EXPECT_TRUE(result.groups[2].blocked);
    EXPECT_DOUBLE_EQ(result.groups[2].score, 0);
    EXPECT_DOUBLE_EQ(result.score, 0);
    EXPECT_FALSE(result.accepted);
}

namespace {

/// Each solution of `pack` judged: its groups ("AC", or the tests passed of the tests) and its score.
std::map<std::string, std::string> judgedTable(const Pack& pack)
{
    std::map<std::string, std::string> table;
    for (const Solution& s : pack.solutions) {
        const SolutionResult r = judge(pack, s);
        std::string row;
        for (const GroupResult& g : r.groups)
            row += (g.allPassed() ? "AC" : std::to_string(g.passed) + "/" + std::to_string(g.tests.size())) + " ";
        table[s.file] = row + std::to_string(static_cast<int>(r.score));
    }
    return table;
}

} // namespace

TEST(PackJudge, TheRegionsPackJudgesItsMethodsRightAndItsMistakesWrongWhereTheySlip)
{
    const Pack pack = read(fs::path(STEPBOARD_RESOURCES_DIR) / "packs" / "regions");
    ASSERT_EQ(faults(pack), "");
    EXPECT_EQ(pack.methods(), (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(judgedTable(pack), (std::map<std::string, std::string>{
                         {"submissions/accepted/bfs.cpp", "AC AC AC AC 100"},
                         {"submissions/accepted/bfs.py", "AC AC AC AC 100"},
                         {"submissions/accepted/dfs.cpp", "AC AC AC AC 100"},
                         {"submissions/accepted/dfs.py", "AC AC AC AC 100"},
                         // right, but too slow on the winding region of the large group
                         {"submissions/time_limit_exceeded/relabel.cpp", "AC AC AC 2/3 60"},
                         // counts a cell twice wherever two cells of the flood touch it
                         {"submissions/wrong_answer/marks-late.cpp", "1/2 4/8 1/5 1/3 0"},
                         // never goes up: the climb test and the winding ones
                         {"submissions/wrong_answer/three-directions.cpp", "AC 4/8 1/5 2/3 0"},
                     }));
}

TEST(PackJudge, TheKnapsackPackJudgesItsMethodsRightAndItsMistakesWrongWhereTheySlip)
{
    const Pack pack = read(fs::path(STEPBOARD_RESOURCES_DIR) / "packs" / "knapsack");
    ASSERT_EQ(faults(pack), "");
    EXPECT_EQ(pack.methods(), (std::vector<int>{1, 2, 3, 4}));
    EXPECT_EQ(judgedTable(pack), (std::map<std::string, std::string>{
                         // right, but 2^n calls: past the small group, far past the time limit
                         {"submissions/time_limit_exceeded/recursion.cpp", "AC AC 0/4 0/3 30"},
                         {"submissions/accepted/memo.cpp", "AC AC AC AC 100"},
                         {"submissions/accepted/table.cpp", "AC AC AC AC 100"},
                         {"submissions/accepted/table.py", "AC AC AC AC 100"},
                         {"submissions/accepted/one-row.cpp", "AC AC AC AC 100"},
                         {"submissions/accepted/one-row.py", "AC AC AC AC 100"},
                         // an item taken more than once wherever that pays
                         {"submissions/wrong_answer/one-row-upwards.cpp", "1/2 3/8 0/4 0/3 0"},
                         {"submissions/wrong_answer/same-row.cpp", "1/2 3/8 0/4 0/3 0"},
                     }));
}

TEST(PackJudge, TheQueensPackJudgesItsMethodsRightAndItsMistakesWrongWhereTheySlip)
{
    const Pack pack = read(fs::path(STEPBOARD_RESOURCES_DIR) / "packs" / "queens");
    ASSERT_EQ(faults(pack), "");
    EXPECT_EQ(pack.methods(), (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(judgedTable(pack), (std::map<std::string, std::string>{
                         // right, but n^n placements: 10^10 for the large group
                         {"submissions/time_limit_exceeded/every-placement.cpp", "AC AC AC 0/2 60"},
                         {"submissions/accepted/look-at-board.cpp", "AC AC AC AC 100"},
                         {"submissions/accepted/arrays.cpp", "AC AC AC AC 100"},
                         {"submissions/accepted/arrays.py", "AC AC AC AC 100"},
                         // right only where nothing is ever undone (n = 1, and no way at all for 2 and 3)
                         {"submissions/wrong_answer/no-undo.cpp", "1/2 3/6 0/2 0/2 0"},
                         // lets two queens share a diagonal: right for one queen alone
                         {"submissions/wrong_answer/one-diagonal.cpp", "0/2 1/6 0/2 0/2 0"},
                     }));
}

TEST(PackBoard, AGridATableARowAndPilesAreReadAsTheBoardLaysThemOut)
{
    Board grid;
    grid.shape = Board::Shape::Grid;
    PackMisfit why;
    // Rows as texts (a C++ vector<string>, a Python list of str) or as lists.
    const std::optional<PackCells> texts = readBoard(grid, R"(["..#", "#.o"])", &why);
    ASSERT_TRUE(texts);
    EXPECT_EQ(texts->rows, 2);
    EXPECT_EQ(texts->cols, 3);
    EXPECT_EQ(texts->cells, (std::vector<std::string>{".", ".", "#", "#", ".", "o"}));
    EXPECT_EQ(readBoard(grid, R"([[".", ".", "#"], ["#", ".", "o"]])")->cells, texts->cells);
    // From index 1, drawn from the bottom up.
    Board table = grid;
    table.shape = Board::Shape::Table;
    table.first = 1;
    table.fromBottom = true;
    const std::optional<PackCells> dp = readBoard(table, "[[0, 0, 0], [0, 1, 2], [0, 3, 4]]");
    ASSERT_TRUE(dp);
    EXPECT_EQ(dp->cells, (std::vector<std::string>{"3", "4", "1", "2"}));
    EXPECT_EQ(lookedAt(table, *dp, {"1", "2"}), std::pair(1, 1)); // row 1 is drawn last
    EXPECT_EQ(lookedAt(table, *dp, {"3", "1"}), std::nullopt);    // off the board
    EXPECT_EQ(lookedAt(table, *dp, {std::nullopt, "1"}), std::nullopt);
    Board row;
    row.shape = Board::Shape::Row;
    const std::optional<PackCells> one = readBoard(row, "[5, 9, 2]");
    ASSERT_TRUE(one);
    EXPECT_EQ(one->rows, 1);
    EXPECT_EQ(one->cells, (std::vector<std::string>{"5", "9", "2"}));
    EXPECT_EQ(lookedAt(row, *one, {"2"}), std::pair(0, 2));
    Board piles;
    piles.shape = Board::Shape::Piles;
    const std::optional<PackCells> cards = readBoard(piles, R"([["QH", "2C"], [], ["5S"]])");
    ASSERT_TRUE(cards);
    EXPECT_EQ(cards->cols, 2);
    EXPECT_EQ(cards->cells, (std::vector<std::string>{"QH", "2C", "", "", "5S", ""}));
    // What cannot be a board, and why.
    EXPECT_FALSE(readBoard(grid, "7", &why));
    EXPECT_EQ(why.kind, PackMisfit::Kind::NotAList);
    EXPECT_FALSE(readBoard(grid, "[[1, 2], 3]", &why));
    EXPECT_EQ(why.kind, PackMisfit::Kind::NotARow);
    EXPECT_EQ(why.row, 1);
    EXPECT_FALSE(readBoard(grid, "[[1, 2], [3, ...]]", &why));
    EXPECT_EQ(why.kind, PackMisfit::Kind::Cut);
    EXPECT_FALSE(readBoard(grid, "[[1, 2", &why));
    EXPECT_EQ(why.kind, PackMisfit::Kind::Unreadable);
}

TEST(Pack, ACommentVariantMustHoldItsSolutionsCodeLineForLine)
{
    EXPECT_EQ(codeLines("int a = 1; // one\n/* two\n lines */ int b = 2;  \nputs(\"// not a comment\");\n", Language::Cpp),
              (std::vector<std::string>{"int a = 1;", "", " int b = 2;", "puts(\"// not a comment\");", ""}));
    EXPECT_EQ(codeLines("a = 1  # one\nprint('#', \"it's\")\n", Language::Python),
              (std::vector<std::string>{"a = 1", "print('#', \"it's\")", ""}));
    std::map<std::string, std::string> files = floodFill();
    files["submissions/accepted/bfs.cpp"] = "// Breadth first.\nint main() {\n    return 0; // done\n}\n";
    files["submissions/accepted/bfs.zh_TW.cpp"] = "// 廣度優先。\nint main() {\n    return 0; // 結束\n}\n";
    files["submissions/accepted/dfs.zh_CN.cpp"] = "int main() {}\n// 多了一行\nint x;\n";
    std::string yaml = files["stepboard.yaml"];
    const std::string dfs = "  submissions/accepted/dfs.cpp:\n    method: 2\n";
    ASSERT_NE(yaml.find(dfs), std::string::npos);
    yaml.replace(yaml.find(dfs), dfs.size(), dfs + "    comments: {zh_CN: submissions/accepted/dfs.zh_CN.cpp}\n");
    files["stepboard.yaml"] = yaml;
    const PackFolder folder(files);
    const Pack pack = read(folder.root());
    EXPECT_EQ(faults(pack), "submissions/wrong_answer/Late.java: submissions/wrong_answer/Late.java is neither C++ nor Python, left aside\n"
                            "submissions/accepted/dfs.zh_CN.cpp:3:1: the zh_CN comments' file submissions/accepted/dfs.zh_CN.cpp "
                            "is not the solution's code on line 3, left aside\n");
    EXPECT_EQ(pack.method(1).at(0)->commentVariants.at("zh_TW"), "submissions/accepted/bfs.zh_TW.cpp");
    EXPECT_TRUE(pack.method(2).at(0)->commentVariants.empty());
    EXPECT_EQ(pack.solutions.size(), 4U); // neither variant is a submission
}

// G's growth measures a test by its bytes, or by the product of the numbers stepboard.yaml names.
TEST(Pack, AnInputsSizeIsItsBytesOrTheProductOfTheNumbersNamed)
{
    std::map<std::string, std::string> files = floodFill();
    const PackFolder plain(files);
    EXPECT_EQ(read(plain.root()).sizeOf("3 4\n...\n"), 8.0);
    files["stepboard.yaml"] += "size:\n  numbers: [1, 2]\n  name: n × m\n";
    const PackFolder named(files);
    const Pack pack = read(named.root());
    EXPECT_EQ(faults(pack), "submissions/wrong_answer/Late.java: submissions/wrong_answer/Late.java is neither C++ nor Python, left aside\n");
    EXPECT_EQ(pack.size.name, "n × m");
    EXPECT_EQ(pack.sizeOf("3 4\n....\n"), 12.0);
    EXPECT_EQ(pack.sizeOf("  30\r\n\t40 7\n"), 1200.0);
    EXPECT_EQ(pack.sizeOf("3\n"), 0.0) << "a number missing";
    EXPECT_EQ(pack.sizeOf("3 x\n"), 0.0) << "no number";
    EXPECT_EQ(pack.sizeOf("3 0\n"), 0.0) << "no positive number";
    std::map<std::string, std::string> bad = floodFill();
    bad["stepboard.yaml"] += "size:\n  numbers: [0, two]\n";
    const PackFolder wrong(bad);
    const Pack badPack = read(wrong.root());
    EXPECT_NE(faults(badPack).find("size.numbers"), std::string::npos) << faults(badPack);
    EXPECT_TRUE(badPack.size.numbers.empty());
}

// The three packs made here have their comments in every language of the window, each the solution's own
// code line for line (a variant that is not is left aside with a fault).
TEST(Pack, EverySolutionOfThePacksMadeHereHasItsCommentsInEveryLanguage)
{
    for (const std::string name : {"regions", "knapsack", "queens"}) {
        const Pack pack = read(fs::path(STEPBOARD_RESOURCES_DIR) / "packs" / name);
        EXPECT_EQ(faults(pack), "") << name;
        for (const Solution& s : pack.solutions)
            for (const std::string language : {"zh_TW", "zh_CN", "vi"}) {
                ASSERT_EQ(s.commentVariants.count(language), 1u) << s.file << " " << language;
                const std::string variant = sb::rec::readWhole(pack.root / s.commentVariants.at(language));
                EXPECT_EQ(codeLines(variant, s.language), codeLines(sb::rec::readWhole(pack.root / s.file), s.language));
                EXPECT_NE(variant, sb::rec::readWhole(pack.root / s.file)) << "its comments are translated";
            }
    }
}

TEST(PackJudge, CheckingAPackBuildsAndRunsItsSolutionsAndFindsTheirBoards)
{
    const PackFolder folder({
        {"problem.yaml", "name: Sum\n"},
        {"data/sample/1.in", "1 2\n"},
        {"data/sample/1.ans", "3\n"},
        {"data/secret/1.in", "2 2\n"},
        {"data/secret/1.ans", "4\n"},
        {"submissions/accepted/sum.cpp", "#include <iostream>\n#include <vector>\nint main() {\n"
                                         "    std::vector<long long> v(2);\n    std::cin >> v[0] >> v[1];\n"
                                         "    std::cout << v[0] + v[1] << '\\n';\n}\n"},
        {"submissions/accepted/sum.py", "a, b = map(int, input().split())\nprint(a + b)\n"},
        {"submissions/accepted/broken.cpp", "int main() {\n    int a\n    return 0;\n}\n"},
        {"submissions/accepted/scalar.py", "v = sum(map(int, input().split()))\nprint(v)\n"},
        {"submissions/accepted/plain.py", "print(sum(map(int, input().split())) + 1)\n"},
        {"submissions/wrong_answer/minus.py", "a, b = map(int, input().split())\nprint(a - b)\n"},
        {"stepboard.yaml", "solutions:\n"
                           "  submissions/accepted/sum.cpp: {method: 1}\n"
                           "  submissions/accepted/sum.py:\n    method: 1\n    board: w\n"
                           "  submissions/accepted/broken.cpp: {method: 2}\n"
                           "  submissions/accepted/scalar.py: {method: 3}\n"
                           "  submissions/accepted/plain.py: {method: 4, board: none}\n"
                           "  submissions/wrong_answer/minus.py: {wrong: minus}\n"
                           "board:\n  variable: v\n  shape: row\n"},
    });
    const Pack pack = read(folder.root());
    ASSERT_EQ(faults(pack), "");
    std::string found;
    for (const Fault& f : check(pack)) {
        std::string line = describe(f) + (f.severe ? " [severe]" : "");
        // g++ quotes a name in the quotes of the locale: the words before them are the same anywhere.
        if (f.kind == Fault::Kind::DoesNotBuild)
            line = line.substr(0, line.find("before ") + 7);
        found += line + "\n";
    }
    // In the order of the solutions' files; the C++ sum is built, right on the sample, its board v found.
    EXPECT_EQ(found, "submissions/accepted/broken.cpp:3:5: submissions/accepted/broken.cpp does not build: expected "
                     "initializer before \n"
                     // A method must pass the samples; a mistake may fail them. It keeps no board, as it says.
                     "data/sample/1.in: submissions/accepted/plain.py fails the sample sample/1 (WA)\n"
                     // v is a number there: no row.
                     "stepboard.yaml:11:13: the board's variable v in submissions/accepted/scalar.py is never laid out "
                     "as the board says\n"
                     // Python's names w, which it lacks.
                     "stepboard.yaml:5:12: the board's variable w is never found in submissions/accepted/sum.py\n"
                     "stepboard.yaml:11:13: the board's variable v is never found in submissions/wrong_answer/minus.py\n");
    // Asked to stop before the first solution, it checks none.
    EXPECT_TRUE(check(pack, [] { return false; }).empty());
}
