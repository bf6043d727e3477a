// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the background work of "My solution" hands back to the window's thread. Not for a Q_OBJECT
// header: the program's headers reach the engine's, which moc cannot read.

#include "judging.h"
#include "sandbox.h"
#include "trace.h"

#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sb::ui {

/// What a run of the student's program found, made on a worker thread.
struct SolutionRun {
    QString sandboxWhy;          ///< why the sandbox cannot start; empty when it can
    bool built = false;
    bool compilerOutOfTime = false;
    std::string compileErrors;   ///< the compiler's (or Python parser's) own words
    std::vector<program::Diagnostic> diagnostics;
    std::optional<program::Run> run;
    bool hasAnswer = false;      ///< the input on screen has a right answer to compare with
    box::Limits limits;
};

/// A recording of the student's program, made on a worker thread.
struct SolutionSteps {
    SolutionRun build; ///< why nothing was recorded: the sandbox, or a compile error
    std::shared_ptr<program::Trace> trace;
    std::string input; ///< what it was recorded on
};

/// The first test of the bank the student's program fails, found on a worker thread.
struct FirstFailure {
    SolutionRun build; ///< why no test ran: the sandbox, or a compile error
    bool ran = false;  ///< it was built and run on the tests
    program::FirstFailure found;
};

} // namespace sb::ui
