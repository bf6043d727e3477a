// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/solutioncontroller.h"

#include "common/language.h"
#include "own/besidereference.h"
#include "own/mytests.h"
#include "own/ownsource.h"
#include "own/programfiles.h"
#include "own/runresults.h"
#include "own/solutionjobs.h"
#include "run/packkeeper.h"
#include "own/solutionwork.h"
#include "own/stepper.h"
#include "run/recordedrun.h"
#include "run/session.h"

#include "core/problem.h"

#include <QToolButton>
#include <QEventLoop>
#include <QAction>
#include <QKeyEvent>
#include <QLocale>

namespace sb::ui {

SolutionController::SolutionController(Session* session, QWidget* view, SolutionEditor* editor, RunResults* results,
                                       ProgramStepper* stepper)
    : QObject(view), m_session(session), m_view(view), m_editor(editor), m_results(results), m_stepper(stepper),
      m_jobs(new SolutionJobs(this)), m_open(new QAction(this)), m_save(new QAction(this)), m_start(new QAction(this)),
      m_runKey(new QAction(this)), m_breakpointKey(new QAction(this)), m_stepHere(new QAction(this)),
      m_firstFailure(new QAction(this))
{
    connect(m_open, &QAction::triggered, this, &SolutionController::askOpen);
    connect(m_save, &QAction::triggered, this, &SolutionController::askSave);
    connect(m_start, &QAction::triggered, m_editor, &SolutionEditor::startText);
    connect(m_stepHere, &QAction::triggered, this, &SolutionController::stepThrough);
    connect(m_firstFailure, &QAction::triggered, this, &SolutionController::stepFirstFailure);
    // The panel's keys are its own actions: they work while it is on screen, and the window's
    // list of keys (F1) reads them from there.
    m_runKey->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    connect(m_runKey, &QAction::triggered, this, &SolutionController::run);
    m_breakpointKey->setShortcut(Qt::Key_F9);
    m_breakpointKey->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_breakpointKey, &QAction::triggered, this, &SolutionController::toggleBreakpointHere);
    m_view->addActions({m_runKey, m_breakpointKey});
    // The editor takes every key it is given before a shortcut sees it: Ctrl+Enter there is its own.
    m_editor->installEventFilter(this);
    connect(m_editor, &QsciScintilla::marginClicked, this,
            [this](int, int line, Qt::KeyboardModifiers) { toggleBreakpoint(line + 1); });
    connect(m_jobs, &SolutionJobs::runFinished, this, [this] {
        showRun(m_jobs->runResult());
        emit stateChanged();
        emit runFinished();
    });
    connect(m_jobs, &SolutionJobs::recordingFinished, this, [this] {
        showSteps(m_jobs->recordResult());
        emit stateChanged();
        emit recordingFinished();
    });
    connect(m_jobs, &SolutionJobs::searchFinished, this, [this] {
        emit stateChanged();
        showFirstFailure(m_jobs->searchResult());
    });
    connect(m_jobs, &SolutionJobs::progress, this, &SolutionController::showProgress);
    connectStepper();
    connect(session, &Session::runChanged, this, [this] {
        if (programKey() != m_editor->problem()) {
            cancelRecording();
            forgetSteps(); // another problem's program
            m_editor->load(programKey());
        }
    });
    m_editor->load(programKey());
    retranslate();
}

SolutionController::~SolutionController() = default;

void SolutionController::connectStepper()
{
    connect(m_stepper, &ProgramStepper::lineChanged, m_editor, &SolutionEditor::markLine);
    connect(m_stepper, &ProgramStepper::programBoardChanged, this, [this](const QString& caption) {
        if (m_stepping)
            emit programBoardChanged(m_stepper->recordedRun(), caption);
    });
    connect(m_stepper, &ProgramStepper::boardChoiceAsked, this, &SolutionController::chooseBoard);
    connect(m_stepper, &ProgramStepper::besideToggled, this, &SolutionController::showBeside);
    connect(m_stepper, &ProgramStepper::unitsChanged, this, [this](quint64 units) {
        if (m_beside && m_stepping)
            m_beside->follow(units, m_stepper->answered());
    });
    // A pack's reference follows the program line by line, by the pack's units.
    connect(m_stepper, &ProgramStepper::lineChanged, this, [this] {
        if (m_stepping && m_stepper->besideButton()->isChecked() && m_packs && m_packs->packPlace())
            m_packs->ownBeside(m_stepTrace, m_stepper->inputText(), m_stepper->step(), m_editor->python());
    });
    connect(m_stepper, &ProgramStepper::breakpointsChanged, this,
            [this] { m_editor->setBreakpointLines(QList<int>(m_stepper->breakpoints().begin(), m_stepper->breakpoints().end())); });
}

