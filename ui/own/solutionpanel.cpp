// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/solutionpanel.h"

#include "common/filedialogs.h"
#include "common/language.h"
#include "common/outputfile.h"
#include "common/typefit.h"
#include "common/utf8.h"
#include "own/besidereference.h"
#include "own/boardchoicedialog.h"
#include "own/mytests.h"
#include "own/stepper.h"
#include "widgets/watchpanel.h"
#include "problems/problemui.h"
#include "run/session.h"
#include "widgets/wraplabel.h"

#include "core/problem.h"
#include "ownboard.h"
#include "ownprogram.h"
#include "trace.h"
#include "sandbox.h"

#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

#include <QApplication>
#include <QFontInfo>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QKeyEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QHeaderView>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>
#include <optional>

namespace sb::ui {

/// What a run of the student's program found, made on a worker thread.
struct SolutionRun {
    QString sandboxWhy;          ///< why the sandbox cannot start; empty when it can
    bool built = false;
    bool compilerOutOfTime = false;
    std::string compileErrors;   ///< the compiler's (or Python parser's) own words
    std::vector<program::Diagnostic> diagnostics;
    std::optional<program::Run> run;
    bool hasAnswer = false;      ///< the input on screen has a right answer to compare with
    box::Limits limits;
};

/// A recording of the student's program, made on a worker thread.
struct SolutionSteps {
    SolutionRun build; ///< why nothing was recorded: the sandbox, or a compile error
    std::shared_ptr<program::Trace> trace;
};

/// The first test of the bank the student's program fails, found on a worker thread.
struct FirstFailure {
    SolutionRun build;  ///< why no test ran: the sandbox, or a compile error
    bool ran = false;   ///< it was built and run on the tests
    int tests = 0;      ///< the tests it ran
    bool stopped = false;
    std::optional<TestResult> failed;
    std::string name;   ///< the subtask's name
    int index = 0;      ///< 0-based, in the subtask
    std::string input;
    std::string expected;
};

namespace {

constexpr int kMarkerError = 1;
constexpr int kMarkerLine = 2;
constexpr int kMarkerBreakpoint = 4;
/// The most of a run's output and errors the panel shows (a program may print 16 MB).
constexpr qsizetype kShownBytes = 256 * 1024;

program::Language engineLanguage(SolutionPanel::Language language)
{
    return language == SolutionPanel::Language::Python ? program::Language::Python : program::Language::Cpp;
}

QString extensionOf(SolutionPanel::Language language)
{
    return language == SolutionPanel::Language::Python ? QStringLiteral("py") : QStringLiteral("cpp");
}

QString shown(const std::string& bytes)
{
    const QString text = QString::fromUtf8(bytes.data(), static_cast<qsizetype>(std::min<std::size_t>(bytes.size(), kShownBytes)));
    if (bytes.size() <= static_cast<std::size_t>(kShownBytes))
        return text;
    return text + QLatin1Char('\n') +
           SolutionPanel::tr("… and %1 bytes more").arg(QLocale(language::current()).toString(static_cast<qulonglong>(bytes.size() - kShownBytes)));
}

/// Builds the student's program in the sandbox, saying in `out` why it was not built (the sandbox,
/// a compile error); nothing when it was not.
std::optional<program::Program> build(const std::string& source, program::Language language, SolutionRun& out)
{
    std::string why;
    if (!box::runsWithoutSandbox() && !box::available(&why)) {
        out.sandboxWhy = QString::fromStdString(why);
        return std::nullopt;
    }
    program::Program built = program::Program::build(source, language);
    out.built = built.built();
    out.compileErrors = built.compileRun().err;
    out.diagnostics = built.diagnostics();
    out.compilerOutOfTime = built.compileRun().outcome == box::Outcome::TimeLimit ||
                            built.compileRun().outcome == box::Outcome::WallLimit;
    if (built.compileRun().outcome == box::Outcome::NotStarted) {
        out.sandboxWhy = QString::fromStdString(built.compileRun().error);
        return std::nullopt;
    }
    if (!out.built)
        return std::nullopt;
    return built;
}

SolutionRun buildAndRun(const std::string& source, program::Language language, const std::string& input,
                        std::optional<std::string> answer, std::shared_ptr<const ProblemInput> parsed,
                        const ProblemDesc* problem)
{
    SolutionRun out;
    const std::optional<program::Program> built = build(source, language, out);
    if (!built)
        return out;
    if (!answer && parsed && problem)
        answer = problem->reference()->solve(*parsed, kDefaultWorkBudget).output;
    out.hasAnswer = answer.has_value();
    out.run = built->run(input, answer.value_or(std::string()), out.limits);
    return out;
}

SolutionSteps buildAndRecord(const std::string& source, program::Language language, const std::string& input,
                            std::shared_ptr<std::atomic<bool>> cancel,
                            std::shared_ptr<std::atomic<std::uint64_t>> recorded)
{
    SolutionSteps out;
    const std::optional<program::Program> built = build(source, language, out.build);
    if (!built)
        return out;
    program::TraceOptions options;
    options.keepGoing = [cancel, recorded](std::uint64_t steps) {
        recorded->store(steps);
        return !cancel->load();
    };
    out.trace = std::make_shared<program::Trace>(built->trace(input, options));
    return out;
}

FirstFailure findFirstFailure(const std::string& source, program::Language language, const ProblemDesc* problem,
                              std::shared_ptr<std::atomic<bool>> cancel, std::shared_ptr<std::atomic<int>> testsRun)
{
    FirstFailure out;
    const std::optional<program::Program> built = build(source, language, out.build);
    if (!built)
        return out;
    out.ran = true;
    for (const BankSubtask& subtask : problem->bank().subtasks)
        for (std::size_t i = 0; i < subtask.tests.size(); ++i) {
            if (cancel->load()) {
                out.stopped = true;
                return out;
            }
            const BankTest& test = subtask.tests[i];
            const std::string expected = problem->reference()->solve(*problem->parse(test.input), kDefaultWorkBudget).output;
            const program::Run run = built->run(test.input, expected, out.build.limits);
            testsRun->store(++out.tests);
            if (run.test.verdict != Verdict::Accepted) {
                out.failed = run.test;
                out.name = subtask.name;
                out.index = static_cast<int>(i);
                out.input = test.input;
                out.expected = expected;
                return out;
            }
        }
    return out;
}

} // namespace

SolutionPanel::SolutionPanel(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_languageBox(new QComboBox(this)), m_file(new QToolButton(this)),
      m_open(new QAction(this)), m_save(new QAction(this)), m_start(new QAction(this)), m_runKey(new QAction(this)),
      m_breakpointKey(new QAction(this)), m_run(new QPushButton(this)),
      m_editor(new QsciScintilla(this)), m_cpp(std::make_unique<QsciLexerCPP>()),
      m_python(std::make_unique<QsciLexerPython>()), m_verdict(new WrapLabel(this)), m_figures(new WrapLabel(this)),
      m_outputTitle(new QLabel(this)), m_errorsTitle(new QLabel(this)), m_output(new QPlainTextEdit(this)),
      m_errors(new QPlainTextEdit(this)), m_message(new WrapLabel(this)), m_withoutSandbox(new QCheckBox(this)),
      m_watcher(new QFutureWatcher<SolutionRun>(this)), m_lower(new QTabWidget(this)),
      m_myTests(new MyTests(session, this)), m_recorder(new QFutureWatcher<SolutionSteps>(this)),
      m_cancel(std::make_shared<std::atomic<bool>>(false)),
      m_recorded(std::make_shared<std::atomic<std::uint64_t>>(0)), m_stepButton(new QPushButton(this)),
      m_stepMenu(new QToolButton(this)), m_stepHere(new QAction(this)), m_firstFailure(new QAction(this)),
      m_searcher(new QFutureWatcher<FirstFailure>(this)), m_testsRun(std::make_shared<std::atomic<int>>(0)),
      m_stepper(new ProgramStepper(this)),
      m_errorStyle(std::make_unique<QsciStyle>(-1, QStringLiteral("compile error"), QColor(0xb7, 0x1c, 0x1c),
                                               QColor(0xff, 0xeb, 0xee), QFont()))
{
    setObjectName(QStringLiteral("solutionPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* bar = new QHBoxLayout;
    m_languageBox->addItem(QStringLiteral("C++"));
    m_languageBox->addItem(QStringLiteral("Python"));
    m_languageBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_languageBox->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    bar->addWidget(m_languageBox);
    // Open, save and the start text in one menu: the bar stays as narrow as the code's panel.
    auto* fileMenu = new QMenu(m_file);
    fileMenu->addAction(m_open);
    fileMenu->addAction(m_save);
    fileMenu->addSeparator();
    fileMenu->addAction(m_start);
    m_file->setMenu(fileMenu);
    m_file->setPopupMode(QToolButton::InstantPopup);
    m_file->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addWidget(m_file);
    bar->addStretch(1);
    bar->addWidget(m_stepButton);
    // Beside it, the arrow: on the input on screen, or on the first test of the bank the program fails.
    m_stepMenu->setArrowType(Qt::DownArrow);
    m_stepMenu->setPopupMode(QToolButton::InstantPopup);
    m_stepMenu->setFocusPolicy(Qt::NoFocus);
    auto* stepMenu = new QMenu(m_stepMenu);
    stepMenu->addAction(m_stepHere);
    stepMenu->addAction(m_firstFailure);
    m_stepMenu->setMenu(stepMenu);
    bar->addWidget(m_stepMenu);
    bar->addWidget(m_run);
    layout->addLayout(bar);
    m_message->hide();
    layout->addWidget(m_message);
    // Where the sandbox cannot start, nothing runs until the user says so, for this session only.
    m_withoutSandbox->hide();
    layout->addWidget(m_withoutSandbox);
    connect(m_withoutSandbox, &QCheckBox::toggled, this, [](bool on) { box::setRunWithoutSandbox(on); });

    m_editor->setUtf8(true);
    m_editor->setMarginType(0, QsciScintilla::NumberMargin);
    m_editor->setMarginLineNumbers(0, true);
    m_editor->setMarginType(1, QsciScintilla::SymbolMargin);
    m_editor->markerDefine(QsciScintilla::RightTriangle, kMarkerError);
    // The line about to run while stepping: an arrow, and the line's background.
    m_editor->markerDefine(QsciScintilla::RightArrow, kMarkerLine);
    m_editor->setMarkerBackgroundColor(QColor(0xff, 0xf1, 0x76), kMarkerLine);
    m_editor->setMarkerForegroundColor(QColor(0x5d, 0x40, 0x37), kMarkerLine);
    m_editor->markerDefine(QsciScintilla::Background, kMarkerLine + 1);
    m_editor->setMarkerBackgroundColor(QColor(0xff, 0xf9, 0xc4), kMarkerLine + 1);
    m_editor->setMarkerBackgroundColor(QColor(0xc6, 0x28, 0x28), kMarkerError);
    // Breakpoints: a click in the margin or F9, kept on their lines as the text is edited.
    m_editor->markerDefine(QsciScintilla::Circle, kMarkerBreakpoint);
    m_editor->setMarkerBackgroundColor(QColor(0xd3, 0x2f, 0x2f), kMarkerBreakpoint);
    m_editor->setMarkerForegroundColor(QColor(0xd3, 0x2f, 0x2f), kMarkerBreakpoint);
    m_editor->setMarginSensitivity(1, true);
    m_editor->setMarginSensitivity(0, true);
    m_editor->setMarkerForegroundColor(QColor(0xc6, 0x28, 0x28), kMarkerError);
    m_editor->setAutoIndent(true);
    m_editor->setIndentationsUseTabs(false);
    m_editor->setIndentationWidth(4);
    m_editor->setTabWidth(4);
    m_editor->setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    // As wide as the longest line, not a fixed page: no scroll bar across for a short program.
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETSCROLLWIDTH, 1UL);
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETSCROLLWIDTHTRACKING, 1UL);

    auto* results = new QWidget(this);
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    resultsLayout->addWidget(m_verdict);
    resultsLayout->addWidget(m_figures);
    for (QPlainTextEdit* box : {m_output, m_errors}) {
        box->setReadOnly(true);
        box->setLineWrapMode(QPlainTextEdit::NoWrap);
    }
    auto* outputs = new QHBoxLayout;
    auto* outColumn = new QVBoxLayout;
    outColumn->addWidget(m_outputTitle);
    outColumn->addWidget(m_output);
    auto* errColumn = new QVBoxLayout;
    errColumn->addWidget(m_errorsTitle);
    errColumn->addWidget(m_errors);
    outputs->addLayout(outColumn);
    outputs->addLayout(errColumn);
    resultsLayout->addLayout(outputs, 1);

    // Under the editor: the last run, and the student's own tests.
    m_lower->addTab(results, QString());
    m_lower->addTab(m_myTests, QString());
    m_lower->addTab(m_stepper, QString());
    m_lower->setDocumentMode(true);
    m_split = new QSplitter(Qt::Vertical, this);
    m_split->addWidget(m_editor);
    m_split->addWidget(m_lower);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 1);
    layout->addWidget(m_split, 1);

    m_keep.setSingleShot(true);
    m_keep.setInterval(500);
    connect(&m_keep, &QTimer::timeout, this, &SolutionPanel::keepNow);
    connect(m_editor, &QsciScintilla::textChanged, this, [this] {
        if (!m_loading)
            m_keep.start();
    });
    connect(m_languageBox, &QComboBox::activated, this,
            [this](int index) { setLanguage(index == 1 ? Language::Python : Language::Cpp); });
    connect(m_open, &QAction::triggered, this, &SolutionPanel::askOpen);
    connect(m_save, &QAction::triggered, this, &SolutionPanel::askSave);
    connect(m_start, &QAction::triggered, this, &SolutionPanel::startText);
    connect(m_run, &QPushButton::clicked, this, &SolutionPanel::run);
    // The panel's keys are its own actions: they work while it is on screen, and the window's
    // list of keys (F1) reads them from there.
    m_runKey->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    connect(m_runKey, &QAction::triggered, this, &SolutionPanel::run);
    m_breakpointKey->setShortcut(Qt::Key_F9);
    m_breakpointKey->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_breakpointKey, &QAction::triggered, this, &SolutionPanel::toggleBreakpointHere);
    addActions({m_runKey, m_breakpointKey});
    // The editor takes every key it is given before a shortcut sees it: Ctrl+Enter there is its own.
    m_editor->installEventFilter(this);
    m_split->installEventFilter(this);
    connect(m_stepHere, &QAction::triggered, this, &SolutionPanel::stepThrough);
    connect(m_firstFailure, &QAction::triggered, this, &SolutionPanel::stepFirstFailure);
    connect(m_searcher, &QFutureWatcher<FirstFailure>::finished, this, [this] {
        m_searching = false;
        m_progress.stop();
        m_run->setEnabled(true);
        showFirstFailure(m_searcher->result());
    });
    connect(m_stepButton, &QPushButton::clicked, this, [this] {
        if (recording() || searchingFailure())
            cancelRecording();
        else if (m_stepping)
            stopStepping();
        else
            stepThrough();
    });
    connect(m_recorder, &QFutureWatcher<SolutionSteps>::finished, this, [this] {
        m_recordingBusy = false;
        m_progress.stop();
        showSteps(m_recorder->result());
        retranslate();
        emit recordingFinished();
    });
    m_progress.setInterval(200);
    connect(&m_progress, &QTimer::timeout, this, [this] {
        if (searchingFailure()) {
            showSearchProgress();
            return;
        }
        m_verdict->setText(tr("Recording your program line by line: %1 lines so far…")
                               .arg(QLocale(language::current()).toString(static_cast<qulonglong>(m_recorded->load()))));
    });
    connect(m_stepper, &ProgramStepper::lineChanged, this, [this](int line) {
        m_editor->markerDeleteAll(kMarkerLine);
        m_editor->markerDeleteAll(kMarkerLine + 1);
        m_markedLine = line;
        if (line < 1)
            return;
        m_editor->markerAdd(line - 1, kMarkerLine);
        m_editor->markerAdd(line - 1, kMarkerLine + 1);
        showMarkedLine();
    });
    connect(m_stepper, &ProgramStepper::programBoardChanged, this, [this](std::shared_ptr<const ProgramBoard> board, const QString& name) {
        if (m_stepping)
            emit programBoardChanged(std::move(board), name);
    });
    connect(m_stepper, &ProgramStepper::boardChoiceAsked, this, &SolutionPanel::chooseBoard);
    connect(m_stepper, &ProgramStepper::besideToggled, this, &SolutionPanel::showBeside);
    connect(m_stepper, &ProgramStepper::unitsChanged, this, [this](quint64 units) {
        if (m_beside && m_stepping)
            m_beside->follow(units);
    });
    connect(m_editor, &QsciScintilla::marginClicked, this,
            [this](int, int line, Qt::KeyboardModifiers) { toggleBreakpoint(line + 1); });
    connect(m_stepper, &ProgramStepper::breakpointsChanged, this, [this] {
        m_editor->markerDeleteAll(kMarkerBreakpoint);
        for (const int line : m_stepper->breakpoints())
            m_editor->markerAdd(line - 1, kMarkerBreakpoint);
    });
    connect(m_watcher, &QFutureWatcher<SolutionRun>::finished, this, [this] {
        m_runningBusy = false;
        showRun(m_watcher->result());
        m_run->setEnabled(true);
        emit runFinished();
    });
    connect(session, &Session::runChanged, this, [this] {
        if (m_session->problemId() != m_problem) {
            cancelRecording();
            forgetSteps(); // another problem's program
            keepNow();
            loadKept();
        }
    });
    applyFont();
    loadKept();
    retranslate();
}

