// SPDX-License-Identifier: GPL-3.0-or-later
// Painting of the Caro board: cells, the zoomed-out image, coordinates,
// the current step's marks and the minimap.
#include "caroview.h"
#include "carocolours.h"
#include "caroviewlayout.h"
#include "run/runsource.h"

#include "caro/caro.h"
#include "core/runmodel.h"

#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace sb::ui {

namespace {

/// Below this many pixels a cell, the stone just played gets a finder around it.
constexpr double kSmallCell = 6.0;
/// The finder's inner ring, in pixels (times the projector scale).
constexpr double kFinderRing = 9.0;

/// Below this many pixels a cell has no room for a drawn stone: the board is
/// drawn as an image instead, one pixel or a few per cell.
constexpr double kDetailCell = 9.0;

/// Calls visit(c, value) for each stone of row r between columns c0 and c1,
/// skipping empty stretches eight cells at a time.
template <typename Visit>
void forStones(const CellValue* row, int c0, int c1, Visit visit)
{
    int c = c0;
    while (c <= c1) {
        if (c + 8 <= c1 + 1) {
            std::uint64_t word;
            std::memcpy(&word, row + c, sizeof word);
            if (word == 0) {
                c += 8;
                continue;
            }
        }
        if (row[c] != 0)
            visit(c, row[c]);
        ++c;
    }
}

void drawStone(QPainter& p, const QRectF& cell, int value, const Theme& theme, double scale)
{
    const double inset = cell.width() * 0.18;
    const QRectF r = cell.adjusted(inset, inset, -inset, -inset);
    const double width = std::max(1.5 * scale, cell.width() * 0.11);
    if (value == 1) {
        p.setPen(QPen(StoneColours::of(theme).x, width, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
    } else {
        p.setPen(QPen(StoneColours::of(theme).o, width));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
    }
}

void drawArrow(QPainter& p, QPointF from, QPointF to, const QColor& color, double width)
{
    p.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(from, to);
    const QPointF d = to - from;
    const double len = std::hypot(d.x(), d.y());
    if (len < 1)
        return;
    const QPointF u = d / len;
    const QPointF n(-u.y(), u.x());
    const double head = std::max(6.0, width * 3);
    QPainterPath tip;
    tip.moveTo(to);
    tip.lineTo(to - u * head + n * head * 0.6);
    tip.lineTo(to - u * head - n * head * 0.6);
    tip.closeSubpath();
    p.fillPath(tip, color);
}

} // namespace

void CaroView::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), m_theme->window);
    const Layout l = layout();
    if (!l.valid())
        return;
    paintBoard(p, l);
    if (!stepMarksHidden())
        paintStep(p, l);
    if (!showsProgram())
        paintVerdict(p, l);
    paintCoordinates(p, l);
    if (minimapVisible())
        paintMinimap(p);
}

void CaroView::paintBoard(QPainter& p, const Layout& l)
{
    const QRectF board(l.left, l.top, l.n * l.cell, l.n * l.cell);
    p.fillRect(board.intersected(QRectF(viewport()->rect())), m_theme->boardBackground);
    if (l.cell >= kDetailCell)
        paintCells(p, l);
    else
        paintImage(p, l);
    p.setPen(QPen(m_theme->boardBorder, m_theme->lineWidth * m_scale));
    p.setBrush(Qt::NoBrush);
    p.drawRect(board);
}

void CaroView::paintCells(QPainter& p, const Layout& l)
{
    QVector<QLineF> grid;
    const double x0 = l.left + (l.c0 - 1) * l.cell, x1 = l.left + l.c1 * l.cell;
    const double y0 = l.top + (l.r0 - 1) * l.cell, y1 = l.top + l.r1 * l.cell;
    for (int r = l.r0 - 1; r <= l.r1; ++r)
        grid.append(QLineF(x0, l.top + r * l.cell, x1, l.top + r * l.cell));
    for (int c = l.c0 - 1; c <= l.c1; ++c)
        grid.append(QLineF(l.left + c * l.cell, y0, l.left + c * l.cell, y1));
    p.setPen(QPen(m_theme->gridLine, m_theme->lineWidth * m_scale * 0.75));
    p.drawLines(grid);
    p.setRenderHint(QPainter::Antialiasing, true);
    for (int r = l.r0; r <= l.r1; ++r)
        forStones(l.board + static_cast<std::ptrdiff_t>(r) * l.stride, l.c0, l.c1,
                  [&](int c, CellValue v) { drawStone(p, l.cellRect(r, c), v, *m_theme, m_scale); });
    p.setRenderHint(QPainter::Antialiasing, false);
}

