// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ownprogram.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sb {
struct ProblemDesc;
}

/// A student's program made ready and judged: the one path the window's My solution, its judge
/// dialog and the command line share, from the sandbox's check to the first test it fails.
namespace sb::program {

/// A program's text made ready to run, or why it is not.
struct Prepared {
    enum class Status {
        Built,        ///< `program` runs
        NoSandbox,    ///< the sandbox cannot start here (`why`); nothing was built
        NotStarted,   ///< the sandbox did not start the compiler (`why`)
        CompileError, ///< `program` holds the compiler's run and its messages
    };
    Status status = Status::NoSandbox;
    std::string why;
    std::optional<Program> program; ///< built or not, wherever the compiler ran

    bool built() const noexcept { return status == Status::Built; }
    /// A compile error because the compiler ran out of time, not one of the program's.
    bool compilerOutOfTime() const noexcept;
};

/// Builds `source` (Program::build) where the sandbox can start, or where the user has chosen to
/// run without it (box::runsWithoutSandbox()).
Prepared prepare(std::string_view source, Language language, std::string fileName = {});

/// One test to judge a program on: its input, and the answer it must print.
struct TestCase {
    std::string input;
    std::string expected;
};

/// Runs a built program on `tests` in order, each with `limits`, and gives each test's verdict.
/// Asked before each test, a `keepGoing` that says false stops: the tests not run are not in the
/// result.
std::vector<TestResult> judgeTests(const Program& program, const std::vector<TestCase>& tests,
                                   const box::Limits& limits, const std::function<bool()>& keepGoing = {});

/// The first test of a problem's bank a program fails.
struct FirstFailure {
    int tests = 0;        ///< the tests run, the failed one with them
    bool stopped = false; ///< keepGoing said to stop before a failure was found
    std::optional<TestResult> failed; ///< nothing: it passed every test run
    std::string subtask;  ///< the failed test's subtask
    int index = 0;        ///< 0-based, in its subtask
    std::string input;
    std::string expected; ///< the reference's answer
};

/// Runs a built program on the bank's tests in order, subtask by subtask, each against the
/// reference's answer and with `limits`, until the first it fails. `keepGoing` is asked before each
/// test with the number run so far; false stops the search.
FirstFailure findFirstFailure(const Program& program, const ProblemDesc& problem, const box::Limits& limits,
                              const std::function<bool(int testsRun)>& keepGoing = {});

} // namespace sb::program
