// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons: File > Save lesson, Open lesson and Open recent, the notes, and the changes not
// saved kept on disk.
#include "lessoncontroller.h"

#include "widgets/codeview.h"
#include "common/filedialogs.h"
#include "widgets/inputpanel.h"
#include "widgets/windowareas.h"
#include "run/motion.h"
#include "run/packkeeper.h"
#include "run/programkeeper.h"
#include "run/session.h"
#include "common/settingscheck.h"
#include "common/windowmodes.h"
#include "compare/comparecontroller.h"

#include "core/player.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSettings>
#include <QVBoxLayout>
#include <Qsci/qsciscintilla.h>

namespace sb::ui {

namespace {

constexpr int kRecentLessons = 8;
const QString kRecentKey = QStringLiteral("lessons/recent");
/// The file of the lesson whose changes are kept at LessonController::unsavedPath().
const QString kUnsavedKey = QStringLiteral("lessons/unsaved");

} // namespace

LessonController::LessonController(WindowAreas* window, Session* session, CompareController* sideBySide)
    : QObject(window->widget()), m_window(window), m_sideBySide(sideBySide), m_session(session)
{
    buildActions();
    retranslate();
}

void LessonController::buildActions()
{
    const auto action = [this](QKeySequence key, auto slot) {
        QAction* a = m_window->addFileAction(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_open = action(QKeySequence::Open, [this] {
        const QString path = askOpenFileName(m_window->widget(), tr("Open lesson"), QString(), openFilters({filter()}));
        if (!path.isEmpty())
            open(path);
    });
    m_recent = new QMenu(m_window->widget());
    m_window->addFileMenu(m_recent);
    connect(m_recent, &QMenu::aboutToShow, this, &LessonController::fillRecentMenu);
    m_save = action(QKeySequence::Save, [this] { saveAndSay(m_path); });
    m_saveAs = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveAndSay({}); });
    m_window->addFileSeparator();
    m_addBookmark = action(QKeySequence(Qt::CTRL | Qt::Key_B), [this] {
        bool ok = false;
        const QString text = QInputDialog::getText(m_window->widget(), tr("Add a bookmark"), tr("What to say at step %1:")
                                                   .arg(stepOnScreen()),
                                                   QLineEdit::Normal, QString(), &ok);
        if (ok)
            addBookmark(text);
    });
    m_editBookmarks = action(QKeySequence(), &LessonController::editBookmarks);
    m_editNotes = action(QKeySequence(), &LessonController::editNotes);
    m_keep.setSingleShot(true);
    m_keep.setInterval(motion::kKeepInputMs);
    connect(&m_keep, &QTimer::timeout, this, &LessonController::keepUnsaved);
    m_nextBookmark = action(QKeySequence(Qt::CTRL | Qt::Key_PageDown), [this] { walkBookmarks(+1); });
    m_previousBookmark = action(QKeySequence(Qt::CTRL | Qt::Key_PageUp), [this] { walkBookmarks(-1); });
    m_window->addFileSeparator();
    // Page Up and Page Down walk the bookmarks on a projector with one method on screen.
    connect(m_window->modes(), &WindowModes::changed, this, [this] {
        lendPageKeys();
        keepBannerOnTop();
    });
    connect(m_session, &Session::stepChanged, this, [this] {
        // The bookmark's sentence goes once the class moves on from its step.
        if (m_bookmark >= 0 && !m_session->isBusy() && !m_sideBySide->isOpen() && m_session->player() &&
            m_session->player()->position() != m_bookmarks.value(m_bookmark).step)
            showBanner({}, -1);
    });
    // The same in a problem pack's run.
    m_window->packKeeper()->whenPackStepChanged(this, [this] {
        if (m_bookmark >= 0 && stepOnScreen() != m_bookmarks.value(m_bookmark).step)
            showBanner({}, -1);
    });
    // The banner reads the input's error again as it changes: put right, its sentence goes.
    connect(m_session, &Session::inputErrorChanged, this, [this] {
        if (m_bookmark < 0 && m_banner.words && !m_banner.frame->isHidden())
            showBanner(m_banner.words, -1);
    });
    buildBanner();
    m_window->widget()->setAcceptDrops(true);
    for (QsciScintilla* editor : {m_window->code()->editor(), m_window->inputPanel()->editor()})
        editor->viewport()->installEventFilter(this);
    m_window->widget()->installEventFilter(this);
    bookmarksChanged();
}

void LessonController::retranslate()
{
    m_open->setText(tr("&Open lesson…"));
    m_recent->setTitle(tr("Open &recent"));
    m_save->setText(tr("&Save lesson"));
    m_saveAs->setText(tr("Save lesson &as…"));
    m_addBookmark->setText(tr("Add a &bookmark at this step…"));
    m_editBookmarks->setText(tr("&Edit bookmarks…"));
    m_editNotes->setText(tr("Lesson &notes…"));
    m_nextBookmark->setText(tr("Next bookmark of the lesson"));
    m_previousBookmark->setText(tr("Previous bookmark of the lesson"));
    // The banner says its sentence again in the new language; a bookmark's own words stay as written.
    if (m_banner.words && !m_banner.frame->isHidden())
        showBanner(m_banner.words, m_bookmark);
}

QString LessonController::filter()
{
    return fileFilter(tr("StepBoard lessons"), {QStringLiteral("*.") + Lesson::suffix()});
}

bool LessonController::save(const QString& path)
{
    m_window->inputPanel()->reparseNow(); // keeps what was typed last
    QString why;
    m_message.clear();
    if (!LessonFile::write(lesson(), path, &why).isEmpty()) {
        m_message << [path, why] { return LessonFile::cannotSave(path, why); };
        return false;
    }
    m_path = path;
    remember(path);
    setModified(false);
    return true;
}

void LessonController::saveAndSay(QString path)
{
    if (path.isEmpty()) {
        path = askSaveFileName(m_window->widget(), tr("Save lesson"), m_path, filter());
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QLatin1Char('.') + Lesson::suffix();
    }
    if (!save(path))
        showBanner([this] { return message(); }, -1);
}

namespace {

/// Where the pack a lesson at `lessonPath` names is: the folder it names (a relative one from the
/// lesson's own), else a folder of that name beside the lesson (the two copied elsewhere together).
QString packFolder(const QString& named, const QString& lessonPath)
{
    if (named.isEmpty())
        return named;
    const QDir lessonDir = QFileInfo(lessonPath).absoluteDir();
    const QString given = QDir::cleanPath(lessonDir.absoluteFilePath(named));
    if (QFileInfo(given).isDir())
        return given;
    const QString beside = lessonDir.absoluteFilePath(QFileInfo(QDir::cleanPath(named)).fileName());
    return QFileInfo(beside).isDir() ? beside : given;
}

} // namespace

bool LessonController::open(const QString& path)
{
    const LessonBytes bytes = LessonFile::readBytes(path);
    const LessonRead read = bytes.ok() ? LessonFile::parse(bytes.text) : LessonRead{};
    // What went wrong is kept as the means to say it again, so it follows a change of language.
    m_message.clear();
    if (!bytes.ok())
        m_message << [path, bytes] { return LessonFile::cannotRead(path, bytes); };
    else if (!read.problems.isEmpty())
        m_message << [text = bytes.text] { return LessonFile::parse(text).problems.join(QLatin1Char('\n')); };
    if (read.lesson) {
        Lesson lesson = *read.lesson;
        lesson.pack = packFolder(lesson.pack, path);
        apply(lesson);
        m_path = path;
        remember(path);
        setModified(false); // the changes kept for the lesson before are let go
    }
    showBanner([this] { return message(); }, -1);
    return read.lesson.has_value();
}

QString LessonController::message() const
{
    QStringList lines;
    for (const Words& words : std::as_const(m_message))
        if (const QString line = words(); !line.isEmpty())
            lines << line;
    return lines.join(QLatin1Char('\n'));
}

QStringList LessonController::recent() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void LessonController::remember(const QString& path)
{
    QStringList files = recent();
    const QString file = QFileInfo(path).absoluteFilePath();
    files.removeAll(file);
    files.prepend(file);
    QSettings().setValue(kRecentKey, files.mid(0, kRecentLessons));
}

void LessonController::fillRecentMenu()
{
    QMenu* menu = m_recent;
    menu->clear();
    for (const QString& file : recent()) {
        QAction* a = menu->addAction(QFileInfo(file).fileName(), this, [this, file] {
            if (!QFileInfo::exists(file)) {
                QStringList files = recent();
                files.removeAll(file);
                QSettings().setValue(kRecentKey, files);
                showBanner([file] { return tr("The lesson %1 is no longer there: it is taken off the list.").arg(file); },
                           -1);
                return;
            }
            open(file);
        });
        a->setToolTip(file);
    }
    if (menu->isEmpty()) {
        menu->addAction(tr("No lessons yet"))->setEnabled(false);
        return;
    }
    menu->addSeparator();
    menu->addAction(tr("Clear the list"), this, [] { QSettings().remove(kRecentKey); });
}

void LessonController::editNotes()
{
    QDialog dialog(m_window->widget());
    dialog.setWindowTitle(tr("Lesson notes"));
    auto* text = new QPlainTextEdit(m_notes, &dialog);
    text->setObjectName(QStringLiteral("lessonNotes"));
    // What is typed is kept on disk as it is typed, before OK: a crash loses less than a second of it.
    m_draftNotes = m_notes;
    m_drafting = true;
    connect(text, &QPlainTextEdit::textChanged, this, [this, text] {
        m_draftNotes = text->toPlainText();
        if (!m_keep.isActive())
            m_keep.start();
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    m_window->fitDialog(dialog);
    const bool accepted = dialog.exec() == QDialog::Accepted;
    m_drafting = false;
    if (accepted)
        setNotes(text->toPlainText());
    keepUnsaved(); // Cancel: only the changes from before the dialog stay kept
}

void LessonController::setNotes(const QString& notes)
{
    if (notes != m_notes)
        setModified(true);
    m_notes = notes;
}

void LessonController::setModified(bool on)
{
    m_modified = on;
    m_window->widget()->setWindowModified(on);
    if (!on)
        keepUnsaved(); // saved, or let go: nothing to keep
    else if (!m_keep.isActive())
        m_keep.start();
}

QString LessonController::unsavedPath()
{
    // Beside the settings, like the kept inputs: a screenshot's scratch folder moves it with them.
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/unsaved.") + Lesson::suffix();
}

void LessonController::keepUnsaved()
{
    m_keep.stop();
    const QString kept = unsavedPath();
    if (!m_modified && !m_drafting) {
        QFile::remove(kept);
        QSettings().remove(kUnsavedKey);
        return;
    }
    Lesson l = lesson();
    if (m_drafting)
        l.notes = m_draftNotes;
    QDir().mkpath(QFileInfo(kept).path());
    if (LessonFile::write(l, kept).isEmpty())
        QSettings().setValue(kUnsavedKey, m_path);
}

bool LessonController::recoverUnsaved()
{
    const QString kept = unsavedPath();
    const QFileInfo there(kept);
    if (!there.exists() && !there.isSymLink())
        return false;
    const LessonRead read = LessonFile::read(kept);
    if (!read.lesson) {
        setAsideUnsaved(kept);
        return false;
    }
    const QString path = QSettings().value(kUnsavedKey).toString();
    m_message = {[path] {
        return path.isEmpty()
                   ? tr("A lesson whose changes were never saved is back as it was left. Save it with Ctrl+S.")
                   : tr("The changes to %1 that were never saved are back. Save them with Ctrl+S.")
                         .arg(QDir::toNativeSeparators(path));
    }};
    apply(*read.lesson);
    m_path = path;
    setModified(true);
    showBanner([this] { return message(); }, -1);
    return true;
}

void LessonController::setAsideUnsaved(const QString& kept)
{
    // Read as any lesson is, bounded; one that cannot be read back is moved aside, not tried again at every start.
    const QString movedTo = setAsideUnreadable(kept);
    QSettings().remove(kUnsavedKey);
    m_message = {[movedTo] {
        return movedTo.isEmpty()
                   ? tr("The changes to a lesson that were never saved could not be read back, nor moved aside: "
                        "they were removed.")
                   : tr("The changes to a lesson that were never saved could not be read back; the file was moved "
                        "to %1.")
                         .arg(QDir::toNativeSeparators(movedTo));
    }};
    showBanner([this] { return message(); }, -1);
}

void LessonController::showSettingsNotice(const QString& movedTo)
{
    m_message = {[movedTo] { return unreadableSettingsMessage(movedTo); }};
    showBanner([this] { return message(); }, -1);
}

void LessonController::keepProgram(Lesson& l) const
{
    if (const auto program = m_window->programKeeper()->steppedState()) {
        l.program = program->text;
        l.programLanguage = program->python ? QStringLiteral("python") : QStringLiteral("cpp");
        l.programInput = program->input == l.input ? QString() : program->input;
        l.programBoard = program->board;
        l.programStep = program->step;
        l.programBreakpoints = program->breakpoints;
    }
}

} // namespace sb::ui
