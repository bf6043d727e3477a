// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QSize>
#include <QStringList>

#include <optional>

namespace sb::ui {

/// Where the window stands in normal mode (not full screen) on a screen of a given size, as
/// the teacher left it there.
/// The size the window asks for on a screen that has room for it.
inline constexpr QSize kWantedWindowSize(1400, 900);

struct WindowPlace {
    QRect geometry;         ///< the window's own area, frame left out
    bool maximized = false;
};

/// How many screen sizes keep a place of their own: a laptop, its projector, a classroom's screen.
inline constexpr qsizetype kRememberedScreens = 8;

/// Where a window goes in normal mode on a screen whose free area (panels left out) is
/// `available`: the place remembered for this screen when it still lies within the area,
/// else `wanted` centred on the area; maximized when `wanted` does not fit (the window
/// manager then gives it the whole area, frame and all). Never smaller than `minimum`.
WindowPlace placeWindow(const QRect& available, QSize minimum, QSize wanted, const std::optional<WindowPlace>& remembered);

/// The place remembered for a screen of size `screen` in `list` (as rememberPlace writes it), if any.
std::optional<WindowPlace> rememberedPlace(const QStringList& list, QSize screen);
/// `list` with `place` as the one for a screen of size `screen`, newest first, at most kRememberedScreens.
QStringList rememberPlace(QStringList list, QSize screen, const WindowPlace& place);

} // namespace sb::ui
