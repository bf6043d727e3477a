// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "core/scope.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

namespace sb::test {

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path.string());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeFile(const std::filesystem::path& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

std::filesystem::path resources()
{
    return STEPBOARD_RESOURCES_DIR;
}

std::string firstDifferentLine(const std::string& a, const std::string& b)
{
    if (a == b)
        return {};
    const auto [i, j] = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
    const auto lineOf = [](const std::string& text, std::string::const_iterator at) {
        const auto offset = static_cast<std::size_t>(at - text.begin());
        const std::size_t start = offset == 0 ? std::string::npos : text.rfind('\n', offset - 1);
        const std::size_t from = start == std::string::npos ? 0 : start + 1;
        return text.substr(from, text.find('\n', from) - from);
    };
    return "line " + std::to_string(std::count(a.begin(), i, '\n') + 1) + ": \"" + lineOf(a, i) + "\" against \"" +
           lineOf(b, j) + "\"";
}

int runCommand(const std::string& command, std::string* out)
{
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe)
        return -1;
    std::array<char, 4096> buffer{};
    std::string text;
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
        text.append(buffer.data(), n);
    const int status = pclose(pipe);
    if (out)
        *out = std::move(text);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::filesystem::path freshDir(const std::string& stem)
{
    static int counter = 0;
    const auto dir = std::filesystem::temp_directory_path() /
                     ("stepboard-" + stem + "-" + std::to_string(getpid()) + "-" + std::to_string(++counter));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

TraceSummary runTrace(const ProblemDesc& problem, const MethodDesc& method, const std::string& input,
                      CodeLanguage language)
{
    Trace trace = method.trace(problem.parse(input), language);
    TraceSummary summary;
    // Stepped line by line (the problems whose format-1 steps differ), a debugger stops twice on a
    // line that tests what a call returns (`if (dfs(d + 1))`): on the call, and back on the line
    // after the call's frame is gone. gcov counts that line once.
    const bool lineByLine = problem.legacy != nullptr;
    std::vector<int> lastAt;
    int lastDepth = -1;
    while (trace.steps.next()) {
        const Step& s = trace.steps.value();
        ++summary.steps;
        if (lastAt.size() <= s.depth)
            lastAt.resize(s.depth + 1u, -1);
        const bool back = lineByLine && lastDepth > s.depth && lastAt[s.depth] == s.anchor;
        lastAt[s.depth] = s.anchor;
        lastDepth = s.depth;
        if (!back)
            ++summary.perAnchor[std::string(problem.anchors[s.anchor])];
    }
    summary.output = trace.outcome->output;
    return summary;
}

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

std::map<int, std::uint64_t> parseGcov(const std::string& text, const std::string& file)
{
    std::map<int, std::uint64_t> counts;
    std::istringstream in(text);
    std::string row;
    bool inListing = false;
    while (std::getline(in, row)) {
        if (row.find(":    0:Source:") != std::string::npos)
            inListing = row.ends_with(":Source:" + file);
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

namespace {

std::string extension(CodeLanguage l)
{
    return l == CodeLanguage::Cpp ? ".cpp" : ".py";
}


std::filesystem::path listingFolder(const ListingCase& c)
{
    return resources() / "listings" / std::string(c.problem->id);
}

/// The listing's file as stored, with English comments and markers.
std::string listingText(const ListingCase& c)
{
    const MethodDesc* method = c.problem->method(c.method);
    if (!method)
        throw std::runtime_error("no method " + c.method);
    return readFile(listingFolder(c) / (std::string(method->listing) + extension(c.language)));
}

/// A copy of the listing in a fresh folder, built with line counting (C++) and run on inputs.
class ListingRun {
public:
    ListingRun(const ListingCase& c, const std::string& text)
        : m_language(c.language), m_dir(freshDir("listing")), m_program(m_dir / ("listing" + extension(c.language)))
    {
        writeFile(m_program, text);
    }
    ~ListingRun() { std::filesystem::remove_all(m_dir); }

    /// Builds the C++ listing with line counting; nothing to build for Python.
    bool build()
    {
        if (m_language != CodeLanguage::Cpp)
            return true;
        const std::string cmd = "cd '" + m_dir.string() + "' && " STEPBOARD_CXX
                                " -std=c++17 -O0 --coverage -c listing.cpp -o listing.o 2>&1 && " STEPBOARD_CXX
                                " --coverage listing.o -o listing 2>&1";
        std::string log;
        const int status = runCommand(cmd, &log);
        EXPECT_EQ(status, 0) << log;
        return status == 0;
    }

    /// Runs the listing on `input`; returns its output and fills per-line counts.
    std::string run(const std::string& input, std::map<int, std::uint64_t>& counts)
    {
        const std::filesystem::path in = m_dir / "input.txt";
        writeFile(in, input);
        std::string out, report;
        if (m_language == CodeLanguage::Cpp) {
            std::filesystem::remove(m_dir / "listing.gcda");
            EXPECT_EQ(runCommand("cd '" + m_dir.string() + "' && ./listing < input.txt", &out), 0);
            EXPECT_EQ(runCommand("cd '" + m_dir.string() + "' && " STEPBOARD_GCOV " -t listing.cpp 2>/dev/null", &report), 0);
            counts = parseGcov(report, "listing.cpp");
        } else {
            const std::string cmd = "cd '" + m_dir.string() + "' && " STEPBOARD_PYTHON " " STEPBOARD_PYCOUNT " '" +
                                    m_program.string() + "' counts.txt < input.txt";
            EXPECT_EQ(runCommand(cmd, &out), 0);
            counts = parsePycount(readFile(m_dir / "counts.txt"));
        }
        return out;
    }

private:
    CodeLanguage m_language;
    std::filesystem::path m_dir, m_program;
};

} // namespace

void PrintTo(const ListingCase& c, std::ostream* os)
{
    *os << c.problem->id << "/" << c.method << extension(c.language);
}

std::string listingCaseName(const ListingCase& c)
{
    std::string name = std::string(c.problem->id) + "_" + c.method + (c.language == CodeLanguage::Cpp ? "_cpp" : "_py");
    for (char& ch : name)
        if (ch == '-')
            ch = '_';
    return name;
}

std::vector<ListingCase> listingCases(const ProblemDesc& problem)
{
    std::vector<ListingCase> cases;
    for (const MethodDesc& m : problem.methods)
        for (const auto l : {CodeLanguage::Cpp, CodeLanguage::Python})
            cases.push_back({&problem, std::string(m.id), l});
    return cases;
}

void expectAnchorsTheEngineKnows(const ListingCase& c)
{
    const auto& names = c.problem->anchors;
    const auto anchors = parseListing(listingText(c), c.language).anchors();
    EXPECT_FALSE(anchors.empty());
    for (const auto& [name, line] : anchors)
        EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name << " at line " << line;
}

void expectSameCodeInEveryCommentLanguage(const ListingCase& c)
{
    const Listing listing = parseListing(listingText(c), c.language);
    const auto table = CommentTable::fromTsv(readFile(listingFolder(c) / "comments.tsv"));
    const std::string english = listing.render(table, "en");
    for (const std::string_view lang : kCommentLanguages) {
        const std::string text = listing.render(table, lang);
        const Listing again = parseListing(text, c.language);
        ASSERT_EQ(again.lines.size(), listing.lines.size()) << lang;
        for (std::size_t i = 0; i < again.lines.size(); ++i) {
            EXPECT_EQ(again.lines[i].code, listing.lines[i].code) << lang << " line " << i + 1;
            if (!listing.lines[i].comment.empty()) {
                EXPECT_TRUE(table.translate(listing.lines[i].comment, lang).has_value())
                    << "no " << lang << " for: " << listing.lines[i].comment;
            }
        }
        EXPECT_EQ(text.find("@"), std::string::npos) << "a marker shows in " << lang;
        if (lang != "en") {
            EXPECT_NE(text, english) << lang << " comments are not translated";
        }
    }
}

void expectEngineAnswerAndStepCounts(const ListingCase& c, const std::vector<std::string>& inputs)
{
    const std::string text = listingText(c);
    const MethodDesc& method = *c.problem->method(c.method);
    const Listing listing = parseListing(text, c.language);
    const auto anchors = listing.anchors();
    std::set<int> anchoredLines;
    for (const auto& [name, line] : anchors)
        anchoredLines.insert(line);
    std::vector<std::pair<int, int>> functions;
    localScopes(listing, &functions);
    std::set<int> functionHeads;
    for (const auto& [open, close] : functions)
        functionHeads.insert(open);
    ListingRun program(c, text);
    if (!program.build())
        return;
    int ran = 0;
    for (const std::string& input : inputs) {
        // A method that never ends on this input has no output and no counts to compare.
        if (method.solve(*c.problem->parse(input), kDefaultWorkBudget).stopped())
            continue;
        ++ran;
        std::map<int, std::uint64_t> counts;
        const std::string out = program.run(input, counts);
        const TraceSummary engine = runTrace(*c.problem, method, input, c.language);
        ASSERT_EQ(out, engine.output) << input;
        for (const auto& [name, steps] : engine.perAnchor)
            EXPECT_TRUE(anchors.count(name)) << "the engine steps on " << name << ", which the listing lacks";
        for (const auto& [name, line] : anchors) {
            const auto it = engine.perAnchor.find(name);
            const std::uint64_t engineSteps = it == engine.perAnchor.end() ? 0 : it->second;
            // gcov counts no line for a function's closing brace when every path returns before it;
            // gdb stops there all the same (the real-run checks see it).
            if (!counts.count(line) && listing.lines[static_cast<std::size_t>(line - 1)].code == "}")
                continue;
            const std::uint64_t executed = counts.count(line) ? counts.at(line) : 0;
            EXPECT_EQ(engineSteps, executed) << "anchor " << name << " (line " << line << ") on input:\n" << input;
        }
        // And the other way: every line the program runs is a step of the engine's, but the line that
        // opens a C++ function, where gcov counts the calls and gdb never stops (it stops past the
        // prologue, on the body's first line).
        for (const auto& [line, executed] : counts)
            if (executed > 0 && !functionHeads.count(line)) {
                EXPECT_TRUE(anchoredLines.count(line))
                    << "line " << line << " (" << listing.lines[static_cast<std::size_t>(line - 1)].code << ") ran " << executed
                    << " times but carries no step on input:\n" << input;
            }
    }
    EXPECT_GT(ran, 0) << "no input on which the method ends";
}

void expectEveryChangedVariableNamed(const ListingCase& c, const std::vector<std::string>& inputs)
{
    const Listing listing = parseListing(listingText(c), c.language);
    std::set<std::string> identifiers;
    const std::regex word("[A-Za-z_][A-Za-z0-9_]*");
    for (const ListingLine& line : listing.lines)
        for (std::sregex_iterator it(line.code.begin(), line.code.end(), word), end; it != end; ++it)
            identifiers.insert(it->str());
    const MethodDesc& method = *c.problem->method(c.method);
    std::set<int> changed;
    for (const std::string& input : inputs) {
        Trace trace = method.trace(c.problem->parse(input), c.language);
        while (trace.steps.next())
            for (const VarChange& v : trace.steps.value().changedVars())
                changed.insert(v.var);
    }
    EXPECT_FALSE(changed.empty());
    for (const int var : changed) {
        const std::string_view cppName = c.problem->variables[static_cast<std::size_t>(var)];
        const std::string name = variableName(cppName, c.language);
        EXPECT_TRUE(identifiers.count(name)) << "the engine changes " << name << ", which the listing lacks";
    }
}

std::string randomCaro(std::mt19937& rng, int n, int k)
{
    std::vector<std::pair<int, int>> cells;
    for (int r = 1; r <= n; ++r)
        for (int c = 1; c <= n; ++c)
            cells.emplace_back(r, c);
    std::shuffle(cells.begin(), cells.end(), rng);
    std::string text = std::to_string(n) + " " + std::to_string(k) + "\n";
    for (int t = 0; t < k; ++t)
        text += std::to_string(cells[static_cast<std::size_t>(t)].first) + " " +
                std::to_string(cells[static_cast<std::size_t>(t)].second) + "\n";
    return text;
}

} // namespace sb::test
