// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packjudgedialog.h"

#include "common/language.h"
#include "common/utf8.h"
#include "judge/verdictcells.h"
#include "packs/packcode.h"

#include "core/judge.h"
#include "pack.h"
#include "packjudge.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <filesystem>

namespace sb::ui {

namespace {

QString fileName(const std::string& file)
{
    return fromUtf8(std::filesystem::path(file).filename().string());
}

} // namespace

PackJudgeDialog::PackJudgeDialog(std::shared_ptr<const pack::Pack> pack, QWidget* parent)
    : QDialog(parent), m_pack(std::move(pack)), m_run(new QPushButton(this)), m_cancel(new QPushButton(this)),
      m_progress(new QProgressBar(this)), m_table(new QTableWidget(this)), m_testsTitle(new QLabel(this)),
      m_tests(new QTableWidget(this)), m_status(new QLabel(this)), m_job(new QFutureWatcher<void>(this)),
      m_stop(std::make_shared<std::atomic<bool>>(false)), m_done(std::make_shared<std::atomic<int>>(0)),
      m_worked(std::make_shared<std::vector<pack::SolutionResult>>()), m_ready(std::make_shared<std::atomic<int>>(0)),
      m_order(m_pack->inOrder())
{
    m_testsTitle->hide();
    m_tests->hide();
    auto* top = new QHBoxLayout;
    top->addWidget(m_run);
    top->addWidget(m_progress, 1);
    top->addWidget(m_cancel);
    for (QTableWidget* t : {m_table, m_tests})
        setUpJudgeTable(t);
    m_status->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 2);
    layout->addWidget(m_testsTitle);
    layout->addWidget(m_tests, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(880, 560);
    connect(m_run, &QPushButton::clicked, this, &PackJudgeDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &PackJudgeDialog::cancel);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int column) { showTests(row, column - 1); });
    connect(m_tests, &QTableWidget::cellClicked, this, [this](int row, int) { openRow(row); });
    connect(m_job, &QFutureWatcher<void>::finished, this, &PackJudgeDialog::fill);
    auto* tick = new QTimer(this);
    tick->setInterval(100);
    connect(tick, &QTimer::timeout, this, [this] {
        if (!running())
            return;
        m_progress->setValue(m_done->load());
        if (m_ready->load() > m_filled)
            fill(); // another solution is judged: its row now
    });
    tick->start();
    fill();
    retranslate();
}

PackJudgeDialog::~PackJudgeDialog()
{
    m_stop->store(true);
    m_job->waitForFinished();
}

bool PackJudgeDialog::running() const
{
    return m_job->isRunning();
}

void PackJudgeDialog::setOwnProgram(const OwnSource& program)
{
    m_own = program;
    fill();
}

void PackJudgeDialog::start()
{
    if (running())
        return;
    const std::size_t solutions = static_cast<std::size_t>(rows());
    m_stop->store(false);
    m_done->store(0);
    m_ready->store(0);
    m_worked = std::make_shared<std::vector<pack::SolutionResult>>(solutions);
    m_results.assign(solutions, {});
    m_filled = 0;
    m_cancelled = false;
    m_shownRow = m_shownGroup = -1;
    m_progress->setRange(0, static_cast<int>(solutions * m_pack->tests().size()));
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Judging %1 solutions on %2 tests with the pack's limits…")
                          .arg(solutions)
                          .arg(m_pack->tests().size()));
    m_job->setFuture(QtConcurrent::run([pack = m_pack, order = m_order, own = m_own, worked = m_worked, ready = m_ready,
                                        stop = m_stop, done = m_done] {
        const auto keepGoing = [&] {
            if (stop->load())
                return false;
            ++*done;
            return true;
        };
        for (std::size_t i = 0; i < order.size() && !stop->load(); ++i) {
            (*worked)[i] = pack::judge(*pack, *order[i], keepGoing);
            ready->store(static_cast<int>(i) + 1);
        }
        if (own && !stop->load()) {
            // Built and run in the sandbox with the pack's limits, as the pack's own solutions are.
            const pack::Language language = own->python ? pack::Language::Python : pack::Language::Cpp;
            std::vector<program::TestCase> tests;
            for (const auto& [input, expected] : own->tests)
                tests.push_back({input.toStdString(), expected.toStdString()});
            (*worked)[order.size()] = pack::judge(*pack, own->text.toStdString(), language,
                                                  own->python ? "mine.py" : "mine.cpp", keepGoing, tests);
            ready->store(static_cast<int>(order.size()) + 1);
        }
    }));
    fill();
}

