// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>

namespace sb::ui {

/// Every speed and frame time of the window, in one place.
namespace motion {

/// Play repaints at most this often; faster speeds take several steps per frame.
inline constexpr int kFrameMs = 33;

/// The four named speeds, in steps per second.
enum class Speed { Slow, Medium, Fast, VeryFast };
inline constexpr std::array<double, 4> kStepsPerSecond = {1.5, 5.0, 25.0, 3000.0};
/// The named speed at or just below `stepsPerSecond` (a speed between two shows as the slower).
constexpr int namedSpeed(double stepsPerSecond)
{
    int named = 0;
    // Within a thousandth: a speed set on the slider's ticks lands a hair off the named one.
    while (named < 3 && kStepsPerSecond[static_cast<std::size_t>(named + 1)] * 0.999 <= stepsPerSecond)
        ++named;
    return named;
}

/// The speed slider spans these steps per second, on a logarithmic scale.
inline constexpr double kSlowest = 0.5;
inline constexpr double kFastest = 200000.0;
inline constexpr int kSliderTicks = 1000;

/// A pair of cards taken off fades away over this long, when play is slow enough to see it.
inline constexpr int kRemoveMs = 450;
/// A card travels to the pile it goes onto, and piles slide left to close a gap, over this long.
inline constexpr int kCardMoveMs = 500;
inline constexpr int kCompactMs = 400;
/// Mayan blocks fall into place, and cleared blocks fade away, over this long.
inline constexpr int kBlockFallMs = 450;
inline constexpr int kBlockClearMs = 450;
/// Above this many steps per second there is no time for the fade.
inline constexpr double kAnimateBelowStepsPerSecond = 12.0;

/// Input is parsed this long after the last keystroke.
inline constexpr int kReparseDelayMs = 300;
/// Typed input is written to disk at most this long after the first change not yet written,
/// however fast the typing: a crash or a kill loses less than a second of it.
inline constexpr int kKeepInputMs = 750;

} // namespace motion
} // namespace sb::ui
