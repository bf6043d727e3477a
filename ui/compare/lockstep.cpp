// SPDX-License-Identifier: GPL-3.0-or-later
#include "lockstep.h"

#include "run/motion.h"
#include "run/session.h"

#include "core/player.h"
#include "core/problem.h"

#include <algorithm>
#include <memory>
#include <cmath>
#include <optional>
#include <utility>

namespace sb::ui {

Lockstep::Lockstep(QObject* parent) : QObject(parent)
{
    connect(&m_timer, &QTimer::timeout, this, &Lockstep::tick);
    setStepsPerSecond(m_stepsPerSecond);
}

void Lockstep::setSessions(const QList<Session*>& sessions)
{
    pause();
    for (const QMetaObject::Connection& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_ends.clear();
    m_starts.clear();
    m_then.clear();
    m_sessions = sessions;
    for (Session* s : sessions) {
        m_connections << connect(s, &Session::runChanged, this, [this, s] {
            m_ends.remove(s);
            m_starts.remove(s);
            m_then.remove(s);
        });
        m_connections << connect(s, &Session::stepChanged, this, &Lockstep::changed);
        m_connections << connect(s, &Session::busyChanged, this, [this, s](bool busy) {
            if (!busy && m_then.contains(s))
                m_then.take(s)();
            emit busyChanged(isBusy());
        });
    }
    emit changed();
}

qint64 Lockstep::moment() const
{
    qint64 m = 0;
    for (const Session* s : m_sessions)
        m = std::max(m, s->moment());
    return m;
}

bool Lockstep::waiting(const Session* session) const
{
    const qint64 m = moment();
    if (ended(session) || session->moment() != m || !atKnownEnd(session, m))
        return false;
    return std::any_of(m_sessions.begin(), m_sessions.end(), [&](const Session* s) {
        return !ended(s) && s->moment() <= m && !atKnownEnd(s, m);
    });
}

void Lockstep::goToMoment(qint64 m)
{
    pause();
    if (m < 0) {
        toStart();
        return;
    }
    for (Session* s : std::as_const(m_sessions))
        goToEnd(s, m);
}

void Lockstep::rejoin(Session* session)
{
    qint64 m = -1;
    for (const Session* s : std::as_const(m_sessions))
        if (s != session && positionOf(s) > 0)
            m = std::max(m, s->moment());
    if (m < 0)
        run(session, [session] { session->seek(0); });
    else
        goToEnd(session, m);
}

void Lockstep::toStart()
{
    pause();
    for (Session* s : std::as_const(m_sessions))
        run(s, [s] { s->seek(0); });
}

void Lockstep::toEnd()
{
    pause();
    for (Session* s : std::as_const(m_sessions))
        run(s, [s] { s->toEnd(); });
}

void Lockstep::nextMoment()
{
    pause();
    const qint64 m = moment();
    // Moment 0 is only the input being read: the first press goes to the end of the first move.
    bool all = true;
    for (Session* s : std::as_const(m_sessions))
        all = (m == 0 || atEndOf(s, m)) && all;
    goToMoment(all ? m + 1 : m);
}

void Lockstep::previousMoment()
{
    pause();
    const qint64 m = moment();
    goToMoment(m <= 1 ? -1 : m - 1); // from the first moment, back to the start
}

void Lockstep::step()
{
    pause();
    const qint64 m = moment();
    bool moved = false;
    for (Session* s : std::as_const(m_sessions))
        if (s->moment() <= m)
            moved = stepWithin(s, m) || moved;
    if (moved)
        return;
    // Every pane has finished the moment (or its run): all go on into the next one together.
    const bool allThere = std::all_of(m_sessions.begin(), m_sessions.end(), [&](const Session* s) {
        return ended(s) || s->moment() != m || atKnownEnd(s, m);
    });
    if (!allThere)
        return;
    for (Session* s : std::as_const(m_sessions))
        if (!ended(s) && s->moment() == m)
            s->advance(1);
}

void Lockstep::back()
{
    pause();
    const qint64 m = moment();
    bool moved = false;
    for (Session* s : std::as_const(m_sessions))
        if (s->moment() == m)
            moved = backWithin(s, m) || moved;
    if (moved)
        return;
    // Every pane stands at the first line of the moment: all go back into the one before.
    for (Session* s : std::as_const(m_sessions)) {
        if (s->moment() != m || positionOf(s) == 0 || s->isBusy())
            continue;
        s->previous();
        if (!s->isBusy())
            m_ends[s][s->moment()] = positionOf(s);
    }
}

void Lockstep::play()
{
    if (m_sessions.isEmpty() || isPlaying())
        return;
    // From the end, play starts again, as it does in one method.
    if (std::all_of(m_sessions.begin(), m_sessions.end(), [this](const Session* s) { return ended(s); }))
        toStart();
    m_carry = 0;
    m_timer.start();
    emit playingChanged(true);
}

void Lockstep::pause()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    emit playingChanged(false);
}

void Lockstep::setStepsPerSecond(double stepsPerSecond)
{
    m_stepsPerSecond = std::clamp(stepsPerSecond, motion::kSlowest, motion::kFastest);
    const double interval = 1000.0 / m_stepsPerSecond;
    m_timer.setInterval(std::max(motion::kFrameMs, static_cast<int>(std::lround(interval))));
}

void Lockstep::tickMoment()
{
    const qint64 m = moment();
    bool all = true;
    for (Session* s : std::as_const(m_sessions))
        all = (m == 0 || atEndOf(s, m)) && all;
    if (all && std::all_of(m_sessions.begin(), m_sessions.end(), [this](const Session* s) { return ended(s); })) {
        pause();
        return;
    }
    // As Page Down, without pausing: every method on to the end of the same moment.
    for (Session* s : std::as_const(m_sessions))
        goToEnd(s, all ? m + 1 : m);
}

void Lockstep::tick()
{
    if (isBusy())
        return; // a pane waits for a replay: play goes on when it is ready
    if (m_byMoment) {
        tickMoment();
        return;
    }
    m_carry += m_stepsPerSecond * m_timer.interval() / 1000.0;
    const auto steps = std::max<qint64>(1, static_cast<qint64>(m_carry));
    m_carry = std::max(0.0, m_carry - static_cast<double>(steps));
    const qint64 m = moment();
    bool moved = false;
    for (Session* s : std::as_const(m_sessions))
        if (s->moment() <= m)
            moved = runWithin(s, m, steps) || moved;
    if (moved || isBusy())
        return;
    bool any = false;
    for (Session* s : std::as_const(m_sessions)) {
        if (ended(s) || s->moment() != m)
            continue;
        if (!atKnownEnd(s, m))
            return; // not known to be at the end yet: the next frame finds out
        any = true;
    }
    if (!any) {
        pause();
        return;
    }
    for (Session* s : std::as_const(m_sessions))
        if (!ended(s) && s->moment() == m)
            s->advance(1);
}

bool Lockstep::isBusy() const
{
    return std::any_of(m_sessions.begin(), m_sessions.end(), [](const Session* s) { return s->isBusy(); });
}

void Lockstep::cancel()
{
    m_then.clear();
    for (Session* s : std::as_const(m_sessions))
        s->cancel();
}

void Lockstep::waitUntilIdle()
{
    while (isBusy())
        for (Session* s : std::as_const(m_sessions))
            s->waitUntilIdle();
}

void Lockstep::whenIdle(QObject* context, const std::function<void()>& then)
{
    if (!isBusy()) {
        then();
        return;
    }
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(this, &Lockstep::busyChanged, context, [connection, then](bool busy) {
        if (busy)
            return;
        disconnect(*connection);
        then();
    });
}

} // namespace sb::ui
