// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz checks (engine/fuzz) need of accordion inputs: small ones made from bytes, and one text form.
#include "accordion.h"

#include "core/bytesource.h"

#include <numeric>
#include <string>
#include <vector>

namespace sb::accordion {

namespace {

constexpr int kFuzzMaxDecks = 2;

std::string deckText(const std::vector<Card>& deck)
{
    std::string text;
    for (int i = 0; i < kDeckSize; ++i)
        text += cardName(deck[static_cast<std::size_t>(i)]) + (i % 26 == 25 ? "\n" : " ");
    return text;
}

std::string makeSmall(ByteSource& src)
{
    const int decks = static_cast<int>(src.range(1, kFuzzMaxDecks));
    std::string text;
    for (int d = 0; d < decks; ++d) {
        std::vector<Card> deck(kDeckSize);
        std::iota(deck.begin(), deck.end(), Card{0});
        shuffle(deck, src);
        text += deckText(deck);
    }
    return text + "#\n";
}

std::string format(const ProblemInput& input)
{
    std::string text;
    for (const auto& deck : static_cast<const AccordionInput&>(input).decks)
        text += deckText({deck.begin(), deck.end()});
    return text + "#\n";
}

bool small(const ProblemInput& input)
{
    return static_cast<const AccordionInput&>(input).decks.size() <= 3;
}

} // namespace

const FuzzInputs kFuzzInputs{format, makeSmall, small};

} // namespace sb::accordion
