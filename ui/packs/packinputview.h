// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace sb::ui {

class PackController;

/// The input a pack's solution is recorded on: one of its samples, or a text of the class's own,
/// recorded again when Record is pressed (Ctrl+Return in the text). What is typed is never lost: a
/// sample chosen replaces it only when it has not been edited since it was recorded.
class PackInputView : public QWidget {
    Q_OBJECT
public:
    explicit PackInputView(PackController* packs, QWidget* parent = nullptr);

    QComboBox* samples() const { return m_samples; }
    QPlainTextEdit* editor() const { return m_editor; }
    QPushButton* recordButton() const { return m_record; }
    /// Records the solution on screen on the text in the editor.
    void recordText();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fill();
    void retranslate();

    PackController* m_packs;
    QLabel* m_label;
    QComboBox* m_samples;
    QPlainTextEdit* m_editor;
    QPushButton* m_record;
};

} // namespace sb::ui
