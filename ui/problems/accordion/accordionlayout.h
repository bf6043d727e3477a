// SPDX-License-Identifier: GPL-3.0-or-later
// The Accordion view's measures, shared by accordionview.cpp and accordionpaint.cpp.
#pragma once

namespace sb::ui::accordion_layout {

inline constexpr double kHeader = 40.0;      ///< room for the deck list and the header line
inline constexpr double kLargestCard = 64.0; ///< a card's width at most, in pixels (times the projector scale)
inline constexpr double kAspect = 1.4;       ///< a card's height over its width
inline constexpr double kGapX = 0.22;        ///< room beside a pile, as a share of the card's width
inline constexpr double kGapY = 0.75;        ///< room above a pile (its number, the arcs), as a share of its width

} // namespace sb::ui::accordion_layout
