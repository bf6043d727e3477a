// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/fontscaledstyle.h"

#include <QApplication>
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

void FontScaledStyle::install()
{
    if (qobject_cast<FontScaledStyle*>(QApplication::style()))
        return;
    // The style the application would have had, by name: the proxy owns it.
    QApplication::setStyle(new FontScaledStyle(QStyleFactory::create(QApplication::style()->name())));
}

} // namespace sb::ui
