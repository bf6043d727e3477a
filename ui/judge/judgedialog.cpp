// SPDX-License-Identifier: GPL-3.0-or-later
#include "judgedialog.h"

#include "run/problemui.h"
#include "common/language.h"
#include "common/utf8.h"

#include "judge/testdiff.h"
#include "judge/verdictcells.h"
#include "own/runresults.h"

#include "core/answer.h"
#include "core/judge.h"
#include "core/problem.h"
#include "sandbox.h"

#include <QCoreApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <optional>

namespace sb::ui {

JudgeDialog::JudgeDialog(const ProblemDesc& problem, QWidget* parent)
    : QDialog(parent), m_problem(problem), m_limit(new QDoubleSpinBox(this)), m_run(new QPushButton(this)),
      m_cancel(new QPushButton(this)), m_progress(new QProgressBar(this)), m_table(new QTableWidget(this)),
      m_testsTitle(new QLabel(this)), m_tests(new QTableWidget(this)), m_status(new QLabel(this)), m_job(problem),
      m_ownBox(new QCheckBox(this)), m_mineTitle(new QLabel(this)), m_mine(new QTableWidget(this))
{
    m_mineTitle->hide();
    m_mine->hide();
    // A subtask's tests take room once one is chosen: until then the table has it all.
    m_testsTitle->hide();
    m_tests->hide();
    m_ownBox->hide();
    m_limit->setRange(0.1, 60);
    m_limit->setDecimals(1);
    m_limit->setSingleStep(0.5);
    m_limit->setValue(1.0);
    auto* top = new QHBoxLayout;
    top->addWidget(m_limit);
    top->addWidget(m_run);
    top->addWidget(m_progress, 1);
    top->addWidget(m_cancel);
    for (QTableWidget* t : {m_table, m_tests, m_mine})
        setUpJudgeTable(t);
    m_status->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_ownBox); // a line of its own: the top line is full on a projector
    layout->addWidget(m_table, 2);
    layout->addWidget(m_testsTitle);
    layout->addWidget(m_tests, 1);
    layout->addWidget(m_mineTitle);
    layout->addWidget(m_mine);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(880, 560);

    connect(m_run, &QPushButton::clicked, this, &JudgeDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &JudgeDialog::cancel);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int column) {
        showTests(row, column - 1); // column 0 is the method
    });
    connect(m_tests, &QTableWidget::cellClicked, this, [this](int row, int) { openRow(row); });
    connect(m_mine, &QTableWidget::cellClicked, this, [this](int row, int) { openMine(row); });
    connect(&m_job, &JudgeJob::finished, this, &JudgeDialog::fill);
    auto* tick = new QTimer(this);
    tick->setInterval(100);
    connect(tick, &QTimer::timeout, this, [this] {
        if (running())
            m_progress->setValue(m_job.done());
    });
    tick->start();
    retranslate();
}

JudgeDialog::~JudgeDialog() = default;

bool JudgeDialog::running() const
{
    return m_job.running();
}

void JudgeDialog::start()
{
    if (running())
        return;
    m_report.reset();
    m_shownRow = m_shownSubtask = -1;
    const TestBank& bank = m_problem.bank();
    int tests = 0;
    for (const BankSubtask& s : bank.subtasks)
        tests += static_cast<int>(s.tests.size());
    // Offered, not "visible": J starts the judge before the dialog is shown.
    const bool own = !m_ownBox->isHidden() && m_ownBox->isChecked();
    m_progress->setRange(0, tests * (static_cast<int>(m_problem.methods.size()) + (own ? 1 : 0)));
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Judging every method on %1 tests…").arg(tests));
    std::optional<OwnSource> source;
    if (own)
        source = m_own;
    m_job.start(m_limit->value(), source);
    m_ownRow = own ? static_cast<int>(m_problem.methods.size()) : -1;
}

void JudgeDialog::cancel()
{
    m_job.cancel();
}