void PackJudgeDialog::cancel()
{
    m_stop->store(true);
    m_cancelled = true;
}

void PackJudgeDialog::waitUntilDone()
{
    m_job->waitForFinished();
    fill();
}

void PackJudgeDialog::fill()
{
    const bool busy = running();
    m_run->setEnabled(!busy);
    m_cancel->setEnabled(busy);
    const int ready = m_ready->load();
    for (int i = m_filled; i < ready && i < static_cast<int>(m_results.size()); ++i)
        m_results[static_cast<std::size_t>(i)] = (*m_worked)[static_cast<std::size_t>(i)];
    m_filled = std::max(m_filled, std::min(ready, static_cast<int>(m_results.size())));
    const std::vector<pack::TestGroup>& groups = m_pack->groups;
    const int scoreColumn = m_pack->scoring ? 1 : 0;
    const int ownTests = m_own && !m_own->tests.isEmpty() ? 1 : 0; // a column of the student's own tests
    m_table->clear();
    m_table->setRowCount(rows());
    m_table->setColumnCount(static_cast<int>(groups.size()) + 1 + ownTests + scoreColumn);
    // The solutions' names whole: they tell the rows apart. The groups share the rest.
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    QStringList headers{tr("Solution")};
    for (const pack::TestGroup& g : groups) {
        const QString name = groupLabel(g.name);
        const pack::GroupResult* scored = nullptr;
        for (const pack::SolutionResult& r : m_results)
            for (const pack::GroupResult& gr : r.groups)
                if (gr.name == g.name && gr.maxScore)
                    scored = &gr;
        headers << (scored ? tr("%1\n(%2 points)").arg(name).arg(*scored->maxScore) : name);
    }
    if (ownTests)
        headers << tr("My tests");
    if (scoreColumn)
        headers << tr("Score");
    m_table->setHorizontalHeaderLabels(headers);
    for (int r = 0; r < rows(); ++r) {
        if (ownRow(r)) {
            m_table->setItem(r, 0, verdictCell(tr("Your program (%1)").arg(m_own->name)));
        } else {
            const pack::Solution& s = *m_order[static_cast<std::size_t>(r)];
            const QString file = fileName(s.file);
            m_table->setItem(r, 0, verdictCell(s.method ? tr("Method %1: %2").arg(*s.method).arg(file)
                                                        : s.mistake.empty() ? file
                                                                            : tr("Wrong: %1").arg(file)));
        }
        const pack::SolutionResult& result = m_results.empty() ? pack::SolutionResult{} : m_results[static_cast<std::size_t>(r)];
        if (result.file.empty())
            continue; // not judged yet
        if (!result.compileError.empty())
            m_table->item(r, 0)->setToolTip(fromUtf8(result.compileError));
        for (int g = 0; g < static_cast<int>(result.groups.size()); ++g) {
            const pack::GroupResult& group = result.groups[static_cast<std::size_t>(g)];
            const Verdict v = testsVerdict(group.results);
            QTableWidgetItem* cell = verdictCell(fromUtf8(pack::cell(group)), verdictColour(v));
            if (group.blocked)
                cell->setToolTip(tr("It scores nothing here: a group it requires did not pass."));
            m_table->setItem(r, g + 1, cell);
        }
        if (scoreColumn)
            m_table->setItem(r, static_cast<int>(groups.size()) + 1 + ownTests,
                             verdictCell(QString::number(result.score, 'g', 4)));
    }
    m_progress->setValue(m_done->load());
    if (busy)
        return;
    if (m_results.empty())
        m_status->setText(QString());
    else
        m_status->setText(m_cancelled ? tr("Stopped: the tests not run are marked --.")
                                      : tr("A click on a group lists its tests; a click on a failed test opens it."));
    if (m_shownRow >= 0)
        showTests(m_shownRow, m_shownGroup);
}

