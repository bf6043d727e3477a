// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/solutionjobs.h"

#include "own/solutionwork.h"

#include "core/problem.h"

#include <QtConcurrent>

namespace sb::ui {

namespace {

program::Language languageOf(bool python)
{
    return python ? program::Language::Python : program::Language::Cpp;
}

/// Builds the student's program in the sandbox, saying in `out` why it was not built (the sandbox,
/// a compile error); nothing when it was not.
std::optional<program::Program> build(const std::string& source, bool python, SolutionRun& out)
{
    program::Prepared prepared = program::prepare(source, languageOf(python));
    out.sandboxWhy = QString::fromStdString(prepared.why);
    if (prepared.status == program::Prepared::Status::CompileError) {
        out.compileErrors = prepared.program->compileRun().err;
        out.diagnostics = prepared.program->diagnostics();
        out.compilerOutOfTime = prepared.compilerOutOfTime();
    }
    out.built = prepared.built();
    return out.built ? std::move(prepared.program) : std::nullopt;
}

SolutionRun buildAndRun(const std::string& source, bool python, SolutionJobs::RunInput in)
{
    SolutionRun out;
    const std::optional<program::Program> built = build(source, python, out);
    if (!built)
        return out;
    if (!in.answer && in.parsed && in.problem)
        in.answer = in.problem->reference()->solve(*in.parsed, kDefaultWorkBudget).output;
    if (!in.answer && in.findAnswer)
        in.answer = in.findAnswer();
    if (in.limits)
        out.limits = *in.limits;
    out.hasAnswer = in.answer.has_value();
    out.run = built->run(in.input, in.answer.value_or(std::string()), out.limits);
    return out;
}

SolutionSteps buildAndRecord(const std::string& source, bool python, const std::string& input,
                             std::shared_ptr<std::atomic<bool>> cancel, std::shared_ptr<std::atomic<std::uint64_t>> recorded)
{
    SolutionSteps out;
    out.input = input;
    const std::optional<program::Program> built = build(source, python, out.build);
    if (!built)
        return out;
    program::TraceOptions options;
    options.keepGoing = [cancel, recorded](std::uint64_t steps) {
        recorded->store(steps);
        return !cancel->load();
    };
    out.trace = std::make_shared<program::Trace>(built->trace(input, options));
    return out;
}

FirstFailure buildAndSearch(const std::string& source, bool python, const ProblemDesc* problem,
                            std::shared_ptr<std::atomic<bool>> cancel, std::shared_ptr<std::atomic<int>> testsRun)
{
    FirstFailure out;
    const std::optional<program::Program> built = build(source, python, out.build);
    if (!built)
        return out;
    out.ran = true;
    out.found = program::findFirstFailure(*built, *problem, out.build.limits, [cancel, testsRun](int run) {
        testsRun->store(run);
        return !cancel->load();
    });
    testsRun->store(out.found.tests);
    return out;
}

} // namespace

SolutionJobs::SolutionJobs(QObject* parent)
    : QObject(parent), m_runner(new QFutureWatcher<SolutionRun>(this)), m_recorder(new QFutureWatcher<SolutionSteps>(this)),
      m_searcher(new QFutureWatcher<FirstFailure>(this)), m_cancel(std::make_shared<std::atomic<bool>>(false)),
      m_recorded(std::make_shared<std::atomic<std::uint64_t>>(0)), m_testsRun(std::make_shared<std::atomic<int>>(0))
{
    m_progress.setInterval(200);
    connect(&m_progress, &QTimer::timeout, this, &SolutionJobs::progress);
    connect(m_runner, &QFutureWatcher<SolutionRun>::finished, this, [this] {
        m_running = false;
        emit runFinished();
    });
    connect(m_recorder, &QFutureWatcher<SolutionSteps>::finished, this, [this] {
        m_recording = false;
        m_progress.stop();
        emit recordingFinished();
    });
    connect(m_searcher, &QFutureWatcher<FirstFailure>::finished, this, [this] {
        m_searching = false;
        m_progress.stop();
        emit searchFinished();
    });
}

SolutionJobs::~SolutionJobs()
{
    m_cancel->store(true);
    m_runner->waitForFinished();
    m_recorder->waitForFinished();
    m_searcher->waitForFinished();
}

void SolutionJobs::run(const std::string& source, bool python, const RunInput& input)
{
    m_running = true;
    m_runner->setFuture(QtConcurrent::run(buildAndRun, source, python, input));
}

void SolutionJobs::record(const std::string& source, bool python, const std::string& input)
{
    m_cancel->store(false);
    m_recorded->store(0);
    m_recording = true;
    m_recorder->setFuture(QtConcurrent::run(buildAndRecord, source, python, input, m_cancel, m_recorded));
    m_progress.start();
}

void SolutionJobs::searchFirstFailure(const std::string& source, bool python, const ProblemDesc* problem)
{
    m_cancel->store(false);
    m_testsRun->store(0);
    m_bankTests = 0;
    for (const BankSubtask& subtask : problem->bank().subtasks)
        m_bankTests += static_cast<int>(subtask.tests.size());
    m_searching = true;
    m_searcher->setFuture(QtConcurrent::run(buildAndSearch, source, python, problem, m_cancel, m_testsRun));
    m_progress.start();
}

void SolutionJobs::cancel()
{
    m_cancel->store(true);
}

SolutionRun SolutionJobs::runResult() const
{
    return m_runner->result();
}

SolutionSteps SolutionJobs::recordResult() const
{
    return m_recorder->result();
}

FirstFailure SolutionJobs::searchResult() const
{
    return m_searcher->result();
}

} // namespace sb::ui
