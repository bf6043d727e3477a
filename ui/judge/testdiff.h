// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace sb::ui {

/// A failed test of the student's own program: its input, the right answer and what the program
/// printed, side by side, the first line that differs marked in both and in sight; a button opens
/// the test in the window with the reference method, another steps the student's program on it.
class TestDiff : public QDialog {
    Q_OBJECT
public:
    TestDiff(const QString& title, const QString& verdict, const QString& input, const QString& expected,
             const QString& output, QWidget* parent = nullptr);

    /// The 1-based line marked as the first that differs; 0 when none is.
    int markedLine() const { return m_line; }
    QString verdictText() const;
    QPushButton* openButton() const { return m_open; }
    /// Steps the student's own program on this test, from where its output first differs.
    QPushButton* stepButton() const { return m_step; }

signals:
    void openInWindow();
    void stepInWindow();

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyCodeFont();
    QLabel* m_verdict;
    QPlainTextEdit* m_input;
    QPlainTextEdit* m_expected;
    QPlainTextEdit* m_output;
    QPushButton* m_open;
    QPushButton* m_step;
    int m_line = 0;
};

} // namespace sb::ui
