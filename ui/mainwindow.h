// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QMap>
#include <QPalette>

#include <functional>

class QAbstractButton;
class QActionGroup;
class QComboBox;
class QLabel;
class QMenu;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QToolBar;

class QDialog;

namespace sb::ui {

class BoardView;
class CodeView;
class CompareView;
class InputPanel;
class LessonDesk;
struct Bookmark;
struct Lesson;
class MenuReach;
class MethodMenu;
class MethodPicker;
class PenOverlay;
class Predictor;
class PlayerActions;
class PlayerBar;
class StatementView;
class Session;
class WatchPanel;
class WindowModes;
class WhereItGoesWrongSearch;
struct WhereItGoesWrong;
class CallStackBar;

/// The StepBoard window: problem and method choosers, the board with its
/// narration and verdict, the code with its variables, the input, and the player.
/// It knows no problem by name: each one's board and words come from its ProblemUi.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Session* session() const { return m_session; }
    /// The board of the current problem.
    BoardView* board() const;
    CodeView* code() const { return m_code; }
    WatchPanel* watch() const { return m_watch; }
    CallStackBar* callStack() const { return m_callStack; }
    InputPanel* inputPanel() const { return m_input; }
    PlayerBar* playerBar() const { return m_player; }
    /// The player's keys, acting on the one method or on the side-by-side view.
    PlayerActions* playerActions() const { return m_playerActions; }
    MethodPicker* methodPicker() const { return m_picker; }
    QTabWidget* sidePanel() const { return m_side; }
    StatementView* statementView() const { return m_statement; }
    QString narration() const;
    QString verdict() const;
    QString methodTitle() const;
    /// The button of a correct method; nullptr for a wrong solution (they are in a list).
    QAbstractButton* methodButton(const QString& id) const;

    /// Switches the language of every text at once, and remembers it.
    void setLanguage(const QString& code);
    /// Projector mode: full screen, everything at least twice as large, high contrast.
    void setPresentation(bool on);
    bool presentation() const;
    /// The screen, the view and guess first, held in one place.
    WindowModes* modes() const { return m_modes; }
    /// Shows or hides the code, variables and input, so the board takes the whole width.
    void setSidePanelVisible(bool on);
    /// Opens an input file (`--input`). One with an error is shown in the Input tab with its
    /// line marked, as a lesson's is, while the board keeps the last correct input; false
    /// when the file cannot be read (the input panel says why).
    bool openInputFile(const QString& path);
    /// Writes the board alone (drawn afresh at `size`) or the whole window (as laid out, scaled
    /// to fit `size`) to a PNG, or to an SVG when `path` ends in .svg, whole or not at all
    /// (see OutputFile); false when it cannot, with the reason in `error`.
    bool exportPicture(const QString& path, bool wholeWindow, QSize size, QString* error = nullptr);
    /// Writes the statement of the problem, in the window's language, to a PDF, whole or not at all.
    bool exportStatementPdf(const QString& path, QString* error = nullptr);

    /// Opens the side-by-side view (View > Compare) on two or three methods of the problem
    /// on screen, on its input and at its moment; with none named, the method on screen and
    /// the reference. False, and nothing changes, when they are not methods of the problem.
    bool compare(const QStringList& methods = {});
    /// Runs the method on screen beside the one it is compared with, on a thread of its own, and
    /// opens both side by side at the first moment they differ, saying what each did; when they
    /// never differ the narration says so. whereItGoesWrongShown() tells which, once known.
    void showWhereItGoesWrong();
    /// The search of showWhereItGoesWrong(); nullptr before the first.
    WhereItGoesWrongSearch* whereItGoesWrongSearch() const { return m_whereSearch; }
    /// The teacher's pen (P), over the board and the code; nullptr until first taken up.
    PenOverlay* pen() const { return m_pen; }
    /// Guess first (Play menu, --predict): before each event the run stops and asks what happens.
    void setPredicting(bool on);
    Predictor* predictor() const { return m_predictor; }
    /// Back from the side-by-side view to the one method on screen before, at the moment the
    /// side-by-side view stood at (the step its pane of that method stood on).
    void closeCompare();
    /// Esc: closes what is on top, one thing a press: a long move under way (stopped where it
    /// stands), a guess-first question (guess first ends), the side-by-side view. It never
    /// leaves projector mode (F5 does): there it says so.
    void escape();
    bool comparing() const;
    /// The side-by-side view, once it has been opened; nullptr before.
    CompareView* compareView() const { return m_compare; }

