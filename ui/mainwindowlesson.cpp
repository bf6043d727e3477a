// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons: File > Save lesson, Open lesson and Open recent, and the state on
// screen written to a lesson and read back from one.
#include "mainwindow.h"
#include "windowmodes.h"

#include "codeview.h"
#include "diverge/divergence.h"
#include "compare/comparebar.h"
#include "compare/comparepane.h"
#include "compare/compareview.h"
#include "compare/lockstep.h"
#include "filedialogs.h"
#include "inputpanel.h"
#include "language.h"
#include "lesson/lesson.h"
#include "lesson/lessondesk.h"
#include "lesson/lessonupgrade.h"
#include "motion.h"
#include "playactions.h"
#include "playerbar.h"
#include "problems/problemui.h"
#include "session.h"
#include "settingscheck.h"
#include "theme.h"
#include "wraplabel.h"

#include "core/inputerror.h"
#include "core/player.h"
#include "core/problem.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>
#include <Qsci/qsciscintilla.h>

namespace sb::ui {

namespace {

constexpr int kRecentLessons = 8;
const QString kRecentKey = QStringLiteral("lessons/recent");
/// The file of the lesson whose changes are kept at MainWindow::unsavedLessonPath().
const QString kUnsavedKey = QStringLiteral("lessons/unsaved");

/// The first `most` runs of consecutive lines of `lines` (sorted, each once), as first and last line.
QList<std::pair<int, int>> lineRuns(const QVector<int>& lines, qsizetype most)
{
    QList<std::pair<int, int>> runs;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!runs.isEmpty() && runs.back().second + 1 == lines[i])
            runs.back().second = lines[i];
        else if (runs.size() < most)
            runs.append({lines[i], lines[i]});
        else
            break;
    }
    return runs;
}

} // namespace

void MainWindow::buildLessonActions()
{
    m_lesson = new LessonDesk(this);
    LessonDesk& d = *m_lesson;
    const auto action = [this](QKeySequence key, auto slot) {
        QAction* a = addFileAction(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    d.open = action(QKeySequence::Open, [this] {
        const QString path = askOpenFileName(this, tr("Open lesson"), QString(), lessonFilter());
        if (!path.isEmpty())
            openLesson(path);
    });
    d.recent = new QMenu(this);
    m_fileMenu->insertMenu(m_quit, d.recent);
    connect(d.recent, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    d.save = action(QKeySequence::Save, [this] { saveLessonAndSay(m_lesson->path); });
    d.saveAs = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveLessonAndSay({}); });
    m_fileMenu->insertSeparator(m_quit);
    d.addBookmark = action(QKeySequence(Qt::CTRL | Qt::Key_B), [this] {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Add a bookmark"), tr("What to say at step %1:")
                                                   .arg(m_session->player() ? m_session->player()->position() : 0),
                                                   QLineEdit::Normal, QString(), &ok);
        if (ok)
            addBookmark(text);
    });
    d.editBookmarks = action(QKeySequence(), &MainWindow::editBookmarks);
    d.editNotes = action(QKeySequence(), &MainWindow::editLessonNotes);
    d.keep.setSingleShot(true);
    d.keep.setInterval(motion::kKeepInputMs);
    connect(&d.keep, &QTimer::timeout, this, &MainWindow::keepUnsavedLesson);
    d.nextBookmark = action(QKeySequence(Qt::CTRL | Qt::Key_PageDown), [this] { walkBookmarks(+1); });
    d.previousBookmark = action(QKeySequence(Qt::CTRL | Qt::Key_PageUp), [this] { walkBookmarks(-1); });
    m_fileMenu->insertSeparator(m_quit);
    d.lentUp = m_playerActions->action(PlayTarget::Move::PreviousMoment);
    d.lentDown = m_playerActions->action(PlayTarget::Move::NextMoment);
    // Page Up and Page Down walk the bookmarks on a projector with one method on screen.
    connect(m_modes, &WindowModes::changed, this, [this] {
        lendPageKeys();
        keepBannerOnTop();
    });
    connect(m_session, &Session::stepChanged, this, [this] {
        // The bookmark's sentence goes once the class moves on from its step.
        LessonDesk& d = *m_lesson;
        if (d.bookmark >= 0 && !m_session->isBusy() && !comparing() && m_session->player() &&
            m_session->player()->position() != d.bookmarks.value(d.bookmark).step)
            showBanner({}, -1);
    });
    buildLessonBanner();
    setAcceptDrops(true);
    for (QsciScintilla* editor : {m_code->editor(), m_input->editor()})
        editor->viewport()->installEventFilter(m_lesson);
    installEventFilter(m_lesson);
    bookmarksChanged();
}

