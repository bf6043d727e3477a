// SPDX-License-Identifier: GPL-3.0-or-later
// The cost charts: every method's work against the moment on the input on
// screen, and the correct methods' growth with the input's size, with slopes.
#include "charts/chartsdialog.h"
#include "charts/chartstyle.h"
#include "run/problemui.h"
#include "window/mainwindow.h"
#include "openwindow.h"
#include "run/session.h"

#include "core/player.h"
#include "core/problem.h"
#include "caro/caro.h"

#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QScreen>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace sb::ui;

namespace {

class Charts : public test::OpenWindow {};

/// Work counted by the end of each moment, by stepping a player through the method.
QVector<QPointF> walked(const sb::MethodDesc& method, std::shared_ptr<const sb::ProblemInput> input, sb::Counter moment,
                        sb::Counter work)
{
    sb::Player p([&method, input] { return method.trace(input); });
    QVector<QPointF> points{{0, 0}};
    std::int64_t seen = 0;
    while (p.next()) {
        if (p.counter(moment) > seen) {
            // The step that starts a moment may count work too: the moment before ended just before it.
            std::int64_t before = p.counter(work);
            for (const sb::CounterInc& c : p.current()->increments())
                if (c.counter == work)
                    before -= c.amount;
            if (seen > 0)
                points.push_back({static_cast<double>(seen), static_cast<double>(before)});
            seen = p.counter(moment);
        }
    }
    if (seen > 0)
        points.push_back({static_cast<double>(seen), static_cast<double>(p.counter(work))});
    return points;
}

} // namespace

TEST_F(Charts, CostCurvesHoldEveryMethodsWorkAtTheEndOfEachMoveAndMarkTheMoveOnScreen)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ChartsDialog dialog(session());
    dialog.waitUntilReady();
    const sb::ProblemDesc& caro = session()->problem();
    ASSERT_EQ(dialog.curves().size(), static_cast<qsizetype>(caro.methods.size()));
    for (const CostCurve& c : dialog.curves()) {
        const QVector<QPointF> expected =
            walked(*caro.method(c.method), session()->input(), caro.moment, sb::caro::Counters::CellsLooked);
        EXPECT_EQ(c.points, expected) << c.method;
        EXPECT_FALSE(c.stopped);
    }
    // Method 1 reads the whole board after every move, method 3 a few cells: a log scale shows both.
    EXPECT_TRUE(dialog.costIsLog());
    EXPECT_NE(qobject_cast<QLogValueAxis*>(dialog.costChart()->axes(Qt::Vertical).front()), nullptr);
    // One line per method and the marker of the move on screen.
    qsizetype lines = 0;
    for (const QAbstractSeries* series : dialog.costChart()->series())
        lines += series->type() == QAbstractSeries::SeriesTypeLine;
    EXPECT_EQ(lines, static_cast<qsizetype>(caro.methods.size()) + 1);
    EXPECT_EQ(dialog.markedMoment(), 0);
    session()->seekToCounter(static_cast<int>(caro.moment), 4);
    session()->waitUntilIdle();
    EXPECT_EQ(dialog.markedMoment(), 4);
}

