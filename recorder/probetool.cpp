// SPDX-License-Identifier: GPL-3.0-or-later
// stepboard-probe: what the recording of a student's C++ program with probes does with what the program
// and its compiler wrote, run inside the sandbox: the assembly, the debug information and the record are
// the program's, so none of them is read by the app itself. Each step starts again from the program's
// plain assembly, which gives the same probes every time.
//
//   stepboard-probe probes SOURCE PLAIN.s PROBED.s
//       writes the assembly with its probes (SOURCE: the file's name as g++ was given it)
//   stepboard-probe plan SOURCE PLAIN.s BINARY PLAN
//       writes the plan the runtime follows (SB_PROBE_PLAN) from the built program's debug information
//   stepboard-probe text SOURCE PLAIN.s BINARY RECORD OUTPUT_CAP TEXT
//       writes the runtime's record (SB_PROBE_RECORD) as the debugger recorder's record of what changed
//       at each stop (gdbrecord.py with SB_DELTA=1), without its last line, which says how it ended
//
// Exit status 0, or 1 with the reason on stderr.

#include "debuginfo.h"
#include "process.h"
#include "probes.h"
#include "probevalues.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

int fail(const std::string& why)
{
    std::fprintf(stderr, "%s\n", why.c_str());
    return 1;
}

/// The plan of the program built from `plain` with probes, read from `binary`'s debug information.
bool planOf(const char* source, const char* plain, const char* binary, sb::rec::ProbePlan& plan, std::string& error)
{
    const sb::rec::ProbedAssembly probed = sb::rec::addProbes(sb::rec::readWhole(plain), source);
    auto read = sb::program::debug::readDebugInfo(binary, source);
    if (!read.ok()) {
        error = "the program's debug information cannot be read: " + read.error;
        return false;
    }
    plan = sb::rec::makeProbePlan(read.info, probed);
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    try {
        if (args.size() == 4 && args[0] == "probes") {
            const sb::rec::ProbedAssembly probed = sb::rec::addProbes(sb::rec::readWhole(argv[3]), args[1]);
            if (probed.sites.empty())
                return fail("the program's assembly has no line of " + args[1]);
            return sb::rec::writeWhole(argv[4], probed.text) ? 0 : fail("the probed assembly cannot be written");
        }
        if (args.size() == 5 && args[0] == "plan") {
            sb::rec::ProbePlan plan;
            std::string error;
            if (!planOf(argv[2], argv[3], argv[4], plan, error))
                return fail(error);
            return sb::rec::writeWhole(argv[5], plan.file()) ? 0 : fail("the plan cannot be written");
        }
        if (args.size() == 7 && args[0] == "text") {
            sb::rec::ProbePlan plan;
            std::string error;
            if (!planOf(argv[2], argv[3], argv[4], plan, error))
                return fail(error);
            const std::string text = sb::rec::probeRecordText(sb::rec::readProbeRecord(argv[5]), plan, true,
                                                              std::strtoull(argv[6], nullptr, 10));
            return sb::rec::writeWhole(argv[7], text) ? 0 : fail("the record cannot be written");
        }
    } catch (const std::exception& e) {
        return fail(std::string("the recording failed: ") + e.what());
    }
    return fail("usage: stepboard-probe probes|plan|text ...");
}
