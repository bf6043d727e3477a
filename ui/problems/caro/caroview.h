// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/boardview.h"
#include "common/theme.h"

#include <QElapsedTimer>
#include <QImage>

class QLabel;

namespace sb::ui {

class RunSource;

/// The Caro board: grid with row and column numbers, X and O stones, the
/// stone just played, the cells a walk or scan looks at, the direction being
/// checked with its running count, and the winning line. Zooms (Ctrl+wheel,
/// Ctrl+plus/minus, fit) and pans (drag, scroll bars, minimap). Only the
/// visible part is painted: zoomed out, stones are drawn into an image one
/// pixel at a time, so a 5000 x 5000 board stays smooth.
class CaroView : public BoardView {
    Q_OBJECT
public:
    explicit CaroView(RunSource* source, QWidget* parent = nullptr);

    /// Pixels per cell side.
    double cellSize() const { return m_cell; }
    void setCellSize(double pixels, QPointF keep = QPointF(-1, -1));
    void zoomIn() override;
    void zoomOut() override;
    void fitToWindow() override;
    void toggleFollow() override;
    bool following() const override { return m_following; }
    /// The board is square: as wide as it is high.
    int widthForHeight(int height) const override { return height; }
    void setVerdictMarks(const QVector<BoardMark>& marks) override;
    const QVector<BoardMark>& verdictMarks() const { return m_verdictMarks; }
    bool minimapVisible() const;
    /// Where the minimap is drawn, in viewport pixels: in the corner farthest from the current cell.
    QRectF minimapRect() const;
    /// The cell the current step is about (rows and columns from 1), or (0, 0) before the first step.
    QPoint currentCell() const;
    /// The stone last played where the run shown stands (its r and c); null before the first.
    QPoint lastStone() const;
    /// The viewport position of a cell's centre (rows and columns from 1).
    QPointF cellCenter(int row, int col) const;
    /// Where the running count ("dem = 3") was last drawn, in viewport pixels; empty when it was not.
    QRectF countBadge() const { return m_countBadge; }
    /// On a projector, the line under a board fitted whole with cells under 30 px: the keys to a
    /// larger one (F6 hides the code, F follows the current cell). Empty when not shown.
    QString hint() const;

protected:
    void presentationChanged(double oldScale) override;
    void programBoardChanged() override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent* event) override;

private:
    struct Layout;
    Layout layout() const;
    void updateScrollBars();
    void applyCellSize(double pixels, QPointF keep = QPointF(-1, -1));
    void onRunChanged();
    void onStepChanged();
    void followCurrentStep();
    int boardSize() const;
    bool showsCaro() const;
    double gutter() const;
    /// Pixels per cell that fit the whole board in the view.
    double fitCell() const;
    void placeMinimap();
    void centerOn(QPoint cell);
    void centerOnMinimap(QPointF pos);

    void paintBoard(QPainter& p, const Layout& l);
    void paintCells(QPainter& p, const Layout& l);
    void paintImage(QPainter& p, const Layout& l);
    void paintCoordinates(QPainter& p, const Layout& l);
    void paintStep(QPainter& p, const Layout& l);
    void paintMinimap(QPainter& p);
    void paintVerdict(QPainter& p, const Layout& l);
    void refreshMinimap();
    void makeHint();
    void retranslateHint();
    bool cellsTooSmall() const;
    void placeHint();

    double m_cell = 32.0;
    bool m_fit = true;    ///< refit when the window resizes
    bool m_following = false; ///< zoomed in on the current cell, which stays in view
    QRectF m_countBadge;
    int m_minimapCorner = 3;  ///< 0 top left, 1 top right, 2 bottom left, 3 bottom right
    QVector<BoardMark> m_verdictMarks;
    QImage m_image;       ///< zoomed out: the stones, one pixel a cell or less
    bool m_imageDirty = true;
    QImage m_minimap;
    bool m_minimapDirty = true;
    QElapsedTimer m_minimapAge;
    QPoint m_dragFrom;
    bool m_dragging = false;
    bool m_minimapDragging = false;
    QLabel* m_hint = nullptr;
    int m_hintHeight = 0; ///< the viewport's bottom margin the hint takes
};

} // namespace sb::ui
