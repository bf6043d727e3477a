// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <array>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace sb::box {

namespace {

/// The user a sandbox runs as when the app itself runs as root: nobody. Under root's own user the
/// kernel would not count its processes against a limit.
constexpr uid_t kNobody = 65534;

std::string findBwrap()
{
    // STEPBOARD_BWRAP names another bwrap (or, in the tests, one that cannot start).
    if (const char* chosen = std::getenv("STEPBOARD_BWRAP"))
        return ::access(chosen, X_OK) == 0 ? std::string(chosen) : std::string();
    for (const char* path : {"/usr/bin/bwrap", "/bin/bwrap"})
        if (::access(path, X_OK) == 0)
            return path;
    return {};
}

std::atomic<bool> g_withoutSandbox{false};

/// Where the sandbox sees stepboard-measure.
constexpr const char* kMeasureInside = "/run/stepboard-measure";

std::vector<std::string> sandboxArgs(const std::string& bwrap, const std::string& measure, const RunSpec& spec)
{
    std::vector<std::string> args = {
        bwrap,
        // Its own network (none), processes, IPC, host name and user; it dies with the app. The
        // measuring process is the first of its namespace: when it ends, every process the
        // program started ends with it.
        "--unshare-all", "--die-with-parent", "--new-session", "--as-pid-1",
        // The system, read-only: programs, libraries, compilers and the Python library.
        "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin", "--symlink", "usr/lib", "/lib",
        "--symlink", "usr/lib64", "/lib64", "--symlink", "usr/sbin", "/sbin",
        "--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache",
        "--ro-bind-try", "/etc/alternatives", "/etc/alternatives",
        "--ro-bind", measure, kMeasureInside,
        "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
    };
    for (const ReadOnlyFolder& folder : spec.readOnly)
        args.insert(args.end(), {"--ro-bind", folder.outside.string(), folder.inside});
    args.insert(args.end(), {
        // One folder it may write: its own.
        "--bind", spec.work.string(), "/work", "--chdir", "/work",
        "--clearenv", "--setenv", "PATH", "/usr/bin", "--setenv", "HOME", "/work", "--setenv", "TMPDIR", "/tmp",
        "--setenv", "LANG", "C.UTF-8", "--setenv", "PYTHONDONTWRITEBYTECODE", "1",
    });
    for (const auto& [name, value] : spec.environment)
        args.insert(args.end(), {"--setenv", name, value});
    args.insert(args.end(), {
        "--",
        // The processes limit is set inside, in the sandbox's own user namespace, where the kernel
        // counts only the sandbox's processes (outside it would count every process of the user).
        "/usr/bin/prlimit", "--nproc=" + std::to_string(spec.limits.processes), "--",
        // The first process, that measures the program's own time and memory.
        kMeasureInside,
    });
    args.insert(args.end(), spec.argv.begin(), spec.argv.end());
    return args;
}

/// Without the sandbox: the measuring process runs the program directly.
std::vector<std::string> bareArgs(const std::string& measure, const RunSpec& spec)
{
    std::vector<std::string> args = {measure};
    args.insert(args.end(), spec.argv.begin(), spec.argv.end());
    return args;
}

void setLimit(int resource, rlim_t soft, rlim_t hard)
{
    const rlimit limit{soft, hard};
    ::setrlimit(resource, &limit);
}

/// In the child, before bwrap starts: the limits (bwrap and all it starts inherit them), and, for
/// an app run as root, nobody's user. Only calls that are safe after a fork in a process with
/// threads (the judge runs two at a time): nothing here allocates.
[[noreturn]] void startInChild(char* const* argv, const Limits& limits, int in, int out, int err, int report,
                               const char* folder, char* const* environment)
{
    ::setpgid(0, 0);
    ::dup2(in, STDIN_FILENO);
    ::dup2(out, STDOUT_FILENO);
    ::dup2(err, STDERR_FILENO);
    // The measuring process's report on descriptor 3.
    if (report == 3)
        ::fcntl(3, F_SETFD, 0);
    else
        ::dup2(report, 3);
    for (int fd = 4; fd < 1024; ++fd)
        ::close(fd);
    // The kernel stops it once the CPU time is used up: SIGXCPU, and SIGKILL a second later for a
    // program that catches it.
    const auto cpu = std::max<rlim_t>(1, static_cast<rlim_t>(std::ceil(limits.cpuSeconds)));
    setLimit(RLIMIT_CPU, cpu, cpu + 1);
    setLimit(RLIMIT_AS, limits.memoryBytes, limits.memoryBytes);
    setLimit(RLIMIT_FSIZE, limits.fileBytes, limits.fileBytes);
    setLimit(RLIMIT_NOFILE, static_cast<rlim_t>(limits.openFiles), static_cast<rlim_t>(limits.openFiles));
    setLimit(RLIMIT_CORE, 0, 0);
    std::signal(SIGPIPE, SIG_DFL);
    if (::geteuid() == 0) {
        if (::setgroups(0, nullptr) != 0 || ::setgid(kNobody) != 0 || ::setuid(kNobody) != 0)
            ::_exit(126);
    }
    if (folder && ::chdir(folder) != 0)
        ::_exit(127);
    if (environment)
        ::execve(argv[0], argv, environment);
    else
        ::execv(argv[0], argv);
    ::_exit(127);
}

void setNonBlocking(int fd)
{
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

} // namespace

WorkFolder::WorkFolder()
{
    std::error_code ec;
    std::string name = (std::filesystem::temp_directory_path(ec) / "stepboard-work-XXXXXX").string();
    if (!ec && ::mkdtemp(name.data()))
        m_path = name;
}

WorkFolder::~WorkFolder()
{
    std::error_code ignored;
    if (!m_path.empty())
        std::filesystem::remove_all(m_path, ignored);
}

std::string signalName(int signal)
{
    switch (signal) {
    case SIGSEGV: return "SIGSEGV";
    case SIGABRT: return "SIGABRT";
    case SIGFPE: return "SIGFPE";
    case SIGKILL: return "SIGKILL";
    case SIGXCPU: return "SIGXCPU";
    case SIGXFSZ: return "SIGXFSZ";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGTERM: return "SIGTERM";
    case SIGPIPE: return "SIGPIPE";
    default: return "signal " + std::to_string(signal);
    }
}

namespace {

/// run(), in the sandbox or (`bare`) without it.
RunResult runAs(const RunSpec& spec, bool bare)
{
    RunResult result;
    const std::string bwrap = findBwrap();
    if (bwrap.empty() && !bare) {
        result.error = "bwrap is not installed (Debian package bubblewrap)";
        return result;
    }
    const std::string measure = findHelper("stepboard-measure", "sandbox");
    if (measure.empty()) {
        result.error = "stepboard-measure is missing beside the app";
        return result;
    }
    if (spec.argv.empty() || !std::filesystem::is_directory(spec.work)) {
        result.error = "nothing to run, or no working folder";
        return result;
    }
    // Run as nobody, the sandbox must be able to reach and write its folder.
    if (::geteuid() == 0) {
        std::error_code ignored;
        std::filesystem::permissions(spec.work, std::filesystem::perms::all, ignored);
    }
    const Limits& limits = spec.limits;
    const double wall = limits.wallSeconds > 0 ? limits.wallSeconds : 3 * limits.cpuSeconds + 1;
    const std::vector<std::string> args = bare ? bareArgs(measure, spec) : sandboxArgs(bwrap, measure, spec);
    std::vector<char*> argv;
    for (const std::string& a : args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    // Without the sandbox, the environment it would have set (made here: the child allocates nothing).
    const std::string folder = spec.work.string();
    std::vector<std::string> environmentText = {"PATH=/usr/bin", "HOME=" + folder, "TMPDIR=" + folder, "LANG=C.UTF-8",
                                                "PYTHONDONTWRITEBYTECODE=1"};
    for (const auto& [name, value] : spec.environment)
        environmentText.push_back(name + "=" + value);
    std::vector<char*> environment;
    for (std::string& e : environmentText)
        environment.push_back(e.data());
    environment.push_back(nullptr);

    // stdin through a socket: a write to a program that stopped reading fails, never signals the app.
    int in[2], out[2], err[2], report[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0)
        return result.error = std::strerror(errno), result;
    if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0 || ::pipe2(report, O_CLOEXEC) != 0) {
        result.error = std::strerror(errno);
        return result;
    }
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid < 0) {
        result.error = std::strerror(errno);
        for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1], report[0], report[1]})
            ::close(fd);
        return result;
    }
    if (pid == 0)
        startInChild(argv.data(), limits, in[1], out[1], err[1], report[1], bare ? folder.c_str() : nullptr,
                     bare ? environment.data() : nullptr);
    // bwrap's namespace ends every process with its first; without it, the process group does.
    const pid_t everyone = bare ? -pid : pid;
    ::close(in[1]);
    ::close(out[1]);
    ::close(err[1]);
    ::close(report[1]);
    int input = in[0];
    setNonBlocking(input);
    setNonBlocking(out[0]);
    setNonBlocking(err[0]);
    std::size_t written = 0;
    if (spec.input.empty()) {
        ::shutdown(input, SHUT_WR);
    }
    bool outputLimit = false, wallKilled = false, cancelled = false;
    auto lastAsked = start;
    int status = 0;
    rusage usage{};
    bool reaped = false; // without the sandbox: the measuring process has ended, and its group with it
    std::array<int, 2> readers = {out[0], err[0]};
    std::array<std::string*, 2> into = {&result.out, &result.err};
    std::array<char, 65536> buffer{};
    while (readers[0] >= 0 || readers[1] >= 0) {
        std::array<pollfd, 3> fds{};
        nfds_t n = 0;
        for (int r = 0; r < 2; ++r)
            if (readers[static_cast<std::size_t>(r)] >= 0)
                fds[n++] = {readers[static_cast<std::size_t>(r)], POLLIN, 0};
        const bool writing = input >= 0 && written < spec.input.size();
        if (writing)
            fds[n++] = {input, POLLOUT, 0};
        const double left = wall - std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (left <= 0) {
            wallKilled = true;
            ::kill(everyone, SIGKILL); // bwrap: its namespace's first process dies with it, and all the rest
            break;
        }
        if (::poll(fds.data(), n, static_cast<int>(std::min(left * 1000, 200.0)) + 1) < 0 && errno != EINTR)
            break;
        for (nfds_t i = 0; i < n; ++i) {
            if (fds[i].revents == 0)
                continue;
            if (fds[i].fd == input) {
                const ssize_t w = ::send(input, spec.input.data() + written, spec.input.size() - written, MSG_NOSIGNAL);
                if (w > 0)
                    written += static_cast<std::size_t>(w);
                if (w < 0 && errno != EAGAIN) // it stopped reading: the rest of the input is not its
                    written = spec.input.size();
                if (written == spec.input.size())
                    ::shutdown(input, SHUT_WR);
                continue;
            }
            const int r = fds[i].fd == readers[0] ? 0 : 1;
            const ssize_t got = ::read(fds[i].fd, buffer.data(), buffer.size());
            if (got > 0) {
                std::string& text = *into[static_cast<std::size_t>(r)];
                const std::size_t room = limits.outputBytes - std::min<std::size_t>(limits.outputBytes, result.out.size() + result.err.size());
                text.append(buffer.data(), std::min(room, static_cast<std::size_t>(got)));
                if (static_cast<std::size_t>(got) > room) {
                    outputLimit = true;
                    ::kill(everyone, SIGKILL);
                }
            } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
                ::close(fds[i].fd);
                readers[static_cast<std::size_t>(r)] = -1;
            }
        }
        if (outputLimit)
            break;
        if (spec.keepGoing && std::chrono::steady_clock::now() - lastAsked > std::chrono::milliseconds(200)) {
            lastAsked = std::chrono::steady_clock::now();
            if (!spec.keepGoing()) {
                cancelled = true;
                ::kill(everyone, SIGKILL);
                break;
            }
        }
        // Without the sandbox, what the program left running would keep its output open: once the
        // measuring process ends, its group goes too.
        if (bare && !reaped && ::wait4(pid, &status, WNOHANG, &usage) == pid) {
            reaped = true;
            ::kill(-pid, SIGKILL);
        }
    }
    for (int fd : readers)
        if (fd >= 0)
            ::close(fd);
    ::close(input);
    while (!reaped && ::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    if (bare)
        ::kill(-pid, SIGKILL); // whatever it left running in its group
    result.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                        static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    // The measuring process's report, where it got to write it: the program's own time and memory
    // (bwrap's figures hold the app's memory, copied by the fork that started it).
    std::string measured;
    for (ssize_t got; (got = ::read(report[0], buffer.data(), buffer.size())) > 0;)
        measured.append(buffer.data(), static_cast<std::size_t>(got));
    ::close(report[0]);
    int programStatus = 0;
    long cpuMicroseconds = 0, peakKilobytes = 0;
    const bool reported = std::sscanf(measured.c_str(), "%d %ld %ld", &programStatus, &cpuMicroseconds, &peakKilobytes) == 3;
    if (reported) {
        result.cpuSeconds = static_cast<double>(cpuMicroseconds) / 1e6;
        result.peakMemoryBytes = static_cast<std::uint64_t>(peakKilobytes) * 1024;
    }
    if (reported && WIFSIGNALED(programStatus)) {
        result.signal = WTERMSIG(programStatus);
    } else if (reported && WIFEXITED(programStatus)) {
        result.exitCode = WEXITSTATUS(programStatus);
    } else if (WIFEXITED(status)) {
        result.exitCode = WEXITSTATUS(status);
        // bwrap ends with 128 + N when what it ran was killed by signal N.
        if (result.exitCode > 128 && result.exitCode < 128 + 65) {
            result.signal = result.exitCode - 128;
            result.exitCode = -1;
        }
    } else if (WIFSIGNALED(status)) {
        result.signal = WTERMSIG(status);
    }
    if (outputLimit) {
        result.outcome = Outcome::OutputLimit;
    } else if (cancelled) {
        result.outcome = Outcome::Cancelled;
    } else if (result.cpuSeconds > limits.cpuSeconds || result.signal == SIGXCPU ||
               (result.signal == SIGKILL && result.cpuSeconds + 0.05 >= std::ceil(limits.cpuSeconds))) {
        result.outcome = Outcome::TimeLimit;
    } else if (wallKilled) {
        result.outcome = Outcome::WallLimit;
    } else if (result.signal != 0) {
        result.outcome = Outcome::Signaled;
    } else if (!bare && (result.exitCode == 126 || (result.exitCode == 1 && result.err.rfind("bwrap: ", 0) == 0))) {
        // The sandbox itself failed: its message is the reason.
        result.outcome = Outcome::NotStarted;
        result.error = result.err.empty() ? "the sandbox could not switch to an unprivileged user" : result.err;
        while (!result.error.empty() && result.error.back() == '\n')
            result.error.pop_back();
    } else {
        result.outcome = Outcome::Exited;
    }
    return result;
}

} // namespace

