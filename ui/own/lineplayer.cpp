// SPDX-License-Identifier: GPL-3.0-or-later
#include "lineplayer.h"

#include "run/motion.h"
#include "stepper.h"
#include "trace.h"

#include <QTimer>

#include <algorithm>

namespace sb::ui {

LinePlayer::LinePlayer(ProgramStepper* stepper) : QObject(stepper), m_stepper(stepper), m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &LinePlayer::tick);
}

void LinePlayer::setTrace(std::shared_ptr<const program::Trace> trace)
{
    m_trace = std::move(trace);
}

void LinePlayer::play()
{
    if (!m_trace || m_trace->empty() || m_stepper->step() + 1 >= m_trace->positions() || isPlaying())
        return;
    setStepsPerSecond(m_stepsPerSecond); // the timer's pace
    m_timer->start();
    emit playingChanged(true);
}

void LinePlayer::pause()
{
    if (!isPlaying())
        return;
    m_timer->stop();
    emit playingChanged(false);
}

bool LinePlayer::isPlaying() const
{
    return m_timer->isActive();
}

void LinePlayer::setStepsPerSecond(double stepsPerSecond)
{
    const bool changed = stepsPerSecond != m_stepsPerSecond;
    m_stepsPerSecond = std::clamp(stepsPerSecond, motion::kLadder.front(), motion::kLadder.back());
    // Up to 60 ticks a second; past that, several lines a tick.
    m_timer->setInterval(static_cast<int>(std::max(1000.0 / 60, 1000.0 / m_stepsPerSecond)));
    if (changed)
        emit speedChanged();
}

void LinePlayer::tick()
{
    const auto lines = static_cast<std::size_t>(std::max(1.0, m_stepsPerSecond * m_timer->interval() / 1000.0));
    std::size_t to = m_stepper->step();
    for (std::size_t i = 0; i < lines && to + 1 < m_trace->positions(); ++i) {
        ++to;
        if (m_breakpoints.contains(m_trace->line(to)))
            break;
    }
    m_stepper->goTo(to);
    if (to + 1 >= m_trace->positions() || m_breakpoints.contains(m_trace->line(to)))
        pause();
}

void LinePlayer::toggleBreakpoint(int line)
{
    if (line < 1)
        return;
    if (!m_breakpoints.remove(line))
        m_breakpoints.insert(line);
    emit breakpointsChanged();
}

void LinePlayer::clearBreakpoints()
{
    if (m_breakpoints.isEmpty())
        return;
    m_breakpoints.clear();
    emit breakpointsChanged();
}

} // namespace sb::ui
