// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/windowplace.h"

#include <QRegularExpression>

namespace sb::ui {

namespace {

QString screenKey(QSize screen)
{
    return QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
}

} // namespace

WindowPlace placeWindow(const QRect& available, QSize minimum, QSize wanted, const std::optional<WindowPlace>& remembered)
{
    if (remembered && available.contains(remembered->geometry) &&
        remembered->geometry.width() >= minimum.width() && remembered->geometry.height() >= minimum.height())
        return *remembered;
    WindowPlace place;
    if (wanted.width() >= available.width() || wanted.height() >= available.height()) {
        // What the window manager gives a maximized window: the whole free area, the frame inside it.
        place.maximized = true;
        wanted = available.size();
    }
    const QSize size = wanted.expandedTo(minimum);
    place.geometry = QRect(QPoint(0, 0), size);
    place.geometry.moveCenter(available.center());
    // A window larger than the screen starts at its top left, so that its menus and choosers show.
    place.geometry.moveLeft(std::max(place.geometry.left(), available.left()));
    place.geometry.moveTop(std::max(place.geometry.top(), available.top()));
    return place;
}

std::optional<WindowPlace> rememberedPlace(const QStringList& list, QSize screen)
{
    // "1024x768 12,30,1000,700 max"
    static const QRegularExpression row(QStringLiteral("^(\\d+x\\d+) (-?\\d+),(-?\\d+),(\\d+),(\\d+)( max)?$"));
    for (const QString& entry : list) {
        const QRegularExpressionMatch m = row.match(entry);
        if (!m.hasMatch() || m.captured(1) != screenKey(screen))
            continue;
        const QRect r(m.captured(2).toInt(), m.captured(3).toInt(), m.captured(4).toInt(), m.captured(5).toInt());
        if (r.width() < 1 || r.height() < 1 || r.width() > 100000 || r.height() > 100000)
            return std::nullopt;
        return WindowPlace{r, !m.captured(6).isEmpty()};
    }
    return std::nullopt;
}

QStringList rememberPlace(QStringList list, QSize screen, const WindowPlace& place)
{
    const QString key = screenKey(screen) + QLatin1Char(' ');
    list.removeIf([&](const QString& entry) { return entry.startsWith(key); });
    const QRect& r = place.geometry;
    list.prepend(key + QStringLiteral("%1,%2,%3,%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()) +
                 (place.maximized ? QStringLiteral(" max") : QString()));
    while (list.size() > kRememberedScreens)
        list.removeLast();
    return list;
}

} // namespace sb::ui
