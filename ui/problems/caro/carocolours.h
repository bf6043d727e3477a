// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/theme.h"

#include <QColor>

namespace sb::ui {

/// Caro's stones: X blue, O red, darker and purer in the projector's high-contrast theme.
struct StoneColours {
    QColor x;
    QColor o;

    static const StoneColours& of(const Theme& theme)
    {
        static const StoneColours normal{QColor(0x1f, 0x4e, 0xb4), QColor(0xc6, 0x28, 0x28)};
        static const StoneColours highContrast{QColor(0x00, 0x33, 0xcc), QColor(0xcc, 0x00, 0x00)};
        return theme.isHighContrast ? highContrast : normal;
    }
};

} // namespace sb::ui
