// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sb::accordion {

inline constexpr int kDeckSize = 52;
inline constexpr std::string_view kRanks = "A23456789TJQK";
inline constexpr std::string_view kSuits = "CDHS";

/// A card as a small code: rank * 4 + suit, ranks in the order A23456789TJQK, suits CDHS.
using Card = std::uint8_t;
constexpr int rankOf(Card c) noexcept { return c / 4; }
constexpr int suitOf(Card c) noexcept { return c % 4; }
constexpr bool match(Card a, Card b) noexcept { return rankOf(a) == rankOf(b) || suitOf(a) == suitOf(b); }
/// "QH", "TC": the card as the input writes it.
std::string cardName(Card c);

/// Accordion patience (UVa 127): decks of 52 cards, played one after another.
struct AccordionInput : ProblemInput {
    std::vector<std::array<Card, kDeckSize>> decks;
};

/// Parses decks of 52 cards up to a line starting with '#'; throws InputError naming line and column.
std::shared_ptr<const AccordionInput> parse(std::string_view text);

/// The board the steps change: pile p (from 0), slot s (0 = bottom) is cell p * kDeckSize + s,
/// holding card code + 1, or 0 when empty. One deck's game at a time: a new deck clears it.
constexpr std::int32_t cellOf(int pile, int slot) noexcept { return pile * kDeckSize + slot; }
inline constexpr CellValue kNoCard = 0;
constexpr CellValue cellValue(Card c) noexcept { return static_cast<CellValue>(c + 1); }

/// What a step says; arguments in the order listed. Piles are numbered from 0, as in
/// the listings; cards are codes (rank * 4 + suit).
enum class Narration : std::uint16_t {
    DeckStart,   ///< deck (1-based), decks in the input
    Deal,        ///< card, pile it starts
    CompareFar,  ///< pile i, pile i - 3, card on i, card on i - 3, 1 if they match
    CompareNear, ///< pile i, pile i - 1, card on i, card on i - 1, 1 if they match
    NoTarget,    ///< pile i: fewer piles to its left than the rule needs (no pile 3 / 1 to its left)
    Move,        ///< card, from pile, to pile, 3 or 1 (how far left)
    Compact,     ///< the emptied pile, piles left after closing it up
    BackTo,      ///< pile: resume goes back to the pile that received the card
    Restart,     ///< restart goes back to the first pile after a move
    NextPile,    ///< pile: nothing moves from the previous pile, go on to this one
    SweepEnd,    ///< 1 if this sweep moved something (the sweep-on mistake starts another), else 0
    DeckDone,    ///< piles left: the game of this deck is over, its line is printed
    SweepStart,  ///< sweep (1-based, within this deck): the sweep-on mistake starts a sweep from the first pile
    PastLastPile, ///< piles: i is past the last pile, nothing more to look at in this scan
    SweepOn,     ///< pile i looks at next, 1 if the source pile was closed up (the same place again), else 0:
                 ///< the sweep-on mistake goes on to the right after a move instead of going back
};

/// The listing lines a method can stop on; names are the `//@` markers.
enum class Anchor : std::uint16_t {
    DeckStart,   ///< a deck's game starts: the previous piles are cleared
    Deal,        ///< a card is dealt as a new pile on the right
    Sweep,       ///< (sweep-on) a sweep from the first pile starts
    CompareFar,  ///< the top of pile i against the top of pile i - 3
    CompareNear, ///< the top of pile i against the top of pile i - 1
    Move,        ///< the top card moves onto the matching pile
    Compact,     ///< the emptied pile is closed up
    BackTo,      ///< (resume) i goes back to the pile that received the card
    Restart,     ///< (restart, deal, one-first) i goes back to the first pile
    NextPile,    ///< i goes on to the next pile
    Stay,        ///< (sweep-on) the source pile was closed up: look at the same place again
    SweepEnd,    ///< (sweep-on) did this sweep move anything?
    DeckDone,    ///< the deck's line is printed
};

/// The listings' variables shown in the watch panel.
enum class Var : std::uint8_t { deck, k, i, j, moved };

/// How a method plays; the wrong ones are kinds of the correct ones.
enum class Method : std::uint8_t {
    Deal,     ///< deal one card, then the leftmost move again and again from the first pile
    Restart,  ///< deal all, then after every move look again from the first pile
    Resume,   ///< deal all, then after a move go back to the pile that received the card
    OneFirst, ///< (wrong) as Restart, but tries the pile 1 to the left before the pile 3 to the left
    SweepOn,  ///< (wrong) after a move keeps sweeping right; sweeps again until a sweep moves nothing
};

/// Every method's game as its trace steps through it, deck after deck.
Generator<Step> playDecks(std::shared_ptr<const AccordionInput> in, Method method, std::shared_ptr<Outcome> outcome);

/// The judge output, fast, without steps.
std::string solve(const AccordionInput& in, Method method);
/// The steps of the whole trace and its comparisons, counted by the fast path.
Estimate estimate(const AccordionInput& in, Method method);
/// The pile heights left by one deck's game, left to right.
std::vector<int> play(const std::array<Card, kDeckSize>& deck, Method method);

extern const ProblemDesc kProblem;

} // namespace sb::accordion
