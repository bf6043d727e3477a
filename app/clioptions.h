// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sb::cli {

/// The judge's time limit a test, in seconds, as --time-limit takes it: a contest's limits lie
/// well inside, and as the judge runs every test whose work fits the limit, a larger one only
/// makes a slow method run longer before its verdict.
inline constexpr double kMinTimeLimit = 0.001;
inline constexpr double kMaxTimeLimit = 10;
inline constexpr int kTimeLimitDecimals = 3;

/// Exit statuses: done (and, for run, accepted); a bad command line, a file that cannot be read or
/// output that cannot be written; bad input; stopped before the answer; a program of the user's own
/// not accepted; the sandbox cannot start.
inline constexpr int kExitDone = 0;
inline constexpr int kExitUsage = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitCap = 3;
inline constexpr int kExitNotAccepted = 4;
inline constexpr int kExitNoSandbox = 5;

/// The command line of stepboard-cli, as given.
struct Options {
    std::string command;
    std::string problem;
    std::string method;
    std::string file;
    std::string against;
    bool eventsOnly = false;
    bool python = false; ///< --code python: the steps of the Python listing (each language runs its own lines)
    bool json = false;
    std::optional<std::uint64_t> limit;
    double timeLimit = 1.0;
    std::string program;         ///< --program: a student's own C++ or Python file
    std::string language = "en"; ///< --language: import's statements' language (en, zh_TW, zh_CN, vi)
    int memoryLimitMB = 256;     ///< --memory-limit
    std::vector<std::string> given; ///< the options given, in order, to check them against the command
};

/// Reads the arguments; on a usage error, says why in `error` and gives nothing.
/// Options a command does not take are left to takesOption().
std::optional<Options> parseArgs(int argc, char** argv, std::string& error);

/// Whether `command` takes `option` (like "--limit"): any other option given to it is a usage error.
bool takesOption(const std::string& command, const std::string& option);

} // namespace sb::cli
