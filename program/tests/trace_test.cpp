// SPDX-License-Identifier: GPL-3.0-or-later
// A student's program recorded line by line in the sandbox: the lines are those an independent
// count gives (Python's trace module, gcov), it prints what it prints when it runs, the variables
// hold what the program holds, going back gives what going forward gave, and a recording stops at
// its limit or when cancelled with what it has.
#include "core/programboard.h"
#include "debuggersrecord.h"
#include "ownprogram.h"
#include "testsupport.h"
#include "trace.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

using namespace sb::program;

namespace {

/// The steps' lines counted as a line-count tool counts them: a debugger stops twice on a line
/// that calls a function (on the call, and back on it after the call's frame is gone); a count
/// counts that line once.
std::map<int, std::uint64_t> perLine(const Trace& t)
{
    std::map<int, std::uint64_t> counts;
    std::vector<int> lastAt;
    int lastDepth = -1;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const int depth = t.depth(i);
        if (lastAt.size() <= static_cast<std::size_t>(depth))
            lastAt.resize(static_cast<std::size_t>(depth) + 1, -1);
        const bool back = lastDepth > depth && lastAt[static_cast<std::size_t>(depth)] == t.line(i);
        lastAt[static_cast<std::size_t>(depth)] = t.line(i);
        lastDepth = depth;
        if (!back)
            ++counts[t.line(i)];
    }
    return counts;
}

/// The lines of steps [from, to).
std::vector<int> linesOf(const Trace& t, std::size_t from, std::size_t to)
{
    std::vector<int> lines;
    for (std::size_t i = from; i < to && i < t.size(); ++i)
        lines.push_back(t.line(i));
    return lines;
}

/// Runs `argv` in the sandbox in a folder holding `files`, with `input` on stdin.
sb::box::RunResult inSandbox(std::vector<std::string> argv, const std::map<std::string, std::string>& files,
                             const std::string& input = {})
{
    const sb::box::WorkFolder work;
    for (const auto& [name, text] : files)
        std::ofstream(work.path() / name) << text;
    sb::box::RunSpec spec;
    spec.argv = std::move(argv);
    spec.input = input;
    spec.work = work.path();
    spec.limits = sb::box::compilerLimits();
    return sb::box::run(spec);
}

class TraceProgram : public testing::Test {
protected:
    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why; // scripts/dev installs bubblewrap
    }
};

// Caro's moves read one by one: a board, a function called on each move, a list comprehension.
const char* const kPython = R"(import sys


def longest(b, r, c):
    best = 0
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        run = 1
        x, y = r + dr, c + dc
        while 0 <= x < len(b) and 0 <= y < len(b) and b[x][y] == b[r][c]:
            run += 1
            x, y = x + dr, y + dc
        best = max(best, run)
    return best


n, k = map(int, input().split())
b = [[0] * n for _ in range(n)]
answer = 0
for t in range(1, k + 1):
    r, c = map(int, sys.stdin.readline().split())
    b[r - 1][c - 1] = 1 if t % 2 else 2
    if longest(b, r - 1, c - 1) >= 3 and answer == 0:
        answer = t
print(answer)
)";

const char* const kInput = "4 5\n1 3\n2 1\n1 2\n2 2\n1 1\n";

// The same in C++, in the listings' style.
const char* const kCpp = R"(#include <bits/stdc++.h>
using namespace std;

int n, k;
vector<vector<int>> b;

int longest(int r, int c) {
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    int best = 0;
    for (int d = 0; d < 4; d++) {
        int run = 1;
        int x = r + dr[d], y = c + dc[d];
        while (x >= 0 && x < n && y >= 0 && y < n && b[x][y] == b[r][c]) {
            run++;
            x += dr[d];
            y += dc[d];
        }
        best = max(best, run);
    }
    return best;
}

int main() {
    cin >> n >> k;
    b.assign(n, vector<int>(n, 0));
    int answer = 0;
    for (int t = 1; t <= k; t++) {
        int r, c;
        cin >> r >> c;
        b[r - 1][c - 1] = t % 2 ? 1 : 2;
        if (longest(r - 1, c - 1) >= 3 && answer == 0) {
            answer = t;
        }
    }
    cout << answer << "\n";
    return 0;
}
)";

} // namespace

