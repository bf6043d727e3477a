// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson/lesson.h"

#include <QObject>
#include <QTimer>

#include <functional>

class QAction;
class QFrame;
class QMenu;
class QMimeData;

namespace sb::ui {

class MainWindow;
class WrapLabel;

/// A sentence for the screen, worded when it is called: in the window's language of the moment.
using Words = std::function<QString()>;

/// The first lesson file among a drag's urls, or empty.
QString lessonIn(const QMimeData* mime);

/// What the window keeps of the lesson open: its file, notes, bookmarks and the
/// fields it does not know; the banner that says the bookmark's sentence or what
/// could not be opened; and the lesson's actions.
class LessonDesk : public QObject {
public:
    explicit LessonDesk(MainWindow* window);

    QString path;
    QString notes;
    QList<Bookmark> bookmarks;
    QJsonObject unknown;
    int bookmark = -1;       ///< the bookmark shown in the banner, -1 for none
    bool presenting = false; ///< the lesson opened last asks for projector mode
    bool modified = false;   ///< its bookmarks or notes changed since it was opened or saved
    QTimer keep;             ///< writes the unsaved changes within a second, not restarted by typing
    QString draftNotes;      ///< the notes as typed in their dialog, before OK
    bool drafting = false;   ///< the notes dialog is open
    QList<Words> message;    ///< what the last open or save could not do
    Words bannerWords;       ///< what the banner says, worded again when the language changes
    QFrame* banner = nullptr;
    WrapLabel* bannerText = nullptr;
    QAction* open = nullptr;
    QAction* save = nullptr;
    QAction* saveAs = nullptr;
    QMenu* recent = nullptr;
    QAction* addBookmark = nullptr;
    QAction* editBookmarks = nullptr;
    QAction* editNotes = nullptr;
    QAction* nextBookmark = nullptr;
    QAction* previousBookmark = nullptr;
    QAction* lentUp = nullptr; ///< the player's actions whose Page keys the bookmarks borrow
    QAction* lentDown = nullptr;

protected:
    /// A lesson dropped on the code or the input goes to the window, not into the text; the
    /// banner follows the window's font.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    MainWindow* m_window;
};

} // namespace sb::ui
