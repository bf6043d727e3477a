// SPDX-License-Identifier: GPL-3.0-or-later
// The stepping half of SolutionController: a recording stepped, where it first goes wrong, its board
// and the method beside it.
#include "own/solutioncontroller.h"

#include "common/language.h"
#include "common/utf8.h"
#include "own/besidereference.h"
#include "own/boardchoicedialog.h"
#include "own/runresults.h"
#include "own/solutionwork.h"
#include "own/stepper.h"
#include "run/packkeeper.h"
#include "run/problemui.h"
#include "run/session.h"

#include "core/problem.h"
#include "ownboard.h"

#include <QLocale>
#include <QSettings>
#include <QToolButton>

#include <utility>

namespace sb::ui {

namespace {

QString boardKey(const QString& problem)
{
    return QStringLiteral("solution/%1/board").arg(problem);
}

} // namespace

void SolutionController::showFirstFailure(const FirstFailure& search)
{
    if (!search.ran) {
        showRun(search.build); // the sandbox, or the compiler's messages on their lines
        return;
    }
    const program::FirstFailure& found = search.found;
    const QLocale locale(language::current());
    if (found.stopped) {
        m_results->setVerdict(tr("Stopped: your program passed the first %1 tests of the bank.").arg(locale.toString(found.tests)));
        return;
    }
    if (!found.failed) {
        m_results->setVerdict(tr("Your program passes all %1 tests of the bank.").arg(locale.toString(found.tests)));
        return;
    }
    const QString name = tr("Test %1 of %2").arg(found.index + 1).arg(fromUtf8(found.subtask));
    m_results->setVerdict(tr("%1 is the first your program fails (%2): it is stepped on it.")
                              .arg(name, fromUtf8(verdictName(found.failed->verdict))));
    emit firstFailureFound(QString::fromStdString(found.input), QString::fromStdString(found.expected), name);
}

void SolutionController::goToDifference(const QString& expected, const QString& name)
{
    // Said under where the program is (the Last run tab is out of sight while stepping), and kept
    // with the last run.
    const auto said = [this, &name](const QString& sentence) {
        const QString text = name.isEmpty() ? sentence : tr("%1: %2").arg(name, sentence);
        m_results->setVerdict(text);
        m_stepper->setNote(text);
    };
    const program::Trace& t = *m_stepTrace;
    // Where the judge finds it wrong (its comparison: spaces at the ends of lines do not count).
    const std::optional<AnswerDifference> wrong = firstDifference(t.output, expected.toStdString());
    const QLocale locale(language::current());
    if (!wrong) {
        said(tr("Stepped, your program prints the right answer on this test."));
        return;
    }
    const std::optional<std::size_t> printing = t.printing(wrong->at);
    if (!printing) {
        m_stepper->end();
        said(tr("Your program ends having printed %1 bytes that agree with the right answer, "
                "which goes on after them: here is its last line.")
                 .arg(locale.toString(static_cast<qulonglong>(wrong->at))));
        return;
    }
    m_stepper->goTo(*printing);
    said(tr("Line %1 prints the first character that differs from the right answer (step %2 of %3).")
             .arg(t.line(*printing))
             .arg(locale.toString(static_cast<qulonglong>(*printing + 1)), locale.toString(static_cast<qulonglong>(t.positions()))));
}

void SolutionController::showSteps(const SolutionSteps& steps)
{
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
    m_results->setVerdict(tr("Stepping your program: Right and Left step, F10 over a call, Shift+F11 out of one."));
    m_stepTrace = steps.trace;
    m_stepper->setTrace(steps.trace, QString::fromStdString(steps.input));
    if (steps.trace->empty()) {
        // Nothing was recorded: the stepper says why; no line to go to, no difference to look for.
        m_expected.reset();
        m_results->setVerdict(m_stepper->endText());
    }
    // The breakpoints set while editing are the stepper's now (they moved with the text).
    const QList<int> breakpoints = m_editor->breakpointLines();
    m_stepper->clearBreakpoints();
    for (const int line : breakpoints)
        m_stepper->toggleBreakpoint(line);
    // The board: the variable chosen for this problem's solution before, else the guess.
    std::optional<BoardChoice> choice = BoardChoice::load(QSettings().value(boardKey(m_editor->problem())).toString().toStdString());
    if (!choice && m_stepInput)
        choice = program::guessBoard(*steps.trace, *m_stepProblem, *m_stepInput);
    m_stepper->setBoard(m_stepProblem, m_stepInput, choice);
    showBeside();
    if (const std::optional<Expected> test = std::exchange(m_expected, std::nullopt))
        goToDifference(test->answer, test->testName);
    emit stepsShown();
}

void SolutionController::chooseBoard()
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
                             m_view);
    m_boardDialog = &dialog;
    const int answer = dialog.exec();
    m_boardDialog = nullptr;
    if (answer != QDialog::Accepted || !m_stepping)
        return;
    const BoardChoice choice = dialog.choice();
    if (choice.variable.empty())
        return;
    QSettings().setValue(boardKey(m_editor->problem()), QString::fromStdString(choice.save()));
    m_stepper->setBoard(m_stepProblem, m_stepInput, choice);
}

void SolutionController::setBesideShown(bool on)
{
    m_stepper->besideButton()->setChecked(on); // showBeside() follows
}

bool SolutionController::besideShown() const
{
    return m_stepping && m_stepper->besideButton()->isChecked();
}

BesideReference* SolutionController::beside() const
{
    return m_stepping && m_stepper->besideButton()->isChecked() && m_stepInput ? m_beside.data() : nullptr;
}

void SolutionController::showBeside()
{
    const bool pack = m_packs && m_packs->packPlace();
    if (!m_stepping || !m_stepper->besideButton()->isChecked() || (!m_stepInput && !pack)) {
        emit besideChanged(nullptr);
        return;
    }
    // A pack's reference, on the program's input, where it has got as far.
    if (pack) {
        emit besideChanged(m_packs->ownBeside(m_stepTrace, m_stepper->inputText(), m_stepper->step(), m_editor->python()));
        return;
    }
    if (!m_beside) {
        m_beside = new BesideReference(m_view);
        m_beside->setPresentation(m_presenting);
        m_beside->hide();
    }
    m_beside->open(m_session->problemId(), m_stepper->inputText(), m_editor->python());
    m_beside->follow(m_stepper->unitsDone(), m_stepper->answered());
    emit besideChanged(m_beside);
}

void SolutionController::stopStepping()
{
    if (!m_stepping)
        return;
    m_stepping = false;
    m_stepper->pause();
    if (m_boardDialog)
        m_boardDialog->reject();
    emit programBoardChanged(nullptr, QString());
    emit besideChanged(nullptr); // the built-in method's, or a pack's reference
    emit steppingChanged(false);
    m_editor->setReadOnly(false);
    m_editor->markLine(0);
    m_results->setVerdict({});
    emit stateChanged();
}

void SolutionController::forgetSteps()
{
    stopStepping();
    m_stepper->setTrace(nullptr, QString());
    m_stepTrace.reset();
    emit stepsForgotten();
}

} // namespace sb::ui