void MainWindow::retranslateLesson()
{
    if (!m_lesson)
        return;
    LessonDesk& d = *m_lesson;
    d.open->setText(tr("&Open lesson…"));
    d.recent->setTitle(tr("Open &recent"));
    d.save->setText(tr("&Save lesson"));
    d.saveAs->setText(tr("Save lesson &as…"));
    d.addBookmark->setText(tr("Add a &bookmark at this step…"));
    d.editBookmarks->setText(tr("&Edit bookmarks…"));
    d.editNotes->setText(tr("Lesson &notes…"));
    d.nextBookmark->setText(tr("Next bookmark of the lesson"));
    d.previousBookmark->setText(tr("Previous bookmark of the lesson"));
    // The banner says its sentence again in the new language; a bookmark's own words stay as written.
    if (d.bannerWords && !d.banner->isHidden())
        showBanner(d.bannerWords, d.bookmark);
}

QString MainWindow::lessonFilter()
{
    return tr("StepBoard lessons (*.%1)").arg(Lesson::suffix());
}

Lesson MainWindow::lesson() const
{
    Lesson l;
    l.problem = m_session->problemId();
    l.method = m_session->methodId();
    l.input = m_input->text();
    l.step = m_session->player() ? m_session->player()->position() : 0;
    l.language = language::current();
    l.code = m_code->code() == CodeView::Code::Python ? QStringLiteral("python") : QStringLiteral("cpp");
    for (int line = 1; line <= m_code->editor()->lines(); ++line)
        if (m_code->hasBreakpointMarker(line))
            l.breakpoints << line;
    if (comparing()) {
        l.compare = m_compare->methods();
        l.compareMoment = m_compare->lockstep()->moment();
        for (const ComparePane* pane : m_compare->panes())
            l.compareSteps << (pane->session()->player() ? pane->session()->player()->position() : 0);
        l.compareSpeed = Lesson::speedNames().value(m_compare->bar()->speed());
        l.compareNote = !m_compare->note().isEmpty();
    }
    l.speed = Lesson::speedNames().value(m_player->speed());
    l.notes = m_lesson->notes;
    l.bookmarks = m_lesson->bookmarks;
    l.presenting = m_modes->projector();
    l.unknown = m_lesson->unknown;
    return l;
}

bool MainWindow::saveLesson(const QString& path)
{
    m_input->reparseNow(); // keeps what was typed last
    QString why;
    m_lesson->message.clear();
    if (!LessonFile::write(lesson(), path, &why).isEmpty()) {
        m_lesson->message << [path, why] { return LessonFile::cannotSave(path, why); };
        return false;
    }
    m_lesson->path = path;
    rememberLesson(path);
    setLessonModified(false);
    return true;
}

void MainWindow::saveLessonAndSay(QString path)
{
    if (path.isEmpty()) {
        path = askSaveFileName(this, tr("Save lesson"), m_lesson->path, lessonFilter());
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QLatin1Char('.') + Lesson::suffix();
    }
    if (!saveLesson(path))
        showBanner([this] { return lessonMessage(); }, -1);
}

bool MainWindow::openLesson(const QString& path)
{
    const LessonBytes bytes = LessonFile::readBytes(path);
    const LessonRead read = bytes.ok() ? LessonFile::parse(bytes.text) : LessonRead{};
    // What went wrong is kept as the means to say it again, so it follows a change of language.
    QList<Words> problems;
    if (!bytes.ok())
        problems << [path, bytes] { return LessonFile::cannotRead(path, bytes); };
    else if (!read.problems.isEmpty())
        problems << [text = bytes.text] { return LessonFile::parse(text).problems.join(QLatin1Char('\n')); };
    if (read.lesson) {
        problems << applyLesson(*read.lesson);
        m_lesson->path = path;
        rememberLesson(path);
        setLessonModified(false); // the changes kept for the lesson before are let go
    }
    m_lesson->message = problems;
    showBanner([this] { return lessonMessage(); }, -1);
    return read.lesson.has_value();
}

