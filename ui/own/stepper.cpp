// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepper.h"

#include "boardchoicedialog.h"
#include "programplay.h"
#include "programrun.h"
#include "run/narrator.h"
#include "ownboard.h"
#include "tracerun.h"
#include "common/language.h"
#include "run/problemui.h"
#include "trace.h"
#include "widgets/wraplabel.h"

#include "core/problem.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace sb::ui {

ProgramStepper::ProgramStepper(QWidget* parent)
    : QWidget(parent), m_ended(new RecordingEnd(this)), m_note(new WrapLabel(this)), m_run(new ProgramRun(this)),
      m_boxes(new InputOutputBoxes(this)),
      m_board(new WrapLabel(this)), m_boardButton(new QToolButton(this)),
      m_besideButton(new QToolButton(this)),
      m_play(new ProgramPlay(this))
{
    setObjectName(QStringLiteral("programStepper"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The window's player bar steps the program, plays it, sets its speed and says where it is; the
    // Code tab shows its variables and its call stack. Here: the board drawn from the program's own
    // variable, a line only when it cannot be drawn, beside its buttons (which variable and how: the
    // Board button's tooltip).
    auto* whereRow = new QHBoxLayout;
    m_board->setObjectName(QStringLiteral("programBoardLine"));
    whereRow->addWidget(m_board, 1);
    whereRow->addStretch(0); // the buttons stay on the right when the line is hidden
    layout->addLayout(whereRow);
    layout->addWidget(m_ended);
    m_note->setObjectName(QStringLiteral("stepperNote"));
    m_note->hide();
    layout->addWidget(m_note);
    m_boardButton->setFocusPolicy(Qt::NoFocus);
    m_boardButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    whereRow->addWidget(m_boardButton);
    m_besideButton->setFocusPolicy(Qt::NoFocus);
    m_besideButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_besideButton->setCheckable(true);
    m_besideButton->setEnabled(false);
    whereRow->addWidget(m_besideButton);
    connect(m_besideButton, &QToolButton::toggled, this, &ProgramStepper::besideToggled);
    // The run moves only through its model: whatever moved it, this shows where it now stands. The
    // first to hear it, so that what the stepper says is up to date for the views that follow.
    connect(m_run, &RunSource::stepChanged, this, &ProgramStepper::showMoved);
    connect(m_run, &ProgramRun::playingChanged, this, &ProgramStepper::playingChanged);
    connect(m_run, &ProgramRun::speedChanged, this, &ProgramStepper::speedChanged);
    connect(m_run, &ProgramRun::breakpointsChanged, this, &ProgramStepper::breakpointsChanged);
    connect(m_boardButton, &QToolButton::clicked, this, &ProgramStepper::boardChoiceAsked);
    m_boardButton->setEnabled(false);
    // The input and what it printed, side by side, take the rest.
    layout->addWidget(m_boxes, 1);
    retranslate();
}

ProgramStepper::~ProgramStepper() = default;

void ProgramStepper::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    m_boxes->setPresentation(on);
    showBoardLine();
}

void ProgramStepper::setTrace(std::shared_ptr<const program::Trace> trace, const QString& input)
{
    pause();
    m_trace = std::move(trace);
    m_inputBytes = input.toUtf8();
    m_boxes->setInput(input);
    m_run->setInputText(input);
    m_run->setTrace(m_trace, m_inputBytes.toStdString());
    countUnits();
    m_ended->setTrace(m_trace);
    setNote({});
    emit m_run->stepChanged(); // at its first line, or nothing to step
    emit m_play->steppableChanged(); // nothing to step after a recording that failed before its first line
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
    return m_trace ? m_trace->positions() : 0;
}

int ProgramStepper::line() const
{
    return m_trace && m_step < m_trace->positions() ? m_trace->line(m_step) : 0;
}

bool ProgramStepper::pastLastLine() const
{
    return m_trace && !m_trace->empty() && m_step >= m_trace->size();
}

bool ProgramStepper::answered() const
{
    return pastLastLine() || (m_trace && !m_trace->empty() && m_trace->outputWritten(m_step) > 0);
}

void ProgramStepper::goTo(std::size_t step)
{
    m_run->toPosition(step);
}

void ProgramStepper::forward()
{
    m_run->forward();
}

void ProgramStepper::back()
{
    m_run->back();
}

void ProgramStepper::over()
{
    m_run->over();
}

void ProgramStepper::out()
{
    m_run->out();
}

void ProgramStepper::home()
{
    m_run->toStart();
}

void ProgramStepper::end()
{
    m_run->toEnd();
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
    const QString step = locale.toString(static_cast<qulonglong>(m_step + 1));
    const QString steps = locale.toString(static_cast<qulonglong>(m_trace->positions()));
    if (pastLastLine()) // the program ran its last line and ended
        return tr("Ended after line %1 · step %2 of %3").arg(m_trace->line(m_step)).arg(step, steps);
    return tr("Line %1 · step %2 of %3 · in %4")
        .arg(m_trace->line(m_step))
        .arg(step, steps, QString::fromStdString(m_trace->function(m_step)));
}

QString ProgramStepper::saidText() const
{
    if (!m_trace || m_trace->empty())
        return {};
    // The board's moves in its problem's words, where a board is read off the program.
    const ProblemDesc* problem = m_variableBoard.problem();
    QString said = problem ? Narrator::said(*m_run->run(), {&problemUi(problem->id), problem, CodeLanguage::Cpp})
                           : Narrator::said(*m_run->run());
    // At its last line, why the recording ends there when the program did not end by itself: the class
    // reads it where it reads the lines, not only under My solution.
    if (m_step + 1 >= m_trace->positions())
        if (const QString end = endText(); !end.isEmpty())
            said += (said.isEmpty() ? QString() : QStringLiteral("\n")) + end;
    return said;
}

void ProgramStepper::showMoved()
{
    if (!m_trace || m_trace->empty() || !m_run->model()) {
        // Nothing to step: nothing of an earlier recording stays.
        m_step = 0;
        m_boxes->showNothingRead(m_trace ? QString::fromStdString(m_trace->output) : QString());
        emit lineChanged(0); // no line: the editor marks none, the player bar says nothing was recorded
        return;
    }
    const auto step = static_cast<std::size_t>(m_run->model()->position());
    m_step = step;
    m_boxes->showAt(*m_trace, step, m_inputBytes, m_run->inputText());
    showBoard();
    emit lineChanged(m_trace->line(step));
    emit said(saidText());
    emit unitsChanged(unitsDone());
}

void ProgramStepper::setBoard(const ProblemDesc* problem, std::shared_ptr<const ProblemInput> input,
                              std::optional<BoardChoice> choice)
{
    m_variableBoard.setChoice(problem, std::move(input), std::move(choice));
    countUnits();
    if (m_run->steppable())
        emit m_run->stepChanged(); // where it stands, on the new board
    else
        showBoard();
}

void ProgramStepper::showBoard()
{
    const RunModel* run = m_run->run();
    const std::optional<RunBoard> board = run && m_trace && !m_trace->empty() ? run->board() : std::nullopt;
    m_variableBoard.setMisfit(board ? board->misfit : std::nullopt);
    showBoardLine();
    if (!board) {
        emit programBoardChanged({});
        return;
    }
    const QString variable = QString::fromStdString(m_variableBoard.choice()->variable);
    if (board->misfit) {
        // Not the method's board in its place: an empty one, and why the program's cannot be drawn here.
        emit programBoardChanged(tr("Your program's board cannot be drawn here. %1").arg(misfitText(*board->misfit, variable)));
        return;
    }
    emit programBoardChanged(pastLastLine() ? tr("Your program's board, read from %1 after its last line, line %2, ran.")
                                                  .arg(variable)
                                                  .arg(m_trace->line(m_step))
                                            : tr("Your program's board, read from %1 before line %2 runs.")
                                                  .arg(variable)
                                                  .arg(m_trace->line(m_step)));
}

void ProgramStepper::showBoardLine()
{
    const bool boards = m_variableBoard.readable();
    const std::optional<BoardChoice>& choice = m_variableBoard.choice();
    m_board->setText(boardText());
    // On a projector the line only when the board cannot be read (none chosen yet: the button's tooltip says so).
    m_board->setVisible(boards && (choice ? m_variableBoard.misfit().has_value() : !m_presenting));
    m_boardButton->setVisible(boards);
    m_boardButton->setEnabled(boards && m_trace && !m_trace->empty()); // nothing to choose from before a recording
    const bool beside = m_variableBoard.countsUnits() || m_besideOffered;
    m_besideButton->setVisible(beside);
    m_besideButton->setEnabled(beside && m_trace && !m_trace->empty());
    m_boardButton->setToolTip(choice && boards ? boardText() + QLatin1Char('\n') +
                                                     BoardChoiceDialog::describe(problemUi(m_variableBoard.problem()->id), *choice)
                                               : m_presenting ? boardText()
                                                              : tr("Which of your variables holds the board, and how"));
}

quint64 ProgramStepper::unitsDone() const
{
    return m_trace && !m_trace->empty() ? m_variableBoard.units().at(m_step) : 0;
}

void ProgramStepper::countUnits()
{
    const bool had = hasMoments();
    m_variableBoard.countUnits(m_trace.get(), std::string_view(m_inputBytes.constData(), static_cast<std::size_t>(m_inputBytes.size())));
    if (m_run->model()) {
        m_run->model()->setUnits(m_variableBoard.units()); // the run moves by them
        m_run->model()->setBoard(m_variableBoard.problem(), m_variableBoard.input(), m_variableBoard.choice());
    }
    if (had != hasMoments())
        emit m_play->problemChanged(); // the moment keys come or go
}

void ProgramStepper::setMoments(std::optional<program::ProgramUnits> units)
{
    m_variableBoard.setGivenUnits(std::move(units));
    countUnits();
}

void ProgramStepper::nextMoment()
{
    m_run->nextMoment();
}

void ProgramStepper::previousMoment()
{
    m_run->previousMoment();
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
    QWidget::changeEvent(event);
}

void ProgramStepper::offerBeside(bool on)
{
    if (on == m_besideOffered)
        return;
    m_besideOffered = on;
    retranslate();
    showBoardLine();
}

void ProgramStepper::retranslate()
{
    m_boardButton->setText(tr("Board…"));
    m_besideButton->setText(tr("Reference"));
    m_besideButton->setToolTip(m_besideOffered ? tr("The pack's reference beside your program, where it has got as far")
                                               : tr("A built-in method beside your program, at the same point of the input"));
    emit playingChanged(isPlaying());
    if (m_trace)
        emit m_run->stepChanged(); // said again in the new language
}

} // namespace sb::ui
