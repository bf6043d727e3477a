// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>

namespace sb::cli {

/// Every command's usage line, as a usage error is followed by.
std::string usageLines();

/// What `stepboard-cli --help` prints: every command's usage line and what it does.
std::string wholeHelp();

/// What `stepboard-cli COMMAND --help` prints: its usage, what it does and each option it takes;
/// nothing for a command there is not.
std::optional<std::string> commandHelp(const std::string& command);

/// What `--version` prints.
std::string versionLine();

/// `--help`, `-h`, `help [COMMAND]` or `--version` anywhere on the command line: the text to print
/// (on standard output, status 0), else nothing and the command runs. `error` is set for help on a
/// command there is not.
std::optional<std::string> helpAsked(int argc, char** argv, std::string& error);

} // namespace sb::cli
