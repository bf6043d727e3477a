// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QSpinBox;

namespace sb::ui {

/// Makes a random valid card table: its size and how many rounds it needs.
class RandomTableDialog : public QDialog {
    Q_OBJECT
public:
    explicit RandomTableDialog(QWidget* parent = nullptr);
    QString text() const { return m_text; }
    /// Fills in the choices and generates, as the Generate button does.
    bool generate(int n, int m, int rounds, quint32 seed);

private:
    void onGenerate();

    QSpinBox* m_n;
    QSpinBox* m_m;
    QSpinBox* m_rounds;
    QLabel* m_problem;
    QString m_text;
};

} // namespace sb::ui
