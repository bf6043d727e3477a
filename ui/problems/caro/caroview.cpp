// SPDX-License-Identifier: GPL-3.0-or-later
#include "caroview.h"

#include "caroviewlayout.h"
#include "run/runsource.h"

#include "caro/caro.h"
#include "core/runmodel.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace sb::ui {

namespace {

constexpr double kLargestCell = 96.0;
constexpr double kZoomStep = 1.25;
constexpr double kGutter = 26.0;     ///< room for the row and column numbers, at least
constexpr double kMinimapSide = 150.0;
/// The minimap never takes more than this share of the board's shorter side.
constexpr double kMinimapShare = 0.28;
/// Following the current cell zooms in to this many pixels a cell (times the projector scale).
constexpr double kFollowCell = 28.0;

} // namespace

CaroView::CaroView(RunSource* source, QWidget* parent) : BoardView(source, parent)
{
    viewport()->setMouseTracking(false);
    m_minimapAge.start();
    connect(source, &RunSource::runChanged, this, &CaroView::onRunChanged);
    connect(source, &RunSource::stepChanged, this, &CaroView::onStepChanged);
    makeHint();
    onRunChanged();
}

bool CaroView::showsCaro() const
{
    return m_source->input() && m_source->runProblem() == &caro::kProblem;
}

int CaroView::boardSize() const
{
    return showsCaro() ? static_cast<const caro::CaroInput&>(*m_source->input()).n : 0;
}

double CaroView::gutter() const
{
    // Wide enough for the largest row number, or "5000" loses its first digit on a projector.
    QFont f = font();
    f.setPixelSize(static_cast<int>(kCoordinatePixels * m_scale));
    const double label = QFontMetricsF(f).horizontalAdvance(QString::number(std::max(1, boardSize())));
    return std::max(kGutter * m_scale, label + 6 * m_scale);
}

CaroView::Layout CaroView::layout() const
{
    Layout l;
    const auto input = m_source->input();
    if (!input || !shownRun() || !showsCaro())
        return l;
    const auto& in = static_cast<const caro::CaroInput&>(*input);
    l.n = in.n;
    l.stride = static_cast<int>(in.stride());
    l.board = cells().data();
    l.cell = m_cell;
    l.gutter = gutter();
    l.left = l.gutter - horizontalScrollBar()->value();
    l.top = l.gutter - verticalScrollBar()->value();
    const QSize size = viewport()->size();
    const auto firstVisible = [&](double origin) {
        return std::clamp(static_cast<int>(std::floor((l.gutter - origin) / l.cell)) + 1, 1, l.n);
    };
    const auto lastVisible = [&](double origin, int extent) {
        return std::clamp(static_cast<int>(std::floor((extent - origin) / l.cell)) + 1, 1, l.n);
    };
    // A board smaller than its room stands in the middle of it.
    const double extent = l.gutter + l.n * l.cell + 8 * m_scale;
    l.left += std::max(0.0, (size.width() - extent) / 2);
    l.top += std::max(0.0, (size.height() - extent) / 2);
    l.c0 = firstVisible(l.left);
    l.c1 = lastVisible(l.left, size.width());
    l.r0 = firstVisible(l.top);
    l.r1 = lastVisible(l.top, size.height());
    return l;
}

QPointF CaroView::cellCenter(int row, int col) const
{
    const Layout l = layout();
    return l.center(row, col);
}

void CaroView::updateScrollBars()
{
    const QSize size = viewport()->size();
    const double extent = gutter() + boardSize() * m_cell + 8 * m_scale;
    horizontalScrollBar()->setRange(0, std::max(0, static_cast<int>(std::ceil(extent)) - size.width()));
    verticalScrollBar()->setRange(0, std::max(0, static_cast<int>(std::ceil(extent)) - size.height()));
    horizontalScrollBar()->setPageStep(size.width());
    verticalScrollBar()->setPageStep(size.height());
    horizontalScrollBar()->setSingleStep(std::max(1, static_cast<int>(m_cell)));
    verticalScrollBar()->setSingleStep(std::max(1, static_cast<int>(m_cell)));
}

