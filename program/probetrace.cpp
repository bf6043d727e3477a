// SPDX-License-Identifier: GPL-3.0-or-later
#include "probetrace.h"

#include "contenthash.h"
#include "headers.h"
#include "probes.h"
#include "probevalues.h"
#include "process.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <thread>

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
/// the unbuffered output.
constexpr std::array<const char*, 3> kObjects = {"sb_probe_entry.o", "sb_probe_runtime.o", "unbuffered.o"};

/// Their sources written in `folder`, and the flags g++ builds them with.
std::vector<std::string> writeObjectSources(const std::filesystem::path& folder)
{
    if (folder.empty() || !rec::writeWhole(folder / "unbuffered.cc", kUnbufferedSource))
        return {};
    std::vector<std::string> args{"/usr/bin/g++", "-c"};
    for (const std::string& a : rec::writeProbeRuntime(folder))
        if (a != "-no-pie")
            args.push_back(a);
    args.emplace_back("unbuffered.cc");
    return args;
}

/// Builds them in `folder` in the sandbox, from writeObjectSources' `args`; empty, or why not.
std::string buildObjects(const std::filesystem::path& folder, std::vector<std::string> args)
{
    box::RunSpec spec;
    spec.work = folder;
    spec.argv = std::move(args);
    spec.limits = box::compilerLimits();
    const box::RunResult r = box::run(spec);
    return r.ok() ? std::string() : compileError(r);
}

/// A name for what the folder's files and the flags hold, the same from one run of the app to the next.
std::string contentKey(const std::filesystem::path& folder, const std::vector<std::string>& args)
{
    ContentHash hash;
    for (const std::string& a : args)
        hash.add(a);
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
        if (entry.is_regular_file(ec))
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const std::filesystem::path& file : files) {
        hash.add(file.filename().string());
        hash.add(rec::readWhole(file));
    }
    return hash.hex();
}

bool holdsObjects(const std::filesystem::path& folder)
{
    std::error_code ec;
    return std::all_of(kObjects.begin(), kObjects.end(),
                       [&](const char* file) { return std::filesystem::is_regular_file(folder / file, ec); });
}

struct Objects {
    std::unique_ptr<box::WorkFolder> built; ///< where they were built for this process alone
    std::filesystem::path root;             ///< the cache they were looked for in (empty: none)
    std::filesystem::path folder;           ///< where they are: the cache's folder, or `built`'s
    std::string error;
};

/// Where a build finds them, or why they cannot be had.
struct Linked {
    std::filesystem::path folder;
    std::string error;
};

/// At namespace scope: made before any Preparing, so undone after it has waited for its thread.
std::mutex g_objectsMutex;
Objects g_objects;
/// Folders of a cache left for another (setHeaderCache()), which a build may still be copying from.
std::vector<std::unique_ptr<box::WorkFolder>> g_builtBefore;

/// Found in the cache, built there, or built for this process where there is no cache; once a process
/// and cache.
Linked objects()
{
    Objects& made = g_objects;
    const std::lock_guard lock(g_objectsMutex);
    const std::filesystem::path root = headerCache();
    // The cache's folder may have been emptied meanwhile: then they are found or built again.
    if (made.root == root &&
        ((!made.folder.empty() && (made.built || holdsObjects(made.folder))) || !made.error.empty()))
        return {made.folder, made.error};
    if (made.built)
        g_builtBefore.push_back(std::move(made.built));
    made.root = root;
    made.folder.clear();
    made.error.clear();
    if (!root.empty()) {
        made.folder = runtimeObjects(root);
        if (!made.folder.empty())
            return {made.folder, made.error};
    }
    made.built = std::make_unique<box::WorkFolder>();
    const std::vector<std::string> args = writeObjectSources(made.built->path());
    made.error = args.empty() ? "no working folder could be made" : buildObjects(made.built->path(), args);
    if (made.error.empty())
        made.folder = made.built->path();
    return {made.folder, made.error};
}

struct Preparing {
    std::mutex mutex;
    std::filesystem::path folder; ///< the cache it was started (or waited) for
    std::thread thread;
    ~Preparing()
    {
        if (thread.joinable())
            thread.join();
    }
};

} // namespace

