// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace sb::ui {

/// A line of cells the board draws with a verdict, rows and columns as the board numbers them.
struct BoardMark {
    int r1 = 0;
    int c1 = 0;
    int r2 = 0;
    int c2 = 0;
};

} // namespace sb::ui
