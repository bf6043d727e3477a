// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class QsciScintilla;

namespace sb::ui {

/// Keys typed into a large text, given to its editor together. Each insertion costs the editor a
/// walk from the start of the text to the caret (its accessibility offsets), so on a large text
/// plain characters typed go in at the window's next turn, with any typed after them meanwhile,
/// in the order typed. Anything else the editor is sent (a key that moves the caret, a click,
/// losing focus) comes after the characters typed before it.
class TypedKeys : public QObject {
    Q_OBJECT
public:
    /// Watches `editor`'s keys and its viewport's events.
    explicit TypedKeys(QsciScintilla* editor, QObject* parent = nullptr);

    /// Gives the editor the characters typed since it last took some, in one insertion.
    void flush() const;
    /// No character typed waits for the editor.
    bool isEmpty() const { return m_typed.isEmpty(); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QsciScintilla* m_editor;
    mutable QString m_typed; ///< the characters the editor has not taken yet
    QTimer m_flush;
    mutable bool m_flushing = false; ///< the editor is taking them: its events are its own
};

} // namespace sb::ui
