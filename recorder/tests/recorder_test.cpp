// SPDX-License-Identifier: GPL-3.0-or-later
// The recorder gives the lines a debugger stops on and the values it shows there.
#include "process.h"
#include "recorder.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <map>

using sb::rec::Language;
using sb::rec::RecordEnd;

namespace {

std::filesystem::path writeProgram(const sb::rec::ScratchFolder& folder, const char* name, const char* text)
{
    const std::filesystem::path path = folder.path() / name;
    std::ofstream(path) << text;
    return path;
}

sb::rec::RecordOptions options()
{
    sb::rec::RecordOptions o;
    o.python = STEPBOARD_PYTHON;
    o.timeLimitSeconds = 60;
    return o;
}

const char* kPython = R"(import sys


def twice(v):
    w = v * 2
    return w


def main():
    n = int(sys.stdin.readline())
    total = 0
    for i in range(n):
        total += twice(i)
    print(total)


main()
)";

const char* kCpp = R"(#include <iostream>
using namespace std;

int twice(int v) {
    int w = v * 2;
    return w;
}

int main() {
    int n;
    cin >> n;
    int total = 0;
    for (int i = 0; i < n; i++) {
        total += twice(i);
    }
    cout << total << "\n";
    return 0;
}
)";

/// Loops, a call in a condition, an early return, a loop on one line and a library call.
const char* kLoops = R"(#include <bits/stdc++.h>
using namespace std;

bool has(const vector<int>& v, int x) {
    for (int i = 0; i < (int)v.size(); i++) {
        if (v[i] == x) {
            return true;
        }
    }
    return false;
}

int main() {
    int n;
    cin >> n;
    vector<int> v(n);
    for (int i = 0; i < n; i++) v[i] = i * i;
    sort(v.begin(), v.end());
    int found = 0;
    for (int x = 0; x < 10; x++) {
        if (has(v, x)) {
            found++;
        } else {
            found += 0;
        }
    }
    found += has(v, 4);
    found += has(v, 5);
    cout << found << "\n";
}
)";

/// The ways into a line that a left-out breakpoint could miss: a continue, a header split over
/// lines, a call in a condition, a switch through a table, a throw caught, a goto back, a loop on
/// one line, a do-while, a ternary and a lambda.
const char* kEveryWayIn = R"(#include <bits/stdc++.h>
using namespace std;

int twice(int x) { return 2 * x; }

int pick(int k) {
    switch (k % 7) {
    case 0: return 3;
    case 1: return 1;
    case 2: return 4;
    case 3: return 1;
    case 4: return 5;
    case 5: return 9;
    default: return 2;
    }
}

int main() {
    int n;
    cin >> n;
    long long s = 0;
    for (int i = 0; i < n; i++) {
        if (i % 3 == 0) continue;
        s += i;
    }
    for (int i = 0;
         i < twice(n);
         i += 3)
        s += pick(i);
    int k = 0;
    while (k < n) k++;
    do {
        k -= 2;
    } while (k > 0);
    try {
        if (s > 5) throw runtime_error("big");
        s = 0;
    } catch (const exception& e) {
        s += 1;
    }
    int tries = 0;
again:
    tries++;
    if (tries < 3) goto again;
    auto add = [&](int x) { s += x; return s; };
    for (int j = 0; j < 3; j++) s = add(j) > 100 ? s - 1 : s + 1;
    cout << s << " " << k << " " << tries << "\n";
}
)";

} // namespace

TEST(Recorder, PythonGivesEveryLineEventWithItsFramesAndLocals)
{
    const sb::rec::ScratchFolder folder;
    const auto r = sb::rec::record(writeProgram(folder, "p.py", kPython), Language::Python, "2\n", options());
    ASSERT_EQ(r.end, RecordEnd::Finished) << r.error;
    EXPECT_EQ(r.output, "2\n");
    const std::vector<int> expected = {1, 4, 9, 17, 10, 11, 12, 13, 5, 6, 12, 13, 5, 6, 12, 14};
    EXPECT_EQ(sb::rec::lineSequence(r), expected);
    EXPECT_EQ(r.lines[8].frames, (std::vector<std::string>{"<module>", "main", "twice"}));
    EXPECT_EQ(r.lines[8].value("v"), "0");
    EXPECT_EQ(r.lines[13].value("w"), "2");
    EXPECT_EQ(r.lines[15].value("total"), "2");
    EXPECT_EQ(r.lines[15].frames, (std::vector<std::string>{"<module>", "main"}));
}

