// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/typedkeys.h"

#include <Qsci/qsciscintilla.h>

#include <QCoreApplication>
#include <QKeyEvent>

#include <algorithm>
#include <utility>

namespace sb::ui {

namespace {

/// From this size on, an insertion costs the editor a millisecond or more.
constexpr int kBatchFromBytes = 256 * 1024;

/// A key that only types its characters: the editor does nothing else with it.
bool onlyTypes(const QKeyEvent& key)
{
    const QString text = key.text();
    if (text.isEmpty() || (key.modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)))
        return false;
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c.isPrint(); });
}

} // namespace

TypedKeys::TypedKeys(QsciScintilla* editor, QObject* parent) : QObject(parent), m_editor(editor)
{
    m_flush.setSingleShot(true);
    m_flush.setInterval(0); // after the keys already waiting: they join the same insertion
    connect(&m_flush, &QTimer::timeout, this, &TypedKeys::flush);
    editor->installEventFilter(this);
    editor->viewport()->installEventFilter(this);
}

bool TypedKeys::eventFilter(QObject* watched, QEvent* event)
{
    if (m_flushing)
        return false;
    const bool typing = (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride) &&
                        onlyTypes(*static_cast<QKeyEvent*>(event));
    // On a large text a key waits for the keys already queued behind it, if any: the editor
    // takes them all at the window's next turn. A small text takes each key at once.
    if (watched == m_editor && typing && event->type() == QEvent::KeyPress &&
        (!m_typed.isEmpty() || m_editor->length() >= kBatchFromBytes)) {
        m_typed += static_cast<QKeyEvent*>(event)->text();
        m_flush.start();
        return true;
    }
    if (typing)
        return QObject::eventFilter(watched, event); // asked before each key: is it a shortcut?
    switch (event->type()) {
    case QEvent::KeyRelease:
    case QEvent::Paint:
    case QEvent::Timer:
    case QEvent::UpdateRequest:
        break;
    default:
        flush(); // anything else (a key that moves the caret, a click, losing focus) comes after
    }
    return QObject::eventFilter(watched, event);
}

void TypedKeys::flush() const
{
    if (m_typed.isEmpty() || m_flushing)
        return;
    const QString typed = std::exchange(m_typed, {});
    // Key_unknown: the editor takes the text as typed characters, as it takes a key's own.
    QKeyEvent keys(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, typed);
    m_flushing = true;
    QCoreApplication::sendEvent(m_editor, &keys);
    m_flushing = false;
}

} // namespace sb::ui