QString MainWindow::lessonMessage() const
{
    QStringList lines;
    for (const Words& words : std::as_const(m_lesson->message))
        lines << words();
    return lines.join(QLatin1Char('\n'));
}

QList<Words> MainWindow::applyLesson(const Lesson& given)
{
    const ProblemDesc* lessonProblem =
        given.problem.isEmpty() ? &m_session->problem() : findProblem(given.problem.toStdString());
    // Older step numbers are counted again on the input the run will have: the lesson's own, else the
    // one on screen when the lesson's problem is on screen, else the sample its problem opens on.
    QString input = given.input;
    if (input.isEmpty() && lessonProblem)
        input = lessonProblem == &m_session->problem()
                    ? m_session->inputText()
                    : Session::sampleText(QString::fromLatin1(lessonProblem->id.data(),
                                                              static_cast<qsizetype>(lessonProblem->id.size())));
    const Lesson l = lessonProblem ? upgradeLesson(given, *lessonProblem, input) : given;
    QList<Words> problems;
    m_session->pause();
    if (comparing())
        closeCompare();
    if (language::codes().contains(l.language))
        setLanguage(l.language);
    else if (!l.language.isEmpty())
        problems << [language = l.language] {
            return tr("The lesson's language \"%1\" is not one of %2: the window stays in %3.")
                .arg(LessonFile::quoted(language), language::codes().join(QStringLiteral(", ")),
                     language::nativeName(language::current()));
        };
    m_player->setSpeed(static_cast<int>(Lesson::speedNames().indexOf(l.speed)));
    m_code->setCode(l.code == QLatin1String("python") ? CodeView::Code::Python : CodeView::Code::Cpp);
    m_lesson->notes = l.notes;
    m_lesson->unknown = l.unknown;
    m_lesson->bookmarks = l.bookmarks;
    bookmarksChanged();
    if (!l.problem.isEmpty() && !findProblem(l.problem.toStdString())) {
        problems << [problem = l.problem] {
            return tr("The lesson's problem \"%1\" is not one of StepBoard's: the window keeps the problem it shows.")
                .arg(LessonFile::quoted(problem));
        };
    } else {
        problems << applyRun(l);
    }
    // A window not shown yet enters projector mode as it is shown (see lessonPresenting()).
    m_lesson->presenting = l.presenting;
    if (isVisible() && l.presenting != m_modes->projector())
        setPresentation(l.presenting);
    return problems;
}

QList<Words> MainWindow::applyRun(const Lesson& l)
{
    QList<Words> problems;
    const QString problem = l.problem.isEmpty() ? m_session->problemId() : l.problem;
    // An input with an error on the problem on screen leaves its run there, as a typing error does.
    if (problem != m_session->problemId() || parses(problem, l.input))
        m_session->setProblem(problem);
    if (!l.input.isEmpty()) {
        m_input->setText(l.input);
        m_input->reparseNow();
    }
    const ProblemUi& ui = problemUi(m_session->problem().id);
    const bool inputOk = !m_session->hasInputError();
    if (!inputOk)
        problems << [&ui, error = *m_session->inputError()] {
            return tr("The lesson's input has an error: %1. It is in the Input tab, to be put right; the board "
                      "shows the last correct input meanwhile.")
                .arg(ui.inputError(error));
        };
    const bool methodOk = l.method.isEmpty() || m_session->setMethod(l.method);
    if (!methodOk)
        problems << [&ui, method = l.method] {
            return tr("The lesson's method \"%1\" is not a method of %2: the window shows its reference method, "
                      "at the start.")
                .arg(LessonFile::quoted(method), ui.name());
        };
    if (methodOk && !l.breakpoints.isEmpty())
        problems << applyBreakpoints(l.breakpoints);
    if (inputOk && methodOk && l.step > 0) {
        m_session->seek(l.step);
        m_session->waitUntilIdle();
        const quint64 at = m_session->player() ? m_session->player()->position() : 0;
        if (at < l.step)
            problems << [step = l.step, at] {
                return tr("The lesson goes to step %1, but this run ends at step %2: it shows its last step.")
                    .arg(step)
                    .arg(at);
            };
    }
    if (!l.compare.isEmpty())
        problems << applyCompare(l);
    return problems;
}