TEST(Recorder, PythonShowsEachKindOfValueInTheLayoutTheCppRecordersUse)
{
    // Python's kinds beside C++'s: a list of bools as vector<bool>, a tuple as a pair, a deque, a dict
    // as a map, a set (sorted by its items' text), an object's fields as a struct's.
    const sb::rec::ScratchFolder folder;
    const char* const program = "import collections\n"
                                "class Point:\n"
                                "    def __init__(self, x, y):\n"
                                "        self.x = x\n"
                                "        self.y = y\n"
                                "def main():\n"
                                "    flags = [True, False, True]\n"
                                "    grid = [[1, 2], [3, 4]]\n"
                                "    pair = (3, 'a')\n"
                                "    queue = collections.deque([4, 5])\n"
                                "    counts = {'b': 2, 'a': 1}\n"
                                "    seen = {3, 1, 2}\n"
                                "    p = Point(1, 2.5)\n"
                                "    nothing = None\n"
                                "    words = 'x\\ny'\n"
                                "    return 0\n"
                                "main()\n";
    const auto r = sb::rec::record(writeProgram(folder, "kinds.py", program), Language::Python, "", options());
    ASSERT_EQ(r.end, RecordEnd::Finished) << r.error;
    auto last = std::find_if(r.lines.rbegin(), r.lines.rend(), [](const auto& l) { return l.line == 16; });
    ASSERT_NE(last, r.lines.rend());
    const std::vector<std::pair<std::string, std::string>> expected{
        {"flags", "[1, 0, 1]"},      {"grid", "[[1, 2], [3, 4]]"},    {"pair", "[3, \"a\"]"},
        {"queue", "[4, 5]"},         {"counts", "{\"b\": 2, \"a\": 1}"}, {"seen", "{1, 2, 3}"},
        {"p", "{x=1, y=2.5}"},       {"nothing", "None"},             {"words", "\"x\\ny\""}};
    EXPECT_EQ(last->locals, expected);
}

TEST(Recorder, CppGivesTheLinesGdbStepStopsOnWithTheValuesItShows)
{
    const sb::rec::ScratchFolder folder;
    const auto r = sb::rec::record(writeProgram(folder, "p.cpp", kCpp), Language::Cpp, "2\n", options());
    ASSERT_EQ(r.end, RecordEnd::Finished) << r.error;
    EXPECT_EQ(r.output, "2\n");
    // Back from twice() in the middle of line 14, gdb's step finishes that line and stops on the next.
    const std::vector<int> expected = {11, 12, 13, 14, 5, 6, 7, 13, 14, 5, 6, 7, 13, 16, 17, 18};
    EXPECT_EQ(sb::rec::lineSequence(r), expected);
    EXPECT_EQ(r.lines[4].frames, (std::vector<std::string>{"main", "twice"}));
    EXPECT_EQ(r.lines[4].value("w"), "");  // declared on the line about to run: not made yet
    EXPECT_EQ(r.lines[4].value("v"), "0");
    EXPECT_EQ(r.lines[5].value("w"), "0");
    EXPECT_EQ(r.lines[11].value("w"), "2");
    EXPECT_EQ(r.lines[13].value("total"), "2");
    EXPECT_EQ(r.lines[13].value("n"), "2");
}

TEST(Recorder, BreakpointsAtLineStartsStopWhereGdbStepStops)
{
    const sb::rec::ScratchFolder folder;
    const auto program = writeProgram(folder, "p.cpp", kLoops);
    auto o = options();
    o.variables = false;
    const auto fast = sb::rec::record(program, Language::Cpp, "5\n", o);
    o.gdbStep = true;
    const auto stepped = sb::rec::record(program, Language::Cpp, "5\n", o);
    ASSERT_EQ(fast.end, RecordEnd::Finished) << fast.error;
    ASSERT_EQ(stepped.end, RecordEnd::Finished) << stepped.error;
    EXPECT_EQ(fast.output, "5\n");
    EXPECT_EQ(sb::rec::lineSequence(fast), sb::rec::lineSequence(stepped));
    EXPECT_GT(fast.lines.size(), 100u);
}