TEST(Trace, ReadsWhatChangedIntoEveryStepsState)
{
    const Trace t = Trace::read("F 1 <module>\nL 1 1\nL 2 1\nG n 3\nI 2\nF 2 twice\nL 5 2\nV v 0\n"
                                "L 6 2\nV w 0\nL 3 1\nG total 0\nO 2\nF 2 twice\nL 5 2\nV v 1\nL 7 1\nY n\n"
                                "E finished\n");
    ASSERT_EQ(t.size(), 7U);
    EXPECT_EQ(t.end(), Trace::End::Finished);
    const std::vector<int> lines = {1, 2, 5, 6, 3, 5, 7};
    const std::vector<int> depths = {1, 1, 2, 2, 1, 2, 1};
    for (std::size_t i = 0; i < t.size(); ++i) {
        EXPECT_EQ(t.line(i), lines[i]) << i;
        EXPECT_EQ(t.depth(i), depths[i]) << i;
    }
    EXPECT_EQ(t.function(0), "<module>");
    EXPECT_EQ(t.function(3), "twice");
    EXPECT_EQ(t.function(4), "<module>");
    EXPECT_EQ(t.inputTaken(0), 0U);
    EXPECT_EQ(t.inputTaken(1), 2U);
    EXPECT_EQ(t.outputWritten(3), 0U);
    EXPECT_EQ(t.outputWritten(4), 2U);

    const TraceState inside = t.state(3);
    ASSERT_EQ(inside.frames.size(), 2U);
    EXPECT_EQ(inside.frames[0].function, "<module>");
    EXPECT_EQ(inside.frames[1].function, "twice");
    EXPECT_EQ(inside.frames[1].locals, (std::vector<Variable>{{"v", "0"}, {"w", "0"}}));
    EXPECT_EQ(inside.globals, (std::vector<Variable>{{"n", "3"}}));
    ASSERT_NE(inside.value("w"), nullptr);
    EXPECT_EQ(*inside.value("w"), "0");
    EXPECT_EQ(*inside.value("n"), "3");

    // A second call of the same function starts with none of the first call's variables.
    const TraceState again = t.state(5);
    ASSERT_EQ(again.frames.size(), 2U);
    EXPECT_EQ(again.frames[1].locals, (std::vector<Variable>{{"v", "1"}}));
    EXPECT_EQ(again.globals, (std::vector<Variable>{{"n", "3"}, {"total", "0"}}));
    // Back in the module, the call's frame is gone; a global that went is gone.
    const TraceState after = t.state(6);
    ASSERT_EQ(after.frames.size(), 1U);
    EXPECT_EQ(after.globals, (std::vector<Variable>{{"total", "0"}}));

    const std::vector<TraceChange> changed = t.changes(4);
    ASSERT_EQ(changed.size(), 1U);
    EXPECT_TRUE(changed[0].global);
    EXPECT_EQ(changed[0].name, "total");
    EXPECT_EQ(changed[0].value, "0");
    // A caller's variable that the function it called changed: in the caller's frame, from then on.
    const Trace outer = Trace::read("F 1 main\nL 2 1\nV b [0]\nF 2 put\nL 5 2\nV g [0]\nL 6 2\nV g [1]\nW 1 b [1]\n"
                                    "L 3 1\nE finished\n");
    ASSERT_EQ(outer.size(), 4U);
    EXPECT_EQ(outer.state(1).frames[0].locals, (std::vector<Variable>{{"b", "[0]"}}));
    EXPECT_EQ(outer.state(2).frames[0].locals, (std::vector<Variable>{{"b", "[1]"}}));
    EXPECT_EQ(outer.state(2).frames[1].locals, (std::vector<Variable>{{"g", "[1]"}}));
    EXPECT_EQ(outer.changes(2).size(), 1U); // the caller's is said in its frame, not as the line's own
    EXPECT_EQ(outer.state(3).frames.size(), 1U);
    EXPECT_EQ(outer.state(3).frames[0].locals, (std::vector<Variable>{{"b", "[1]"}}));
    const std::vector<TraceChange> gone = t.changes(6);
    ASSERT_EQ(gone.size(), 1U);
    EXPECT_TRUE(gone[0].gone);
    EXPECT_EQ(gone[0].name, "n");
}

TEST(Trace, TheLineThatPrintsAByteIsTheOneBeforeTheOutputHoldsIt)
{
    // Line 2 prints "a\n", line 3 prints "b\n", line 4 (the last) prints "c\n" as the program ends.
    Trace t = Trace::read("F 1 <module>\nL 1 1\nL 2 1\nL 3 1\nO 2\nL 4 1\nO 4\nE finished\n");
    t.output = "a\nb\nc\n";
    ASSERT_EQ(t.size(), 4U);
    EXPECT_EQ(t.printing(0), 1U);
    EXPECT_EQ(t.printing(1), 1U);
    EXPECT_EQ(t.printing(2), 2U);
    EXPECT_EQ(t.printing(4), 3U);
    EXPECT_EQ(t.printing(5), 3U);
    EXPECT_EQ(t.printing(6), std::nullopt);
}

TEST(Trace, AnyStepsStateIsTheStateGoingForwardGaveAndItSaysWhyItEnded)
{
    // 20,000 lines (several kept states): a counter in main, a call every 7th line with its own.
    std::string record = "F 1 main\n";
    std::vector<std::pair<int, int>> expected; // per step: main's i, and the call's j (-1: none)
    int i = 0;
    for (int step = 0; step < 20000; ++step) {
        if (step % 7 == 3) {
            record += "F 2 f\nL 20 2\nV j " + std::to_string(step) + "\n";
            expected.emplace_back(i, step);
        } else {
            ++i;
            record += "L 10 1\nV i " + std::to_string(i) + "\n";
            expected.emplace_back(i, -1);
        }
    }
    record += "E limit\n";
    const Trace t = Trace::read(record);
    ASSERT_EQ(t.size(), expected.size());
    EXPECT_EQ(t.end(), Trace::End::Limit);
    for (const std::size_t s : {0UL, 3UL, 4095UL, 4096UL, 4097UL, 8191UL, 12290UL, 19999UL, 10UL, 5000UL}) {
        const TraceState state = t.state(s);
        ASSERT_FALSE(state.frames.empty()) << s;
        EXPECT_EQ(state.frames[0].locals, (std::vector<Variable>{{"i", std::to_string(expected[s].first)}})) << s;
        if (expected[s].second >= 0) {
            ASSERT_EQ(state.frames.size(), 2U) << s;
            EXPECT_EQ(state.frames[1].locals,
                      (std::vector<Variable>{{"j", std::to_string(expected[s].second)}}))
                << s;
        } else {
            EXPECT_EQ(state.frames.size(), 1U) << s;
        }
    }
    EXPECT_LT(t.memoryBytes(), 20000U * 96);

    const Trace failed = Trace::read("F 1 main\nL 3 1\nE error ZeroDivisionError: division by zero\n");
    EXPECT_EQ(failed.end(), Trace::End::Failed);
    EXPECT_EQ(failed.error(), "ZeroDivisionError: division by zero");
    EXPECT_EQ(Trace::read("F 1 main\nL 3 1\n").end(), Trace::End::Failed); // killed before it said
}

