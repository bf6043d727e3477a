// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/answer.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;

namespace sb {
struct TestResult;
namespace box {
struct Limits;
}
} // namespace sb

namespace sb::ui {

struct SolutionRun;

/// The last run of "My solution" in words: its verdict, how it ended with its CPU time and memory,
/// what it printed and what it wrote to stderr (or the compiler's messages), each box only when
/// there is something in it.
class RunResults : public QWidget {
    Q_OBJECT
public:
    explicit RunResults(QWidget* parent = nullptr);

    /// Shows a run that was built and ran.
    void showRun(const SolutionRun& r);
    /// Shows why the program did not run: the sandbox cannot start.
    void showNoSandbox(const QString& why);
    /// Shows a compile error, with the compiler's own words.
    void showCompileError(const SolutionRun& r);
    /// Empties the run's words before another: `verdict` says what is under way.
    void startRun(const QString& verdict);

    void setVerdict(const QString& text);
    void clearFigures();
    /// The verdict line of the last run ("Wrong answer: line 1 prints 12, the right answer is 10.").
    QString verdictText() const;
    /// How the last run ended, its CPU time and memory ("Exit code 0 · 0.002 s of CPU time · 3.2 MB of memory").
    QString figuresText() const;
    /// What the last run printed, and what it wrote to stderr (or the compiler's messages).
    QString outputText() const;
    QString errorsText() const;
    /// The boxes in the code's font.
    void setCodeFont(const QFont& font);

    /// A student's run in one sentence: "Wrong answer (WA): line 1 prints "0", the right answer is
    /// "10"." `difference` says where a wrong answer first differs; `stoppedAfter`, the wall time of a
    /// run killed by the clock; without `hasAnswer` there was no right answer to compare with.
    static QString verdictSentence(const TestResult& test, const std::optional<AnswerDifference>& difference,
                                   const box::Limits& limits, std::optional<double> stoppedAfter = {},
                                   bool hasAnswer = true);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showBoxes();

    QLabel* m_verdict;
    QLabel* m_figures; ///< exit, time and memory
    QLabel* m_outputTitle;
    QLabel* m_errorsTitle;
    QPlainTextEdit* m_output;
    QPlainTextEdit* m_errors;
};

} // namespace sb::ui
