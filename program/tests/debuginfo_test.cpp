// SPDX-License-Identifier: GPL-3.0-or-later
// A program built with g++ -O0 -g read back from its own DWARF: where its lines start, its
// functions, their variables' places in the frame, its globals and the types of all of them.
#include "debuginfo.h"
#include "probes.h"
#include "sandbox.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>

using namespace sb::program::debug;

namespace {

// The line numbers below are the program's own; the fixture's tests name them.
const char* const kProgram = R"(#include <string>
#include <vector>
long long total = 7;
enum Color { Red, Green = 5 };
typedef unsigned short Word;
Color paint = Green;
Word word = 3;
std::string name = "ab";
struct Cell { int r; char c; double w; };
struct S {
    int k;
    int f(int d) { return k + d; }
};
int countRay(int from, int step) {
    int x = from;
    for (int i = 0; i < 3; i++) {
        int inner = i * step;
        x += inner;
    }
    return x;
}
void grow(std::vector<int>& v, int&& extra) { v.push_back(extra); }
int main() {
    long long a[3][4] = {};
    Cell cell{1, 'a', 2.5};
    std::vector<int> v(3);
    S s{2};
    grow(v, 4);
    a[1][2] = countRay(v.size(), s.f(1));
    total += a[1][2] + cell.r + paint + word + name.size();
    return 0;
}
)";

/// The program built once for all the tests, as the recorder builds it for the debugger.
class DebugInfoOf : public testing::Test {
protected:
    static void SetUpTestSuite()
    {
        s_folder = std::make_unique<sb::box::WorkFolder>();
        std::ofstream(s_folder->path() / "prog.cpp") << kProgram;
        s_built = sb::box::compileCpp(s_folder->path(), "prog.cpp", "prog", {"-std=gnu++17", "-O0", "-g"});
        if (s_built.ok())
            s_read = readDebugInfo(s_folder->path() / "prog", "prog.cpp");
    }
    static void TearDownTestSuite() { s_folder.reset(); }

    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why; // scripts/dev installs bubblewrap
        ASSERT_TRUE(s_built.ok()) << s_built.err << s_built.error;
        ASSERT_TRUE(s_read.ok()) << s_read.error;
    }

    static const DebugInfo& info() { return s_read.info; }

    static const Function& function(const std::string& name)
    {
        const auto& all = info().functions;
        const auto found = std::find_if(all.begin(), all.end(), [&](const Function& f) { return f.name == name; });
        EXPECT_NE(found, all.end()) << name;
        return found != all.end() ? *found : all.front();
    }

    static const Variable& variable(const Function& f, const std::string& name)
    {
        const auto found = std::find_if(f.variables.begin(), f.variables.end(),
                                        [&](const Variable& v) { return v.name == name; });
        EXPECT_NE(found, f.variables.end()) << name;
        return found != f.variables.end() ? *found : f.variables.front();
    }

    static const Type& type(TypeId id)
    {
        static const Type none;
        EXPECT_NE(id, kNoType);
        return id == kNoType ? none : info().types.at(static_cast<std::size_t>(id));
    }

    static std::uint64_t lineStart(int line, int nth = 0)
    {
        for (const LineStart& s : info().lineStarts)
            if (s.line == line && nth-- == 0)
                return s.address;
        ADD_FAILURE() << "no start of line " << line;
        return 0;
    }

    static std::unique_ptr<sb::box::WorkFolder> s_folder;
    static sb::box::RunResult s_built;
    static DebugRead s_read;
};

std::unique_ptr<sb::box::WorkFolder> DebugInfoOf::s_folder;
sb::box::RunResult DebugInfoOf::s_built;
DebugRead DebugInfoOf::s_read;

/// What `nm` says of a symbol's address: a second reader of the same binary.
std::uint64_t nmAddress(const std::filesystem::path& binary, const std::string& symbol)
{
    const std::string command = "nm '" + binary.string() + "'";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
    if (!pipe)
        return 0;
    char line[512];
    while (std::fgets(line, sizeof line, pipe.get())) {
        std::istringstream words(line);
        std::string address, kind, name;
        if (words >> address >> kind >> name && name == symbol)
            return std::stoull(address, nullptr, 16);
    }
    return 0;
}

} // namespace

