// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/randominputdialog.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace sb::ui {

/// Makes a random Caro game: board size, number of moves, with or without a
/// winner, and where the winning line lies.
class RandomGameDialog : public RandomInputDialog {
    Q_OBJECT
public:
    explicit RandomGameDialog(QWidget* parent = nullptr);
    /// Fills in the choices and generates, as the Generate button does.
    bool generate(int n, int moves, bool winner, int line, bool middle, quint32 seed);

protected:
    bool generateFromForm(quint32 seed) override;

private:
    QSpinBox* m_n;
    QSpinBox* m_moves;
    QCheckBox* m_winner;
    QComboBox* m_line;
    QCheckBox* m_middle;
};

} // namespace sb::ui
