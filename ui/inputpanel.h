// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace sb::ui {

class Session;

/// The input the method reads, editable like a judge's stdin: built-in
/// samples, a random game generator, and errors marked at their line. While
/// the text has an error, the last good run stays on screen. The text is kept
/// between runs of the app.
class InputPanel : public QWidget {
    Q_OBJECT
public:
    explicit InputPanel(Session* session, QWidget* parent = nullptr);

    QPlainTextEdit* editor() const { return m_editor; }
    QString errorText() const;
    /// The 1-based line marked as wrong, 0 when none.
    int markedLine() const;
    int sampleCount() const;
    void loadSample(int index);
    void setText(const QString& text);
    /// Parses the text now instead of after the typing pause.
    void reparseNow();

protected:
    void changeEvent(QEvent* event) override;

private:
    void reparse();
    void showError();
    void openGenerator();
    void retranslate();
    QString settingsKey() const;

    Session* m_session;
    QComboBox* m_samples;
    QPushButton* m_random;
    QPlainTextEdit* m_editor;
    QLabel* m_error;
    QTimer m_reparse;
    int m_marked = 0;
};

} // namespace sb::ui