SolutionPanel::~SolutionPanel()
{
    keepNow();
    m_cancel->store(true);
    m_watcher->waitForFinished();
    m_recorder->waitForFinished();
    m_searcher->waitForFinished();
}

bool SolutionPanel::recording() const
{
    return m_recordingBusy;
}

void SolutionPanel::beginBackgroundWork()
{
    stopStepping();
    keepNow();
    clearMarks();
    m_message->hide();
    m_run->setEnabled(false);
    m_cancel->store(false);
}

void SolutionPanel::stepThrough()
{
    if (recording() || running())
        return;
    beginBackgroundWork();
    m_recorded->store(0);
    m_verdict->setText(tr("Recording your program line by line: %1 lines so far…").arg(0));
    m_figures->clear();
    m_stepProblem = &m_session->problem();
    m_stepInput = m_session->hasInputError() ? nullptr : m_session->input();
    m_recordingBusy = true;
    m_recorder->setFuture(QtConcurrent::run(buildAndRecord, text().toStdString(), engineLanguage(m_language),
                                            m_session->inputText().toStdString(), m_cancel, m_recorded));
    m_progress.start();
    retranslate();
}

void SolutionPanel::stepThroughToDifference(const QString& expected, const QString& testName)
{
    if (recording() || running() || searchingFailure())
        return;
    stepThrough();
    if (recording()) {
        m_expected = expected;
        m_testName = testName;
    }
}

