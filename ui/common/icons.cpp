// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace sb::ui {

namespace {

constexpr int kSide = 64; ///< drawn large once; Qt scales it down for the normal bar

QPainterPath triangle(double x, double width, bool right)
{
    QPainterPath p;
    const double tip = right ? x + width : x;
    const double base = right ? x : x + width;
    p.moveTo(base, 14);
    p.lineTo(tip, 32);
    p.lineTo(base, 50);
    p.closeSubpath();
    return p;
}

void bar(QPainter& p, double x)
{
    p.drawRect(QRectF(x, 14, 6, 36));
}

/// A curved arrow: over the inner loop (step over) or up out of it (step out).
void arrow(QPainter& p, bool over, const QColor& color)
{
    QPen pen(color, 6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    QPainterPath path;
    if (over) {
        path.moveTo(10, 44);
        path.cubicTo(14, 10, 46, 10, 50, 36);
        p.drawPath(path);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawPolygon(QPolygonF({QPointF(40, 32), QPointF(58, 30), QPointF(52, 48)}));
        p.drawEllipse(QPointF(30, 52), 5, 5);
        return;
    }
    path.moveTo(14, 52);
    path.lineTo(14, 36);
    path.lineTo(38, 36);
    path.lineTo(38, 18);
    p.drawPath(path);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(QPolygonF({QPointF(26, 22), QPointF(38, 6), QPointF(50, 22)}));
}

} // namespace

QIcon playerIcon(PlayerIcon icon, const QColor& color)
{
    QPixmap pixmap(kSide, kSide);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    switch (icon) {
    case PlayerIcon::Start:
        bar(p, 10);
        p.drawPath(triangle(18, 34, false));
        break;
    case PlayerIcon::PreviousMoment:
        p.drawPath(triangle(6, 26, false));
        p.drawPath(triangle(32, 26, false));
        break;
    case PlayerIcon::Back:
        p.drawPath(triangle(14, 28, false));
        bar(p, 46);
        break;
    case PlayerIcon::Play:
        p.drawPath(triangle(18, 32, true));
        break;
    case PlayerIcon::Pause:
        p.drawRect(QRectF(16, 14, 10, 36));
        p.drawRect(QRectF(38, 14, 10, 36));
        break;
    case PlayerIcon::Step:
        bar(p, 12);
        p.drawPath(triangle(22, 28, true));
        break;
    case PlayerIcon::StepOver:
    case PlayerIcon::StepOut:
        arrow(p, icon == PlayerIcon::StepOver, color);
        break;
    case PlayerIcon::NextMoment:
        p.drawPath(triangle(6, 26, true));
        p.drawPath(triangle(32, 26, true));
        break;
    case PlayerIcon::End:
        p.drawPath(triangle(12, 34, true));
        bar(p, 48);
        break;
    }
    return QIcon(pixmap);
}

} // namespace sb::ui