QList<Words> MainWindow::applyBreakpoints(QVector<int> lines)
{
    std::sort(lines.begin(), lines.end());
    lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
    QVector<int> refused;
    for (const int line : std::as_const(lines))
        if (!m_code->toggleBreakpointAt(line))
            refused << line;
    if (refused.isEmpty())
        return {};
    if (refused.size() == 1)
        return {[line = refused.front()] {
            return tr("Line %1 of the code is not a line the method can stop on: that breakpoint is left out.")
                .arg(line);
        }};
    // One sentence however many: the count and the first runs of lines.
    constexpr qsizetype kRunsSaid = 3;
    const QList<std::pair<int, int>> runs = lineRuns(refused, kRunsSaid + 1);
    return {[count = refused.size(), runs = runs.mid(0, kRunsSaid), more = runs.size() > kRunsSaid] {
        QStringList said;
        for (const auto& [first, last] : runs)
            said << (first == last ? QString::number(first) : tr("%1 to %2").arg(first).arg(last));
        if (more)
            said << QStringLiteral("…");
        return tr("%1 breakpoints are on lines the method cannot stop on (lines %2): they are left out.")
            .arg(QLocale(language::current()).toString(count), said.join(QStringLiteral(", ")));
    }};
}

bool MainWindow::parses(const QString& problem, const QString& input)
{
    try {
        findProblem(problem.toStdString())->parse(input.toStdString());
    } catch (const InputError&) {
        return false;
    }
    return true;
}

bool MainWindow::lessonPresenting() const
{
    return m_lesson->presenting;
}

QList<Words> MainWindow::applyCompare(const Lesson& l)
{
    const auto methods = CompareView::parseMethods(l.compare.join(QLatin1Char(',')), m_session->problemId());
    m_session->waitUntilIdle();
    if (!methods || !compare(*methods))
        return {[list = LessonFile::quoted(l.compare.join(QStringLiteral(", ")))] {
            return tr("The methods to compare (%1) are not two or three different methods of this problem: one "
                      "method is shown.")
                .arg(list);
        }};
    if (l.compareNote && m_session->input()) {
        // The sentence of "where does it go wrong", found again, in the window's language.
        const auto where = DivergenceWords::find(m_session->problem(), m_session->input(), m_session->method());
        if (where && m_compare->methods() == QStringList{where->against, where->method})
            m_compare->setNote(where->text);
    }
    if (l.compareMoment >= 0 && l.compareMoment != m_compare->lockstep()->moment()) {
        m_compare->lockstep()->goToMoment(l.compareMoment);
        m_compare->lockstep()->waitUntilIdle();
    }
    // Each pane to its own step: one that waits at the moment's end, one still in it.
    const QList<ComparePane*> panes = m_compare->panes();
    if (l.compareSteps.size() == panes.size()) {
        for (qsizetype i = 0; i < panes.size(); ++i) {
            Session* pane = panes[i]->session();
            if (pane->player() && pane->player()->position() != l.compareSteps[i]) {
                pane->seek(l.compareSteps[i]);
                pane->waitUntilIdle();
            }
        }
    }
    if (Lesson::speedNames().contains(l.compareSpeed))
        m_compare->bar()->setSpeed(static_cast<int>(Lesson::speedNames().indexOf(l.compareSpeed)));
    return {};
}

QStringList MainWindow::recentLessons() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void MainWindow::rememberLesson(const QString& path)
{
    QStringList recent = recentLessons();
    const QString file = QFileInfo(path).absoluteFilePath();
    recent.removeAll(file);
    recent.prepend(file);
    QSettings().setValue(kRecentKey, recent.mid(0, kRecentLessons));
}

