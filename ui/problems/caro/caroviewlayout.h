// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "caroview.h"

#include "core/step.h"

#include <QPointF>
#include <QRectF>

namespace sb::ui {

/// The row and column numbers' size, in pixels (times the projector scale); the gutter makes room for them.
inline constexpr double kCoordinatePixels = 11.0;

/// Where the board stands in the viewport for one paint.
struct CaroView::Layout {
    int n = 0;
    int stride = 0;
    const CellValue* board = nullptr;
    double cell = 1;
    double gutter = 0;
    double left = 0; ///< x of the left edge of column 1
    double top = 0;  ///< y of the top edge of row 1
    int r0 = 1, r1 = 0, c0 = 1, c1 = 0; ///< visible rows and columns, inclusive

    bool valid() const { return board != nullptr; }
    CellValue at(int r, int c) const { return board[static_cast<std::ptrdiff_t>(r) * stride + c]; }
    QRectF cellRect(int r, int c) const { return {left + (c - 1) * cell, top + (r - 1) * cell, cell, cell}; }
    QPointF center(int r, int c) const { return {left + (c - 0.5) * cell, top + (r - 0.5) * cell}; }
    QPointF center(std::int32_t flat) const { return center(flat / stride, flat % stride); }
};

} // namespace sb::ui
