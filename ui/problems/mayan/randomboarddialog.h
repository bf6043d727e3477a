// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/randominputdialog.h"

class QCheckBox;
class QSpinBox;

namespace sb::ui {

/// Makes a random Mayan board: moves allowed, colours, and either a number of
/// blocks at random or a board that exactly n moves clear, built backwards.
class RandomBoardDialog : public RandomInputDialog {
    Q_OBJECT
public:
    explicit RandomBoardDialog(QWidget* parent = nullptr);
    /// Fills in the choices and makes the board, as the Generate button does.
    bool generate(int moves, int colours, int blocks, bool solvable, quint32 seed);

protected:
    bool generateFromForm(quint32 seed) override;

private:
    QSpinBox* m_moves;
    QSpinBox* m_colours;
    QSpinBox* m_blocks;
    QCheckBox* m_solvable;
};

} // namespace sb::ui
