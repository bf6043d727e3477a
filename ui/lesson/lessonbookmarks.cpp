// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's bookmarks, walked with the Page keys on a projector; the banner above the board
// that says a bookmark's sentence or what a lesson could not open; a lesson dropped on the window.
#include "lessoncontroller.h"

#include "bookmarksdialog.h"
#include "widgets/inputpanel.h"
#include "widgets/windowareas.h"
#include "widgets/playactions.h"
#include "run/packkeeper.h"
#include "run/session.h"
#include "common/theme.h"
#include "common/windowmodes.h"
#include "widgets/wraplabel.h"
#include "compare/comparecontroller.h"
#include "compare/compareview.h"

#include "core/player.h"

#include <QAction>
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

bool LessonController::eventFilter(QObject* watched, QEvent* event)
{
    const auto type = event->type();
    if (watched == m_window->widget()) {
        // The window's font changed (projector mode, another language): the banner takes its size and colours.
        if (type == QEvent::FontChange && m_banner.words && !m_banner.frame->isHidden())
            showBanner(m_banner.words, m_bookmark);
        if (type == QEvent::LanguageChange)
            retranslate();
        if (type == QEvent::Close) {
            m_window->inputPanel()->reparseNow(); // keeps what was typed last
            keepUnsaved(); // and the lesson's changes not saved: they open again next time
        }
    }
    if (type == QEvent::DragEnter || type == QEvent::DragMove || type == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QString path = lessonIn(drop->mimeData());
        if (!path.isEmpty()) {
            drop->acceptProposedAction();
            if (type == QEvent::Drop)
                open(path);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void LessonController::buildBanner()
{
    m_banner.frame = new QFrame(m_window->centralArea());
    m_banner.frame->setFrameShape(QFrame::StyledPanel);
    m_banner.frame->setObjectName(QStringLiteral("lessonBanner"));
    m_banner.text = new WrapLabel(m_banner.frame);
    m_banner.text->setMargin(6);
    auto* close = new QToolButton(m_banner.frame);
    close->setText(QStringLiteral("×"));
    close->setAutoRaise(true);
    close->setFocusPolicy(Qt::NoFocus);
    connect(close, &QToolButton::clicked, this, [this] { showBanner({}, -1); });
    auto* row = new QHBoxLayout(m_banner.frame);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_banner.text, 1);
    row->addWidget(close, 0, Qt::AlignTop);
    m_banner.frame->hide();
    keepBannerOnTop();
}

void LessonController::keepBannerOnTop()
{
    // Over the whole window; on a projector with one method on screen, over the side panel only:
    // the board keeps its height while the banner shows.
    auto* window = static_cast<QVBoxLayout*>(m_window->centralArea()->layout());
    auto* side = static_cast<QVBoxLayout*>(m_window->sideArea()->parentWidget()->layout());
    const bool overSide = m_window->modes()->projector() && !m_window->modes()->sideBySide();
    QVBoxLayout* layout = overSide ? side : window;
    if (layout->indexOf(m_banner.frame) == 0)
        return;
    const bool shown = !m_banner.frame->isHidden();
    window->removeWidget(m_banner.frame);
    side->removeWidget(m_banner.frame);
    layout->insertWidget(0, m_banner.frame);
    m_banner.frame->setVisible(shown);
}

void LessonController::showBanner(const Words& words, int bookmark)
{
    const QString text = words ? words() : QString();
    m_bookmark = text.isEmpty() ? -1 : bookmark;
    m_banner.words = text.isEmpty() ? Words() : words;
    m_banner.text->setText(text);
    QPalette p = m_banner.text->palette();
    const Theme& theme = m_window->modes()->projector() ? Theme::highContrast() : Theme::normal();
    p.setColor(QPalette::WindowText, bookmark >= 0 ? m_window->widget()->palette().color(QPalette::WindowText) : theme.errorText);
    m_banner.text->setPalette(p);
    QFont f = m_window->widget()->font();
    f.setPointSizeF(f.pointSizeF() * (m_window->modes()->projector() ? 1.0 : 1.25));
    m_banner.text->setFont(f);
    m_banner.frame->setVisible(!text.isEmpty());
}

void LessonController::addBookmark(const QString& text)
{
    m_bookmarks.append({stepOnScreen(), text});
    setModified(true);
    bookmarksChanged();
}

void LessonController::setBookmarks(const QList<Bookmark>& list)
{
    if (list == m_bookmarks)
        return;
    m_bookmarks = list;
    setModified(true);
    showBanner({}, -1); // the bookmark on screen may have gone, moved or been reworded
    bookmarksChanged();
}

void LessonController::editBookmarks()
{
    BookmarksDialog dialog(m_bookmarks, m_window->widget());
    m_window->fitDialog(dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    setBookmarks(dialog.bookmarks());
    if (dialog.chosen() >= 0 && dialog.chosen() < m_bookmarks.size())
        walkTo(dialog.chosen());
}

void LessonController::bookmarksChanged()
{
    const bool any = !m_bookmarks.isEmpty();
    m_nextBookmark->setEnabled(any);
    m_previousBookmark->setEnabled(any);
    if (m_bookmark >= m_bookmarks.size())
        showBanner({}, -1);
    lendPageKeys();
}

void LessonController::lendPageKeys()
{
    // A presenter's clicker sends Page Up and Page Down: on a projector, in a lesson with
    // bookmarks, they walk the bookmarks; the player's previous and next move keep their buttons.
    const bool lend = m_window->modes()->projector() && !m_bookmarks.isEmpty() && !m_sideBySide->isOpen();
    PlayerActions* player = m_window->playerActions();
    player->action(PlayTarget::Move::PreviousMoment)->setShortcut(lend ? QKeySequence() : QKeySequence(Qt::Key_PageUp));
    player->action(PlayTarget::Move::NextMoment)->setShortcut(lend ? QKeySequence() : QKeySequence(Qt::Key_PageDown));
    m_nextBookmark->setShortcuts(lend ? QList<QKeySequence>{Qt::Key_PageDown, Qt::CTRL | Qt::Key_PageDown}
                                      : QList<QKeySequence>{Qt::CTRL | Qt::Key_PageDown});
    m_previousBookmark->setShortcuts(lend ? QList<QKeySequence>{Qt::Key_PageUp, Qt::CTRL | Qt::Key_PageUp}
                                          : QList<QKeySequence>{Qt::CTRL | Qt::Key_PageUp});
}

void LessonController::walkBookmarks(int direction)
{
    const QList<Bookmark>& marks = m_bookmarks;
    if (marks.isEmpty())
        return;
    int to = m_bookmark;
    if (to >= 0) {
        to = std::clamp<int>(to + direction, 0, static_cast<int>(marks.size()) - 1);
    } else {
        // Not at a bookmark: the first one ahead of the step on screen, or the last one behind it.
        const quint64 at = stepOnScreen();
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

void LessonController::walkTo(int index)
{
    const Bookmark& mark = m_bookmarks[index];
    if (m_sideBySide->isOpen()) {
        const QStringList methods = m_sideBySide->view()->methods();
        m_sideBySide->close();
        m_session->seek(mark.step);
        // The panes open at the bookmark's moment once the window stands there.
        m_session->whenIdle(this, [this, methods, index] {
            m_sideBySide->open(methods);
            showBanner([this, index] { return bookmarkSentence(index); }, index);
        });
    } else if (!m_session->player() || stepOnScreen() != mark.step) {
        goToStep(mark.step);
    }
    showBanner([this, index] { return bookmarkSentence(index); }, index);
}

QString LessonController::bookmarkSentence(int index) const
{
    return tr("Bookmark %1 of %2: %3")
        .arg(index + 1)
        .arg(m_bookmarks.size())
        .arg(m_bookmarks[index].text);
}

QString LessonController::bookmarkText() const
{
    return m_bookmark >= 0 ? m_banner.text->text() : QString();
}


} // namespace sb::ui