TEST_F(TraceProgram, PythonsLinesAreThoseItsTraceModuleCountsAndItPrintsWhatItPrints)
{
    const Program p = Program::build(kPython, Language::Python, "caro.py");
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    const Trace t = p.trace(kInput);
    ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
    EXPECT_EQ(t.output, p.run(kInput, "5\n", sb::box::Limits{}).result.out);
    EXPECT_EQ(t.output, "5\n");

    // Python's own line counter, run apart on the same input.
    const sb::box::RunResult counted = inSandbox(
        {"/usr/bin/python3", "-c",
         "import trace, sys\nt = trace.Trace(count=1, trace=0)\nsys.argv = ['caro.py']\n"
         "sys.stdout = open('/dev/null', 'w')\n"
         "g = {'__name__': '__main__', '__file__': 'caro.py'}\n"
         "t.runctx(compile(open('caro.py').read(), 'caro.py', 'exec'), g, g)\n"
         "sys.stdout = sys.__stdout__\n"
         "for (f, line), n in sorted(t.results().counts.items()):\n"
         "    if f == 'caro.py': print(line, n)\n"},
        {{"caro.py", kPython}}, kInput);
    ASSERT_TRUE(counted.ok()) << counted.err;
    EXPECT_EQ(perLine(t), sb::test::parsePycount(counted.out));

    // The variables where the program prints: the board, the answer, the last move read.
    const TraceState last = t.state(t.size() - 1);
    EXPECT_EQ(t.line(t.size() - 1), 24);
    ASSERT_NE(last.value("b"), nullptr);
    EXPECT_EQ(*last.value("b"), "[[1, 1, 1, 0], [2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]");
    EXPECT_EQ(*last.value("answer"), "5");
    EXPECT_EQ(*last.value("r"), "1");
    EXPECT_EQ(*last.value("c"), "1");
    EXPECT_EQ(last.value("best"), nullptr); // longest's, whose frame is gone
    // Inside longest, its frame and the module's.
    std::size_t inside = 0;
    while (inside < t.size() && t.function(inside) != "longest")
        ++inside;
    ASSERT_LT(inside, t.size());
    const TraceState call = t.state(inside);
    ASSERT_EQ(call.frames.size(), 2U);
    EXPECT_EQ(call.frames[1].function, "longest");
    EXPECT_EQ(call.frames[1].locals[0], (Variable{"b", "[[0, 0, 1, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]"}));

    // The input read so far: the first line once the module has read it, every move at the end.
    std::size_t afterFirstRead = 0;
    while (afterFirstRead < t.size() && t.line(afterFirstRead) != 17)
        ++afterFirstRead;
    ASSERT_LT(afterFirstRead, t.size());
    EXPECT_EQ(t.inputTaken(afterFirstRead), 4U); // "4 5\n"
    EXPECT_EQ(t.inputTaken(t.size() - 1), std::string(kInput).size());
    EXPECT_EQ(t.outputWritten(t.size() - 1), 0U); // print has not run yet
}

TEST_F(TraceProgram, CppsLinesAreThoseGcovCountsAndItPrintsWhatItPrints)
{
    const Program p = Program::build(kCpp, Language::Cpp, "caro.cpp");
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    const Trace t = p.trace(kInput);
    ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
    EXPECT_EQ(t.output, "5\n");

    // gcov's counts of the same program run apart on the same input.
    const sb::box::RunResult counted = inSandbox(
        {"/bin/sh", "-c",
         "g++ -std=gnu++17 -O0 --coverage -c caro.cpp -o caro.o && g++ --coverage caro.o -o cov && "
         "./cov < input.txt > /dev/null && gcov -t caro.cpp 2>/dev/null"},
        {{"caro.cpp", kCpp}, {"input.txt", kInput}});
    ASSERT_TRUE(counted.ok()) << counted.err;
    std::map<int, std::uint64_t> expected = sb::test::parseGcov(counted.out, "caro.cpp");
    ASSERT_FALSE(expected.empty()) << counted.out;
    // gcov counts a function's opening line once a call; a debugger stops past it, on the body.
    expected.erase(7);  // int longest(...) {
    expected.erase(23); // int main() {
    std::map<int, std::uint64_t> recorded = perLine(t);
    // A function's closing brace: gdb stops there; gcov counts it only where a path reaches it.
    for (const int closing : {21, 37})
        if (!expected.count(closing))
            recorded.erase(closing);
    for (auto it = expected.begin(); it != expected.end();)
        it = it->second == 0 ? expected.erase(it) : std::next(it);
    EXPECT_EQ(recorded, expected);

    const TraceState last = t.state(t.size() - 1);
    EXPECT_EQ(*last.value("b"), "[[1, 1, 1, 0], [2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]");
    EXPECT_EQ(*last.value("answer"), "5");
    EXPECT_EQ(*last.value("n"), "4");
    std::size_t inside = 0;
    while (inside < t.size() && t.function(inside) != "longest")
        ++inside;
    ASSERT_LT(inside, t.size());
    ASSERT_EQ(t.state(inside).frames.size(), 2U);
    EXPECT_EQ(t.state(inside).frames[0].function, "main");
    EXPECT_EQ(t.state(inside).frames[1].function, "longest");
    EXPECT_EQ(t.inputTaken(t.size() - 1), std::string(kInput).size() - 1); // the last newline unread
    expectTheDebuggersRecord(p, kInput);
}