TEST(Recorder, TheBreakpointsLeftOutOnlyRepeatALineAndEveryWayIntoALineKeepsItsStop)
{
    const sb::rec::ScratchFolder folder;
    const auto program = writeProgram(folder, "p.cpp", kEveryWayIn);
    // gdb's own step loses the program at the throw (it runs on to the end): the check is a
    // breakpoint at every line start, and the variables too.
    auto o = options();
    const auto fast = sb::rec::record(program, Language::Cpp, "7\n", o);
    o.everyLineStart = true;
    const auto every = sb::rec::record(program, Language::Cpp, "7\n", o);
    ASSERT_EQ(fast.end, RecordEnd::Finished) << fast.error;
    ASSERT_EQ(every.end, RecordEnd::Finished) << every.error;
    EXPECT_EQ(fast.output, "38 -1 3\n");
    EXPECT_EQ(sb::rec::lineSequence(fast), sb::rec::lineSequence(every));
    ASSERT_EQ(fast.lines.size(), every.lines.size());
    for (std::size_t i = 0; i < fast.lines.size(); ++i) {
        EXPECT_EQ(fast.lines[i].frames, every.lines[i].frames) << "line " << i;
        EXPECT_EQ(fast.lines[i].locals, every.lines[i].locals) << "line " << i;
        EXPECT_EQ(fast.lines[i].globals, every.lines[i].globals) << "line " << i;
    }
    EXPECT_GT(fast.lines.size(), 90u);
}

TEST(Recorder, CppShowsBlocksVariablesInTheirBlockAndTheFilesOwn)
{
    const sb::rec::ScratchFolder folder;
    const auto program = writeProgram(folder, "p.cpp", R"(#include <iostream>
using namespace std;

int g;
int board[3];

int main() {
    for (int i = 0; i < 2; i++) {
        int t = i + 1;
        g += t;
    }
    cout << g << "\n";
}
)");
    const auto r = sb::rec::record(program, Language::Cpp, "", options());
    ASSERT_EQ(r.end, RecordEnd::Finished) << r.error;
    EXPECT_EQ(sb::rec::lineSequence(r), (std::vector<int>{8, 9, 10, 8, 9, 10, 8, 12, 13}));
    // The loop's i is made on the header's first visit, and seen on its later ones; t lives in one turn.
    EXPECT_EQ(r.lines[0].value("i"), "");
    EXPECT_EQ(r.lines[1].value("i"), "0");
    EXPECT_EQ(r.lines[2].value("t"), "1");
    EXPECT_EQ(r.lines[3].value("i"), "0");
    EXPECT_EQ(r.lines[3].value("t"), "");
    EXPECT_EQ(r.lines[6].value("i"), "1");
    EXPECT_EQ(r.lines[7].value("i"), "");
    // The file's variables, zero before main runs.
    EXPECT_EQ(r.lines[0].value("g"), "0");
    EXPECT_EQ(r.lines[0].value("board"), "[0, 0, 0]");
    EXPECT_EQ(r.lines[7].value("g"), "3");
    // Asked for some names only, it records no others.
    auto o = options();
    o.onlyNames = {"i", "g"};
    const auto some = sb::rec::record(program, Language::Cpp, "", o);
    ASSERT_EQ(some.end, RecordEnd::Finished) << some.error;
    EXPECT_EQ(some.lines[2].value("t"), "");
    EXPECT_EQ(some.lines[2].value("board"), "");
    EXPECT_EQ(some.lines[2].value("i"), "0");
    EXPECT_EQ(some.lines[2].value("g"), "0");
    const auto py = sb::rec::record(writeProgram(folder, "p.py", "g = 0\nfor i in range(2):\n    t = i + 1\n    g += t\n"),
                                    Language::Python, "", o);
    ASSERT_EQ(py.end, RecordEnd::Finished) << py.error;
    EXPECT_EQ(py.lines[3].value("t"), "");
    EXPECT_EQ(py.lines[3].value("i"), "0");
    EXPECT_EQ(py.lines[3].value("g"), "0");
}

namespace {

/// The first stop on `line`; a record of no line when there is none.
const sb::rec::RecordedLine& stopOn(const sb::rec::Recording& r, int line)
{
    static const sb::rec::RecordedLine none;
    const auto found = std::find_if(r.lines.begin(), r.lines.end(), [line](const auto& l) { return l.line == line; });
    return found != r.lines.end() ? *found : none;
}

} // namespace