void JudgeDialog::waitUntilDone()
{
    m_job.waitForFinished();
    QCoreApplication::processEvents();
}

void JudgeDialog::fill()
{
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    if (std::unique_ptr<JudgeReport> report = m_job.takeReport())
        m_report = std::move(report);
    if (!m_report)
        return;
    const ProblemUi& ui = problemUi(m_problem.id);
    const TestBank& bank = m_problem.bank();
    m_table->clear();
    m_table->setRowCount(static_cast<int>(m_report->methods.size()));
    m_table->setColumnCount(static_cast<int>(bank.subtasks.size()) + 2);
    QStringList headers{tr("Method")};
    for (const BankSubtask& s : bank.subtasks)
        headers << tr("%1\n(%2 points)").arg(fromUtf8(s.name)).arg(s.weight); // a header does not wrap
    headers << tr("Score");
    m_table->setHorizontalHeaderLabels(headers);
    m_table->horizontalHeader()->setSectionResizeMode(m_table->columnCount() - 1, QHeaderView::ResizeToContents);
    for (int r = 0; r < static_cast<int>(m_report->methods.size()); ++r) {
        const MethodResult& m = m_report->methods[static_cast<std::size_t>(r)];
        m_table->setItem(r, 0, verdictCell(r == m_ownRow ? tr("My solution (%1)").arg(QString::fromStdString(m.method))
                                                  : ui.methodLabel(m.method)));
        for (int s = 0; s < static_cast<int>(m.subtasks.size()); ++s) {
            const SubtaskResult& sub = m.subtasks[static_cast<std::size_t>(s)];
            const Verdict v = subtaskVerdict(sub);
            m_table->setItem(r, s + 1,
                             verdictCell(QStringLiteral("%1 %2/%3").arg(fromUtf8(verdictName(v))).arg(sub.passed).arg(sub.total),
                                  verdictColour(v)));
        }
        m_table->setItem(r, static_cast<int>(m.subtasks.size()) + 1, verdictCell(QString::number(m.score, 'g', 3)));
    }
    m_progress->setValue(m_job.done());
    if (m_ownRow >= static_cast<int>(m_report->methods.size()))
        m_ownRow = -1; // the sandbox did not start it: no row
    if (const std::vector<TestResult>* mine = m_job.ownTests())
        m_mineShown = *mine;
    fillMine();
    if (m_ownRow >= 0) // the student's row in sight, under the methods'
        m_table->scrollToItem(m_table->item(m_ownRow, 0));
    if (const std::string why = m_job.ownProblem(); !why.empty())
        m_status->setText(tr("Your program was not judged: the sandbox cannot start here (%1).")
                              .arg(QString::fromStdString(why)));
    else
        m_status->setText(m_report->cancelled ? tr("Stopped: the tests not run are marked --.")
                                              : tr("A click on a subtask lists its tests; a click on a failed test opens it."));
}