bool SolutionPanel::searchingFailure() const
{
    return m_searching;
}

void SolutionPanel::stepFirstFailure()
{
    if (recording() || running() || searchingFailure())
        return;
    beginBackgroundWork();
    m_testsRun->store(0);
    m_bankTests = 0;
    const ProblemDesc* problem = &m_session->problem();
    for (const BankSubtask& subtask : problem->bank().subtasks)
        m_bankTests += static_cast<int>(subtask.tests.size());
    m_figures->clear();
    m_searching = true;
    m_searcher->setFuture(QtConcurrent::run(findFirstFailure, text().toStdString(), engineLanguage(m_language), problem,
                                            m_cancel, m_testsRun));
    m_progress.start();
    showSearchProgress();
    retranslate();
}

void SolutionPanel::showSearchProgress()
{
    // A test is counted once it has run; the search ends at the first that fails, so all counted passed.
    m_verdict->setText(tr("Running your program on the bank's tests, in order: %1 of %2 passed…")
                           .arg(m_testsRun->load())
                           .arg(m_bankTests));
}

void SolutionPanel::showFirstFailure(const FirstFailure& found)
{
    retranslate();
    if (!found.ran) {
        showRun(found.build); // the sandbox, or the compiler's messages on their lines
        return;
    }
    const QLocale locale(language::current());
    if (found.stopped) {
        m_verdict->setText(tr("Stopped: your program passed the first %1 tests of the bank.")
                               .arg(locale.toString(found.tests)));
        return;
    }
    if (!found.failed) {
        m_verdict->setText(tr("Your program passes all %1 tests of the bank.").arg(locale.toString(found.tests)));
        return;
    }
    const QString name = tr("Test %1 of %2").arg(found.index + 1).arg(fromUtf8(found.name));
    m_verdict->setText(tr("%1 is the first your program fails (%2): it is stepped on it.")
                           .arg(name, fromUtf8(verdictName(found.failed->verdict))));
    emit firstFailureFound(QString::fromStdString(found.input), QString::fromStdString(found.expected), name);
}

