// SPDX-License-Identifier: GPL-3.0-or-later
// stepboard-measure: the first process of a sandbox. It starts the program, waits for it and
// writes on file descriptor 3 how it ended, its CPU time and its largest resident size: measured
// here, the program's memory is its own, not that of the app the sandbox was forked from.
// Usage (inside the sandbox): stepboard-measure PROGRAM [ARGS...]
#include <cerrno>
#include <cstdio>
#include <cstdlib>

#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc < 2)
        return 125;
    // Its report is its own: the program may not write on it, nor reach it through /proc.
    ::prctl(PR_SET_DUMPABLE, 0);
    ::fcntl(3, F_SETFD, FD_CLOEXEC);
    const pid_t child = ::fork();
    if (child < 0)
        return 125;
    if (child == 0) {
        ::execvp(argv[1], argv + 1);
        std::perror(argv[1]);
        ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    while (::wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR)
            return 125;
    }
    const long cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000L + usage.ru_utime.tv_usec +
                     usage.ru_stime.tv_usec;
    ::dprintf(3, "%d %ld %ld\n", status, cpu, usage.ru_maxrss);
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    return 128 + WTERMSIG(status);
}