void JudgeDialog::showTests(int row, int subtask)
{
    if (!m_report || row < 0 || row >= static_cast<int>(m_report->methods.size()))
        return;
    const MethodResult& m = m_report->methods[static_cast<std::size_t>(row)];
    if (subtask < 0 || subtask >= static_cast<int>(m.subtasks.size()))
        return;
    m_shownRow = row;
    m_shownSubtask = subtask;
    m_testsTitle->show();
    m_tests->show();
    const SubtaskResult& sub = m.subtasks[static_cast<std::size_t>(subtask)];
    const BankSubtask& tests = m_problem.bank().subtasks[static_cast<std::size_t>(subtask)];
    m_testsTitle->setText(tr("%1, %2:").arg(m_table->item(row, 0)->text(), fromUtf8(sub.name)));
    m_tests->clear();
    m_tests->setColumnCount(5);
    m_tests->setHorizontalHeaderLabels({tr("Test"), tr("Input"), tr("Verdict"), tr("Seconds"), tr("What it checks")});
    for (const int column : {0, 2, 3})
        m_tests->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_tests->setRowCount(static_cast<int>(sub.tests.size()));
    const QLocale locale(language::current()); // 0,002 in Vietnamese
    const ProblemUi& ui = problemUi(m_problem.id);
    for (int i = 0; i < static_cast<int>(sub.tests.size()); ++i) {
        const TestResult& t = sub.tests[static_cast<std::size_t>(i)];
        const BankTest& test = tests.tests[static_cast<std::size_t>(i)];
        const QString input = QString::fromStdString(test.input);
        m_tests->setItem(i, 0, verdictCell(tr("Test %1").arg(i + 1)));
        m_tests->setItem(i, 1, verdictCell(input.section(QLatin1Char('\n'), 0, 0).trimmed()));
        m_tests->setItem(i, 2, verdictCell(fromUtf8(verdictName(t.verdict)), verdictColour(t.verdict)));
        // A run the estimate showed to be over the limit is never started: no time to show.
        m_tests->setItem(i, 3, verdictCell(t.seconds <= 0     ? QStringLiteral("—")
                                    : t.seconds < 0.001 ? QStringLiteral("< ") + locale.toString(0.001, 'f', 3)
                                                        : locale.toString(t.seconds, 'f', 3)));
        // Why a program fails the test, where the bank has a word for it: a shortcut other data lets through.
        m_tests->setItem(i, 4, verdictCell(ui.testNote(test.name)));
    }
}

void JudgeDialog::openRow(int row)
{
    if (!m_report || m_shownRow < 0)
        return;
    const MethodResult& m = m_report->methods[static_cast<std::size_t>(m_shownRow)];
    const SubtaskResult& sub = m.subtasks[static_cast<std::size_t>(m_shownSubtask)];
    if (row < 0 || row >= static_cast<int>(sub.tests.size()))
        return;
    const Verdict v = sub.tests[static_cast<std::size_t>(row)].verdict;
    if (v == Verdict::Accepted || v == Verdict::NotRun || v == Verdict::CompileError)
        return;
    if (m_shownRow == m_ownRow) {
        openOwnTest(m_shownSubtask, row);
        return;
    }
    const BankTest& test = m_problem.bank().subtasks[static_cast<std::size_t>(m_shownSubtask)].tests[static_cast<std::size_t>(row)];
    emit openTest(QString::fromStdString(m.method), QString::fromStdString(test.input), v == Verdict::TimeLimit);
    accept();
}

void JudgeDialog::setOwnProgram(const OwnSource& source, bool ticked)
{
    m_own = source;
    m_ownBox->setChecked(ticked);
    m_ownBox->show();
}

void JudgeDialog::openOwnTest(int subtask, int index)
{
    const MethodResult& m = m_report->methods[static_cast<std::size_t>(m_ownRow)];
    const TestResult& t = m.subtasks[static_cast<std::size_t>(subtask)].tests[static_cast<std::size_t>(index)];
    const BankTest& test = m_problem.bank().subtasks[static_cast<std::size_t>(subtask)].tests[static_cast<std::size_t>(index)];
    // The right answer, worked out again by the reference: the judge keeps only what the program printed.
    const std::string expected = m_problem.reference()->solve(*m_problem.parse(test.input), kDefaultWorkBudget).output;
    showDiff(tr("Test %1 of %2").arg(index + 1).arg(fromUtf8(m.subtasks[static_cast<std::size_t>(subtask)].name)), t,
             test.input, expected, problemUi(m_problem.id).testNote(test.name));
}