void CaroView::setCellSize(double pixels, QPointF keep)
{
    m_fit = false;
    applyCellSize(pixels, keep);
    placeHint();
}

void CaroView::applyCellSize(double pixels, QPointF keep)
{
    const int n = std::max(1, boardSize());
    const QSize size = viewport()->size();
    // Zoomed out no further than half the view's length per board, nor than the whole board fitted.
    const double smallest = std::min({1.0, std::max(size.width(), size.height()) / static_cast<double>(n) / 2, fitCell()});
    pixels = std::clamp(pixels, smallest, kLargestCell * m_scale);
    if (keep.x() < 0)
        keep = QPointF(size.width() / 2.0, size.height() / 2.0);
    // The board point under `keep` stays under it.
    const double bx = (keep.x() + horizontalScrollBar()->value() - gutter()) / m_cell;
    const double by = (keep.y() + verticalScrollBar()->value() - gutter()) / m_cell;
    m_cell = pixels;
    updateScrollBars();
    horizontalScrollBar()->setValue(static_cast<int>(std::lround(bx * m_cell + gutter() - keep.x())));
    verticalScrollBar()->setValue(static_cast<int>(std::lround(by * m_cell + gutter() - keep.y())));
    m_imageDirty = true;
    viewport()->update();
}

void CaroView::zoomIn()
{
    setCellSize(m_cell * kZoomStep);
}

void CaroView::zoomOut()
{
    setCellSize(m_cell / kZoomStep);
}

double CaroView::fitCell() const
{
    const QSize size = viewport()->size();
    // A pixel to spare, so that rounding never makes the fitted board scroll.
    const double room = std::min(size.width(), size.height()) - gutter() - 8 * m_scale - 1;
    return std::max(room, 1.0) / std::max(1, boardSize());
}

void CaroView::fitToWindow()
{
    m_fit = true;
    m_following = false;
    applyCellSize(fitCell());
    horizontalScrollBar()->setValue(0);
    verticalScrollBar()->setValue(0);
    placeHint();
}

void CaroView::programBoardChanged()
{
    m_imageDirty = m_minimapDirty = true;
    viewport()->update();
}

void CaroView::presentationChanged(double old)
{
    m_imageDirty = m_minimapDirty = true;
    if (m_fit)
        fitToWindow();
    else
        applyCellSize(m_cell * m_scale / old);
}

bool CaroView::minimapVisible() const
{
    return horizontalScrollBar()->maximum() > 0 || verticalScrollBar()->maximum() > 0;
}

QRectF CaroView::minimapRect() const
{
    const QSize size = viewport()->size();
    const double side = std::min(kMinimapSide * m_scale, kMinimapShare * std::min(size.width(), size.height()));
    const double margin = 8 * m_scale;
    const double x = m_minimapCorner % 2 ? size.width() - side - margin : gutter() + margin;
    const double y = m_minimapCorner / 2 ? size.height() - side - margin : gutter() + margin;
    return {x, y, side, side};
}

void CaroView::placeMinimap()
{
    // The minimap never covers the cell being played: it moves to another corner.
    const QPoint cell = currentCell();
    if (cell.x() == 0)
        return;
    const QPointF at = cellCenter(cell.x(), cell.y());
    const QRectF around(at.x() - m_cell, at.y() - m_cell, 2 * m_cell, 2 * m_cell);
    for (const int corner : {m_minimapCorner, 3, 0, 1, 2}) {
        m_minimapCorner = corner;
        if (!minimapRect().intersects(around))
            return;
    }
}

QPoint CaroView::currentCell() const
{
    if (!showsCaro())
        return {};
    const int stride = static_cast<int>(static_cast<const caro::CaroInput&>(*m_source->input()).stride());
    if (const Step* step = shownStep())
        for (const Highlight& h : step->marks())
            if (h.kind == HighlightKind::Cell)
                return {h.a / stride, h.a % stride};
    return lastStone();
}

QPoint CaroView::lastStone() const
{
    const std::optional<std::int32_t> r = shownVar(static_cast<int>(caro::Var::r));
    const std::optional<std::int32_t> c = shownVar(static_cast<int>(caro::Var::c));
    return r && c ? QPoint(*r, *c) : QPoint();
}

