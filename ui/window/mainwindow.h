// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/windowareas.h"

#include "run/programkeeper.h"

#include <QMainWindow>
#include <QPalette>
#include <QPointer>

class QAbstractButton;
class QDialog;
class QSplitter;

namespace sb::ui {

class BoardColumn;
class BoardView;
class PlayTarget;
class CallStackBar;
class CodeView;
class CompareController;
class CompareView;
class ExportController;
class InputPanel;
class LessonController;
class MainMenus;
class MethodPicker;
class PackController;
class PackCompareView;
class PackInputView;
class PenController;
class PenOverlay;
class PlayerActions;
class PlayerBar;
class PredictController;
class Predictor;
class ProblemBar;
class Session;
class SidePanel;
class StatementController;
class StatementView;
class WatchPanel;
class WindowModes;

/// The StepBoard window: problem and method choosers, the board with its narration and verdict,
/// the code with its variables, the input, and the player. It lays these out and moves between
/// its modes (WindowModes: screen, view, guess first); each feature is a controller of its own
/// that it is given to (lessons, the side-by-side view, export, the statement, the pen, guess
/// first). It knows no problem by name: each one's board and words come from its ProblemUi.
class MainWindow : public QMainWindow, public WindowAreas, public ProgramKeeper {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    QWidget* widget() override { return this; }
    QWidget* centralArea() const override { return centralWidget(); }
    QWidget* sideArea() const override;
    Session* session() const override { return m_session; }
    /// The screen, the view and guess first, held in one place.
    WindowModes* modes() const override { return m_modes; }
    /// The board of the current problem.
    BoardView* board() const override;
    CodeView* code() const override;
    WatchPanel* watch() const;
    CallStackBar* callStack() const;
    InputPanel* inputPanel() const override;
    SidePanel* sidePanel() const { return m_side; }
    PlayerBar* playerBar() const override { return m_player; }
    /// The player's keys, acting on the one method or on the side-by-side view.
    PlayerActions* playerActions() const override { return m_playerActions; }
    MethodPicker* methodPicker() const;
    QString narration() const;
    QString verdict() const;
    QString methodTitle() const;
    /// The button of a correct method; nullptr for a wrong solution (they are in a list).
    QAbstractButton* methodButton(const QString& id) const;

    /// The problem pack on screen, when one is open in place of a built-in problem.
    PackController* packs() const { return m_packs; }
    /// Opens the problem pack in `folder` in place of the problem on screen. False when it cannot be
    /// opened: the reasons go to `why`, or, without it, to a message box; what was on screen stays.
    bool openPack(const QString& folder, QString* why = nullptr);
    /// The pack's solutions side by side in place of its one (F7 while a pack is open): `choices` ("method-1",
    /// a mistake's id), or the solution on screen and the pack's reference. False when the pack does not
    /// have them, or has fewer than two.
    bool openPackCompare(QStringList choices = {});
    void closePackCompare();
    /// D while a pack is open: the solution on screen beside the reference, at the first move where they
    /// go different ways, once both are recorded, with a sentence that says how. While the student's
    /// program is stepped on it: the program goes to where it first goes another way than the pack's
    /// solution beside it (the reference, where none was), once that is recorded.
    void packWhereWrong();
    /// File > Import a problem: asks for a file of the problem (task.yaml, a test's input, an archive).
    void askImportProblem();
    /// Imports the problem `file` shows (a CMS task's task.yaml, a Themis test's input, or an archive of
    /// either) as a pack among the user's own, lists it with the problems and opens it. `said` gets, in the
    /// window's language, where it came from and went and what was left out (and why it cannot be opened,
    /// where it has no solution to step yet); or, with false, why nothing was imported.
    bool importProblem(const QString& file, QString* said);
    /// The pack's side-by-side view; null before it is first opened.
    PackCompareView* packCompare() const { return m_packCompare; }

    LessonController* lessons() const { return m_lessons; }
    CompareController* sideBySide() const { return m_compare; }
    ExportController* exports() const { return m_exports; }
    StatementController* statement() const { return m_statement; }
    /// The teacher's pen (P), over the board and the code; nullptr until first taken up.
    PenOverlay* pen() const;
    Predictor* predictor() const;
    /// Guess first (Play menu, --predict): before each event the run stops and asks what happens.
    void setPredicting(bool on);

