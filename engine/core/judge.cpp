// SPDX-License-Identifier: GPL-3.0-or-later
#include "judge.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace sb {

namespace {

/// One test of the bank, parsed, with the reference method's answer.
struct PreparedTest {
    std::size_t subtask = 0;
    std::size_t index = 0;
    std::shared_ptr<const ProblemInput> input;
    std::string expected;
    const std::string* text = nullptr; ///< the input as the bank has it
};

/// Runs fn(i) for i in [0, count) on `threads` workers; stops handing out work once `stop` says so.
template <typename Fn, typename Stop>
void parallelFor(std::size_t count, int threads, Fn fn, Stop stop)
{
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < count && !stop(); i = next++)
            fn(i);
    };
    std::vector<std::jthread> pool;
    const int extra = std::max(1, threads) - 1;
    for (int t = 0; t < extra; ++t)
        pool.emplace_back(work);
    work();
}

std::vector<PreparedTest> prepare(const ProblemDesc& problem, const TestBank& bank, int threads)
{
    std::vector<PreparedTest> tests;
    for (std::size_t s = 0; s < bank.subtasks.size(); ++s)
        for (std::size_t i = 0; i < bank.subtasks[s].tests.size(); ++i)
            tests.push_back({s, i, nullptr, {}, &bank.subtasks[s].tests[i].input});
    const MethodDesc& reference = *problem.reference();
    parallelFor(tests.size(), threads, [&](std::size_t k) {
        PreparedTest& t = tests[k];
        t.input = problem.parse(bank.subtasks[t.subtask].tests[t.index].input);
        t.expected = reference.solve(*t.input, std::numeric_limits<std::uint64_t>::max()).output;
    }, [] { return false; });
    return tests;
}

std::vector<const MethodDesc*> chosenMethods(const ProblemDesc& problem, const std::vector<std::string>& ids)
{
    std::vector<const MethodDesc*> methods;
    if (ids.empty()) {
        for (const MethodDesc& m : problem.methods)
            methods.push_back(&m);
        return methods;
    }
    for (const std::string& id : ids) {
        const MethodDesc* m = problem.method(id);
        if (!m)
            throw std::invalid_argument("problem " + std::string(problem.id) + " has no method '" + id + "'");
        methods.push_back(m);
    }
    return methods;
}

// Why the verdict comes from work, not from the clock: a fast path cannot be stopped
// half way, and a wall clock on a shared or loaded machine would turn the same
// program's verdict from AC to TLE from one run to the next. So a test's time limit is
// a work budget on the bank's reference machine (TestBank::workPerSecond, set per problem
// so that the reference machine is about as fast as a plain contest solution on a
// desktop). The method's exact estimate (computed from the input, without the run)
// says TLE before a run that would take minutes or hours is started; a run within the
// budget is made, with the budget as its own bound, and its wall time is recorded for
// people to see, never used for the verdict. The same bank then gives the same table
// on every machine, as a contest's judge does.
TestResult runTest(const MethodDesc& method, const PreparedTest& test, std::uint64_t budget)
{
    TestResult r;
    r.work = method.estimate(*test.input).work;
    if (r.work > budget) {
        r.verdict = Verdict::TimeLimit;
        return r;
    }
    const auto start = std::chrono::steady_clock::now();
    const SolveResult out = method.solve(*test.input, budget);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (out.stopped())
        r.verdict = Verdict::TimeLimit;
    else
        r.verdict = out.output == test.expected ? Verdict::Accepted : Verdict::WrongAnswer;
    return r;
}

MethodResult emptyResult(std::string name, const TestBank& bank)
{
    MethodResult m;
    m.method = std::move(name);
    for (const BankSubtask& s : bank.subtasks) {
        SubtaskResult sr;
        sr.name = s.name;
        sr.weight = s.weight;
        sr.total = static_cast<int>(s.tests.size());
        sr.tests.resize(s.tests.size());
        m.subtasks.push_back(std::move(sr));
    }
    return m;
}

void score(MethodResult& m, Scoring scoring)
{
    m.score = 0;
    for (SubtaskResult& s : m.subtasks) {
        s.passed = static_cast<int>(std::count_if(s.tests.begin(), s.tests.end(),
                                                  [](const TestResult& t) { return t.verdict == Verdict::Accepted; }));
        if (s.total == 0)
            s.points = 0;
        else if (scoring == Scoring::PerTest)
            s.points = s.weight * s.passed / s.total;
        else
            s.points = s.passed == s.total ? s.weight : 0;
        m.score += s.points;
    }
}

} // namespace

std::string_view verdictName(Verdict v) noexcept
{
    switch (v) {
    case Verdict::Accepted:
        return "AC";
    case Verdict::WrongAnswer:
        return "WA";
    case Verdict::TimeLimit:
        return "TLE";
    case Verdict::MemoryLimit:
        return "MLE";
    case Verdict::RuntimeError:
        return "RE";
    case Verdict::OutputLimit:
        return "OLE";
    case Verdict::CompileError:
        return "CE";
    case Verdict::NotRun:
        break;
    }
    return "--";
}

std::uint64_t workBudget(const TestBank& bank, double seconds) noexcept
{
    const double budget = std::max(0.0, seconds) * static_cast<double>(bank.workPerSecond);
    constexpr auto most = std::numeric_limits<std::uint64_t>::max();
    return budget >= static_cast<double>(most) ? most : static_cast<std::uint64_t>(std::llround(budget));
}

JudgeReport judge(const ProblemDesc& problem, const JudgeOptions& options)
{
    if (!problem.bank)
        throw std::invalid_argument("problem " + std::string(problem.id) + " has no test bank");
    const std::vector<const MethodDesc*> methods =
        options.noMethods ? std::vector<const MethodDesc*>{} : chosenMethods(problem, options.methods);
    const TestBank& bank = problem.bank();
    const std::uint64_t budget = workBudget(bank, options.timeLimit);
    const auto cancelled = [&] { return options.cancel && options.cancel->load(); };

    JudgeReport report;
    report.problem = std::string(problem.id);
    for (const MethodDesc* m : methods)
        report.methods.push_back(emptyResult(std::string(m->id), bank));
    for (const OwnProgram& p : options.programs)
        report.methods.push_back(emptyResult(p.name, bank));
    const std::vector<PreparedTest> tests = prepare(problem, bank, options.threads);

    JudgeProgress progress{0, report.methods.size() * tests.size()};
    std::mutex progressLock;
    parallelFor(progress.total, options.threads, [&](std::size_t k) {
        const std::size_t mi = k / tests.size();
        const PreparedTest& t = tests[k % tests.size()];
        report.methods[mi].subtasks[t.subtask].tests[t.index] =
            mi < methods.size() ? runTest(*methods[mi], t, budget) : options.programs[mi - methods.size()].run(*t.text, t.expected);
        const std::lock_guard lock(progressLock);
        ++progress.done;
        if (options.progress)
            options.progress(progress);
    }, cancelled);

    report.cancelled = progress.done < progress.total;
    for (MethodResult& m : report.methods)
        score(m, bank.scoring);
    return report;
}

} // namespace sb
