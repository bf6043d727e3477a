// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/theme.h"

#include <QColor>

namespace sb::ui {

/// The ink of hearts and diamonds, purer in the projector's high-contrast theme.
inline QColor redSuit(const Theme& theme)
{
    return theme.isHighContrast ? QColor(0xcc, 0x00, 0x00) : QColor(0xc6, 0x28, 0x28);
}

} // namespace sb::ui
