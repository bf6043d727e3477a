// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/judge.h"
#include "sandbox.h"

#include <optional>
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
/// The same against `answer`, each run with `limits` (a pack's run: its reference's answer, its limits).
int runProgramOn(const std::string& input, const std::string& answer, const box::Limits& limits,
                 const Options& options);

/// stepboard-cli trace --program: a student's own program recorded line by line in the sandbox on
/// `input`, one JSON object a line it ran (step, line, depth, function, the variables that changed,
/// the input read and the output written so far). Exit status 0 when it ended by itself or at
/// --limit, 3 when it ran past the recorder's limit, 4 when it failed, 5 without a sandbox.
int traceProgram(const std::string& input, const Options& options);

/// The program of --program, compiled once, as a row for the judge: each test runs in the
/// sandbox in a folder of its own. Nothing when it cannot be read or compiled, or the sandbox
/// cannot start: then `status` is the exit status, and the reason is said on stderr.
std::optional<OwnProgram> ownProgram(const Options& options, int& status);

} // namespace sb::cli
