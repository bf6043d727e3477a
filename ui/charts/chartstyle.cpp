// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartstyle.h"

#include "common/theme.h"

#include <QFont>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>

#include <algorithm>
#include <cmath>

namespace sb::ui {

CurveStyle curveStyle(int index, bool wrong)
{
    // The Okabe-Ito colours of the theme, told apart on a washed-out projector and by
    // colour-blind eyes; the strongest first and the yellow, faint on white, last.
    static constexpr int order[] = {4, 5, 2, 6, 0, 1, 7, 3};
    static constexpr QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle,   QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle,
        QScatterSeries::MarkerShapeStar,     QScatterSeries::MarkerShapePentagon,
    };
    static constexpr Qt::PenStyle dashes[] = {Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
    CurveStyle style;
    style.colour = Theme::distinctColours()[static_cast<std::size_t>(order[index % 8])];
    style.shape = shapes[index % 6];
    style.line = wrong ? dashes[index % 4] : Qt::SolidLine;
    return style;
}

CurveStyle programCurveStyle()
{
    // The dark teal after the eight the methods take turns with.
    CurveStyle style;
    style.colour = Theme::distinctColours()[9];
    style.shape = QScatterSeries::MarkerShapeRotatedRectangle;
    return style;
}

double markScale(QScatterSeries::MarkerShape shape)
{
    switch (shape) {
    case QScatterSeries::MarkerShapeStar: return 1.6;
    case QScatterSeries::MarkerShapeRotatedRectangle: return 1.35;
    case QScatterSeries::MarkerShapeTriangle:
    case QScatterSeries::MarkerShapePentagon: return 1.15;
    default: return 1.0;
    }
}

void clearChart(QChart* chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis); // the chart gives the axis back: it is ours to delete
        delete axis;
    }
}

QString powerOfTen(int exponent)
{
    if (exponent >= 0 && exponent <= 3)
        return QString::number(static_cast<int>(std::pow(10, exponent)));
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    for (const QChar digit : QString::number(std::abs(exponent)))
        power += superscripts[digit.digitValue()];
    return QStringLiteral("10") + (exponent < 0 ? QStringLiteral("⁻") : QString()) + power;
}

QLogValueAxis* addLogAxis(QChart* chart, Qt::Alignment side, double lo, double hi, const QString& title)
{
    const int low = static_cast<int>(std::floor(std::log10(std::max(lo, 1e-9))));
    const int high = std::max(low + 1, static_cast<int>(std::ceil(std::log10(std::max(hi, 1e-9)))));
    auto* log = new QLogValueAxis;
    log->setBase(10);
    log->setRange(std::pow(10, low), std::pow(10, high));
    log->setMinorTickCount(-1);
    log->setLabelsVisible(false);
    log->setLineVisible(false);
    chart->addAxis(log, side);
    // Its words: one label on each power of ten, on a plain axis over the exponents.
    auto* words = new QCategoryAxis;
    words->setRange(low, high);
    words->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    words->setGridLineVisible(false);
    words->setStartValue(low);
    for (int e = low; e <= high; ++e)
        words->append(powerOfTen(e), e);
    words->setTitleText(title);
    chart->addAxis(words, side);
    return log;
}

QList<QPointF> markedPoints(const QList<QPointF>& points, int index, int curves)
{
    QList<QPointF> marked;
    if (points.isEmpty())
        return marked;
    // About a dozen marks; on a short curve no closer than one point in `spread`, so that each of
    // `spread` curves lying on each other has points of its own to mark.
    constexpr double kMarks = 12;
    const int spread = std::clamp(static_cast<int>(points.size()) / 2, 1, std::max(1, curves));
    const double every = std::max(static_cast<double>(points.size()) / kMarks, static_cast<double>(spread));
    const double shift = every * (index % spread) / spread;
    for (double at = shift; at < points.size(); at += every)
        marked << points[static_cast<int>(at)];
    return marked;
}

QString legendEntry(const CurveStyle& style, const QString& name, bool thick)
{
    QString line;
    switch (style.line) {
    case Qt::DashLine: line = QStringLiteral("╍"); break;
    case Qt::DotLine: line = QStringLiteral("┅"); break;
    case Qt::DashDotLine:
    case Qt::DashDotDotLine: line = QStringLiteral("╍┅"); break;
    default: line = QStringLiteral("━"); break;
    }
    QString mark;
    switch (style.shape) {
    case QScatterSeries::MarkerShapeRectangle: mark = QStringLiteral("■"); break;
    case QScatterSeries::MarkerShapeTriangle: mark = QStringLiteral("▲"); break;
    case QScatterSeries::MarkerShapeRotatedRectangle: mark = QStringLiteral("◆"); break;
    case QScatterSeries::MarkerShapeStar: mark = QStringLiteral("★"); break;
    case QScatterSeries::MarkerShapePentagon: mark = QStringLiteral("⬟"); break;
    default: mark = QStringLiteral("●"); break;
    }
    const QString sample = QStringLiteral("<span style=\"color:%1; font-family:'DejaVu Sans'\">%2%3%2</span>")
                               .arg(style.colour.name(), line, mark);
    const QString words = name.toHtmlEscaped();
    // No break inside an entry; the spaces between entries are where the legend wraps.
    return QStringLiteral("<span style=\"white-space:nowrap\">%1&nbsp;%2</span>")
        .arg(sample, thick ? QStringLiteral("<b>%1</b>").arg(words) : words);
}

void applyChartFonts(QChart* chart, const QFont& font)
{
    QFont title = font;
    title.setBold(true);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(font);
        axis->setTitleFont(title);
    }
}

void addGrowthCurve(QChart* chart, QAbstractAxis* x, QAbstractAxis* y, const CurveStyle& style, double mark,
                    const QVector<QPointF>& within, const QVector<QPointF>& beyond, const QString& name,
                    const QString& beyondName)
{
    auto* line = new QLineSeries;
    line->setName(name);
    line->setPen(QPen(style.colour, 2.5, style.line));
    QVector<QPointF> all = within + beyond;
    std::sort(all.begin(), all.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    for (const QPointF& p : all)
        line->append(p);
    auto* filled = new QScatterSeries;
    filled->setColor(style.colour);
    filled->append(QList<QPointF>(within.begin(), within.end()));
    auto* hollow = new QScatterSeries;
    hollow->setColor(Qt::white);
    hollow->append(QList<QPointF>(beyond.begin(), beyond.end()));
    hollow->setName(beyondName);
    for (QScatterSeries* s : {filled, hollow}) {
        s->setBorderColor(style.colour);
        s->setMarkerShape(style.shape);
        s->setMarkerSize(mark * markScale(style.shape) * (s == hollow ? 1.2 : 1.0));
    }
    for (QXYSeries* s : std::initializer_list<QXYSeries*>{line, filled, hollow}) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

QString hollowLegendEntry(const QString& words)
{
    return QStringLiteral("<span style=\"white-space:nowrap\"><span style=\"font-family:'DejaVu Sans'\">○</span>&nbsp;%1</span>")
        .arg(words.toHtmlEscaped());
}

} // namespace sb::ui
