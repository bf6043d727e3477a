// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QPainter;

namespace sb::ui {

class RunSource;
class Session;

/// A slider over the whole run, with a tick at every move and a mark at the end (the win) where the
/// session has found them. It reads where the run stands and its last position from the run model,
/// and a click or a drag asks the run's source to go there, whichever run it is.
class Timeline : public QWidget {
    Q_OBJECT
public:
    explicit Timeline(Session* session, QWidget* parent = nullptr);
    /// The last position the slider reaches: the run's length, or what is known of it.
    quint64 range() const;
    /// The position the handle stands at: the run's.
    quint64 position() const;
    /// While another run stands in for the session's (the student's program stepped with the
    /// player's keys), the timeline is that source's run; it is off while the run has no line (a
    /// recording that failed before its first). nullptr: the session's again.
    void setStandIn(RunSource* source);
    /// The source whose run the timeline shows: the stand-in, or the session.
    RunSource* source() const;
    /// The step under an x coordinate.
    quint64 stepAt(int x) const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    double xOf(quint64 step) const;
    void drawHandle(QPainter& p, int mid) const;
    /// On while the run has a line.
    void showSteppable();
    Session* m_session;
    QPointer<RunSource> m_standIn;
    QList<QMetaObject::Connection> m_standInMoves; ///< the stand-in's stepChanged and runChanged
};

} // namespace sb::ui
