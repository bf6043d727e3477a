// SPDX-License-Identifier: GPL-3.0-or-later
// Every C++ solution of the three packs made here, recorded on its pack's first sample with probes, is what
// the debugger records of the same program: the recording the window steps is the program's own run.
#include "pack.h"
#include "packjudge.h"
#include "process.h"

#include "ownprogram.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace sb::pack;

namespace {

std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

/// The variable a record's line sets: "V name value" (the frame's), "W depth name value" (a caller's).
std::string setName(const std::string& line)
{
    std::istringstream in(line);
    std::string kind, word;
    in >> kind >> word;
    if (kind == "W")
        in >> word;
    return kind == "V" || kind == "W" ? word : std::string();
}

/// The first line where the two records differ, but for the value a local holds before the line that sets
/// it has run: its bytes are what the stack held before (an address, which differs between the debugger's
/// position-independent build and the probes' build), as a debugger shows them. Such a value may differ
/// until both records agree on it once; another frame (a call, "F", or a return to a caller) starts anew.
std::string firstDifference(const std::string& probes, const std::string& debuggers)
{
    const std::vector<std::string> a = linesOf(probes), b = linesOf(debuggers);
    std::set<std::string> agreed; ///< the variables of the frame on screen both records have said alike
    std::string depth;            ///< that frame's, as the last stop ("L line depth") said it
    for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        if (i < a.size() && i < b.size() && a[i] == b[i]) {
            if (a[i].starts_with("F ")) {
                agreed.clear();
            } else if (a[i].starts_with("L ")) {
                // A return into a caller: its locals are another frame's.
                if (const std::string now = a[i].substr(a[i].rfind(' ') + 1); now != depth) {
                    agreed.clear();
                    depth = now;
                }
            } else if (const std::string name = setName(a[i]); !name.empty()) {
                agreed.insert(name);
            }
            continue;
        }
        if (i < a.size() && i < b.size()) {
            const std::string name = setName(a[i]);
            if (!name.empty() && name == setName(b[i]) && !agreed.count(name))
                continue;
        }
        return "line " + std::to_string(i + 1) + ": \"" + (i < a.size() ? a[i] : "(none)") + "\" against \"" +
               (i < b.size() ? b[i] : "(none)") + "\"";
    }
    return {};
}

} // namespace

TEST(PackLines, EveryCppSolutionsRecordingIsTheDebuggersOnTheFirstSample)
{
    for (const std::string name : {"regions", "knapsack", "queens"}) {
        const Pack pack = read(std::filesystem::path(STEPBOARD_RESOURCES_DIR) / "packs" / name);
        ASSERT_FALSE(pack.broken()) << name;
        const TestCase& sample = pack.groups.front().tests.front();
        const std::string input = sb::rec::readWhole(pack.root / sample.input);
        for (const Solution& s : pack.solutions) {
            if (s.language != Language::Cpp)
                continue;
            SCOPED_TRACE(name + " " + s.file + " on " + sample.name);
            const sb::program::Program program = sb::program::Program::forStepping(
                sb::rec::readWhole(pack.root / s.file), s.language, std::filesystem::path(s.file).filename().string());
            std::string probes, debuggers;
            sb::program::TraceOptions options;
            options.record = &probes;
            const sb::program::Trace probed = program.trace(input, options);
            options.record = &debuggers;
            options.debugger = true;
            const sb::program::Trace underGdb = program.trace(input, options);
            EXPECT_EQ(underGdb.end(), probed.end()) << underGdb.error();
            EXPECT_EQ(probed.end(), sb::program::Trace::End::Finished) << probed.error();
            EXPECT_EQ(probed.output, underGdb.output);
            EXPECT_GT(probed.size(), 10u);
            EXPECT_EQ(firstDifference(probes, debuggers), "") << "probes, then gdb";
        }
    }
}
