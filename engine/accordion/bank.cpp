// SPDX-License-Identifier: GPL-3.0-or-later
#include "judging.h"
#include "randomdeal.h"

namespace sb::accordion {

namespace {

BankTest deals(std::string name, int decks, bool onePile, std::uint32_t seed)
{
    return generatedTest(std::move(name), randomDeals(decks, onePile, seed));
}

BankSubtask oneDeck()
{
    BankSubtask s{"one deck", 40, {}};
    for (std::uint32_t seed = 1; seed <= 5; ++seed)
        s.tests.push_back(deals("a shuffled deck", 1, false, 300 + seed));
    s.tests.push_back(deals("a deck that ends in one pile", 1, true, 306));
    return s;
}

BankSubtask manyDecks()
{
    BankSubtask s{"many decks", 60, {}};
    s.tests.push_back(deals("10 decks", 10, false, 401));
    s.tests.push_back(deals("100 decks", 100, false, 402));
    s.tests.push_back(deals("1000 decks", 1000, false, 403));
    s.tests.push_back(deals("3 decks that end in one pile", 3, true, 404));
    return s;
}

} // namespace

const TestBank& testBank()
{
    // A deck's game compares a few thousand top cards at most, so every method fits the
    // budget: the verdicts are about the piles left, as on the original judge (all or nothing).
    static const TestBank bank{{oneDeck(), manyDecks()}, Scoring::AllOrNothing, 100'000'000};
    return bank;
}

} // namespace sb::accordion