TEST_F(DebugInfoOf, LineStartsAreTheLinesOfTheLineTableOneAStatementRun)
{
    // objdump --dwarf=decodedline, with each run of one line's entries in a function kept once.
    const std::vector<int> expected{14, 15, 16, 17, 18, 16, 20, 21, 22, 22, 23, 24,
                                    25, 26, 27, 28, 29, 30, 31, 32, 26, 32, 12, 12};
    std::vector<int> lines;
    std::vector<int> entries;
    for (const LineStart& s : info().lineStarts) {
        lines.push_back(s.line);
        if (s.functionEntry)
            entries.push_back(s.line);
    }
    EXPECT_EQ(lines, expected);
    EXPECT_EQ(entries, (std::vector<int>{14, 22, 23, 12}));
    EXPECT_TRUE(std::is_sorted(info().lineStarts.begin(), info().lineStarts.end(),
                               [](const LineStart& a, const LineStart& b) { return a.address < b.address; }));
}

TEST_F(DebugInfoOf, FunctionsAreNamedAsTheCallStackNamesThem)
{
    std::vector<std::string> names;
    for (const Function& f : info().functions)
        names.push_back(f.name);
    EXPECT_EQ(names, (std::vector<std::string>{"countRay", "grow", "main", "S::f"}));
    const Function& main = function("main");
    EXPECT_EQ(main.line, 23);
    EXPECT_EQ(main.frameBase, Function::FrameBase::CallFrameCfa);
    EXPECT_EQ(info().functionAt(lineStart(29)), &main);
    EXPECT_EQ(info().functionAt(main.high - 1), &main);
    EXPECT_EQ(info().functionAt(0), nullptr);
}

TEST_F(DebugInfoOf, AnIntLocalIsAtItsFrameOffsetWithItsType)
{
    const Variable& x = variable(function("countRay"), "x");
    EXPECT_EQ(x.location.kind, Location::Kind::FrameOffset);
    EXPECT_EQ(x.location.value, -20); // objdump --dwarf=info: DW_OP_fbreg: -20
    EXPECT_FALSE(x.parameter);
    EXPECT_EQ(x.line, 15);
    const Type& t = type(x.type);
    EXPECT_EQ(t.kind, TypeKind::Base);
    EXPECT_EQ(t.name, "int");
    EXPECT_EQ(t.size, 4U);
    EXPECT_EQ(t.encoding, Encoding::Signed);
}

TEST_F(DebugInfoOf, ParametersComeFirstAndAMethodHasItsThis)
{
    const Function& countRay = function("countRay");
    ASSERT_GE(countRay.variables.size(), 2U);
    EXPECT_EQ(countRay.variables[0].name, "from");
    EXPECT_EQ(countRay.variables[1].name, "step");
    EXPECT_TRUE(countRay.variables[1].parameter);
    const Type& self = type(variable(function("S::f"), "this").type);
    EXPECT_EQ(self.kind, TypeKind::Pointer);
    EXPECT_EQ(type(self.target).name, "S");
}

TEST_F(DebugInfoOf, AVariableOfAnInnerBlockHasThatBlocksRange)
{
    const Function& countRay = function("countRay");
    EXPECT_EQ(variable(countRay, "x").scope.front().low, countRay.low);
    const Variable& inner = variable(countRay, "inner");
    ASSERT_EQ(inner.scope.size(), 1U);
    // The loop's body: from its first line to the loop's step, the second start of line 16.
    EXPECT_EQ(inner.scope[0].low, lineStart(17));
    EXPECT_EQ(inner.scope[0].high, lineStart(16, 1));
    const Variable& i = variable(countRay, "i");
    EXPECT_EQ(i.scope[0].low, lineStart(16));
    EXPECT_EQ(i.scope[0].high, lineStart(20));
}

TEST_F(DebugInfoOf, ATwoDimensionalArrayHasItsDimensionsAndElement)
{
    const Type& a = type(variable(function("main"), "a").type);
    EXPECT_EQ(a.kind, TypeKind::Array);
    EXPECT_EQ(a.dimensions, (std::vector<std::int64_t>{3, 4}));
    EXPECT_EQ(a.size, 96U);
    const Type& element = type(a.target);
    EXPECT_EQ(element.name, "long long int");
    EXPECT_EQ(element.size, 8U);
    EXPECT_EQ(element.encoding, Encoding::Signed);
}

