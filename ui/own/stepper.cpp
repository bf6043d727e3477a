// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepper.h"

#include "boardchoicedialog.h"
#include "programplay.h"
#include "run/recordedrun.h"
#include "run/recordedwords.h"
#include "linedid.h"
#include "ownboard.h"
#include "widgets/callstackbar.h"
#include "widgets/watchpanel.h"
#include "tracerun.h"
#include "run/motion.h"
#include "widgets/speedbox.h"
#include "common/language.h"
#include "run/problemui.h"
#include "trace.h"
#include "widgets/wraplabel.h"

#include "core/problem.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSlider>
#include <QStyle>
#include <QTextBlock>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace sb::ui {

ProgramStepper::ProgramStepper(QWidget* parent)
    : QWidget(parent), m_ended(new QLabel(this)), m_detailsButton(new QToolButton(this)), m_debuggerWords(new QLabel(this)),
      m_note(new WrapLabel(this)), m_run(new RecordedRun(this)), m_stack(new CallStackBar(m_run, this)),
      m_watch(new WatchPanel(m_run, this)), m_inputTitle(new LineLabel(this)),
      m_outputTitle(new LineLabel(this)), m_input(new QPlainTextEdit(this)), m_output(new QPlainTextEdit(this)),
      m_board(new WrapLabel(this)), m_boardButton(new QToolButton(this)),
      m_besideButton(new QToolButton(this)), m_timer(new QTimer(this)),
      m_play(new ProgramPlay(this))
{
    setObjectName(QStringLiteral("programStepper"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The window's player bar steps the program, plays it, sets its speed and says where it is: here,
    // the call stack (where the program calls its own functions) and the board's buttons, on one row.
    auto* whereRow = new QHBoxLayout;
    m_stack->setOneLine(true);
    whereRow->addWidget(m_stack, 1);
    whereRow->addStretch(0); // the buttons stay on the right when there is no stack
    layout->addLayout(whereRow);
    m_ended->setWordWrap(true);
    m_ended->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    m_ended->hide();
    m_ended->setObjectName(QStringLiteral("recordingEnded"));
    // A failed recording: the sentence in the window's language, the debugger's words one click away.
    auto* endedRow = new QHBoxLayout;
    endedRow->addWidget(m_ended, 1);
    m_detailsButton->setObjectName(QStringLiteral("recordingDetails"));
    m_detailsButton->setCheckable(true);
    m_detailsButton->setFocusPolicy(Qt::NoFocus);
    m_detailsButton->hide();
    endedRow->addWidget(m_detailsButton, 0, Qt::AlignTop);
    layout->addLayout(endedRow);
    m_debuggerWords->setObjectName(QStringLiteral("debuggerWords"));
    m_debuggerWords->setWordWrap(true);
    m_debuggerWords->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_debuggerWords->setTextFormat(Qt::PlainText);
    m_debuggerWords->hide();
    layout->addWidget(m_debuggerWords);
    connect(m_detailsButton, &QToolButton::toggled, m_debuggerWords, &QWidget::setVisible);
    m_note->setObjectName(QStringLiteral("stepperNote"));
    m_note->hide();
    layout->addWidget(m_note);
    // The board drawn from the program's own variable: a button to choose it beside where the program is
    // (which one and how: its tooltip), and a line only when it cannot be drawn (the variables keep
    // the room on a projector).
    m_board->setObjectName(QStringLiteral("programBoardLine"));
    layout->addWidget(m_board);
    m_boardButton->setFocusPolicy(Qt::NoFocus);
    m_boardButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    whereRow->addWidget(m_boardButton);
    m_besideButton->setFocusPolicy(Qt::NoFocus);
    m_besideButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_besideButton->setCheckable(true);
    m_besideButton->setEnabled(false);
    whereRow->addWidget(m_besideButton);
    connect(m_besideButton, &QToolButton::toggled, this, &ProgramStepper::besideToggled);
    connect(m_timer, &QTimer::timeout, this, &ProgramStepper::tick);
    connect(m_boardButton, &QToolButton::clicked, this, &ProgramStepper::boardChoiceAsked);
    m_boardButton->setEnabled(false);
    // The window's own views of a run: the variables over the whole width (a click on a frame of the
    // call stack shows its own); the input and what it printed side by side under them.
    connect(m_stack, &CallStackBar::frameChosen, m_watch, &WatchPanel::setFrame);
    layout->addWidget(m_watch, 2);
    auto* grid = new QGridLayout;
    grid->addWidget(m_inputTitle, 0, 0);
    grid->addWidget(m_input, 1, 0);
    grid->addWidget(m_outputTitle, 0, 1);
    grid->addWidget(m_output, 1, 1);
    layout->addLayout(grid, 1);
    // The titles on one line each (the whole text in the tooltip): the panel stays as narrow as the code's.
    for (QPlainTextEdit* box : {m_input, m_output}) {
        box->setMinimumWidth(0);
        box->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        box->setReadOnly(true);
        box->setLineWrapMode(QPlainTextEdit::NoWrap);
        box->setFocusPolicy(Qt::NoFocus);
    }
    fitBoxes();
    retranslate();
}

ProgramStepper::~ProgramStepper() = default;

void ProgramStepper::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    // Name and value need no heading from the back row: the variables keep its row, as many name-value
    // pairs across it as the width holds, and the call stack keeps to one line.
    m_watch->setCompact(on ? 4 : 0, false);
    fitBoxes();
    showBoardLine();
}

void ProgramStepper::fitBoxes()
{
    // Three lines of the input and the output, one on a projector: the code and the variables take the room.
    const int lines = m_presenting ? 1 : 3;
    for (QPlainTextEdit* box : {m_input, m_output}) {
        const auto margin = static_cast<int>(std::ceil(box->document()->documentMargin()));
        // The first line begins a margin under the frame; no margin kept under the last, lest a
        // sliver of the next line show.
        box->setMaximumHeight(fontMetrics().lineSpacing() * lines + 2 * box->frameWidth() + margin);
    }
}

void ProgramStepper::play()
{
    if (!m_trace || m_trace->empty() || m_step + 1 >= m_trace->size() || isPlaying())
        return;
    setStepsPerSecond(m_stepsPerSecond); // the timer's pace
    m_timer->start();
    showPlaying();
}

void ProgramStepper::pause()
{
    if (!isPlaying())
        return;
    m_timer->stop();
    showPlaying();
}

bool ProgramStepper::isPlaying() const
{
    return m_timer->isActive();
}

void ProgramStepper::setStepsPerSecond(double stepsPerSecond)
{
    const bool changed = stepsPerSecond != m_stepsPerSecond;
    m_stepsPerSecond = std::clamp(stepsPerSecond, motion::kLadder.front(), motion::kLadder.back());
    // Up to 60 ticks a second; past that, several lines a tick.
    m_timer->setInterval(static_cast<int>(std::max(1000.0 / 60, 1000.0 / m_stepsPerSecond)));
    if (changed)
        emit speedChanged();
}

void ProgramStepper::tick()
{
    const auto lines = static_cast<std::size_t>(std::max(1.0, m_stepsPerSecond * m_timer->interval() / 1000.0));
    std::size_t to = m_step;
    for (std::size_t i = 0; i < lines && to + 1 < m_trace->size(); ++i) {
        ++to;
        if (m_breakpoints.contains(m_trace->line(to)))
            break;
    }
    show(to);
    if (to + 1 >= m_trace->size() || m_breakpoints.contains(m_trace->line(to)))
        pause();
}

void ProgramStepper::showPlaying()
{
    emit playingChanged(isPlaying());
}

void ProgramStepper::toggleBreakpoint(int line)
{
    if (line < 1)
        return;
    if (!m_breakpoints.remove(line))
        m_breakpoints.insert(line);
    emit breakpointsChanged();
}

void ProgramStepper::clearBreakpoints()
{
    if (m_breakpoints.isEmpty())
        return;
    m_breakpoints.clear();
    emit breakpointsChanged();
}

void ProgramStepper::setTrace(std::shared_ptr<const program::Trace> trace, const QString& input)
{
    pause();
    m_trace = std::move(trace);
    m_inputText = input;
    m_inputBytes = input.toUtf8();
    m_input->setPlainText(input);
    m_run->setTrace(m_trace);
    countUnits();
    // The call stack where the program calls a function of its own: a stack of one frame all along
    // (a script, a main alone) would only take a line from the variables.
    bool calls = false;
    for (std::size_t s = 0; m_trace && s < m_trace->size() && !calls; ++s)
        calls = m_trace->depth(s) > 1;
    m_stack->setVisible(calls);
    m_ended->setText(endText());
    m_ended->setVisible(!m_ended->text().isEmpty());
    m_debuggerWords->setText(debuggerWords());
    m_detailsButton->setChecked(false);
    m_detailsButton->setVisible(!m_debuggerWords->text().isEmpty());
    setNote({});
    show(0);
}

void ProgramStepper::setNote(const QString& text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

QString ProgramStepper::noteText() const
{
    return m_note->text();
}

std::size_t ProgramStepper::steps() const
{
    return m_trace ? m_trace->size() : 0;
}

int ProgramStepper::line() const
{
    return m_trace && m_step < m_trace->size() ? m_trace->line(m_step) : 0;
}

void ProgramStepper::goTo(std::size_t step)
{
    if (m_trace && !m_trace->empty())
        show(std::min(step, m_trace->size() - 1));
}

void ProgramStepper::forward()
{
    goTo(m_step + 1);
}

void ProgramStepper::back()
{
    if (m_step > 0)
        goTo(m_step - 1);
}

void ProgramStepper::over()
{
    if (!m_trace || m_trace->empty())
        return;
    const int depth = m_trace->depth(m_step);
    std::size_t s = m_step + 1;
    while (s + 1 < m_trace->size() && m_trace->depth(s) > depth)
        ++s;
    goTo(s);
}

void ProgramStepper::out()
{
    if (!m_trace || m_trace->empty())
        return;
    const int depth = m_trace->depth(m_step);
    std::size_t s = m_step + 1;
    while (s + 1 < m_trace->size() && m_trace->depth(s) >= depth)
        ++s;
    goTo(s);
}

void ProgramStepper::home()
{
    goTo(0);
}

void ProgramStepper::end()
{
    if (m_trace && !m_trace->empty())
        goTo(m_trace->size() - 1);
}

bool ProgramStepper::stepKey(int key, Qt::KeyboardModifiers modifiers)
{
    if (!m_trace)
        return false;
    const Qt::KeyboardModifiers mods = modifiers & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier);
    if (mods == Qt::NoModifier) {
        switch (key) {
        case Qt::Key_Right: forward(); return true;
        case Qt::Key_Left: back(); return true;
        case Qt::Key_F10: over(); return true;
        case Qt::Key_F11: forward(); return true; // step into: the next line, wherever it is
        case Qt::Key_Home: home(); return true;
        case Qt::Key_End: end(); return true;
        case Qt::Key_Space: isPlaying() ? pause() : play(); return true;
        case Qt::Key_F9: toggleBreakpoint(line()); return true;
        default: return false;
        }
    }
    if (mods == Qt::ShiftModifier && key == Qt::Key_F11) {
        out();
        return true;
    }
    return false;
}

QString ProgramStepper::whereText() const
{
    if (!m_trace || m_trace->empty())
        return tr("Nothing was recorded.");
    const QLocale locale(language::current());
    return tr("Line %1 · step %2 of %3 · in %4")
        .arg(m_trace->line(m_step))
        .arg(locale.toString(static_cast<qulonglong>(m_step + 1)),
             locale.toString(static_cast<qulonglong>(m_trace->size())),
             QString::fromStdString(m_trace->function(m_step)));
}

QString ProgramStepper::saidText() const
{
    if (!m_trace || m_trace->empty())
        return {};
    return RecordedWords::said(program::lineDid(*m_trace, m_step, std::string_view(m_inputBytes.constData(), static_cast<std::size_t>(m_inputBytes.size()))));
}

namespace {

/// How a failed recording ended when the program itself ended it (a signal, an exit code, too much
/// output, the time limit), in the window's language; empty when the recorder failed.
QString programsOwnEnd(const QString& error)
{
    if (error.startsWith(QStringLiteral("the program was killed by ")))
        return ProgramStepper::tr("The program was killed by %1 after its last line here.").arg(error.mid(26));
    if (error.startsWith(QStringLiteral("the program ended with exit code ")))
        return ProgramStepper::tr("The program ended with exit code %1.").arg(error.mid(34));
    if (error.startsWith(QStringLiteral("the program printed more than ")))
        return ProgramStepper::tr("The program printed more than 16 MB, so the recording stopped.");
    if (error == QStringLiteral("the recording ran out of time"))
        return ProgramStepper::tr("The recording ran out of time: these are the lines up to then.");
    return {};
}

} // namespace

QString ProgramStepper::endText() const
{
    if (!m_trace)
        return {};
    const QString error = QString::fromStdString(m_trace->error());
    switch (m_trace->end()) {
    case program::Trace::End::Finished:
        return {};
    case program::Trace::End::Limit:
        return tr("The recording keeps the first %1 lines; the program ran on past them.")
            .arg(QLocale(language::current()).toString(static_cast<qulonglong>(m_trace->size())));
    case program::Trace::End::Cancelled:
        return tr("You stopped the recording: these are the lines up to then.");
    case program::Trace::End::Failed:
        break;
    }
    if (const QString own = programsOwnEnd(error); !own.isEmpty())
        return own;
    // The recorder failed, not the program: say so here, and leave the debugger's words to Details.
    if (m_trace->empty())
        return tr("Your program could not be recorded: the debugger failed before its first line. "
                  "Its own words are under Details.");
    return tr("The recording stopped after these lines: the debugger failed. Its own words are under Details.");
}

bool ProgramStepper::recorderFailed() const
{
    return !debuggerWords().isEmpty();
}

QString ProgramStepper::debuggerWords() const
{
    if (!m_trace || m_trace->end() != program::Trace::End::Failed)
        return {};
    const QString error = QString::fromStdString(m_trace->error());
    if (!programsOwnEnd(error).isEmpty())
        return {};
    QString words = error.trimmed();
    const QString stderrText = QString::fromStdString(m_trace->errors).trimmed();
    if (!stderrText.isEmpty() && !words.contains(stderrText))
        words += (words.isEmpty() ? QString() : QStringLiteral("\n")) + stderrText;
    return words;
}

void ProgramStepper::show(std::size_t step)
{
    if (!m_trace || m_trace->empty()) {
        // Nothing to step: nothing of an earlier recording stays.
        m_step = 0;
        emit m_run->stepChanged();
        m_inputTitle->clear();
        m_input->setExtraSelections({});
        m_output->setPlainText(m_trace ? QString::fromStdString(m_trace->output) : QString());
        return;
    }
    m_step = step;
    m_run->model()->toPosition(step);
    emit m_run->stepChanged();
    const program::TraceState state = m_trace->state(step);
    // The input read so far, marked; the output so far.
    const qsizetype taken = QString::fromUtf8(m_inputBytes.left(m_trace->inputTaken(step))).size();
    QTextEdit::ExtraSelection read;
    read.cursor = QTextCursor(m_input->document());
    read.cursor.setPosition(0);
    read.cursor.setPosition(static_cast<int>(std::min(taken, m_inputText.size())), QTextCursor::KeepAnchor);
    read.format.setBackground(QColor(0xc8, 0xe6, 0xc9));
    m_input->setExtraSelections({read});
    // In sight: the line being read, not the empty one after its end (a box of one line on a projector).
    const auto lastLineInSight = [](QPlainTextEdit* box, qsizetype end) {
        QTextCursor at(box->document());
        const bool afterNewline = end > 0 && box->document()->characterAt(static_cast<int>(end - 1)) == QChar::ParagraphSeparator;
        at.setPosition(static_cast<int>(afterNewline ? end - 1 : end));
        box->setTextCursor(at);
        box->ensureCursorVisible();
    };
    lastLineInSight(m_input, std::min(taken, m_inputText.size()));
    m_inputTitle->setText(tr("Input: %1 of %2 bytes read")
                              .arg(QLocale(language::current()).toString(static_cast<qulonglong>(m_trace->inputTaken(step))),
                                   QLocale(language::current()).toString(static_cast<qulonglong>(m_inputBytes.size()))));
    const std::string& printed = m_trace->output;
    m_output->setPlainText(QString::fromUtf8(printed.data(),
                                             static_cast<qsizetype>(std::min<std::size_t>(printed.size(), m_trace->outputWritten(step)))));
    lastLineInSight(m_output, m_output->document()->characterCount() - 1);
    showBoard(state);
    emit lineChanged(m_trace->line(step));
    emit said(saidText());
    emit unitsChanged(unitsDone());
}

void ProgramStepper::setBoard(const ProblemDesc* problem, std::shared_ptr<const ProblemInput> input,
                              std::optional<BoardChoice> choice)
{
    m_problem = problem;
    m_problemInput = std::move(input);
    m_choice = std::move(choice);
    countUnits();
    if (m_trace && !m_trace->empty())
        show(m_step);
    else
        showBoard({});
}

void ProgramStepper::showBoard(const program::TraceState& state)
{
    m_misfit.reset();
    std::shared_ptr<const ProgramBoard> board;
    const bool readable = m_choice && m_problem && m_problem->programBoardReader && m_problemInput;
    if (readable && m_trace && !m_trace->empty()) {
        auto result = program::readBoard(*m_problem, *m_problemInput, *m_choice, state, inputRead());
        if (auto* b = std::get_if<ProgramBoard>(&result))
            board = std::make_shared<const ProgramBoard>(std::move(*b));
        else
            m_misfit = std::get<BoardMisfit>(result);
    }
    m_programBoard = board;
    showBoardLine();
    const QString caption = board ? tr("Your program's board, read from %1 before line %2 runs.")
                                        .arg(QString::fromStdString(m_choice->variable))
                                        .arg(m_trace->line(m_step))
                                  : QString();
    emit programBoardChanged(board, caption);
}

void ProgramStepper::showBoardLine()
{
    const bool boards = m_problem && m_problem->programBoardReader;
    m_board->setText(boardText());
    // On a projector the line only when the board cannot be read (none chosen yet: the button's tooltip says so).
    m_board->setVisible(boards && (m_choice ? m_misfit.has_value() : !m_presenting));
    m_boardButton->setVisible(boards);
    m_boardButton->setEnabled(boards && m_trace && !m_trace->empty()); // nothing to choose from before a recording
    const bool beside = m_problem && m_problem->programBoardReader && m_problem->programBoardReader->unitsDone;
    m_besideButton->setVisible(beside);
    m_besideButton->setEnabled(beside && m_trace && !m_trace->empty());
    m_boardButton->setToolTip(m_choice && boards ? boardText() + QLatin1Char('\n') +
                                                       BoardChoiceDialog::describe(problemUi(m_problem->id), *m_choice)
                                                 : m_presenting ? boardText()
                                                                : tr("Which of your variables holds the board, and how"));
}

QString ProgramStepper::misfitText(const BoardMisfit& m, const QString& variable)
{
    using Kind = BoardMisfit::Kind;
    switch (m.kind) {
    case Kind::Missing:
        return tr("%1 is not in scope at this line.").arg(variable);
    case Kind::NotAList:
        return m.index < 0 ? tr("%1 is not a list the board can be read from.").arg(variable)
                           : tr("Item %2 of %1 is not a list.").arg(variable).arg(m.index);
    case Kind::Short:
        return m.index < 0 ? tr("%1 has %2 items; the board needs %3.").arg(variable).arg(m.have).arg(m.need)
                           : tr("Item %2 of %1 has %3 items; the board needs %4.").arg(variable).arg(m.index).arg(m.have).arg(m.need);
    case Kind::NotACard:
        return tr("Pile %2, card %3 of %1 is \"%4\", which is not a card.")
            .arg(variable)
            .arg(m.index)
            .arg(m.have)
            .arg(QString::fromStdString(m.text));
    case Kind::NotAMark:
        return m.index < 0 ? tr("Fill in every mark of the board.")
                           : tr("Row %2, column %3 of %1 holds %4, which the board cannot draw.")
                                 .arg(variable)
                                 .arg(m.index)
                                 .arg(m.have)
                                 .arg(QString::fromStdString(m.text));
    }
    return {};
}

QString ProgramStepper::boardText() const
{
    if (!m_problem || !m_problem->programBoardReader)
        return {};
    if (!m_choice)
        return tr("Board: none chosen. Choose the variable that holds it.");
    const QString name = QString::fromStdString(m_choice->variable);
    if (m_misfit)
        return tr("Board: %1. %2").arg(name, misfitText(*m_misfit, name));
    return tr("Board: %1").arg(name); // how it is read: in the tooltip
}

std::string_view ProgramStepper::inputRead() const
{
    return {m_inputBytes.constData(),
            std::min<std::size_t>(m_trace->inputTaken(m_step), static_cast<std::size_t>(m_inputBytes.size()))};
}

quint64 ProgramStepper::unitsDone() const
{
    return m_trace && !m_trace->empty() ? m_units.at(m_step) : 0;
}

void ProgramStepper::countUnits()
{
    const bool had = hasMoments();
    m_units = m_trace && m_problem && m_problemInput
                  ? program::ProgramUnits::of(*m_trace, *m_problem, *m_problemInput,
                                              std::string_view(m_inputBytes.constData(), static_cast<std::size_t>(m_inputBytes.size())),
                                              m_choice)
                  : program::ProgramUnits();
    if (had != hasMoments())
        emit m_play->problemChanged(); // the moment keys come or go
}

bool ProgramStepper::hasMoments() const
{
    return m_units.counted();
}

void ProgramStepper::nextMoment()
{
    if (!hasMoments())
        return;
    // To the end of the stretch it stands in; from there, to the end of the next. Nothing done yet is
    // only the input being read: the first press goes to the end of the first unit.
    const std::size_t end = m_units.stretchEnd(m_step);
    if (end != m_step && m_units.at(m_step) > 0)
        goTo(end);
    else
        goTo(m_units.nextStretchEnd(m_step).value_or(m_trace->size() - 1));
}

void ProgramStepper::previousMoment()
{
    if (hasMoments())
        goTo(m_units.previousStretchEnd(m_step).value_or(0));
}

QStringList ProgramStepper::variableNames() const
{
    QStringList names;
    if (!m_trace || m_trace->empty())
        return names;
    for (const program::Variable& v : m_trace->state(m_step).all())
        if (!names.contains(QString::fromStdString(v.first)))
            names << QString::fromStdString(v.first);
    return names;
}

void ProgramStepper::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        fitBoxes();
    QWidget::changeEvent(event);
}

void ProgramStepper::retranslate()
{
    m_outputTitle->setText(tr("Printed so far"));
    m_boardButton->setText(tr("Board…"));
    m_besideButton->setText(tr("Reference"));
    m_besideButton->setToolTip(tr("A built-in method beside your program, at the same point of the input"));
    m_detailsButton->setText(tr("Details"));
    m_detailsButton->setToolTip(tr("What the debugger said, in its own words"));
    showPlaying();
    m_ended->setText(endText());
    if (m_trace)
        show(m_step);
}

} // namespace sb::ui
