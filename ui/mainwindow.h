// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QPalette>

class QAbstractButton;
class QActionGroup;
class QButtonGroup;
class QComboBox;
class QLabel;
class QMenu;
class QStackedWidget;
class QToolBar;

namespace sb::ui {

class BoardView;
class CardsView;
class CaroView;
class CodeView;
class InputPanel;
class PlayerBar;
class Session;
class WatchPanel;

/// The StepBoard window: problem and method choosers, the board with its
/// narration, the code with its variables, the input, and the player.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Session* session() const { return m_session; }
    /// The board of the current problem.
    BoardView* board() const;
    CaroView* caroView() const { return m_caro; }
    CardsView* cardsView() const { return m_cards; }
    CodeView* code() const { return m_code; }
    WatchPanel* watch() const { return m_watch; }
    InputPanel* inputPanel() const { return m_input; }
    PlayerBar* playerBar() const { return m_player; }
    QString narration() const;
    QAbstractButton* methodButton(const QString& id) const;

    /// Switches the language of every text at once, and remembers it.
    void setLanguage(const QString& code);
    /// Projector mode: full screen, everything at least twice as large, high contrast.
    void setPresentation(bool on);
    bool presentation() const { return m_presenting; }

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    void buildChoosers();
    void rebuildMethods();
    void retranslate();
    void updateNarration();
    void applyFonts();

    Session* m_session;
    CaroView* m_caro;
    CardsView* m_cards;
    QStackedWidget* m_boards;
    CodeView* m_code;
    WatchPanel* m_watch;
    InputPanel* m_input;
    PlayerBar* m_player;
    QLabel* m_methodTitle;
    QLabel* m_narration;
    QToolBar* m_choosers;
    QToolBar* m_methodBar;
    QLabel* m_problemLabel;
    QComboBox* m_problems;
    QLabel* m_correctLabel;
    QLabel* m_wrongLabel;
    QButtonGroup* m_methods;
    QWidget* m_methodButtons;
    QMenu* m_viewMenu;
    QMenu* m_playMenu;
    QMenu* m_languageMenu;
    QActionGroup* m_languages;
    QAction* m_zoomIn;
    QAction* m_zoomOut;
    QAction* m_fit;
    QAction* m_present;
    QAction* m_quit;
    QMenu* m_fileMenu;
    QLabel* m_codeLabel;
    QLabel* m_watchLabel;
    QLabel* m_inputLabel;
    bool m_presenting = false;
    bool m_wasMaximized = false;
    QPalette m_normalPalette;
};

} // namespace sb::ui
