// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "problem.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace sb {

/// A test's verdict. NotRun: the judge was cancelled before it got to the test. A built-in
/// method gets AC, WA or TLE; a program of the user's own any of them, and CE on every test
/// when it does not compile.
enum class Verdict : std::uint8_t { Accepted, WrongAnswer, TimeLimit, MemoryLimit, RuntimeError, OutputLimit, NotRun, CompileError };

/// "AC", "WA", "TLE", "MLE", "RE", "OLE", "--", "CE".
std::string_view verdictName(Verdict v) noexcept;

struct TestResult {
    Verdict verdict = Verdict::NotRun;
    std::uint64_t work = 0;  ///< the run's work by the method's estimate, in the bank's unit
    double seconds = 0;      ///< wall time of the fast path (0 when it was not run); CPU time of a program
    std::string detail;      ///< a program's: the first line that differs, the signal or the exit code
    std::string output;      ///< a program's: the start of what it printed (program::kKeptOutputBytes)
    int exitCode = 0;        ///< a program's: its exit status, where it exited
    int signal = 0;          ///< a program's: the signal that killed it; 0 when none did
};

/// A program of the user's own, judged beside the built-in methods: given a test's input and the
/// reference's answer, it runs and says how it did.
struct OwnProgram {
    std::string name; ///< its row in the table (its file's name)
    std::function<TestResult(const std::string& input, const std::string& expected)> run;
};

struct SubtaskResult {
    std::string name;
    double weight = 0;
    int passed = 0;
    int total = 0;
    double points = 0;
    std::vector<TestResult> tests;
};

struct MethodResult {
    std::string method;
    double score = 0; ///< out of 100
    std::vector<SubtaskResult> subtasks;
};

/// How far a judge run has got: tests run over tests to run, all methods together.
struct JudgeProgress {
    std::size_t done = 0;
    std::size_t total = 0;
};

struct JudgeOptions {
    double timeLimit = 1.0;           ///< seconds per test on the judge's reference machine
    int threads = 2;                  ///< worker threads
    std::vector<std::string> methods; ///< the method ids to judge; empty: all, in menu order
    bool noMethods = false;           ///< judge the programs only
    std::vector<OwnProgram> programs; ///< judged after the methods, a row each
    /// Set (from any thread) to stop: tests not started yet are left NotRun.
    const std::atomic<bool>* cancel = nullptr;
    /// Called after each test from the worker that ran it, one call at a time.
    std::function<void(const JudgeProgress&)> progress;
};

struct JudgeReport {
    std::string problem;
    std::vector<MethodResult> methods;
    bool cancelled = false;
};

/// The work budget a time limit gives on `bank`'s reference machine.
std::uint64_t workBudget(const TestBank& bank, double seconds) noexcept;

/// Runs every chosen method's fast path on every test of the problem's bank and
/// scores it against the reference method's answers. Throws std::invalid_argument
/// for an unknown method id, or a problem with no bank.
JudgeReport judge(const ProblemDesc& problem, const JudgeOptions& options);

} // namespace sb
