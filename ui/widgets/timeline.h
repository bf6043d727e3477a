// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QPainter;

namespace sb::ui {

class PlayTarget;
class Session;

/// A slider over the whole run, with a tick at every move and a mark at the
/// end (the win). Clicking or dragging jumps there.
class Timeline : public QWidget {
    Q_OBJECT
public:
    explicit Timeline(Session* session, QWidget* parent = nullptr);
    /// The last step the slider reaches: the whole run, or what is known of it.
    quint64 range() const;
    /// The step the handle stands at.
    quint64 position() const;
    /// While another run stands in for the session's (the student's program stepped with the
    /// player's keys), the timeline is that run's: its step and its last (PlayTarget::span()),
    /// and a click or a drag takes it there; it is off while that run has nothing to step (a
    /// recording that failed before its first line). nullptr: the session's again.
    void setStandIn(PlayTarget* target);
    /// The step under an x coordinate.
    quint64 stepAt(int x) const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    double xOf(quint64 step) const;
    /// Takes the run on the timeline (the session's or the stand-in's) to `step`.
    void seek(quint64 step);
    void drawHandle(QPainter& p, int mid) const;
    /// On unless the stand-in has nothing to step.
    void showSteppable();
    Session* m_session;
    QPointer<PlayTarget> m_standIn;
    QMetaObject::Connection m_standInSteps; ///< the stand-in's steppableChanged
};

} // namespace sb::ui
