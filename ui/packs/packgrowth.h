// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFutureWatcher>
#include <QPointF>
#include <QString>
#include <QVector>
#include <QWidget>

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

class QChartView;
class QLabel;

namespace sb::pack {
struct Pack;
struct Solution;
} // namespace sb::pack

namespace sb::ui {

/// Each solution's lines run on every test of its pack, against the size of the test's input.
struct PackGrowth {
    struct Series {
        const pack::Solution* solution = nullptr;
        QVector<QPointF> within; ///< (input size, lines run) where the run ended within the line limit (Pack::sizeOf)
        QVector<QPointF> beyond; ///< the same where it was stopped at the limit (lines: the limit)
        int failed = 0;          ///< tests it did not end well on (crashed, ran out of time): not drawn
        double slope = 0;        ///< fitted on log-log axes over `within`; NaN with fewer than two sizes
        QString error;           ///< why it could not be counted (it does not build)
    };
    QVector<Series> series;
};

/// The growth of a pack's solutions over its tests: for each, the lines it runs on every test of the pack
/// against the test's input size, log-log, with the slope fitted to them; a run stopped at the line limit
/// drawn hollow. Counted in the background at the programs' own pace (program::LineCounter), once each
/// solution is built, when the view is first shown.
class PackGrowthView : public QWidget {
    Q_OBJECT
public:
    PackGrowthView(std::shared_ptr<const pack::Pack> pack, std::vector<const pack::Solution*> solutions,
                   QWidget* parent = nullptr);
    ~PackGrowthView() override;

    /// Starts counting, if it has not (the tests call it; showing the view does).
    void start();
    /// Starts, then waits until every run is counted and drawn.
    void waitUntilReady();
    const PackGrowth& growth() const { return *m_growth; }
    /// The legend under the chart, as shown, and the fitted slopes it says, in plain words.
    QString legendText() const;
    QString slopesText() const;
    /// The most lines a run is counted to, by its language (pack::growthLineLimit).
    static std::uint64_t lineLimit(bool python);

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void draw();

    std::shared_ptr<const pack::Pack> m_pack;
    std::vector<const pack::Solution*> m_solutions;
    std::shared_ptr<PackGrowth> m_growth;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::shared_ptr<std::atomic<int>> m_done; ///< the runs counted so far
    QFutureWatcher<void> m_job;
    bool m_started = false;
    QChartView* m_view;
    QLabel* m_legend;
    QString m_slopes; ///< each solution's slope, in the legend's words
    QLabel* m_status;
};

} // namespace sb::ui
