// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QHBoxLayout;
class QLabel;

namespace sb::ui {

class Session;

/// Chooses the method: the correct ones as large numbered toggle buttons (keys
/// 1, 2, 3, ...), the wrong solutions in one drop-down list (key W), so that a
/// problem with many wrong solutions still fits a projector's width.
class MethodPicker : public QWidget {
    Q_OBJECT
public:
    explicit MethodPicker(Session* session, QWidget* parent = nullptr);

    /// The toggle button of a correct method, nullptr for any other id.
    QAbstractButton* button(const QString& id) const;
    QComboBox* wrongList() const { return m_wrong; }
    /// Chooses the n-th correct method (from 1), as its key does; false if there is none.
    bool chooseCorrect(int n);
    /// Chooses any method by id, as a click or a pick in the list does.
    bool choose(const QString& id);
    /// Opens the list of wrong solutions, as the W key does.
    void openWrongList();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void sync();
    void retranslate();

    Session* m_session;
    QLabel* m_label;
    QHBoxLayout* m_buttonRow;
    QButtonGroup* m_buttons;
    QComboBox* m_wrong;
    QString m_problem; ///< the problem the buttons were built for
};

} // namespace sb::ui
