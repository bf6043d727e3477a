// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace sb::ui {

class PenOverlay;
class Session;

/// The teacher's pen over the window's centre: P takes it up and puts it down.
class PenController : public QObject {
    Q_OBJECT
public:
    /// The sheet is laid over `over` (the window's centre) the first time the pen is taken up.
    PenController(QWidget* window, QWidget* over, Session* session);

    QAction* action() const { return m_action; }
    /// The sheet; nullptr until the pen is first taken up.
    PenOverlay* overlay() const { return m_overlay; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();

    QWidget* m_window;
    QWidget* m_over;
    Session* m_session;
    QAction* m_action;
    QAction* m_undo; ///< Ctrl+Z while the pen is down: the last stroke goes
    PenOverlay* m_overlay = nullptr;
};

} // namespace sb::ui
