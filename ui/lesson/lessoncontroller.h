// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson/lesson.h"

#include <QList>
#include <QObject>
#include <QTimer>

#include <functional>

class QAction;
class QFrame;
class QMenu;
class QMimeData;

namespace sb::ui {

class CompareController;
class WindowAreas;
class Session;
class WrapLabel;

/// A sentence for the screen, worded when it is called: in the window's language of the moment.
using Words = std::function<QString()>;

/// The first lesson file among a drag's urls, or empty.
QString lessonIn(const QMimeData* mime);

/// Lessons: the File menu's open, open recent, save and save as, notes and bookmarks; the state
/// on screen written to a lesson and read back from one; the unsaved changes kept on disk; the
/// bookmarks walked with the Page keys on a projector; the banner above the board that says a
/// bookmark's sentence or what a lesson could not open; a lesson dropped on the window.
class LessonController : public QObject {
    Q_OBJECT
public:
    LessonController(WindowAreas* window, Session* session, CompareController* sideBySide);
    /// What saves the lesson and marks it: save, save as, the bookmarks and the notes.
    QList<QAction*> savingActions() const
    {
        return {m_save, m_saveAs, m_addBookmark, m_editBookmarks, m_editNotes, m_nextBookmark, m_previousBookmark};
    }

    /// The state on screen as a lesson: problem, method, input, step, languages, breakpoints,
    /// methods side by side, speed, and the lesson's notes and bookmarks.
    Lesson lesson() const;
    /// Writes the state on screen to a lesson file, atomically; false, with the reason in
    /// message(), when it cannot be written.
    bool save(const QString& path);
    /// Opens a lesson file as the state on screen. What cannot be opened (a method the problem
    /// lacks, an input with an error, a step past the end) is said in message() and the rest is
    /// opened; false, with nothing changed, when the file is not a lesson at all. What went
    /// wrong also shows above the board until it is closed.
    bool open(const QString& path);
    /// The lesson opened last asks for projector mode: a window opened before it is shown enters
    /// it only as it is shown.
    bool presenting() const { return m_presenting; }
    /// What the last open or save could not do, in the window's language; empty when all went well.
    QString message() const;
    /// The lesson files opened or saved last, newest first.
    QStringList recent() const;
    QString notes() const { return m_notes; }
    /// What the teacher wants to remember about the lesson (File > Lesson notes).
    void setNotes(const QString& notes);
    QList<Bookmark> bookmarks() const { return m_bookmarks; }
    /// A bookmark at the step on screen.
    void addBookmark(const QString& text);
    /// The lesson's bookmarks replaced by `list` (File > Edit bookmarks).
    void setBookmarks(const QList<Bookmark>& list);
    /// File > Edit bookmarks: a dialog to reword, delete, reorder or go to the bookmarks.
    void editBookmarks();
    /// To the next (+1) or previous (-1) bookmark, saying its sentence.
    void walkBookmarks(int direction);
    /// The sentence of the bookmark on screen; empty when the step is at none.
    QString bookmarkText() const;
    /// The bookmarks or notes changed since the lesson was opened or saved.
    bool modified() const { return m_modified; }
    /// Where the changes to a lesson are kept, while they are not saved, so that a crash or a
    /// kill loses none of them: written within a second of a change, notes typed included.
    static QString unsavedPath();
    /// At start: a lesson whose changes were never saved is opened again, as modified, with a
    /// sentence saying so. False when there is none.
    bool recoverUnsaved();
    /// Notice over the board at start: the settings had to be set aside.
    void showSettingsNotice(const QString& movedTo);

protected:
    /// A lesson dropped on the window, the code or the input opens (not into the text); the
    /// banner follows the window's font and language; the window's close keeps unsaved changes.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildActions();
    void buildBanner();
    void retranslate();
    static QString filter();
    // What cannot be opened goes to m_message, as the means to say it in whichever language is on
    // screen. A far step, and the panes side by side, are reached in slices, without blocking:
    // what they find is said once they get there.
    void apply(const Lesson& lesson);
    void applyRun(const Lesson& lesson);
    void applyCompare(const Lesson& lesson);
    /// The student's program of the lesson, recorded again and stepped where it stood (beside its
    /// methods when it was).
    void applyProgram(const Lesson& lesson);
    /// The lesson's problem pack opened where it stood, or why it cannot be.
    void applyPack(const Lesson& lesson);
    /// The step on screen: the problem pack's where one is open, else the method's; and going to one.
    quint64 stepOnScreen() const;
    /// The student's program stepped, into `l`'s program fields.
    void keepProgram(Lesson& l) const;
    void goToStep(quint64 step);
    /// Adds what could not be opened, found once a move was over, to the banner.
    void sayLater(const Words& words);
    /// Sets the lesson's breakpoints, each line once; those the method cannot stop on are said in one sentence.
    QList<Words> applyBreakpoints(QVector<int> lines);
    /// An unsaved lesson that cannot be read back is moved aside, and the window says where.
    void setAsideUnsaved(const QString& kept);
    /// Saves to `path`, or asks where when it is empty.
    void saveAndSay(QString path);
    void remember(const QString& path);
    void fillRecentMenu();
    void editNotes();
    void bookmarksChanged();
    void setModified(bool on);
    /// Writes (or, with nothing unsaved, removes) the copy at unsavedPath().
    void keepUnsaved();
    /// On a projector, in a lesson with bookmarks, Page Up and Page Down walk the bookmarks.
    void lendPageKeys();
    void walkTo(int bookmark);
    QString bookmarkSentence(int bookmark) const;
    /// Says the bookmark's sentence (`bookmark` >= 0) or what went wrong above everything, worded
    /// again when the language changes; no words, or empty ones, hide it.
    void showBanner(const Words& words, int bookmark);
    void keepBannerOnTop();

    WindowAreas* m_window;
    CompareController* m_sideBySide;
    Session* m_session;
    QString m_path;
    QString m_notes;
    QList<Bookmark> m_bookmarks;
    QJsonObject m_unknown;
    int m_bookmark = -1;       ///< the bookmark shown in the banner, -1 for none
    bool m_presenting = false; ///< the lesson opened last asks for projector mode
    bool m_modified = false;   ///< its bookmarks or notes changed since it was opened or saved
    QTimer m_keep;             ///< writes the unsaved changes within a second, not restarted by typing
    QString m_draftNotes;      ///< the notes as typed in their dialog, before OK
    bool m_drafting = false;   ///< the notes dialog is open
    QList<Words> m_message;    ///< what the last open or save could not do
    int m_applying = 0;        ///< counts the lessons applied: a later one outdates what an earlier still waits for
    /// The banner above the board: what it says, worded again when the language changes.
    struct Banner {
        Words words;
        QFrame* frame = nullptr;
        WrapLabel* text = nullptr;
    } m_banner;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QMenu* m_recent = nullptr;
    QAction* m_addBookmark = nullptr;
    QAction* m_editBookmarks = nullptr;
    QAction* m_editNotes = nullptr;
    QAction* m_nextBookmark = nullptr;
    QAction* m_previousBookmark = nullptr;
};

} // namespace sb::ui
