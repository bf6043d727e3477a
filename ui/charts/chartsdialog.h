// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "costdata.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>
#include <memory>

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
class ChartsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ChartsDialog(Session* session, QWidget* parent = nullptr);
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
    QLineSeries* m_marker = nullptr;
    QPushButton* m_png;
    QPushButton* m_svg;
    QPushButton* m_close;
    QVector<CostCurve> m_curves;
    QVector<GrowthSeries> m_growth;
    bool m_costLog = false;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFutureWatcher<QVector<CostCurve>> m_curvesWatcher;
    QFutureWatcher<QVector<GrowthSeries>> m_growthWatcher;
};

} // namespace sb::ui
