// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace sb::ui {

class Session;

/// A slider over the whole run, with a tick at every move and a mark at the
/// end (the win). Clicking or dragging jumps there.
class Timeline : public QWidget {
    Q_OBJECT
public:
    explicit Timeline(Session* session, QWidget* parent = nullptr);
    /// The last step the slider reaches: the whole run, or what is known of it.
    quint64 range() const;
    /// The step under an x coordinate.
    quint64 stepAt(int x) const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    double xOf(quint64 step) const;
    Session* m_session;
};

} // namespace sb::ui
