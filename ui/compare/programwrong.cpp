// SPDX-License-Identifier: GPL-3.0-or-later
// "Where does it go wrong?" (D) while the student's program is stepped: the first point of the input
// at which the board it keeps differs from the reference's, found on a thread of its own, and shown
// with the reference beside it.
#include "comparecontroller.h"

#include "compareview.h"
#include "steppedprogram.h"
#include "run/problemui.h"
#include "run/session.h"
#include "widgets/windowareas.h"

#include "core/problem.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace sb::ui {

void CompareController::showWhereProgramGoesWrong()
{
    const MethodDesc* reference = m_session->problem().reference();
    const QString id = QString::fromUtf8(reference->id.data(), static_cast<qsizetype>(reference->id.size()));
    const QString name = problemUi(m_session->problem().id).methodLabel(reference->id);
    const DifferenceSearch search = m_program->differenceSearch(id);
    if (!search) {
        m_window->say(tr("Choose the variable that holds your program's board (Board…) to compare it with %1's.").arg(name));
        emit whereItGoesWrongShown(false);
        return;
    }
    if (m_programStop)
        m_programStop->store(true);
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_programStop = stop;
    auto* watcher = new QFutureWatcher<std::optional<ProgramDifference>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, stop, id, name, program = QPointer(m_program)] {
        watcher->deleteLater();
        if (stop->load())
            return; // stopped (Esc, or another search), which said so
        m_programStop.reset();
        if (!program || program != m_program) {
            emit whereItGoesWrongShown(false); // no program is stepped any more
            return;
        }
        const std::optional<ProgramDifference> found = watcher->result();
        if (!found) {
            m_window->say(tr("Your program's board never differs from %1's at the same point of the input.").arg(name));
            emit whereItGoesWrongShown(false);
            return;
        }
        program->goToStep(found->step);
        const bool opened = open({id});
        if (opened)
            m_view->setNote(tr("Here your program's board first differs from %1's, at the same point of the input.").arg(name));
        emit whereItGoesWrongShown(opened);
    });
    watcher->setFuture(QtConcurrent::run([search, stop] { return search(stop.get()); }));
    m_window->say(tr("Comparing your program's board with %1's at each point of the input… (Esc stops)").arg(name));
}

bool CompareController::stopProgramSearch()
{
    if (!m_programStop)
        return false;
    m_programStop->store(true);
    m_programStop.reset();
    m_window->updateNarration();
    return true;
}

} // namespace sb::ui
