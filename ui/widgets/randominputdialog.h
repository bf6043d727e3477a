// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <optional>
#include <string>

class QFormLayout;
class QLabel;

namespace sb::ui {

/// What every problem's random input dialog shares: a form of choices, a line
/// that says why a choice cannot be met, and Cancel and Generate buttons.
class RandomInputDialog : public QDialog {
    Q_OBJECT
public:
    /// The generated input, once accepted.
    QString text() const { return m_text; }

protected:
    explicit RandomInputDialog(QWidget* parent);
    /// The form the problem adds its choices to, before finishForm().
    QFormLayout* form() const { return m_form; }
    /// Adds the message line and the buttons under the choices.
    void finishForm();
    /// Generates from the form's choices with a random seed, as the Generate button does.
    virtual bool generateFromForm(quint32 seed) = 0;
    /// Keeps `text` and returns true; without a text, shows `whyNot` and returns false.
    bool take(const std::optional<std::string>& text, const QString& whyNot);

private:
    QFormLayout* m_form;
    QLabel* m_problem;
    QString m_text;
};

} // namespace sb::ui
