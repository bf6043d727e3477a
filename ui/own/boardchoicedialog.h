// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/programboard.h"

#include <QDialog>
#include <QList>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace sb::ui {

class ProblemUi;

/// Which of the student's variables holds the board, and how its items lie on it: a list of rows,
/// of columns, one flat list with its width, or piles; the index the board starts at; which way up;
/// the values it stores for the problem's marks. Guess fills it in from the names and shapes.
class BoardChoiceDialog : public QDialog {
    Q_OBJECT
public:
    /// `names`: the variables at the line on screen; `guess`: the guess from them, asked by the button.
    BoardChoiceDialog(const ProblemUi& problem, const QStringList& names, const std::optional<BoardChoice>& current,
                      std::function<std::optional<BoardChoice>()> guess, QWidget* parent = nullptr);

    BoardChoice choice() const;
    void setChoice(const BoardChoice& choice);

    /// The choice in a few words: "rows from index 1, X = 1, O = 2".
    static QString describe(const ProblemUi& problem, const BoardChoice& choice);

    QComboBox* variableBox() const { return m_variable; }
    QComboBox* layoutBox() const { return m_layout; }
    QSpinBox* widthBox() const { return m_width; }
    QSpinBox* firstBox() const { return m_first; }
    QCheckBox* bottomBox() const { return m_bottom; }
    const QList<QLineEdit*>& markEdits() const { return m_marks; }
    QPushButton* guessButton() const { return m_guess; }

private:
    void layoutChosen();

    const ProblemUi& m_problem;
    QComboBox* m_variable;
    QComboBox* m_layout;
    QSpinBox* m_width;
    QSpinBox* m_first;
    QCheckBox* m_bottom;
    QList<QLineEdit*> m_marks;
    QPushButton* m_guess;
    QLabel* m_nothing; ///< the guess found no board
};

} // namespace sb::ui
