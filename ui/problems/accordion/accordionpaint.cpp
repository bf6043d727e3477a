// SPDX-License-Identifier: GPL-3.0-or-later
// Painting of the Accordion piles: the cards, a pile's height, the numbers over the piles, the arc
// from the card compared to its pile, and the card travelling and the piles sliding while a move animates.
#include "accordionview.h"

#include "accordioncolours.h"
#include "accordionlayout.h"
#include "run/runsource.h"

#include "accordion/accordion.h"
#include "core/runmodel.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace sb::ui {

using accordion::kDeckSize;
using namespace accordion_layout;

namespace {

QString suitSymbol(int suit)
{
    static const QString symbols[] = {QStringLiteral("♣"), QStringLiteral("♦"), QStringLiteral("♥"), QStringLiteral("♠")};
    return symbols[suit];
}

} // namespace

void AccordionView::paintCard(QPainter& p, const QRectF& r, int card) const
{
    const double radius = r.width() * 0.1;
    p.setPen(QPen(m_theme->boardBorder, std::max(1.0, m_theme->lineWidth * m_scale)));
    p.setBrush(m_theme->window);
    p.drawRoundedRect(r, radius, radius);
    const int suit = accordion::suitOf(static_cast<accordion::Card>(card));
    const bool red = suit == 1 || suit == 2;
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(leastText(7), static_cast<int>(r.width() * 0.42)));
    p.setFont(f);
    p.setPen(red ? redSuit(*m_theme) : m_theme->text);
    const QString rank(accordion::kRanks[static_cast<std::size_t>(accordion::rankOf(static_cast<accordion::Card>(card)))]);
    p.drawText(QRectF(r.left(), r.top() + r.height() * 0.06, r.width(), r.height() * 0.46), Qt::AlignCenter,
               rank == QLatin1String("T") ? QStringLiteral("10") : rank);
    f.setPixelSize(std::max(leastText(7), static_cast<int>(r.width() * 0.5)));
    p.setFont(f);
    p.drawText(QRectF(r.left(), r.top() + r.height() * 0.46, r.width(), r.height() * 0.5), Qt::AlignCenter,
               suitSymbol(suit));
}

