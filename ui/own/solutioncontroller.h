// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "own/solutioneditor.h"
#include "run/programkeeper.h"

#include <QObject>
#include <QPointer>

#include <QVector>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QWidget;

namespace sb {
struct ProblemDesc;
struct ProblemInput;
} // namespace sb

namespace sb::program {
class Trace;
}

namespace sb::ui {

class BesideReference;
class PackKeeper;
class RunSource;
class BoardChoiceDialog;
class BoardView;
class CompareController;
class WindowAreas;
class PlayTarget;
class ProgramStepper;
class RunResults;
class Session;
class SolutionJobs;
struct FirstFailure;
struct OwnSource;
struct SolutionRun;
struct SolutionSteps;

/// What "My solution" does: Run builds the program in the sandbox and runs it on the input on screen
/// (one second of CPU time, 256 MB) in the background, then shows its verdict; Step through records
/// it line by line and steps it (the editor read-only, the line about to run marked); the first
/// failure runs it on the bank until a test fails and steps it there; Open, Save, the start text,
/// F9 and Ctrl+Enter. It owns the state between them and the background jobs; the panel lays out
/// the views it is given.
class SolutionController : public QObject, public ProgramKeeper {
    Q_OBJECT
public:
    /// The views: `view` is the panel (the parent of its dialogs, where its keys work).
    SolutionController(Session* session, QWidget* view, SolutionEditor* editor, RunResults* results,
                       ProgramStepper* stepper);
    ~SolutionController() override;

    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* startTextAction() const { return m_start; }
    QAction* stepHereAction() const { return m_stepHere; }
    QAction* firstFailureAction() const { return m_firstFailure; }
    QAction* runKey() const { return m_runKey; }

    /// The window follows the program while it is stepped: its board draws the program's, its player
    /// bar and keys step it; the first failing test of the bank goes on screen and is stepped.
    void attachTo(WindowAreas* window, CompareController* sideBySide);
    /// A problem pack was opened or left: the program is the one kept for it (for the built-in problem
    /// again), and Run and Step through take its input, its limits and its answers.
    void followPack();
    /// The program as the judge dialog takes it, with the student's own tests.
    OwnSource judgedSource(const QList<QPair<QString, QString>>& tests) const;
    /// The program is the student's own work, not the start text: the judge ticks it at once.
    bool written() const;

    void setLanguage(SolutionEditor::Language language);
    /// Builds and runs the program on the input on screen; nothing while a run is under way.
    void run();
    bool running() const;
    bool recording() const;
    /// Returns once the recording under way (if any) has finished and is stepped (screenshots, tests).
    void waitForRecording();
    bool searchingFailure() const;
    bool stepping() const { return m_stepping; }

    /// Records the program line by line on the input on screen, in the background (Stop ends it
    /// with the lines so far), then steps it. stopStepping() makes it editable again.
    void stepThrough();
    /// As stepThrough(), then from the line that prints the first character of the program's output
    /// that differs from `expected` (a test it failed): where it goes wrong.
    void stepThroughToDifference(const QString& expected, const QString& testName = {});
    /// Runs the program on the bank's tests in order until the first it fails (firstFailureFound).
    void stepFirstFailure();
    /// The Step through button: Stop while recording or searching, Edit while stepping.
    void stepButtonClicked();
    void stopStepping();
    /// Stops a recording under way; the lines recorded so far are stepped.
    void cancelRecording();
    std::optional<SteppedProgramState> steppedState() const override;
    void stepAgain(const SteppedProgramState& state, const std::function<void(bool)>& then) override;
    std::optional<ProgramLines> programLines() const override;
    std::shared_ptr<const program::RecordedBoards> steppedBoards() const override;
    bool besideShown() const override;
    void setBesideOn(bool on) override { setBesideShown(on); }
    /// Asks which of the program's variables holds the board; the choice is kept with the solution.
    void chooseBoard();
    BoardChoiceDialog* boardDialog() const { return m_boardDialog; }
    void setBesideShown(bool on);
    BesideReference* beside() const;
    /// Sets or takes away a breakpoint on a 1-based line (a click in the margin, F9).
    void toggleBreakpoint(int line);
    bool openFile(const QString& path);
    bool saveFile(const QString& path);
    void setPresentation(bool on);
    void retranslate();

signals:
    void runFinished();
    void recordingFinished();
    void steppingChanged(bool stepping);
    /// While stepping: the stepped program's run, whose board the window's board draws, and the sentence
    /// that says whose board it is; null when it stops.
    void programBoardChanged(sb::ui::RunSource* run, const QString& caption);
    void firstFailureFound(const QString& input, const QString& expected, const QString& testName);
    /// What stands beside the board while the program is stepped: a built-in method (BesideReference), a
    /// problem pack's reference; null: nothing.
    void besideChanged(QWidget* beside);
    /// Busy or stepping changed: the panel's buttons follow.
    void stateChanged();
    /// The last run is to be in sight, or the recording's steps are gone.
    void resultsWanted();
    void stepsForgotten();
    /// A recording is stepped: the panel puts the stepper in sight.
    void stepsShown();
    /// A file that could not be opened or saved (empty: nothing to say); the sandbox that cannot start.
    void message(const QString& text);
    void sandboxMissing();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showRun(const SolutionRun& r);
    void showSteps(const SolutionSteps& steps);
    void showFirstFailure(const FirstFailure& search);
    void showProgress();
    void goToDifference(const QString& expected, const QString& testName);
    void beginBackgroundWork();
    void forgetSteps();
    void showBeside();
    /// Records the program on `input` (`parsed`: null when it has an error, or with a pack open), in the
    /// background.
    void recordOn(const QString& input, std::shared_ptr<const ProblemInput> parsed);
    /// The name its text is kept under: the problem's, or the pack's open.
    QString programKey() const;
    void askOpen();
    void askSave();
    void toggleBreakpointHere();
    void connectStepper();

    Session* m_session;
    PackKeeper* m_packs = nullptr; ///< the window's problem pack, once attached
    QWidget* m_view;
    SolutionEditor* m_editor;
    RunResults* m_results;
    ProgramStepper* m_stepper;
    SolutionJobs* m_jobs;
    QAction* m_open;
    QAction* m_save;
    QAction* m_start;
    QAction* m_runKey;        ///< Ctrl+Enter: Run, wherever the panel is on screen
    QAction* m_breakpointKey; ///< F9: a breakpoint on the line of the caret, or the line about to run
    QAction* m_stepHere;
    QAction* m_firstFailure;
    bool m_stepping = false;
    bool m_presenting = false;
    /// What the recording on screen was made on: the problem and its input (null: the text has an error).
    const ProblemDesc* m_stepProblem = nullptr;
    std::shared_ptr<const ProblemInput> m_stepInput;
    std::shared_ptr<const program::Trace> m_stepTrace;
    /// The test the recording under way is to be compared with: its right answer, and its name (a bank's
    /// or a pack's test, when it is one).
    struct Expected {
        QString answer;
        QString testName;
    };
    std::optional<Expected> m_expected;
    BoardChoiceDialog* m_boardDialog = nullptr;
    QPointer<BesideReference> m_beside; ///< laid out by the window beside its board while shown
    std::unique_ptr<SolutionRun> m_last;
    QPointer<BoardView> m_programBoardOn;      ///< the window's board that draws the stepped program's board
    QPointer<PlayTarget> m_keysBeforeStepping; ///< what the window's player keys acted on before stepping
};

} // namespace sb::ui