TEST_F(DebugInfoOf, AStructHasItsMembersAtTheirOffsets)
{
    const Type& cell = type(variable(function("main"), "cell").type);
    EXPECT_EQ(cell.kind, TypeKind::Struct);
    EXPECT_EQ(cell.name, "Cell");
    EXPECT_EQ(cell.size, 16U);
    ASSERT_EQ(cell.members.size(), 3U);
    EXPECT_EQ(cell.members[0].name, "r");
    EXPECT_EQ(cell.members[0].offset, 0U);
    EXPECT_EQ(cell.members[1].name, "c");
    EXPECT_EQ(cell.members[1].offset, 4U);
    EXPECT_EQ(type(cell.members[1].type).encoding, Encoding::Char);
    EXPECT_EQ(cell.members[2].name, "w");
    EXPECT_EQ(cell.members[2].offset, 8U);
    EXPECT_EQ(type(cell.members[2].type).encoding, Encoding::Float);
}

TEST_F(DebugInfoOf, AVectorIsNamedByItsTemplateWithItsBase)
{
    const Type& v = type(variable(function("main"), "v").type);
    EXPECT_EQ(v.kind, TypeKind::Struct);
    EXPECT_EQ(v.name, "std::vector<int, std::allocator<int> >");
    EXPECT_EQ(v.size, 24U);
    ASSERT_FALSE(v.members.empty());
    EXPECT_TRUE(v.members[0].base);
    EXPECT_EQ(v.members[0].name, "std::_Vector_base<int, std::allocator<int> >");
}

TEST_F(DebugInfoOf, ReferencesKnowTheirKindAndTarget)
{
    const Function& grow = function("grow");
    const Type& v = type(variable(grow, "v").type);
    EXPECT_EQ(v.kind, TypeKind::Reference);
    EXPECT_EQ(type(v.target).name, "std::vector<int, std::allocator<int> >");
    const Type& extra = type(variable(grow, "extra").type);
    EXPECT_EQ(extra.kind, TypeKind::RvalueReference);
    EXPECT_EQ(type(extra.target).name, "int");
}

TEST_F(DebugInfoOf, AGlobalIsAtTheAddressNmGivesIt)
{
    const auto& globals = info().globals;
    const auto total = std::find_if(globals.begin(), globals.end(), [](const Variable& v) { return v.name == "total"; });
    ASSERT_NE(total, globals.end());
    EXPECT_EQ(total->location.kind, Location::Kind::Address);
    const std::uint64_t nm = nmAddress(s_folder->path() / "prog", "total");
    ASSERT_NE(nm, 0U);
    EXPECT_EQ(static_cast<std::uint64_t>(total->location.value), nm);
    EXPECT_EQ(type(total->type).name, "long long int");
}

TEST_F(DebugInfoOf, EnumsKeepTheirEnumeratorsAndTypedefsAreResolved)
{
    std::vector<std::string> names;
    for (const Variable& v : info().globals)
        names.push_back(v.name);
    // Named as gdb names them: a std::string's by its linkage name, with the ABI tag in it.
    EXPECT_EQ(names, (std::vector<std::string>{"total", "paint", "word", "name[abi:cxx11]"}));
    const Type& color = type(info().globals[1].type);
    EXPECT_EQ(color.kind, TypeKind::Enum);
    ASSERT_EQ(color.enumerators.size(), 2U);
    EXPECT_EQ(color.enumerators[1].name, "Green");
    EXPECT_EQ(color.enumerators[1].value, 5);
    const Type& word = type(info().globals[2].type);
    EXPECT_EQ(word.name, "short unsigned int");
    EXPECT_EQ(word.encoding, Encoding::Unsigned);
    EXPECT_EQ(type(info().globals[3].type).name,
              "std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >");
}

TEST(DebugInfo, AMissingFileIsAnErrorNotACrash)
{
    const DebugRead read = readDebugInfo("/nonexistent/prog", "prog.cpp");
    EXPECT_FALSE(read.ok());
    EXPECT_NE(read.error.find("could not be opened"), std::string::npos) << read.error;
}

