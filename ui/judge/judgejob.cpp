// SPDX-License-Identifier: GPL-3.0-or-later
#include "judge/judgejob.h"

#include "core/judge.h"
#include "core/problem.h"
#include "judging.h"
#include "sandbox.h"

#include <QtConcurrent/QtConcurrentRun>

namespace sb::ui {

namespace {

/// The student's row when the program did not compile: not one test runs, the row says CE on each.
MethodResult notCompiledRow(const ProblemDesc& problem, const std::string& name, const TestResult& notCompiled)
{
    MethodResult row;
    row.method = name;
    for (const BankSubtask& s : problem.bank().subtasks) {
        SubtaskResult r;
        r.name = s.name;
        r.weight = s.weight;
        r.total = static_cast<int>(s.tests.size());
        r.tests.assign(s.tests.size(), notCompiled);
        row.subtasks.push_back(std::move(r));
    }
    return row;
}

} // namespace

JudgeJob::JudgeJob(const ProblemDesc& problem, QObject* parent)
    : QObject(parent), m_problem(problem), m_stop(std::make_shared<std::atomic<bool>>(false)),
      m_done(std::make_shared<std::atomic<int>>(0))
{
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, &JudgeJob::finished);
}

JudgeJob::~JudgeJob()
{
    m_stop->store(true);
    m_watcher.waitForFinished();
}

void JudgeJob::start(double timeLimit, const std::optional<OwnSource>& own)
{
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_done = std::make_shared<std::atomic<int>>(0);
    m_pending = std::make_shared<JudgeReport>();
    auto report = m_pending;
    JudgeOptions options;
    options.timeLimit = timeLimit;
    options.threads = 2;
    options.cancel = m_stop.get();
    options.progress = [done = m_done](const JudgeProgress& p) { done->store(static_cast<int>(p.done)); };
    const ProblemDesc* problem = &m_problem;
    m_ownProblem = std::make_shared<std::string>();
    m_ownTests = std::make_shared<std::vector<TestResult>>();
    // The report is written by the worker and read once it has finished. The student's
    // program is built there first: a compile takes a second or two.
    m_watcher.setFuture(QtConcurrent::run([problem, options, report, source = own, why = m_ownProblem,
                                           mine = m_ownTests]() mutable {
        bool compileError = false;
        TestResult notCompiled;
        notCompiled.verdict = Verdict::CompileError;
        if (source) {
            const program::Prepared prepared = program::prepare(
                source->text.toStdString(), source->python ? program::Language::Python : program::Language::Cpp);
            box::Limits limits;
            limits.cpuSeconds = options.timeLimit;
            if (prepared.status == program::Prepared::Status::CompileError) {
                compileError = true;
                mine->assign(static_cast<std::size_t>(source->tests.size()), notCompiled);
            } else if (!prepared.built()) {
                *why = prepared.why;
            } else {
                options.programs.push_back(prepared.program->asJudged(source->name.toStdString(), limits));
                // The student's own tests, apart: each against the answer the student expects.
                std::vector<program::TestCase> tests;
                for (const auto& [input, expected] : source->tests)
                    tests.push_back({input.toStdString(), expected.toStdString()});
                *mine = program::judgeTests(*prepared.program, tests, limits,
                                            [cancel = options.cancel] { return !cancel || !cancel->load(); });
            }
        }
        *report = judge(*problem, options);
        if (compileError)
            report->methods.push_back(notCompiledRow(*problem, source->name.toStdString(), notCompiled));
    }));
}

void JudgeJob::cancel()
{
    m_stop->store(true);
}

bool JudgeJob::running() const
{
    return m_watcher.isRunning();
}

void JudgeJob::waitForFinished()
{
    m_watcher.waitForFinished();
}

int JudgeJob::done() const
{
    return m_done->load();
}

std::unique_ptr<JudgeReport> JudgeJob::takeReport()
{
    if (!m_pending)
        return nullptr;
    auto report = std::make_unique<JudgeReport>(std::move(*m_pending));
    m_pending.reset();
    return report;
}

std::string JudgeJob::ownProblem() const
{
    return m_ownProblem ? *m_ownProblem : std::string();
}

const std::vector<TestResult>* JudgeJob::ownTests() const
{
    return m_ownTests.get();
}

} // namespace sb::ui
