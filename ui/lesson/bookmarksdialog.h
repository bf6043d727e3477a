// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson/lesson.h"

#include <QDialog>

class QPushButton;
class QTableWidget;

namespace sb::ui {

/// File > Edit bookmarks: the lesson's stops, a step and a sentence a row, to
/// reword, delete, put in another order, or go to. It works on a copy: OK hands
/// back the list, Cancel leaves the lesson as it was.
class BookmarksDialog : public QDialog {
    Q_OBJECT
public:
    explicit BookmarksDialog(const QList<Bookmark>& bookmarks, QWidget* parent = nullptr);

    /// The bookmarks as the dialog shows them, the sentences as typed.
    QList<Bookmark> bookmarks() const;
    /// The bookmark to go to once the dialog is closed by Go to; -1 otherwise.
    int chosen() const { return m_chosen; }
    QTableWidget* table() const { return m_table; }
    QPushButton* goButton() const { return m_go; }
    QPushButton* upButton() const { return m_up; }
    QPushButton* downButton() const { return m_down; }
    QPushButton* deleteButton() const { return m_delete; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void addRow(int row, const Bookmark& bookmark);
    /// Swaps the selected row with the one `by` rows away.
    void move(int by);
    void remove();
    void updateButtons();

    QTableWidget* m_table;
    QPushButton* m_go;
    QPushButton* m_up;
    QPushButton* m_down;
    QPushButton* m_delete;
    int m_chosen = -1;
};

} // namespace sb::ui