void CaroView::paintImage(QPainter& p, const Layout& l)
{
    const QSize size = viewport()->size();
    if (m_imageDirty || m_image.size() != size) {
        if (m_image.size() != size)
            m_image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        m_image.fill(Qt::transparent);
        const StoneColours& stones = StoneColours::of(*m_theme);
        const QRgb colors[3] = {0, stones.x.rgba(), stones.o.rgba()};
        const int w = size.width(), h = size.height();
        for (int r = l.r0; r <= l.r1; ++r) {
            const int y0 = std::clamp(static_cast<int>(std::floor(l.top + (r - 1) * l.cell)), 0, h - 1);
            const int y1 = std::clamp(std::max(y0 + 1, static_cast<int>(std::floor(l.top + r * l.cell))), 1, h);
            forStones(l.board + static_cast<std::ptrdiff_t>(r) * l.stride, l.c0, l.c1, [&](int c, CellValue v) {
                const int x0 = std::clamp(static_cast<int>(std::floor(l.left + (c - 1) * l.cell)), 0, w - 1);
                const int x1 = std::clamp(std::max(x0 + 1, static_cast<int>(std::floor(l.left + c * l.cell))), 1, w);
                const QRgb color = colors[v == 1 ? 1 : 2];
                for (int y = y0; y < y1; ++y) {
                    auto* line = reinterpret_cast<QRgb*>(m_image.scanLine(y));
                    std::fill(line + x0, line + x1, color);
                }
            });
        }
        m_imageDirty = false;
    }
    p.drawImage(0, 0, m_image);
}

void CaroView::paintCoordinates(QPainter& p, const Layout& l)
{
    const double g = l.gutter;
    const QSize size = viewport()->size();
    // The numbers stay at the board's edge, or at the view's edge once the board is scrolled under it.
    const double labelTop = std::max(0.0, l.top - g), labelLeft = std::max(0.0, l.left - g);
    p.fillRect(QRectF(0, 0, size.width(), labelTop + g), m_theme->window);
    p.fillRect(QRectF(0, 0, labelLeft + g, size.height()), m_theme->window);
    QFont f = font();
    f.setPixelSize(static_cast<int>(kCoordinatePixels * m_scale));
    p.setFont(f);
    p.setPen(m_theme->coordinate);
    const double label = QFontMetricsF(f).horizontalAdvance(QString::number(l.n)) + 6 * m_scale;
    // Label every k-th row and column, k a round number large enough for the text.
    int every = 1;
    for (const int k : {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000})
        if (k * l.cell >= label) {
            every = k;
            break;
        }
    for (int c = l.c0; c <= l.c1; ++c)
        if (c == 1 || c % every == 0)
            p.drawText(QRectF(l.left + (c - 0.5) * l.cell - label / 2, labelTop, label, g), Qt::AlignCenter,
                       QString::number(c));
    for (int r = l.r0; r <= l.r1; ++r)
        if (r == 1 || r % every == 0)
            p.drawText(QRectF(labelLeft, l.top + (r - 0.5) * l.cell - g / 2, g - 3 * m_scale, g),
                       Qt::AlignRight | Qt::AlignVCenter, QString::number(r));
}

