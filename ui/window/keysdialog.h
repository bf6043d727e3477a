// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QAction;
class QTableWidget;

namespace sb::ui {

/// Every key of the window with what it does, read from the window's own
/// actions, so the list is always complete and in the window's language.
class KeysDialog : public QDialog {
    Q_OBJECT
public:
    explicit KeysDialog(QWidget* window);
    /// The rows shown: key, then what it does.
    QList<QPair<QString, QString>> rows() const;
    QTableWidget* table() const { return m_table; }
    /// The actions the list shows: every action of `window` with a key and words, but one that
    /// is off while another has its key (the view not on screen).
    static QList<const QAction*> keyedActions(const QWidget* window);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitColumns();

    QTableWidget* m_table;
};

} // namespace sb::ui
