// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>

namespace sb::ui {

/// Every speed and frame time of the window, in one place.
namespace motion {

/// Play repaints at most this often; faster speeds take several steps per frame.
inline constexpr int kFrameMs = 33;

/// The speeds of play, in steps per second (or moments a second, when play goes by moment): a
/// geometric ladder from one step every two seconds to thousands a second, no rung more than
/// three times the one below it, so that a key press is always a step a class can follow.
inline constexpr std::array<double, 13> kLadder = {0.5, 1.0, 1.5, 3.0, 5.0, 10.0, 25.0,
                                                   50.0, 100.0, 250.0, 500.0, 1000.0, 3000.0};
inline constexpr int kRungs = static_cast<int>(kLadder.size());
/// The four named speeds (slow, medium, fast, very fast), rungs of the ladder.
enum class Speed { Slow, Medium, Fast, VeryFast };
inline constexpr std::array<int, 4> kNamedRungs = {2, 4, 6, 12};
inline constexpr std::array<double, 4> kStepsPerSecond = {kLadder[2], kLadder[4], kLadder[6], kLadder[12]};
/// The rung at or just below `stepsPerSecond` (a speed between two shows as the slower).
constexpr int rungOf(double stepsPerSecond)
{
    int rung = 0;
    // Within a thousandth: a speed set on the slider's ticks lands a hair off a rung.
    while (rung + 1 < kRungs && kLadder[static_cast<std::size_t>(rung + 1)] * 0.999 <= stepsPerSecond)
        ++rung;
    return rung;
}
/// The named speed at or just below `stepsPerSecond` (a speed between two shows as the slower).
constexpr int namedSpeed(double stepsPerSecond)
{
    int named = 0;
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