std::string build(const std::filesystem::path& work, const std::string& fileName)
{
    const Linked linked = objects();
    if (!linked.error.empty())
        return linked.error;
    // In a folder of their own, so that no name of the student's file is the same.
    std::error_code ec;
    std::filesystem::create_directory(work / "stepboard", ec);
    std::vector<std::string> flags{"-no-pie"};
    for (const char* file : kObjects) {
        if (!ec)
            std::filesystem::copy_file(linked.folder / file, work / "stepboard" / file, ec);
        flags.push_back(std::string("stepboard/") + file);
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

std::filesystem::path runtimeObjects(const std::filesystem::path& root, std::string* why)
{
    const auto fail = [why](std::string reason) {
        if (why)
            *why = std::move(reason);
        return std::filesystem::path();
    };
    const std::string compiler = compilerName();
    if (compiler.empty())
        return fail("there is no g++");
    const box::WorkFolder work;
    const std::vector<std::string> args = writeObjectSources(work.path());
    if (args.empty())
        return fail("no working folder could be made");
    const std::string prefix = runtimeFolderPrefix(compiler);
    const std::filesystem::path folder = root / (prefix + contentKey(work.path(), args));
    if (holdsObjects(folder))
        return folder;
    if (std::string error = buildObjects(work.path(), args); !error.empty())
        return fail(error);
    // Copied beside its place, then renamed into it: a build never sees half of them.
    static std::atomic<int> counter{0};
    const std::filesystem::path partial =
        root / (folder.filename().string() + kPartialFolder + std::to_string(::getpid()) + "-" + std::to_string(++counter));
    std::error_code ec;
    std::filesystem::create_directories(partial, ec);
    for (const char* file : kObjects)
        if (!ec)
            std::filesystem::copy_file(work.path() / file, partial / file, ec);
    if (!ec && !holdsObjects(folder)) {
        std::filesystem::remove_all(folder, ec);
        std::filesystem::rename(partial, folder, ec);
    }
    std::filesystem::remove_all(partial, ec); // another process put its own in place first
    if (!holdsObjects(folder))
        return fail("the cache folder " + root.string() + " cannot be written");
    // Those of older runtimes go, and folders left half made over an hour ago.
    const auto hourAgo = std::filesystem::file_time_type::clock::now() - std::chrono::hours(1);
    for (const auto& entry : std::filesystem::directory_iterator(root, ec)) {
        const std::string name = entry.path().filename().string();
        // Only the names this function gives (the prefix and its digits, or those being put in place).
        if (!name.starts_with(prefix) || name.size() < prefix.size() + 16 ||
            name.find_first_not_of("0123456789abcdef", prefix.size()) < prefix.size() + 16 || entry.path() == folder)
            continue;
        if (name.find(kPartialFolder) != std::string::npos && entry.last_write_time(ec) > hourAgo)
            continue; // another process may be putting it in place
        std::filesystem::remove_all(entry.path(), ec);
    }
    return folder;
}

static Preparing& preparing()
{
    static Preparing p;
    return p;
}

void prepare()
{
    Preparing& p = preparing();
    const std::filesystem::path folder = headerCache();
    const std::lock_guard lock(p.mutex);
    // Once a process and cache (another is set only by the tests).
    if (folder.empty() || p.folder == folder)
        return;
    if (p.thread.joinable())
        p.thread.join();
    p.folder = folder;
    p.thread = std::thread([] { objects(); });
}

void waitForPrepared()
{
    Preparing& p = preparing();
    const std::lock_guard lock(p.mutex);
    if (p.folder.empty())
        p.folder = headerCache(); // none starts for it after this
    if (p.thread.joinable())
        p.thread.join();
}

void prepareRun(box::RunSpec& spec, const std::string& input, const std::string& output, std::uint64_t recordBytes)
{
    // The runtime reads where stdin and stdout stand: both are files.
    spec.argv = {"/bin/sh", "-c", "exec ./debug < " + input + " > " + output};
    spec.environment.insert(spec.environment.end(), {{"SB_PROBE_RECORD", kRecord},
                                                     {"SB_PROBE_RECORD_SIZE", std::to_string(recordBytes ? recordBytes : kRecordBytes)},
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