TEST_F(Charts, EveryCurveIsToldApartTheOneOnScreenIsOnTopAndTheLegendKeepsWholeNames)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(session()->setMethod(QStringLiteral("2")));
    ChartsDialog dialog(session());
    dialog.waitUntilReady();
    const sb::ProblemDesc& caro = session()->problem();
    // Caro's six curves: no two share colour, line and mark, though three of them lie on each other.
    QSet<QString> looks;
    QStringList drawn;
    const auto series = dialog.costChart()->series();
    for (const QAbstractSeries* s : series) {
        if (s->type() != QAbstractSeries::SeriesTypeLine || s->name().isEmpty())
            continue;
        const auto* line = static_cast<const QLineSeries*>(s);
        const auto marks = std::find_if(series.begin(), series.end(), [line](const QAbstractSeries* m) {
            return m->type() == QAbstractSeries::SeriesTypeScatter && m->name() == line->name();
        });
        ASSERT_NE(marks, series.end()) << line->name().toStdString();
        const auto* scatter = static_cast<const QScatterSeries*>(*marks);
        EXPECT_GE(scatter->count(), 2) << line->name().toStdString();
        looks.insert(QStringLiteral("%1 %2 %3").arg(line->pen().color().name()).arg(int(line->pen().style())).arg(int(scatter->markerShape())));
        drawn << line->name();
    }
    EXPECT_EQ(looks.size(), static_cast<qsizetype>(caro.methods.size()));
    // The method on screen is drawn last, over the rest.
    ASSERT_EQ(drawn.size(), static_cast<qsizetype>(caro.methods.size()));
    EXPECT_EQ(drawn.back(), problemUi(caro.id).methodLabel("2"));
    // The legend names every method in full.
    for (const sb::MethodDesc& m : caro.methods)
        EXPECT_TRUE(dialog.legendText(0).contains(problemUi(caro.id).methodLabel(m.id).toHtmlEscaped())) << m.id;
    // The log axes' ticks are powers of ten in words a class reads, never "1e+08".
    for (QChart* chart : {dialog.costChart(), dialog.growthChart()}) {
        bool words = false;
        for (QAbstractAxis* axis : chart->axes()) {
            auto* ticks = qobject_cast<QCategoryAxis*>(axis);
            if (!ticks)
                continue;
            words = true;
            const QStringList labels = ticks->categoriesLabels();
            for (int i = 0; i < labels.size(); ++i)
                EXPECT_EQ(labels[i], powerOfTen(static_cast<int>(ticks->min()) + i));
        }
        EXPECT_TRUE(words);
    }
    EXPECT_EQ(powerOfTen(0), QStringLiteral("1"));
    EXPECT_EQ(powerOfTen(3), QStringLiteral("1000"));
    EXPECT_EQ(powerOfTen(8), QStringLiteral("10⁸"));
    EXPECT_EQ(powerOfTen(12), QStringLiteral("10¹²"));
}

TEST_F(Charts, CaroGrowsAsTheEditorialSaysSquaredLinearAndFlat)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ChartsDialog dialog(session());
    dialog.waitUntilReady();
    ASSERT_EQ(dialog.growth().size(), 3);
    // Cells looked at per move against the board's side N: N², about 4·9·N... and a constant.
    const double slopes[] = {2, 1, 0};
    for (int i = 0; i < 3; ++i) {
        const GrowthSeries& g = dialog.growth()[i];
        EXPECT_NEAR(g.slope, slopes[i], 0.2) << g.method;
    }
    EXPECT_EQ(dialog.slopesText(), QStringLiteral("Fitted slopes on log-log axes: Method 1: slope %1  ·  Method 2: slope %2  ·  "
                                                  "Method 3: slope %3.")
                                       .arg(dialog.growth()[0].slope, 0, 'f', 2)
                                       .arg(dialog.growth()[1].slope, 0, 'f', 2)
                                       .arg(std::abs(dialog.growth()[2].slope) < 0.005 ? 0.0 : dialog.growth()[2].slope, 0, 'f', 2));
    // Method 1 at N = 5000: 40 moves of 25 million cells each, far beyond a judge's second.
    ASSERT_FALSE(dialog.growth()[0].beyond.isEmpty());
    EXPECT_EQ(dialog.growth()[0].beyond.back().x(), 5000);
    EXPECT_TRUE(dialog.growth()[2].beyond.isEmpty());
}

TEST_F(Charts, InVietnameseTheSlopesAreWrittenWithADecimalCommaAsTheOtherNumbers)
{
    window->setLanguage(QStringLiteral("vi"));
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ChartsDialog dialog(session());
    dialog.waitUntilReady();
    ASSERT_EQ(dialog.growth().size(), 3);
    const QLocale vi(QStringLiteral("vi"));
    const QString slopes = dialog.slopesText();
    for (const GrowthSeries& g : dialog.growth()) {
        const double slope = std::abs(g.slope) < 0.005 ? 0.0 : g.slope;
        const QString written = vi.toString(slope, 'f', 2);
        EXPECT_TRUE(written.contains(QLatin1Char(','))) << written.toStdString();
        EXPECT_TRUE(slopes.contains(written)) << slopes.toStdString() << " lacks " << written.toStdString();
    }
    static const QRegularExpression pointDecimal(QStringLiteral("\\d\\.\\d\\d(?!\\d)"));
    EXPECT_FALSE(slopes.contains(pointDecimal)) << slopes.toStdString();
}

