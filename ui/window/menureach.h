// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QToolBar>

class QAction;
class QMenuBar;

namespace sb::ui {

/// A menu bar hidden to give the board the room (projector mode) is still reached from the
/// keyboard: Alt and a menu's letter (Alt+F) opens that menu, Alt alone the first one, as
/// with a menu bar on screen; the bar shows while a menu is open and hides once none is.
class MenuReach : public QObject {
    Q_OBJECT
public:
    explicit MenuReach(QMenuBar* bar);

    /// Hides the bar (true), to be reached with Alt, or shows it for good (false).
    void setHidden(bool hidden);
    bool hidden() const { return m_hidden; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Shows the bar with `menu` open.
    void reveal(QAction* menu);
    /// Hides the bar again once no menu is open.
    void hideWhenClosed();
    /// While it shows in projector mode, the bar stands in the top toolbars' row, as high.
    void takeTheToolBarsRow();
    void giveTheRowBack();

    QMenuBar* m_bar;
    bool m_hidden = false;
    bool m_altAlone = false; ///< Alt is down and no other key came since
    QList<QPointer<QToolBar>> m_lentBy; ///< the toolbars hidden while the bar takes their row
};

} // namespace sb::ui
