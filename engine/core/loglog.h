// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace sb {

/// The least-squares slope of log10(y) against log10(x) over the points (x, y) with x, y > 0: how work
/// grows with size (1: linear, 2: quadratic). Nullopt where no two of those points differ in x.
inline std::optional<double> logLogSlope(const std::vector<std::pair<double, double>>& points)
{
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    std::optional<double> first;
    bool spread = false;
    for (const auto& [px, py] : points) {
        if (!(px > 0) || !(py > 0))
            continue;
        const double x = std::log10(px), y = std::log10(py);
        spread = spread || (first && *first != x);
        first = first.value_or(x);
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    if (!spread)
        return std::nullopt;
    return (n * sxy - sx * sy) / (n * sxx - sx * sx);
}

} // namespace sb