TEST_F(TraceProgram, ACallersBoardThatTheFunctionItCalledChangesShowsTheChangeAtOnce)
{
    // The board is main's; put() changes it through a reference (C++) or the list it was given
    // (Python), under another name. main's frame shows the stone the moment it is put, not when
    // main runs again; main's own number stays as it was.
    const std::string cpp = "#include <bits/stdc++.h>\nusing namespace std;\n"
                            "void put(vector<vector<int>>& g, int r, int c) {\n"
                            "    g[r][c] = 1;\n"
                            "    int after = 0;\n"
                            "}\n"
                            "int main() {\n"
                            "    vector<vector<int>> board(2, vector<int>(2, 0));\n"
                            "    int moves = 0;\n"
                            "    put(board, 1, 0);\n"
                            "    moves = 1;\n"
                            "    cout << moves << endl;\n"
                            "}\n";
    const std::string py = "def put(g, r, c):\n"
                           "    g[r][c] = 1\n"
                           "    after = 0\n"
                           "def main():\n"
                           "    board = [[0, 0], [0, 0]]\n"
                           "    moves = 0\n"
                           "    put(board, 1, 0)\n"
                           "    moves = 1\n"
                           "    print(moves)\n"
                           "main()\n";
    for (const auto& [source, language, file, lineAfter] :
         {std::tuple{cpp, Language::Cpp, "p.cpp", 5}, std::tuple{py, Language::Python, "p.py", 3}}) {
        const Program p = Program::build(source, language, file);
        ASSERT_TRUE(p.built()) << p.compileRun().err;
        const Trace t = p.trace("");
        ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
        EXPECT_EQ(t.output, "1\n");
        std::size_t inside = 0;
        while (inside < t.size() && !(t.function(inside) == "put" && t.line(inside) == lineAfter))
            ++inside;
        ASSERT_LT(inside, t.size()) << file;
        const TraceState state = t.state(inside);
        ASSERT_GE(state.frames.size(), 2U) << file;
        const TraceFrame& caller = state.frames[state.frames.size() - 2];
        EXPECT_EQ(caller.function, "main") << file;
        const auto value = [&caller](const std::string& name) {
            for (const Variable& v : caller.locals)
                if (v.first == name)
                    return v.second;
            return std::string("(none)");
        };
        EXPECT_EQ(value("board"), "[[0, 0], [1, 0]]") << file;
        EXPECT_EQ(value("moves"), "0") << file;
        // The board read off main's variable from inside put() is the board with the stone.
        ASSERT_NE(state.anywhere("board"), nullptr);
        EXPECT_EQ(*state.anywhere("board"), "[[0, 0], [1, 0]]") << file;
        // One line earlier, before the stone is put, main's board is still empty.
        EXPECT_EQ(*t.state(inside - 1).anywhere("board"), "[[0, 0], [0, 0]]") << file;
        if (language == Language::Cpp)
            expectTheDebuggersRecord(p, "");
    }
}

TEST_F(TraceProgram, ACppMapOrSetShowsItsItemsInOrderAtEveryLineAndReadsBackAsADictAndAList)
{
    // main's map is changed through a reference by the function it calls: what changed is told by
    // its text, since its bytes alone do not say.
    const Program p = Program::build("#include <bits/stdc++.h>\nusing namespace std;\n"
                                     "void add(map<int, vector<int>>& rows, int r, int v) {\n"
                                     "    rows[r].push_back(v);\n"
                                     "    int after = 0;\n"
                                     "}\n"
                                     "int main() {\n"
                                     "    map<int, vector<int>> rows;\n"
                                     "    set<int> seen;\n"
                                     "    add(rows, 1, 5);\n"
                                     "    seen.insert(5);\n"
                                     "    add(rows, 0, 7);\n"
                                     "    seen.insert(7);\n"
                                     "    cout << rows.size() << endl;\n"
                                     "}\n",
                                     Language::Cpp, "p.cpp");
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    const Trace t = p.trace("");
    ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
    EXPECT_EQ(t.output, "2\n");
    std::vector<std::pair<std::string, std::string>> seen;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const TraceState state = t.state(i);
        const auto mains = [&state](const std::string& name) {
            for (const Variable& v : state.frames[0].locals)
                if (v.first == name)
                    return v.second;
            return std::string("(none)");
        };
        if (t.line(i) == 5 || t.line(i) == 11 || t.line(i) == 13 || t.line(i) == 14)
            seen.emplace_back(mains("rows"), mains("seen"));
    }
    EXPECT_EQ(seen, (std::vector<std::pair<std::string, std::string>>{{"{1: [5]}", "[]"},
                                                                      {"{1: [5]}", "[]"},
                                                                      {"{0: [7], 1: [5]}", "[5]"},
                                                                      {"{0: [7], 1: [5]}", "[5]"},
                                                                      {"{0: [7], 1: [5]}", "[5, 7]"}}));
    const auto rows = sb::parseProgramValue(*t.state(t.size() - 1).anywhere("rows"));
    ASSERT_TRUE(rows);
    EXPECT_EQ(rows->kind, sb::ProgramValue::Kind::Record);
    EXPECT_EQ(rows->names, (std::vector<std::string>{"0", "1"}));
    ASSERT_EQ(rows->items.size(), 2U);
    EXPECT_EQ(rows->items[0].cell(0), "7");
    const auto items = sb::parseProgramValue(*t.state(t.size() - 1).anywhere("seen"));
    ASSERT_TRUE(items);
    EXPECT_EQ(items->size(), 2U);
    EXPECT_EQ(items->cell(1), "7");
    expectTheDebuggersRecord(p, "");
}