QString SolutionController::programKey() const
{
    const std::optional<PackPlace> pack = m_packs ? m_packs->packPlace() : std::nullopt;
    return pack ? MyTests::packKey(pack->folder) : m_session->problemId();
}

void SolutionController::followPack()
{
    if (programKey() != m_editor->problem()) {
        cancelRecording();
        forgetSteps();
        m_editor->load(programKey());
    }
    // The bank searched is the built-in problem's: a pack's tests are judged with J. Its reference stands
    // beside the program stepped on its input.
    const bool pack = m_packs && m_packs->packPlace();
    m_firstFailure->setEnabled(!pack);
    m_stepper->offerBeside(pack);
}

OwnSource SolutionController::judgedSource(const QList<QPair<QString, QString>>& tests) const
{
    const bool python = m_editor->python();
    return {python ? QStringLiteral("Python") : QStringLiteral("C++"), m_editor->text(), python, tests};
}

bool SolutionController::written() const
{
    return m_editor->text() != m_editor->startingText();
}

bool SolutionController::running() const
{
    return m_jobs->running();
}

bool SolutionController::recording() const
{
    return m_jobs->recording();
}

void SolutionController::waitForRecording()
{
    if (!recording())
        return;
    QEventLoop loop;
    connect(this, &SolutionController::recordingFinished, &loop, &QEventLoop::quit);
    loop.exec();
}

bool SolutionController::searchingFailure() const
{
    return m_jobs->searching();
}

void SolutionController::setLanguage(SolutionEditor::Language language)
{
    if (language == m_editor->language())
        return;
    forgetSteps(); // the program in the other language is another program
    m_editor->setLanguage(language);
}

void SolutionController::run()
{
    if (running())
        return;
    // The run's result in sight, not the steps of the recording before.
    stopStepping();
    emit resultsWanted();
    m_editor->keepNow();
    m_editor->clearMarks();
    emit message({});
    const bool python = m_editor->python();
    m_results->startRun(python ? tr("Checking and running…") : tr("Compiling and running…"));
    SolutionJobs::RunInput in;
    if (const std::optional<PackRunTarget> pack = m_packs ? m_packs->packRunTarget() : std::nullopt) {
        // A problem pack's input on screen, its limits, and its answer found by the worker.
        in.input = pack->input.toStdString();
        in.findAnswer = pack->answer;
        in.limits = pack->limits;
    } else {
        in.input = m_session->inputText().toStdString();
        if (!m_session->hasInputError() && m_session->referenceKnown())
            in.answer = m_session->referenceOutput().toStdString();
        in.parsed = m_session->hasInputError() ? nullptr : m_session->input();
        in.problem = &m_session->problem();
    }
    m_jobs->run(m_editor->text().toStdString(), python, in);
    emit stateChanged();
}

void SolutionController::showRun(const SolutionRun& r)
{
    if (&r != m_last.get()) // retranslate() shows the last run again from where it is kept
        m_last = std::make_unique<SolutionRun>(r);
    m_editor->clearMarks();
    if (!r.sandboxWhy.isEmpty()) {
        m_results->showNoSandbox(r.sandboxWhy);
        emit sandboxMissing();
    } else if (!r.built) {
        m_results->showCompileError(r);
        m_editor->markErrors(r.diagnostics);
    } else {
        m_results->showRun(r);
    }
}

void SolutionController::beginBackgroundWork()
{
    stopStepping();
    m_editor->keepNow();
    m_editor->clearMarks();
    emit message({});
}

void SolutionController::stepThrough()
{
    if (recording() || running())
        return;
    if (const std::optional<PackRunTarget> pack = m_packs ? m_packs->packRunTarget() : std::nullopt)
        recordOn(pack->input, nullptr); // no problem of StepBoard's reads its board: the pack draws it
    else
        recordOn(m_session->inputText(), m_session->hasInputError() ? nullptr : m_session->input());
}

void SolutionController::recordOn(const QString& input, std::shared_ptr<const ProblemInput> parsed)
{
    beginBackgroundWork();
    m_results->setVerdict(tr("Recording your program line by line: %1 lines so far…").arg(0));
    m_results->clearFigures();
    m_stepProblem = m_packs && m_packs->packPlace() ? nullptr : &m_session->problem();
    m_stepInput = std::move(parsed);
    m_jobs->record(m_editor->text().toStdString(), m_editor->python(),
                   input.toStdString());
    emit stateChanged();
}