    /// The state on screen as a lesson: problem, method, input, step, languages, breakpoints,
    /// methods side by side, speed, and the lesson's notes and bookmarks.
    Lesson lesson() const;
    /// Writes the state on screen to a lesson file, atomically; false, with the reason in
    /// lessonMessage(), when it cannot be written.
    bool saveLesson(const QString& path);
    /// Opens a lesson file as the state on screen. What cannot be opened (a method the problem
    /// lacks, an input with an error, a step past the end) is said in lessonMessage() and the
    /// rest is opened; false, with nothing changed, when the file is not a lesson at all.
    /// What went wrong also shows above the board until it is closed.
    bool openLesson(const QString& path);
    /// The lesson opened last asks for projector mode: a window opened before it is shown
    /// enters it only as it is shown.
    bool lessonPresenting() const;
    /// What the last open or save could not do, in the window's language; empty when all went well.
    QString lessonMessage() const;
    /// The lesson files opened or saved last, newest first.
    QStringList recentLessons() const;
    QString lessonNotes() const;
    /// What the teacher wants to remember about the lesson (File > Lesson notes).
    void setLessonNotes(const QString& notes);
    QList<Bookmark> bookmarks() const;
    /// A bookmark at the step on screen.
    void addBookmark(const QString& text);
    /// The lesson's bookmarks replaced by `list` (File > Edit bookmarks).
    void setBookmarks(const QList<Bookmark>& list);
    /// File > Edit bookmarks: a dialog to reword, delete, reorder or go to the bookmarks.
    void editBookmarks();
    /// The bookmarks or notes changed since the lesson was opened or saved.
    bool lessonModified() const;
    /// Where the changes to a lesson are kept, while they are not saved, so that a crash or a
    /// kill loses none of them: written within a second of a change, notes typed included.
    static QString unsavedLessonPath();
    /// At start: a lesson whose changes were never saved is opened again, as modified, with
    /// a sentence saying so. False when there is none.
    bool recoverUnsavedLesson();
    /// Projector-independent notice over the board at start: the settings had to be set aside.
    void showSettingsNotice(const QString& movedTo);
    /// To the next (+1) or previous (-1) bookmark, saying its sentence.
    void walkBookmarks(int direction);
    /// The sentence of the bookmark on screen; empty when the step is at none.
    QString bookmarkText() const;

signals:
    /// The answer of showWhereItGoesWrong(): the side-by-side view opened, or not (they never differ,
    /// or the search was stopped).
    void whereItGoesWrongShown(bool opened);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void showEvent(QShowEvent* event) override;

public:
    /// Shown the first time without a size given (resize()), the window takes the place it had on a
    /// screen of this size, or a fitting one (see placeWindow).
    void setVisible(bool visible) override;

private:
    /// Places the window in normal mode within the free area of its screen.
    void placeOnScreen();
    /// Back in normal mode, a window that does not fit the screen (grown while full screen, or
    /// moved to a smaller screen) is placed again.
    void keepOnScreen();

private:
    void buildLayout();
    void buildMenus();
    /// A File menu entry, put above Quit, whose key works with the menu bar hidden too.
    QAction* addFileAction(const QKeySequence& key = {});
    void buildExportMenu();
    void retranslateExportMenu();
    void askExportPicture();
    void askExportAnimation();
    void buildStatementMenu();
    void retranslateStatementMenu();
    void askPrintStatement();
    void askExportStatementPdf();
    void retranslate();
    void retranslateMenus();
    void updateNarration();
    void applyFonts();
    void showBoard();
    void splitEvenly();
    void showProblemName();
    void buildPen();
    void retranslatePen();
    void buildPredict();
    /// Gives a dialog the window's font and, on a projector, most of the screen.
    void fitDialog(QDialog& dialog) const;
    /// fitDialog() for a short form (the export dialogs): as large as it asks, its ticks as large as its text.
    void fitFormDialog(QDialog& dialog) const;
    void buildCompareActions();
    void retranslateCompare();
    /// Hands the keys to the side-by-side view, or back to the one method.
    void giveKeysToCompare(bool on);
    void openWhereItGoesWrong(const WhereItGoesWrong& where);
    /// Runs `then` once the move under way is over (at once when none is).
    void afterMove(const std::function<void()>& then);
    friend class LessonDesk;
    void buildLessonActions();
    void buildLessonBanner();
    void retranslateLesson();
    static QString lessonFilter();
    // What cannot be opened, as the means to say it in whichever language is on screen.
    QList<std::function<QString()>> applyLesson(const Lesson& lesson);
    QList<std::function<QString()>> applyRun(const Lesson& lesson);
    QList<std::function<QString()>> applyCompare(const Lesson& lesson);
    /// An unsaved lesson that cannot be read back is moved aside, and the window says where.
    void setAsideUnsavedLesson(const QString& kept);
    /// Sets the lesson's breakpoints, each line once; those the method cannot stop on are said in one sentence.
    QList<std::function<QString()>> applyBreakpoints(QVector<int> lines);
    static bool parses(const QString& problem, const QString& input);
    /// Saves to `path`, or asks where when it is empty.
    void saveLessonAndSay(QString path);
    void rememberLesson(const QString& path);
    void fillRecentMenu();
    void editLessonNotes();
    void bookmarksChanged();
    void setLessonModified(bool on);
    /// Writes (or, with nothing unsaved, removes) the copy at unsavedLessonPath().
    void keepUnsavedLesson();
    /// On a projector, in a lesson with bookmarks, Page Up and Page Down walk the bookmarks.
    void lendPageKeys();
    void walkTo(int bookmark);
    QString bookmarkSentence(int bookmark) const;
    /// Says the bookmark's sentence (`bookmark` >= 0) or what went wrong above everything, worded
    /// again when the language changes; no words, or empty ones, hide it.
    void showBanner(const std::function<QString()>& words, int bookmark);
    void keepBannerOnTop();

