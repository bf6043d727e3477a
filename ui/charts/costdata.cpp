// SPDX-License-Identifier: GPL-3.0-or-later
#include "costdata.h"

#include "core/loglog.h"

#include <cmath>

namespace sb::ui {

namespace {

/// At most `maxPoints` of `all`, evenly spread, the last always among them.
QVector<QPointF> thinned(QVector<QPointF> all, int maxPoints)
{
    if (all.size() <= maxPoints)
        return all;
    QVector<QPointF> some;
    const double stride = static_cast<double>(all.size() - 1) / (maxPoints - 1);
    for (int i = 0; i < maxPoints - 1; ++i)
        some.push_back(all[static_cast<qsizetype>(std::floor(i * stride))]);
    some.push_back(all.back());
    return some;
}

} // namespace

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
    curve.points = thinned(std::move(all), maxPoints);
    return curve;
}

QVector<QPointF> linesByUnit(const std::vector<std::uint64_t>& perUnit, int maxPoints)
{
    QVector<QPointF> all;
    double lines = 0;
    for (std::size_t u = 0; u < perUnit.size(); ++u) {
        lines += static_cast<double>(perUnit[u]);
        all.push_back({static_cast<double>(u), lines});
    }
    return thinned(std::move(all), maxPoints);
}

std::vector<std::uint64_t> linesPerUnit(const UnitStarts& starts)
{
    // Beside u units done the method stands before the step that begins the (u+1)-th: that step's
    // line runs with u done, as the program's line that plays the move runs before it has played it.
    std::vector<std::uint64_t> lines;
    std::uint64_t before = 0; // the steps run when the stretch began
    for (const std::uint64_t start : starts.starts) {
        lines.push_back(start - before);
        before = start;
    }
    lines.push_back(starts.steps - before);
    return lines;
}

CostCurve unitLinesCurve(const ProblemDesc& problem, const MethodDesc& method, std::shared_ptr<const ProblemInput> input,
                         CodeLanguage language, std::uint64_t stepCap, const std::atomic<bool>& cancel)
{
    CostCurve curve;
    curve.method = method.id;
    if (!problem.programBoardReader || !problem.programBoardReader->beginsUnit)
        return curve;
    const UnitStarts starts = unitStarts(problem, method, std::move(input), language, stepCap, &cancel);
    if (cancel.load(std::memory_order_relaxed))
        return curve;
    curve.stopped = starts.cut;
    curve.points = linesByUnit(linesPerUnit(starts));
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
    std::vector<std::pair<double, double>> pairs;
    pairs.reserve(static_cast<std::size_t>(points.size()));
    for (const QPointF& p : points)
        pairs.emplace_back(p.x(), p.y());
    return sb::logLogSlope(pairs).value_or(0);
}

} // namespace sb::ui
