// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomdeal.h"

#include "accordion.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace sb::accordion {

std::optional<std::string> randomDeals(int decks, bool endInOnePile, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::array<Card, kDeckSize> deck{};
    std::iota(deck.begin(), deck.end(), Card{0});
    std::string text;
    for (int d = 0; d < decks; ++d) {
        int tries = 0;
        do {
            if (++tries > kOnePileTries)
                return std::nullopt;
            std::shuffle(deck.begin(), deck.end(), rng);
        } while (endInOnePile && play(deck, Method::Resume).size() != 1);
        for (int k = 0; k < kDeckSize; ++k)
            text += cardName(deck[static_cast<std::size_t>(k)]) + (k % 26 == 25 ? "\n" : " ");
    }
    return text + "#\n";
}

} // namespace sb::accordion
