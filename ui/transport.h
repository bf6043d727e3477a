// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAction>
#include <QKeySequence>
#include <QList>
#include <QToolButton>

#include <functional>

namespace sb::ui::transport {

/// The keys and buttons every player has, whatever it drives: one run (the player bar) or
/// several in step (the side-by-side bar). `keys` collects the actions, for the window to
/// switch them on and off together.

/// An action on `key` that calls `slot` of `target`.
template <typename Target>
QAction* key(QObject* owner, QList<QAction*>& keys, Target* target, void (Target::*slot)(), const QKeySequence& key)
{
    auto* action = new QAction(owner);
    action->setShortcut(key);
    QObject::connect(action, &QAction::triggered, target, slot);
    keys << action;
    return action;
}

/// Space: plays when paused, pauses when playing.
template <typename Target>
QAction* playKey(QObject* owner, QList<QAction*>& keys, Target* target)
{
    auto* action = new QAction(owner);
    action->setShortcut(Qt::Key_Space);
    QObject::connect(action, &QAction::triggered, target, [target] {
        if (target->isPlaying())
            target->pause();
        else
            target->play();
    });
    keys << action;
    return action;
}

/// [ and ]: one named speed slower or faster, for a keyboard or a presenter's remote.
struct SpeedKeys {
    QAction* slower;
    QAction* faster;
};
inline SpeedKeys speedKeys(QObject* owner, QList<QAction*>& keys, std::function<int()> speed,
                           std::function<void(int)> setSpeed)
{
    SpeedKeys s{new QAction(owner), new QAction(owner)};
    s.slower->setShortcut(Qt::Key_BracketLeft);
    s.faster->setShortcut(Qt::Key_BracketRight);
    QObject::connect(s.slower, &QAction::triggered, owner, [speed, setSpeed] { setSpeed(speed() - 1); });
    QObject::connect(s.faster, &QAction::triggered, owner, [speed, setSpeed] { setSpeed(speed() + 1); });
    keys << s.slower << s.faster;
    return s;
}

/// A flat button for an action that leaves the keyboard with the player after a click.
inline QToolButton* button(QAction* action, QWidget* parent, Qt::ToolButtonStyle style)
{
    auto* b = new QToolButton(parent);
    b->setDefaultAction(action);
    b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay with the player after a click
    b->setToolButtonStyle(style);
    b->setAutoRaise(true);
    return b;
}

} // namespace sb::ui::transport
