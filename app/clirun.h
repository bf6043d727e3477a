// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace sb {
struct ProblemDesc;
}

namespace sb::cli {

struct Options;

/// stepboard-cli run: a student's own program (C++ or Python, --program) compiled and run in the
/// sandbox on `input`, its output on stdout, its verdict against the reference's answer on stderr.
/// Exit status 0 when it is accepted, 4 when not, 5 when the sandbox cannot start.
int runProgram(const ProblemDesc& problem, const std::string& input, const Options& options);

} // namespace sb::cli