void CaroView::toggleFollow()
{
    if (m_following) {
        fitToWindow();
        return;
    }
    const QPoint cell = currentCell();
    setCellSize(std::max(m_cell, kFollowCell * m_scale));
    m_following = true;
    placeHint();
    if (cell.x() != 0)
        centerOn(cell);
}

void CaroView::centerOn(QPoint cell)
{
    const QPointF at = cellCenter(cell.x(), cell.y());
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + static_cast<int>(at.x() - viewport()->width() / 2.0));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + static_cast<int>(at.y() - viewport()->height() / 2.0));
}

void CaroView::setVerdictMarks(const QVector<BoardMark>& marks)
{
    if (marks.size() == m_verdictMarks.size() &&
        std::equal(marks.begin(), marks.end(), m_verdictMarks.begin(), [](const BoardMark& a, const BoardMark& b) {
            return a.r1 == b.r1 && a.c1 == b.c1 && a.r2 == b.r2 && a.c2 == b.c2;
        }))
        return;
    m_verdictMarks = marks;
    viewport()->update();
}

void CaroView::centerOnMinimap(QPointF pos)
{
    const QRectF r = minimapRect();
    const double fx = std::clamp((pos.x() - r.left()) / r.width(), 0.0, 1.0);
    const double fy = std::clamp((pos.y() - r.top()) / r.height(), 0.0, 1.0);
    const double extent = boardSize() * m_cell;
    horizontalScrollBar()->setValue(static_cast<int>(fx * extent + gutter() - viewport()->width() / 2.0));
    verticalScrollBar()->setValue(static_cast<int>(fy * extent + gutter() - viewport()->height() / 2.0));
}

void CaroView::onRunChanged()
{
    m_imageDirty = m_minimapDirty = true;
    updateScrollBars();
    if (m_fit)
        fitToWindow();
    viewport()->update();
}

void CaroView::onStepChanged()
{
    m_imageDirty = m_minimapDirty = true;
    followCurrentStep();
    placeMinimap();
    viewport()->update();
}

void CaroView::followCurrentStep()
{
    if (m_fit || !showsCaro())
        return;
    const QPoint cell = m_following ? currentCell() : lastStone();
    if (cell.x() == 0)
        return;
    const QPointF at = cellCenter(cell.x(), cell.y());
    const QRectF inside = QRectF(viewport()->rect()).adjusted(gutter() + m_cell, gutter() + m_cell, -m_cell, -m_cell);
    if (!inside.contains(at))
        centerOn(cell);
}

void CaroView::resizeEvent(QResizeEvent* event)
{
    BoardView::resizeEvent(event);
    placeHint();
    m_imageDirty = true;
    if (m_fit)
        fitToWindow();
    else
        updateScrollBars();
}

void CaroView::scrollContentsBy(int, int)
{
    m_imageDirty = true;
    viewport()->update();
}

void CaroView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double notches = event->angleDelta().y() / 120.0;
        setCellSize(m_cell * std::pow(kZoomStep, notches), event->position());
        event->accept();
        return;
    }
    BoardView::wheelEvent(event);
}

void CaroView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (minimapVisible() && minimapRect().contains(event->position())) {
        m_minimapDragging = true;
        centerOnMinimap(event->position());
        return;
    }
    m_dragging = true;
    m_dragFrom = event->position().toPoint();
    viewport()->setCursor(Qt::ClosedHandCursor);
}

void CaroView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_minimapDragging) {
        centerOnMinimap(event->position());
        return;
    }
    if (!m_dragging)
        return;
    const QPoint delta = event->position().toPoint() - m_dragFrom;
    m_dragFrom = event->position().toPoint();
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
}

void CaroView::mouseReleaseEvent(QMouseEvent*)
{
    m_dragging = m_minimapDragging = false;
    viewport()->unsetCursor();
}

void CaroView::keyPressEvent(QKeyEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomIn();
            return;
        case Qt::Key_Minus:
            zoomOut();
            return;
        case Qt::Key_0:
            fitToWindow();
            return;
        default:
            break;
        }
    }
    // Arrows and Space belong to the player, not to scrolling.
    event->ignore();
}

} // namespace sb::ui
