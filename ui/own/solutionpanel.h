// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "own/solutioneditor.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTabWidget;
class QToolButton;

namespace sb::ui {

class MyTests;
class ProgramStepper;
class RunResults;
class Session;
class SolutionController;

/// "My solution": the student's own program for the problem on screen, in C++ or Python. The panel
/// lays out the editor (SolutionEditor), its buttons, and under it the last run (RunResults), the
/// student's own tests and the steps of a recording (ProgramStepper); SolutionController does what
/// the buttons and keys say.
class SolutionPanel : public QWidget {
    Q_OBJECT
public:
    using Language = SolutionEditor::Language;

    explicit SolutionPanel(Session* session, QWidget* parent = nullptr);
    ~SolutionPanel() override;

    SolutionController* controller() const { return m_controller; }
    SolutionEditor* editor() const { return m_editor; }
    RunResults* results() const { return m_results; }
    ProgramStepper* stepper() const { return m_stepper; }
    /// The student's own small tests.
    MyTests* myTests() const { return m_myTests; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* stepButton() const { return m_stepButton; }
    /// The arrow beside Step through: on the input on screen, or on the first test the program fails.
    QToolButton* stepMenuButton() const { return m_stepMenu; }
    /// "Run without a sandbox", shown once a run finds the sandbox cannot start.
    QCheckBox* withoutSandboxBox() const { return m_withoutSandbox; }
    void setPresentation(bool on);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildBar();
    void connectController();
    void retranslate();
    /// While stepping: the heights of the code and of the stepper under it (see the .cpp).
    void fitStepSplit();
    void showMessage(const QString& text);

    SolutionEditor* m_editor;
    RunResults* m_results;
    MyTests* m_myTests;
    ProgramStepper* m_stepper;
    SolutionController* m_controller;
    QComboBox* m_languageBox;
    QToolButton* m_file;
    QPushButton* m_run;
    QPushButton* m_stepButton;
    QToolButton* m_stepMenu;
    QLabel* m_message; ///< a file that could not be opened or saved
    QCheckBox* m_withoutSandbox;
    QTabWidget* m_lower; ///< the last run, My tests, and the steps
    QSplitter* m_split;  ///< the editor over m_lower
    bool m_presenting = false;
};

} // namespace sb::ui
