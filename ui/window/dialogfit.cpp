// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/dialogfit.h"

#include "window/mainwindow.h"
#include "common/windowmodes.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QMenu>
#include <QScreen>
#include <QToolButton>

#include <algorithm>

namespace sb::ui {

DialogFit::DialogFit(MainWindow* window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
}

QDialog* DialogFit::ours(QObject* watched) const
{
    if (!watched->isWidgetType())
        return nullptr;
    auto* dialog = qobject_cast<QDialog*>(watched);
    if (!dialog || !dialog->isWindow() || !dialog->parentWidget())
        return nullptr;
    return dialog->parentWidget()->window() == m_window ? dialog : nullptr;
}

bool DialogFit::ownsMenu(const QMenu* menu) const
{
    // A submenu's parent is its menu: up to the widget the first menu belongs to.
    const QWidget* w = menu;
    while (qobject_cast<const QMenu*>(w))
        w = w->parentWidget();
    return w && w->window() == m_window;
}

bool DialogFit::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (watched == m_window && type == QEvent::FontChange) {
        // The window's menus take its new font now: a button sizes and places its menu before it opens.
        for (QMenu* menu : m_window->findChildren<QMenu*>())
            if (menu->font() != m_window->font())
                menu->setFont(m_window->font());
        return false;
    }
    if (type != QEvent::Polish && type != QEvent::Show)
        return false;
    if (auto* header = qobject_cast<QHeaderView*>(watched); header && type == QEvent::Polish) {
        // A list's headers take a font of their own from the platform's theme, not their
        // window's: in a dialog of ours, the dialog's.
        if (QDialog* dialog = ours(header->window()); dialog && header->font() != dialog->font())
            header->setFont(dialog->font());
        return false;
    }
    if (auto* menu = qobject_cast<QMenu*>(watched)) {
        // A menu is a window of its own too (a button's, an editor's context menu): the window's font,
        // before it is first laid out, and again when it opens after the mode changed.
        if (ownsMenu(menu) && menu->font() != m_window->font()) {
            menu->setFont(m_window->font());
            if (type == QEvent::Show) {
                // Placed for the font it had: grown, it is kept on the screen.
                menu->adjustSize();
                if (const QScreen* screen = menu->screen()) {
                    const QRect room = screen->availableGeometry();
                    QRect placed = menu->geometry();
                    placed.moveRight(std::min(placed.right(), room.right()));
                    placed.moveBottom(std::min(placed.bottom(), room.bottom()));
                    placed.moveLeft(std::max(placed.left(), room.left()));
                    placed.moveTop(std::max(placed.top(), room.top()));
                    menu->move(placed.topLeft());
                }
            }
        }
        return false;
    }
    QDialog* dialog = ours(watched);
    if (!dialog)
        return false;
    if (type == QEvent::Polish) {
        // Before the dialog first takes its size: it is laid out in the font it is seen in.
        if (dialog->font() != m_window->font())
            dialog->setFont(m_window->font());
        for (QHeaderView* header : dialog->findChildren<QHeaderView*>())
            header->setFont(dialog->font());
    } else if (m_window->modes()->projector()) {
        fitScreen(dialog);
    }
    return false;
}

void DialogFit::fitScreen(QDialog* dialog) const
{
    QScreen* screen = m_window->screen();
    if (!screen)
        return;
    const QRect room = screen->availableGeometry();
    // The frame the window manager adds, as far as it is known yet.
    const QSize frame = dialog->frameGeometry().size() - dialog->geometry().size();
    const QSize most = (room.size() - frame).boundedTo(m_window->size() * 0.94);
    QSize size = dialog->size();
    // A file dialog's list is better the larger it is; any other dialog keeps the size it asks for where it fits.
    if (qobject_cast<QFileDialog*>(dialog)) {
        size = most;
        // Its buttons' pictures as large as its words; the style draws them 16 pixels high and an
        // icon is never drawn larger than its largest picture, so the picture itself grows.
        const int side = dialog->fontMetrics().height();
        for (QToolButton* button : dialog->findChildren<QToolButton*>()) {
            if (button->icon().isNull())
                continue;
            button->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX); // Qt's form holds them at 22 pixels
            if (button->icon().actualSize(QSize(side, side)).height() < side) {
                const QIcon small = button->icon();
                QIcon large;
                for (const QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled, QIcon::Active})
                    large.addPixmap(small.pixmap(QSize(16, 16), mode).scaled(side, side, Qt::KeepAspectRatio,
                                                                              Qt::SmoothTransformation), mode);
                button->setIcon(large);
            }
            if (button->iconSize().height() < side)
                button->setIconSize(QSize(side, side));
        }
    }
    size = size.boundedTo(most).expandedTo(dialog->minimumSize().boundedTo(most));
    if (size != dialog->size())
        dialog->resize(size);
    QRect placed(QPoint(), size + frame);
    placed.moveCenter(m_window->frameGeometry().center());
    placed.moveLeft(std::clamp(placed.left(), room.left(), std::max(room.left(), room.right() + 1 - placed.width())));
    placed.moveTop(std::clamp(placed.top(), room.top(), std::max(room.top(), room.bottom() + 1 - placed.height())));
    dialog->move(placed.topLeft());
}

} // namespace sb::ui
