// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace sb::accordion {

/// Shuffles tried per deck before a deck that ends in one pile is given up.
inline constexpr int kOnePileTries = 1'000'000;

/// `decks` shuffled decks (two lines of 26 cards each), then the '#' line; the same
/// seed gives the same text. With `endInOnePile`, each deck is shuffled again until
/// its game ends in one pile; nullopt when kOnePileTries shuffles found none.
std::optional<std::string> randomDeals(int decks, bool endInOnePile, std::uint32_t seed);

} // namespace sb::accordion
