// SPDX-License-Identifier: GPL-3.0-or-later
#include "recorder.h"

#include "debuginfo.h"
#include "probes.h"
#include "probevalues.h"
#include "process.h"
#include "recorderscripts.h"

#include <algorithm>
#include <map>
#include <mutex>

namespace sb::rec {

namespace {

std::vector<std::string> splitFrames(std::string_view text)
{
    std::vector<std::string> frames;
    while (!text.empty()) {
        const std::size_t slash = text.find('/');
        frames.emplace_back(text.substr(0, slash));
        if (slash == std::string_view::npos)
            break;
        text.remove_prefix(slash + 1);
    }
    return frames;
}

/// Reads the record's lines (see pyrecord.py) into `recording`.
void parseRecord(std::string_view text, Recording& recording)
{
    recording.end = RecordEnd::Failed;
    recording.error = "the recorder stopped without saying why";
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        std::string_view row = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        if (row.size() < 2 || row[1] != ' ')
            continue;
        const char kind = row[0];
        row.remove_prefix(2);
        const std::size_t space = row.find(' ');
        const std::string_view first = row.substr(0, space);
        const std::string_view rest = space == std::string_view::npos ? std::string_view{} : row.substr(space + 1);
        if (kind == 'L') {
            RecordedLine& line = recording.lines.emplace_back();
            line.line = std::stoi(std::string(first));
            line.frames = splitFrames(rest);
        } else if ((kind == 'V' || kind == 'G') && !recording.lines.empty()) {
            auto& into = kind == 'V' ? recording.lines.back().locals : recording.lines.back().globals;
            into.emplace_back(std::string(first), std::string(rest));
        } else if (kind == 'E') {
            if (first == "finished") {
                recording.end = RecordEnd::Finished;
                recording.error.clear();
            } else if (first == "limit") {
                recording.end = RecordEnd::Limit;
                recording.error.clear();
            } else {
                recording.end = RecordEnd::Failed;
                recording.error = std::string(rest);
            }
        }
    }
}

/// The most bytes a recording with probes writes (its lines: about 20 bytes each).
constexpr std::uint64_t kProbeRecordSize = 256ULL << 20;

std::string nonEmpty(const std::string& text, const std::string& otherwise)
{
    return text.empty() ? otherwise : text;
}

/// The programs this process has built, each once: a listing recorded on many inputs costs one
/// compilation (most of a short recording's time). Keyed by compiler, path and the source itself.
class BuildCache {
public:
    struct Built {
        std::filesystem::path binary;
        ProbedAssembly probed;            ///< with probes: where they are
        program::debug::DebugInfo info;   ///< with probes: the binary's debug information
    };

    /// The binary of `program` built with `cxx`; empty with `error` (the compiler's words) set when it fails.
    const Built* build(const std::filesystem::path& program, const RecordOptions& options, std::string& error)
    {
        const std::string source = readWhole(program);
        const std::string key =
            options.cxx + (options.probes ? "\nprobes\n" : "\n") + program.string() + '\n' + source;
        const std::lock_guard lock(m_mutex);
        if (const auto it = m_built.find(key); it != m_built.end())
            return &it->second;
        Built made;
        made.binary = m_folder.path() / ("program" + std::to_string(m_built.size()));
        const std::filesystem::path err = m_folder.path() / "errors.txt";
        const ProcessResult built = options.probes ? buildWithProbes(program, made, err, options)
                                                   : runProcess({options.cxx, "-std=gnu++17", "-O0", "-g", "-o",
                                                                 made.binary.string(), program.string()},
                                                                {}, {}, err, {{"LC_ALL", "C"}}, options.timeLimitSeconds);
        if (built.exitCode != 0) {
            error = nonEmpty(built.error, "the program does not compile: " + readWhole(err));
            return nullptr;
        }
        if (options.probes) {
            auto read = program::debug::readDebugInfo(made.binary, program);
            if (!read.ok()) {
                error = "the program's debug information cannot be read: " + read.error;
                return nullptr;
            }
            made.info = std::move(read.info);
        }
        return &m_built.emplace(key, std::move(made)).first->second;
    }

private:
    /// The program's assembly with its probes (probes.h), assembled and linked with their runtime.
    ProcessResult buildWithProbes(const std::filesystem::path& program, Built& made, const std::filesystem::path& err,
                                  const RecordOptions& options) const
    {
        const std::filesystem::path& binary = made.binary;
        const std::filesystem::path plain = binary.string() + ".s";
        ProcessResult step = runProcess({options.cxx, "-std=gnu++17", "-O0", "-g", "-S", "-o", plain.string(),
                                         program.string()},
                                        {}, {}, err, {{"LC_ALL", "C"}}, options.timeLimitSeconds);
        if (step.exitCode != 0)
            return step;
        const std::filesystem::path probed = binary.string() + "-probed.s";
        made.probed = addProbes(readWhole(plain), program.string());
        writeWhole(probed, made.probed.text);
        const std::filesystem::path folder = binary.string() + "-runtime";
        std::filesystem::create_directories(folder);
        std::vector<std::string> argv{options.cxx, "-o", binary.string()};
        for (const std::string& a : writeProbeRuntime(folder, folder))
            argv.push_back(a);
        argv.push_back(probed.string());
        return runProcess(argv,
                          {}, {}, err, {{"LC_ALL", "C"}}, options.timeLimitSeconds);
    }