TEST(DebugInfo, AFileThatIsNoProgramIsAnError)
{
    const sb::box::WorkFolder folder;
    std::ofstream(folder.path() / "prog.cpp") << "int main() {}\n";
    const DebugRead read = readDebugInfo(folder.path() / "prog.cpp", "prog.cpp");
    EXPECT_FALSE(read.ok());
    EXPECT_NE(read.error.find("is not a program"), std::string::npos) << read.error;
}

TEST(DebugInfo, AProgramBuiltWithoutDebuggingInformationIsAnError)
{
    std::string why;
    ASSERT_TRUE(sb::box::available(&why)) << why;
    const sb::box::WorkFolder folder;
    std::ofstream(folder.path() / "prog.cpp") << "int main() { return 0; }\n";
    const sb::box::RunResult built = sb::box::compileCpp(folder.path(), "prog.cpp", "prog", std::vector<std::string>{"-O0"});
    ASSERT_TRUE(built.ok()) << built.err;
    const DebugRead read = readDebugInfo(folder.path() / "prog", "prog.cpp");
    EXPECT_FALSE(read.ok());
    EXPECT_NE(read.error.find("build it with -g"), std::string::npos) << read.error;
    EXPECT_TRUE(read.info.functions.empty());
}

TEST_F(DebugInfoOf, AnotherSourceFileIsAnError)
{
    const DebugRead read = readDebugInfo(s_folder->path() / "prog", "other.cpp");
    EXPECT_FALSE(read.ok());
    EXPECT_NE(read.error.find("other.cpp"), std::string::npos) << read.error;
}

TEST_F(DebugInfoOf, AProgramBuiltWithProbesSaysWhereEachProbeIsInItsOwnFunctions)
{
    // Built without them: none.
    EXPECT_TRUE(info().probeSites.empty());
    // Built as the recorder without a debugger builds it: the assembly in the sandbox, the probes added
    // here, the assembly and the probes' runtime linked in the sandbox.
    const sb::box::WorkFolder folder;
    std::ofstream(folder.path() / "prog.cpp") << kProgram;
    const sb::box::RunResult assembled =
        sb::box::compileCpp(folder.path(), "prog.cpp", "prog.s", {"-std=gnu++17", "-O0", "-g", "-S"});
    ASSERT_TRUE(assembled.ok()) << assembled.err;
    std::ifstream in(folder.path() / "prog.s");
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const sb::rec::ProbedAssembly probed = sb::rec::addProbes(text, "prog.cpp");
    std::ofstream(folder.path() / "probed.s") << probed.text;
    const sb::box::RunResult linked =
        sb::box::compileCpp(folder.path(), "probed.s", "prog", sb::rec::writeProbeRuntime(folder.path()));
    ASSERT_TRUE(linked.ok()) << linked.err;
    const DebugRead read = readDebugInfo(folder.path() / "prog", "prog.cpp");
    ASSERT_TRUE(read.ok()) << read.error;
    ASSERT_EQ(read.info.probeSites.size(), probed.sites.size());
    ASSERT_GT(probed.sites.size(), 10U);
    for (std::size_t i = 0; i < probed.sites.size(); ++i) {
        // Each probe is in the function it was added to, past its prologue, in the order of its code.
        // The file's objects made before main (std::string name) are made by a function g++ adds.
        const std::string in = sb::rec::frameName(probed.functions[static_cast<std::size_t>(probed.sites[i].function)]);
        const Function* f = read.info.functionAt(read.info.probeSites[i]);
        if (in == "__static_initialization_and_destruction_0" || in.starts_with("_GLOBAL__sub_I_")) {
            EXPECT_EQ(f, nullptr);
            continue;
        }
        ASSERT_NE(f, nullptr) << "probe " << i << " in " << in;
        EXPECT_EQ(f->name, in);
        EXPECT_GT(read.info.probeSites[i], f->low);
        if (i > 0 && read.info.functionAt(read.info.probeSites[i - 1]) == f) {
            EXPECT_GT(read.info.probeSites[i], read.info.probeSites[i - 1]);
        }
    }
}
