// SPDX-License-Identifier: GPL-3.0-or-later
// The listings shown beside the board are real programs: they compile, run,
// print what the engine prints, and run each anchored line exactly as often
// as the engine steps on it.
#include "accordion_inputs.h"
#include "cards/cards.h"
#include "cards/randomtable.h"
#include "caro/caro.h"
#include "core/listing.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <regex>
#include <set>
#include <sstream>

namespace fs = std::filesystem;
using sb::test::readFile;
using sb::test::runCommand;
using sb::test::writeFile;

namespace {

struct Case {
    const sb::ProblemDesc* problem;
    std::string method;
    sb::CodeLanguage language;
};

std::string extension(sb::CodeLanguage l)
{
    return l == sb::CodeLanguage::Cpp ? ".cpp" : ".py";
}

void PrintTo(const Case& c, std::ostream* os)
{
    *os << c.problem->id << "/" << c.method << extension(c.language);
}

std::string caseName(const testing::TestParamInfo<Case>& info)
{
    std::string name = std::string(info.param.problem->id) + "_" + info.param.method +
                       (info.param.language == sb::CodeLanguage::Cpp ? "_cpp" : "_py");
    for (char& ch : name)
        if (ch == '-')
            ch = '_';
    return name;
}

std::vector<Case> allCases()
{
    std::vector<Case> cases;
    for (const sb::ProblemDesc* p : sb::problems())
        for (const sb::MethodDesc& m : p->methods)
            for (const auto l : {sb::CodeLanguage::Cpp, sb::CodeLanguage::Python})
                cases.push_back({p, std::string(m.id), l});
    return cases;
}

/// gcov -t's report of listing.cpp (it also reports the library headers) into line -> count.
std::map<int, std::uint64_t> parseGcov(const std::string& text)
{
    std::map<int, std::uint64_t> counts;
    std::istringstream in(text);
    std::string row;
    bool inListing = false;
    while (std::getline(in, row)) {
        if (row.find(":    0:Source:") != std::string::npos)
            inListing = row.ends_with(":Source:listing.cpp");
        if (!inListing)
            continue;
        const auto first = row.find(':');
        const auto second = row.find(':', first + 1);
        if (first == std::string::npos || second == std::string::npos)
            continue;
        std::string count = row.substr(0, first);
        count.erase(0, count.find_first_not_of(' '));
        if (!count.empty() && count.back() == '*')
            count.pop_back();
        const int line = std::stoi(row.substr(first + 1, second - first - 1));
        if (line == 0 || count == "-")
            continue;
        counts[line] = count == "#####" ? 0 : std::stoull(count);
    }
    return counts;
}

/// pycount.py's "line count" rows into line -> count.
std::map<int, std::uint64_t> parsePycount(const std::string& text)
{
    std::map<int, std::uint64_t> counts;
    std::istringstream in(text);
    int line = 0;
    std::uint64_t count = 0;
    while (in >> line >> count)
        counts[line] = count;
    return counts;
}

/// Caro inputs the listings must agree on: the sample, the traps' own cases
/// and random games small enough for the whole-board scan in Python.
std::vector<std::string> caroInputs()
{
    std::vector<std::string> all = {
        readFile(sb::test::resources() / "samples/caro/sample.txt"),
        "7 9\n1 1\n7 1\n1 2\n7 3\n1 4\n7 5\n1 5\n7 7\n1 3\n",
        "7 11\n2 1\n7 1\n2 2\n7 3\n2 3\n7 5\n2 5\n7 7\n2 6\n5 1\n2 4\n",
        "7 9\n1 5\n7 7\n2 4\n7 5\n3 3\n7 3\n4 2\n7 1\n5 1\n",
        "4 16\n1 1\n1 2\n1 3\n1 4\n2 1\n2 2\n2 3\n2 4\n3 1\n3 2\n3 3\n3 4\n4 1\n4 2\n4 3\n4 4\n",
    };
    std::mt19937 rng(11);
    for (int i = 0; i < 6; ++i)
        all.push_back(sb::test::randomCaro(rng, 6 + i, 20 + 6 * i));
    return all;
}

/// Card inputs: the samples, the editorial's self-tests and random tables
/// needing one to five rounds.
std::vector<std::string> cardsInputs()
{
    std::vector<std::string> all;
    for (const char* name : {"sample-1", "sample-2", "self-test-1", "self-test-2", "self-test-3", "self-test-4"})
        all.push_back(readFile(sb::test::resources() / "samples/cards" / (std::string(name) + ".txt")));
    for (int rounds = 1; rounds <= 5; ++rounds) {
        sb::cards::RandomTableOptions o;
        o.n = 4;
        o.m = 10;
        o.rounds = rounds;
        o.seed = static_cast<std::uint32_t>(rounds * 7);
        all.push_back(sb::cards::randomTable(o).value());
    }
    return all;
}

std::vector<std::string> inputs(const sb::ProblemDesc& problem)
{
    if (problem.id == "accordion")
        return sb::test::accordionInputs();
    return problem.id == "caro" ? caroInputs() : cardsInputs();
}

class Listing : public testing::TestWithParam<Case> {
protected:
    void SetUp() override
    {
        m_problem = GetParam().problem;
        m_method = m_problem->method(GetParam().method);
        ASSERT_NE(m_method, nullptr);
        m_folder = sb::test::resources() / "listings" / std::string(m_problem->id);
        m_source = m_folder / (std::string(m_method->listing) + extension(GetParam().language));
        m_text = readFile(m_source);
        m_listing = sb::parseListing(m_text, GetParam().language);
        m_dir = sb::test::freshDir("listing");
        m_program = m_dir / ("listing" + extension(GetParam().language));
        writeFile(m_program, m_text);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    /// Builds the C++ listing with line counting; nothing to build for Python.
    void build()
    {
        if (GetParam().language != sb::CodeLanguage::Cpp)
            return;
        const std::string cmd = "cd '" + m_dir.string() + "' && " STEPBOARD_CXX
                                " -std=c++17 -O0 --coverage -c listing.cpp -o listing.o 2>&1 && " STEPBOARD_CXX
                                " --coverage listing.o -o listing 2>&1";
        std::string log;
        ASSERT_EQ(runCommand(cmd, &log), 0) << log;
    }

    /// Runs the listing on `input`; returns its output and fills per-line counts.
    std::string run(const std::string& input, std::map<int, std::uint64_t>& counts)
    {
        const fs::path in = m_dir / "input.txt";
        writeFile(in, input);
        std::string out, report;
        if (GetParam().language == sb::CodeLanguage::Cpp) {
            fs::remove(m_dir / "listing.gcda");
            EXPECT_EQ(runCommand("cd '" + m_dir.string() + "' && ./listing < input.txt", &out), 0);
            EXPECT_EQ(runCommand("cd '" + m_dir.string() + "' && " STEPBOARD_GCOV " -t listing.cpp 2>/dev/null", &report), 0);
            counts = parseGcov(report);
        } else {
            const std::string cmd = "cd '" + m_dir.string() + "' && " STEPBOARD_PYTHON " " STEPBOARD_PYCOUNT " '" +
                                    m_program.string() + "' counts.txt < input.txt";
            EXPECT_EQ(runCommand(cmd, &out), 0);
            counts = parsePycount(readFile(m_dir / "counts.txt"));
        }
        return out;
    }

    const sb::ProblemDesc* m_problem = nullptr;
    const sb::MethodDesc* m_method = nullptr;
    fs::path m_folder, m_source, m_dir, m_program;
    std::string m_text;
    sb::Listing m_listing;
};

} // namespace

TEST_P(Listing, EveryAnchorIsOneTheEngineKnows)
{
    const auto& names = m_problem->anchors;
    const auto anchors = m_listing.anchors();
    EXPECT_FALSE(anchors.empty());
    for (const auto& [name, line] : anchors)
        EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name << " at line " << line;
}

TEST_P(Listing, CodeIsTheSameInEveryCommentLanguage)
{
    const auto table = sb::CommentTable::fromTsv(readFile(m_folder / "comments.tsv"));
    const std::string english = m_listing.render(table, "en");
    for (const std::string_view lang : sb::kCommentLanguages) {
        const std::string text = m_listing.render(table, lang);
        const sb::Listing again = sb::parseListing(text, GetParam().language);
        ASSERT_EQ(again.lines.size(), m_listing.lines.size()) << lang;
        for (std::size_t i = 0; i < again.lines.size(); ++i) {
            EXPECT_EQ(again.lines[i].code, m_listing.lines[i].code) << lang << " line " << i + 1;
            if (!m_listing.lines[i].comment.empty()) {
                EXPECT_TRUE(table.translate(m_listing.lines[i].comment, lang).has_value())
                    << "no " << lang << " for: " << m_listing.lines[i].comment;
            }
        }
        EXPECT_EQ(text.find("@"), std::string::npos) << "a marker shows in " << lang;
        if (lang != "en") {
            EXPECT_NE(text, english) << lang << " comments are not translated";
        }
    }
}

TEST_P(Listing, PrintsTheEngineAnswerAndRunsEachAnchoredLineAsOftenAsTheEngineSteps)
{
    build();
    if (HasFatalFailure())
        return;
    const auto anchors = m_listing.anchors();
    int ran = 0;
    for (const std::string& input : inputs(*m_problem)) {
        // A method that never ends on this input has no output and no counts to compare.
        if (m_method->solve(*m_problem->parse(input), sb::kDefaultWorkBudget).stopped())
            continue;
        ++ran;
        std::map<int, std::uint64_t> counts;
        const std::string out = run(input, counts);
        const sb::test::TraceSummary engine = sb::test::runTrace(*m_problem, *m_method, input);
        ASSERT_EQ(out, engine.output) << input;
        for (const auto& [name, steps] : engine.perAnchor)
            EXPECT_TRUE(anchors.count(name)) << "the engine steps on " << name << ", which the listing lacks";
        for (const auto& [name, line] : anchors) {
            const auto it = engine.perAnchor.find(name);
            const std::uint64_t engineSteps = it == engine.perAnchor.end() ? 0 : it->second;
            const std::uint64_t executed = counts.count(line) ? counts.at(line) : 0;
            EXPECT_EQ(engineSteps, executed) << "anchor " << name << " (line " << line << ") on input:\n" << input;
        }
    }
    EXPECT_GT(ran, 0) << "no input on which the method ends";
}

TEST_P(Listing, NamesEveryVariableTheEngineChanges)
{
    std::set<std::string> identifiers;
    const std::regex word("[A-Za-z_][A-Za-z0-9_]*");
    for (const sb::ListingLine& line : m_listing.lines)
        for (std::sregex_iterator it(line.code.begin(), line.code.end(), word), end; it != end; ++it)
            identifiers.insert(it->str());
    std::set<int> changed;
    for (const std::string& input : inputs(*m_problem)) {
        sb::Trace trace = m_method->trace(m_problem->parse(input));
        while (trace.steps.next())
            for (const sb::VarChange& v : trace.steps.value().changedVars())
                changed.insert(v.var);
    }
    EXPECT_FALSE(changed.empty());
    for (const int var : changed) {
        const std::string_view cppName = m_problem->variables[static_cast<std::size_t>(var)];
        const std::string name = sb::variableName(cppName, GetParam().language);
        EXPECT_TRUE(identifiers.count(name)) << "the engine changes " << name << ", which the listing lacks";
    }
}

INSTANTIATE_TEST_SUITE_P(AllMethods, Listing, testing::ValuesIn(allCases()), caseName);