void SolutionPanel::goToDifference(const QString& expected)
{
    const QString name = std::exchange(m_testName, QString());
    // Said under where the program is (the Last run tab is out of sight while stepping), and kept
    // with the last run.
    const auto said = [this, &name](const QString& sentence) {
        const QString text = name.isEmpty() ? sentence : tr("%1: %2").arg(name, sentence);
        m_verdict->setText(text);
        m_stepper->setNote(text);
    };
    const program::Trace& t = *m_stepTrace;
    const std::string& printed = t.output;
    // Where the judge finds it wrong (its comparison: spaces at the ends of lines do not count).
    const std::optional<AnswerDifference> wrong = firstDifference(printed, expected.toStdString());
    const QLocale locale(language::current());
    if (!wrong) {
        said(tr("Stepped, your program prints the right answer on this test."));
        return;
    }
    const std::size_t at = wrong->at;
    const std::optional<std::size_t> printing = t.printing(at);
    if (!printing) {
        m_stepper->end();
        said(tr("Your program ends having printed %1 bytes that agree with the right answer, "
                              "which goes on after them: here is its last line.")
                               .arg(locale.toString(static_cast<qulonglong>(at))));
        return;
    }
    m_stepper->goTo(*printing);
    said(tr("Line %1 prints the first character that differs from the right answer (step %2 of %3).")
                           .arg(t.line(*printing))
                           .arg(locale.toString(static_cast<qulonglong>(*printing + 1)),
                                locale.toString(static_cast<qulonglong>(t.size()))));
}

void SolutionPanel::cancelRecording()
{
    m_cancel->store(true);
}

