// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/programboard.h"
#include "inputoutputboxes.h"
#include "programrun.h"
#include "ownboard.h"
#include "recordingend.h"
#include "variableboard.h"

#include <QSet>
#include <QWidget>

#include <memory>
#include <optional>

class QPlainTextEdit;
class QToolButton;

namespace sb {
struct ProblemDesc;
struct ProblemInput;
} // namespace sb

namespace sb::program {
class Trace;
struct TraceState;
} // namespace sb::program

namespace sb::ui {

class PlayTarget;
class WrapLabel;

/// The student's own program, recorded line by line, stepped as a debugger steps: forward and
/// back a line (Right, Left), over a call (F10), out of one (Shift+F11), to the start and the end
/// (Home, End), or anywhere on the timeline. It shows the input the program has read before the line
/// runs (marked in the input), what it has printed so far and the board read off its variable; its
/// variables and its call stack are the Code tab's (recordedRun()). The line itself is marked in the
/// student's editor (lineChanged).
class ProgramStepper : public QWidget {
    Q_OBJECT
public:
    explicit ProgramStepper(QWidget* parent = nullptr);
    ~ProgramStepper() override;

    /// A recording to step, made on `input`; its first line is shown.
    void setTrace(std::shared_ptr<const program::Trace> trace, const QString& input);
    bool hasTrace() const { return m_trace != nullptr; }
    /// The input the recording on screen was made on.
    QString inputText() const { return m_run->inputText(); }
    std::size_t steps() const;
    /// The step on screen, 0-based.
    std::size_t step() const { return m_step; }
    /// The 1-based line of the program about to run; at the end after its last line, that line.
    int line() const;
    /// The step on screen is the end after the program's last line (it ran to its end).
    bool pastLastLine() const;
    /// It has given its answer where it stands: it printed something, or ran to its end. Beside it a
    /// method that has done as many units stands at its end (UnitFollower::follow).
    bool answered() const;

    void goTo(std::size_t step);
    void forward();
    void back();
    /// To the next line in this frame or a caller's (a call runs whole).
    void over();
    /// To the first line back in the caller.
    void out();
    void home();
    void end();
    /// The program's moments are the stretches of lines over which it has done the same of the
    /// problem's units (unitsDone()): the moments the moment keys move by. None where the problem
    /// counts no units.
    bool hasMoments() const { return m_variableBoard.units().counted(); }
    /// Moments counted by whoever recorded the program (a pack's moves) in place of the problem's units,
    /// for the recording on screen and those after it; nullopt: the problem's again.
    void setMoments(std::optional<program::ProgramUnits> units);
    /// To the last line of the moment it stands in; from there, of the next one.
    void nextMoment();
    /// To the last line of the moment before; from the first, to the start.
    void previousMoment();

    /// The recording as the window's views of a run read it (the Code tab's variables and call stack).
    ProgramRun* recordedRun() const { return m_run; }
    /// Where the program is ("Line 12 · step 40 of 812 · in longest").
    QString whereText() const;
    /// What the line that ran last did ("Line 4: g[1][1] becomes 7; prints "6"."); empty without a recording.
    /// At the last line of a recording the program did not end by itself, why it ends there too.
    QString saidText() const;
    /// How the recording ended, when it is not by the program's own end.
    QString endText() const { return RecordingEnd::endText(m_trace.get()); }
    /// Whether the recording failed in the recorder (the debugger, the sandbox) rather than ending with
    /// the program: its words are then behind the Details button.
    bool recorderFailed() const { return !debuggerWords().isEmpty(); }
    /// The debugger's own words about a failed recording (empty when it did not fail).
    QString debuggerWords() const { return RecordingEnd::debuggerWords(m_trace.get()); }
    /// A sentence under where the program is, for the whole recording (where it goes wrong on a
    /// test); empty hides it. A new recording clears it.
    void setNote(const QString& text);
    QString noteText() const;
    /// The input with the part read so far, and what it has printed so far.
    QPlainTextEdit* inputView() const { return m_boxes->input(); }
    QPlainTextEdit* outputView() const { return m_boxes->output(); }

