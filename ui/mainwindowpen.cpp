// SPDX-License-Identifier: GPL-3.0-or-later
// The teacher's pen over the window: P takes it up and puts it down.
#include "mainwindow.h"

#include "pen/penoverlay.h"

#include <QAction>
#include <QMenu>

namespace sb::ui {

void MainWindow::buildPen()
{
    m_penAction = m_viewMenu->addAction(QString());
    m_penAction->setCheckable(true);
    m_penAction->setShortcut(Qt::Key_P);
    addAction(m_penAction);
    connect(m_penAction, &QAction::toggled, this, [this](bool on) {
        // The sheet is laid over the window's centre the first time the pen is taken up.
        if (!m_pen) {
            m_pen = new PenOverlay(centralWidget(), m_session);
            connect(m_pen, &PenOverlay::activeChanged, m_penAction, &QAction::setChecked);
            m_pen->show();
        }
        m_pen->setActive(on);
    });
}

void MainWindow::retranslatePen()
{
    m_penAction->setText(tr("Pen: draw over the board and the code"));
}

} // namespace sb::ui