TEST(Recorder, CppShowsTheLibrarysContainersItemsInTheOrderItsLoopsVisitThem)
{
    const sb::rec::ScratchFolder folder;
    const auto program = writeProgram(folder, "p.cpp", R"(#include <bits/stdc++.h>
using namespace std;

int main() {
    set<int> s = {3, 1, 2, 5, 4, 9, 0};
    multiset<int> ms = {2, 1, 2};
    map<int, int> m = {{2, 20}, {1, 10}};
    multimap<int, int> mm = {{1, 5}, {1, 6}, {0, 1}};
    map<int, vector<int>> rows = {{0, {1, 2}}, {1, {}}};
    map<string, int> named = {{"b", 2}, {"a", 1}};
    unordered_set<int> us = {1, 2, 3};
    unordered_map<int, int> um = {{4, 40}, {5, 50}};
    priority_queue<int> pq;
    for (int x : {1, 5, 3}) pq.push(x);
    bitset<5> bits(6);
    tuple<int, string, double> tup(1, "x", 2.5);
    list<int> l = {4, 5};
    set<int> none;
    pair<int, set<int>> p{1, {2}};
    vector<int> v(10001);
    iota(v.begin(), v.end(), 0);
    set<int> big(v.begin(), v.end());
    vector<pair<int, int>> zeros(10001);
    multimap<int, int> bigm(zeros.begin(), zeros.end());
    rows[1].push_back(3);
    for (int x : us) cout << x << ' ';
    for (auto [k, x] : um) cout << k << ' ';
}
)");
    const auto r = sb::rec::record(program, Language::Cpp, "", options());
    ASSERT_EQ(r.end, RecordEnd::Finished) << r.error;
    EXPECT_EQ(r.output, "3 2 1 5 4 "); // the hash tables' order, as the program's own loops see it
    const sb::rec::RecordedLine& made = stopOn(r, 25);
    EXPECT_EQ(made.value("s"), "[0, 1, 2, 3, 4, 5, 9]");
    EXPECT_EQ(made.value("ms"), "[1, 2, 2]");
    EXPECT_EQ(made.value("m"), "{1: 10, 2: 20}");
    EXPECT_EQ(made.value("mm"), "{0: 1, 1: 5, 1: 6}");
    EXPECT_EQ(made.value("rows"), "{0: [1, 2], 1: []}");
    EXPECT_EQ(made.value("named"), R"({"a": 1, "b": 2})");
    EXPECT_EQ(made.value("us"), "[3, 2, 1]");
    EXPECT_EQ(made.value("um"), "{5: 50, 4: 40}");
    EXPECT_EQ(made.value("pq"), "[5, 1, 3]"); // its vector, in heap order
    EXPECT_EQ(made.value("bits"), "[0, 1, 1, 0, 0]");
    EXPECT_EQ(made.value("tup"), R"([1, "x", 2.5])");
    EXPECT_EQ(made.value("l"), "[4, 5]");
    EXPECT_EQ(made.value("none"), "[]");
    EXPECT_EQ(made.value("p"), "{first=1, second=[2]}");
    EXPECT_EQ(stopOn(r, 26).value("rows"), "{0: [1, 2], 1: [3]}");
    // At most 10,000 items, then "...".
    std::string first;
    for (int i = 0; i < 10000; ++i)
        first += std::to_string(i) + ", ";
    EXPECT_EQ(made.value("big"), "[" + first + "...]");
    std::string zeros;
    for (int i = 0; i < 10000; ++i)
        zeros += "0: 0, ";
    EXPECT_EQ(made.value("bigm"), "{" + zeros + "...}");
}

TEST(Recorder, CppShowsAContainerWhoseLinksGoNowhereOrLoopAsUnknown)
{
    const sb::rec::ScratchFolder folder;
    // What a container's bytes hold before its constructor ran can be anything: here links of
    // libstdc++'s nodes are broken by hand (a node that links to itself, a count the tree does not
    // hold), then mended.
    const auto program = writeProgram(folder, "p.cpp", R"(#include <list>
#include <set>
#include <unordered_set>

int main() {
    std::set<int> s = {1, 2};
    std::list<int> l = {3, 4};
    std::unordered_set<int> u = {5, 6};
    void** header = reinterpret_cast<void**>(reinterpret_cast<char*>(&s) + 8);
    void** first = static_cast<void**>(header[2]);
    void** listed = static_cast<void**>(*reinterpret_cast<void**>(&l));
    void** hashed = static_cast<void**>(reinterpret_cast<void**>(&u)[2]);
    void* links[] = {first[3], listed[0], hashed[0]};
    first[3] = first;
    listed[0] = listed;
    hashed[0] = hashed;
    header[4] = reinterpret_cast<void*>(1000000);
    first[3] = links[0];
    listed[0] = links[1];
    hashed[0] = links[2];
    header[4] = reinterpret_cast<void*>(2);
}
)");
    const auto r = sb::rec::record(program, Language::Cpp, "", options());
    ASSERT_EQ(r.end, RecordEnd::Finished) << r.error;
    EXPECT_EQ(stopOn(r, 14).value("s"), "[1, 2]");
    EXPECT_EQ(stopOn(r, 14).value("l"), "[3, 4]");
    EXPECT_EQ(stopOn(r, 14).value("u"), "[6, 5]");
    EXPECT_EQ(stopOn(r, 17).value("s"), "?");
    EXPECT_EQ(stopOn(r, 17).value("l"), "?");
    EXPECT_EQ(stopOn(r, 17).value("u"), "?");
    EXPECT_EQ(stopOn(r, 19).value("s"), "?"); // more nodes counted than the tree holds
    EXPECT_EQ(stopOn(r, 21).value("l"), "[3, 4]");
    EXPECT_EQ(stopOn(r, 21).value("u"), "[6, 5]");
    EXPECT_EQ(stopOn(r, 22).value("s"), "[1, 2]");
}