TEST_F(TraceProgram, AnErrorAPythonProgramRaisesIsItsOwnEndWithItsLinesUpToIt)
{
    // It reads a second line the input does not have: Python's EOFError, not the recorder's failure.
    const Program reads = Program::build("n = int(input())\nm = int(input())\nprint(n + m)\n", Language::Python);
    ASSERT_TRUE(reads.built());
    const Trace t = reads.trace("4\n");
    EXPECT_EQ(t.end(), Trace::End::Failed);
    EXPECT_EQ(t.error(), "the program raised EOFError: EOF when reading a line");
    ASSERT_EQ(t.size(), 2U);
    EXPECT_EQ(t.line(1), 2);
    EXPECT_EQ(*t.state(1).value("n"), "4");
    EXPECT_NE(t.errors.find("EOFError"), std::string::npos) << t.errors; // Python's own words too
}

TEST_F(TraceProgram, ALimitKeepsTheLinesUpToItAndACancelStopsItWithWhatItHas)
{
    const Program endless = Program::build("x = 0\nwhile True:\n    x += 1\n", Language::Python);
    ASSERT_TRUE(endless.built());
    TraceOptions options;
    options.stepLimit = 5000;
    const Trace limited = endless.trace("", options);
    EXPECT_EQ(limited.end(), Trace::End::Limit) << limited.error();
    ASSERT_EQ(limited.size(), 5000U);
    EXPECT_EQ(*limited.state(4999).value("x"), "2499");

    options.stepLimit = 100'000'000;
    std::uint64_t seen = 0;
    options.keepGoing = [&seen](std::uint64_t steps) {
        seen = steps;
        return steps < 20000;
    };
    const Trace cancelled = endless.trace("", options);
    EXPECT_EQ(cancelled.end(), Trace::End::Cancelled);
    EXPECT_GE(seen, 20000U);
    EXPECT_GE(cancelled.size(), 20000U);

    const Program loop = Program::build(
        "int main() {\n    volatile int x = 0, y = 0;\n    for (;;) {\n        x++;\n        y++;\n    }\n}\n",
        Language::Cpp);
    ASSERT_TRUE(loop.built());
    options = {};
    options.stepLimit = 300;
    const Trace cpp = loop.trace("", options);
    EXPECT_EQ(cpp.end(), Trace::End::Limit) << cpp.error() << cpp.errors;
    ASSERT_EQ(cpp.size(), 300U);
    EXPECT_EQ(linesOf(cpp, 0, 5), (std::vector<int>{2, 4, 5, 4, 5}));
    expectTheDebuggersRecord(loop, "", options); // cut at the same line, with the same values

    // Stop ends a C++ recording too, with the lines up to then (it counts them as it goes). The loop
    // waits a little each turn, so that no machine runs it to the language's limit before Stop.
    const Program slow = Program::build("#include <unistd.h>\nint main() {\n    volatile int x = 0;\n    for (;;) {\n"
                                        "        x++;\n        usleep(50);\n    }\n}\n",
                                        Language::Cpp);
    ASSERT_TRUE(slow.built());
    options.stepLimit = 0; // the language's own: two million lines
    options.keepGoing = [&seen](std::uint64_t steps) {
        seen = steps;
        return steps < 20000;
    };
    const Trace stopped = slow.trace("", options);
    EXPECT_EQ(stopped.end(), Trace::End::Cancelled) << stopped.error();
    EXPECT_GE(seen, 20000U);
    EXPECT_GE(stopped.size(), 20000U);
    EXPECT_EQ(linesOf(stopped, 0, 5), (std::vector<int>{3, 5, 6, 5, 6}));

    // A loop on one line is one line for a debugger, however long it runs: its time limit ends it,
    // and the lines before it stay.
    const Program oneLine =
        Program::build("int main() {\n    volatile int x = 0;\n    for (;;) x++;\n}\n", Language::Cpp);
    ASSERT_TRUE(oneLine.built());
    options = {};
    options.cpuSeconds = 3;
    const Trace forever = oneLine.trace("", options);
    EXPECT_EQ(forever.end(), Trace::End::Failed);
    EXPECT_EQ(forever.error(), "the recording ran out of time");
    EXPECT_EQ(linesOf(forever, 0, forever.size()), (std::vector<int>{2, 3}));
}

