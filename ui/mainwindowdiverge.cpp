// SPDX-License-Identifier: GPL-3.0-or-later
// "Where does it go wrong?": the method on screen run beside the one it is
// compared with, both opened side by side at the first moment they differ.
// The search runs on a thread of its own; the window keeps answering meanwhile.
#include "mainwindow.h"

#include "compare/compareview.h"
#include "diverge/wherewrong.h"
#include "session.h"

#include "core/player.h"

#include <QLabel>

namespace sb::ui {

void MainWindow::showWhereItGoesWrong()
{
    auto input = m_session->input();
    if (!input) {
        emit whereItGoesWrongShown(false);
        return;
    }
    if (!m_whereSearch) {
        m_whereSearch = new WhereItGoesWrongSearch(this);
        connect(m_whereSearch, &WhereItGoesWrongSearch::found, this, &MainWindow::openWhereItGoesWrong);
        connect(m_whereSearch, &WhereItGoesWrongSearch::never, this, [this](const QString& sentence) {
            m_narration->setText(sentence);
            emit whereItGoesWrongShown(false);
        });
        // Another problem, method or input on screen: the answer would be about a run no longer there.
        connect(m_session, &Session::runChanged, m_whereSearch, &WhereItGoesWrongSearch::cancel);
    }
    m_whereSearch->start(m_session->problem(), std::move(input), m_session->method());
    m_narration->setText(tr("Running both methods side by side… (Esc stops)"));
}

void MainWindow::openWhereItGoesWrong(const WhereItGoesWrong& where)
{
    m_session->seek(where.step);
    afterMove([this, where] {
        if (!m_session->player() || m_session->player()->position() != where.step) {
            updateNarration(); // stopped on the way (Esc)
            emit whereItGoesWrongShown(false);
            return;
        }
        const bool opened = compare({where.against, where.method});
        if (opened)
            m_compare->setNote(where.text);
        emit whereItGoesWrongShown(opened);
    });
}

void MainWindow::afterMove(const std::function<void()>& then)
{
    if (!m_session->isBusy()) {
        then();
        return;
    }
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(m_session, &Session::busyChanged, this, [this, connection, then](bool busy) {
        if (busy)
            return;
        disconnect(*connection);
        then();
    });
}

} // namespace sb::ui