TEST(Recorder, StopsAtTheLineLimit)
{
    const sb::rec::ScratchFolder folder;
    auto o = options();
    o.lineLimit = 5;
    o.variables = false;
    const auto py = sb::rec::record(writeProgram(folder, "p.py", "while 1:\n    x = 1\n"), Language::Python, "", o);
    EXPECT_EQ(py.end, RecordEnd::Limit) << py.error;
    EXPECT_EQ(py.lines.size(), 5u);
    const auto cpp = sb::rec::record(writeProgram(folder, "p.cpp", "int main() {\n  int x = 0;\n  for (int i = 0; i >= 0; i++)\n    x = i;\n}\n"),
                                     Language::Cpp, "", o);
    EXPECT_EQ(cpp.end, RecordEnd::Limit) << cpp.error;
    EXPECT_EQ(cpp.lines.size(), 5u);
}

TEST(Recorder, SaysWhyWhenTheProgramDoesNotCompileOrFails)
{
    const sb::rec::ScratchFolder folder;
    const auto bad = sb::rec::record(writeProgram(folder, "p.cpp", "int main() { return x; }\n"), Language::Cpp, "", options());
    EXPECT_EQ(bad.end, RecordEnd::Failed);
    EXPECT_NE(bad.error.find("does not compile"), std::string::npos) << bad.error;
    EXPECT_NE(bad.error.find("p.cpp:1:21: error: 'x' was not declared"), std::string::npos) << bad.error;
    const auto raised = sb::rec::record(writeProgram(folder, "p.py", "x = 1\nraise ValueError('no')\n"), Language::Python, "",
                                        options());
    EXPECT_EQ(raised.end, RecordEnd::Failed);
    EXPECT_EQ(raised.error, "raised ValueError: no");
    EXPECT_EQ(sb::rec::lineSequence(raised), (std::vector<int>{1, 2}));
}

TEST(RecorderProbes, StopWhereTheDebuggersBreakpointsStopWithTheSameFrames)
{
    const sb::rec::ScratchFolder folder;
    // A recursion, a function called twice on one line, a struct's member function, a comparator
    // called from the library, an object of the file made before main, and both programs above.
    const auto more = writeProgram(folder, "m.cpp", R"(#include <bits/stdc++.h>
using namespace std;

vector<int> made(3, 7);

struct Walker {
    int steps = 0;
    void walk(int n) {
        steps += n;
    }
};

int fib(int n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
}

int sq(int x) { return x * x; }

int main() {
    int a = sq(2) + sq(3);
    Walker w;
    w.walk(a);
    vector<int> v = {5, 1, 4};
    sort(v.begin(), v.end(), [](int x, int y) {
        return x > y;
    });
    cout << fib(5) << " " << w.steps << " " << v[0] << " " << made[2] << "\n";
}
)");
    struct Case {
        std::filesystem::path program;
        const char* input;
    };
    for (const Case& c : {Case{writeProgram(folder, "l.cpp", kLoops), "5\n"},
                          Case{writeProgram(folder, "e.cpp", kEveryWayIn), "7\n"}, Case{more, ""}}) {
        auto o = options();
        o.variables = false;
        const auto debugger = sb::rec::record(c.program, Language::Cpp, c.input, o);
        o.probes = true;
        const auto probed = sb::rec::record(c.program, Language::Cpp, c.input, o);
        ASSERT_EQ(debugger.end, RecordEnd::Finished) << debugger.error;
        ASSERT_EQ(probed.end, RecordEnd::Finished) << probed.error;
        EXPECT_EQ(probed.output, debugger.output);
        EXPECT_EQ(sb::rec::lineSequence(probed), sb::rec::lineSequence(debugger)) << c.program;
        ASSERT_EQ(probed.lines.size(), debugger.lines.size());
        for (std::size_t i = 0; i < probed.lines.size(); ++i)
            EXPECT_EQ(probed.lines[i].frames, debugger.lines[i].frames) << c.program << " line " << i;
    }
}

