// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's bookmarks, walked with the Page keys on a projector; the banner above
// the board that says a bookmark's sentence or what a lesson could not open; a
// lesson dropped on the window.
#include "mainwindow.h"
#include "windowmodes.h"

#include "compare/compareview.h"
#include "lesson/bookmarksdialog.h"
#include "lesson/lessondesk.h"
#include "playerbar.h"
#include "session.h"
#include "theme.h"
#include "wraplabel.h"

#include "core/player.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QMimeData>
#include <QToolButton>
#include <QVBoxLayout>

namespace sb::ui {

QString lessonIn(const QMimeData* mime)
{
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1Char('.') + Lesson::suffix(), Qt::CaseInsensitive))
            return url.toLocalFile();
    return {};
}

LessonDesk::LessonDesk(MainWindow* window) : QObject(window), m_window(window) {}

bool LessonDesk::eventFilter(QObject* watched, QEvent* event)
{
    const auto type = event->type();
    if (watched == m_window) {
        // The window's font changed (projector mode, another language): the banner takes its size and colours.
        if (type == QEvent::FontChange && bannerWords && !banner->isHidden())
            m_window->showBanner(bannerWords, bookmark);
        return false;
    }
    if (type == QEvent::DragEnter || type == QEvent::DragMove || type == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        if (!lessonIn(drop->mimeData()).isEmpty()) {
            if (type == QEvent::Drop)
                m_window->openLesson(lessonIn(drop->mimeData()));
            drop->acceptProposedAction();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void MainWindow::buildLessonBanner()
{
    LessonDesk& d = *m_lesson;
    d.banner = new QFrame(centralWidget());
    d.banner->setFrameShape(QFrame::StyledPanel);
    d.banner->setObjectName(QStringLiteral("lessonBanner"));
    d.bannerText = new WrapLabel(d.banner);
    d.bannerText->setMargin(6);
    auto* close = new QToolButton(d.banner);
    close->setText(QStringLiteral("×"));
    close->setAutoRaise(true);
    close->setFocusPolicy(Qt::NoFocus);
    connect(close, &QToolButton::clicked, this, [this] { showBanner({}, -1); });
    auto* row = new QHBoxLayout(d.banner);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(d.bannerText, 1);
    row->addWidget(close, 0, Qt::AlignTop);
    d.banner->hide();
    keepBannerOnTop();
}

void MainWindow::keepBannerOnTop()
{
    auto* layout = static_cast<QVBoxLayout*>(centralWidget()->layout());
    if (layout->indexOf(m_lesson->banner) != 0) {
        layout->removeWidget(m_lesson->banner);
        layout->insertWidget(0, m_lesson->banner);
    }
}

void MainWindow::showBanner(const Words& words, int bookmark)
{
    LessonDesk& d = *m_lesson;
    const QString text = words ? words() : QString();
    d.bookmark = text.isEmpty() ? -1 : bookmark;
    d.bannerWords = text.isEmpty() ? Words() : words;
    d.bannerText->setText(text);
    QPalette p = d.bannerText->palette();
    const Theme& theme = m_modes->projector() ? Theme::highContrast() : Theme::normal();
    p.setColor(QPalette::WindowText, bookmark >= 0 ? palette().color(QPalette::WindowText) : theme.errorText);
    d.bannerText->setPalette(p);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * (m_modes->projector() ? 1.0 : 1.25));
    d.bannerText->setFont(f);
    d.banner->setVisible(!text.isEmpty());
}


QList<Bookmark> MainWindow::bookmarks() const
{
    return m_lesson->bookmarks;
}

void MainWindow::addBookmark(const QString& text)
{
    m_lesson->bookmarks.append({m_session->player() ? m_session->player()->position() : 0, text});
    setLessonModified(true);
    bookmarksChanged();
}

void MainWindow::setBookmarks(const QList<Bookmark>& list)
{
    if (list == m_lesson->bookmarks)
        return;
    m_lesson->bookmarks = list;
    setLessonModified(true);
    showBanner({}, -1); // the bookmark on screen may have gone, moved or been reworded
    bookmarksChanged();
}

void MainWindow::editBookmarks()
{
    BookmarksDialog dialog(m_lesson->bookmarks, this);
    fitDialog(dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    setBookmarks(dialog.bookmarks());
    if (dialog.chosen() >= 0 && dialog.chosen() < m_lesson->bookmarks.size())
        walkTo(dialog.chosen());
}

void MainWindow::bookmarksChanged()
{
    const bool any = !m_lesson->bookmarks.isEmpty();
    m_lesson->nextBookmark->setEnabled(any);
    m_lesson->previousBookmark->setEnabled(any);
    if (m_lesson->bookmark >= m_lesson->bookmarks.size())
        showBanner({}, -1);
    lendPageKeys();
}

void MainWindow::lendPageKeys()
{
    // A presenter's clicker sends Page Up and Page Down: on a projector, in a lesson with
    // bookmarks, they walk the bookmarks; the player's previous and next move keep their buttons.
    LessonDesk& d = *m_lesson;
    const bool lend = m_modes->projector() && !d.bookmarks.isEmpty() && !comparing();
    if (d.lentUp)
        d.lentUp->setShortcut(lend ? QKeySequence() : QKeySequence(Qt::Key_PageUp));
    if (d.lentDown)
        d.lentDown->setShortcut(lend ? QKeySequence() : QKeySequence(Qt::Key_PageDown));
    d.nextBookmark->setShortcuts(lend ? QList<QKeySequence>{Qt::Key_PageDown, Qt::CTRL | Qt::Key_PageDown}
                                      : QList<QKeySequence>{Qt::CTRL | Qt::Key_PageDown});
    d.previousBookmark->setShortcuts(lend ? QList<QKeySequence>{Qt::Key_PageUp, Qt::CTRL | Qt::Key_PageUp}
                                          : QList<QKeySequence>{Qt::CTRL | Qt::Key_PageUp});
}

void MainWindow::walkBookmarks(int direction)
{
    const QList<Bookmark>& marks = m_lesson->bookmarks;
    if (marks.isEmpty())
        return;
    int to = m_lesson->bookmark;
    if (to >= 0) {
        to = std::clamp<int>(to + direction, 0, static_cast<int>(marks.size()) - 1);
    } else {
        // Not at a bookmark: the first one ahead of the step on screen, or the last one behind it.
        const quint64 at = m_session->player() ? m_session->player()->position() : 0;
        to = direction > 0 ? static_cast<int>(marks.size()) - 1 : 0;
        for (int i = 0; i < marks.size(); ++i) {
            const int j = direction > 0 ? i : static_cast<int>(marks.size()) - 1 - i;
            if (direction > 0 ? marks[j].step > at : marks[j].step < at) {
                to = j;
                break;
            }
        }
    }
    walkTo(to);
}

void MainWindow::walkTo(int index)
{
    const Bookmark& mark = m_lesson->bookmarks[index];
    if (comparing()) {
        const QStringList methods = m_compare->methods();
        closeCompare();
        m_session->seek(mark.step);
        // The panes open at the bookmark's moment once the window stands there.
        afterMove([this, methods, index] {
            compare(methods);
            showBanner([this, index] { return bookmarkSentence(index); }, index);
        });
    } else if (!m_session->player() || m_session->player()->position() != mark.step) {
        m_session->seek(mark.step);
    }
    showBanner([this, index] { return bookmarkSentence(index); }, index);
}

QString MainWindow::bookmarkSentence(int index) const
{
    return tr("Bookmark %1 of %2: %3")
        .arg(index + 1)
        .arg(m_lesson->bookmarks.size())
        .arg(m_lesson->bookmarks[index].text);
}

QString MainWindow::bookmarkText() const
{
    return m_lesson->bookmark >= 0 ? m_lesson->bannerText->text() : QString();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!lessonIn(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = lessonIn(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    openLesson(path);
}


} // namespace sb::ui
