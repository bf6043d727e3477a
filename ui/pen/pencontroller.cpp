// SPDX-License-Identifier: GPL-3.0-or-later
#include "pencontroller.h"

#include "penoverlay.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace sb::ui {

PenController::PenController(QWidget* window, QWidget* over, Session* session)
    : QObject(window), m_window(window), m_over(over), m_session(session), m_action(new QAction(this)), m_undo(new QAction(this))
{
    m_action->setCheckable(true);
    m_action->setShortcut(Qt::Key_P);
    window->addAction(m_action);
    connect(m_action, &QAction::toggled, this, [this](bool on) {
        if (!m_overlay) {
            m_overlay = new PenOverlay(m_over, m_session);
            connect(m_overlay, &PenOverlay::activeChanged, m_action, &QAction::setChecked);
            m_overlay->show();
        }
        m_overlay->setActive(on);
    });
    // Its key is an action of the window's (F1 lists it), on only while the pen is down: an
    // editor's Ctrl+Z stays the editor's. The sheet takes the key first while it is down.
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setEnabled(false);
    window->addAction(m_undo);
    connect(m_action, &QAction::toggled, m_undo, &QAction::setEnabled);
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_overlay)
            m_overlay->undo();
    });
    window->installEventFilter(this);
    retranslate();
}

bool PenController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void PenController::retranslate()
{
    m_action->setText(tr("Pen: draw over the board and the code"));
    m_undo->setText(tr("Pen: take back the last stroke"));
}

} // namespace sb::ui
