// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

class QFont;
class QString;

namespace sb::ui {

/// The least share of the projector's type size words are set in to fit their room: three
/// quarters of the doubled font, 18 pixels.
inline constexpr double kLeastTypeScale = 0.75;

/// Sets words smaller until they fit `room`: calls `setScale` with 1, 0.95, 0.9 ... down to
/// `least` and stops at the first scale whose `needed()` height is within `room`, leaving that
/// scale set. Returns the height needed there (more than `room` when even the least does not fit).
int shrinkToFit(int room, const std::function<void(double)>& setScale, const std::function<int()>& needed,
                double least = kLeastTypeScale);

/// The height of a line of `font` that holds Latin, Vietnamese and Chinese characters: the fonts
/// the system falls back to for the last two set taller lines than the font's own line spacing.
int lineHeightOfEveryScript(const QFont& font);

/// `text` with words taken off its end, and "…" after the rest, until `fits` says yes (or characters,
/// in a language written without spaces); `text` itself when it fits whole, "…" alone when nothing does.
QString elideWords(const QString& text, const std::function<bool(const QString&)>& fits);

} // namespace sb::ui
