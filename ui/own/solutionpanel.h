// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/answer.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>

class QAction;
class QCheckBox;
class QComboBox;
class QToolButton;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTabWidget;
class QsciScintilla;
class QsciLexer;
class QsciStyle;

namespace sb {
struct ProblemDesc;
struct ProblemInput;
struct ProgramBoard;
struct TestResult;
namespace box {
struct Limits;
}
} // namespace sb

namespace sb::program {
class Trace;
}

namespace sb::ui {

class BesideReference;
class BoardChoiceDialog;
class MyTests;
class ProgramStepper;
class Session;
struct FirstFailure;
struct SolutionSteps;
struct SolutionRun;

/// "My solution": the student's own program for the problem on screen, in C++ or Python, in an
/// editor with the code's font. Its text is kept per problem and language beside the settings,
/// written whole a moment after typing stops and when the panel ends; a problem starts from its
/// start text (reading the input, printing an answer). Run builds it in the sandbox and runs it
/// on the input on screen (one second of CPU time, 256 MB) in the background, then shows what it
/// printed, its errors, its exit, time and memory, and its verdict against the reference's
/// answer. A compile error is marked on the lines the compiler names, its message under them.
class SolutionPanel : public QWidget {
    Q_OBJECT
public:
    enum class Language { Cpp, Python };

    explicit SolutionPanel(Session* session, QWidget* parent = nullptr);
    ~SolutionPanel() override;

    QsciScintilla* editor() const { return m_editor; }
    QPushButton* runButton() const { return m_run; }
    /// "Run without a sandbox", shown once a run finds the sandbox cannot start.
    QCheckBox* withoutSandboxBox() const { return m_withoutSandbox; }
    /// The student's own small tests.
    MyTests* myTests() const { return m_myTests; }
    QString text() const;
    void setText(const QString& text);
    Language language() const { return m_language; }
    void setLanguage(Language language);
    /// Builds and runs the program on the input on screen; nothing while a run is under way.
    void run();
    bool running() const;

    /// Records the program line by line on the input on screen, in the background (Stop ends it
    /// with the lines so far), then steps it: the editor is read-only and marks the line about to
    /// run. stopStepping() (or the button again) makes it editable.
    void stepThrough();
    /// As stepThrough(), then from the line that prints the first character of the program's output
    /// that differs from `expected` (a test it failed): where it goes wrong.
    void stepThroughToDifference(const QString& expected, const QString& testName = {});
    /// Runs the program on the bank's tests in order, in the background and with Run's limits, until
    /// the first it fails (Stop ends the search); that test is then stepped from where the output
    /// first differs (firstFailureFound: the window puts its input on screen). Says so when the
    /// program passes every test, or why it did not run.
    void stepFirstFailure();
    bool searchingFailure() const;
    /// The arrow beside Step through: on the input on screen, or on the first test the program fails.
    QToolButton* stepMenuButton() const { return m_stepMenu; }
    QAction* firstFailureAction() const { return m_firstFailure; }
    void stopStepping();
    /// Asks which of the program's variables holds the board (the stepper's Board button); the
    /// choice is kept with the solution.
    void chooseBoard();
    /// The dialog chooseBoard() shows while it is open (tests drive it).
    BoardChoiceDialog* boardDialog() const { return m_boardDialog; }
    bool recording() const;
    bool stepping() const { return m_stepping; }
    /// A built-in method beside the program stepped, at the same point of the input (the stepper's
    /// Reference button), or none.
    void setBesideShown(bool on);
    /// The method beside the program while it is shown; nullptr otherwise.
    BesideReference* beside() const;
    /// Stops a recording under way; the lines recorded so far are stepped.
    void cancelRecording();
    QPushButton* stepButton() const { return m_stepButton; }
    ProgramStepper* stepper() const { return m_stepper; }
    /// Sets or takes away a breakpoint on a 1-based line (a click in the margin, F9): stepping's play
    /// stops before it. Kept on its line as the text is edited.
    void toggleBreakpoint(int line);
    QList<int> breakpointLines() const;
    /// The 1-based line marked as about to run; 0 when not stepping.
    int markedLine() const;
    /// The verdict line of the last run ("Wrong answer: line 1 prints 12, the right answer is 10.").
    QString verdictText() const;
    /// How the last run ended, its CPU time and memory ("Exit code 0 · 0.002 s of CPU time · 3.2 MB of memory").
    QString figuresText() const;
    /// What the last run printed, and what it wrote to stderr (or the compiler's messages).
    QString outputText() const;
    QString errorsText() const;
    /// The 1-based lines marked with a compiler's error.
    QList<int> errorLines() const;
    /// The message shown under a marked line; empty when none.
    QString annotationAt(int line) const;
    /// Where the text of `problem` in `language` is kept.
    static QString keptPath(const QString& problem, Language language);
    /// Puts the problem's start text back (one undo takes it back).
    void startText();
    /// The problem's start text in the language chosen.
    QString startingText() const;
    /// Writes the text kept now (the window's end, a test).
    void keepNow();
    /// Loads a program file (the language from its extension); false, with the reason shown, when it cannot.
    bool openFile(const QString& path);
    /// Writes the text to a file, whole or not at all; false, with the reason shown, when it cannot.
    bool saveFile(const QString& path);
    void setPresentation(bool on);