TEST_F(TraceProgram, AFullRecordEndsAtTheLastWholeLineAndSaysSo)
{
    // The runtime's record has a size (256 MB); a program that fills it stops there, the last line it
    // recorded whole, and the recording says why it ended.
    const Program loop = Program::build(
        "int main() {\n    volatile int x = 0, y = 0;\n    for (;;) {\n        x++;\n        y++;\n    }\n}\n",
        Language::Cpp);
    ASSERT_TRUE(loop.built());
    TraceOptions options;
    options.recordBytes = 4096;
    const Trace full = loop.trace("", options);
    EXPECT_EQ(full.end(), Trace::End::Failed);
    EXPECT_EQ(full.error(), "the recording is full");
    ASSERT_GT(full.size(), 20U);
    ASSERT_LT(full.size(), 1000U);
    EXPECT_EQ(linesOf(full, 0, 5), (std::vector<int>{2, 4, 5, 4, 5}));
    // Every line kept is whole: the last one's x and y are as many as the lines 4 and 5 before it.
    const std::size_t last = full.size() - 1;
    std::size_t fours = 0, fives = 0;
    for (std::size_t s = 0; s < last; ++s) {
        fours += full.line(s) == 4;
        fives += full.line(s) == 5;
    }
    EXPECT_EQ(*full.state(last).value("x"), std::to_string(fours));
    EXPECT_EQ(*full.state(last).value("y"), std::to_string(fives));
}

TEST_F(TraceProgram, HostileProgramsSteppedAreContained)
{
    // A file beside the test's own: a program must neither read it nor write beside it.
    const sb::box::WorkFolder mine;
    const std::filesystem::path secret = mine.path() / "secret.txt";
    const std::filesystem::path escape = mine.path() / "escaped.txt";
    std::ofstream(secret) << "the key\n";
    const std::string cpp =
        "#include <cstdio>\n#include <cstring>\n#include <unistd.h>\n#include <sys/socket.h>\n"
        "#include <netinet/in.h>\n#include <arpa/inet.h>\n"
        "int main() {\n"
        "    FILE* in = std::fopen(\"" + secret.string() + "\", \"r\");\n"
        "    FILE* out = std::fopen(\"" + escape.string() + "\", \"w\");\n"
        "    int made = 0;\n"
        "    int s = socket(AF_INET, SOCK_STREAM, 0);\n"
        "    sockaddr_in a{}; a.sin_family = AF_INET; a.sin_port = htons(80); a.sin_addr.s_addr = htonl(0x01010101);\n"
        "    bool net = s >= 0 && connect(s, (sockaddr*)&a, sizeof a) == 0;\n"
        "    std::printf(\"read:%s wrote:%s forks:%d net:%s\\n\", in ? \"yes\" : \"no\", out ? \"yes\" : \"no\", made,\n"
        "                net ? \"yes\" : \"no\");\n"
        "    static char chunk[1 << 16];\n"
        "    std::memset(chunk, 'x', sizeof chunk);\n"
        "    for (;;) {\n"
        "        std::fwrite(chunk, 1, sizeof chunk, stdout);\n"
        "    }\n"
        "}\n";
    const Program c = Program::build(cpp, Language::Cpp, "hostile.cpp");
    ASSERT_TRUE(c.built()) << c.compileRun().err;
    const Trace ct = c.trace("");
    EXPECT_EQ(ct.end(), Trace::End::Failed);
    EXPECT_EQ(ct.error(), "the program printed more than 16 MB") << ct.errors;
    const std::string said = ct.output.substr(0, ct.output.find('\n'));
    EXPECT_EQ(said, "read:no wrote:no forks:0 net:no");
    EXPECT_LE(ct.output.size(), kTracedOutputBytes + (1 << 16) + said.size() + 1);

    const std::string py = "import os, socket, sys\n"
                           "try:\n    open('" + secret.string() + "').read()\n    got = 'yes'\n"
                           "except OSError:\n    got = 'no'\n"
                           "try:\n    open('" + escape.string() + "', 'w').write('x')\n    wrote = 'yes'\n"
                           "except OSError:\n    wrote = 'no'\n"
                           "made = 0\nfor i in range(500):\n    try:\n        p = os.fork()\n    except OSError:\n        break\n"
                           "    if p == 0:\n        os._exit(0)\n    made += 1\n"
                           "try:\n    socket.create_connection(('1.1.1.1', 80), timeout=2)\n    net = 'yes'\n"
                           "except OSError:\n    net = 'no'\n"
                           "print('read:' + got, 'wrote:' + wrote, 'forks:' + str(made), 'net:' + net)\n"
                           "while True:\n    print('x' * 65536)\n";
    const Program p = Program::build(py, Language::Python, "hostile.py");
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    const Trace pt = p.trace("");
    EXPECT_EQ(pt.end(), Trace::End::Failed);
    EXPECT_EQ(pt.error(), "the program printed more than 16 MB");
    const std::string printed = pt.output.substr(0, pt.output.find('\n'));
    EXPECT_EQ(printed.substr(0, 23), "read:no wrote:no forks:") << printed;
    EXPECT_TRUE(printed.ends_with(" net:no")) << printed;
    EXPECT_FALSE(std::filesystem::exists(escape));

    // A fork bomb (bounded itself, so that a missing limit fails the test and not the machine): the
    // debugger does not live through it, and nothing leaves the sandbox.
    const Program forks = Program::build("#include <cstdio>\n#include <unistd.h>\nint main() {\n"
                                         "    int made = 0;\n    for (int i = 0; i < 500; ++i) {\n"
                                         "        pid_t p = fork();\n        if (p == 0) { sleep(2); _exit(0); }\n"
                                         "        if (p > 0) ++made;\n    }\n    std::printf(\"%d\\n\", made);\n}\n",
                                         Language::Cpp);
    ASSERT_TRUE(forks.built());
    const Trace ft = forks.trace("");
    if (ft.end() == Trace::End::Finished) {
        EXPECT_LT(std::stoi(ft.output), 16) << ft.output;
    }
    EXPECT_GE(ft.size(), 1U);

    // Killing its parent and everyone: nothing that records it can be killed (the sandbox's first
    // process outlives it), so the recording goes on to its end, and this process lives on. Under the
    // debugger, the debugger dies and the recording ends there.
    const Program killer = Program::build("#include <csignal>\n#include <unistd.h>\nint main() {\n"
                                          "    kill(getppid(), SIGKILL);\n    kill(-1, SIGKILL);\n    return 0;\n}\n",
                                          Language::Cpp);
    ASSERT_TRUE(killer.built());
    const Trace kt = killer.trace("");
    EXPECT_EQ(kt.end(), Trace::End::Finished) << kt.error();
    EXPECT_EQ(linesOf(kt, 0, kt.size()), (std::vector<int>{4, 5, 6, 7}));
    TraceOptions underGdb;
    underGdb.debugger = true;
    const Trace gt = killer.trace("", underGdb);
    EXPECT_EQ(gt.end(), Trace::End::Failed);
    EXPECT_GE(gt.size(), 1U);

    // A crash says what killed it, after the lines that led there.
    const Program crash = Program::build("int main() {\n    volatile int* p = nullptr;\n    *p = 1;\n    return 0;\n}\n",
                                         Language::Cpp);
    ASSERT_TRUE(crash.built());
    const Trace st = crash.trace("");
    EXPECT_EQ(st.end(), Trace::End::Failed);
    EXPECT_EQ(st.error(), "the program was killed by SIGSEGV");
    EXPECT_EQ(linesOf(st, 0, st.size()), (std::vector<int>{2, 3}));
    expectTheDebuggersRecord(crash, "");

    // A recursion with no end overflows its stack: the recording keeps its calls up to there and says
    // what killed it.
    // (Its stack limited to 1 MB by itself, whatever the machine's limit.)
    const Program deep = Program::build("#include <sys/resource.h>\nint down(int n) {\n    return down(n + 1) + 1;\n}\n"
                                        "int main() {\n    rlimit small{1 << 20, 1 << 20};\n"
                                        "    setrlimit(RLIMIT_STACK, &small);\n    return down(0);\n}\n",
                                        Language::Cpp);
    ASSERT_TRUE(deep.built());
    const Trace dt = deep.trace("");
    EXPECT_EQ(dt.end(), Trace::End::Failed);
    EXPECT_EQ(dt.error(), "the program was killed by SIGSEGV") << dt.errors;
    ASSERT_GE(dt.size(), 1000U);
    EXPECT_EQ(linesOf(dt, 0, 5), (std::vector<int>{6, 7, 8, 3, 3}));
    EXPECT_GT(dt.depth(dt.size() - 1), 1000);
}

