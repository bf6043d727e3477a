// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sb::cli {

/// The command line of stepboard-cli, as given.
struct Options {
    std::string command;
    std::string problem;
    std::string method;
    std::string file;
    std::string against;
    bool eventsOnly = false;
    bool json = false;
    std::optional<std::uint64_t> limit;
    double timeLimit = 1.0;
    std::vector<std::string> given; ///< the options given, in order, to check them against the command
};

/// Reads the arguments; on a usage error, says why in `error` and gives nothing.
/// Options a command does not take are left to takesOption().
std::optional<Options> parseArgs(int argc, char** argv, std::string& error);

/// Whether `command` takes `option` (like "--limit"): any other option given to it is a usage error.
bool takesOption(const std::string& command, const std::string& option);

} // namespace sb::cli