    /// A student's run in one sentence: "Wrong answer (WA): line 1 prints "0", the right answer is
    /// "10"." `difference` says where a wrong answer first differs; `stoppedAfter`, the wall time of a
    /// run killed by the clock; without `hasAnswer` there was no right answer to compare with.
    static QString verdictSentence(const TestResult& test, const std::optional<AnswerDifference>& difference,
                                   const box::Limits& limits, std::optional<double> stoppedAfter = {},
                                   bool hasAnswer = true);

signals:
    /// A run has ended and its results are on screen.
    void runFinished();
    /// A recording has ended: its lines are stepped (or why there are none is on screen).
    void recordingFinished();
    /// Stepping began or ended: while it lasts, the window's player keys step the program.
    void steppingChanged(bool stepping);
    /// The board read off the program's own variable at the line on screen, for the window's board
    /// to draw in place of the run's; null when there is none (stepping ended, or no board here).
    void programBoardChanged(std::shared_ptr<const sb::ProgramBoard> board, const QString& caption);
    /// The first test of the bank the program fails: the window puts `input` on screen and steps the
    /// program on it (stepThroughToDifference) from where its output first differs from `expected`.
    void firstFailureFound(const QString& input, const QString& expected, const QString& testName);
    /// A built-in method is to stand beside the program's board (the window lays it out), or no
    /// more (nullptr).
    void besideChanged(sb::ui::BesideReference* beside);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void applyFont();
    /// While stepping: the heights of the code and of the stepper under it (see the .cpp).
    void fitStepSplit();
    void loadKept();
    void showRun(const SolutionRun& r);
    /// Steps to the line that prints the first character that differs from `expected`, and says so.
    void goToDifference(const QString& expected);
    /// Scrolls the editor to the marked line when it is off screen.
    void showMarkedLine();
    void clearMarks();
    /// Stops stepping and empties the stepper: its recording is of a program no longer in the editor.
    void forgetSteps();
    void askOpen();
    void askSave();
    /// F9: a breakpoint on the caret's line, or while stepping on the line about to run.
    void toggleBreakpointHere();

    Session* m_session;
    QComboBox* m_languageBox;
    QToolButton* m_file;
    QAction* m_open;
    QAction* m_save;
    QAction* m_start;
    QAction* m_runKey;        ///< Ctrl+Enter: Run, wherever the panel is on screen
    QAction* m_breakpointKey; ///< F9: a breakpoint on the line of the caret, or the line about to run
    QPushButton* m_run;
    QsciScintilla* m_editor;
    std::unique_ptr<QsciLexer> m_cpp;
    std::unique_ptr<QsciLexer> m_python;
    QLabel* m_verdict;
    QLabel* m_figures; ///< exit, time and memory
    QLabel* m_outputTitle;
    QLabel* m_errorsTitle;
    QPlainTextEdit* m_output;
    QPlainTextEdit* m_errors;
    QLabel* m_message; ///< a file that could not be opened or saved
    QCheckBox* m_withoutSandbox;
    Language m_language = Language::Cpp;
    QString m_problem;      ///< the problem the text belongs to
    QString m_keptText;     ///< the text as last kept
    QTimer m_keep;
    QFutureWatcher<SolutionRun>* m_watcher;
    QTabWidget* m_lower; ///< the last run, My tests, and the steps
    QSplitter* m_split = nullptr; ///< the editor over m_lower
    MyTests* m_myTests;
    QFutureWatcher<SolutionSteps>* m_recorder;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<std::uint64_t>> m_recorded;
    QTimer m_progress;
    QPushButton* m_stepButton;
    QToolButton* m_stepMenu;
    QAction* m_stepHere;
    QAction* m_firstFailure;
    QFutureWatcher<FirstFailure>* m_searcher;
    std::shared_ptr<std::atomic<int>> m_testsRun;
    int m_bankTests = 0;
    QString m_testName; ///< the bank's test being stepped, when it is one
    void showFirstFailure(const FirstFailure& found);
    /// How many of the bank's tests the program has passed so far, while they run.
    void showSearchProgress();
    /// Before a recording or the bank's tests start: the text kept, editing again, marks and messages gone, Stop armed.
    void beginBackgroundWork();
    ProgramStepper* m_stepper;
    bool m_stepping = false;
    // Busy from the start of the work until its result has been shown: the future ends before its
    // watcher's finished() reaches this thread, and until then the panel has not taken the result.
    bool m_runningBusy = false;
    bool m_recordingBusy = false;
    bool m_searching = false;
    /// What the recording on screen was made on: the problem and its input (null: the text has an error).
    const ProblemDesc* m_stepProblem = nullptr;
    std::shared_ptr<const ProblemInput> m_stepInput;
    std::shared_ptr<const program::Trace> m_stepTrace;
    BoardChoiceDialog* m_boardDialog = nullptr;
    QPointer<BesideReference> m_beside; ///< laid out by the window beside its board while shown
    /// Opens the method beside the recording on screen, or hides it, as the Reference button says.
    void showBeside();
    std::optional<QString> m_expected; ///< the right answer the recording under way is to be compared with
    int m_markedLine = 0;
    void showSteps(const SolutionSteps& steps);
    bool m_presenting = false;
    bool m_loading = false;
    std::unique_ptr<SolutionRun> m_last;
    QMap<int, QString> m_annotations;
    std::unique_ptr<QsciStyle> m_errorStyle; ///< a compile error's message under its line
    QFont m_font;
    double m_codeScale = 1.0; ///< on a projector while stepping, the code's type made smaller to show 12 lines
    void showBoxes();
    QString wrapped(const QString& note, int indent) const;
};

} // namespace sb::ui