    std::mutex m_mutex;
    ScratchFolder m_folder;
    std::map<std::string, Built> m_built;
};

/// A recording with probes, as the debugger recorder writes its record (without deltas): the runtime's
/// events made text, and how it ended: where the runtime stopped it (the line limit), or how the
/// program ended.
void endProbeRecord(const std::filesystem::path& rec, const ProcessResult& run, const ProbePlan& plan,
                    std::string* delta)
{
    const std::string record = readProbeRecord(rec);
    const std::string written = probeRecordText(record, plan, false);
    const std::string end = probeRecordEnd(written, run.signal, run.exitCode);
    if (delta)
        *delta = probeRecordText(record, plan, true) + end;
    writeWhole(rec, written + end);
}

BuildCache& buildCache()
{
    static BuildCache cache;
    return cache;
}

} // namespace

std::string_view RecordedLine::value(std::string_view name) const noexcept
{
    for (const auto& [n, v] : locals)
        if (n == name)
            return v;
    for (const auto& [n, v] : globals)
        if (n == name)
            return v;
    return {};
}

Recording record(const std::filesystem::path& program, Language language, std::string_view input,
                 const RecordOptions& options)
{
    Recording recording;
    const ScratchFolder scratch;
    const std::filesystem::path in = scratch.path() / "input.txt";
    const std::filesystem::path out = scratch.path() / "output.txt";
    const std::filesystem::path err = scratch.path() / "errors.txt";
    const std::filesystem::path rec = scratch.path() / "record.txt";
    writeWhole(in, input);
    const std::string limit = std::to_string(options.lineLimit);
    std::string names; // the variables to record, comma-separated; empty: all
    for (const std::string& name : options.onlyNames)
        names += (names.empty() ? "" : ",") + name;
    ProcessResult run;
    if (language == Language::Python) {
        const std::filesystem::path script = scratch.path() / "pyrecord.py";
        writeWhole(script, kPyRecordScript);
        run = runProcess({options.python, script.string(), std::filesystem::absolute(program).string(), rec.string(),
                          limit, options.variables ? "1" : "0"},
                         in, out, err, {{"SB_NAMES", names}}, options.timeLimitSeconds);
    } else {
        const auto* built = buildCache().build(std::filesystem::absolute(program), options, recording.error);
        if (!built)
            return recording;
        const std::filesystem::path binary = built->binary;
        if (options.probes) {
            const ProbePlan plan = makeProbePlan(options.variables ? built->info : program::debug::DebugInfo{},
                                                 built->probed, options.onlyNames);
            const std::filesystem::path planFile = scratch.path() / "plan";
            writeWhole(planFile, plan.file());
            std::map<std::string, std::string> environment{
                {"SB_PROBE_RECORD", rec.string()},
                {"SB_PROBE_RECORD_SIZE", std::to_string(kProbeRecordSize)},
                {"SB_LIMIT", limit}};
            if (options.variables)
                environment.emplace("SB_PROBE_PLAN", planFile.string());
            run = runProcess({binary.string()}, in, out, err, environment, options.timeLimitSeconds);
            if (run.error.empty() && !run.timedOut)
                endProbeRecord(rec, run, plan, options.delta ? &recording.delta : nullptr);
        } else {
            const std::filesystem::path script = scratch.path() / "gdbrecord.py";
            writeWhole(script, kGdbRecordScript);
            const std::filesystem::path gdbOut = scratch.path() / "gdb.txt";
            const std::filesystem::path delta = scratch.path() / "delta.txt";
            run = runProcess({options.gdb, "-q", "-batch", "-nx", "-x", script.string(), binary.string()}, {}, gdbOut,
                             err,
                             {{"SB_SOURCE", std::filesystem::absolute(program).string()},
                              {"SB_STDIN", in.string()},
                              {"SB_STDOUT", out.string()},
                              {"SB_RECORD", rec.string()},
                              {"SB_LIMIT", limit},
                              {"SB_VARS", options.variables ? "1" : "0"},
                              {"SB_NAMES", names},
                              {"SB_DELTA_RECORD", options.delta ? delta.string() : std::string()},
                              {"SB_MODE", options.gdbStep          ? "step"
                                          : options.everyLineStart ? "every-line-start"
                                                                   : "breakpoints"}},
                             options.timeLimitSeconds);
        }
    }
    if (!run.error.empty()) {
        recording.error = run.error;
        return recording;
    }
    parseRecord(readWhole(rec), recording);
    recording.output = readWhole(out);
    if (options.delta && language == Language::Cpp && !options.probes)
        recording.delta = readWhole(scratch.path() / "delta.txt");
    if (run.timedOut) {
        recording.end = RecordEnd::Failed;
        recording.error = "the recording took longer than its time limit";
    } else if (recording.end == RecordEnd::Failed && recording.error == "the recorder stopped without saying why") {
        recording.error = nonEmpty(readWhole(err), recording.error);
    }
    return recording;
}

std::vector<int> lineSequence(const Recording& recording)
{
    std::vector<int> lines;
    lines.reserve(recording.lines.size());
    for (const RecordedLine& l : recording.lines)
        lines.push_back(l.line);
    return lines;
}

} // namespace sb::rec