    /// The board drawn from the program's own variable at every step, read by `problem`'s reader for
    /// `input` (the input the recording was made on); no choice, or no input: none.
    void setBoard(const ProblemDesc* problem, std::shared_ptr<const ProblemInput> input,
                  std::optional<BoardChoice> choice);
    const std::optional<BoardChoice>& boardChoice() const { return m_variableBoard.choice(); }
    /// The recording on screen, its board read off its variable and its units; the input's bytes.
    std::shared_ptr<const program::Trace> trace() const { return m_trace; }
    const VariableBoard& variableBoard() const { return m_variableBoard; }
    const QByteArray& inputBytes() const { return m_inputBytes; }
    /// The board's line: which variable (how it is read: in its tooltip), or why it cannot be drawn
    /// at this step.
    QString boardText() const { return m_variableBoard.text(); }
    QToolButton* boardButton() const { return m_boardButton; }
    /// "Reference": checked, a built-in method stands beside the program at the same point of the input.
    QToolButton* besideButton() const { return m_besideButton; }
    /// Offers "Reference" whatever the problem counts (a problem pack's reference follows the program by
    /// the pack's own units).
    void offerBeside(bool on);
    /// How far the program has got at the step on screen in the problem's own units (moves read, ...;
    /// no more than its board shows done, where the problem reads that off the board): where a
    /// built-in method stands beside it. 0 without a recording or a problem that has none.
    quint64 unitsDone() const;
    /// The variables at the step on screen, the innermost frame's first (the board's chooser offers them).
    QStringList variableNames() const;
    /// Why `variable` cannot be drawn as the board, in words.
    static QString misfitText(const BoardMisfit& misfit, const QString& variable)
    {
        return VariableBoard::misfitText(misfit, variable);
    }

    /// Play: forward at stepsPerSecond(), stopping before a breakpoint's line or at the last line.
    void play() { m_run->play(); }
    void pause() { m_run->pause(); }
    bool isPlaying() const { return m_run->isPlaying(); }
    double stepsPerSecond() const { return m_run->stepsPerSecond(); }
    void setStepsPerSecond(double stepsPerSecond) { m_run->setStepsPerSecond(stepsPerSecond); }
    /// The player's actions' view of the stepper (the window's keys act on it while stepping).
    PlayTarget* playTarget() const { return m_play; }
    /// The window's player bar steps the program, says where it is and sets its speed, on a projector
    /// or not. On a projector the input and the output keep a line each.
    void setPresentation(bool on);

    /// Breakpoints on the program's lines (1-based): play stops before a line that has one.
    void toggleBreakpoint(int line) { m_run->toggleBreakpoint(line); }
    bool hasBreakpoint(int line) const { return m_run->breakpoints().contains(line); }
    const QSet<int>& breakpoints() const { return m_run->breakpoints(); }
    void clearBreakpoints() { m_run->clearBreakpoints(); }

    /// Handles the stepping keys; true when `key` was one.
    bool stepKey(int key, Qt::KeyboardModifiers modifiers);

signals:
    /// The step on screen changed: its line in the program (1-based); 0 when nothing was recorded.
    void lineChanged(int line);
    /// The step on screen changed, or the board chosen: a sentence that says whose board the run's
    /// board is (read off the program's variable before which line, or why it cannot be drawn here);
    /// empty when the run has none (no board chosen: boardText() says so).
    void programBoardChanged(const QString& caption);
    /// The Board button was pressed: the panel asks which variable holds the board.
    void boardChoiceAsked();
    /// The Reference button was checked or unchecked.
    void besideToggled(bool on);
    /// The step on screen changed: what the line that ran did (saidText()).
    void said(const QString& text);
    /// The step on screen changed: how far the program has got in the problem's units (unitsDone()).
    void unitsChanged(quint64 units);
    void playingChanged(bool playing);
    void speedChanged();
    /// A breakpoint was set or taken away: the editor marks the lines.
    void breakpointsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Shows where the run now stands (it moved): the input read, the output, the board, the line.
    void showMoved();
    /// The board's line and the sentence about the board, from the board where the run stands.
    void showBoard();
    /// The units done at every step, for the recording and the board on screen.
    void countUnits();
    /// The board's line, its buttons and their tooltips, from what was read at the step on screen.
    void showBoardLine();
    void retranslate();

    std::shared_ptr<const program::Trace> m_trace;
    QByteArray m_inputBytes; ///< the input as the program reads it: its counts of bytes read index these
    std::size_t m_step = 0;
    bool m_presenting = false;
    bool m_besideOffered = false; ///< see offerBeside()
    RecordingEnd* m_ended; ///< how the recording ended, when not by the program's own end
    WrapLabel* m_note; ///< see setNote()
    ProgramRun* m_run; ///< the recording, moved only through its model
    InputOutputBoxes* m_boxes; ///< the input read so far and what it printed
    WrapLabel* m_board; ///< the board's line
    QToolButton* m_boardButton;
    QToolButton* m_besideButton;
    VariableBoard m_variableBoard;
    PlayTarget* m_play;
};

} // namespace sb::ui