RunResult run(const RunSpec& spec)
{
    return runAs(spec, runsWithoutSandbox());
}

void setRunWithoutSandbox(bool on)
{
    g_withoutSandbox.store(on);
}

bool runsWithoutSandbox()
{
    return g_withoutSandbox.load();
}

bool available(std::string* why)
{
    // Asked once for each bwrap (STEPBOARD_BWRAP may name another), one question at a time.
    static std::mutex asking;
    static std::map<std::string, std::string> reasons;
    const std::lock_guard lock(asking);
    const std::string bwrap = findBwrap();
    auto known = reasons.find(bwrap);
    if (known == reasons.end())
        known = reasons.emplace(bwrap, [] {
            // The sandbox itself, whatever the user chose.
            const WorkFolder work;
            RunSpec spec;
            spec.argv = {"/usr/bin/true"};
            spec.work = work.path();
            spec.limits.wallSeconds = 10;
            const RunResult r = runAs(spec, false);
            if (r.ok())
                return std::string();
            if (!r.error.empty())
                return r.error;
            std::string said = r.err;
            while (!said.empty() && (said.back() == '\n' || said.back() == ' '))
                said.pop_back();
            return "the sandbox (bwrap) did not run a program" +
                   (said.empty() ? " (exit code " + std::to_string(r.exitCode) + ")" : ": " + said);
        }()).first;
    if (why)
        *why = known->second;
    return known->second.empty();
}