void SolutionPanel::showSteps(const SolutionSteps& steps)
{
    m_run->setEnabled(true);
    if (!steps.trace) {
        // Not built: the compiler's messages in sight, and no recording of an earlier text.
        m_expected.reset();
        forgetSteps();
        showRun(steps.build);
        return;
    }
    m_stepping = true;
    emit steppingChanged(true);
    m_editor->setReadOnly(true);
    m_verdict->setText(tr("Stepping your program: Right and Left step, F10 over a call, Shift+F11 out of one."));
    m_stepTrace = steps.trace;
    m_stepper->setTrace(steps.trace, m_session->inputText());
    if (steps.trace->empty()) {
        // Nothing was recorded: the stepper says why; no line to go to, no difference to look for.
        m_expected.reset();
        m_verdict->setText(m_stepper->endText());
    }
    // The breakpoints set while editing are the stepper's now (they moved with the text).
    m_stepper->clearBreakpoints();
    for (const int line : breakpointLines())
        m_stepper->toggleBreakpoint(line);
    // The board: the variable chosen for this problem's solution before, else the guess.
    std::optional<BoardChoice> choice =
        BoardChoice::load(QSettings().value(QStringLiteral("solution/%1/board").arg(m_problem)).toString().toStdString());
    if (!choice && m_stepInput)
        choice = program::guessBoard(*steps.trace, *m_stepProblem, *m_stepInput);
    m_stepper->setBoard(m_stepProblem, m_stepInput, choice);
    showBeside();
    m_lower->setCurrentWidget(m_stepper);
    if (m_expected)
        goToDifference(*std::exchange(m_expected, std::nullopt));
    fitStepSplit();
    // After the split has its new sizes: the editor has fewer lines on screen.
    QTimer::singleShot(0, this, &SolutionPanel::showMarkedLine);
}

void SolutionPanel::chooseBoard()
{
    if (!m_stepping || !m_stepProblem || m_boardDialog)
        return;
    const auto trace = m_stepTrace;
    const ProblemDesc* problem = m_stepProblem;
    const auto input = m_stepInput;
    BoardChoiceDialog dialog(problemUi(problem->id), m_stepper->variableNames(), m_stepper->boardChoice(),
                             [trace, problem, input]() -> std::optional<BoardChoice> {
                                 if (!trace || !input)
                                     return std::nullopt;
                                 return program::guessBoard(*trace, *problem, *input);
                             },
                             this);
    m_boardDialog = &dialog;
    const int answer = dialog.exec();
    m_boardDialog = nullptr;
    if (answer != QDialog::Accepted || !m_stepping)
        return;
    const BoardChoice choice = dialog.choice();
    if (choice.variable.empty())
        return;
    QSettings().setValue(QStringLiteral("solution/%1/board").arg(m_problem), QString::fromStdString(choice.save()));
    m_stepper->setBoard(m_stepProblem, m_stepInput, choice);
}

void SolutionPanel::setBesideShown(bool on)
{
    m_stepper->besideButton()->setChecked(on); // showBeside() follows
}

BesideReference* SolutionPanel::beside() const
{
    return m_stepping && m_stepper->besideButton()->isChecked() && m_stepInput ? m_beside.data() : nullptr;
}

void SolutionPanel::showBeside()
{
    if (!m_stepping || !m_stepper->besideButton()->isChecked() || !m_stepInput) {
        if (m_beside)
            emit besideChanged(nullptr);
        return;
    }
    if (!m_beside) {
        m_beside = new BesideReference(this);
        m_beside->setPresentation(m_presenting);
        m_beside->hide();
    }
    m_beside->open(m_session->problemId(), m_stepper->inputText(), m_language == Language::Python);
    m_beside->follow(m_stepper->unitsDone());
    emit besideChanged(m_beside);
}

void SolutionPanel::stopStepping()
{
    if (!m_stepping)
        return;
    m_stepping = false;
    m_stepper->pause();
    if (m_boardDialog)
        m_boardDialog->reject();
    emit programBoardChanged(nullptr, {});
    if (m_beside)
        emit besideChanged(nullptr);
    emit steppingChanged(false);
    m_editor->setReadOnly(false);
    m_editor->markerDeleteAll(kMarkerLine);
    m_editor->markerDeleteAll(kMarkerLine + 1);
    m_markedLine = 0;
    m_verdict->clear();
    m_lower->tabBar()->show();
    m_codeScale = 1.0;
    applyFont();
    const int height = m_split->height();
    m_split->setSizes({height * 3 / 4, height - height * 3 / 4});
    retranslate();
}

void SolutionPanel::forgetSteps()
{
    stopStepping();
    m_stepper->setTrace(nullptr, QString());
    m_stepTrace.reset();
    if (m_lower->currentWidget() == m_stepper)
        m_lower->setCurrentIndex(0);
}

void SolutionPanel::showMarkedLine()
{
    // Scintilla's ensureLineVisible only unfolds: a line off screen is scrolled to the middle here.
    if (m_markedLine < 1)
        return;
    const int line = m_markedLine - 1;
    const int first = m_editor->firstVisibleLine();
    const auto shown = static_cast<int>(m_editor->SendScintilla(QsciScintilla::SCI_LINESONSCREEN));
    if (line < first || line >= first + shown)
        m_editor->setFirstVisibleLine(std::max(0, line - shown / 2));
}

void SolutionPanel::toggleBreakpointHere()
{
    if (m_stepping) {
        m_stepper->toggleBreakpoint(m_stepper->line());
        return;
    }
    int line = 0, index = 0;
    m_editor->getCursorPosition(&line, &index);
    toggleBreakpoint(line + 1);
}

void SolutionPanel::toggleBreakpoint(int line)
{
    if (line < 1 || line > m_editor->lines())
        return;
    if (m_stepping) { // the stepper's, marked back here
        m_stepper->toggleBreakpoint(line);
        return;
    }
    if (m_editor->markersAtLine(line - 1) & (1 << kMarkerBreakpoint))
        m_editor->markerDelete(line - 1, kMarkerBreakpoint);
    else
        m_editor->markerAdd(line - 1, kMarkerBreakpoint);
}

QList<int> SolutionPanel::breakpointLines() const
{
    QList<int> lines;
    for (int at = m_editor->markerFindNext(0, 1 << kMarkerBreakpoint); at >= 0;
         at = m_editor->markerFindNext(at + 1, 1 << kMarkerBreakpoint))
        lines << at + 1;
    return lines;
}

int SolutionPanel::markedLine() const
{
    return m_markedLine;
}

QString SolutionPanel::text() const
{
    return m_editor->text();
}

void SolutionPanel::setText(const QString& text)
{
    m_editor->setText(text);
}

QString SolutionPanel::keptPath(const QString& problem, Language language)
{
    // Beside the settings file, as the input kept between runs is.
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/solution-") + problem +
           QLatin1Char('.') + extensionOf(language);
}

