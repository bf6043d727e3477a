// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/recordedrun.h"

#include <QSet>

#include <functional>

#include <memory>

class QTimer;

namespace sb::ui {

/// A recorded program as the window steps it: moved only through its program::TraceRun (a line
/// forward or back, over a call, out of one, a moment, to a position, to the start, to the end), each
/// move said with stepChanged(); played forward at a speed of the ladder (several lines a tick past
/// 60 lines a second), stopping before a line that holds a breakpoint or at the last line; and what it
/// is a run of (the problem its board is read for, the input it was made on), as the views read any
/// run. Whoever shows more of it (the input read, the board's line) follows stepChanged().
class ProgramRun : public RecordedRun {
    Q_OBJECT
public:
    explicit ProgramRun(QObject* parent = nullptr);
    ~ProgramRun() override;

    /// There is something to step: a recording with at least one line.
    bool steppable() const;
    void forward();
    void back();
    /// To the next line in this frame or a caller's (a call runs whole).
    void over();
    /// To the first line back in the caller.
    void out();
    void toStart();
    void toEnd();
    /// To the last line of the moment it stands in; from there, of the next one. Nothing where the
    /// run has no moments.
    void nextMoment();
    /// To the last line of the moment before; from the first, to the start.
    void previousMoment();
    /// To `position` (the last line when the run ends before it).
    void toPosition(quint64 position);
    /// A click or a drag on the timeline: play stops and the run goes there.
    void seek(quint64 position) override;

    void play();
    void pause() override;
    bool isPlaying() const override;
    double stepsPerSecond() const override { return m_stepsPerSecond; }
    void setStepsPerSecond(double stepsPerSecond);

    /// Breakpoints on the program's lines (1-based): play stops before a line that has one.
    void toggleBreakpoint(int line);
    const QSet<int>& breakpoints() const { return m_breakpoints; }
    void clearBreakpoints();
    /// Holds the run before each position `hold` says to (guess first asks its question there): a line
    /// forward and play stop short of it and say held(); the jumps (a call over, a move, the end) pass.
    /// Empty: none held.
    void setHold(std::function<bool(std::uint64_t next)> hold) { m_hold = std::move(hold); }

    /// What the run is of, as its model was given it (TraceRun::setBoard): the problem its board is read
    /// for and that problem's reading of the input (none: a program drawn on no board); and the input's
    /// text, given with the recording.
    const sb::ProblemDesc* runProblem() const override;
    std::shared_ptr<const sb::ProblemInput> input() const override;
    void setInputText(const QString& text) { m_inputText = text; }
    QString inputText() const override { return m_inputText; }

signals:
    void playingChanged(bool playing);
    void speedChanged();
    void breakpointsChanged();
    /// A line forward, or play, stopped before `next`, which setHold()'s predicate holds.
    void held(quint64 next);

private:
    /// Moves the run with `move` when there is something to step, and says so.
    template<typename Move>
    void moved(Move move);
    void tick();

    QTimer* m_timer;
    double m_stepsPerSecond = 5.0;
    QSet<int> m_breakpoints;
    std::function<bool(std::uint64_t)> m_hold;
    QString m_inputText;
};

} // namespace sb::ui
