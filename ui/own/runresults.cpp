// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/runresults.h"

#include "common/language.h"
#include "own/solutionwork.h"
#include "widgets/wraplabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace sb::ui {

namespace {

/// The most of a run's output and errors the panel shows (a program may print 16 MB).
constexpr qsizetype kShownBytes = 256 * 1024;

QString shown(const std::string& bytes)
{
    const QString text = QString::fromUtf8(bytes.data(), static_cast<qsizetype>(std::min<std::size_t>(bytes.size(), kShownBytes)));
    if (bytes.size() <= static_cast<std::size_t>(kShownBytes))
        return text;
    return text + QLatin1Char('\n') +
           RunResults::tr("… and %1 bytes more").arg(QLocale(language::current()).toString(static_cast<qulonglong>(bytes.size() - kShownBytes)));
}

} // namespace

RunResults::RunResults(QWidget* parent)
    : QWidget(parent), m_verdict(new WrapLabel(this)), m_figures(new WrapLabel(this)), m_outputTitle(new QLabel(this)),
      m_errorsTitle(new QLabel(this)), m_output(new QPlainTextEdit(this)), m_errors(new QPlainTextEdit(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_verdict);
    layout->addWidget(m_figures);
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
    layout->addLayout(outputs, 1);
    retranslate();
}

void RunResults::startRun(const QString& verdict)
{
    m_verdict->setText(verdict);
    m_figures->clear();
    m_output->clear();
    m_errors->clear();
}

void RunResults::showNoSandbox(const QString& why)
{
    m_verdict->setText(tr("The sandbox cannot start here, so your program is not run. Only where you trust "
                          "the program, tick \"Run without a sandbox\" and run it again."));
    m_errors->setPlainText(why);
    showBoxes();
}

void RunResults::showCompileError(const SolutionRun& r)
{
    m_verdict->setText(r.compilerOutOfTime ? tr("Compile error (CE): the compiler ran out of time.")
                                           : tr("Compile error (CE): see the marked lines."));
    m_errors->setPlainText(shown(r.compileErrors));
    showBoxes();
}

void RunResults::showRun(const SolutionRun& r)
{
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

void RunResults::showBoxes()
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

void RunResults::setVerdict(const QString& text)
{
    m_verdict->setText(text);
}

void RunResults::clearFigures()
{
    m_figures->clear();
}

QString RunResults::verdictText() const
{
    return m_verdict->text();
}

QString RunResults::figuresText() const
{
    return m_figures->text();
}

QString RunResults::outputText() const
{
    return m_output->toPlainText();
}

QString RunResults::errorsText() const
{
    return m_errors->toPlainText();
}

void RunResults::setCodeFont(const QFont& font)
{
    for (QPlainTextEdit* box : {m_output, m_errors})
        box->setFont(font);
}

QString RunResults::verdictSentence(const TestResult& test, const std::optional<AnswerDifference>& difference,
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

void RunResults::retranslate()
{
    m_outputTitle->setText(tr("Output"));
    m_errorsTitle->setText(tr("Errors"));
}

void RunResults::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sb::ui
