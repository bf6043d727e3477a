// SPDX-License-Identifier: GPL-3.0-or-later
#include "judging.h"

#include "core/problem.h"

namespace sb::program {

bool Prepared::compilerOutOfTime() const noexcept
{
    if (status != Status::CompileError || !program)
        return false;
    const box::Outcome outcome = program->compileRun().outcome;
    return outcome == box::Outcome::TimeLimit || outcome == box::Outcome::WallLimit;
}

Prepared prepare(std::string_view source, Language language, std::string fileName)
{
    Prepared out;
    if (!box::runsWithoutSandbox() && !box::available(&out.why)) {
        out.status = Prepared::Status::NoSandbox;
        return out;
    }
    out.program = Program::build(source, language, std::move(fileName));
    const box::RunResult& compile = out.program->compileRun();
    if (compile.outcome == box::Outcome::NotStarted) {
        out.status = Prepared::Status::NotStarted;
        out.why = compile.error;
    } else {
        out.status = out.program->built() ? Prepared::Status::Built : Prepared::Status::CompileError;
    }
    return out;
}

std::vector<TestResult> judgeTests(const Program& program, const std::vector<TestCase>& tests,
                                   const box::Limits& limits, const std::function<bool()>& keepGoing)
{
    std::vector<TestResult> results;
    for (const TestCase& test : tests) {
        if (keepGoing && !keepGoing())
            break;
        results.push_back(program.run(test.input, test.expected, limits).test);
    }
    return results;
}

FirstFailure findFirstFailure(const Program& program, const ProblemDesc& problem, const box::Limits& limits,
                              const std::function<bool(int testsRun)>& keepGoing)
{
    FirstFailure out;
    for (const BankSubtask& subtask : problem.bank().subtasks)
        for (std::size_t i = 0; i < subtask.tests.size(); ++i) {
            if (keepGoing && !keepGoing(out.tests)) {
                out.stopped = true;
                return out;
            }
            const BankTest& test = subtask.tests[i];
            std::string expected = problem.reference()->solve(*problem.parse(test.input), kDefaultWorkBudget).output;
            TestResult result = program.run(test.input, expected, limits).test;
            ++out.tests;
            if (result.verdict != Verdict::Accepted) {
                out.failed = std::move(result);
                out.subtask = subtask.name;
                out.index = static_cast<int>(i);
                out.input = test.input;
                out.expected = std::move(expected);
                return out;
            }
        }
    return out;
}

} // namespace sb::program