/// A program with a variable of each kind the recorders show: scalars, arrays, structs, the
/// library's lists and strings, references and values passed down, globals and a static local.
constexpr const char* kEveryKind = R"(#include <bits/stdc++.h>
using namespace std;

enum Colour { Red, Green, Blue };
enum class Sign : int { Minus = -1, Plus = 1 };
struct Cell { int r, c; };
struct Move { Cell at; char who; double score; };

int board[3][4];
vector<int> seen = {4, 2};
string title = "caro";
long long total;

void mark(vector<vector<int>>& b, int& count, Cell c) {
    b[c.r][c.c] = 1;
    count++;
    static int calls = 0;
    calls++;
}

int sum(vector<int> v, const string& s) {
    int t = 0;
    for (int x : v)
        t += x;
    return t + (int)s.size();
}

int main() {
    int n = 3;
    char ch = 'x';
    bool done = false;
    double half = 0.5;
    float third = 1.0f / 3;
    unsigned u = 4000000000u;
    Colour colour = Blue;
    Sign sign = Sign::Minus;
    int row[5] = {1, -2, 3};
    bool flags[3] = {true, false, true};
    char word[6] = "hi\n";
    Move m = {{1, 2}, 'O', 1e20};
    vector<vector<int>> b(n, vector<int>(n));
    vector<string> names(2, "a\"b");
    names.push_back("\\\xe4");
    deque<int> d = {1, 2};
    d.push_front(0);
    stack<int> st;
    st.push(5);
    queue<char> q;
    q.push('z');
    array<int, 3> arr = {7, 8, 9};
    pair<int, string> p = {1, "one"};
    int* pointer = &n;
    int count = 0;
    mark(b, count, {1, 1});
    mark(b, count, {2, 0});
    {
        int n = 10;
        total += n;
    }
    for (int i = 0; i < 2; i++) {
        double n = i / 4.0;
        total += (long long)(n * 8);
    }
    board[1][2] = sum(seen, title);
    done = true;
    return 0;
}
)";

using Values = std::vector<std::pair<std::string, std::string>> sb::rec::RecordedLine::*;

/// The variables of each stop whose values do not depend on what happened to be in memory: the same
/// in two recordings under the debugger whose environments (and so stacks) differ in size. A local not
/// set yet holds whatever its memory held.
std::vector<std::map<std::string, std::string>> settledValues(const std::filesystem::path& program, std::string_view input,
                                                              sb::rec::RecordOptions o)
{
    std::vector<std::map<std::string, std::string>> settled;
    std::vector<sb::rec::Recording> runs;
    for (const char* padding : {"", "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef012345"}) {
        ::setenv("SB_TEST_PADDING", padding, 1);
        runs.push_back(sb::rec::record(program, Language::Cpp, input, o));
        EXPECT_EQ(runs.back().end, RecordEnd::Finished) << runs.back().error;
    }
    ::unsetenv("SB_TEST_PADDING");
    EXPECT_EQ(sb::rec::lineSequence(runs[0]), sb::rec::lineSequence(runs[1]));
    for (std::size_t i = 0; i < runs[0].lines.size() && i < runs[1].lines.size(); ++i) {
        auto& values = settled.emplace_back();
        const auto& a = runs[0].lines[i];
        const auto& b = runs[1].lines[i];
        for (const Values kind : {&sb::rec::RecordedLine::locals, &sb::rec::RecordedLine::globals})
            for (const auto& [name, value] : a.*kind)
                if (std::find(std::begin(b.*kind), std::end(b.*kind), std::pair{name, value}) != std::end(b.*kind))
                    values[(kind == &sb::rec::RecordedLine::globals ? "G " : "V ") + name] = value;
    }
    return settled;
}

