// SPDX-License-Identifier: GPL-3.0-or-later
// The cost charts: every method's work against the moment on the input on
// screen, and the correct methods' growth with the input's size, with slopes.
#include "charts/chartsdialog.h"
#include "window/mainwindow.h"
#include "openwindow.h"
#include "run/session.h"

#include "core/player.h"
#include "core/problem.h"

#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

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
            walked(*caro.method(c.method), session()->input(), caro.moment, sb::Counter::CellsLooked);
        EXPECT_EQ(c.points, expected) << c.method;
        EXPECT_FALSE(c.stopped);
    }
    // Method 1 reads the whole board after every move, method 3 a few cells: a log scale shows both.
    EXPECT_TRUE(dialog.costIsLog());
    EXPECT_NE(qobject_cast<QLogValueAxis*>(dialog.costChart()->axes(Qt::Vertical).front()), nullptr);
    // One line per method and the marker of the move on screen.
    EXPECT_EQ(dialog.costChart()->series().size(), static_cast<qsizetype>(caro.methods.size()) + 1);
    EXPECT_EQ(dialog.markedMoment(), 0);
    session()->seekToCounter(static_cast<int>(caro.moment), 4);
    session()->waitUntilIdle();
    EXPECT_EQ(dialog.markedMoment(), 4);
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
    QFont titleFont;
    QTimer::singleShot(0, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* d = qobject_cast<ChartsDialog*>(w); d && d->isVisible()) {
                d->waitUntilReady();
                size = d->size();
                point = d->font().pointSizeF();
                titleFont = d->growthChart()->titleFont();
                d->reject();
            }
    });
    QTest::keyClick(window.get(), Qt::Key_G);
    EXPECT_LE(size.width(), 1024);
    EXPECT_LE(size.height(), 768);
    EXPECT_GE(size.width(), 900);
    EXPECT_DOUBLE_EQ(point, QApplication::font().pointSizeF() * 2);
    EXPECT_DOUBLE_EQ(titleFont.pointSizeF(), point);
    EXPECT_TRUE(titleFont.bold());
}
