// SPDX-License-Identifier: GPL-3.0-or-later
#include "probetrace.h"

#include "headers.h"
#include "probes.h"
#include "probevalues.h"
#include "process.h"

#include <mutex>
#include <optional>

namespace sb::program::probed {

namespace {

/// The program's plain assembly, from which stepboard-probe makes its probes each time (the same ones).
constexpr const char* kPlain = "debug.s";
constexpr const char* kProbed = "probed.s";
/// Built into the program: its output unbuffered before main() runs, so that the record tells what it
/// has printed at each line.
constexpr const char* kUnbufferedSource =
    "#include <stdio.h>\n"
    "__attribute__((constructor)) static void stepboard_unbuffered_output() { setvbuf(stdout, 0, _IONBF, 0); }\n";

std::string compileError(const box::RunResult& r)
{
    return r.outcome == box::Outcome::NotStarted ? r.error : "the program does not build for stepping: " + r.err;
}

/// stepboard-probe run in the sandbox in `work` with `args`; its stderr when it fails.
std::string runTool(const std::filesystem::path& work, std::vector<std::string> args)
{
    const std::string tool = box::findHelper("stepboard-probe", "recorder");
    if (tool.empty())
        return "stepboard-probe is missing beside the app";
    box::RunSpec spec;
    spec.work = work;
    spec.readOnly.push_back({tool, "/run/stepboard-probe"});
    spec.argv = {box::seenAt(spec.readOnly.back())};
    spec.argv.insert(spec.argv.end(), args.begin(), args.end());
    spec.limits = box::compilerLimits();
    spec.limits.cpuSeconds = 120; // the record of two million lines is read in seconds
    spec.limits.wallSeconds = 240;
    spec.limits.memoryBytes = 4096ull << 20;
    spec.limits.fileBytes = 2048ull << 20;
    const box::RunResult r = box::run(spec);
    if (r.ok())
        return {};
    if (r.outcome == box::Outcome::NotStarted)
        return r.error;
    if (!r.err.empty())
        return r.err.substr(0, r.err.find_last_not_of('\n') + 1);
    return r.outcome == box::Outcome::Signaled ? "stepboard-probe was killed by " + box::signalName(r.signal)
                                               : "stepboard-probe failed";
}

/// The objects linked into every program built with probes besides its own: the runtime, its entry and
/// the unbuffered output. Built once a process, in the sandbox (most of the time of a short program's
/// build); empty, with `error` set, when they could not be.
struct Objects {
    std::optional<box::WorkFolder> folder;
    std::vector<std::string> files; ///< their names in the folder
    std::string error;
};

const Objects& objects()
{
    static std::mutex mutex;
    static Objects made;
    const std::lock_guard lock(mutex);
    if (!made.files.empty() || !made.error.empty())
        return made;
    made.folder.emplace();
    const std::filesystem::path& folder = made.folder->path();
    if (folder.empty() || !rec::writeWhole(folder / "unbuffered.cc", kUnbufferedSource)) {
        made.error = "no working folder could be made";
        return made;
    }
    box::RunSpec spec;
    spec.work = folder;
    spec.argv = {"/usr/bin/g++", "-c"};
    for (const std::string& a : rec::writeProbeRuntime(folder))
        if (a != "-no-pie")
            spec.argv.push_back(a);
    spec.argv.emplace_back("unbuffered.cc");
    spec.limits = box::compilerLimits();
    const box::RunResult r = box::run(spec);
    if (!r.ok()) {
        made.error = compileError(r);
        return made;
    }
    made.files = {"sb_probe_entry.o", "sb_probe_runtime.o", "unbuffered.o"};
    return made;
}

} // namespace

std::string build(const std::filesystem::path& work, const std::string& fileName)
{
    const Objects& linked = objects();
    if (!linked.error.empty())
        return linked.error;
    // In a folder of their own, so that no name of the student's file is the same.
    std::error_code ec;
    std::filesystem::create_directory(work / "stepboard", ec);
    std::vector<std::string> flags{"-no-pie"};
    for (const std::string& file : linked.files) {
        std::filesystem::copy_file(linked.folder->path() / file, work / "stepboard" / file, ec);
        flags.push_back("stepboard/" + file);
    }
    if (ec)
        return "no working folder could be made";
    // The assembly g++ writes for a debugger's build: every line where the source has it.
    std::vector<std::string> stepping = headerFlags(HeaderUse::Stepping);
    stepping.emplace_back("-S");
    const box::RunResult plain = box::compileCpp(work, fileName, kPlain, stepping, readyHeaders(HeaderUse::Stepping));
    if (!plain.ok())
        return compileError(plain);
    if (std::string error = runTool(work, {"probes", fileName, kPlain, kProbed}); !error.empty())
        return error;
    const box::RunResult built = box::compileCpp(work, kProbed, "debug", flags);
    if (!built.ok())
        return compileError(built);
    return runTool(work, {"plan", fileName, kPlain, "debug", kPlan});
}

void prepareRun(box::RunSpec& spec, const std::string& input, const std::string& output)
{
    // The runtime reads where stdin and stdout stand: both are files.
    spec.argv = {"/bin/sh", "-c", "exec ./debug < " + input + " > " + output};
    spec.environment.insert(spec.environment.end(), {{"SB_PROBE_RECORD", kRecord},
                                                     {"SB_PROBE_RECORD_SIZE", std::to_string(kRecordBytes)},
                                                     {"SB_PROBE_PLAN", kPlan}});
}

bool readRecord(const std::filesystem::path& work, const std::string& fileName, const box::RunResult& run,
                std::uint64_t outputCap, std::string& record, std::string& error)
{
    constexpr const char* kText = "record.txt";
    error = runTool(work, {"text", fileName, kPlain, "debug", kRecord, std::to_string(outputCap), kText});
    if (!error.empty())
        return false;
    record = rec::readWhole(work / kText);
    if (run.outcome == box::Outcome::Signaled || run.outcome == box::Outcome::Exited)
        record += rec::probeRecordEnd(record, run.outcome == box::Outcome::Signaled ? run.signal : 0, run.exitCode);
    return true;
}

} // namespace sb::program::probed
