// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/typefit.h"

#include <cmath>

namespace sb::ui {

int shrinkToFit(int room, const std::function<void(double)>& setScale, const std::function<int()>& needed)
{
    // Whole steps of 5%: a sum of 0.05s would miss the last one by a rounding error.
    const int steps = static_cast<int>(std::lround((1.0 - kLeastTypeScale) / 0.05));
    int height = 0;
    for (int step = 0; step <= steps; ++step) {
        setScale(1.0 - 0.05 * step);
        height = needed();
        if (height <= room)
            break;
    }
    return height;
}

} // namespace sb::ui
