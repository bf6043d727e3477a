// SPDX-License-Identifier: GPL-3.0-or-later
#include "process.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace sb::rec {

namespace {

int openOr(const std::filesystem::path& path, int flags)
{
    return ::open(path.empty() ? "/dev/null" : path.c_str(), flags | O_CLOEXEC, 0644);
}

} // namespace

std::string readWhole(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool writeWhole(const std::filesystem::path& path, std::string_view text)
{
    std::ofstream out(path, std::ios::binary);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    return static_cast<bool>(out.flush());
}

ProcessResult runProcess(const std::vector<std::string>& argv, const std::filesystem::path& in,
                         const std::filesystem::path& out, const std::filesystem::path& err,
                         const std::map<std::string, std::string>& env, double seconds)
{
    ProcessResult result;
    if (argv.empty()) {
        result.error = "no program to run";
        return result;
    }
    // Everything the child needs is made before fork: after it, only async-signal-safe calls.
    std::vector<char*> args;
    for (const std::string& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    std::vector<std::string> envText;
    for (char** e = environ; *e; ++e) {
        const std::string_view entry(*e);
        const std::string name(entry.substr(0, entry.find('=')));
        if (!env.contains(name))
            envText.emplace_back(entry);
    }
    for (const auto& [name, value] : env)
        envText.push_back(name + "=" + value);
    std::vector<char*> envp;
    for (std::string& e : envText)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    const int inFd = openOr(in, O_RDONLY);
    const int outFd = openOr(out, O_WRONLY | O_CREAT | O_TRUNC);
    const int errFd = openOr(err, O_WRONLY | O_CREAT | O_TRUNC);
    if (inFd < 0 || outFd < 0 || errFd < 0) {
        result.error = std::string("cannot open the program's files: ") + std::strerror(errno);
        for (int fd : {inFd, outFd, errFd})
            if (fd >= 0)
                ::close(fd);
        return result;
    }
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0);
        ::dup2(inFd, 0);
        ::dup2(outFd, 1);
        ::dup2(errFd, 2);
        ::execvpe(args[0], args.data(), envp.data());
        ::_exit(127);
    }
    ::close(inFd);
    ::close(outFd);
    ::close(errFd);
    if (pid < 0) {
        result.error = std::string("cannot start a process: ") + std::strerror(errno);
        return result;
    }
    ::setpgid(pid, pid); // also here, so that the kill below never misses a child not yet in its group
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    auto pause = std::chrono::microseconds(200);
    int status = 0;
    for (;;) {
        const pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid)
            break;
        if (done < 0 && errno != EINTR) {
            result.error = std::string("lost the process: ") + std::strerror(errno);
            return result;
        }
        if (std::chrono::steady_clock::now() > deadline) {
            ::kill(-pid, SIGKILL);
            ::waitpid(pid, &status, 0);
            result.timedOut = true;
            break;
        }
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::microseconds(20000));
    }
    ::kill(-pid, SIGKILL); // what the program left running in its group dies with it
    if (WIFEXITED(status))
        result.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        result.signal = WTERMSIG(status);
    if (result.exitCode == 127 && !result.timedOut)
        result.error = "cannot run " + argv[0];
    return result;
}

ScratchFolder::ScratchFolder()
{
    std::string pattern = (std::filesystem::temp_directory_path() / "stepboard-record-XXXXXX").string();
    if (!::mkdtemp(pattern.data()))
        throw std::runtime_error(std::string("cannot make a temporary folder: ") + std::strerror(errno));
    m_path = pattern;
}

ScratchFolder::~ScratchFolder()
{
    std::error_code ignored;
    std::filesystem::remove_all(m_path, ignored);
}

} // namespace sb::rec