void MainWindow::fillRecentMenu()
{
    QMenu* menu = m_lesson->recent;
    menu->clear();
    for (const QString& file : recentLessons()) {
        QAction* a = menu->addAction(QFileInfo(file).fileName(), this, [this, file] {
            if (!QFileInfo::exists(file)) {
                QStringList recent = recentLessons();
                recent.removeAll(file);
                QSettings().setValue(kRecentKey, recent);
                showBanner([file] { return tr("The lesson %1 is no longer there: it is taken off the list.").arg(file); },
                           -1);
                return;
            }
            openLesson(file);
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

void MainWindow::editLessonNotes()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Lesson notes"));
    auto* text = new QPlainTextEdit(m_lesson->notes, &dialog);
    text->setObjectName(QStringLiteral("lessonNotes"));
    // What is typed is kept on disk as it is typed, before OK: a crash loses less than a second of it.
    m_lesson->draftNotes = m_lesson->notes;
    m_lesson->drafting = true;
    connect(text, &QPlainTextEdit::textChanged, this, [this, text] {
        m_lesson->draftNotes = text->toPlainText();
        if (!m_lesson->keep.isActive())
            m_lesson->keep.start();
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    fitDialog(dialog);
    const bool accepted = dialog.exec() == QDialog::Accepted;
    m_lesson->drafting = false;
    if (accepted)
        setLessonNotes(text->toPlainText());
    keepUnsavedLesson(); // Cancel: only the changes from before the dialog stay kept
}

void MainWindow::setLessonNotes(const QString& notes)
{
    if (notes != m_lesson->notes)
        setLessonModified(true);
    m_lesson->notes = notes;
}

bool MainWindow::lessonModified() const
{
    return m_lesson->modified;
}

void MainWindow::setLessonModified(bool on)
{
    m_lesson->modified = on;
    setWindowModified(on);
    if (!on)
        keepUnsavedLesson(); // saved, or let go: nothing to keep
    else if (!m_lesson->keep.isActive())
        m_lesson->keep.start();
}

QString MainWindow::unsavedLessonPath()
{
    // Beside the settings, like the kept inputs: a screenshot's scratch folder moves it with them.
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/unsaved.") + Lesson::suffix();
}

void MainWindow::keepUnsavedLesson()
{
    m_lesson->keep.stop();
    const QString kept = unsavedLessonPath();
    if (!m_lesson->modified && !m_lesson->drafting) {
        QFile::remove(kept);
        QSettings().remove(kUnsavedKey);
        return;
    }
    Lesson l = lesson();
    if (m_lesson->drafting)
        l.notes = m_lesson->draftNotes;
    QDir().mkpath(QFileInfo(kept).path());
    if (LessonFile::write(l, kept).isEmpty())
        QSettings().setValue(kUnsavedKey, m_lesson->path);
}

bool MainWindow::recoverUnsavedLesson()
{
    const QString kept = unsavedLessonPath();
    const QFileInfo there(kept);
    if (!there.exists() && !there.isSymLink())
        return false;
    const LessonRead read = LessonFile::read(kept);
    if (!read.lesson) {
        setAsideUnsavedLesson(kept);
        return false;
    }
    const QList<Words> problems = applyLesson(*read.lesson);
    const QString path = QSettings().value(kUnsavedKey).toString();
    m_lesson->path = path;
    setLessonModified(true);
    m_lesson->message = problems;
    m_lesson->message.prepend([path] {
        return path.isEmpty()
                   ? tr("A lesson whose changes were never saved is back as it was left. Save it with Ctrl+S.")
                   : tr("The changes to %1 that were never saved are back. Save them with Ctrl+S.")
                         .arg(QDir::toNativeSeparators(path));
    });
    showBanner([this] { return lessonMessage(); }, -1);
    return true;
}

void MainWindow::setAsideUnsavedLesson(const QString& kept)
{
    // Read as any lesson is, bounded; one that cannot be read back is moved aside, not tried again at every start.
    const QString movedTo = setAsideUnreadable(kept);
    QSettings().remove(kUnsavedKey);
    m_lesson->message = {[movedTo] {
        return movedTo.isEmpty()
                   ? tr("The changes to a lesson that were never saved could not be read back, nor moved aside: "
                        "they were removed.")
                   : tr("The changes to a lesson that were never saved could not be read back; the file was moved "
                        "to %1.")
                         .arg(QDir::toNativeSeparators(movedTo));
    }};
    showBanner([this] { return lessonMessage(); }, -1);
}

void MainWindow::showSettingsNotice(const QString& movedTo)
{
    m_lesson->message = {[movedTo] { return unreadableSettingsMessage(movedTo); }};
    showBanner([this] { return lessonMessage(); }, -1);
}

QString MainWindow::lessonNotes() const
{
    return m_lesson->notes;
}

} // namespace sb::ui
