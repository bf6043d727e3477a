// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/pngfile.h"

#include <QSize>
#include <QString>

namespace sb::ui {

class MainWindow;

/// The largest side a screenshot may have: 8192 x 8192 is 256 MB of pixels already,
/// and past it Qt's painter gives up with a warning for every widget.
inline constexpr int kMaxScreenshotSide = 8192;

/// Lays the window out at `size` (in projector mode if asked), waits for the
/// timeline, and writes what it shows to a PNG, whole or not at all (see OutputFile).
/// False if it cannot be written, with the reason in `error`, or if `size` has a side
/// over kMaxScreenshotSide.
bool saveScreenshot(MainWindow& window, QSize size, bool present, const QString& path, QString* error = nullptr);

} // namespace sb::ui
