// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/wherewrong.h"

#include "core/problem.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace sb::ui {

struct WhereItGoesWrongSearch::Search {
    QFutureWatcher<std::optional<WhereItGoesWrong>> watcher;
    const ProblemDesc* problem = nullptr;
    const MethodDesc* method = nullptr;
};

WhereItGoesWrongSearch::WhereItGoesWrongSearch(QObject* parent) : QObject(parent) {}

WhereItGoesWrongSearch::~WhereItGoesWrongSearch()
{
    cancel();
}

void WhereItGoesWrongSearch::start(const ProblemDesc& problem, std::shared_ptr<const ProblemInput> input,
                                   const MethodDesc& method)
{
    cancel();
    auto search = std::make_shared<Search>();
    search->problem = &problem;
    search->method = &method;
    m_search = search;
    m_running = true;
    connect(&search->watcher, &QFutureWatcherBase::finished, this, [this, s = search.get()] {
        if (!m_search || m_search.get() != s)
            return;
        const std::shared_ptr<Search> done = std::move(m_search);
        m_running = false;
        const std::optional<WhereItGoesWrong> where = done->watcher.result();
        if (where)
            emit found(*where);
        else
            emit never(DivergenceWords::same(*done->problem, *done->method));
    });
    search->watcher.setFuture(QtConcurrent::run(
        [&problem, input = std::move(input), &method] { return DivergenceWords::find(problem, input, method); }));
}

void WhereItGoesWrongSearch::cancel()
{
    if (!m_search)
        return;
    // The thread cannot be stopped half way: it finishes (it holds what it reads), unheard.
    QObject::disconnect(&m_search->watcher, nullptr, this, nullptr);
    m_search.reset();
    m_running = false;
}

void WhereItGoesWrongSearch::waitForAnswer()
{
    if (!m_search)
        return;
    m_search->watcher.waitForFinished();
    // The finished signal is queued: deliver it now.
    const std::shared_ptr<Search> done = std::move(m_search);
    m_running = false;
    const std::optional<WhereItGoesWrong> where = done->watcher.result();
    QObject::disconnect(&done->watcher, nullptr, this, nullptr);
    if (where)
        emit found(*where);
    else
        emit never(DivergenceWords::same(*done->problem, *done->method));
}

} // namespace sb::ui