TEST_F(TraceProgram, AThreadTheProgramStartsRunsUnrecordedAndMainIsRecordedToItsEnd)
{
    // The thread adds 1 to 100 while main counts its own; main's lines are the recording, the thread's
    // lines run unseen, and what it changed shows in main once it is joined.
    const Program p = Program::build("#include <cstdio>\n#include <thread>\nint fromThread = 0;\n"
                                     "void work(int n) {\n    for (int i = 1; i <= n; i++)\n        fromThread += i;\n}\n"
                                     "int main() {\n    std::thread t(work, 100);\n    int mine = 0;\n"
                                     "    for (int k = 0; k < 3; k++)\n        mine += k;\n    t.join();\n"
                                     "    std::printf(\"%d %d\\n\", fromThread, mine);\n}\n",
                                     Language::Cpp);
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    for (int run = 0; run < 3; ++run) {
        const Trace t = p.trace("");
        ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
        EXPECT_EQ(t.output, "5050 3\n");
        EXPECT_EQ(linesOf(t, 0, t.size()), (std::vector<int>{9, 10, 11, 12, 11, 12, 11, 12, 11, 13, 14, 15}));
        const TraceState last = t.state(t.size() - 1);
        ASSERT_NE(last.anywhere("fromThread"), nullptr);
        EXPECT_EQ(*last.anywhere("fromThread"), "5050");
        EXPECT_EQ(*last.anywhere("mine"), "3");
    }
}