void JudgeDialog::showDiff(const QString& title, const TestResult& t, const std::string& input, const std::string& expected,
                           const QString& note)
{
    // In the words the My solution tab uses; the limits are the judge's own. Then what the test checks.
    box::Limits limits;
    limits.cpuSeconds = m_limit->value();
    QString verdict = RunResults::verdictSentence(t, firstDifference(t.output, expected), limits);
    if (!note.isEmpty() && t.verdict == Verdict::WrongAnswer)
        verdict += QLatin1Char('\n') + note;
    delete m_diff;
    m_diff = new TestDiff(title, verdict, QString::fromStdString(input), QString::fromStdString(expected),
                          QString::fromStdString(t.output), this);
    const bool overTime = t.verdict == Verdict::TimeLimit;
    const QString method = QString::fromStdString(std::string(m_problem.reference()->id));
    const QString text = QString::fromStdString(input);
    connect(m_diff, &TestDiff::openInWindow, this, [this, method, text, overTime] {
        emit openTest(method, text, overTime);
        accept();
    });
    connect(m_diff, &TestDiff::stepInWindow, this, [this, text, answer = QString::fromStdString(expected)] {
        emit stepTest(text, answer);
        accept();
    });
    // In the judge's font (a projector's doubled one) and over it, the same size.
    m_diff->setFont(font());
    m_diff->setGeometry(geometry());
    m_diff->setModal(true);
    m_diff->show();
}

void JudgeDialog::fillMine()
{
    const bool shown = m_ownRow >= 0 && !m_mineShown.empty();
    m_mineTitle->setVisible(shown);
    m_mine->setVisible(shown);
    if (!shown)
        return;
    int passed = 0;
    for (const TestResult& t : m_mineShown)
        passed += t.verdict == Verdict::Accepted;
    m_mineTitle->setText(tr("My tests: %1 of %2 passed").arg(passed).arg(m_mineShown.size()));
    // A few rows high, the rest scrolls: the editorial's table keeps its height.
    m_mine->setMaximumHeight(fontMetrics().lineSpacing() * 5);
    m_mine->clear();
    m_mine->setColumnCount(4);
    m_mine->setHorizontalHeaderLabels({tr("Test"), tr("Input"), tr("Verdict"), tr("Seconds")});
    for (const int column : {0, 2, 3})
        m_mine->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_mine->setRowCount(static_cast<int>(m_mineShown.size()));
    for (int i = 0; i < static_cast<int>(m_mineShown.size()); ++i) {
        const TestResult& t = m_mineShown[static_cast<std::size_t>(i)];
        m_mine->setItem(i, 0, verdictCell(tr("Mine %1").arg(i + 1)));
        m_mine->setItem(i, 1, verdictCell(m_own.tests.value(i).first.section(QLatin1Char('\n'), 0, 0).trimmed()));
        m_mine->setItem(i, 2, verdictCell(fromUtf8(verdictName(t.verdict)), verdictColour(t.verdict)));
        m_mine->setItem(i, 3, verdictCell(t.seconds < 0.001 ? QStringLiteral("< 0.001") : QString::number(t.seconds, 'f', 3)));
    }
}

void JudgeDialog::openMine(int index)
{
    if (index < 0 || index >= static_cast<int>(m_mineShown.size()) || index >= m_own.tests.size())
        return;
    const TestResult& t = m_mineShown[static_cast<std::size_t>(index)];
    if (t.verdict == Verdict::Accepted || t.verdict == Verdict::NotRun || t.verdict == Verdict::CompileError)
        return;
    showDiff(tr("My test %1").arg(index + 1), t, m_own.tests[index].first.toStdString(), m_own.tests[index].second.toStdString());
}

void JudgeDialog::retranslate()
{
    m_ownBox->setText(tr("My solution"));
    m_ownBox->setToolTip(tr("Judge your own program (the My solution tab) beside the methods"));
    setWindowTitle(tr("Judge: %1").arg(problemUi(m_problem.id).name()));
    m_limit->setPrefix(tr("Time limit: "));
    m_limit->setSuffix(tr(" s a test"));
    m_run->setText(tr("Judge again"));
    m_cancel->setText(tr("Cancel"));
    m_testsTitle->setText(tr("Tests:"));
    if (m_report)
        fill();
}

void JudgeDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace sb::ui
