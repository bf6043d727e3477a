// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace sb::ui {

/// Makes a random Caro game: board size, number of moves, with or without a
/// winner, and where the winning line lies.
class RandomGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit RandomGameDialog(QWidget* parent = nullptr);
    /// The generated input, once accepted.
    QString text() const { return m_text; }
    /// Fills in the choices and generates, as the Generate button does.
    bool generate(int n, int moves, bool winner, int line, bool middle, quint32 seed);

private:
    void onGenerate();

    QSpinBox* m_n;
    QSpinBox* m_moves;
    QCheckBox* m_winner;
    QComboBox* m_line;
    QCheckBox* m_middle;
    QLabel* m_problem;
    QString m_text;
};

} // namespace sb::ui
