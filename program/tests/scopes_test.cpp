// SPDX-License-Identifier: GPL-3.0-or-later
// The variables in scope at each line start, worked out from the DWARF, are those gdb shows there in
// gdb's own order: gdbrecord.py's own functions asked at every line start of test programs and of
// every C++ listing, and the records gdbrecord.py writes of the listings' runs.
#include "debuginfo.h"
#include "listingsamples.h"
#include "recorder.h"
#include "recorderscripts.h"
#include "sandbox.h"
#include "scopes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <sstream>

namespace fs = std::filesystem;
using namespace sb::program::debug;
using sb::program::listed::Listing;
using sb::program::listed::listingsWithSample;

namespace {

/// gdbrecord.py's own functions (all of it but its last lines, which record a run), asked at each pc
/// of the file `pcs` with a stand-in for a frame stopped there: the program is not run.
std::string gdbScript(const fs::path& pcs)
{
    std::string recorder(sb::rec::kGdbRecordScript);
    const std::size_t run = recorder.rfind("\ntry:\n    main()");
    if (run == std::string::npos)
        return {};
    recorder.resize(run);
    return recorder + R"(
class At:
    def __init__(self, pc):
        self._pc = pc
    def block(self):
        b = gdb.block_for_pc(self._pc)
        if b is None:
            raise RuntimeError("no block")
        return b
    def find_sal(self):
        return gdb.find_pc_line(self._pc)
    def pc(self):
        return self._pc

source = os.path.realpath(gdb.lookup_global_symbol("main").symtab.fullname())
out = open(")" + pcs.string() + R"(.out", "w")
for word in open(")" + pcs.string() + R"(").read().split():
    frame = At(int(word, 16))
    out.write("P %s\n" % word)
    for symbol in symbols_in_scope(frame):
        out.write("V %s\n" % symbol.name)
    for symbol in global_symbols(frame, source):
        out.write("G %s\n" % symbol.name)
out.close()
)";
}

/// What gdb shows at each pc: "V name" lines, then "G name" lines, by pc.
std::map<std::uint64_t, std::string> gdbShows(const fs::path& binary, const std::vector<std::uint64_t>& pcs)
{
    const fs::path folder = binary.parent_path();
    std::ofstream list(folder / "pcs");
    for (std::uint64_t pc : pcs)
        list << std::hex << pc << "\n";
    list.close();
    std::ofstream(folder / "scopes.py") << gdbScript(folder / "pcs");
    const std::string command = "gdb -q -batch -nx -x '" + (folder / "scopes.py").string() + "' '" + binary.string() +
                                "' > '" + (folder / "gdb.log").string() + "' 2>&1";
    EXPECT_EQ(std::system(command.c_str()), 0);
    std::map<std::uint64_t, std::string> out;
    std::ifstream in(folder / "pcs.out");
    std::string line;
    std::uint64_t at = 0;
    while (std::getline(in, line)) {
        if (line.rfind("P ", 0) == 0)
            out[at = std::stoull(line.substr(2), nullptr, 16)];
        else
            out[at] += line + "\n";
    }
    return out;
}

std::string ours(const DebugInfo& info, std::uint64_t pc)
{
    std::string out;
    for (const Variable* v : variablesInScope(info, pc))
        out += "V " + v->name + "\n";
    for (const Variable* v : globalsInGdbOrder(info))
        out += "G " + v->name + "\n";
    return out;
}

/// A program built as the recorder builds it, and its DWARF.
struct Built {
    std::unique_ptr<sb::box::WorkFolder> folder = std::make_unique<sb::box::WorkFolder>();
    DebugRead read;
    fs::path binary() const { return folder->path() / "prog"; }
};

void build(const fs::path& source, Built& out)
{
    std::string why;
    ASSERT_TRUE(sb::box::available(&why)) << why;
    fs::copy_file(source, out.folder->path() / "prog.cpp");
    const sb::box::RunResult built =
        sb::box::compileCpp(out.folder->path(), "prog.cpp", "prog", {"-std=gnu++17", "-O0", "-g"});
    ASSERT_TRUE(built.ok()) << built.err << built.error;
    out.read = readDebugInfo(out.binary(), "prog.cpp");
    ASSERT_TRUE(out.read.ok()) << out.read.error;
}

/// Builds `source` and compares at every line start the recorder stops at (a function's first
/// instruction is none).
void expectGdbsOrderAtEveryLineStart(const fs::path& source)
{
    Built b;
    ASSERT_NO_FATAL_FAILURE(build(source, b));
    const DebugInfo& info = b.read.info;
    // The line starts, and the lines of the functions DebugInfo does not list (lambdas, local classes'
    // methods) but their first (the prologue).
    std::map<std::uint64_t, int> pcs;
    for (const LineStart& s : info.lineStarts)
        if (!s.functionEntry)
            pcs[s.address] = s.line;
    for (const LineStart& s : info.lineTable) {
        const bool ownFunction = std::any_of(info.blocks.begin(), info.blocks.end(), [&](const Block& block) {
            return block.parent < 0 && !block.ranges.empty() && block.ranges.front().low < s.address &&
                   s.address < block.ranges.front().high;
        });
        if (info.functionAt(s.address) == nullptr && ownFunction)
            pcs[s.address] = s.line;
    }
    ASSERT_GT(pcs.size(), 5U);
    std::vector<std::uint64_t> asked;
    for (const auto& [pc, line] : pcs)
        asked.push_back(pc);
    const std::map<std::uint64_t, std::string> gdb = gdbShows(b.binary(), asked);
    ASSERT_EQ(gdb.size(), pcs.size()) << "gdb listed " << gdb.size() << " of " << pcs.size() << " line starts";
    for (const auto& [pc, line] : pcs)
        EXPECT_EQ(ours(info, pc), gdb.at(pc)) << "line " << line << " at 0x" << std::hex << pc;
}

fs::path testProgram(const char* name)
{
    return fs::path(STEPBOARD_SCOPES_PROGRAMS) / name;
}

} // namespace

TEST(GdbScopes, NestedBlocksShadowedNamesLoopsLabelsLambdasMethodsAndTemplates)
{
    expectGdbsOrderAtEveryLineStart(testProgram("nested.cpp"));
}

TEST(GdbScopes, GlobalsOfEveryKindAndBlocksWithTypesAndEnumerators)
{
    expectGdbsOrderAtEveryLineStart(testProgram("kinds.cpp"));
}

namespace {

std::string nameOf(const testing::TestParamInfo<Listing>& info)
{
    std::string name = info.param.file.parent_path().filename().string() + "_" + info.param.file.stem().string();
    std::replace(name.begin(), name.end(), '-', '_');
    return name;
}

class ListingScopes : public testing::TestWithParam<Listing> {};

} // namespace

TEST_P(ListingScopes, EveryLineStartShowsGdbsVariablesInGdbsOrder)
{
    expectGdbsOrderAtEveryLineStart(GetParam().file);
}
INSTANTIATE_TEST_SUITE_P(Listings, ListingScopes, testing::ValuesIn(listingsWithSample(".cpp")), nameOf);

TEST(GdbScopes, LocalClassesLambdasInLambdasCatchesBindingsAndBlocksOfTypes)
{
    expectGdbsOrderAtEveryLineStart(testProgram("odd.cpp"));
}
