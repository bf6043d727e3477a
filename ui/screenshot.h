// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QString>

namespace sb::ui {

class MainWindow;

/// Lays the window out at `size` (in projector mode if asked), waits for the
/// timeline, and writes what it shows to a PNG. False if it cannot be written.
bool saveScreenshot(MainWindow& window, QSize size, bool present, const QString& path);

} // namespace sb::ui
