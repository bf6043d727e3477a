// SPDX-License-Identifier: GPL-3.0-or-later
// View > Compare: the side-by-side view takes the window's centre, its player
// takes the keys, and Esc (or View > Compare again) gives them back.
#include "mainwindow.h"
#include "windowmodes.h"

#include "codeview.h"
#include "compare/comparebar.h"
#include "compare/comparepane.h"
#include "compare/compareview.h"
#include "compare/lockstep.h"
#include "compare/lockstepplay.h"
#include "methodmenu.h"
#include "playactions.h"
#include "playerbar.h"
#include "session.h"

#include "core/player.h"
#include "core/problem.h"

#include <QLayout>
#include <QMenu>
#include <QSplitter>
#include <QToolBar>
#include <QVBoxLayout>

namespace sb::ui {

void MainWindow::buildCompareActions()
{
    m_compareToggle = new QAction(this);
    m_compareToggle->setCheckable(true);
    m_compareToggle->setShortcut(Qt::Key_F7);
    connect(m_compareToggle, &QAction::triggered, this, [this](bool on) {
        if (on)
            compare();
        else
            closeCompare();
    });
    m_viewMenu->insertAction(m_present, m_compareToggle);
    addAction(m_compareToggle);
    // Something opened another problem, input or method in the window (a judge's failed test): show it.
    connect(m_session, &Session::runChanged, this, [this] {
        if (comparing())
            closeCompare();
    });
}

void MainWindow::retranslateCompare()
{
    m_compareToggle->setText(tr("Compare methods side by side"));
}

bool MainWindow::comparing() const
{
    return m_modes->sideBySide();
}

bool MainWindow::compare(const QStringList& methods)
{
    const QStringList chosen = methods.isEmpty()
                                   ? CompareView::defaultMethods(m_session->problemId(), m_session->methodId())
                                   : methods;
    if (!m_compare) {
        m_compare = new CompareView(m_playerActions, centralWidget());
        m_compare->hide();
        static_cast<QVBoxLayout*>(centralWidget()->layout())->insertWidget(0, m_compare, 1);
        connect(m_compare, &CompareView::closeRequested, this, &MainWindow::closeCompare);
    }
    // The panes start where the class stands: at the end of the same moment.
    const Player* player = m_session->player();
    const qint64 moment = player && player->position() > 0 ? m_session->moment() : -1;
    if (!m_compare->open(m_session->problemId(), m_session->inputText(), chosen, moment,
                         m_code->code() == CodeView::Code::Python)) {
        m_compareToggle->setChecked(comparing());
        return false;
    }
    m_session->pause();
    m_compare->setPresentation(m_modes->projector());
    // Laid out at the room it will have before it shows: its sentences then ask for the
    // lines they need at that width, not at a guess, which could make the window grow.
    if (!comparing()) {
        m_compare->setGeometry(m_split->geometry().united(m_player->geometry()));
        m_compare->layout()->activate();
    }
    giveKeysToCompare(true);
    return true;
}

void MainWindow::closeCompare()
{
    if (!comparing()) {
        m_compareToggle->setChecked(false);
        return;
    }
    m_compare->lockstep()->pause();
    m_compare->lockstep()->cancel();
    // The class goes on from the moment it was looking at: the step the pane of the method on
    // screen stood on, or, with that method in no pane, the start of the panes' moment.
    const qint64 moment = m_compare->lockstep()->moment();
    std::optional<quint64> step;
    for (const ComparePane* pane : m_compare->panes())
        if (pane->session()->methodId() == m_session->methodId() &&
            pane->session()->codeLanguage() == m_session->codeLanguage() && pane->session()->player())
            step = pane->session()->player()->position();
    giveKeysToCompare(false);
    if (step)
        m_session->seek(*step);
    else if (moment > 0)
        m_session->seekToCounter(static_cast<int>(m_session->problem().moment), moment);
}

void MainWindow::giveKeysToCompare(bool on)
{
    // What goes hides first: for a moment both views would ask for room, and the window would grow.
    const QList<QWidget*> single{m_split, m_player, m_choosers}; // the choosers act on the one method
    if (on) {
        for (QWidget* w : single)
            w->hide();
        m_compare->show();
    } else {
        m_compare->hide();
        for (QWidget* w : single)
            w->show();
    }
    m_modes->setView(on ? WindowModes::View::SideBySide : WindowModes::View::Single);
    m_compareToggle->setChecked(on);
    // The player's keys act on the runs side by side; the keys of the one method rest.
    m_playerActions->setTarget(on ? static_cast<PlayTarget*>(m_compare->bar()->target()) : m_player->target());
    m_methodMenu->setKeysEnabled(!on);
    QList<QAction*> keys;
    keys << m_zoomIn << m_zoomOut << m_fit << m_follow << m_codeLanguage
           << m_sideToggle;
    for (QAction* a : std::as_const(keys))
        a->setEnabled(!on);
    if (m_predictAction)
        m_predictAction->setEnabled(!on);
    if (on)
        m_compare->setFocus();
}

} // namespace sb::ui
