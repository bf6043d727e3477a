// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QSlider;
class QToolButton;
class QTreeWidget;

namespace sb::program {
class Trace;
}

namespace sb::ui {

/// The student's own program, recorded line by line, stepped as a debugger steps: forward and
/// back a line (Right, Left), over a call (F10), out of one (Shift+F11), to the start and the end
/// (Home, End), or anywhere on the timeline. It shows what the program holds before the line
/// runs: every frame's variables and the globals, the input it has read (marked in the input) and
/// what it has printed so far. The line itself is marked in the student's editor (lineChanged).
class ProgramStepper : public QWidget {
    Q_OBJECT
public:
    explicit ProgramStepper(QWidget* parent = nullptr);
    ~ProgramStepper() override;

    /// A recording to step, made on `input`; its first line is shown.
    void setTrace(std::shared_ptr<const program::Trace> trace, const QString& input);
    bool hasTrace() const { return m_trace != nullptr; }
    std::size_t steps() const;
    /// The step on screen, 0-based.
    std::size_t step() const { return m_step; }
    /// The 1-based line of the program about to run.
    int line() const;

    void goTo(std::size_t step);
    void forward();
    void back();
    /// To the next line in this frame or a caller's (a call runs whole).
    void over();
    /// To the first line back in the caller.
    void out();
    void home();
    void end();

    QTreeWidget* variables() const { return m_variables; }
    /// Where the program is ("Line 12 · step 40 of 812 · in longest").
    QString whereText() const;
    /// How the recording ended, when it is not by the program's own end.
    QString endText() const;
    /// The input with the part read so far, and what it has printed so far.
    QPlainTextEdit* inputView() const { return m_input; }
    QPlainTextEdit* outputView() const { return m_output; }

    /// Handles the stepping keys; true when `key` was one.
    bool stepKey(int key, Qt::KeyboardModifiers modifiers);

signals:
    /// The step on screen changed: its line in the program (1-based).
    void lineChanged(int line);

protected:
    void changeEvent(QEvent* event) override;

private:
    void show(std::size_t step);
    void retranslate();

    std::shared_ptr<const program::Trace> m_trace;
    QString m_inputText;
    std::size_t m_step = 0;
    QToolButton* m_home;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_end;
    QSlider* m_timeline;
    QLabel* m_where;
    QLabel* m_ended; ///< how the recording ended, when not by the program's own end
    QTreeWidget* m_variables;
    QLabel* m_inputTitle;
    QLabel* m_outputTitle;
    QPlainTextEdit* m_input;
    QPlainTextEdit* m_output;
};

} // namespace sb::ui
