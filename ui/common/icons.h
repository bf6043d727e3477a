// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>

namespace sb::ui {

/// The player's buttons, drawn as shapes so that they stay sharp at any size
/// (a projector doubles them) and take the theme's text colour.
enum class PlayerIcon { Start, PreviousMoment, Back, Play, Pause, Step, StepOver, StepOut, NextMoment, End };

QIcon playerIcon(PlayerIcon icon, const QColor& color);

} // namespace sb::ui