/// Records `text` under the debugger and with probes: the same stops, the same names in the same order
/// at each, and the same values wherever the debugger's do not depend on what memory held before. The
/// probes' record goes to `probedOut` when given.
void expectProbesRecordAsTheDebugger(const char* text, sb::rec::Recording* probedOut = nullptr)
{
    const sb::rec::ScratchFolder folder;
    const auto program = writeProgram(folder, "k.cpp", text);
    auto o = options();
    o.variables = true;
    const auto debugger = sb::rec::record(program, Language::Cpp, "", o);
    const auto settled = settledValues(program, "", o);
    o.probes = true;
    const auto probed = sb::rec::record(program, Language::Cpp, "", o);
    ASSERT_EQ(probed.end, RecordEnd::Finished) << probed.error;
    ASSERT_EQ(sb::rec::lineSequence(probed), sb::rec::lineSequence(debugger));
    ASSERT_EQ(settled.size(), probed.lines.size());
    std::size_t compared = 0;
    for (std::size_t i = 0; i < probed.lines.size(); ++i) {
        const auto& line = probed.lines[i];
        for (const Values kind : {&sb::rec::RecordedLine::locals, &sb::rec::RecordedLine::globals}) {
            std::vector<std::string> names, debuggerNames;
            for (const auto& [name, value] : line.*kind)
                names.push_back(name);
            for (const auto& [name, value] : debugger.lines[i].*kind)
                debuggerNames.push_back(name);
            EXPECT_EQ(names, debuggerNames) << "stop " << i << ", line " << line.line;
            for (const auto& [name, value] : line.*kind) {
                const auto known = settled[i].find((kind == &sb::rec::RecordedLine::globals ? "G " : "V ") + name);
                if (known == settled[i].end())
                    continue;
                ++compared;
                EXPECT_EQ(value, known->second) << name << " at stop " << i << ", line " << line.line;
            }
        }
    }
    EXPECT_GT(compared, 300u);
    if (probedOut)
        *probedOut = probed;
}

TEST(RecorderProbes, RecordEveryVariableAsTheDebuggerDoes)
{
    expectProbesRecordAsTheDebugger(kEveryKind);
}

/// The library's containers a debugger shows by their items.
constexpr const char* kContainers = R"(#include <bits/stdc++.h>
using namespace std;

map<string, int> ages = {{"an", 12}, {"binh", 11}};
set<pair<int, int>> cells = {{2, 1}, {0, 3}};

int main() {
    set<int> s = {5, 1, 3};
    multiset<int> ms = {2, 2, 1};
    map<int, vector<int>> rows;
    unordered_map<int, int> seen;
    unordered_set<int> u;
    list<int> l = {3, 1};
    priority_queue<int> pq;
    bitset<10> bits(6);
    tuple<int, string, double> t(1, "x", 2.5);
    for (int i = 0; i < 3; i++) {
        s.insert(i * 2);
        ms.insert(i);
        rows[i % 2].push_back(i);
        seen[i] = i * i;
        u.insert(10 - i);
        l.push_front(i);
        pq.push(i * 7 % 5);
        bits.flip(i);
        get<0>(t) += i;
    }
    ages["chi"] = 10;
    cells.erase(cells.begin());
    s.clear();
    return 0;
}
)";

TEST(RecorderProbes, RecordTheLibrarysContainersAsTheDebuggerDoes)
{
    expectProbesRecordAsTheDebugger(kContainers);
}

/// Values a student's program holds beyond the plain ones: a vector of bools, unions (an anonymous one
/// too), bit-fields, references and static members in structs, a forward_list, structs of strings and
/// vectors nested, a grid of pairs, and sizes and offsets past 127 (read as one unsigned byte).
constexpr const char* kMoreKinds = R"(#include <bits/stdc++.h>
using namespace std;

union Number { int i; float f; unsigned char bytes[4]; };
struct Flags { unsigned level : 3; int delta : 5; bool on : 1; unsigned long long big : 40; char tag; };
struct Person { string name; vector<int> marks; };
struct Team { Person lead; vector<Person> members; };
struct View { const int& at; string& name; const Person& person; };
struct Counter { static int made; static const int most = 9; int id; Counter() : id(++made) {} };
int Counter::made = 0;
struct Token { int kind; union { int value; char op; }; };
struct Row { long long cells[20]; int total; };

vector<bool> seenRows = {true, false, true};
int counts[200];
forward_list<int> order = {2, 1};

int main() {
    vector<bool> bits(3);
    vector<bool> many(70, true);
    Number n;
    n.i = 1065353216;
    Flags flags = {5, -3, true, 1ull << 39, 'x'};
    int limit = 7;
    string who = "an";
    Person p = {"binh", {9, 8}};
    View view = {limit, who, p};
    Counter first, second;
    Token token = {1, {42}};
    forward_list<string> fl;
    vector<vector<pair<int, char>>> grid(2);
    Row row = {{1}, 5};
    bitset<130> marks;
    Team team = {p, {}};
    team.members.push_back(p);
    for (int i = 0; i < 3; i++) {
        bits[i] = i % 2 == 0;
        bits.push_back(i == 1);
        many[69 - i] = false;
        n.f += 1;
        flags.level = flags.level + 3;
        flags.delta -= 7;
        flags.on = !flags.on;
        limit += i;
        who += "!";
        fl.push_front(who);
        token.op = 'a' + i;
        team.members.push_back({who, {i}});
        grid[i % 2].push_back({i, 'x'});
        seenRows.flip();
        row.total += i;
        counts[199 - i] = i + 1;
        marks.set(128 + i % 2);
    }
    order.reverse();
    return 0;
}
)";