void AccordionView::paintPile(QPainter& p, const Grid& g, int pile, QPointF shift) const
{
    const QRectF at = pileRect(g, pile).translated(shift);
    int top = topSlot(pile);
    // While a card travels onto this pile, the pile shows what it held before.
    if (m_movingCard >= 0 && pile == m_moveTo)
        --top;
    if (top < 0) {
        p.setPen(QPen(m_theme->gridLine, m_scale, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(at, at.width() * 0.1, at.width() * 0.1);
        return;
    }
    // A taller pile shows the edges of the cards under its top one.
    const double edge = g.cardW * 0.06;
    for (int under = std::min(top, 3); under >= 1; --under) {
        p.setPen(QPen(m_theme->boardBorder, m_scale));
        p.setBrush(m_theme->boardBackground);
        p.drawRoundedRect(at.translated(under * edge, -under * edge), at.width() * 0.1, at.width() * 0.1);
    }
    const auto board = cells();
    paintCard(p, at, board[static_cast<std::size_t>(accordion::cellOf(pile, top))] - 1);
    if (top >= 1) {
        QFont f = font();
        f.setPixelSize(std::max(leastText(7), static_cast<int>(g.cardW * 0.24)));
        f.setBold(true);
        p.setFont(f);
        const QString height = QString::number(top + 1);
        // As large as its number where the number is set larger than the card would have it.
        const QFontMetricsF m(f);
        const double bw = std::max(g.cardW * 0.5, m.horizontalAdvance(height) + m.height() * 0.4);
        const double bh = std::max(g.cardW * 0.34, m.height());
        // On the card's corner, half over it: the suit in the middle stays in sight.
        const QRectF badge(at.right() - bw * 0.55, at.bottom() - bh * 0.7, bw, bh);
        p.setPen(Qt::NoPen);
        p.setBrush(m_theme->direction);
        p.drawRoundedRect(badge, badge.height() * 0.3, badge.height() * 0.3);
        p.setPen(Qt::white);
        p.drawText(badge, Qt::AlignCenter, height);
    }
}

void AccordionView::paintArc(QPainter& p, const Grid& g, int from, int to, const QColor& color,
                             const QString& label) const
{
    const QRectF a = pileRect(g, from), b = pileRect(g, to);
    const QPointF start(a.center().x(), a.top()), end(b.center().x(), b.top());
    const double lift = std::max(a.height() * 0.45, std::abs(start.x() - end.x()) * 0.25);
    QPainterPath path(start);
    path.cubicTo(start - QPointF(0, lift), end - QPointF(0, lift), end);
    p.setPen(QPen(color, std::max(2.0, a.width() * 0.06), Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    // The arrow head at the pile it points to.
    const double head = a.width() * 0.16;
    p.setBrush(color);
    p.drawPolygon(QPolygonF({end, end + QPointF(-head, -head * 1.3), end + QPointF(head, -head * 1.3)}));
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(leastText(7), static_cast<int>(a.width() * 0.28)));
    p.setFont(f);
    p.setPen(color);
    const QPointF mid = path.pointAtPercent(0.5);
    const double tall = std::max(a.width() * 0.36, QFontMetricsF(f).height());
    p.drawText(QRectF(mid.x() - a.width(), mid.y() - a.width() * 0.04 - tall, 2 * a.width(), tall), Qt::AlignCenter,
               label);
}

void AccordionView::paintMarks(QPainter& p, const Grid& g) const
{
    const Step* step = shownStep();
    if (!step)
        return;
    int source = -1, target = -1;
    for (const Highlight& h : step->marks()) {
        if (h.kind == HighlightKind::Source)
            source = h.a;
        else if (h.kind == HighlightKind::Target)
            target = h.a;
    }
    const double w = std::max(2.5 * m_scale, g.cardW * 0.07);
    const auto frame = [&](int pile, const QColor& color) {
        if (pile < 0 || pile >= kDeckSize)
            return;
        p.setPen(QPen(color, w));
        p.setBrush(Qt::NoBrush);
        const QRectF r = pileRect(g, pile).adjusted(-w, -w, w, w);
        p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
    };
    frame(source, m_theme->lastMove);
    frame(target, m_theme->winLine);
    if (source >= 0 && target >= 0 && source != target) {
        const auto args = step->narrationArgs();
        const bool matches = step->kind == accordion::Kinds::CardMove || (args.size() >= 5 && args[4] == 1);
        paintArc(p, g, source, target, matches ? m_theme->winLine : m_theme->lookOther,
                 QString::number(source - target));
    }
}

void AccordionView::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), m_theme->window);
    if (!showsAccordion())
        return;
    p.setRenderHint(QPainter::Antialiasing, true);
    const Grid g = grid();
    const double t = animating() ? m_motion.currentValue().toDouble() : 1.0;

    QFont numbers = font();
    numbers.setPixelSize(std::max(leastText(7), static_cast<int>(std::min(g.cardW * 0.26, 12.0 * m_scale))));
    const int piles = pileCount();
    for (int pile = 0; pile < piles; ++pile) {
        // Piles right of a closed gap slide left into place.
        QPointF shift;
        if (m_closedPile >= 0 && pile >= m_closedPile && t < 1.0)
            shift = (pileRect(g, pile + 1).topLeft() - pileRect(g, pile).topLeft()) * (1.0 - t);
        p.setFont(numbers);
        p.setPen(m_theme->coordinate);
        const QRectF at = pileRect(g, pile).translated(shift);
        // In the room above the pile, clear of the edges of the cards stacked under its top one.
        p.drawText(QRectF(at.left() - g.cardW * kGapX / 2, at.top() - g.cardW * kGapY + 1, g.cardW * (1 + kGapX),
                          g.cardW * (kGapY - 0.2)),
                   Qt::AlignCenter, QString::number(pile));
        paintPile(p, g, pile, shift);
    }
    paintMarks(p, g);
    if (m_movingCard >= 0 && t < 1.0) {
        const QPointF from = pileRect(g, m_moveFrom).topLeft(), to = pileRect(g, m_moveTo).topLeft();
        const QPointF at = from + (to - from) * t - QPointF(0, std::sin(t * M_PI) * g.cardH * 0.5);
        paintCard(p, QRectF(at, QSizeF(g.cardW, g.cardH)), m_movingCard);
    }
    paintPicked(p);
}

} // namespace sb::ui
