// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packcharts.h"

#include "charts/chartstyle.h"
#include "common/language.h"
#include "packs/packcode.h"
#include "packs/packcontroller.h"
#include "packs/packgrowth.h"

#include "pack.h"
#include "packrun.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <QtConcurrent>

#include <algorithm>

namespace sb::ui {

namespace {

QChartView* chartView(QWidget* parent)
{
    auto* view = new QChartView(new QChart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->chart()->legend()->hide(); // the legend is words under the chart, which wrap
    return view;
}

} // namespace

PackChartsDialog::PackChartsDialog(std::shared_ptr<const pack::Pack> pack, const QStringList& choices, bool python,
                                   const QString& input, const QString& cacheFolder, QWidget* parent)
    : QDialog(parent), m_pack(std::move(pack)), m_costs(std::make_shared<PackCosts>()),
      m_stop(std::make_shared<std::atomic<bool>>(false)), m_done(std::make_shared<std::atomic<int>>(0)),
      m_view(chartView(this)), m_legend(new QLabel(this)), m_status(new QLabel(this))
{
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_status->setWordWrap(true);
    std::vector<const pack::Solution*> solutions;
    for (const QString& id : choices)
        if (const pack::Solution* s = PackController::solutionOf(*m_pack, id, python))
            solutions.push_back(s);
    // The work per move on the input on screen, and the growth over the pack's tests (counted once shown).
    auto* onInput = new QWidget(this);
    auto* inputLayout = new QVBoxLayout(onInput);
    inputLayout->setContentsMargins(0, 0, 0, 0);
    inputLayout->addWidget(m_view, 1);
    inputLayout->addWidget(m_legend);
    inputLayout->addWidget(m_status);
    m_growth = new PackGrowthView(m_pack, solutions, this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(onInput, QString());
    m_tabs->addTab(m_growth, QString());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(900, 640);
    retranslate();
    m_runs = static_cast<int>(solutions.size());
    // Every run recorded with the line limit, read back from the run cache where it was recorded before.
    m_job.setFuture(QtConcurrent::run([pack = m_pack, costs = m_costs, stop = m_stop, done = m_done, solutions,
                                       input = input.toStdString(), folder = cacheFolder.toStdString()] {
        for (const pack::Solution* s : solutions) {
            if (stop->load())
                return;
            const program::Trace trace = pack::recordStoppable(*pack, *s, input, folder, stop.get(), kLineLimit);
            PackCosts::Curve curve{s, {QPointF(0, 0)}, trace.end() == program::Trace::End::Limit};
            const std::vector<pack::PackMove> moves = pack::moves(*pack, *s, trace);
            for (std::size_t m = 0; m < moves.size(); ++m)
                curve.points << QPointF(double(m + 1), double(moves[m].step));
            costs->curves << curve;
            ++*done;
        }
    }));
    connect(&m_job, &QFutureWatcher<void>::finished, this, &PackChartsDialog::draw);
    auto* tick = new QTimer(this);
    connect(tick, &QTimer::timeout, this, [this, tick] {
        if (!m_job.isRunning())
            return tick->stop();
        m_status->setText(tr("Recording the runs: %1 of %2…").arg(m_done->load()).arg(m_runs));
    });
    tick->start(200);
}

void PackChartsDialog::retranslate()
{
    setWindowTitle(tr("What the solutions cost"));
    m_tabs->setTabText(0, tr("On this input"));
    m_tabs->setTabText(1, tr("Over the pack's tests"));
}

void PackChartsDialog::showGrowth()
{
    m_tabs->setCurrentWidget(m_growth);
}

PackChartsDialog::~PackChartsDialog()
{
    m_stop->store(true);
    m_job.waitForFinished();
}

void PackChartsDialog::waitUntilReady()
{
    m_job.waitForFinished();
    draw();
}

void PackChartsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_job.isFinished())
            draw();
    }
    QDialog::changeEvent(event);
}

void PackChartsDialog::draw()
{
    m_status->setText(tr("The lines each solution has run by the end of each of its moves. Each run is recorded to "
                         "at most %1 lines.")
                          .arg(QLocale(language::current()).toString(static_cast<qulonglong>(kLineLimit))));
    QChart* chart = m_view->chart();
    clearChart(chart);
    double most = 1, moves = 1;
    for (const PackCosts::Curve& c : m_costs->curves)
        for (const QPointF& p : c.points) {
            most = std::max(most, p.y());
            moves = std::max(moves, p.x());
        }
    auto* x = new QValueAxis;
    x->setRange(0, moves);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("Moves"));
    chart->addAxis(x, Qt::AlignBottom);
    QLogValueAxis* y = addLogAxis(chart, Qt::AlignLeft, 1, most, tr("Lines run"));
    applyChartFonts(chart, font());
    QStringList legend;
    int index = 0;
    for (const PackCosts::Curve& c : m_costs->curves) {
        const CurveStyle style = curveStyle(index++, !c.solution->method);
        auto* line = new QLineSeries;
        QPen pen(style.colour, 3, style.line);
        line->setPen(pen);
        for (const QPointF& p : c.points)
            line->append(p.x(), std::max(1.0, p.y()));
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        QString name = PackController::shortTitleOf(*c.solution);
        if (c.cut)
            name = tr("%1, at the line limit").arg(name);
        legend << legendEntry(style, name, false);
    }
    m_legend->setText(legend.join(QStringLiteral(" &nbsp; ")));
}

QString PackChartsDialog::legendText() const
{
    return m_legend->text();
}

} // namespace sb::ui
