// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packgrowth.h"

#include "charts/chartstyle.h"
#include "common/language.h"
#include "packs/packcontroller.h"

#include "pack.h"
#include "packrun.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QTimer>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLogValueAxis>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace sb::ui {

PackGrowthView::PackGrowthView(std::shared_ptr<const pack::Pack> pack, std::vector<const pack::Solution*> solutions,
                               QWidget* parent)
    : QWidget(parent), m_pack(std::move(pack)), m_solutions(std::move(solutions)),
      m_growth(std::make_shared<PackGrowth>()), m_stop(std::make_shared<std::atomic<bool>>(false)),
      m_done(std::make_shared<std::atomic<int>>(0)), m_view(new QChartView(new QChart, this)), m_legend(new QLabel(this)),
      m_status(new QLabel(this))
{
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->legend()->hide(); // the legend is words under the chart, which wrap
    for (QLabel* label : {m_legend, m_status}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
    }
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_status);
    connect(&m_job, &QFutureWatcher<void>::finished, this, &PackGrowthView::draw);
}

std::uint64_t PackGrowthView::lineLimit(bool python)
{
    return pack::growthLineLimit(python ? pack::Language::Python : pack::Language::Cpp);
}

PackGrowthView::~PackGrowthView()
{
    m_stop->store(true);
    m_job.waitForFinished();
}

void PackGrowthView::showEvent(QShowEvent* event)
{
    start();
    QWidget::showEvent(event);
}

void PackGrowthView::start()
{
    if (m_started)
        return;
    m_started = true;
    const int runs = static_cast<int>(m_solutions.size() * m_pack->tests().size());
    // Each solution built once, then counted on every test; nothing is drawn until all are.
    m_job.setFuture(QtConcurrent::run([pack = m_pack, solutions = m_solutions, growth = m_growth, stop = m_stop,
                                       done = m_done] {
        for (const pack::Solution* s : solutions) {
            if (stop->load())
                return;
            PackGrowth::Series series;
            series.solution = s;
            std::string why;
            const auto each = [&](const pack::TestWork&) {
                ++*done;
                return !stop->load();
            };
            const std::vector<pack::TestWork> work = pack::workOnTests(*pack, *s, pack::growthLineLimit(s->language), each, &why);
            for (const pack::TestWork& w : work) {
                const QPointF point(w.size, double(std::max<std::uint64_t>(w.count.lines, 1)));
                if (w.count.failed)
                    ++series.failed;
                else if (w.size > 0) // an input without the numbers its size is made of has no place on the axis
                    (w.count.cut ? series.beyond : series.within) << point;
            }
            series.error = QString::fromStdString(why);
            series.slope = pack::growthSlope(work).value_or(std::numeric_limits<double>::quiet_NaN());
            growth->series << series;
        }
    }));
    auto* tick = new QTimer(this);
    connect(tick, &QTimer::timeout, this, [this, tick, runs] {
        if (!m_job.isRunning())
            return tick->stop();
        m_status->setText(tr("Running the solutions on the pack's tests: %1 of %2…").arg(m_done->load()).arg(runs));
    });
    tick->start(200);
    m_status->setText(tr("Running the solutions on the pack's tests: %1 of %2…").arg(0).arg(runs));
}

void PackGrowthView::waitUntilReady()
{
    start();
    m_job.waitForFinished();
    draw();
}

void PackGrowthView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_started && m_job.isFinished())
        draw();
    QWidget::changeEvent(event);
}

void PackGrowthView::draw()
{
    QChart* chart = m_view->chart();
    clearChart(chart);
    double xlo = std::numeric_limits<double>::max(), xhi = 1, ylo = std::numeric_limits<double>::max(), yhi = 1;
    for (const PackGrowth::Series& g : m_growth->series)
        for (const auto* points : {&g.within, &g.beyond})
            for (const QPointF& p : *points) {
                xlo = std::min(xlo, p.x());
                xhi = std::max(xhi, p.x());
                ylo = std::min(ylo, p.y());
                yhi = std::max(yhi, p.y());
            }
    const QLocale locale(language::current());
    m_status->setText(tr("Slopes fitted on log-log axes. At most %1 lines in C++ and %2 in Python: a run stopped there is "
                         "hollow, and left out of its slope.")
                          .arg(locale.toString(static_cast<qulonglong>(lineLimit(false))),
                               locale.toString(static_cast<qulonglong>(lineLimit(true)))));
    if (xlo > xhi)
        return;
    const std::string& sizeName = m_pack->size.name;
    QLogValueAxis* x = addLogAxis(chart, Qt::AlignBottom, xlo, xhi,
                                  m_pack->size.numbers.empty() ? tr("Input size (bytes)")
                                  : sizeName.empty()           ? tr("Input size")
                                                               : tr("Input size (%1)").arg(QString::fromStdString(sizeName)));
    QLogValueAxis* y = addLogAxis(chart, Qt::AlignLeft, ylo, yhi, tr("Lines run"));
    applyChartFonts(chart, font());
    QStringList legend, slopes;
    bool anyBeyond = false;
    const double mark = fontMetrics().height() * 0.6;
    int index = 0;
    for (const PackGrowth::Series& g : m_growth->series) {
        const CurveStyle style = curveStyle(index++, !g.solution->method);
        // Each solution's name with its slope, in the legend: the chart keeps the room.
        const QString name = PackController::shortTitleOf(*g.solution);
        QString words;
        if (!g.error.isEmpty())
            words = tr("%1: does not build").arg(name);
        else if (std::isnan(g.slope))
            words = tr("%1: no slope").arg(name);
        else if (const QString slope = locale.toString(std::abs(g.slope) < 0.005 ? 0.0 : g.slope, 'f', 2); !g.beyond.isEmpty())
            words = tr("%1: slope %2 before the line limit").arg(name, slope); // no "-0.00": a flat line's rounds to 0
        else
            words = tr("%1: slope %2").arg(name, slope);
        if (g.failed)
            words = tr("%1, did not end on %n test(s)", "", g.failed).arg(words);
        slopes << words;
        legend << legendEntry(style, words, false);
        anyBeyond = anyBeyond || !g.beyond.isEmpty();
        addGrowthCurve(chart, x, y, style, mark, g.within, g.beyond);
    }
    if (anyBeyond)
        legend << hollowLegendEntry(tr("stopped at the line limit"));
    m_legend->setText(legend.join(QStringLiteral(" &nbsp; ")));
    m_slopes = slopes.join(QStringLiteral("  ·  "));
}

QString PackGrowthView::legendText() const
{
    return m_legend->text();
}

QString PackGrowthView::slopesText() const
{
    return m_slopes;
}

} // namespace sb::ui