TEST_F(TraceProgram, ReadingItsWholeInputAtOnceShowsItAllReadFromThatLineOn)
{
    const Program p = Program::build("#include <cstdio>\nint main() {\n    static char all[1 << 16];\n"
                                     "    size_t got = fread(all, 1, sizeof all, stdin);\n"
                                     "    int lines = 0;\n    for (size_t i = 0; i < got; ++i)\n"
                                     "        lines += all[i] == '\\n';\n    printf(\"%d\\n\", lines);\n}\n",
                                     Language::Cpp);
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    const std::string input = "1 2\n3 4\n5 6\n";
    const Trace t = p.trace(input);
    ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
    EXPECT_EQ(t.output, "3\n");
    ASSERT_GE(t.size(), 3U);
    EXPECT_EQ(t.line(0), 4);
    EXPECT_EQ(t.inputTaken(0), 0U);
    EXPECT_EQ(t.line(1), 5);
    EXPECT_EQ(t.inputTaken(1), input.size());
    EXPECT_EQ(t.inputTaken(t.size() - 1), input.size());
    expectTheDebuggersRecord(p, input);
}

TEST_F(TraceProgram, ADeepRecursionIsRecordedAsTheDebuggerRecordsIt)
{
    // 300 frames of the same function down, then back up with their sums: every frame's n at every line.
    const Program p = Program::build("#include <cstdio>\nint sum(int n) {\n    if (n == 0)\n        return 0;\n"
                                     "    int below = sum(n - 1);\n    return below + n;\n}\n"
                                     "int main() {\n    std::printf(\"%d\\n\", sum(300));\n}\n",
                                     Language::Cpp);
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    const Trace t = p.trace("");
    ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
    EXPECT_EQ(t.output, "45150\n");
    std::size_t deepest = 0;
    for (std::size_t s = 0; s < t.size(); ++s)
        deepest = std::max<std::size_t>(deepest, static_cast<std::size_t>(t.depth(s)));
    EXPECT_EQ(deepest, 302U); // main and 301 calls of sum (300 down to 0)
    expectTheDebuggersRecord(p, "");
}

TEST_F(TraceProgram, HostileProgramsUnderProbesStopAtTheSandboxsLimitsAndSayWhy)
{
    // abort(): the signal, after the lines that led there, as gdb records it.
    const Program aborts = Program::build("#include <cstdlib>\nint main() {\n    int x = 1;\n    std::abort();\n"
                                          "    return x;\n}\n",
                                          Language::Cpp);
    ASSERT_TRUE(aborts.built());
    const Trace at = aborts.trace("");
    EXPECT_EQ(at.end(), Trace::End::Failed);
    EXPECT_EQ(at.error(), "the program was killed by SIGABRT") << at.errors;
    EXPECT_EQ(linesOf(at, 0, at.size()), (std::vector<int>{3, 4}));
    expectTheDebuggersRecord(aborts, "");

    // Past the memory limit (2 GB of address space): 3 GB asked for at once is refused, and the
    // exception no one catches aborts it. (Bounded, so that a missing limit fails the test: it would
    // end by itself, printing.)
    const Program greedy = Program::build("#include <cstdio>\n#include <vector>\nint main() {\n    int x = 1;\n"
                                          "    std::vector<char> big(3ull << 30, 1);\n"
                                          "    std::printf(\"%d\\n\", big[12345] + x);\n}\n",
                                          Language::Cpp);
    ASSERT_TRUE(greedy.built());
    const Trace gt = greedy.trace("");
    EXPECT_EQ(gt.end(), Trace::End::Failed);
    EXPECT_EQ(gt.error(), "the program was killed by SIGABRT") << gt.errors;
    EXPECT_EQ(linesOf(gt, 0, gt.size()), (std::vector<int>{4, 5}));
    EXPECT_NE(gt.errors.find("bad_alloc"), std::string::npos) << gt.errors;
    EXPECT_TRUE(gt.output.empty()) << gt.output;

    // Past the file-size limit (256 MB): the write past it kills it. (300 MB at most.)
    const Program writer = Program::build("#include <cstdio>\nint main() {\n    static char mb[1 << 20];\n"
                                          "    std::FILE* f = std::fopen(\"big.bin\", \"wb\");\n    int written = 0;\n"
                                          "    for (int i = 0; i < 300 && f; ++i)\n"
                                          "        written += std::fwrite(mb, 1, sizeof mb, f) == sizeof mb;\n"
                                          "    std::printf(\"%d %d\\n\", f != nullptr, written);\n}\n",
                                          Language::Cpp);
    ASSERT_TRUE(writer.built());
    const Trace wt = writer.trace("");
    EXPECT_EQ(wt.end(), Trace::End::Failed) << wt.output;
    EXPECT_EQ(wt.error(), "the program was killed by SIGXFSZ") << wt.errors << wt.output;
    ASSERT_GT(wt.size(), 500U);
    EXPECT_LT(wt.size(), 540U); // about two lines a megabyte, up to the 256th
    EXPECT_EQ(wt.line(wt.size() - 1), 7);

    // Asleep past the wall clock (its CPU time for the recording, 1 s, leaves 7 s of the clock): the
    // recording runs out of time where it sleeps, its lines up to there kept.
    const Program sleeper = Program::build("#include <unistd.h>\nint main() {\n    int x = 1;\n    sleep(60);\n"
                                           "    return x;\n}\n",
                                           Language::Cpp);
    ASSERT_TRUE(sleeper.built());
    TraceOptions oneSecond;
    oneSecond.cpuSeconds = 1;
    const Trace st = sleeper.trace("", oneSecond);
    EXPECT_EQ(st.end(), Trace::End::Failed);
    EXPECT_EQ(st.error(), "the recording ran out of time") << st.errors;
    EXPECT_EQ(linesOf(st, 0, st.size()), (std::vector<int>{3, 4}));
}
