// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/theme.h"

#include <QColor>

#include <algorithm>
#include <cstddef>

namespace sb::ui {

/// The fill of a Mayan block of colour 1 to 10: the theme's distinct colours, told apart on a
/// washed-out projector and by colour-blind eyes (each block also shows its number).
inline QColor blockColour(int colour)
{
    return Theme::distinctColours()[static_cast<std::size_t>(std::clamp(colour, 1, 10) - 1)];
}

} // namespace sb::ui
