// SPDX-License-Identifier: GPL-3.0-or-later
#include "programrun.h"

#include "run/motion.h"
#include "tracerun.h"

#include <QTimer>

#include <algorithm>

namespace sb::ui {

ProgramRun::ProgramRun(QObject* parent) : RecordedRun(parent), m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &ProgramRun::tick);
    connect(this, &RunSource::runChanged, this, &ProgramRun::pause); // a new recording starts still
}

ProgramRun::~ProgramRun() = default;

bool ProgramRun::steppable() const
{
    return model() && model()->length().has_value();
}

template<typename Move>
void ProgramRun::moved(Move move)
{
    if (!steppable())
        return;
    move(*model());
    emit stepChanged();
}

void ProgramRun::forward()
{
    if (steppable() && m_hold && !model()->atEnd() && m_hold(model()->position() + 1)) {
        emit held(model()->position() + 1);
        return;
    }
    moved([](program::TraceRun& run) { run.forward(); });
}

void ProgramRun::back()
{
    moved([](program::TraceRun& run) { run.back(); });
}

void ProgramRun::over()
{
    moved([](program::TraceRun& run) { run.over(); });
}

void ProgramRun::out()
{
    moved([](program::TraceRun& run) { run.out(); });
}

void ProgramRun::toStart()
{
    moved([](program::TraceRun& run) { run.toPosition(0); });
}

void ProgramRun::toEnd()
{
    moved([](program::TraceRun& run) { run.toEnd(); });
}

void ProgramRun::nextMoment()
{
    if (steppable() && model()->toNextMoment())
        emit stepChanged();
}

void ProgramRun::previousMoment()
{
    if (steppable() && model()->toPreviousMoment())
        emit stepChanged();
}

void ProgramRun::toPosition(quint64 position)
{
    moved([position](program::TraceRun& run) { run.toPosition(position); });
}

void ProgramRun::seek(quint64 position)
{
    pause(); // as on the method's timeline: a jump stops play
    toPosition(position);
}

void ProgramRun::play()
{
    if (!steppable() || model()->atEnd() || isPlaying())
        return;
    setStepsPerSecond(m_stepsPerSecond); // the timer's pace
    m_timer->start();
    emit playingChanged(true);
}

void ProgramRun::pause()
{
    if (!isPlaying())
        return;
    m_timer->stop();
    emit playingChanged(false);
}

bool ProgramRun::isPlaying() const
{
    return m_timer->isActive();
}

void ProgramRun::setStepsPerSecond(double stepsPerSecond)
{
    const bool changed = stepsPerSecond != m_stepsPerSecond;
    m_stepsPerSecond = std::clamp(stepsPerSecond, motion::kLadder.front(), motion::kLadder.back());
    // Up to 60 ticks a second; past that, several lines a tick.
    m_timer->setInterval(static_cast<int>(std::max(1000.0 / 60, 1000.0 / m_stepsPerSecond)));
    if (changed)
        emit speedChanged();
}

void ProgramRun::tick()
{
    if (!steppable()) {
        pause();
        return;
    }
    program::TraceRun& run = *model();
    const auto lines = static_cast<std::size_t>(std::max(1.0, m_stepsPerSecond * m_timer->interval() / 1000.0));
    bool holding = false;
    for (std::size_t i = 0; i < lines; ++i) {
        if (m_hold && !run.atEnd() && m_hold(run.position() + 1)) {
            holding = true;
            break;
        }
        if (!run.forward() || m_breakpoints.contains(run.nextLine()))
            break;
    }
    emit stepChanged();
    if (run.atEnd() || m_breakpoints.contains(run.nextLine()) || holding)
        pause();
    if (holding)
        emit held(run.position() + 1);
}

void ProgramRun::toggleBreakpoint(int line)
{
    if (line < 1)
        return;
    if (!m_breakpoints.remove(line))
        m_breakpoints.insert(line);
    emit breakpointsChanged();
}

void ProgramRun::clearBreakpoints()
{
    if (m_breakpoints.isEmpty())
        return;
    m_breakpoints.clear();
    emit breakpointsChanged();
}

const sb::ProblemDesc* ProgramRun::runProblem() const
{
    return model() ? model()->problem() : nullptr;
}

std::shared_ptr<const sb::ProblemInput> ProgramRun::input() const
{
    return model() ? model()->problemInput() : nullptr;
}

} // namespace sb::ui
