// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "own/ownsource.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sb {
struct JudgeReport;
struct ProblemDesc;
struct TestResult;
} // namespace sb

namespace sb::ui {

/// One judging in worker threads: every method's fast path on the problem's built-in test bank
/// and, when given, the student's program, built first, on the bank and on the student's own
/// tests. It can be stopped, and counts the tests done as it goes; its end is told by finished().
class JudgeJob : public QObject {
    Q_OBJECT
public:
    explicit JudgeJob(const sb::ProblemDesc& problem, QObject* parent = nullptr);
    /// Stops the judging under way and waits for it.
    ~JudgeJob() override;

    /// Starts judging with `timeLimit` seconds a test, with the student's program when `own` holds one.
    void start(double timeLimit, const std::optional<OwnSource>& own);
    void cancel();
    bool running() const;
    void waitForFinished();
    /// The tests judged so far.
    int done() const;
    /// The report the judging writes, taken from it; null when it has been taken already.
    std::unique_ptr<sb::JudgeReport> takeReport();
    /// Why the student's program was not judged (the sandbox cannot start); empty when it was.
    std::string ownProblem() const;
    /// The student's own tests, as the program did on them; null before the first judging.
    const std::vector<sb::TestResult>* ownTests() const;

signals:
    void finished();

private:
    const sb::ProblemDesc& m_problem;
    std::shared_ptr<sb::JudgeReport> m_pending; ///< the run under way writes here
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::shared_ptr<std::atomic<int>> m_done;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<std::string> m_ownProblem; ///< why the program was not judged (the sandbox)
    std::shared_ptr<std::vector<sb::TestResult>> m_ownTests; ///< the worker writes here
};

} // namespace sb::ui
