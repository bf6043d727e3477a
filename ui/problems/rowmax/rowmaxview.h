// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/boardview.h"

namespace sb::ui {

class RunSource;

/// The row: one cell per value, the values not read yet blank, the largest so far filled, and
/// the cell the current step looks at ringed.
class RowmaxView : public BoardView {
    Q_OBJECT
public:
    explicit RowmaxView(RunSource* source, QWidget* parent = nullptr);
    /// The viewport rectangle of cell `i` of the row (from 0).
    QRectF cellRect(int i) const;
    /// The cell the current step looks at; -1 when none.
    int lookedAt() const;

protected:
    QRectF pickRect(int cell) const override { return cellRect(cell); }
    void paintEvent(QPaintEvent* event) override;
};

} // namespace sb::ui