void SolutionPanel::keepNow()
{
    m_keep.stop();
    if (m_problem.isEmpty())
        return;
    const QString now = text();
    if (now == m_keptText)
        return;
    const QString path = keptPath(m_problem, m_language);
    QDir().mkpath(QFileInfo(path).path());
    if (writeWholeFile(path, now.toUtf8(), nullptr))
        m_keptText = now;
}

void SolutionPanel::loadKept()
{
    m_problem = m_session->problemId();
    const QString chosen = QSettings().value(QStringLiteral("solution/%1/language").arg(m_problem)).toString();
    m_language = chosen == QLatin1String("py") ? Language::Python : Language::Cpp;
    m_languageBox->setCurrentIndex(m_language == Language::Python ? 1 : 0);
    m_editor->setLexer(m_language == Language::Python ? m_python.get() : m_cpp.get());
    applyFont();
    QFile file(keptPath(m_problem, m_language));
    QString text;
    if (file.open(QIODevice::ReadOnly))
        text = QString::fromUtf8(file.readAll());
    else
        text = startingText();
    m_loading = true;
    m_editor->setText(text);
    m_loading = false;
    m_keptText = text; // the start text is not written until it is changed
    clearMarks();
}

void SolutionPanel::setLanguage(Language language)
{
    if (language == m_language)
        return;
    keepNow();
    forgetSteps(); // the program in the other language is another program
    QSettings().setValue(QStringLiteral("solution/%1/language").arg(m_problem), extensionOf(language));
    loadKept();
}

QString SolutionPanel::startingText() const
{
    QFile start(QStringLiteral(":/listings/%1/start.%2").arg(m_problem, extensionOf(m_language)));
    return start.open(QIODevice::ReadOnly) ? QString::fromUtf8(start.readAll()) : QString();
}

void SolutionPanel::startText()
{
    // Replaced, not set: one undo takes it back.
    m_editor->selectAll();
    m_editor->replaceSelectedText(startingText());
}

bool SolutionPanel::running() const
{
    return m_runningBusy;
}

void SolutionPanel::run()
{
    if (running())
        return;
    // The run's result in sight, not the steps of the recording before.
    stopStepping();
    m_lower->setCurrentIndex(0);
    keepNow();
    clearMarks();
    m_message->hide();
    m_run->setEnabled(false);
    m_verdict->setText(m_language == Language::Python ? tr("Checking and running…") : tr("Compiling and running…"));
    m_figures->clear();
    m_output->clear();
    m_errors->clear();
    const QByteArray input = m_session->inputText().toUtf8();
    std::optional<std::string> answer;
    if (!m_session->hasInputError() && m_session->referenceKnown())
        answer = m_session->referenceOutput().toStdString();
    const std::shared_ptr<const ProblemInput> parsed = m_session->hasInputError() ? nullptr : m_session->input();
    m_runningBusy = true;
    m_watcher->setFuture(QtConcurrent::run(buildAndRun, text().toStdString(), engineLanguage(m_language),
                                           input.toStdString(), answer, parsed, &m_session->problem()));
}

void SolutionPanel::showRun(const SolutionRun& r)
{
    if (&r != m_last.get()) // retranslate() shows the last run again from where it is kept
        m_last = std::make_unique<SolutionRun>(r);
    clearMarks();
    if (!r.sandboxWhy.isEmpty()) {
        m_verdict->setText(tr("The sandbox cannot start here, so your program is not run. Only where you trust "
                              "the program, tick \"Run without a sandbox\" and run it again."));
        m_errors->setPlainText(r.sandboxWhy);
        m_withoutSandbox->show();
        showBoxes();
        return;
    }
    if (!r.built) {
        m_verdict->setText(r.compilerOutOfTime ? tr("Compile error (CE): the compiler ran out of time.")
                                               : tr("Compile error (CE): see the marked lines."));
        m_errors->setPlainText(shown(r.compileErrors));
        showBoxes();
        for (const program::Diagnostic& d : r.diagnostics) {
            if (!d.error || d.line < 1 || d.line > m_editor->lines())
                continue;
            const int line = d.line - 1;
            m_editor->markerAdd(line, kMarkerError);
            QString note = m_annotations.value(d.line);
            note += (note.isEmpty() ? QString() : QStringLiteral("\n")) +
                    (d.column > 0 ? tr("Column %1: %2").arg(d.column).arg(QString::fromStdString(d.message))
                                  : QString::fromStdString(d.message));
            m_annotations.insert(d.line, note);
            // Under the line, as far in as the line's own text.
            const QString code = m_editor->text(line);
            const int indent = static_cast<int>(code.size() - code.trimmed().size() - (code.endsWith(QLatin1Char('\n')) ? 1 : 0));
            m_editor->annotate(line, wrapped(note, std::max(0, indent)), *m_errorStyle);
        }
        if (!r.diagnostics.empty())
            m_editor->setCursorPosition(r.diagnostics.front().line - 1, std::max(0, r.diagnostics.front().column - 1));
        return;
    }
    const program::Run& run = *r.run;
    const box::RunResult& res = run.result;
    m_output->setPlainText(shown(res.out));
    m_errors->setPlainText(shown(res.err));
    showBoxes();
    const QLocale locale(language::current());
    m_verdict->setText(verdictSentence(run.test, run.difference, r.limits,
                                       res.outcome == box::Outcome::WallLimit ? std::optional(res.wallSeconds) : std::nullopt,
                                       r.hasAnswer));
    const QString figures = tr("%1 s of CPU time · %2 MB of memory")
                                .arg(locale.toString(res.cpuSeconds, 'f', 3))
                                .arg(locale.toString(static_cast<double>(res.peakMemoryBytes) / (1 << 20), 'f', 1));
    // How it ended, where the verdict does not say it already.
    m_figures->setText(res.outcome == box::Outcome::Exited && run.test.verdict != Verdict::RuntimeError
                           ? tr("Exit code %1 · %2").arg(res.exitCode).arg(figures)
                           : figures);
}

