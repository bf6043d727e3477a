// SPDX-License-Identifier: GPL-3.0-or-later
// The Mayan view drawn: the board, blocks falling and clearing, the call stack's frames and the search tree.
#include "mayanview.h"
#include "mayancolours.h"
#include "mayanlayout.h"

#include "run/motion.h"
#include "run/runsource.h"

#include "core/runmodel.h"
#include "mayan/mayan.h"
#include "mayan/rules.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace sb::ui {

using namespace mayan_layout;
using mayan::kColumns;
using mayan::kRows;

void MayanView::paintBlock(QPainter& p, const QRectF& r, int colour) const
{
    const QRectF block = r.adjusted(r.width() * 0.06, r.height() * 0.06, -r.width() * 0.06, -r.height() * 0.06);
    const QColor fill = blockColour(colour);
    p.setPen(QPen(m_theme->boardBorder, std::max(1.0, m_scale)));
    p.setBrush(fill);
    p.drawRoundedRect(block, block.width() * 0.15, block.width() * 0.15);
    if (block.width() < 12)
        return;
    // The number names the colour for eyes that cannot tell the colours apart.
    p.setFont(numberFont(r));
    p.setPen(fill.lightness() > 140 ? QColor(Qt::black) : QColor(Qt::white));
    p.drawText(block, Qt::AlignCenter, QString::number(colour));
}

QFont MayanView::numberFont(const QRectF& cell) const
{
    const double block = cell.height() * 0.88;
    QFont f = font();
    f.setBold(true);
    // Half the block, and on a projector the least size where the block holds it (a pane of three).
    f.setPixelSize(static_cast<int>(std::min(block * 0.9, std::max<double>(leastText(0), block * 0.5))));
    return f;
}

QRectF MayanView::numberRect(const QRectF& cell) const
{
    const QRectF block = cell.adjusted(cell.width() * 0.06, cell.height() * 0.06, -cell.width() * 0.06, -cell.height() * 0.06);
    // As wide as the widest number, 10.
    return QFontMetricsF(numberFont(cell)).boundingRect(block, Qt::AlignCenter, QStringLiteral("10"));
}

void MayanView::paintBoard(QPainter& p, const Geometry& g)
{
    const int base = m_shownFrame >= 0 ? mayan::frameBoardCell(m_shownFrame, 0) : 0;
    p.setPen(QPen(m_theme->gridLine, m_scale));
    p.setBrush(m_theme->boardBackground);
    p.drawRect(g.board);
    for (int x = 1; x < kColumns; ++x)
        p.drawLine(QPointF(g.board.left() + x * g.cell, g.board.top()), QPointF(g.board.left() + x * g.cell, g.board.bottom()));
    for (int y = 1; y < kRows; ++y)
        p.drawLine(QPointF(g.board.left(), g.board.top() + y * g.cell), QPointF(g.board.right(), g.board.top() + y * g.cell));
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y)
            if (const int c = colourAt(base + mayan::cellOf(x, y)))
                paintBlock(p, cellRect(x, y), c);
    // Column and row numbers, from 0 as the output counts them.
    QFont f = font();
    f.setPixelSize(static_cast<int>(11 * m_scale));
    p.setFont(f);
    p.setPen(m_theme->coordinate);
    for (int x = 0; x < kColumns; ++x)
        p.drawText(QRectF(g.board.left() + x * g.cell, g.board.top() - kColumnNumbers * m_scale, g.cell, (kColumnNumbers - 2) * m_scale),
                   Qt::AlignCenter, QString::number(x));
    for (int y = 0; y < kRows; ++y)
        p.drawText(QRectF(g.board.left() - kRowNumbers * m_scale, g.board.bottom() - (y + 1) * g.cell,
                          (kRowNumbers - 4) * m_scale, g.cell),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(y));
    if (m_shownFrame >= 0) {
        // Over the top row, where a board is seldom full: below the board there is no room.
        const QRectF banner(g.board.left(), g.board.top(), g.board.width(), g.cell);
        QColor back = m_theme->window;
        back.setAlpha(225);
        p.fillRect(banner, back);
        f.setBold(true);
        f.setPixelSize(static_cast<int>(13 * m_scale));
        p.setPen(m_theme->direction);
        drawFitted(p, banner.adjusted(4, 2, -4, -2), f,
                   tr("The board when frame %1 began (click it again for the live board)").arg(m_shownFrame),
                   Qt::AlignCenter | Qt::TextWordWrap);
    }
}

