// SPDX-License-Identifier: GPL-3.0-or-later
// The player's keys on a pack's solutions side by side.
#include "packs/packcompare.h"

#include <algorithm>

namespace sb::ui {

PackComparePlay::PackComparePlay(PackCompareView* view) : PlayTarget(view), m_view(view)
{
    connect(&m_timer, &QTimer::timeout, this, &PackComparePlay::tick);
    setStepsPerSecond(m_stepsPerSecond);
}

void PackComparePlay::move(Move m)
{
    switch (m) {
    case Move::Start: m_view->toStart(); break;
    case Move::PreviousMoment: m_view->previousMove(); break;
    case Move::Back: m_view->backAll(); break;
    case Move::Play: isPlaying() ? pause() : play(); break;
    case Move::Step: m_view->stepAll(); break;
    case Move::NextMoment: m_view->nextMove(); break;
    case Move::End: m_view->toEnd(); break;
    case Move::Over:
    case Move::Out: break;
    }
}

void PackComparePlay::play()
{
    if (isPlaying() || !steppable() || m_view->atEnd())
        return;
    m_timer.start();
    emit playingChanged(true);
}

void PackComparePlay::pause()
{
    if (!isPlaying())
        return;
    m_timer.stop();
    emit playingChanged(false);
}

void PackComparePlay::setStepsPerSecond(double stepsPerSecond)
{
    m_stepsPerSecond = std::clamp(stepsPerSecond, 0.1, 1000.0);
    m_timer.setInterval(std::max(1, static_cast<int>(1000.0 / m_stepsPerSecond)));
    emit speedChanged();
}

void PackComparePlay::setPlayByMoment(bool on)
{
    m_byMove = on;
    emit speedChanged();
}

bool PackComparePlay::steppable() const
{
    return m_view->isOpen() && !m_view->recording();
}

void PackComparePlay::tick()
{
    if (m_byMove)
        m_view->nextMove();
    else
        m_view->stepAll();
    if (m_view->atEnd())
        pause();
}

QString PackComparePlay::toolTip(Move m) const
{
    switch (m) {
    case Move::Start: return tr("Every solution back to its start (Home)");
    case Move::PreviousMoment: return tr("Every solution to the end of the move before (Page Up)");
    case Move::Back: return tr("A line back in every solution still past the move's start (Left)");
    case Move::Play: return tr("Play or pause (Space)");
    case Move::Step: return tr("A line on in every solution that has not made the move yet (Right)");
    case Move::NextMoment: return tr("Every solution to the end of its next move (Page Down)");
    case Move::End: return tr("Every solution to its end (End)");
    case Move::Over:
    case Move::Out: break;
    }
    return {};
}

} // namespace sb::ui
