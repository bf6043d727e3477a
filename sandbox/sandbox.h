// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// A student's program is not trusted: it compiles and runs here, inside bubblewrap (new
/// namespaces: no network, its own processes, its own user; the system read-only; a private
/// /tmp; one working folder; nothing of the user's home), under resource limits (CPU time,
/// address space, file size, processes, open files) and a wall-clock kill, and it dies with
/// the app. No Qt and no engine.
namespace sb::box {

/// A working folder of its own under the system's temporary folder, removed with everything in
/// it; an empty path where it could not be made.
class WorkFolder {
public:
    WorkFolder();
    ~WorkFolder();
    WorkFolder(const WorkFolder&) = delete;
    WorkFolder& operator=(const WorkFolder&) = delete;
    const std::filesystem::path& path() const noexcept { return m_path; }

private:
    std::filesystem::path m_path;
};

struct Limits {
    double cpuSeconds = 1.0;      ///< CPU time; past it the run is a time limit (TLE)
    double wallSeconds = 0;       ///< wall clock before the kill; 0: three times the CPU time and a second
    std::uint64_t memoryBytes = 256ull << 20; ///< address space (RLIMIT_AS)
    std::uint64_t outputBytes = 16ull << 20;  ///< stdout and stderr kept; past it the run is killed
    std::uint64_t fileBytes = 16ull << 20;    ///< the largest file it may write (RLIMIT_FSIZE)
    int processes = 16;           ///< processes and threads of the sandbox's user (RLIMIT_NPROC)
    int openFiles = 64;           ///< open files (RLIMIT_NOFILE)
};

enum class Outcome {
    Exited,      ///< ended by itself, with exitCode
    Signaled,    ///< killed by `signal` (its own crash, or a limit the kernel enforces)
    TimeLimit,   ///< used more CPU time than allowed
    WallLimit,   ///< still running at the wall-clock limit (waiting, sleeping): killed
    OutputLimit, ///< wrote more than allowed: killed
    Cancelled,   ///< the caller's keepGoing said to stop: killed
    NotStarted,  ///< the sandbox could not start: see `error`
};

struct RunResult {
    Outcome outcome = Outcome::NotStarted;
    int exitCode = -1;
    int signal = 0;
    double cpuSeconds = 0;
    double wallSeconds = 0;
    std::uint64_t peakMemoryBytes = 0; ///< the largest resident size of any of its processes
    std::string out;
    std::string err;
    std::string error; ///< why it did not start
    /// True for a plain end: exited with status 0.
    bool ok() const noexcept { return outcome == Outcome::Exited && exitCode == 0; }
};

/// A folder the program may read: `outside` seen as `inside` in the sandbox (without the sandbox, at
/// `outside` itself: seenAt() says where).
struct ReadOnlyFolder {
    std::filesystem::path outside;
    std::string inside; ///< an absolute path under /run
};

struct RunSpec {
    std::vector<std::string> argv;   ///< inside the sandbox: the working folder is /work
    std::string input;               ///< its stdin
    std::filesystem::path work;      ///< the folder it sees as /work, the only one it may write
    Limits limits;
    std::vector<ReadOnlyFolder> readOnly; ///< more folders it may read
    std::vector<std::pair<std::string, std::string>> environment; ///< more variables of its environment
    /// Asked about five times a second while it runs (on the caller's thread); false ends the run.
    std::function<bool()> keepGoing;
};

/// Where a program sees `folder`: inside the sandbox at folder.inside, without it at folder.outside.
std::string seenAt(const ReadOnlyFolder& folder);

/// Whether the sandbox can start on this machine (bwrap installed, namespaces allowed); when
/// not, `why` says so in a sentence. Asked again only when STEPBOARD_BWRAP names another bwrap.
bool available(std::string* why = nullptr);

/// Where the sandbox cannot start and the user has said so, programs run without it until the
/// process ends: in their own working folder and process group, with the same resource limits
/// and wall-clock kill, but as the user, seeing the user's files and the network, and with no
/// limit on processes (the kernel would count every process of the user). Off at the start.
void setRunWithoutSandbox(bool on);
bool runsWithoutSandbox();

/// Runs `spec.argv` in the sandbox and waits for it.
RunResult run(const RunSpec& spec);

/// The limits a compiler gets: more time and memory than a program, no more processes than it needs.
Limits compilerLimits();

/// The contests' flags for g++: -std=gnu++17 -O2.
std::vector<std::string> contestFlags();

/// g++ with the contests' flags on `source` in `work`, building `program` there, inside the
/// sandbox. With `headers`, that folder comes first on the include path: a precompiled header in
/// it (bits/stdc++.h.gch) stands for the header where g++ finds it valid.
RunResult compileCpp(const std::filesystem::path& work, std::string_view source = "main.cpp",
                     std::string_view program = "main", const std::filesystem::path& headers = {});

/// g++ with `flags` instead of the contests' (a build for stepping: -O0 -g), `headers` as above.
RunResult compileCpp(const std::filesystem::path& work, std::string_view source, std::string_view program,
                     const std::vector<std::string>& flags, const std::filesystem::path& headers = {});

/// One of the app's helper programs (`name`), found from the running program: beside it, in
/// ../libexec/stepboard/ once installed, or in the build's `buildFolder` (from app/, the tests' and the
/// benchmarks' folders or ui/tests/); empty when it is nowhere. Never a path of the build written into
/// the program: the package runs from /.
std::string findHelper(std::string_view name, std::string_view buildFolder);

/// The signal's name (SIGSEGV), or "signal N".
std::string signalName(int signal);

} // namespace sb::box