void MayanView::paintMotion(QPainter& p, const Geometry& g)
{
    if (!animating() || m_shownFrame >= 0)
        return;
    const double t = m_motion.currentValue().toDouble();
    // A falling block is drawn on its way down; the cell it lands in is covered until it arrives.
    for (const Moving& m : m_falling) {
        p.fillRect(cellRect(m.x, m.toY), m_theme->boardBackground);
        const double y = m.fromY + (m.toY - m.fromY) * t;
        paintBlock(p, QRectF(g.board.left() + m.x * g.cell, g.board.bottom() - (y + 1) * g.cell, g.cell, g.cell),
                   m.colour);
    }
    // Cleared blocks fade and shrink away.
    for (const Moving& m : m_vanishing) {
        p.setOpacity(1.0 - t);
        const QRectF r = cellRect(m.x, m.fromY);
        const double shrink = r.width() * 0.3 * t;
        paintBlock(p, r.adjusted(shrink, shrink, -shrink, -shrink), m.colour);
    }
    p.setOpacity(1.0);
}

void MayanView::paintMarks(QPainter& p, const Geometry& g)
{
    const Step* step = shownStep();
    if (!step || m_shownFrame >= 0)
        return;
    const double w = std::max(2.5 * m_scale, g.cell * 0.08);
    // The blocks marked to vanish (the listing's gone), outlined from the line that marks their run
    // to the line that clears them.
    p.setPen(QPen(m_theme->winLine, w));
    p.setBrush(Qt::NoBrush);
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y)
            if (colourAt(mayan::goneCell(x, y)))
                p.drawRoundedRect(cellRect(x, y).adjusted(w, w, -w, -w), g.cell * 0.15, g.cell * 0.15);
    // The move: an arrow from the block to the cell beside it.
    int source = -1, target = -1;
    for (const Highlight& h : step->marks()) {
        if (h.kind == HighlightKind::Source)
            source = h.a;
        else if (h.kind == HighlightKind::Target)
            target = h.a;
    }
    if (source < 0 || target < 0)
        return;
    paintMoveArrow(p, g, source, target);
}