Limits compilerLimits()
{
    Limits limits;
    limits.cpuSeconds = 30;
    limits.wallSeconds = 60;
    limits.memoryBytes = 2048ull << 20;
    limits.outputBytes = 1ull << 20;
    limits.fileBytes = 256ull << 20;
    limits.processes = 16;
    return limits;
}

std::string seenAt(const ReadOnlyFolder& folder)
{
    return runsWithoutSandbox() ? folder.outside.string() : folder.inside;
}

std::vector<std::string> contestFlags()
{
    return {"-std=gnu++17", "-O2"};
}

namespace {

RunResult compileWith(const std::filesystem::path& work, std::string_view source, std::string_view program,
                      const std::vector<std::string>& flags, const std::filesystem::path& headers)
{
    RunSpec spec;
    spec.argv = {"/usr/bin/g++"};
    spec.argv.insert(spec.argv.end(), flags.begin(), flags.end());
    spec.argv.insert(spec.argv.end(), {"-pipe", "-o", std::string(program), std::string(source)});
    if (!headers.empty()) {
        spec.readOnly.push_back({headers, "/run/stepboard-headers"});
        spec.argv.insert(spec.argv.begin() + 1, {"-I", seenAt(spec.readOnly.back())});
    }
    spec.work = work;
    spec.limits = compilerLimits();
    return run(spec);
}

} // namespace

std::string findHelper(std::string_view name, std::string_view buildFolder)
{
    std::error_code ec;
    const std::filesystem::path dir = std::filesystem::read_symlink("/proc/self/exe", ec).parent_path();
    if (ec)
        return {};
    for (const std::filesystem::path& candidate :
         {dir / name, dir / ".." / "libexec" / "stepboard" / name, dir / ".." / buildFolder / name, dir / ".." / name,
          dir / ".." / ".." / buildFolder / name})
        if (::access(candidate.c_str(), X_OK) == 0)
            return std::filesystem::weakly_canonical(candidate, ec).string();
    return {};
}

RunResult compileCpp(const std::filesystem::path& work, std::string_view source, std::string_view program,
                     const std::filesystem::path& headers)
{
    return compileWith(work, source, program, contestFlags(), headers);
}

RunResult compileCpp(const std::filesystem::path& work, std::string_view source, std::string_view program,
                     const std::vector<std::string>& flags, const std::filesystem::path& headers)
{
    return compileWith(work, source, program, flags, headers);
}

} // namespace sb::box
