// SPDX-License-Identifier: GPL-3.0-or-later
// One pane's moves within a moment: a line forward or back without leaving it, on to its end, and
// the first and last steps of the moments they find on the way.
#include "lockstep.h"

#include "run/session.h"

#include "core/player.h"
#include "core/problem.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace sb::ui {

namespace {

int momentCounter(const Session* s)
{
    return static_cast<int>(s->problem().moment);
}

/// The step recorded for moment `m`, or none.
bool recorded(const QHash<const Session*, QMap<qint64, quint64>>& steps, const Session* s, qint64 m, quint64 pos)
{
    const auto it = steps.find(s);
    return it != steps.end() && it->contains(m) && it->value(m) == pos;
}

} // namespace

quint64 Lockstep::positionOf(const Session* s)
{
    return s->player() ? s->player()->position() : 0;
}

bool Lockstep::atKnownEnd(const Session* s, qint64 m) const
{
    return recorded(m_ends, s, m, positionOf(s));
}

std::optional<quint64> Lockstep::endOf(const Session* s, qint64 m) const
{
    const auto it = m_ends.find(s);
    if (it == m_ends.end() || !it->contains(m))
        return std::nullopt;
    return it->value(m);
}

bool Lockstep::ended(const Session* s) const
{
    const Player* p = s->player();
    return !p || p->atEnd() || p->capReached();
}

void Lockstep::run(Session* s, const std::function<void()>& move, std::function<void()> then)
{
    m_then.remove(s);
    move();
    if (!then)
        return;
    if (s->isBusy())
        m_then.insert(s, std::move(then));
    else
        then();
}

bool Lockstep::stepWithin(Session* s, qint64 m)
{
    if (ended(s) || s->isBusy())
        return false;
    const quint64 pos = positionOf(s);
    if (recorded(m_ends, s, m, pos))
        return false;
    s->advance(1);
    if (positionOf(s) == pos)
        return false; // at its end, or its next record is not ready yet
    if (s->moment() > m) {
        s->previous();
        m_ends[s][m] = pos;
        m_starts[s][m + 1] = pos + 1;
        return false;
    }
    return true;
}

bool Lockstep::backWithin(Session* s, qint64 m)
{
    const quint64 pos = positionOf(s);
    if (pos == 0 || s->isBusy() || recorded(m_starts, s, m, pos))
        return false;
    s->previous();
    if (s->isBusy())
        return true; // it waits for a replay, and moves when it is ready
    if (s->moment() < m) {
        m_ends[s][s->moment()] = positionOf(s);
        s->advance(1);
        m_starts[s][m] = pos;
        return false;
    }
    return true;
}

bool Lockstep::atEndOf(Session* s, qint64 m)
{
    if (ended(s) || s->moment() != m)
        return ended(s) || s->moment() > m;
    const quint64 pos = positionOf(s);
    if (!stepWithin(s, m))
        return recorded(m_ends, s, m, pos) || ended(s);
    s->previous(); // it was not at the end: back where it stood
    return false;
}

bool Lockstep::runWithin(Session* s, qint64 m, qint64 steps)
{
    if (ended(s) || s->isBusy())
        return false;
    const quint64 from = positionOf(s);
    const std::optional<quint64> known = endOf(s, m);
    if (known && *known >= from) {
        if (*known > from)
            s->advance(std::min<qint64>(steps, static_cast<qint64>(*known - from)));
        return positionOf(s) > from;
    }
    s->advance(steps);
    if (s->moment() > m) {
        // It went past the end of the moment: back to where it was, then on to that end exactly.
        s->seek(from);
        goToEnd(s, m);
    }
    return positionOf(s) > from;
}

void Lockstep::goToEnd(Session* s, qint64 m)
{
    if (!s->player())
        return;
    if (const std::optional<quint64> known = endOf(s, m)) {
        const quint64 step = *known;
        run(s, [s, step] { s->seek(step); });
        return;
    }
    if (ended(s) && s->moment() <= m)
        return; // its run ended during or before that moment: it stays on its last step
    run(s, [s, m] { s->seekToCounter(momentCounter(s), m + 1); }, [this, s, m] {
        if (s->moment() <= m)
            return; // the run ended during the moment
        m_starts[s][m + 1] = positionOf(s);
        run(s, [s] { s->previous(); }, [this, s, m] { m_ends[s][m] = positionOf(s); });
    });
}

} // namespace sb::ui