void CaroView::paintStep(QPainter& p, const Layout& l)
{
    m_countBadge = QRectF();
    const Step* shown = shownStep();
    const QPoint stone = lastStone();
    if (!shown && stone.isNull())
        return;
    const double w = std::max(2.0 * m_scale, l.cell * 0.07);
    p.setRenderHint(QPainter::Antialiasing, true);

    // The stone just played.
    const int r = stone.x();
    const int c = stone.y();
    const int q = shownVar(static_cast<int>(caro::Var::q)).value_or(0);
    if (!stone.isNull()) {
        p.setPen(QPen(m_theme->lastMove, w * 1.2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(l.cellRect(r, c).adjusted(w / 2, w / 2, -w / 2, -w / 2));
        // Zoomed out, a stone is a pixel or less: rings and cross hairs show the class where it is.
        if (l.cell < kSmallCell * m_scale) {
            const QPointF at = l.center(r, c);
            const double ring = kFinderRing * m_scale;
            p.setPen(QPen(m_theme->lastMove, 2.5 * m_scale));
            p.drawEllipse(at, ring, ring);
            p.drawEllipse(at, ring * 2, ring * 2);
            p.drawLine(QPointF(at.x() - ring * 3, at.y()), QPointF(at.x() - ring, at.y()));
            p.drawLine(QPointF(at.x() + ring, at.y()), QPointF(at.x() + ring * 3, at.y()));
            p.drawLine(QPointF(at.x(), at.y() - ring * 3), QPointF(at.x(), at.y() - ring));
            p.drawLine(QPointF(at.x(), at.y() + ring), QPointF(at.x(), at.y() + ring * 3));
        }
    }

    if (!shown)
        return;
    const Step& s = *shown;
    QPointF origin = l.center(r, c);
    QPointF focus = origin;
    for (const Highlight& h : s.marks()) {
        switch (h.kind) {
        case HighlightKind::Cell: {
            const int hr = h.a / l.stride, hc = h.a % l.stride;
            const bool same = l.at(hr, hc) == q && q != 0;
            p.setPen(QPen(same ? m_theme->lookSame : m_theme->lookOther, w));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(l.center(hr, hc), l.cell * 0.5, l.cell * 0.5);
            origin = focus = l.center(hr, hc);
            break;
        }
        case HighlightKind::Direction: {
            const QPointF step(h.b * l.cell, h.a * l.cell);
            drawArrow(p, origin, origin + step * 1.6, m_theme->direction, w);
            break;
        }
        case HighlightKind::Segment: {
            const bool win = s.kind == caro::Kinds::Win;
            const QColor color = win ? m_theme->winLine : m_theme->segment;
            p.setPen(QPen(color, win ? std::max(w * 2, l.cell * 0.3) : std::max(w * 1.5, l.cell * 0.5),
                          Qt::SolidLine, Qt::RoundCap));
            p.drawLine(l.center(h.a), l.center(h.b));
            break;
        }
        default:
            break;
        }
    }

    // The running count beside what is being looked at, while a line is being counted.
    const int dem = static_cast<int>(caro::Var::dem);
    bool counting = false;
    for (const VarChange& v : s.changedVars())
        counting = counting || v.var == dem;
    for (const Highlight& h : s.marks())
        counting = counting || h.kind == HighlightKind::Direction || h.kind == HighlightKind::Segment;
    const std::optional<std::int32_t> count = shownVar(dem);
    if (count && counting && s.kind != caro::Kinds::Win) {
        QFont f = font();
        f.setBold(true);
        f.setPixelSize(static_cast<int>(13 * m_scale));
        p.setFont(f);
        const QString text = QStringLiteral("dem = %1").arg(*count);
        const QSizeF box = QFontMetricsF(f).size(0, text) + QSizeF(10 * m_scale, 4 * m_scale);
        // Beside what is being looked at, never over it: the stone just played and the cell looked
        // at stay in sight, and the line counted so far where the room allows. The first corner
        // around the cell looked at that covers none of them, inside the view.
        const QRectF cells[] = {l.cellRect(r, c), QRectF(focus - QPointF(l.cell / 2, l.cell / 2), QSizeF(l.cell, l.cell))};
        QPainterPath lines;
        for (const Highlight& h : s.marks()) {
            if (h.kind != HighlightKind::Segment)
                continue;
            QPainterPath line(l.center(h.a));
            line.lineTo(l.center(h.b));
            QPainterPathStroker stroke;
            stroke.setWidth(l.cell);
            stroke.setCapStyle(Qt::RoundCap);
            lines.addPath(stroke.createStroke(line));
        }
        // Around the cell, then a cell farther out, then two (the cell looked at may be off the
        // board's edge, with the stone just played next to it).
        QVector<QPointF> corners;
        for (const double off : {l.cell * 0.6, l.cell * 1.6, l.cell * 2.6})
            corners << QPointF(off, -off - box.height()) << QPointF(-off - box.width(), -off - box.height())
                    << QPointF(off, off) << QPointF(-off - box.width(), off) << QPointF(off, -box.height() / 2)
                    << QPointF(-off - box.width(), -box.height() / 2) << QPointF(-box.width() / 2, off)
                    << QPointF(-box.width() / 2, -off - box.height());
        QRectF badge;
        for (const bool withLines : {true, false}) {
            for (const QPointF& corner : std::as_const(corners)) {
                QRectF at(focus + corner, box);
                at.moveLeft(std::clamp(at.left(), l.gutter, std::max(l.gutter, viewport()->width() - box.width())));
                at.moveTop(std::clamp(at.top(), l.gutter, std::max(l.gutter, viewport()->height() - box.height())));
                if (badge.isNull())
                    badge = at;
                const bool overCell = std::any_of(std::begin(cells), std::end(cells), [&at](const QRectF& cell) {
                    return cell.adjusted(1, 1, -1, -1).intersects(at);
                });
                if (!overCell && (!withLines || !lines.intersects(at))) {
                    badge = at;
                    goto placed;
                }
            }
        }
    placed:
        m_countBadge = badge;
        p.setPen(Qt::NoPen);
        p.setBrush(m_theme->direction);
        p.drawRoundedRect(badge, 4 * m_scale, 4 * m_scale);
        p.setPen(Qt::white);
        p.drawText(badge, Qt::AlignCenter, text);
    }
    p.setRenderHint(QPainter::Antialiasing, false);
}

void CaroView::paintVerdict(QPainter& p, const Layout& l)
{
    // The line the verdict speaks of, outlined so the stones under it stay visible.
    p.setRenderHint(QPainter::Antialiasing, true);
    for (const BoardMark& m : m_verdictMarks) {
        const QPointF a = l.center(m.r1, m.c1), b = l.center(m.r2, m.c2);
        const double width = std::max(3.0 * m_scale, l.cell * 0.9);
        QPen outline(m_theme->winLine, std::max(2.0 * m_scale, l.cell * 0.12), Qt::SolidLine, Qt::RoundCap);
        QPainterPath path;
        path.moveTo(a);
        path.lineTo(b);
        QPainterPathStroker stroker;
        stroker.setWidth(width);
        stroker.setCapStyle(Qt::RoundCap);
        p.setPen(outline);
        p.setBrush(Qt::NoBrush);
        p.drawPath(stroker.createStroke(path));
    }
    p.setRenderHint(QPainter::Antialiasing, false);
}

void CaroView::refreshMinimap()
{
    const Layout l = layout();
    const int side = static_cast<int>(150 * m_scale);
    if (m_minimap.width() != side)
        m_minimap = QImage(side, side, QImage::Format_ARGB32_Premultiplied);
    m_minimap.fill(m_theme->boardBackground);
    const double per = static_cast<double>(side) / l.n;
    const StoneColours& stones = StoneColours::of(*m_theme);
    const QRgb colors[3] = {0, stones.x.rgba(), stones.o.rgba()};
    for (int r = 1; r <= l.n; ++r) {
        auto* line = reinterpret_cast<QRgb*>(m_minimap.scanLine(std::min(side - 1, static_cast<int>((r - 1) * per))));
        forStones(l.board + static_cast<std::ptrdiff_t>(r) * l.stride, 1, l.n, [&](int c, CellValue v) {
            line[std::min(side - 1, static_cast<int>((c - 1) * per))] = colors[v == 1 ? 1 : 2];
        });
    }
    m_minimapDirty = false;
    m_minimapAge.restart();
}

void CaroView::paintMinimap(QPainter& p)
{
    // While playing fast, the minimap catches up a few times a second.
    if (m_minimap.isNull() || (m_minimapDirty && (!m_source->isPlaying() || m_minimapAge.elapsed() > 250)))
        refreshMinimap();
    const QRectF r = minimapRect();
    p.drawImage(r, m_minimap);
    p.setPen(QPen(m_theme->minimapFrame, m_scale));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
    const double extent = boardSize() * m_cell;
    const QRectF seen((horizontalScrollBar()->value()) / extent, (verticalScrollBar()->value()) / extent,
                      (viewport()->width() - gutter()) / extent, (viewport()->height() - gutter()) / extent);
    p.setPen(QPen(m_theme->direction, 1.5 * m_scale));
    p.drawRect(QRectF(r.left() + seen.left() * r.width(), r.top() + seen.top() * r.height(),
                      std::min(1.0, seen.width()) * r.width(), std::min(1.0, seen.height()) * r.height()));
}

} // namespace sb::ui
