// SPDX-License-Identifier: GPL-3.0-or-later
#include "costdata.h"

#include <cmath>

namespace sb::ui {

CostCurve costCurve(const MethodDesc& method, std::shared_ptr<const ProblemInput> input, CodeLanguage language,
                    Counter moment, Counter work, std::uint64_t stepCap, const std::atomic<bool>& cancel, int maxPoints)
{
    CostCurve curve;
    curve.method = method.id;
    Trace trace = method.trace(std::move(input), language);
    std::int64_t moments = 0, done = 0;
    QVector<QPointF> all;
    all.push_back({0, 0});
    for (std::uint64_t n = 0;; ++n) {
        if ((n & 0xffff) == 0 && cancel.load(std::memory_order_relaxed))
            return curve;
        if (n >= stepCap) {
            curve.stopped = true;
            break;
        }
        if (!trace.steps.next())
            break;
        for (const CounterInc& c : trace.steps.value().increments()) {
            if (c.counter == moment) {
                // A new moment begins: the one before it is over.
                if (moments > 0)
                    all.push_back({static_cast<double>(moments), static_cast<double>(done)});
                moments += c.amount;
            }
            if (c.counter == work)
                done += c.amount;
        }
    }
    if (moments > 0)
        all.push_back({static_cast<double>(moments), static_cast<double>(done)});
    if (all.size() <= maxPoints) {
        curve.points = std::move(all);
        return curve;
    }
    const double stride = static_cast<double>(all.size() - 1) / (maxPoints - 1);
    for (int i = 0; i < maxPoints - 1; ++i)
        curve.points.push_back(all[static_cast<qsizetype>(std::floor(i * stride))]);
    curve.points.push_back(all.back());
    return curve;
}

GrowthSeries growthSeries(const ProblemDesc& problem, const MethodDesc& method, const QVector<GrowthInput>& inputs,
                          CodeLanguage language, double budget, const std::atomic<bool>& cancel)
{
    GrowthSeries series;
    series.method = method.id;
    QVector<QPointF> all;
    for (const GrowthInput& in : inputs) {
        if (cancel.load(std::memory_order_relaxed))
            break;
        const Estimate e = method.estimate(*problem.parse(in.text.toStdString()), language);
        const auto work = static_cast<double>(e.work);
        const QPointF p(in.size, work / std::max(1.0, in.moments));
        (work > budget ? series.beyond : series.within).push_back(p);
        all.push_back(p);
    }
    series.slope = logLogSlope(all);
    return series;
}

double logLogSlope(const QVector<QPointF>& points)
{
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const QPointF& p : points) {
        if (p.x() <= 0 || p.y() <= 0)
            continue;
        const double x = std::log10(p.x()), y = std::log10(p.y());
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    const double d = n * sxx - sx * sx;
    return n < 2 || d == 0 ? 0 : (n * sxy - sx * sy) / d;
}

} // namespace sb::ui
