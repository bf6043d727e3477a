// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/menureach.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMainWindow>
#include <QMenuBar>
#include <QToolBar>
#include <QTimer>

namespace sb::ui {

MenuReach::MenuReach(QMenuBar* bar) : QObject(bar), m_bar(bar)
{
    qApp->installEventFilter(this);
}

void MenuReach::setHidden(bool hidden)
{
    m_hidden = hidden;
    m_altAlone = false;
    giveTheRowBack();
    m_bar->setVisible(!hidden);
}

void MenuReach::reveal(QAction* menu)
{
    if (m_hidden && !m_bar->isVisible())
        takeTheToolBarsRow();
    m_bar->show();
    m_bar->setActiveAction(menu);
    if (QMenu* m = menu->menu())
        connect(m, &QMenu::aboutToHide, this, &MenuReach::hideWhenClosed, Qt::UniqueConnection);
}

void MenuReach::takeTheToolBarsRow()
{
    // The bar shows in the place of the toolbars over the window's middle, exactly as high: the
    // board and the code below keep their size and place while a menu is open.
    auto* window = qobject_cast<QMainWindow*>(m_bar->window());
    if (!window || !window->centralWidget())
        return;
    const int top = window->centralWidget()->geometry().top();
    for (QToolBar* bar : window->findChildren<QToolBar*>(Qt::FindDirectChildrenOnly)) {
        if (bar->isVisible() && window->toolBarArea(bar) == Qt::TopToolBarArea) {
            m_lentBy << bar;
            bar->hide();
        }
    }
    if (top > m_bar->sizeHint().height())
        m_bar->setFixedHeight(top);
}

void MenuReach::giveTheRowBack()
{
    m_bar->setMinimumHeight(0);
    m_bar->setMaximumHeight(QWIDGETSIZE_MAX);
    for (QToolBar* bar : std::as_const(m_lentBy))
        if (bar)
            bar->show();
    m_lentBy.clear();
}

void MenuReach::hideWhenClosed()
{
    // Arrowing from one menu to the next closes one before it opens the other: look once both happened.
    QTimer::singleShot(0, this, [this] {
        if (!m_hidden)
            return;
        for (QAction* a : m_bar->actions())
            if (a->menu() && a->menu()->isVisible())
                return;
        m_bar->hide();
        giveTheRowBack();
    });
}

bool MenuReach::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_hidden || (event->type() != QEvent::KeyPress && event->type() != QEvent::KeyRelease &&
                      event->type() != QEvent::ShortcutOverride))
        return QObject::eventFilter(watched, event);
    // Only keys meant for the bar's own window; a dialog's or a menu's keys are theirs.
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != m_bar->window() || QApplication::activePopupWidget() ||
        QApplication::activeModalWidget())
        return QObject::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    if (event->type() == QEvent::KeyPress && !key->isAutoRepeat())
        m_altAlone = key->key() == Qt::Key_Alt && (key->modifiers() & ~Qt::AltModifier) == Qt::NoModifier;
    if (event->type() == QEvent::KeyRelease && key->key() == Qt::Key_Alt) {
        const bool alone = m_altAlone;
        m_altAlone = false;
        if (alone && !m_bar->actions().isEmpty()) {
            reveal(m_bar->actions().front());
            return true;
        }
    }
    if (event->type() != QEvent::KeyRelease && key->modifiers() == Qt::AltModifier && key->key() != Qt::Key_Alt) {
        const QKeySequence pressed(Qt::ALT | Qt::Key(key->key()));
        for (QAction* a : m_bar->actions()) {
            if (a->menu() && a->isVisible() && QKeySequence::mnemonic(a->text()) == pressed) {
                event->accept();
                if (event->type() == QEvent::KeyPress)
                    reveal(a);
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace sb::ui
