// SPDX-License-Identifier: GPL-3.0-or-later
// The student's program on the charts (G): the lines its recording ran with each move done, drawn
// beside the lines every method runs on the same input, in the same language.
#include "charts/chartsdialog.h"
#include "mysolution.h"
#include "own/stepper.h"
#include "run/problemui.h"

#include "core/problem.h"

#include <QApplication>
#include <QLabel>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace sb::ui;
using sb::ui::test::kCaroBorderedRows;
using sb::ui::test::MySolution;

namespace {

const QString kFourMoves = QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n");

class ProgramCharts : public MySolution {
protected:
    /// Opens the charts with G, as the window does, and hands them to `look` once drawn.
    void withChartsOpened(const std::function<void(ChartsDialog&)>& look)
    {
        bool opened = false;
        QTimer::singleShot(0, [&] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* d = qobject_cast<ChartsDialog*>(w); d && d->isVisible()) {
                    opened = true;
                    d->waitUntilReady();
                    look(*d);
                    d->reject();
                }
        });
        QTest::keyClick(window.get(), Qt::Key_G);
        EXPECT_TRUE(opened);
    }
};

QLineSeries* seriesNamed(QChart* chart, const QString& name)
{
    for (QAbstractSeries* s : chart->series())
        if (auto* line = qobject_cast<QLineSeries*>(s); line && line->name() == name)
            return line;
    return nullptr;
}

} // namespace

TEST_F(ProgramCharts, TheProgramsLinesWithEachMoveDoneAreCountedFromItsRecording)
{
    stepCaroInPython(kFourMoves, kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    const std::optional<ProgramLines> lines = window->programLines();
    ASSERT_TRUE(lines.has_value());
    // Before its first stone: lines 1 and 2, the list of rows made on line 2 (a frame of its own that
    // starts, then makes each of the 7 rows), lines 3 and 4, then 5 reads the move and 6 plays it.
    // With one, two and three stones: 4, 5 and 6 again. With four: 4 ends the loop and 7 prints.
    EXPECT_EQ(lines->perUnit, (std::vector<std::uint64_t>{14, 3, 3, 3, 2}));
    EXPECT_EQ(lines->problem, sb::findProblem("caro"));
    EXPECT_TRUE(lines->python);
    EXPECT_FALSE(lines->cut);
    EXPECT_EQ(lines->unitsDone, 0U);
    panel()->stepper()->nextMoment();
    panel()->stepper()->nextMoment();
    EXPECT_EQ(window->programLines()->unitsDone, 2U);
}

TEST_F(ProgramCharts, GDrawsTheSteppedProgramsLinesBesideEveryMethodsOnItsInput)
{
    stepCaroInPython(kFourMoves, kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    panel()->stepper()->nextMoment();
    panel()->stepper()->nextMoment();
    ASSERT_EQ(panel()->stepper()->unitsDone(), 2U);
    // Another input on the window's own: the methods are still drawn on the program's.
    ASSERT_TRUE(session()->setInput(QStringLiteral("5 1\n3 3\n")));
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    withChartsOpened([&caro](ChartsDialog& d) {
        ASSERT_TRUE(d.drawsProgram());
        QLineSeries* mine = seriesNamed(d.costChart(), QStringLiteral("Your program"));
        ASSERT_NE(mine, nullptr);
        // The lines run by the end of each move: 14, then 3, 3, 3 and 2 more.
        EXPECT_EQ(mine->points(), (QList<QPointF>{{0, 14}, {1, 17}, {2, 20}, {3, 23}, {4, 25}}));
        EXPECT_TRUE(d.legendText(0).contains(QStringLiteral("Your program")));
        EXPECT_TRUE(d.programNote().isEmpty());
        const auto x = d.costChart()->axes(Qt::Horizontal);
        ASSERT_FALSE(x.isEmpty());
        EXPECT_EQ(x.front()->titleText(), QStringLiteral("Moves"));
        EXPECT_EQ(d.costChart()->axes(Qt::Vertical).front()->titleText(), QStringLiteral("Lines run"));
        // The marker stands where the program does.
        EXPECT_DOUBLE_EQ(d.markedMoment(), 2);
        // Every method, on the program's input and in Python, its lines against the same four moves.
        ASSERT_EQ(d.curves().size(), static_cast<qsizetype>(caro.methods.size()));
        const auto input = caro.parse(kFourMoves.toStdString());
        for (const CostCurve& c : d.curves()) {
            SCOPED_TRACE(std::string(c.method));
            ASSERT_EQ(c.points.size(), 5);
            for (int u = 0; u < 5; ++u)
                EXPECT_EQ(c.points[u].x(), u);
            sb::Trace trace = caro.method(c.method)->trace(input, sb::CodeLanguage::Python);
            double steps = 0;
            while (trace.steps.next())
                ++steps;
            EXPECT_EQ(c.points.back().y(), steps);
            EXPECT_NE(seriesNamed(d.costChart(), problemUi("caro").methodLabel(c.method)), nullptr);
        }
    });
}

TEST_F(ProgramCharts, AProgramWhoseRecordingStoppedIsSaidToBeCutOff)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(session()->setInput(kFourMoves));
    ProgramLines lines;
    lines.perUnit = {14, 3};
    lines.problem = sb::findProblem("caro");
    lines.input = session()->input();
    lines.cut = true;
    ChartsDialog d(session(), nullptr, lines);
    d.waitUntilReady();
    ASSERT_TRUE(d.drawsProgram());
    QLineSeries* mine = seriesNamed(d.costChart(), QStringLiteral("Your program (cut off where its recording stopped)"));
    ASSERT_NE(mine, nullptr);
    EXPECT_EQ(mine->points(), (QList<QPointF>{{0, 14}, {1, 17}}));
    EXPECT_EQ(d.programNote(), QStringLiteral("Your program's curve is cut off: its recording stopped before the program ended."));
    EXPECT_TRUE(d.findChild<QLabel*>(QStringLiteral("programNote"))->isVisibleTo(&d));
}

TEST_F(ProgramCharts, WithoutAProgramOrForAnotherProblemTheChartsDrawTheMethodsWorkAsBefore)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(session()->setInput(kFourMoves));
    EXPECT_FALSE(window->programLines().has_value());
    ProgramLines cards;
    cards.perUnit = {5, 1};
    cards.problem = sb::findProblem("cards");
    cards.input = session()->input();
    for (const std::optional<ProgramLines>& program : {std::optional<ProgramLines>(), std::optional<ProgramLines>(cards)}) {
        ChartsDialog d(session(), nullptr, program);
        d.waitUntilReady();
        EXPECT_FALSE(d.drawsProgram());
        EXPECT_EQ(seriesNamed(d.costChart(), QStringLiteral("Your program")), nullptr);
        EXPECT_TRUE(d.programNote().isEmpty());
        EXPECT_EQ(d.costChart()->axes(Qt::Vertical).front()->titleText(), problemUi("caro").counterName(problemUi("caro").costCounter()));
    }
}
