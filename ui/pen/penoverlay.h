// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPainterPath>
#include <QVector>
#include <QWidget>

class QAction;
class QToolButton;

namespace sb::ui {

class Session;

/// The teacher's pen: a transparent sheet over the whole window's centre (board,
/// code, player), drawn on with the mouse or a tablet. A few colours, an eraser
/// that takes away the strokes it touches, undo, and clear all. Drawings stay
/// until cleared, or (a setting) until the step changes. While the pen is off the
/// sheet lets every click through and still shows what was drawn.
class PenOverlay : public QWidget {
    Q_OBJECT
public:
    /// Covers `covered` (kept to its size) and listens to `session`'s steps.
    PenOverlay(QWidget* covered, Session* session);

    bool isActive() const { return m_active; }
    void setActive(bool on);
    int strokeCount() const { return static_cast<int>(m_strokes.size()); }
    /// The colours to choose from: they stay distinct on a washed-out projector.
    static QVector<QColor> colours();
    void setColour(int index);
    int colour() const { return m_colour; }
    void setEraser(bool on);
    bool eraser() const { return m_eraser; }
    void undo();
    void clear();
    /// Strokes go when the step changes (on), or stay until cleared (off). Remembered.
    void setClearOnStep(bool on);
    bool clearOnStep() const { return m_clearOnStep; }
    QWidget* palette() const { return m_palette; }

signals:
    void activeChanged(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Stroke {
        QPainterPath path;
        QColor colour;
        double width = 4;
    };
    /// One undo step: strokes drawn (added) or rubbed out (removed, with where they were).
    struct Change {
        bool added = true;
        QVector<QPair<int, Stroke>> strokes;
    };
    void eraseAt(const QPointF& p);
    void buildPalette();
    void retranslate();
    /// Thicker with a larger font: twice as thick on a projector, whose font is doubled.
    double penWidth() const;

    QWidget* m_covered;
    bool m_active = false;
    bool m_eraser = false;
    bool m_clearOnStep = false;
    bool m_drawing = false;
    int m_colour = 0;
    QVector<Stroke> m_strokes;
    QVector<Change> m_undo;
    Change m_erasing; ///< what the eraser has taken in the drag under way
    QWidget* m_palette = nullptr;
    QList<QToolButton*> m_colourButtons;
    QToolButton* m_eraserButton = nullptr;
    QToolButton* m_undoButton = nullptr;
    QToolButton* m_clearButton = nullptr;
    QToolButton* m_stepButton = nullptr;
    QToolButton* m_closeButton = nullptr;
};

} // namespace sb::ui
