// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QVector>
#include <QtCharts/QScatterSeries>

class QAbstractAxis;
class QChart;
class QFont;
class QLogValueAxis;
class QLineSeries;

namespace sb::ui {

/// How one method's curve is drawn, told apart three ways where curves lie on each other: its
/// colour, its line (solid for a correct method; dashed, dotted or dash-dotted for a wrong one)
/// and the shape of the marks along it.
struct CurveStyle {
    QColor colour;
    Qt::PenStyle line = Qt::SolidLine;
    QScatterSeries::MarkerShape shape = QScatterSeries::MarkerShapeCircle;
};

/// The style of the `index`-th curve, `wrong` for a wrong solution's.
CurveStyle curveStyle(int index, bool wrong);

/// The style of the student's program's curve: a colour no method's curve has, a solid line.
CurveStyle programCurveStyle();

/// How much larger than a circle a mark of `shape` is drawn to look as large: a star or a
/// diamond fills less of its square.
double markScale(QScatterSeries::MarkerShape shape);

/// Takes every series and axis off `chart`, and deletes them: the chart is drawn anew.
void clearChart(QChart* chart);

/// A tick of a log axis in words every language reads: 1, 10, 100, 1000, then 10⁴, 10⁵, ... 10⁸
/// (never "1e+08").
QString powerOfTen(int exponent);

/// A log axis from the power of ten at or under `lo` to the one at or over `hi`, on `side` of
/// `chart`, whose ticks read as powerOfTen() says: the log axis draws the grid and places the
/// points, a second axis beside it only its words. Returns the log axis, to attach series to.
QLogValueAxis* addLogAxis(QChart* chart, Qt::Alignment side, double lo, double hi, const QString& title);

/// The marks along the `index`-th of `curves` curves: about a dozen of its points, shifted by
/// `index` so that the marks of curves that lie on each other fall on different points.
QList<QPointF> markedPoints(const QList<QPointF>& points, int index, int curves);

/// Every word of `chart`'s axes in `font` (a window's, doubled on a projector), their titles bold.
void applyChartFonts(QChart* chart, const QFont& font);

/// A curve of growth on `chart`'s axes `x` and `y`: its line through the points of `within` and `beyond` in
/// the order of their x (named `name`), those within drawn filled and those beyond hollow and a little larger
/// (named `beyondName`), each mark `mark` pixels across before markScale().
void addGrowthCurve(QChart* chart, QAbstractAxis* x, QAbstractAxis* y, const CurveStyle& style, double mark,
                    const QVector<QPointF>& within, const QVector<QPointF>& beyond, const QString& name = {},
                    const QString& beyondName = {});

/// The legend's entry for the hollow marks of addGrowthCurve(): "○ words", as rich text.
QString hollowLegendEntry(const QString& words);

/// One entry of a legend in words that wrap (rich text): a sample of the line and its mark in the
/// curve's colour, then the name. A legend drawn by the chart cuts long names on a projector.
QString legendEntry(const CurveStyle& style, const QString& name, bool thick);

} // namespace sb::ui
