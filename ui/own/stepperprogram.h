// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compare/steppedprogram.h"

namespace sb::ui {

class ProgramStepper;
class SolutionEditor;

/// The program stepped in "My solution", as the code view and the side-by-side view show it: its code
/// (the editor's text and language, read-only while it is stepped) over its run (the stepper's
/// ProgramRun, which moves it, plays it and holds its breakpoints), with what the stepper says of it
/// (where it is, its board's line, its units).
class StepperProgram : public SteppedProgram {
    Q_OBJECT
public:
    StepperProgram(ProgramStepper* stepper, SolutionEditor* editor, QObject* parent = nullptr);

    RunSource* source() const override;
    QString text() const override;
    bool python() const override;
    QSet<int> breakpoints() const override;
    bool toggleBreakpoint(int line) override;

    PlayTarget* target() const override;
    QString lineText() const override;
    QString whereText() const override;
    QString endText() const override;
    QString boardCaption() const override { return m_caption; }
    QString boardText() const override;
    quint64 unitsDone() const override;
    bool answered() const override;
    QString inputText() const override;
    DifferenceSearch differenceSearch(const QString& method) const override;
    void goToStep(quint64 step) override;

private:
    ProgramStepper* m_stepper;
    SolutionEditor* m_editor;
    QString m_caption;
};

} // namespace sb::ui
