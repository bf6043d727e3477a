// SPDX-License-Identifier: GPL-3.0-or-later
// The growth chart: each correct method's work per moment on inputs of growing size, log-log,
// with its fitted slope; work beyond a judge's second drawn hollow.
#include "chartsdialog.h"

#include "charts/chartstyle.h"
#include "common/language.h"
#include "run/problemui.h"
#include "run/session.h"

#include "core/problem.h"

#include <QLabel>
#include <QLocale>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLogValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace sb::ui {

void ChartsDialog::drawGrowth()
{
    QChart* chart = m_growthView->chart();
    clearChart(chart);
    const ProblemUi& ui = problemUi(m_session->problem().id);
    double xlo = std::numeric_limits<double>::max(), xhi = 1, ylo = std::numeric_limits<double>::max(), yhi = 1;
    for (const GrowthSeries& g : m_growth)
        for (const auto* points : {&g.within, &g.beyond})
            for (const QPointF& p : *points)
                if (p.x() > 0 && p.y() > 0) {
                    xlo = std::min(xlo, p.x());
                    xhi = std::max(xhi, p.x());
                    ylo = std::min(ylo, p.y());
                    yhi = std::max(yhi, p.y());
                }
    if (m_growth.isEmpty() || xlo > xhi)
        return;
    QLogValueAxis* x = addLogAxis(chart, Qt::AlignBottom, xlo, xhi, ui.growthSize());
    QLogValueAxis* y = addLogAxis(chart, Qt::AlignLeft, ylo, yhi, ui.growthWork());
    applyFonts(chart);
    QStringList slopes;
    QStringList legend;
    bool anyBeyond = false;
    const double mark = fontMetrics().height() * 0.6;
    int i = 0;
    for (const GrowthSeries& g : m_growth) {
        const CurveStyle style = curveStyle(i++, false);
        legend << legendEntry(style, ui.methodLabel(g.method), false);
        anyBeyond = anyBeyond || !g.beyond.isEmpty();
        // No "-0.00": a flat line's slope rounds to 0.
        const double slope = std::abs(g.slope) < 0.005 ? 0.0 : g.slope;
        slopes << tr("%1: slope %2").arg(ui.methodLabel(g.method), QLocale(language::current()).toString(slope, 'f', 2));
        // Filled where a judge would finish in time; hollow, "beyond", where it would not.
        addGrowthCurve(chart, x, y, style, mark, g.within, g.beyond, ui.methodLabel(g.method),
                       tr("beyond a judge's second"));
    }
    if (anyBeyond)
        legend << hollowLegendEntry(tr("beyond a judge's second"));
    m_growthLegend->setText(legend.join(QStringLiteral(" &nbsp; &nbsp; ")));
    // The slopes in a line of their own, which wraps: a legend would cut them short on a projector.
    m_slopes->setText(tr("Fitted slopes on log-log axes: %1.").arg(slopes.join(QStringLiteral("  ·  "))));
    m_status->clear();
}

} // namespace sb::ui