void MayanView::paintMoveArrow(QPainter& p, const Geometry& g, int source, int target)
{
    const QRectF from = cellRect(source / kRows, source % kRows), to = cellRect(target / kRows, target % kRows);
    const QRectF number = numberRect(from);
    // The arrow runs in a lane that holds no number ("1 -> 3" stays readable): a move along a row
    // under the row, between its numbers and those of the row below (under the bottom row, in the
    // margin below the board); a fall down the left of its column, beside the numbers.
    const bool across = source % kRows == target % kRows;
    const double low = across ? number.bottom() + 1 : from.left() + 1;
    const double high = across ? (source % kRows == 0 ? from.bottom() + kMargin : 2 * from.bottom() - low) : number.left() - 1;
    const double half = std::clamp((high - low) / 2, 1.0, g.cell * 0.16);
    const double lane = across ? std::clamp(from.bottom(), low + half, std::max(low + half, high - half)) : (low + high) / 2;
    const QPointF a = across ? QPointF(from.center().x(), lane) : QPointF(lane, from.center().y());
    const QPointF b = across ? QPointF(to.center().x(), lane) : QPointF(lane, to.center().y());
    const double line = std::min(std::max(2.5 * m_scale, g.cell * 0.08) * 1.4, half);
    const double head = std::min(g.cell * 0.22, half / 0.7);
    const QPointF along = (b - a) / std::max(1.0, std::hypot(b.x() - a.x(), b.y() - a.y()));
    const QPointF side(-along.y() * head * 0.7, along.x() * head * 0.7);
    p.setPen(QPen(m_theme->lastMove, line, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(a, b);
    p.setPen(Qt::NoPen);
    p.setBrush(m_theme->lastMove);
    p.drawPolygon(QPolygonF({b, b - along * head + side, b - along * head - side}));
    const QRectF span = QRectF(a, b).normalized();
    m_arrow = across ? QRectF(span.left() - line / 2, lane - half, span.width() + line, 2 * half)
                     : QRectF(lane - half, span.top() - line / 2, 2 * half, span.height() + line);
}

void MayanView::paintStack(QPainter& p, const Geometry& g)
{
    QFont f = titleFont(titlePixels(g));
    p.setPen(m_theme->text);
    drawFitted(p, QRectF(g.stack.left(), g.stack.top(), g.stack.width(), g.title), f, stackTitle(),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, leastText(8));
    const int frames = depth();
    // The moves line up in a column after the widest depth label.
    QFont label = font();
    label.setPixelSize(labelPixels(g.row, leastText(8)));
    const QString widestDepth = tr("Depth %1").arg(std::max(0, g.rows - 1));
    for (int d = 0; d < frames; ++d)
        paintFrame(p, frameRect(d), d, widestDepth);
    if (frames == 0) {
        p.setPen(m_theme->coordinate);
        drawFitted(p, frameRect(0), label, tr("No frame yet"), Qt::AlignCenter | Qt::TextWordWrap, leastText(8));
    }
}

/// One call stack row: the depth, the move in large type ("x y g" as the output prints it) and a
/// thumbnail of the board the frame began from; on one line when it is wide enough, else on two.
void MayanView::paintFrame(QPainter& p, const QRectF& row, int d, const QString& widestDepth)
{
    const bool current = d == depth() - 1;
    const double pen = current ? 2.5 * m_scale : m_scale;
    p.setPen(QPen(current ? m_theme->lastMove : m_theme->gridLine, pen));
    p.setBrush(d == m_shownFrame ? m_theme->segment : QBrush(Qt::NoBrush));
    p.drawRoundedRect(row.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2), 6 * m_scale, 6 * m_scale);
    const double pad = std::max(3.0, row.height() * 0.08);
    const double cell = (row.height() - 2 * pad) / kRows;
    const QRectF thumb(row.right() - cell * kColumns - pad - pen, row.top() + pad, cell * kColumns, cell * kRows);
    p.setPen(Qt::NoPen);
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y)
            if (const int c = colourAt(mayan::frameBoardCell(d, mayan::cellOf(x, y)))) {
                p.setBrush(blockColour(c));
                p.drawRect(QRectF(thumb.left() + x * cell, thumb.bottom() - (y + 1) * cell, cell - 1, cell - 1));
            }
    p.setPen(QPen(m_theme->gridLine, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(thumb);
    const QRectF text(row.left() + 2 * pad, row.top(), thumb.left() - row.left() - 3 * pad, row.height());
    QFont label = font();
    const int least = leastText(8);
    label.setPixelSize(labelPixels(row.height() / kFrameShare, least));
    QFont move = font();
    move.setBold(true);
    move.setPixelSize(std::max(least, static_cast<int>(row.height() * 0.62)));
    // One line, made smaller to fit its width, keeps the move larger than two lines would, down to
    // three quarters of its size; the depth and the move at the sizes they get (never under the
    // least) must fit the line's width, else they take two lines.
    const double depthWidth = QFontMetricsF(label).horizontalAdvance(widestDepth);
    const double moveWidth = QFontMetricsF(move).horizontalAdvance(QStringLiteral("4 6 -1"));
    const double shrink = std::min(1.0, text.width() / (depthWidth + 2 * pad + moveWidth));
    const int labelOne = std::max(least, static_cast<int>(label.pixelSize() * shrink));
    const int moveOne = std::max(least, static_cast<int>(move.pixelSize() * shrink));
    const double labelOneWidth = depthWidth * labelOne / label.pixelSize();
    const double moveOneWidth = moveWidth * moveOne / move.pixelSize();
    QRectF labelRect, moveRect;
    if (shrink >= 0.75 && labelOneWidth + 2 * pad + moveOneWidth <= text.width()) {
        label.setPixelSize(labelOne);
        move.setPixelSize(moveOne);
        labelRect = QRectF(text.left(), text.top(), labelOneWidth, text.height());
        moveRect = QRectF(labelRect.right() + 2 * pad, text.top(), text.right() - labelRect.right() - 2 * pad, text.height());
    } else {
        labelRect = QRectF(text.left(), text.top(), text.width(), text.height() * 0.42);
        moveRect = QRectF(text.left(), labelRect.bottom(), text.width(), text.height() - labelRect.height());
        label.setPixelSize(std::max(least, static_cast<int>(labelRect.height() * 0.8)));
        move.setPixelSize(std::max(least, static_cast<int>(moveRect.height() * 0.8)));
    }
    p.setPen(m_theme->coordinate);
    drawFitted(p, labelRect, label, tr("Depth %1").arg(d), Qt::AlignLeft | Qt::AlignVCenter, least);
    p.setPen(m_theme->text);
    drawFitted(p, moveRect, move, frameMove(d), Qt::AlignLeft | Qt::AlignVCenter, least);
}

void MayanView::paintEvent(QPaintEvent*)
{
    m_arrow = QRectF();
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), m_theme->window);
    if (!showsMayan())
        return;
    p.setRenderHint(QPainter::Antialiasing, true);
    const Geometry g = geometry();
    paintBoard(p, g);
    if (!showsProgram()) { // a program's board has no search of the reference's to show
        paintMotion(p, g);
        paintMarks(p, g);
    }
    if (!searchHidden()) {
        paintStack(p, g);
        paintTree(p, g);
    }
    paintPicked(p);
}

