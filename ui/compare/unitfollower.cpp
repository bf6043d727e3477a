// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/unitfollower.h"

#include "run/session.h"
#include "run/timelinescan.h"

#include "core/player.h"
#include "core/problem.h"
#include "core/programboard.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace sb::ui {

struct UnitFollower::Search {
    QFutureWatcher<std::shared_ptr<const UnitStarts>> watcher;
    std::shared_ptr<std::atomic<bool>> stop = std::make_shared<std::atomic<bool>>(false);
};

UnitFollower::UnitFollower(Session* session, QObject* parent) : QObject(parent), m_session(session)
{
    restart();
}

UnitFollower::~UnitFollower()
{
    if (m_search)
        m_search->stop->store(true);
}

void UnitFollower::restart()
{
    if (m_search)
        m_search->stop->store(true);
    m_search.reset();
    m_starts.reset();
    if (!m_session->input()) {
        emit placed();
        return;
    }
    auto search = std::make_shared<Search>();
    m_search = search;
    connect(&search->watcher, &QFutureWatcherBase::finished, this, [this, raw = search.get()] {
        if (m_search.get() == raw)
            takeStarts();
    });
    const quint64 cap = m_session->player() ? m_session->player()->stepCap() : kStepCap;
    search->watcher.setFuture(QtConcurrent::run(
        [problem = &m_session->problem(), method = &m_session->method(), input = m_session->input(),
         language = m_session->codeLanguage(), cap, stop = search->stop]() -> std::shared_ptr<const UnitStarts> {
            return std::make_shared<const UnitStarts>(unitStarts(*problem, *method, input, language, cap, stop.get()));
        }));
    emit placed();
}

void UnitFollower::takeStarts()
{
    m_starts = m_search->watcher.result();
    m_search.reset();
    goToPlace();
}

void UnitFollower::follow(quint64 units, bool answered)
{
    m_units = units;
    m_answered = answered;
    goToPlace();
}

UnitFollower::Place UnitFollower::place() const
{
    if (!m_session->input())
        return Place::None;
    if (!m_starts)
        return Place::Finding;
    if (m_starts->after(m_units, m_answered))
        return Place::Beside;
    return m_starts->cut ? Place::Cut : Place::End;
}

quint64 UnitFollower::stepsLooked() const
{
    return m_starts ? m_starts->steps : 0;
}

void UnitFollower::waitUntilReady()
{
    if (m_search) {
        m_search->watcher.waitForFinished();
        takeStarts(); // its finished() signal, still to come, finds the search gone
    }
    m_session->waitUntilIdle();
}

void UnitFollower::goToPlace()
{
    if (m_starts) {
        if (const std::optional<std::uint64_t> step = m_starts->after(m_units, m_answered))
            m_session->seek(*step);
        else if (m_starts->cut)
            m_session->seek(m_starts->steps);
        else
            m_session->toEnd();
    }
    emit placed();
}

} // namespace sb::ui
