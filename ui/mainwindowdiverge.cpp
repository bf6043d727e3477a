// SPDX-License-Identifier: GPL-3.0-or-later
// "Where does it go wrong?": the method on screen run beside the one it is
// compared with, both opened side by side at the first moment they differ.
#include "mainwindow.h"

#include "compare/compareview.h"
#include "divergence.h"
#include "session.h"

#include "core/problem.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QLabel>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

namespace sb::ui {

bool MainWindow::showWhereItGoesWrong()
{
    auto input = m_session->input();
    if (!input)
        return false;
    const ProblemDesc* problem = &m_session->problem();
    const MethodDesc* method = &m_session->method();
    // Both runs go to where they part, in fast mode: at once on a class's inputs, a few
    // seconds on the largest; the window keeps drawing meanwhile.
    QFutureWatcher<std::optional<WhereItGoesWrong>> watcher;
    QEventLoop loop;
    connect(&watcher, &QFutureWatcher<std::optional<WhereItGoesWrong>>::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run([problem, input, method] { return DivergenceWords::find(*problem, input, *method); }));
    if (!watcher.isFinished()) {
        QProgressDialog busy(tr("Running both methods side by side…"), QString(), 0, 0, this);
        busy.setWindowModality(Qt::WindowModal);
        busy.setMinimumDuration(400);
        loop.exec();
    }
    const std::optional<WhereItGoesWrong> where = watcher.result();
    if (!where) {
        m_narration->setText(DivergenceWords::same(*problem, *method));
        return false;
    }
    m_session->seek(where->step);
    m_session->waitUntilIdle();
    if (!compare({where->against, where->method}))
        return false;
    m_compare->setNote(where->text);
    return true;
}

} // namespace sb::ui
