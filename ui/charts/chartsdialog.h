// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartstyle.h"
#include "costdata.h"
#include "run/programkeeper.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>
#include <memory>

class QAbstractAxis;
class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QPushButton;
class QTabWidget;

namespace sb::ui {

class Session;

/// Two charts of what the methods cost. "On this input": every method's work
/// against the moment, all at once, the current moment marked; a log scale when
/// the curves lie far apart. "As inputs grow": each correct method's work per
/// moment on inputs of growing size, log-log, with the fitted slope in the
/// legend (Caro: about 2, 1 and 0); work over a judge's second is drawn hollow,
/// "beyond". Both are worked out in the background and export to PNG and SVG.
/// With the student's program stepped, "On this input" draws lines run against the problem's units
/// done on the input it was recorded on, the program's curve ("Your program") beside the methods'.
class ChartsDialog : public QDialog {
    Q_OBJECT
public:
    /// `program`: the student's program stepped, drawn beside the methods on its input.
    explicit ChartsDialog(Session* session, QWidget* parent = nullptr, std::optional<ProgramLines> program = std::nullopt);
    ~ChartsDialog() override;

    /// Waits for both charts' numbers (tests, screenshots).
    void waitUntilReady();
    const QVector<CostCurve>& curves() const { return m_curves; }
    const QVector<GrowthSeries>& growth() const { return m_growth; }
    QChart* costChart() const;
    QChart* growthChart() const;
    /// True when the cost chart's work axis is logarithmic.
    bool costIsLog() const { return m_costLog; }
    /// The x of the current-moment marker on the cost chart.
    double markedMoment() const;
    void showTab(int index);
    bool savePng(const QString& path) const;
    bool saveSvg(const QString& path) const;
    /// The legend under the chart on tab `index`, as rich text.
    QString legendText(int index) const;
    /// The growth chart's fitted slopes, as shown under it.
    QString slopesText() const;
    /// What the cost chart says of the student's program under it (cut off, or not drawn and why);
    /// empty when it has nothing to say.
    QString programNote() const;
    /// The cost chart draws the student's program: lines run against units done.
    bool drawsProgram() const;

    /// Work over this many units counts as beyond a judge's second.
    static constexpr double kBudget = 1e9;
    /// Each curve's run stops after this many steps.
    static constexpr std::uint64_t kCurveSteps = 200'000'000;

protected:
    void changeEvent(QEvent* event) override;

private:
    void compute();
    void drawCost();
    void drawGrowth();
    /// A curve of the cost chart, `thick` for the one on screen, its points marked as the `index`-th
    /// of `curves` marks them (the points at 0 left out on a log scale); its line.
    QLineSeries* addCostCurve(QChart* chart, QAbstractAxis* x, QAbstractAxis* y, const CurveStyle& style, const QString& name,
                      const QVector<QPointF>& all, bool thick, int index, int curves);
    /// The program's curve on the cost chart, its legend entry at the end of `legend`.
    void drawProgram(QChart* chart, QAbstractAxis* x, QAbstractAxis* y, QStringList& legend);
    /// The cost chart's title, and what it says of the program.
    void retranslateProgram();
    void markMoment();
    void applyFonts(QChart* chart) const;
    void retranslate();
    /// The page of the chart on screen, with its title and legend: what is saved.
    QWidget* shownPage() const;
    void saveAs(bool svg);

    Session* m_session;
    QTabWidget* m_tabs;
    QChartView* m_costView;
    QChartView* m_growthView;
    QLabel* m_costTitle;
    QLabel* m_growthTitle;
    QLabel* m_costLegend;
    QLabel* m_growthLegend;
    QLabel* m_slopes;
    QLabel* m_status;
    QLabel* m_programNote;
    QLineSeries* m_marker = nullptr;
    QPushButton* m_png;
    QPushButton* m_svg;
    QPushButton* m_close;
    QVector<CostCurve> m_curves;
    QVector<GrowthSeries> m_growth;
    bool m_costLog = false;
    std::optional<ProgramLines> m_program;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFutureWatcher<QVector<CostCurve>> m_curvesWatcher;
    QFutureWatcher<QVector<GrowthSeries>> m_growthWatcher;
};

} // namespace sb::ui