TEST_F(Charts, EveryProblemHasBothChartsAndTheyExportToPngAndSvg)
{
    QTemporaryDir dir;
    for (const QString& problem : {QStringLiteral("caro"), QStringLiteral("cards"), QStringLiteral("accordion"),
                                  QStringLiteral("mayan")}) {
        ASSERT_TRUE(session()->setProblem(problem));
        ChartsDialog dialog(session());
        dialog.resize(800, 500);
        dialog.show();
        dialog.waitUntilReady();
        EXPECT_FALSE(dialog.curves().isEmpty()) << problem.toStdString();
        for (const CostCurve& c : dialog.curves())
            EXPECT_GE(c.points.size(), 2) << problem.toStdString() << " " << c.method;
        ASSERT_FALSE(dialog.growth().isEmpty()) << problem.toStdString();
        for (const GrowthSeries& g : dialog.growth())
            EXPECT_GE(g.within.size() + g.beyond.size(), 5) << problem.toStdString() << " " << g.method;
        for (int tab : {0, 1}) {
            dialog.showTab(tab);
            const QString png = dir.filePath(QStringLiteral("%1-%2.png").arg(problem).arg(tab));
            const QString svg = dir.filePath(QStringLiteral("%1-%2.svg").arg(problem).arg(tab));
            ASSERT_TRUE(dialog.savePng(png));
            ASSERT_TRUE(dialog.saveSvg(svg));
            EXPECT_FALSE(QImage(png).isNull());
            QFile file(svg);
            ASSERT_TRUE(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            EXPECT_TRUE(text.contains("<svg")) << svg.toStdString();
            EXPECT_TRUE(text.contains("</svg>")) << svg.toStdString();
        }
    }
}

TEST_F(Charts, TheKeyGOpensTheChartsFromTheWindow)
{
    bool opened = false;
    QTimer::singleShot(0, [&opened] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* d = qobject_cast<ChartsDialog*>(w); d && d->isVisible()) {
                opened = true;
                d->waitUntilReady();
                d->reject();
            }
    });
    QTest::keyClick(window.get(), Qt::Key_G);
    EXPECT_TRUE(opened);
}

TEST_F(Charts, OnAProjectorTheChartsTakeTheDoubledFontAndFitTheScreen)
{
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    QSize size;
    double point = 0;
    QFont axisFont;
    QTimer::singleShot(0, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* d = qobject_cast<ChartsDialog*>(w); d && d->isVisible()) {
                d->waitUntilReady();
                size = d->size();
                point = d->font().pointSizeF();
                axisFont = d->growthChart()->axes().front()->titleFont();
                d->reject();
            }
    });
    QTest::keyClick(window.get(), Qt::Key_G);
    // Most of the window, within the screen (this one's is smaller than the window).
    const QSize screen = window->screen()->availableGeometry().size();
    EXPECT_LE(size.width(), std::min(1024, screen.width()));
    EXPECT_LE(size.height(), std::min(768, screen.height()));
    EXPECT_GE(size.width(), std::min(900, screen.width() * 9 / 10));
    EXPECT_DOUBLE_EQ(point, QApplication::font().pointSizeF() * 2);
    EXPECT_DOUBLE_EQ(axisFont.pointSizeF(), point);
    EXPECT_TRUE(axisFont.bold());
}

TEST(ChartMarks, CurvesOnEachOtherAreMarkedOnPointsOfTheirOwn)
{
    // Ten moves, six curves: each curve marks its own points, two apiece.
    QList<QPointF> ten;
    for (int i = 1; i <= 10; ++i)
        ten << QPointF(i, i * i);
    QSet<double> taken;
    for (int curve = 0; curve < 5; ++curve) {
        const QList<QPointF> marks = markedPoints(ten, curve, 6);
        EXPECT_EQ(marks.size(), 2) << curve;
        for (const QPointF& p : marks) {
            EXPECT_FALSE(taken.contains(p.x())) << curve << " at " << p.x();
            taken.insert(p.x());
        }
    }
    // A long curve: about a dozen marks, whatever its length.
    QList<QPointF> long_;
    for (int i = 0; i < 5000; ++i)
        long_ << QPointF(i, i);
    for (int curve = 0; curve < 6; ++curve) {
        const QList<QPointF> marks = markedPoints(long_, curve, 6);
        EXPECT_GE(marks.size(), 11);
        EXPECT_LE(marks.size(), 13);
    }
    EXPECT_NE(markedPoints(long_, 0, 6).front(), markedPoints(long_, 1, 6).front());
}