    Session* m_session;
    WindowModes* m_modes;
    QMap<QString, BoardView*> m_boardOf; ///< one board per problem, made when first shown
    QStackedWidget* m_boards;
    CodeView* m_code;
    WatchPanel* m_watch;
    CallStackBar* m_callStack;
    InputPanel* m_input;
    PlayerActions* m_playerActions;
    PlayerBar* m_player;
    MethodPicker* m_picker;
    QLabel* m_methodTitle;
    QLabel* m_narration;
    QLabel* m_verdict;
    QSplitter* m_split;
    QTabWidget* m_side;
    QSplitter* m_codeSplit;
    QToolBar* m_choosers;
    QLabel* m_problemLabel;
    QComboBox* m_problems;
    QMenu* m_fileMenu;
    QMenu* m_viewMenu;
    MethodMenu* m_methodMenu;
    QMenu* m_playMenu;
    QMenu* m_languageMenu;
    QMenu* m_helpMenu;
    QAction* m_keys;
    QActionGroup* m_languages;
    QAction* m_nextLanguage;
    MenuReach* m_menuReach;
    QAction* m_zoomIn;
    QAction* m_zoomOut;
    QAction* m_fit;
    QAction* m_follow;
    QAction* m_codeLanguage;
    QAction* m_sideToggle;
    QAction* m_charts;
    QAction* m_judge;
    QAction* m_whereWrong;
    QAction* m_penAction = nullptr;
    PenOverlay* m_pen = nullptr;
    QAction* m_predictAction = nullptr;
    Predictor* m_predictor = nullptr;
    QAction* m_present;
    QAction* m_escape; ///< Esc: closes what is on top (see escape())
    QAction* m_quit;
    QAction* m_exportPicture = nullptr;
    QAction* m_exportAnimation = nullptr;
    StatementView* m_statement = nullptr;
    QAction* m_printStatement = nullptr;
    QAction* m_exportStatement = nullptr;
    CompareView* m_compare = nullptr;
    WhereItGoesWrongSearch* m_whereSearch = nullptr;
    QAction* m_compareToggle;
    bool m_wasMaximized = false;
    bool m_placed = false; ///< placed on its screen, or sized by whoever made it
    bool m_splitDone = false; ///< the split is set once, when first shown; then it is the user's
    QPalette m_normalPalette;
    LessonDesk* m_lesson = nullptr; ///< a child of the window
};

} // namespace sb::ui
