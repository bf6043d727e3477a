// SPDX-License-Identifier: GPL-3.0-or-later
// Problems kept for other judges (Themis's folders of tests, CMS's tasks), made by the tests in the
// layouts those judges write, imported as packs: the tests and subtasks with their scores, the limits,
// the statement and the solutions, every text in UTF-8; what cannot be taken is said and left out, and
// nothing is written outside the pack's folder.
#include "pack.h"
#include "encoded.h"
#include "packimport.h"
#include "sandbox.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>

namespace fs = std::filesystem;
using sb::pack::ImportNote;
using sb::pack::Layout;

namespace {

void write(const fs::path& file, const std::string& bytes)
{
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << bytes;
}

std::string read(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// `utf8` as iconv writes it in `encoding`, with Windows' line ends.
std::string encode(const std::string& utf8, const char* encoding)
{
    std::string crlf;
    for (const char c : sb::pack::test::encoded(utf8, encoding))
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    return crlf;
}

std::vector<std::string> filesUnder(const fs::path& root)
{
    std::vector<std::string> out;
    for (const auto& entry : fs::recursive_directory_iterator(root))
        if (entry.is_regular_file())
            out.push_back(fs::relative(entry.path(), root).string());
    std::sort(out.begin(), out.end());
    return out;
}

/// A Themis task as its folder holds it: a folder a test, the names in capitals.
fs::path themisTask(const fs::path& under)
{
    const fs::path task = under / "BAI1";
    for (int i = 1; i <= 11; ++i) {
        const std::string folder = "Test" + std::string(i < 10 ? "0" : "") + std::to_string(i);
        write(task / folder / "BAI1.INP", std::to_string(i) + " " + std::to_string(i) + "\r\n");
        write(task / folder / "BAI1.OUT", std::to_string(2 * i) + "\r\n");
    }
    return task;
}

} // namespace

TEST(PackImport, AThemisFolderOfTestsIsAScoredPackInTheTestsOrder)
{
    const sb::box::WorkFolder work;
    const fs::path task = themisTask(work.path());
    // A test without its answer, and a test whose answer a Vietnamese teacher wrote in Windows-1258 (most
    // toned letters a letter and a tone mark after it, as that encoding writes them).
    const std::string sentence = "0\nĐúng: hai số bằng nhau nên tổng của chúng là một số chẵn, và số không cũng vậy.\n";
    write(task / "Test12" / "BAI1.INP", "12 12\n");
    write(task / "Test13" / "bai1.inp", "0 0\n");
    write(task / "Test13" / "bai1.ok", encode(sentence, "WINDOWS-1258"));
    ASSERT_NE(read(task / "Test13" / "bai1.ok"), sentence);
    ASSERT_EQ(sb::pack::recognise(task), Layout::Themis);
    const sb::pack::Imported imported = sb::pack::importProblem(task, work.path() / "pack");
    ASSERT_FALSE(imported.refused) << *imported.refused;
    EXPECT_EQ(imported.layout, Layout::Themis);
    EXPECT_EQ(imported.name, "BAI1");
    EXPECT_EQ(imported.samples, 1u);
    EXPECT_EQ(imported.tests, 12u);
    EXPECT_EQ(imported.groups, 1u);
    ASSERT_EQ(imported.notes.size(), 1u);
    EXPECT_EQ(imported.notes[0].kind, ImportNote::Kind::NoAnswer);
    EXPECT_EQ(sb::pack::describe(imported.notes[0]), "Test12/BAI1.INP: a test without its answer, left out");

    const fs::path pack = work.path() / "pack";
    EXPECT_EQ(read(pack / "problem.yaml"), "problem_format_version: 2023-07\nname: \"BAI1\"\ntype: scoring\n");
    EXPECT_EQ(read(pack / "data" / "secret" / "Test02.in"), "2 2\n"); // CRLF written as LF
    EXPECT_EQ(read(pack / "data" / "secret" / "Test13.ans"), sentence);
    EXPECT_EQ(read(pack / "data" / "sample" / "Test01.ans"), "2\n");
    // Read back as a pack: the tests in their natural order (Test2 before Test10), out of 100 together.
    const sb::pack::Pack read = sb::pack::read(pack);
    ASSERT_EQ(read.groups.size(), 2u);
    EXPECT_EQ(read.groups[0].name, "sample");
    EXPECT_EQ(read.groups[1].name, "secret");
    EXPECT_EQ(read.groups[1].tests.size(), 12u);
    EXPECT_EQ(read.groups[1].maxScore, 100.0);
    EXPECT_EQ(read.groups[1].tests[1].name, "secret/Test02");
    EXPECT_EQ(read.groups[1].tests[9].name, "secret/Test10");
}

TEST(PackImport, ACmsTaskKeepsItsSubtasksScoresLimitsStatementAndSolution)
{
    const sb::box::WorkFolder work;
    const fs::path task = work.path() / "tong";
    for (int i = 0; i < 7; ++i) {
        write(task / "input" / ("input" + std::to_string(i) + ".txt"), std::to_string(i) + " 1\n");
        write(task / "output" / ("output" + std::to_string(i) + ".txt"), std::to_string(i + 1) + "\n");
    }
    write(task / "task.yaml", "name: tong\ntitle: Tổng\ntime_limit: 1.5\nmemory_limit: 128\nn_input: 7\n"
                              "public_testcases: 0\nscore_type: GroupMin\nscore_type_parameters: \"see GEN\"\n");
    // The subtasks as gen/GEN says them: a "# ST:" line each, then a line a test; the last test is in none.
    write(task / "gen" / "GEN", "# ST: 40\n1 1\n2 1\n# a comment\n\n# ST: 60\n3 1\n4 1\n5 1\n");
    write(task / "gen" / "GEN.bak", "");
    write(task / "statement" / "statement.pdf", "%PDF-1.4\n");
    write(task / "sol" / "tong.cpp", "// T\xE1\xBB\x95ng\nint main() {}\n");
    ASSERT_EQ(sb::pack::recognise(task), Layout::Cms);
    const sb::pack::Imported imported = sb::pack::importProblem(task, work.path() / "pack", "vi");
    ASSERT_FALSE(imported.refused) << *imported.refused;
    EXPECT_EQ(imported.name, "Tổng");
    EXPECT_EQ(imported.samples, 1u);
    EXPECT_EQ(imported.tests, 7u);
    EXPECT_EQ(imported.groups, 3u);
    EXPECT_TRUE(imported.notes.empty());
    const fs::path pack = work.path() / "pack";
    EXPECT_EQ(filesUnder(pack), (std::vector<std::string>{
                                    "data/sample/0.ans", "data/sample/0.in",
                                    "data/secret/subtask1/0.ans", "data/secret/subtask1/0.in", "data/secret/subtask1/1.ans",
                                    "data/secret/subtask1/1.in", "data/secret/subtask1/test_group.yaml",
                                    "data/secret/subtask2/2.ans", "data/secret/subtask2/2.in", "data/secret/subtask2/3.ans",
                                    "data/secret/subtask2/3.in", "data/secret/subtask2/4.ans", "data/secret/subtask2/4.in",
                                    "data/secret/subtask2/test_group.yaml", "data/secret/subtask3/5.ans",
                                    "data/secret/subtask3/5.in", "data/secret/subtask3/6.ans", "data/secret/subtask3/6.in",
                                    "data/secret/subtask3/test_group.yaml", "problem.yaml", "statement/problem.vi.pdf",
                                    "stepboard.yaml", "submissions/accepted/tong.cpp"}));
    EXPECT_EQ(read(pack / "problem.yaml"),
              "problem_format_version: 2023-07\nname: \"Tổng\"\ntype: scoring\nlimits:\n  time_limit: 1.5\n  memory: 128\n");
    EXPECT_EQ(read(pack / "data" / "secret" / "subtask2" / "test_group.yaml"), "max_score: 60\nscore_aggregation: min\n");
    EXPECT_EQ(read(pack / "data" / "secret" / "subtask3" / "test_group.yaml"), "max_score: 0\nscore_aggregation: sum\n");
    EXPECT_EQ(read(pack / "stepboard.yaml"), "solutions:\n  submissions/accepted/tong.cpp: {method: 1}\n");
    const sb::pack::Pack read = sb::pack::read(pack);
    EXPECT_EQ(read.timeLimit, 1.5);
    EXPECT_EQ(read.memoryMiB, 128);
    EXPECT_TRUE(read.scoring);
    ASSERT_EQ(read.groups.size(), 4u);
    EXPECT_EQ(read.groups[1].maxScore, 40.0);
    EXPECT_EQ(read.groups[1].aggregation, sb::pack::Aggregation::Min);
    EXPECT_EQ(read.statements.at("vi"), "statement/problem.vi.pdf");
    ASSERT_EQ(read.methods(), std::vector<int>{1});
}

TEST(PackImport, TaskYamlsOwnSubtasksTakeTheTestsInTurnAndABrokenOneIsSaid)
{
    const sb::box::WorkFolder work;
    const fs::path task = work.path() / "t";
    for (int i = 0; i < 3; ++i) {
        write(task / "input" / ("input" + std::to_string(i) + ".txt"), "1\n");
        write(task / "output" / ("output" + std::to_string(i) + ".txt"), "1\n");
    }
    write(task / "task.yaml", "title: T\nscore_type: GroupMin\nscore_type_parameters: [[25, 1], [75, 2], [0, 5]]\n");
    sb::pack::Imported imported = sb::pack::importProblem(task, work.path() / "a");
    ASSERT_FALSE(imported.refused);
    EXPECT_EQ(imported.groups, 2u);
    ASSERT_EQ(imported.notes.size(), 1u);
    EXPECT_EQ(sb::pack::describe(imported.notes[0]), "task.yaml: subtask 3 has no test that is there, left out");
    EXPECT_EQ(read(work.path() / "a" / "data" / "secret" / "subtask2" / "test_group.yaml"),
              "max_score: 75\nscore_aggregation: min\n");

    write(task / "task.yaml", "title: [T\n");
    imported = sb::pack::importProblem(task, work.path() / "b");
    ASSERT_FALSE(imported.refused);
    ASSERT_FALSE(imported.notes.empty());
    EXPECT_EQ(imported.notes[0].kind, ImportNote::Kind::BadTaskYaml);
    EXPECT_EQ(imported.name, "t");
    EXPECT_EQ(imported.groups, 1u);
    EXPECT_EQ(read(work.path() / "b" / "problem.yaml"), "problem_format_version: 2023-07\nname: \"t\"\ntype: pass-fail\n");
}

TEST(PackImport, WhatCannotBeTakenIsSaidAndNothingIsWrittenOutsideThePack)
{
    const sb::box::WorkFolder work;
    const fs::path task = themisTask(work.path());
    // A link out of the task (a test's folder that is one), and a test that is no text in any encoding.
    write(work.path() / "outside" / "BAI1.INP", "secret\n");
    write(work.path() / "outside" / "BAI1.OUT", "secret\n");
    fs::create_directory_symlink(work.path() / "outside", task / "Test12");
    write(task / "Test13" / "BAI1.INP", std::string("\x00\x01\xFF\xFE\x80", 5));
    write(task / "Test13" / "BAI1.OUT", "1\n");
    const sb::pack::Imported imported = sb::pack::importProblem(task, work.path() / "pack");
    ASSERT_FALSE(imported.refused);
    EXPECT_EQ(imported.tests, 11u);
    std::vector<std::string> said;
    for (const ImportNote& note : imported.notes)
        said.push_back(sb::pack::describe(note));
    ASSERT_EQ(said.size(), 2u);
    EXPECT_EQ(said[0], "Test12: a symbolic link, not followed");
    EXPECT_TRUE(said[1].starts_with("Test13/BAI1.INP: byte 0x")) << said[1];
    EXPECT_TRUE(said[1].ends_with(": left out")) << said[1];
    for (const std::string& file : filesUnder(work.path() / "pack"))
        EXPECT_EQ(file.find("Test12"), std::string::npos) << file;

    // A folder that is no layout, a pack's folder that is not empty, a folder with no answered test.
    const fs::path none = work.path() / "none";
    write(none / "readme.txt", "hello\n");
    sb::pack::Imported refused = sb::pack::importProblem(none, work.path() / "x");
    ASSERT_TRUE(refused.refused);
    EXPECT_EQ(*refused.refused, none.string() + " is no problem in a layout StepBoard knows: Themis's folders of tests, "
                                                "or CMS's task.yaml with input/ and output/");
    EXPECT_FALSE(fs::exists(work.path() / "x"));
    refused = sb::pack::importProblem(task, none);
    ASSERT_TRUE(refused.refused);
    EXPECT_EQ(*refused.refused, none.string() + " is there already and is not an empty folder");
    EXPECT_EQ(filesUnder(none), std::vector<std::string>{"readme.txt"});
    // More than an import reads: refused before anything is written.
    sb::pack::ImportLimits small;
    small.files = 5;
    refused = sb::pack::importProblem(task, work.path() / "y", "en", small);
    ASSERT_TRUE(refused.refused);
    EXPECT_FALSE(fs::exists(work.path() / "y"));
}