TEST(RecorderProbes, RecordMoreKindsOfValuesAsTheDebuggerDoes)
{
    sb::rec::Recording probed;
    expectProbesRecordAsTheDebugger(kMoreKinds, &probed);
    const auto& last = stopOn(probed, 56);
    const std::map<std::string, std::string> locals(last.locals.begin(), last.locals.end());
    const std::map<std::string, std::string> globals(last.globals.begin(), last.globals.end());
    const auto list = [](int n, const auto& item) {
        std::string out = "[";
        for (int i = 0; i < n; ++i)
            out += (i ? ", " : "") + item(i);
        return out + "]";
    };
    const std::string many = list(70, [](int i) { return std::string(i < 67 ? "1" : "0"); });
    const std::map<std::string, std::string> expected = {
        {"bits", "[1, 0, 1, 0, 1, 0]"},
        {"many", many},
        {"row", "{cells=" + list(20, [](int i) { return std::string(i ? "0" : "1"); }) + ", total=8}"},
        {"marks", list(130, [](int i) { return std::string(i >= 128 ? "1" : "0"); })},
        {"n", "{i=1082130432, f=4.0, bytes=[0, 0, 128, 64]}"},
        {"flags", "{level=6, delta=8, on=0, big=549755813888, tag=120}"},
        {"view", R"({at=10, name="an!!!", person={name="binh", marks=[9, 8]}})"},
        {"first", "{id=1}"},
        {"second", "{id=2}"},
        {"token", "{kind=1, value=99, op=99}"},
        {"fl", R"(["an!!!", "an!!", "an!"])"},
        {"team", R"({lead={name="binh", marks=[9, 8]}, members=[{name="binh", marks=[9, 8]}, {name="an!", marks=[0]}, )"
                 R"({name="an!!", marks=[1]}, {name="an!!!", marks=[2]}]})"},
        {"grid", "[[{first=0, second=120}, {first=2, second=120}], [{first=1, second=120}]]"},
    };
    for (const auto& [name, text] : expected)
        EXPECT_EQ(locals.count(name) ? locals.at(name) : "(none)", text) << name;
    EXPECT_EQ(globals.count("seenRows") ? globals.at("seenRows") : "(none)", "[0, 1, 0]");
    EXPECT_EQ(globals.count("order") ? globals.at("order") : "(none)", "[1, 2]");
    EXPECT_EQ(globals.count("counts") ? globals.at("counts") : "(none)",
              list(200, [](int i) { return std::to_string(i < 197 ? 0 : 200 - i); }));
    EXPECT_EQ(globals.count("Counter::made") ? globals.at("Counter::made") : "(none)", "2");
}

TEST(RecorderProbes, EndAsTheDebuggerSaysTheProgramEnded)
{
    const sb::rec::ScratchFolder folder;
    struct Case {
        const char* text;
        RecordEnd end;
        const char* error;
        std::vector<int> lines;
    };
    const Case cases[] = {
        {"int main() {\n  int x = 0;\n  for (int i = 0; i >= 0; i++)\n    x = i;\n}\n", RecordEnd::Limit, "",
         {2, 3, 4, 3, 4}},
        {"int main() {\n  int* p = nullptr;\n  *p = 1;\n  return 0;\n}\n", RecordEnd::Failed, "signal 11", {2, 3}},
        {"int main() {\n  return 3;\n}\n", RecordEnd::Failed, "exit 3", {2, 3}},
    };
    int n = 0;
    for (const Case& c : cases) {
        const auto program = writeProgram(folder, ("p" + std::to_string(n++) + ".cpp").c_str(), c.text);
        auto o = options();
        o.variables = false;
        o.lineLimit = 5;
        const auto debugger = sb::rec::record(program, Language::Cpp, "", o);
        o.probes = true;
        const auto probed = sb::rec::record(program, Language::Cpp, "", o);
        for (const auto* r : {&debugger, &probed}) {
            EXPECT_EQ(r->end, c.end) << c.text;
            EXPECT_EQ(r->error, c.error) << c.text;
            EXPECT_EQ(sb::rec::lineSequence(*r), c.lines) << c.text;
        }
    }
}

TEST(RecorderProcess, KillsAProgramPastItsTime)
{
    const auto r = sb::rec::runProcess({"sleep", "30"}, {}, {}, {}, {}, 0.2);
    EXPECT_TRUE(r.timedOut);
    EXPECT_EQ(r.signal, SIGKILL);
}
