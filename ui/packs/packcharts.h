// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QFutureWatcher>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>

#include <atomic>
#include <memory>

class QChartView;
class QLabel;
class QTabWidget;

namespace sb::pack {
struct Pack;
struct Solution;
} // namespace sb::pack

namespace sb::ui {

class PackGrowthView;

/// What a pack's solutions cost, worked out in the background.
struct PackCosts {
    /// A solution's lines run by the end of each of its moves on the input on screen (x: the move,
    /// y: the lines), the last point its whole run.
    struct Curve {
        const pack::Solution* solution = nullptr;
        QVector<QPointF> points;
        bool cut = false; ///< stopped at the line limit before its end
    };
    QVector<Curve> curves;
};

/// G while a problem pack is open: what its solutions cost. On the input on screen, each solution's lines
/// run against its moves, log scale, all at once: each run is recorded (read back from the run cache where
/// it was before) with a line limit, and a run that reaches it says so in the legend. Over the pack's
/// tests, the lines each runs on every test against its size, with fitted slopes (PackGrowthView).
class PackChartsDialog : public QDialog {
    Q_OBJECT
public:
    /// `choices`: the pack's methods and mistakes (PackController::choices()'s ids), each drawn in `python`'s
    /// language where it has one.
    PackChartsDialog(std::shared_ptr<const pack::Pack> pack, const QStringList& choices, bool python, const QString& input,
                     const QString& cacheFolder, QWidget* parent = nullptr);
    ~PackChartsDialog() override;

    /// Waits until the numbers are worked out and drawn (tests).
    void waitUntilReady();
    const PackCosts& costs() const { return *m_costs; }
    /// The legend under the chart, as rich text.
    QString legendText() const;
    /// The most lines a run is recorded for here.
    static constexpr std::uint64_t kLineLimit = 2'000'000;
    /// The growth over the pack's tests, and its tab made current.
    PackGrowthView* growth() const { return m_growth; }
    void showGrowth();

protected:
    void changeEvent(QEvent* event) override;

private:
    void draw();
    void retranslate();

    std::shared_ptr<const pack::Pack> m_pack;
    std::shared_ptr<PackCosts> m_costs;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::shared_ptr<std::atomic<int>> m_done;
    QFutureWatcher<void> m_job;
    QChartView* m_view;
    QLabel* m_legend;
    QLabel* m_status;
    QTabWidget* m_tabs;
    PackGrowthView* m_growth;
    int m_runs = 0; ///< the runs to record, for the progress
};

} // namespace sb::ui
