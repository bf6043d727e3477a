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
    /// The packs found where packs are kept (pack::findPacks()) are listed after the problems, each by
    /// its name; `name` is a pack's name in the window's language.
    void addPack(const QString& path, const QString& name);
    /// The pack at `path` is on screen (listed first if it is not yet); empty: the session's problem.
    void showPack(const QString& path);
    QComboBox* problemList() const { return m_problems; }

signals:
    /// A pack was chosen in the list.
    void packChosen(const QString& path);
    /// One of the built-in problems was chosen in the list (after it is set).
    void problemChosen();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    /// The pack or the problem on screen is the list's current item.
    void showCurrent();

    Session* m_session;
    QLabel* m_label;
    QComboBox* m_problems;
    MethodPicker* m_picker;
    QString m_pack; ///< the pack on screen; empty: the session's problem
};

} // namespace sb::ui
