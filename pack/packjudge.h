// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pack.h"

#include "core/judge.h"
#include "judging.h"
#include "sandbox.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

/// A pack's solution judged on the pack's tests, group by group, as a judge scores it: built and run
/// in the sandbox with the pack's limits, like a student's program.
namespace sb::pack {

/// A group's tests judged, and what the group scores.
struct GroupResult {
    std::string name;                ///< "sample", "secret/group1"
    std::vector<std::string> tests;  ///< the tests' names
    std::vector<TestResult> results; ///< in the same order; NotRun for those not run
    int passed = 0;
    std::optional<double> maxScore;  ///< nothing for the samples and a pass-fail problem
    double score = 0;
    bool blocked = false;            ///< a group it requires did not pass: it scores nothing
    bool allPassed() const { return passed == static_cast<int>(tests.size()); }
};

/// A solution judged.
struct SolutionResult {
    std::string file;
    std::vector<GroupResult> groups;
    double score = 0;      ///< the groups' scores summed (a scoring problem)
    bool accepted = false; ///< every test passed
    bool stopped = false;  ///< keepGoing said to stop: the tests not run are NotRun
    std::string compileError; ///< the compiler's words where it did not build (every test: CE)
};

/// A group's verdicts as a judge's table says them: "AC 2/2", "WA+TLE 1/3" (each kind its tests got, in
/// the verdicts' order, then the tests passed).
std::string cell(const GroupResult& group);

/// The limits a pack's tests run with: its time limit, its memory and output.
box::Limits limitsOf(const Pack& pack);

/// `solution`'s file built in the sandbox (program::prepare), as the judge, the recorder and the check build it.
program::Prepared prepare(const Pack& pack, const Solution& solution);
/// Why `prepared` did not build: the compiler's words, or why the sandbox did not start it.
std::string buildError(const program::Prepared& prepared);

/// Builds `solution` in the sandbox and runs it on every test of `pack`, samples first; `keepGoing`,
/// asked before each test, stops it when it says false.
SolutionResult judge(const Pack& pack, const Solution& solution, const std::function<bool()>& keepGoing = {});

/// The name of the group of a program's own tests (judge()'s `ownTests`).
inline constexpr const char* kOwnTestsGroup = "my tests";

/// The same for a program from outside the pack (a student's): its text, its language and its file's name.
/// `ownTests` (the student's own, each with the answer they expect) are judged with the same build and the
/// pack's limits, in a last group of their own (kOwnTestsGroup) that scores nothing.
SolutionResult judge(const Pack& pack, const std::string& source, Language language, const std::string& fileName,
                     const std::function<bool()>& keepGoing = {}, const std::vector<program::TestCase>& ownTests = {});

/// The groups' scores and the whole's from the verdicts in `result` (judge() calls it).
void score(const Pack& pack, SolutionResult& result);

} // namespace sb::pack
