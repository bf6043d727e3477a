// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/problemui.h"

#include "core/problem.h"
#include "core/step.h"

#include <QPointF>
#include <QString>
#include <QVector>

#include <atomic>
#include <memory>

namespace sb::ui {

/// One method's work against the moment on one input: point (k, w) is the work
/// counted by the end of moment k (Caro: after move k).
struct CostCurve {
    std::string_view method;
    QVector<QPointF> points;
    bool stopped = false; ///< the run was longer than the steps allowed: the curve ends early
};

/// Runs `method` once on `input`, following its listing in `language`, in fast mode (at most `stepCap` steps) and
/// records counter `work` at the end of every moment (counter `moment`). At
/// most `maxPoints` points are kept, evenly spread, the last always among them.
CostCurve costCurve(const MethodDesc& method, std::shared_ptr<const ProblemInput> input, CodeLanguage language,
                    Counter moment, Counter work,
                    std::uint64_t stepCap, const std::atomic<bool>& cancel, int maxPoints = 2000);

/// One method's work per moment on inputs of growing size.
struct GrowthSeries {
    std::string_view method;
    QVector<QPointF> within; ///< (size, work per moment) within the budget
    QVector<QPointF> beyond; ///< the same for runs whose work is over the budget
    double slope = 0;        ///< fitted on log-log axes over every point
};

/// Each input's whole-run work from the method's exact estimate (nothing is run),
/// divided by its moments; runs over `budget` work count as beyond it.
GrowthSeries growthSeries(const ProblemDesc& problem, const MethodDesc& method, const QVector<GrowthInput>& inputs,
                          CodeLanguage language, double budget, const std::atomic<bool>& cancel);

/// The least-squares slope of log10(y) against log10(x), over points with x, y > 0.
double logLogSlope(const QVector<QPointF>& points);

} // namespace sb::ui
