// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/randominputdialog.h"

class QCheckBox;
class QSpinBox;

namespace sb::ui {

/// Deals random decks: how many, and whether the game must end in one pile.
class RandomDealDialog : public RandomInputDialog {
    Q_OBJECT
public:
    explicit RandomDealDialog(QWidget* parent = nullptr);
    /// Fills in the choices and deals, as the Generate button does.
    bool generate(int decks, bool onePile, quint32 seed);

protected:
    bool generateFromForm(quint32 seed) override;

private:
    QSpinBox* m_decks;
    QCheckBox* m_onePile;
};

} // namespace sb::ui
