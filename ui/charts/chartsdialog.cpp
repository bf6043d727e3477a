// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartsdialog.h"

#include "charts/chartstyle.h"

#include "common/filedialogs.h"
#include "common/outputfile.h"
#include "run/problemui.h"
#include "common/pngfile.h"
#include "run/session.h"
#include "common/theme.h"
#include "widgets/wraplabel.h"

#include "core/problem.h"

#include <QCoreApplication>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <limits>

namespace sb::ui {


ChartsDialog::ChartsDialog(Session* session, QWidget* parent, std::optional<ProgramLines> program)
    : QDialog(parent), m_session(session), m_tabs(new QTabWidget(this)), m_costView(new QChartView(this)),
      m_growthView(new QChartView(this)), m_costTitle(new WrapLabel(this)), m_growthTitle(new WrapLabel(this)),
      m_costLegend(new WrapLabel(this)), m_growthLegend(new WrapLabel(this)), m_slopes(new WrapLabel(this)),
      m_status(new WrapLabel(this)), m_programNote(new WrapLabel(this)), m_png(new QPushButton(this)), m_svg(new QPushButton(this)), m_close(new QPushButton(this))
{
    // Each chart on a page of its own: its title above it and its legend under it, in words
    // that wrap where a chart's own would be cut short on a projector. A page is what is saved.
    const std::pair<QChartView*, std::pair<QLabel*, QLabel*>> pages[] = {{m_costView, {m_costTitle, m_costLegend}},
                                                                         {m_growthView, {m_growthTitle, m_growthLegend}}};
    for (const auto& [view, words] : pages) {
        view->setRenderHint(QPainter::Antialiasing);
        // The view's own chart: setChart() would let the one it made go without deleting it.
        view->chart()->legend()->hide();
        words.first->setAlignment(Qt::AlignHCenter);
        words.second->setTextFormat(Qt::RichText);
        words.second->setAlignment(Qt::AlignHCenter);
        auto* page = new QWidget(this);
        page->setAutoFillBackground(true);
        page->setBackgroundRole(QPalette::Base);
        auto* column = new QVBoxLayout(page);
        column->addWidget(words.first);
        column->addWidget(view, 1);
        column->addWidget(words.second);
        if (view == m_costView)
            column->addWidget(m_programNote);
        m_tabs->addTab(page, QString());
    }
    m_program = std::move(program);
    m_programNote->setAlignment(Qt::AlignHCenter);
    m_programNote->setObjectName(QStringLiteral("programNote"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) { m_slopes->setVisible(tab == 1); });
    m_slopes->hide();
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(m_png, QDialogButtonBox::ActionRole);
    buttons->addButton(m_svg, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    connect(m_png, &QPushButton::clicked, this, [this] { saveAs(false); });
    connect(m_svg, &QPushButton::clicked, this, [this] { saveAs(true); });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_slopes);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(900, 600);

    connect(&m_curvesWatcher, &QFutureWatcher<QVector<CostCurve>>::finished, this, [this] {
        if (!m_curvesWatcher.isCanceled())
            m_curves = m_curvesWatcher.result();
        drawCost();
    });
    connect(&m_growthWatcher, &QFutureWatcher<QVector<GrowthSeries>>::finished, this, [this] {
        if (!m_growthWatcher.isCanceled())
            m_growth = m_growthWatcher.result();
        drawGrowth();
    });
    connect(session, &Session::stepChanged, this, &ChartsDialog::markMoment);
    connect(session, &Session::runChanged, this, &ChartsDialog::compute);
    retranslate();
    compute();
}

ChartsDialog::~ChartsDialog()
{
    if (m_cancel)
        m_cancel->store(true);
    m_curvesWatcher.waitForFinished();
    m_growthWatcher.waitForFinished();
}

void ChartsDialog::compute()
{
    if (m_cancel)
        m_cancel->store(true);
    m_curvesWatcher.waitForFinished();
    m_growthWatcher.waitForFinished();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_curves.clear();
    m_growth.clear();
    auto input = m_session->input();
    if (!input)
        return;
    const ProblemDesc* problem = &m_session->problem();
    const ProblemUi& ui = problemUi(problem->id);
    const Counter work = ui.costCounter();
    const CodeLanguage language = m_session->codeLanguage(); // the cap counts the steps of the listing on screen
    m_status->setText(tr("Working out what each method costs…"));
    // Beside the program: lines run against units done, on the input it was recorded on, in its
    // language; else each method's work against the moment on the input on screen.
    const bool own = drawsProgram();
    const CodeLanguage its = own ? (m_program->python ? CodeLanguage::Python : CodeLanguage::Cpp) : language;
    m_curvesWatcher.setFuture(QtConcurrent::run([problem, input = own ? m_program->input : input, own, its, work,
                                                 cancel = m_cancel] {
        QVector<CostCurve> curves;
        for (const MethodDesc& m : problem->methods)
            curves.push_back(own ? unitLinesCurve(*problem, m, input, its, kCurveSteps, *cancel)
                                 : costCurve(m, input, its, problem->moment, work, kCurveSteps, *cancel));
        return curves;
    }));
    const QVector<GrowthInput> inputs = ui.growthInputs();
    m_growthWatcher.setFuture(QtConcurrent::run([problem, inputs, language, cancel = m_cancel] {
        QVector<GrowthSeries> all;
        for (const MethodDesc& m : problem->methods)
            if (m.role == MethodRole::Correct)
                all.push_back(growthSeries(*problem, m, inputs, language, kBudget, *cancel));
        return all;
    }));
}

void ChartsDialog::waitUntilReady()
{
    m_curvesWatcher.waitForFinished();
    m_growthWatcher.waitForFinished();
    QCoreApplication::processEvents(); // the finished signals draw the charts
}

QChart* ChartsDialog::costChart() const
{
    return m_costView->chart();
}

QChart* ChartsDialog::growthChart() const
{
    return m_growthView->chart();
}

void ChartsDialog::drawCost()
{
    QChart* chart = m_costView->chart();
    clearChart(chart);
    m_marker = nullptr;
    const ProblemUi& ui = problemUi(m_session->problem().id);
    const bool own = drawsProgram();
    QVector<QVector<QPointF>> all;
    for (const CostCurve& c : m_curves)
        all << c.points;
    if (own)
        all << linesByUnit(m_program->perUnit);
    double lo = std::numeric_limits<double>::max(), hi = 0, last = 1;
    for (const QVector<QPointF>& points : all)
        for (const QPointF& p : points) {
            if (p.y() > 0)
                lo = std::min(lo, p.y());
            hi = std::max(hi, p.y());
            last = std::max(last, p.x());
        }
    // Curves a hundred times apart would flatten all but the highest: a log scale shows them all.
    m_costLog = hi > 0 && lo < std::numeric_limits<double>::max() && hi / lo > 100;
    auto* x = new QValueAxis;
    x->setRange(0, last);
    x->applyNiceNumbers(); // whole moments at the ticks
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(own ? ui.programUnitsName() : ui.momentsName());
    chart->addAxis(x, Qt::AlignBottom);
    QAbstractAxis* y = nullptr;
    const QString work = own ? tr("Lines run") : ui.counterName(ui.costCounter());
    if (m_costLog) {
        y = addLogAxis(chart, Qt::AlignLeft, lo, hi, work);
    } else {
        auto* axis = new QValueAxis;
        axis->setRange(0, std::max(1.0, hi));
        axis->applyNiceNumbers();
        axis->setLabelFormat(QStringLiteral("%.0f"));
        axis->setTitleText(work);
        chart->addAxis(axis, Qt::AlignLeft);
        y = axis;
    }
    applyFonts(chart);
    // The method on screen is drawn last, over the others, and thicker; beside the program, the
    // program is (the method is not on screen).
    const std::string_view shown = own ? std::string_view() : m_session->method().id;
    QVector<int> order;
    for (int i = 0; i < m_curves.size(); ++i)
        if (m_curves[i].method != shown)
            order << i;
    for (int i = 0; i < m_curves.size(); ++i)
        if (m_curves[i].method == shown)
            order << i;
    QStringList legend(m_curves.size());
    for (const int i : order) {
        const CostCurve& c = m_curves[i];
        const CurveStyle style = curveStyle(i, m_session->problem().method(c.method)->role == MethodRole::Wrong);
        const bool current = c.method == shown;
        QString name = ui.methodLabel(c.method);
        if (c.stopped)
            name = tr("%1 (stopped after %2 steps)").arg(name).arg(kCurveSteps);
        legend[i] = legendEntry(style, name, current);
        addCostCurve(chart, x, y, style, name, c.points, current, i, static_cast<int>(m_curves.size()));
    }
    if (own)
        drawProgram(chart, x, y, legend);
    m_costLegend->setText(legend.join(QStringLiteral(" &nbsp; &nbsp; ")));
    // The moment on screen, as a vertical line.
    m_marker = new QLineSeries;
    m_marker->setPen(QPen(Qt::gray, 1.5, Qt::DotLine));
    chart->addSeries(m_marker);
    m_marker->attachAxis(x);
    m_marker->attachAxis(y);
    markMoment();
    m_status->setText(m_growth.isEmpty() && m_growthWatcher.isRunning() ? tr("Working out the growth chart…") : QString());
}

QLineSeries* ChartsDialog::addCostCurve(QChart* chart, QAbstractAxis* x, QAbstractAxis* y, const CurveStyle& style,
                                const QString& name, const QVector<QPointF>& all, bool thick, int index, int curves)
{
    auto* series = new QLineSeries;
    series->setName(name);
    QPen pen(style.colour, thick ? 4.0 : 2.5);
    pen.setStyle(style.line);
    series->setPen(pen);
    QList<QPointF> points;
    for (const QPointF& p : all)
        if (!m_costLog || p.y() > 0)
            points << p;
    series->append(points);
    auto* marks = new QScatterSeries;
    marks->setName(name);
    marks->setMarkerShape(style.shape);
    marks->setMarkerSize(fontMetrics().height() * 0.6 * markScale(style.shape) * (thick ? 1.3 : 1.0));
    marks->setColor(style.colour);
    marks->setBorderColor(Qt::white);
    marks->append(markedPoints(points, index, curves));
    for (QXYSeries* s : {static_cast<QXYSeries*>(series), static_cast<QXYSeries*>(marks)}) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
    return series;
}

void ChartsDialog::markMoment()
{
    if (!m_marker)
        return;
    const auto axes = m_costView->chart()->axes(Qt::Vertical);
    if (axes.isEmpty())
        return;
    double lo = 0, hi = 1;
    if (auto* log = qobject_cast<QLogValueAxis*>(axes.front())) {
        lo = log->min();
        hi = log->max();
    } else if (auto* value = qobject_cast<QValueAxis*>(axes.front())) {
        lo = value->min();
        hi = value->max();
    }
    const auto here = static_cast<double>(drawsProgram() ? m_program->unitsDone : m_session->moment());
    m_marker->replace(QList<QPointF>{{here, lo}, {here, hi}});
}

double ChartsDialog::markedMoment() const
{
    return m_marker && m_marker->count() > 0 ? m_marker->at(0).x() : -1;
}

void ChartsDialog::applyFonts(QChart* chart) const
{
    // The dialog's font (doubled on a projector) for every word of the chart.
    QFont title = font();
    title.setBold(true);
    for (QLabel* label : {m_costTitle, m_growthTitle})
        label->setFont(title);
    applyChartFonts(chart, font());
}

QString ChartsDialog::slopesText() const
{
    return m_slopes->text();
}

QString ChartsDialog::legendText(int index) const
{
    return (index == 0 ? m_costLegend : m_growthLegend)->text();
}

void ChartsDialog::showTab(int index)
{
    m_tabs->setCurrentIndex(index);
}

void ChartsDialog::retranslate()
{
    setWindowTitle(tr("What the methods cost"));
    m_tabs->setTabText(0, tr("On this input"));
    m_tabs->setTabText(1, tr("As inputs grow"));
    retranslateProgram();
    m_growthTitle->setText(tr("Work per moment as inputs grow (log-log)"));
    m_png->setText(tr("Save as PNG…"));
    m_svg->setText(tr("Save as SVG…"));
    m_close->setText(tr("Close"));
    drawCost();
    drawGrowth();
}

void ChartsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange) {
        drawCost();
        drawGrowth();
    }
    QDialog::changeEvent(event);
}

} // namespace sb::ui
