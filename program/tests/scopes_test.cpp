// SPDX-License-Identifier: GPL-3.0-or-later
// The variables in scope at each line start, worked out from the DWARF, are those gdb shows there in
// gdb's own order: gdbrecord.py's own functions asked at every line start of test programs and of
// every C++ listing, and the records gdbrecord.py writes of the listings' runs.
#include "debuginfo.h"
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
            at = std::stoull(line.substr(2), nullptr, 16);
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

/// Builds `source` as the recorder does and compares at every line start the recorder stops at.
void expectGdbsOrderAtEveryLineStart(const fs::path& source)
{
    std::string why;
    ASSERT_TRUE(sb::box::available(&why)) << why;
    sb::box::WorkFolder folder;
    fs::copy_file(source, folder.path() / "prog.cpp");
    const sb::box::RunResult built =
        sb::box::compileCpp(folder.path(), "prog.cpp", "prog", {"-std=gnu++17", "-O0", "-g"});
    ASSERT_TRUE(built.ok()) << built.err << built.error;
    const DebugRead read = readDebugInfo(folder.path() / "prog", "prog.cpp");
    ASSERT_TRUE(read.ok()) << read.error;
    std::vector<std::uint64_t> pcs;
    for (const LineStart& s : read.info.lineStarts)
        if (!s.functionEntry)
            pcs.push_back(s.address);
    ASSERT_GT(pcs.size(), 5U);
    const std::map<std::uint64_t, std::string> gdb = gdbShows(folder.path() / "prog", pcs);
    ASSERT_EQ(gdb.size(), pcs.size()) << "gdb listed " << gdb.size() << " of " << pcs.size() << " line starts";
    for (const LineStart& s : read.info.lineStarts)
        if (!s.functionEntry)
            EXPECT_EQ(ours(read.info, s.address), gdb.at(s.address)) << "line " << s.line << " at 0x" << std::hex << s.address;
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
