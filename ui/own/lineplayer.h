// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSet>

#include <memory>

class QTimer;

namespace sb::program {
class Trace;
} // namespace sb::program

namespace sb::ui {

class ProgramStepper;

/// Play of a recorded program: the stepper moved forward at a speed of the ladder (several lines a
/// tick past 60 lines a second), stopping before a line that has a breakpoint or at the last line;
/// and those breakpoints, on the program's lines (1-based).
class LinePlayer : public QObject {
    Q_OBJECT
public:
    explicit LinePlayer(ProgramStepper* stepper);

    /// The recording the stepper shows (its lines are where the breakpoints are).
    void setTrace(std::shared_ptr<const program::Trace> trace);
    void play();
    void pause();
    bool isPlaying() const;
    double stepsPerSecond() const { return m_stepsPerSecond; }
    void setStepsPerSecond(double stepsPerSecond);

    void toggleBreakpoint(int line);
    const QSet<int>& breakpoints() const { return m_breakpoints; }
    void clearBreakpoints();

signals:
    void playingChanged(bool playing);
    void speedChanged();
    void breakpointsChanged();

private:
    void tick();

    ProgramStepper* m_stepper;
    std::shared_ptr<const program::Trace> m_trace;
    QTimer* m_timer;
    double m_stepsPerSecond = 5.0;
    QSet<int> m_breakpoints;
};

} // namespace sb::ui
