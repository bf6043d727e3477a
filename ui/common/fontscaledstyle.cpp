// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/fontscaledstyle.h"

#include <QApplication>
#include <QPainter>
#include <QPolygonF>
#include <QStyleOption>
#include <QStyleFactory>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace sb::ui {

namespace {

bool growsWithTheFont(QStyle::PixelMetric metric)
{
    switch (metric) {
    case QStyle::PM_IndicatorWidth:
    case QStyle::PM_IndicatorHeight:
    case QStyle::PM_ExclusiveIndicatorWidth:
    case QStyle::PM_ExclusiveIndicatorHeight:
    case QStyle::PM_SmallIconSize:
    case QStyle::PM_ButtonIconSize:
    case QStyle::PM_MenuButtonIndicator:
        return true;
    default:
        return false;
    }
}

double sizeOf(const QFont& font)
{
    return font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize() * 0.75;
}

} // namespace

FontScaledStyle::FontScaledStyle(QStyle* base) : QProxyStyle(base) {}

double FontScaledStyle::scaleOf(const QWidget* widget)
{
    const double usual = sizeOf(QApplication::font());
    if (!widget || usual <= 0)
        return 1.0;
    return std::clamp(sizeOf(widget->font()) / usual, 1.0, 3.0);
}

int FontScaledStyle::pixelMetric(PixelMetric metric, const QStyleOption* option, const QWidget* widget) const
{
    const int size = QProxyStyle::pixelMetric(metric, option, widget);
    if (!growsWithTheFont(metric))
        return size;
    return static_cast<int>(std::lround(size * scaleOf(widget)));
}

QSize FontScaledStyle::sizeFromContents(ContentsType type, const QStyleOption* option, const QSize& size,
                                        const QWidget* widget) const
{
    QSize result = QProxyStyle::sizeFromContents(type, option, size, widget);
    const auto* button = qstyleoption_cast<const QStyleOptionToolButton*>(option);
    const double scale = scaleOf(widget);
    // A button whose menu opens on a click draws its menu's arrow in its bottom right corner, over
    // its words once the arrow has grown with the font: the button grows by what the arrow grew.
    if (type == CT_ToolButton && button && scale > 1.0 && (button->features & QStyleOptionToolButton::HasMenu) &&
        !(button->features & QStyleOptionToolButton::MenuButtonPopup) && !button->text.isEmpty())
        result.rwidth() += static_cast<int>(std::lround(8.0 * (scale - 1.0)));
    return result;
}

void FontScaledStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                                    const QWidget* widget) const
{
    const double scale = scaleOf(widget);
    const bool arrow = element == PE_IndicatorArrowDown || element == PE_IndicatorArrowUp ||
                       element == PE_IndicatorArrowLeft || element == PE_IndicatorArrowRight;
    if (!arrow || scale <= 1.0 || !option) {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        return;
    }
    // Qt's own arrow (a menu button's, a tool button's) is never larger than 8 px however large its
    // button: drawn here as large as that times the font's growth, within the rect it is given.
    const QRectF r = option->rect;
    const double width = std::min({8.0 * scale, r.width(), 2 * r.height()});
    const double half = width / 2, depth = width / 2;
    QPolygonF shape{{-half, -depth / 2}, {half, -depth / 2}, {0, depth / 2}}; // pointing down
    const double turn = element == PE_IndicatorArrowUp ? 180 : element == PE_IndicatorArrowLeft ? 90
                        : element == PE_IndicatorArrowRight                              ? -90
                                                                                         : 0;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(r.center());
    painter->rotate(turn);
    painter->setPen(Qt::NoPen);
    painter->setBrush(option->palette.color(option->state & State_Enabled ? QPalette::Active : QPalette::Disabled,
                                            QPalette::ButtonText));
    painter->drawPolygon(shape);
    painter->restore();
}

void FontScaledStyle::install()
{
    if (qobject_cast<FontScaledStyle*>(QApplication::style()))
        return;
    // The style the application would have had, by name: the proxy owns it.
    QApplication::setStyle(new FontScaledStyle(QStyleFactory::create(QApplication::style()->name())));
}

} // namespace sb::ui
