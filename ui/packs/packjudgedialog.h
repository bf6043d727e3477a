// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "own/ownsource.h"

#include <QDialog>

#include <string>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

template <typename T>
class QFutureWatcher;

namespace sb::pack {
struct Pack;
struct Solution;
struct SolutionResult;
} // namespace sb::pack

namespace sb::ui {

/// The judge (J) of a problem pack: each of its solutions built in the sandbox and run on every test
/// with the pack's limits, in the background with a progress bar and Stop; then the package's own
/// table: a row per solution (its method or mistake), a column per group with its verdicts and tests
/// passed (and its points where the problem is scored), and the score. A click on a group lists its
/// tests; a click on a failed test opens it in the window with that solution.
class PackJudgeDialog : public QDialog {
    Q_OBJECT
public:
    PackJudgeDialog(std::shared_ptr<const pack::Pack> pack, QWidget* parent = nullptr);
    ~PackJudgeDialog() override;

    /// The student's own program joins the table, a row after the pack's solutions, judged as they are.
    void setOwnProgram(const OwnSource& program);
    void start();
    void cancel();
    bool running() const;
    /// Waits until every solution is judged (tests).
    void waitUntilDone();
    QTableWidget* table() const { return m_table; }
    QTableWidget* tests() const { return m_tests; }
    QProgressBar* progress() const { return m_progress; }
    /// The results so far, a solution a row (empty rows for those not judged yet).
    const std::vector<pack::SolutionResult>& results() const { return m_results; }
    /// Lists the tests of solution row `row`, group `group`.
    void showTests(int row, int group);
    /// A group's name as its column says it: "Samples", or a secret group's own name ("1-small").
    static QString groupLabel(const std::string& name);

signals:
    /// A failed test to open in the window: the solution's file, and the test's input.
    void openTest(const QString& file, const QString& input);
    /// A test the student's program failed, to step it on: its input, its answer and its name.
    void stepOwnTest(const QString& input, const QString& expected, const QString& name);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();
    void retranslate();
    void openRow(int row);
    /// Rows: the pack's solutions, then the student's program where there is one.
    int rows() const { return static_cast<int>(m_order.size()) + (m_own ? 1 : 0); }
    bool ownRow(int row) const { return m_own && row == static_cast<int>(m_order.size()); }

    std::shared_ptr<const pack::Pack> m_pack;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QTableWidget* m_table;
    QLabel* m_testsTitle;
    QTableWidget* m_tests;
    QLabel* m_status;
    QFutureWatcher<void>* m_job;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::shared_ptr<std::atomic<int>> m_done;
    /// Filled by the worker a solution at a time, read here once each is done (see m_ready).
    std::shared_ptr<std::vector<pack::SolutionResult>> m_worked;
    std::shared_ptr<std::atomic<int>> m_ready;
    std::vector<const pack::Solution*> m_order; ///< the rows: the methods in order, then the mistakes
    std::optional<OwnSource> m_own;             ///< the student's program, judged last
    std::vector<pack::SolutionResult> m_results;
    int m_filled = 0; ///< the results taken from the worker so far
    int m_shownRow = -1;
    int m_shownGroup = -1;
    bool m_cancelled = false;
};

} // namespace sb::ui
