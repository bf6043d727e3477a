// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/randominputdialog.h"

class QSpinBox;

namespace sb::ui {

/// Makes a random valid card table: its size and how many rounds it needs.
class RandomTableDialog : public RandomInputDialog {
    Q_OBJECT
public:
    explicit RandomTableDialog(QWidget* parent = nullptr);
    /// Fills in the choices and generates, as the Generate button does.
    bool generate(int n, int m, int rounds, quint32 seed);

protected:
    bool generateFromForm(quint32 seed) override;

private:
    QSpinBox* m_n;
    QSpinBox* m_m;
    QSpinBox* m_rounds;
};

} // namespace sb::ui