void PackJudgeDialog::showTests(int row, int group)
{
    if (row < 0 || row >= static_cast<int>(m_results.size()))
        return;
    const pack::SolutionResult& result = m_results[static_cast<std::size_t>(row)];
    if (group < 0 || group >= static_cast<int>(result.groups.size()))
        return;
    m_shownRow = row;
    m_shownGroup = group;
    m_testsTitle->show();
    m_tests->show();
    const pack::GroupResult& g = result.groups[static_cast<std::size_t>(group)];
    m_testsTitle->setText(tr("%1, %2:").arg(m_table->item(row, 0)->text(),
                                            g.name == pack::kOwnTestsGroup ? tr("My tests") : groupLabel(g.name)));
    m_tests->clear();
    m_tests->setColumnCount(4);
    m_tests->setHorizontalHeaderLabels({tr("Test"), tr("Verdict"), tr("Seconds"), tr("Why")});
    for (const int column : {1, 2})
        m_tests->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_tests->setRowCount(static_cast<int>(g.results.size()));
    const QLocale locale(language::current());
    for (int i = 0; i < static_cast<int>(g.results.size()); ++i) {
        const TestResult& t = g.results[static_cast<std::size_t>(i)];
        m_tests->setItem(i, 0, verdictCell(fileName(g.tests[static_cast<std::size_t>(i)])));
        m_tests->setItem(i, 1, verdictCell(fromUtf8(verdictName(t.verdict)), verdictColour(t.verdict)));
        m_tests->setItem(i, 2, verdictCell(t.seconds <= 0 ? QStringLiteral("—") : locale.toString(t.seconds, 'f', 3)));
        m_tests->setItem(i, 3, verdictCell(fromUtf8(t.detail)));
    }
}

void PackJudgeDialog::openRow(int row)
{
    if (m_shownRow < 0 || m_shownRow >= static_cast<int>(m_results.size()))
        return;
    const pack::SolutionResult& result = m_results[static_cast<std::size_t>(m_shownRow)];
    const pack::GroupResult& g = result.groups[static_cast<std::size_t>(m_shownGroup)];
    if (row < 0 || row >= static_cast<int>(g.results.size()))
        return;
    const Verdict v = g.results[static_cast<std::size_t>(row)].verdict;
    if (v == Verdict::Accepted || v == Verdict::NotRun || v == Verdict::CompileError)
        return;
    if (g.name == pack::kOwnTestsGroup && m_own && row < m_own->tests.size()) {
        emit stepOwnTest(m_own->tests[row].first, m_own->tests[row].second, tr("My test %1").arg(row + 1));
        return;
    }
    const pack::TestCase* test = nullptr;
    for (const pack::TestGroup& group : m_pack->groups)
        if (group.name == g.name && row < static_cast<int>(group.tests.size()))
            test = &group.tests[static_cast<std::size_t>(row)];
    if (!test)
        return;
    if (ownRow(m_shownRow))
        emit stepOwnTest(packFileText(*m_pack, test->input), packFileText(*m_pack, test->answer),
                         fromUtf8(test->name));
    else
        emit openTest(fromUtf8(m_order[static_cast<std::size_t>(m_shownRow)]->file),
                      packFileText(*m_pack, test->input));
}

QString PackJudgeDialog::groupLabel(const std::string& name)
{
    // The format's own groups in the window's language; a teacher's group by its own name, short.
    if (name == "sample")
        return tr("Samples");
    if (name == "secret")
        return tr("Secret tests");
    const std::string secret = "secret/";
    return fromUtf8(name.rfind(secret, 0) == 0 ? name.substr(secret.size()) : name);
}

void PackJudgeDialog::retranslate()
{
    setWindowTitle(tr("Judge: every solution of the pack on its tests"));
    m_run->setText(tr("Judge again"));
    m_cancel->setText(tr("Stop"));
    fill();
}

void PackJudgeDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace sb::ui