void SolutionPanel::showBoxes()
{
    // What was printed and what went to stderr, each only when there is any (the output box
    // when neither): a compiler's messages take the whole width.
    const bool errors = !m_errors->toPlainText().isEmpty();
    const bool output = !m_output->toPlainText().isEmpty() || !errors;
    m_output->setVisible(output);
    m_outputTitle->setVisible(output);
    m_errors->setVisible(errors);
    m_errorsTitle->setVisible(errors);
}

QString SolutionPanel::wrapped(const QString& note, int indent) const
{
    // An annotation does not wrap: its words are set in lines the editor's width holds.
    const QFontMetrics metrics(m_font);
    const int width = m_editor->viewport()->width() - m_editor->marginWidth(0) - m_editor->marginWidth(1) -
                      metrics.horizontalAdvance(QString(indent + 3, QLatin1Char('M')));
    QStringList lines;
    for (const QString& paragraph : note.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& word : paragraph.split(QLatin1Char(' '))) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines.append(line);
                line = word;
            } else {
                line = longer;
            }
        }
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

QString SolutionPanel::verdictText() const
{
    return m_verdict->text();
}

QString SolutionPanel::verdictSentence(const TestResult& test, const std::optional<AnswerDifference>& difference,
                                       const box::Limits& limits, std::optional<double> stoppedAfter, bool hasAnswer)
{
    const QLocale locale(language::current());
    switch (test.verdict) {
    case Verdict::Accepted:
        return hasAnswer ? tr("Accepted (AC): the right answer.")
                         : tr("It ran. The input on screen has an error, so there is no right answer to compare with.");
    case Verdict::WrongAnswer:
        if (difference && difference->got.empty() && difference->line > 1)
            return tr("Wrong answer (WA): its output ends before line %1; the right answer there is \"%2\".")
                .arg(difference->line)
                .arg(QString::fromStdString(difference->expected));
        if (difference)
            return tr("Wrong answer (WA): line %1 prints \"%2\", the right answer is \"%3\".")
                .arg(difference->line)
                .arg(QString::fromStdString(difference->got), QString::fromStdString(difference->expected));
        break;
    case Verdict::TimeLimit:
        return stoppedAfter ? tr("Time limit (TLE): still running after %1 s, so it was stopped.").arg(locale.toString(*stoppedAfter, 'f', 1))
                            : tr("Time limit (TLE): it used more than %1 s of CPU time.").arg(locale.toString(limits.cpuSeconds, 'g', 3));
    case Verdict::MemoryLimit:
        return tr("Memory limit (MLE): it needed more than %1 MB.").arg(limits.memoryBytes >> 20);
    case Verdict::OutputLimit:
        return tr("Output limit: it printed more than %1 MB, so it was stopped.").arg(limits.outputBytes >> 20);
    case Verdict::RuntimeError:
        return test.signal != 0 ? tr("Runtime error (RE): killed by %1.").arg(QString::fromStdString(box::signalName(test.signal)))
                                : tr("Runtime error (RE): exit code %1.").arg(test.exitCode);
    case Verdict::NotRun:
    case Verdict::CompileError:
        break;
    }
    return {};
}

QString SolutionPanel::figuresText() const
{
    return m_figures->text();
}

QString SolutionPanel::outputText() const
{
    return m_output->toPlainText();
}

QString SolutionPanel::errorsText() const
{
    return m_errors->toPlainText();
}

QList<int> SolutionPanel::errorLines() const
{
    QList<int> lines;
    for (int line = m_editor->markerFindNext(0, 1 << kMarkerError); line >= 0;
         line = m_editor->markerFindNext(line + 1, 1 << kMarkerError))
        lines.append(line + 1);
    return lines;
}

QString SolutionPanel::annotationAt(int line) const
{
    return m_annotations.value(line);
}

void SolutionPanel::clearMarks()
{
    m_editor->markerDeleteAll(kMarkerError);
    m_editor->clearAnnotations();
    m_annotations.clear();
}

bool SolutionPanel::openFile(const QString& path)
{
    const auto language = program::languageOf(QFile::encodeName(path).toStdString());
    QFile file(path);
    QString why;
    if (!language)
        why = tr("%1 is not a C++ (.cpp) or Python (.py) file.").arg(QFileInfo(path).fileName());
    else if (QFileInfo(path).size() > (1 << 20))
        why = tr("%1 is larger than a program of one file should be (1 MB).").arg(QFileInfo(path).fileName());
    else if (!file.open(QIODevice::ReadOnly))
        why = tr("%1 cannot be read: %2").arg(QFileInfo(path).fileName(), file.errorString());
    if (!why.isEmpty()) {
        m_message->setText(why);
        m_message->show();
        return false;
    }
    const QString text = QString::fromUtf8(file.readAll());
    forgetSteps(); // another program: the recording of this one goes
    setLanguage(*language == program::Language::Python ? Language::Python : Language::Cpp);
    m_editor->setText(text);
    keepNow();
    m_message->hide();
    return true;
}

bool SolutionPanel::saveFile(const QString& path)
{
    QString error;
    if (!writeWholeFile(path, text().toUtf8(), &error)) {
        m_message->setText(tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), error));
        m_message->show();
        return false;
    }
    m_message->hide();
    return true;
}

void SolutionPanel::askOpen()
{
    const QString path = askOpenFileName(this, tr("Open a program"), QString(),
                                         openFilters({fileFilter(tr("Programs"), {QStringLiteral("*.cpp"), QStringLiteral("*.cc"),
                                                                                  QStringLiteral("*.cxx"), QStringLiteral("*.py")})}));
    if (!path.isEmpty())
        openFile(path);
}

void SolutionPanel::askSave()
{
    const QString path = askSaveFileName(this, tr("Save the program as"),
                                         QStringLiteral("solution-%1.%2").arg(m_problem, extensionOf(m_language)),
                                         m_language == Language::Python ? fileFilter(QStringLiteral("Python"), {QStringLiteral("*.py")})
                                                                         : fileFilter(QStringLiteral("C++"), {QStringLiteral("*.cpp")}));
    if (!path.isEmpty())
        saveFile(path);
}