    /// Switches the language of every text at once, and remembers it.
    void setLanguage(const QString& code) override;
    /// Projector mode: full screen, everything at least twice as large, high contrast.
    void setPresentation(bool on) override;
    bool presentation() const;
    /// F5: projector mode on or off; a window manager that took full screen away leaves projector
    /// mode half on, and F5 takes it back.
    void togglePresentation();
    /// Esc: closes what is on top, one thing a press: a long move under way (stopped where it
    /// stands), a where-it-goes-wrong search, a guess-first question (guess first ends), the
    /// side-by-side view. It never leaves projector mode (F5 does): there it says so.
    void escape();
    /// Shows or hides the code, variables and input, so the board takes the whole width.
    void setSidePanelVisible(bool on);
    /// Brings the Input tab to the front, the side panel shown.
    void showInput();
    /// Opens an input file (`--input`). One with an error is shown in the Input tab with its
    /// line marked, as a lesson's is, while the board keeps the last correct input; false
    /// when the file cannot be read (the input panel says why).
    bool openInputFile(const QString& path);

    /// The side-by-side view takes the centre in place of the one method, the board and the
    /// player's keys act on it, the choosers and the one method's keys rest; or back.
    void showSideBySide(CompareView* view, bool on) override;
    void stepOwnProgram(const QString& input, const QString& expected, const QString& testName) override;
    ProgramKeeper* programKeeper() const override;
    PackKeeper* packKeeper() const override;
    // The student's program as a lesson keeps it: My solution's, stepped again in its tab.
    std::optional<SteppedProgramState> steppedState() const override;
    void stepAgain(const SteppedProgramState& state, const std::function<void(bool)>& then) override;
    std::optional<ProgramLines> programLines() const override;
    std::shared_ptr<const program::RecordedBoards> steppedBoards() const override;
    bool besideShown() const override;
    void setBesideOn(bool on) override;
    /// Says `sentence` in the narration's place until the next step (what a feature could not do).
    void say(const QString& sentence) override;
    void say(const QString& sentence, const QVector<BoardMark>& marks) override;
    /// The narration of the step on screen again.
    void updateNarration() override;
    /// Gives a dialog the window's font and, on a projector, most of the screen.
    void fitDialog(QDialog& dialog) const override;
    /// A File menu entry, put above Quit, whose key works with the menu bar hidden too.
    QAction* addFileAction(const QKeySequence& key = {}) override;
    void addFileMenu(QMenu* menu) override;
    void addFileSeparator() override;

    /// Shown the first time without a size given (resize()), the window takes the place it had on a
    /// screen of this size, or a fitting one (see placeWindow).
    void setVisible(bool visible) override;

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildLayout();
    void applyFonts();
    /// The guess-first question in the narration's place while it waits, and its height.
    void fitQuestion();
    void splitEvenly();
    void giveTheCodeTheBoardsSpareWidth();
    std::string m_splitFor; ///< the problem the split was made for
    void showProblemName();
    void setUpPacks();
    void retranslatePacks();
    /// A pack's views in place of the problem's, or back.
    void showPack(bool open);
    /// The pack's words where the recording stands.
    void showPackStep();
    /// The same while the pack's solutions are side by side: true when they are.
    bool showPackCompareStep();
    /// F7 while the student's program is stepped on a pack: the pack's solution beside it, or not.
    void toggleBesideOwnOnPack();
    /// D then (packWhereWrong()).
    void ownWhereWrongOnPack();
    /// Places the window in normal mode within the free area of its screen.
    void placeOnScreen();
    /// Back in normal mode, a window that does not fit the screen (grown while full screen, or
    /// moved to a smaller screen) is placed again.
    void keepOnScreen();

    /// Where the window stands on its screen, apart from the modes.
    struct Place {
        bool wasMaximized = false; ///< before projector mode
        bool placed = false;       ///< placed on its screen, or sized by whoever made it
        bool splitDone = false;    ///< the split is set once, when first shown; then it is the user's
        QPalette normalPalette;
    };

    Session* m_session;
    WindowModes* m_modes;
    BoardColumn* m_column;
    SidePanel* m_side;
    QSplitter* m_split;
    PlayerActions* m_playerActions;
    PlayerBar* m_player;
    QPointer<PlayTarget> m_keysBeforeSideBySide; ///< what the player's keys drove before the side-by-side view
    ProblemBar* m_choosers;
    CompareController* m_compare;
    PenController* m_pen;
    PredictController* m_predict;
    MainMenus* m_menus;
    ExportController* m_exports;
    StatementController* m_statement;
    LessonController* m_lessons;
    PackController* m_packs = nullptr;
    PackInputView* m_packInput = nullptr;
    PackCompareView* m_packCompare = nullptr;
    bool m_sideBeforePackCompare = true; ///< the side panel was shown when the pack's panes opened
    QAction* m_openPack = nullptr;
    QAction* m_importPack = nullptr;
    QPointer<PlayTarget> m_keysBeforePack; ///< what the player's keys drove before the pack
    Place m_place;
};

} // namespace sb::ui
