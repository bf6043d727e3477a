// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/boardmark.h"

#include <QKeySequence>
#include <QString>
#include <QVector>

class QAction;
class QDialog;
class QMenu;
class QWidget;

namespace sb::ui {

class BoardView;
class CodeView;
class CompareView;
class InputPanel;
class PlayerActions;
class PackKeeper;
class PlayerBar;
class ProgramKeeper;
class Session;
class WindowModes;

/// What a feature's controller (side by side, lessons, export, the statement, the judge's tests, My
/// solution) is given of the window: its areas, its File menu and its narration, not the window
/// itself. The controllers live in folders below ui/window and never include it; MainWindow is the
/// one that implements this and hands itself out.
class WindowAreas {
public:
    /// The window as a widget: the parent of dialogs, where actions and event filters go, what is
    /// painted when the whole window is exported.
    virtual QWidget* widget() = 0;
    /// The widget under the menu bar that holds the board, the side panel and the player.
    virtual QWidget* centralArea() const = 0;
    /// The panel beside the board (code, variables, input, My solution, the statement).
    virtual QWidget* sideArea() const = 0;

    virtual Session* session() const = 0;
    /// The screen, the view and guess first, held in one place.
    virtual WindowModes* modes() const = 0;
    /// The board of the current problem.
    virtual BoardView* board() const = 0;
    virtual CodeView* code() const = 0;
    virtual InputPanel* inputPanel() const = 0;
    virtual PlayerBar* playerBar() const = 0;
    /// The player's keys, acting on the one method or on the side-by-side view.
    virtual PlayerActions* playerActions() const = 0;

    /// Says `sentence` in the narration's place until the next step (what a feature could not do).
    virtual void say(const QString& sentence) = 0;
    /// Says `sentence` with `marks` outlined on the board (the line a wrong method missed).
    virtual void say(const QString& sentence, const QVector<BoardMark>& marks) = 0;
    /// The narration of the step on screen again.
    virtual void updateNarration() = 0;

    /// The side-by-side view takes the centre in place of the one method, the board and the
    /// player's keys act on it, the choosers and the one method's keys rest; or back.
    virtual void showSideBySide(CompareView* view, bool on) = 0;
    /// The student's own program stepped on an input in the My solution tab, from the line that
    /// prints the first character of its output that differs from `expected`; `testName`, when
    /// given, is said with where it goes wrong.
    virtual void stepOwnProgram(const QString& input, const QString& expected, const QString& testName) = 0;

    /// The student's own program (My solution), as a lesson keeps it.
    virtual ProgramKeeper* programKeeper() const = 0;
    /// The problem pack on screen in place of the built-in problem (File > Open a problem), as a lesson keeps it.
    virtual PackKeeper* packKeeper() const = 0;
    /// Switches the language of every text at once, and remembers it.
    virtual void setLanguage(const QString& code) = 0;
    /// Projector mode: full screen, everything at least twice as large, high contrast.
    virtual void setPresentation(bool on) = 0;
    /// Gives a dialog the window's font and, on a projector, most of the screen.
    virtual void fitDialog(QDialog& dialog) const = 0;

    /// A File menu entry, put above Quit, whose key works with the menu bar hidden too.
    virtual QAction* addFileAction(const QKeySequence& key = {}) = 0;
    virtual void addFileMenu(QMenu* menu) = 0;
    virtual void addFileSeparator() = 0;

protected:
    ~WindowAreas() = default;
};

} // namespace sb::ui
