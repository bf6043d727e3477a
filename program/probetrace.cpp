// SPDX-License-Identifier: GPL-3.0-or-later
#include "probetrace.h"

#include "probes.h"

#include <fstream>

namespace sb::program::probed {

namespace {

/// The program's plain assembly, from which stepboard-probe makes its probes each time (the same ones).
constexpr const char* kPlain = "debug.s";
constexpr const char* kProbed = "probed.s";
/// Built into the program: its output unbuffered before main() runs, so that the record tells what it
/// has printed at each line. In a folder of its own, so that no name of the student's file is the same.
constexpr const char* kUnbufferedFile = "stepboard/unbuffered.cc";
constexpr const char* kUnbufferedSource =
    "#include <stdio.h>\n"
    "__attribute__((constructor)) static void stepboard_unbuffered_output() { setvbuf(stdout, 0, _IONBF, 0); }\n";

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

bool writeWhole(const std::filesystem::path& path, std::string_view text)
{
    std::ofstream out(path, std::ios::binary);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    return static_cast<bool>(out.flush());
}

std::string compileError(const box::RunResult& r)
{
    return r.outcome == box::Outcome::NotStarted ? r.error : "the program does not build for stepping: " + r.err;
}

} // namespace

std::string build(const std::filesystem::path& work, const std::string& fileName)
{
    std::error_code ec;
    std::filesystem::create_directory(work / "stepboard", ec);
    if (ec || !writeWhole(work / kUnbufferedFile, kUnbufferedSource))
        return "no working folder could be made";
    // The assembly g++ writes for a debugger's build: every line where the source has it.
    const box::RunResult plain = box::compileCpp(work, fileName, kPlain, {"-std=gnu++17", "-O0", "-g", "-S"});
    if (!plain.ok())
        return compileError(plain);
    if (std::string error = runTool(work, {"probes", fileName, kPlain, kProbed}); !error.empty())
        return error;
    std::vector<std::string> flags = rec::writeProbeRuntime(work / "stepboard", "stepboard");
    flags.emplace_back(kUnbufferedFile);
    const box::RunResult linked = box::compileCpp(work, kProbed, "debug", flags);
    if (!linked.ok())
        return compileError(linked);
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

bool writeRecord(const std::filesystem::path& work, const std::string& fileName, const box::RunResult& run,
                 std::uint64_t outputCap, const std::filesystem::path& text, std::string& error)
{
    error = runTool(work, {"text", fileName, kPlain, "debug", kRecord, std::to_string(outputCap),
                           text.lexically_relative(work).string()});
    if (!error.empty())
        return false;
    std::ifstream in(text, std::ios::binary | std::ios::ate);
    const std::streamoff size = in.tellg();
    std::string last(std::min<std::streamoff>(size, 64), '\0');
    in.seekg(size - static_cast<std::streamoff>(last.size()));
    in.read(last.data(), static_cast<std::streamsize>(last.size()));
    in.close();
    const std::size_t lastLine = last.rfind('\n', last.size() >= 2 ? last.size() - 2 : 0);
    if (last.compare(lastLine == std::string::npos ? 0 : lastLine + 1, 2, "E ") == 0)
        return true; // the runtime stopped it: the line limit, or the output's
    std::string end;
    if (run.outcome == box::Outcome::Signaled)
        end = "E error signal " + std::to_string(run.signal) + "\n";
    else if (run.outcome == box::Outcome::Exited)
        end = run.exitCode != 0 ? "E error exit " + std::to_string(run.exitCode) + "\n" : "E finished\n";
    std::ofstream(text, std::ios::binary | std::ios::app) << end;
    return true;
}

} // namespace sb::program::probed
