// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QDialog;
class QMenu;

namespace sb::ui {

class MainWindow;

/// Every dialog the window opens, Qt's own included (file dialogs, the dialogs of
/// QInputDialog), is part of its mode: as it is polished it takes the window's font, doubled
/// on a projector, and on a projector it is shown within the screen, centred on it. A
/// dialog is a window of its own and would otherwise keep the application's small font; so is a
/// menu (a button's, an editor's context menu), which takes the window's font too.
class DialogFit : public QObject {
    Q_OBJECT
public:
    explicit DialogFit(MainWindow* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The dialog, if `watched` is one of this window's.
    QDialog* ours(QObject* watched) const;
    /// Whether `menu` (a submenu: its first menu) belongs to a widget of this window.
    bool ownsMenu(const QMenu* menu) const;
    void fitScreen(QDialog* dialog) const;

    MainWindow* m_window;
};

} // namespace sb::ui
