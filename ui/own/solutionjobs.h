// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include "sandbox.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace sb {
struct ProblemDesc;
struct ProblemInput;
} // namespace sb

namespace sb::ui {

struct SolutionRun;
struct SolutionSteps;
struct FirstFailure;

/// The background work of "My solution", one job at a time: build and run the program on an input,
/// record it line by line, or run it on the bank's tests until the first it fails. The window's
/// thread never waits on one; Stop (cancel()) ends a recording with the lines so far, or the search.
class SolutionJobs : public QObject {
    Q_OBJECT
public:
    /// Where the job's input comes from, and the answer it is judged against.
    struct RunInput {
        std::string input;
        std::optional<std::string> answer;            ///< the reference's answer, when known
        std::shared_ptr<const ProblemInput> parsed;   ///< null when the input has an error
        const ProblemDesc* problem = nullptr;
        /// Finds the answer on the worker's thread where neither `answer` nor the problem gives it (a
        /// problem pack's reference, run).
        std::function<std::optional<std::string>()> findAnswer;
        std::optional<box::Limits> limits; ///< a problem pack's; else the student's own
    };

    explicit SolutionJobs(QObject* parent = nullptr);
    ~SolutionJobs() override;

    void run(const std::string& source, bool python, const RunInput& input);
    void record(const std::string& source, bool python, const std::string& input);
    void searchFirstFailure(const std::string& source, bool python, const ProblemDesc* problem);
    void cancel();

    // Busy from the start of the work until its result has been taken: the future ends before its
    // watcher's finished() reaches this thread.
    bool running() const { return m_running; }
    bool recording() const { return m_recording; }
    bool searching() const { return m_searching; }
    bool busy() const { return m_running || m_recording || m_searching; }

    /// Lines recorded so far, and of the bank's tests how many have run and how many there are.
    std::uint64_t recordedLines() const { return m_recorded->load(); }
    int testsRun() const { return m_testsRun->load(); }
    int bankTests() const { return m_bankTests; }

    SolutionRun runResult() const;
    SolutionSteps recordResult() const;
    FirstFailure searchResult() const;

signals:
    void runFinished();
    void recordingFinished();
    void searchFinished();
    /// About five times a second while a recording or a search is under way.
    void progress();

private:
    QFutureWatcher<SolutionRun>* m_runner;
    QFutureWatcher<SolutionSteps>* m_recorder;
    QFutureWatcher<FirstFailure>* m_searcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<std::uint64_t>> m_recorded;
    std::shared_ptr<std::atomic<int>> m_testsRun;
    int m_bankTests = 0;
    QTimer m_progress;
    bool m_running = false;
    bool m_recording = false;
    bool m_searching = false;
};

} // namespace sb::ui
