// SPDX-License-Identifier: GPL-3.0-or-later
#include "packjudge.h"

#include "judging.h"
#include "process.h"

#include <algorithm>
#include <set>

namespace sb::pack {

box::Limits limitsOf(const Pack& pack)
{
    box::Limits limits;
    limits.cpuSeconds = pack.timeLimit;
    limits.memoryBytes = static_cast<std::uint64_t>(pack.memoryMiB) << 20;
    limits.outputBytes = static_cast<std::uint64_t>(pack.outputMiB) << 20;
    limits.fileBytes = limits.outputBytes;
    return limits;
}

std::string cell(const GroupResult& g)
{
    std::string kinds;
    for (const Verdict v : {Verdict::WrongAnswer, Verdict::TimeLimit, Verdict::MemoryLimit, Verdict::RuntimeError,
                            Verdict::OutputLimit, Verdict::CompileError, Verdict::NotRun})
        for (const TestResult& t : g.results)
            if (t.verdict == v) {
                kinds += (kinds.empty() ? "" : "+") + std::string(verdictName(v));
                break;
            }
    return (kinds.empty() ? "AC" : kinds) + " " + std::to_string(g.passed) + "/" + std::to_string(g.tests.size());
}

program::Prepared prepare(const Pack& pack, const Solution& solution)
{
    return program::prepare(rec::readWhole(pack.root / solution.file), solution.language,
                            std::filesystem::path(solution.file).filename().string());
}

std::string buildError(const program::Prepared& prepared)
{
    return prepared.program ? prepared.program->compileRun().err : prepared.why;
}

SolutionResult judge(const Pack& pack, const Solution& solution, const std::function<bool()>& keepGoing)
{
    SolutionResult result = judge(pack, rec::readWhole(pack.root / solution.file), solution.language,
                                  std::filesystem::path(solution.file).filename().string(), keepGoing);
    result.file = solution.file;
    return result;
}

SolutionResult judge(const Pack& pack, const std::string& source, Language language, const std::string& fileName,
                     const std::function<bool()>& keepGoing, const std::vector<program::TestCase>& ownTests)
{
    SolutionResult result;
    result.file = fileName;
    for (const TestGroup& group : pack.groups) {
        GroupResult g;
        g.name = group.name;
        for (const TestCase& test : group.tests) {
            g.tests.push_back(test.name);
            g.results.emplace_back();
        }
        result.groups.push_back(std::move(g));
    }
    if (!ownTests.empty()) {
        GroupResult own;
        own.name = kOwnTestsGroup;
        for (std::size_t i = 0; i < ownTests.size(); ++i)
            own.tests.push_back(std::to_string(i + 1));
        own.results.resize(ownTests.size());
        result.groups.push_back(std::move(own));
    }
    const program::Prepared prepared = program::prepare(source, language, fileName);
    if (!prepared.built()) {
        result.compileError = buildError(prepared);
        for (GroupResult& g : result.groups)
            for (TestResult& r : g.results)
                r.verdict = Verdict::CompileError;
        score(pack, result);
        return result;
    }
    const box::Limits limits = limitsOf(pack);
    for (std::size_t gi = 0; gi < pack.groups.size(); ++gi) {
        for (std::size_t ti = 0; ti < pack.groups[gi].tests.size(); ++ti) {
            if (keepGoing && !keepGoing()) {
                result.stopped = true;
                score(pack, result);
                return result;
            }
            const TestCase& test = pack.groups[gi].tests[ti];
            TestResult& r = result.groups[gi].results[ti];
            if (test.answer.empty()) {
                r.detail = "the test has no answer";
                continue;
            }
            const std::vector<TestResult> one = program::judgeTests(
                *prepared.program, {{rec::readWhole(pack.root / test.input), rec::readWhole(pack.root / test.answer)}}, limits);
            if (!one.empty())
                r = one.front();
        }
    }
    if (!ownTests.empty()) {
        // After the pack's groups, which score() reads by their place: this one it leaves alone.
        GroupResult& own = result.groups.back();
        const std::vector<TestResult> judged = program::judgeTests(*prepared.program, ownTests, limits, keepGoing);
        std::copy(judged.begin(), judged.end(), own.results.begin());
        own.passed = static_cast<int>(std::count_if(own.results.begin(), own.results.end(),
                                                    [](const TestResult& r) { return r.verdict == Verdict::Accepted; }));
    }
    score(pack, result);
    return result;
}

void score(const Pack& pack, SolutionResult& result)
{
    std::set<std::string> passedGroups;
    result.score = 0;
    result.accepted = !result.groups.empty();
    for (std::size_t gi = 0; gi < result.groups.size() && gi < pack.groups.size(); ++gi) {
        GroupResult& g = result.groups[gi];
        const TestGroup& group = pack.groups[gi];
        g.passed = static_cast<int>(std::count_if(g.results.begin(), g.results.end(),
                                                  [](const TestResult& r) { return r.verdict == Verdict::Accepted; }));
        result.accepted = result.accepted && g.allPassed();
        if (g.allPassed())
            passedGroups.insert(g.name);
        g.maxScore = pack.scoring && group.name != "sample" ? group.maxScore : std::nullopt;
        g.blocked = std::any_of(group.requirePass.begin(), group.requirePass.end(),
                                [&passedGroups](const std::string& name) { return !passedGroups.count(name); });
        g.score = 0;
        if (!g.maxScore || g.blocked || g.tests.empty())
            continue;
        if (group.aggregation == Aggregation::Sum)
            g.score = *g.maxScore * g.passed / static_cast<double>(g.tests.size());
        else if (g.allPassed())
            g.score = *g.maxScore;
        result.score += g.score;
    }
}

} // namespace sb::pack
