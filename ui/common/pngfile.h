// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QString>

namespace sb::ui {

/// Writes `image` as a PNG to `path`, whole or not at all; false with the reason in `error`.
bool writePng(const QImage& image, const QString& path, QString* error = nullptr);

} // namespace sb::ui
