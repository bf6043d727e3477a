// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "judge/judgejob.h"

#include <QDialog>

#include <memory>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace sb {
struct JudgeReport;
struct ProblemDesc;
struct TestResult;
} // namespace sb

namespace sb::ui {

class TestDiff;

/// The judge (J): every method's fast path on the problem's built-in test bank,
/// with a time limit per test, in worker threads with a progress bar and a
/// cancel button; then the editorial's table: a row per method, per subtask the
/// tests passed out of all with the worst verdict, and the score. A click on a
/// subtask lists its tests; a click on a failed test opens it in the window
/// with that method.
class JudgeDialog : public QDialog {
    Q_OBJECT
public:
    JudgeDialog(const sb::ProblemDesc& problem, QWidget* parent = nullptr);
    ~JudgeDialog() override;

    /// Starts judging every method with the time limit shown.
    void start();
    void cancel();
    bool running() const;
    /// Waits for the judge to finish (tests).
    void waitUntilDone();
    const sb::JudgeReport* report() const { return m_report.get(); }
    QTableWidget* table() const { return m_table; }
    QTableWidget* tests() const { return m_tests; }
    QProgressBar* progress() const { return m_progress; }
    QDoubleSpinBox* timeLimit() const { return m_limit; }
    /// Lists the tests of method row `row`, subtask `subtask`.
    void showTests(int row, int subtask);
    /// Offers "My solution" to the judge: its row comes after the methods' while the box is
    /// ticked (at first when `ticked`: a program the student has written).
    void setOwnProgram(const OwnSource& source, bool ticked);
    QCheckBox* ownProgramBox() const { return m_ownBox; }
    /// The row of the student's program in the table; -1 when it has none.
    int ownRow() const { return m_ownRow; }
    /// The failed test's view last opened from the program's row (tests); null when none is open.
    TestDiff* shownDiff() const { return m_diff; }
    /// The student's own tests, as the program did on them, apart from the bank's.
    QTableWidget* myTests() const { return m_mine; }

signals:
    /// A failed test to open in the window: its input, with that method; `overTime` when it
    /// failed by the time limit, not by its answer.
    void openTest(const QString& method, const QString& input, bool overTime);
    /// The student's own program is to be stepped on `input`, from where its output first differs
    /// from `expected`.
    void stepTest(const QString& input, const QString& expected);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();
    void retranslate();
    void openRow(int row);

    const sb::ProblemDesc& m_problem;
    QDoubleSpinBox* m_limit;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QTableWidget* m_table;
    QLabel* m_testsTitle;
    QTableWidget* m_tests;
    QLabel* m_status;
    std::unique_ptr<sb::JudgeReport> m_report;
    JudgeJob m_job;
    QCheckBox* m_ownBox;
    OwnSource m_own;
    int m_ownRow = -1;
    TestDiff* m_diff = nullptr;
    QLabel* m_mineTitle;
    QTableWidget* m_mine;
    std::vector<TestResult> m_mineShown;
    void fillMine();
    void openMine(int index);
    void openOwnTest(int subtask, int test);
    void showDiff(const QString& title, const sb::TestResult& result, const std::string& input, const std::string& expected,
                  const QString& note = {});
    int m_shownRow = -1;
    int m_shownSubtask = -1;
};

} // namespace sb::ui