void MayanView::paintTree(QPainter& p, const Geometry& g)
{
    const int depths = std::min(frames() + 1, kTreeDepths);
    if (frames() == 0 || g.line < 8)
        return;
    QFont f = titleFont(titlePixels(g));
    p.setPen(m_theme->text);
    drawFitted(p, QRectF(g.tree.left(), g.tree.top(), g.tree.width(), g.treeTitle), f, treeTitle(),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, leastText(8));
    // Per depth, the nodes and under them, greyed, the nodes that a prune cut: the whole search faint,
    // the part searched so far solid.
    const auto [nodes, prunes] = tallySoFar();
    TreeColumns c;
    c.nodeHead = tr("nodes");
    c.pruneHead = tr("pruned");
    c.legend = presentation();
    c.least = leastText(8);
    for (int d = 0; d < depths; ++d) {
        const auto k = static_cast<std::size_t>(d);
        c.nodes << countText(nodes[k], m_totalNodes[k], m_totalsKnown);
        c.prunes << countText(prunes[k], m_totalPrunes[k], m_totalsKnown);
        c.briefNodes << QString::number(nodes[k]);
        c.briefPrunes << QString::number(prunes[k]);
    }
    f.setBold(false);
    // On a projector the least size, whatever room the lines have: the legend line and the counts
    // then hold in the narrow column.
    f.setPixelSize(presentation() ? c.least : std::max(c.least, static_cast<int>(g.line * kTreeText)));
    c.layOut(f, g.line, g.tree.width());
    p.setFont(c.font);
    const double barLeft = g.tree.left() + c.label, nodeLeft = barLeft + c.bar, pruneLeft = nodeLeft + c.nodeWidth;
    QColor pruned = m_theme->lookOther, prunedFaint = pruned;
    prunedFaint.setAlpha(110);
    // The headings say which colour is which.
    const QRectF head = treeRowRect(-1);
    p.setPen(m_theme->coordinate);
    const auto heading = [&](double left, const QColor& colour, const QString& text) {
        p.fillRect(QRectF(left + c.gap / 2, head.center().y() - c.swatch / 2, c.swatch, c.swatch), colour);
        const QRectF words(left + c.gap + c.swatch, head.top(), head.right() - left, head.height());
        p.drawText(words, Qt::AlignLeft | Qt::AlignVCenter, text);
        return words.left() + QFontMetricsF(c.font).horizontalAdvance(text);
    };
    if (c.legend) {
        // A legend from the left, the second heading after the first.
        const double after = heading(head.left(), m_theme->direction, c.nodeHead);
        heading(after + c.gap, pruned, c.pruneHead);
    } else {
        heading(nodeLeft, m_theme->direction, c.nodeHead);
        heading(pruneLeft, pruned, c.pruneHead);
    }
    // Widths on a log scale, since each depth can hold many times the nodes of the one before.
    qint64 most = 1;
    for (int d = 0; d < depths; ++d)
        most = std::max({most, nodes[static_cast<std::size_t>(d)], m_totalNodes[static_cast<std::size_t>(d)]});
    const auto width = [&](qint64 n) { return n <= 0 ? 0.0 : std::max(2.0, c.bar * std::log1p(n) / std::log1p(most)); };
    for (int d = 0; d < depths; ++d) {
        const auto k = static_cast<std::size_t>(d);
        const QRectF row = treeRowRect(d);
        const auto barAt = [&](double top, double height, qint64 n) {
            return QRectF(barLeft, row.top() + row.height() * top, width(n), row.height() * height);
        };
        p.fillRect(barAt(0.12, 0.46, m_totalNodes[k]), m_theme->segment);
        p.fillRect(barAt(0.12, 0.46, nodes[k]), m_theme->direction);
        p.fillRect(barAt(0.64, 0.24, m_totalPrunes[k]), prunedFaint);
        p.fillRect(barAt(0.64, 0.24, prunes[k]), pruned);
        p.setPen(m_theme->coordinate);
        p.drawText(QRectF(row.left(), row.top(), c.label, row.height()), Qt::AlignLeft | Qt::AlignVCenter, QString::number(d));
        p.setPen(m_theme->text);
        p.drawText(QRectF(nodeLeft + c.gap / 2, row.top(), c.nodeWidth, row.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   c.nodes[d]);
        p.drawText(QRectF(pruneLeft + c.gap / 2, row.top(), c.pruneWidth, row.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   c.prunes[d]);
    }
}

} // namespace sb::ui