void SolutionController::stepThroughToDifference(const QString& expected, const QString& testName)
{
    if (recording() || running() || searchingFailure())
        return;
    stepThrough();
    if (recording()) {
        m_expected = Expected{expected, testName};
    }
}

void SolutionController::stepFirstFailure()
{
    if (m_jobs->busy())
        return;
    beginBackgroundWork();
    m_results->clearFigures();
    m_jobs->searchFirstFailure(m_editor->text().toStdString(), m_editor->python(),
                               &m_session->problem());
    showProgress();
    emit stateChanged();
}

void SolutionController::stepButtonClicked()
{
    if (recording() || searchingFailure())
        cancelRecording();
    else if (m_stepping)
        stopStepping();
    else
        stepThrough();
}

void SolutionController::cancelRecording()
{
    m_jobs->cancel();
}

void SolutionController::showProgress()
{
    const QLocale locale(language::current());
    // A test is counted once it has run; the search ends at the first that fails, so all counted passed.
    if (searchingFailure())
        m_results->setVerdict(tr("Running your program on the bank's tests, in order: %1 of %2 passed…")
                                  .arg(m_jobs->testsRun())
                                  .arg(m_jobs->bankTests()));
    else
        m_results->setVerdict(tr("Recording your program line by line: %1 lines so far…")
                                  .arg(locale.toString(static_cast<qulonglong>(m_jobs->recordedLines()))));
}

bool SolutionController::openFile(const QString& path)
{
    QString why;
    const std::optional<ProgramFiles::Read> read = ProgramFiles::read(path, &why);
    if (!read) {
        emit message(why);
        return false;
    }
    forgetSteps(); // another program: the recording of this one goes
    m_editor->setProgram(read->text, read->language);
    emit message({});
    return true;
}

bool SolutionController::saveFile(const QString& path)
{
    QString why;
    const bool written = ProgramFiles::write(path, m_editor->text(), &why);
    emit message(why);
    return written;
}

void SolutionController::askOpen()
{
    const QString path = ProgramFiles::askOpen(m_view);
    if (!path.isEmpty())
        openFile(path);
}

void SolutionController::askSave()
{
    const QString path = ProgramFiles::askSave(m_view, m_editor->problem(), m_editor->language());
    if (!path.isEmpty())
        saveFile(path);
}

void SolutionController::toggleBreakpointHere()
{
    if (m_stepping) {
        m_stepper->toggleBreakpoint(m_stepper->line());
        return;
    }
    int line = 0, index = 0;
    m_editor->getCursorPosition(&line, &index);
    toggleBreakpoint(line + 1);
}

void SolutionController::toggleBreakpoint(int line)
{
    if (line < 1 || line > m_editor->lines())
        return;
    if (m_stepping) // the stepper's, marked back in the editor
        m_stepper->toggleBreakpoint(line);
    else
        m_editor->toggleBreakpointMark(line);
}

void SolutionController::setPresentation(bool on)
{
    m_presenting = on;
    m_stepper->setPresentation(on);
    if (m_beside)
        m_beside->setPresentation(on);
}

void SolutionController::retranslate()
{
    m_open->setText(tr("Open…"));
    m_save->setText(tr("Save as…"));
    m_start->setText(tr("Start text"));
    m_start->setToolTip(tr("Puts the start text back: it reads the input and prints an answer (Undo takes it back)."));
    m_runKey->setText(tr("Run your program (My solution)"));
    m_breakpointKey->setText(tr("A breakpoint on the line of your program (My solution): the caret's, or the line about to run"));
    m_stepHere->setText(tr("On the input on screen"));
    m_firstFailure->setText(tr("On the first test of the bank it fails"));
    if (m_last && !m_jobs->busy() && !m_stepping)
        showRun(*m_last);
}

bool SolutionController::eventFilter(QObject* watched, QEvent* event)
{
    // While stepping, the stepping keys are the program's, before the window's own shortcuts.
    if (watched == m_editor && m_stepping &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        const auto* key = static_cast<QKeyEvent*>(event);
        static const QList<int> stepping = {Qt::Key_Right, Qt::Key_Left, Qt::Key_F10, Qt::Key_F11, Qt::Key_Home,
                                            Qt::Key_End, Qt::Key_Space, Qt::Key_F9};
        if (stepping.contains(key->key())) {
            if (event->type() == QEvent::ShortcutOverride) {
                event->accept();
                return true;
            }
            m_stepper->stepKey(key->key(), key->modifiers());
            return true;
        }
    }
    if (watched == m_editor && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && key->modifiers() == Qt::ControlModifier) {
            m_runKey->trigger();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace sb::ui
