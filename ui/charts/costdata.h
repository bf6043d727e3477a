// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/problemui.h"

#include "core/problem.h"
#include "core/programboard.h"
#include "core/step.h"

#include <QPointF>
#include <QString>
#include <QVector>

#include <atomic>
#include <memory>
#include <vector>

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

/// Lines run against units done: point (u, the lines run before the (u+1)-th unit began) for every
/// u from 0 to the last, given the lines run with each number of units done (`perUnit`). At most
/// `maxPoints` points, evenly spread, the last always among them.
QVector<QPointF> linesByUnit(const std::vector<std::uint64_t>& perUnit, int maxPoints = 2000);

/// The lines a built-in method runs with each number of the problem's units done (as a student's
/// program counts them: program::ProgramUnits::linesPerUnit), where `starts` says its units begin:
/// a line counts where the method stood before it ran, as it stands beside a program
/// (UnitStarts::beside).
std::vector<std::uint64_t> linesPerUnit(const UnitStarts& starts);

/// Runs `method` once on `input`, following its listing in `language` (at most `stepCap` steps),
/// and draws its lines against the problem's units done (linesByUnit()), for the curves beside a
/// student's program. Empty when the problem counts no units.
CostCurve unitLinesCurve(const ProblemDesc& problem, const MethodDesc& method, std::shared_ptr<const ProblemInput> input,
                         CodeLanguage language, std::uint64_t stepCap, const std::atomic<bool>& cancel);

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
