// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QKeySequence;
class QMenu;

namespace sb::ui {

class MainWindow;
class MenuReach;
class MethodMenu;

/// The window's menu bar and the actions of its own: File (the input file, Quit, and what the
/// features add), View (zoom, fit, follow, the code's language, the side panel, charts, the
/// judge, and the features' views), Method, Play (the player's actions), Language and Help.
/// Every action is the window's too, so its key works wherever the focus is and with the menu
/// bar hidden (projector mode), where Alt and a menu's letter still open it (MenuReach).
class MainMenus : public QObject {
    Q_OBJECT
public:
    /// `views` go in the View menu under the charts (D, the pen, F7); `play` in the Play menu
    /// under the player's actions (guess first).
    MainMenus(MainWindow* window, const QList<QAction*>& views, QAction* compare, const QList<QAction*>& play);

    /// A File menu entry, put above Quit, whose key works with the menu bar hidden too.
    QAction* addFileAction(const QKeySequence& key);
    /// G: the charts of what the methods cost.
    QAction* chartsAction() const { return m_charts; }
    void addFileMenu(QMenu* menu);
    void addFileSeparator();
    MethodMenu* methodMenu() const { return m_methodMenu; }
    /// The keys that act on the one method on screen (zoom, follow, the code, the side panel,
    /// the methods) work, or rest while the methods are side by side.
    void setSingleViewKeysEnabled(bool on);
    void setSidePanelChecked(bool on);
    /// Projector mode: the menu bar hides (Alt brings it back) and the menus take the doubled font.
    void setProjector(bool on, const QFont& font);
    void setPresentChecked(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void tickLanguage();

    MainWindow* m_window;
    QMenu* m_fileMenu;
    QMenu* m_viewMenu;
    MethodMenu* m_methodMenu;
    QMenu* m_playMenu;
    QMenu* m_languageMenu;
    QMenu* m_helpMenu;
    QAction* m_quit;
    QAction* m_zoomIn;
    QAction* m_zoomOut;
    QAction* m_fit;
    QAction* m_follow;
    QAction* m_codeLanguage;
    QAction* m_sideToggle;
    QAction* m_charts;
    QAction* m_judge;
    QAction* m_present;
    QAction* m_escape;
    QActionGroup* m_languages;
    QAction* m_nextLanguage;
    QAction* m_keys;
    MenuReach* m_menuReach;
    QAction* m_menusKey; ///< names Alt (MenuReach) in the list of keys
};

} // namespace sb::ui
