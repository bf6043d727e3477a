// SPDX-License-Identifier: GPL-3.0-or-later
// A session's play: the timer, its speed, a tick's steps or moment, and the breakpoints that stop it.
#include "run/session_p.h"

#include <algorithm>
#include <cmath>

namespace sb::ui {

using session_detail::kSlice;

void Session::play()
{
    if (!d->player || d->timer.isActive())
        return;
    // At the last step (known from the timeline before the player has tried to go past it), start again.
    const bool last = d->timeline.complete && d->player->position() >= d->timeline.finalStep;
    if (d->player->atEnd() || d->player->capReached() || last)
        d->player->seek(0);
    d->playFrom = d->player->position();
    d->carry = 0;
    setStepsPerSecond(d->stepsPerSecond);
    d->timer.start();
    emit playingChanged(true);
}

void Session::pause()
{
    if (!d->timer.isActive())
        return;
    d->timer.stop();
    emit playingChanged(false);
}

bool Session::isPlaying() const
{
    return d->timer.isActive();
}

void Session::setStepsPerSecond(double stepsPerSecond)
{
    d->stepsPerSecond = std::clamp(stepsPerSecond, motion::kSlowest, motion::kFastest);
    // Slow speeds take one step per tick; fast ones take several per frame.
    const double interval = 1000.0 / d->stepsPerSecond;
    d->timer.setInterval(std::max(motion::kFrameMs, static_cast<int>(std::lround(interval))));
}

double Session::stepsPerSecond() const
{
    return d->stepsPerSecond;
}

void Session::setPlayByMoment(bool on)
{
    d->byMoment = on;
    d->carry = 0;
}

bool Session::playsByMoment() const
{
    return d->byMoment;
}

void Session::tick()
{
    if (d->byMoment) {
        if (!d->momentUnderway)
            tickMoment();
        return;
    }
    d->carry += d->stepsPerSecond * d->timer.interval() / 1000.0;
    auto steps = static_cast<qint64>(d->carry);
    d->carry -= static_cast<double>(steps);
    if (!advance(std::max<qint64>(steps, 1)))
        pause();
}

void Session::tickMoment()
{
    if (!d->player || !d->timer.isActive())
        return;
    if (d->move)
        endMove();
    Player& player = *d->player;
    const auto deadline = std::chrono::steady_clock::now() + kSlice;
    player.setInterrupt([deadline] { return std::chrono::steady_clock::now() >= deadline; });
    const bool found = player.nextEvent(d->problem->momentKind);
    const bool interrupted = player.interrupted();
    player.setInterrupt({});
    d->momentUnderway = interrupted;
    if (interrupted) {
        // A long moment (method 1 reading a large board) goes on between the event loop's turns.
        QTimer::singleShot(0, this, [this] {
            d->momentUnderway = false;
            tickMoment();
        });
        return;
    }
    emit stepChanged();
    if (!found || player.atEnd() || player.capReached())
        pause();
}

bool Session::advance(qint64 steps)
{
    if (!d->player)
        return false;
    if (d->move)
        endMove();
    bool moved = false;
    bool stopped = false;
    int breakpoint = -1;
    Player& player = *d->player;
    // Play never waits: a step whose record is still being replayed is taken at a later tick.
    player.setInterrupt([] { return true; });
    for (qint64 i = 0; i < steps && !stopped; ++i) {
        if (holds()) {
            stopped = true;
            break;
        }
        const quint64 from = player.position();
        if (!player.next()) {
            stopped = !player.interrupted();
            break;
        }
        // A breakpoint holds play before its line runs, as a debugger's does: the step that
        // would run it is taken back, and the line waits as the next to run.
        const int anchor = player.current()->anchor;
        if (d->timer.isActive() && from != d->playFrom && d->breakpoints.count(static_cast<std::uint16_t>(anchor))) {
            player.setInterrupt({}); // the step's own record is at hand: this never waits
            player.previous();
            stopped = true;
            breakpoint = anchor;
            d->playFrom = from;
            break;
        }
        moved = true;
    }
    player.setInterrupt({});
    if (moved)
        emit stepChanged();
    if (breakpoint >= 0)
        emit stoppedAtBreakpoint(breakpoint);
    return !stopped;
}

void Session::toggleBreakpoint(int anchor)
{
    const auto a = static_cast<std::uint16_t>(anchor);
    if (!d->breakpoints.erase(a))
        d->breakpoints.insert(a);
    emit breakpointsChanged();
}

bool Session::hasBreakpoint(int anchor) const
{
    return d->breakpoints.count(static_cast<std::uint16_t>(anchor)) > 0;
}

QVector<int> Session::breakpoints() const
{
    return {d->breakpoints.begin(), d->breakpoints.end()};
}

} // namespace sb::ui
