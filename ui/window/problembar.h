// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolBar>

class QComboBox;
class QLabel;

namespace sb::ui {

class MethodPicker;
class Session;

/// The choosers over the window: the problem (each by its short name, its whole name in the
/// tooltip) and the method picker. They act on the one method on screen.
class ProblemBar : public QToolBar {
    Q_OBJECT
public:
    explicit ProblemBar(Session* session, QWidget* parent = nullptr);

    MethodPicker* picker() const { return m_picker; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    Session* m_session;
    QLabel* m_label;
    QComboBox* m_problems;
    MethodPicker* m_picker;
};

} // namespace sb::ui