void SolutionPanel::applyFont()
{
    QFont font;
    font.setFamilies(language::fontFamilies(language::current(), true));
    font.setPointSizeF(QApplication::font().pointSizeF() * (m_presenting ? 2 : 1) * m_codeScale);
    for (QsciLexer* lexer : {m_cpp.get(), m_python.get()}) {
        lexer->setDefaultFont(font);
        lexer->setFont(font, -1);
    }
    m_editor->setMarginsFont(font);
    m_font = font;
    m_errorStyle->setFont(font);
    m_errorStyle->apply(m_editor);
    const QFontMetrics metrics(font);
    // A Chinese code face sets its lines about 1.45 times its size apart, where a Latin one sets them
    // about 1.15: the lines of a program need no more than that (the Chinese glyphs keep inside it),
    // so the editor takes the extra off above and below, and shows as many lines in every language.
    const int trim = std::max(0, metrics.height() - static_cast<int>(std::ceil(QFontInfo(font).pixelSize() * 1.15)));
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETEXTRAASCENT, -(trim * 2 / 3));
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETEXTRADESCENT, -(trim - trim * 2 / 3));
    m_editor->setMarginWidth(0, metrics.horizontalAdvance(QStringLiteral("0000")));
    m_editor->setMarginWidth(1, metrics.height() * 4 / 5);
    for (QPlainTextEdit* box : {m_output, m_errors})
        box->setFont(font);
}

void SolutionPanel::fitStepSplit()
{
    if (!m_stepping)
        return;
    const int height = m_split->height();
    // The variables need the room while stepping: elsewhere the editor keeps a third, the line in view.
    m_lower->tabBar()->setVisible(!m_presenting);
    if (!m_presenting) {
        m_split->setSizes({height / 3, height - height / 3});
        return;
    }
    // On a projector the lower tabs go (Edit brings them back) and the variables keep four rows in
    // sight, in the projector's type: the code takes all the rest, for as many of its lines as fit.
    const WatchPanel* variables = m_stepper->variables();
    const int row = variables->verticalHeader()->defaultSectionSize();
    for (int pass = 0; pass < 2; ++pass) { // the stepper's layout answers the first with its own heights
        const int lower = m_split->sizes().value(1) + 4 * row + 2 - variables->viewport()->height();
        m_split->setSizes({height - lower, lower});
    }
    // Twelve lines of the program in the largest type that shows them, down to 16 px (the least of
    // other words, 18 px, shows nine to eleven where the window's words take more height).
    constexpr int kLinesInSight = 12;
    constexpr double kLeastCodeScale = 0.6;
    shrinkToFit(
        m_editor->viewport()->height(),
        [this](double scale) {
            m_codeScale = scale;
            applyFont();
        },
        [this] { return kLinesInSight * m_editor->textHeight(0); }, kLeastCodeScale);
}

void SolutionPanel::setPresentation(bool on)
{
    m_presenting = on;
    m_stepper->setPresentation(on);
    applyFont();
    fitStepSplit();
    if (m_beside)
        m_beside->setPresentation(on);
}

void SolutionPanel::retranslate()
{
    m_file->setText(tr("File"));
    m_file->setToolTip(tr("Open a program, save this one, or start again from the start text"));
    m_open->setText(tr("Open…"));
    m_save->setText(tr("Save as…"));
    m_start->setText(tr("Start text"));
    m_start->setToolTip(tr("Puts the start text back: it reads the input and prints an answer (Undo takes it back)."));
    m_run->setText(tr("Run"));
    m_run->setToolTip(tr("Builds your program and runs it on the input on screen (%1)")
                          .arg(m_runKey->shortcut().toString(QKeySequence::NativeText)));
    m_runKey->setText(tr("Run your program (My solution)"));
    m_breakpointKey->setText(tr("A breakpoint on the line of your program (My solution): the caret's, or the line about to run"));
    m_languageBox->setToolTip(tr("The language of your program"));
    m_withoutSandbox->setText(tr("Run without a sandbox until StepBoard quits"));
    m_withoutSandbox->setToolTip(tr("Without the sandbox your program runs as you: it can read and change your files "
                                    "and reach the network. Only the time, memory and file size limits still hold."));
    m_lower->setTabText(0, tr("Last run"));
    m_lower->setTabText(1, tr("My tests"));
    m_lower->setTabText(2, tr("Step by step"));
    const bool searching = searchingFailure();
    m_stepButton->setText(recording() || searching ? tr("Stop") : m_stepping ? tr("Edit") : tr("Step through"));
    m_stepMenu->setEnabled(!recording() && !searching && !m_stepping);
    m_stepMenu->setToolTip(tr("Step through on the input on screen, or on the first test of the bank your program fails"));
    m_stepHere->setText(tr("On the input on screen"));
    m_firstFailure->setText(tr("On the first test of the bank it fails"));
    m_stepButton->setToolTip(searching ? tr("Stops running your program on the bank's tests")
                             : recording()  ? tr("Stops the recording: the lines so far are stepped")
                             : m_stepping ? tr("Back to editing your program")
                                          : tr("Runs your program on the input on screen line by line, to step "
                                               "through it as a debugger does"));
    m_lower->setTabToolTip(1, tr("Small tests of your own, with the answers you expect: the judge runs them too"));
    m_outputTitle->setText(tr("Output"));
    m_errorsTitle->setText(tr("Errors"));
    if (m_last && !running() && !recording() && !searching && !m_stepping)
        showRun(*m_last);
}

bool SolutionPanel::eventFilter(QObject* watched, QEvent* event)
{
    // On a projector the split follows the screen's height; elsewhere it stays where the class drags it.
    if (watched == m_split && event->type() == QEvent::Resize && m_presenting)
        fitStepSplit();
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
    return QWidget::eventFilter(watched, event);
}

void SolutionPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
