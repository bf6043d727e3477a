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

/// The events of this problem's steps, beside the shared StepKind::Line, Look and Compare;
/// their names are kEventKinds.
struct Kinds {
    static constexpr StepKind Place = eventKind(0); ///< a card dealt onto a new pile
    static constexpr StepKind PassEnd = eventKind(1); ///< a deck played to its end
    static constexpr StepKind CardMove = eventKind(2); ///< a card moved onto another pile
    static constexpr StepKind Compaction = eventKind(3); ///< an empty pile closed up
    static constexpr StepKind Clear = eventKind(4); ///< the table cleared for the next deck
};
extern const std::string_view kEventKinds[5];

/// This problem's work counters; their names are kCounters.
struct Counters {
    static constexpr Counter Comparisons{0}; ///< two cards compared
    static constexpr Counter CardMoves{1}; ///< cards moved onto another pile: the moment counter
    static constexpr Counter Compactions{2}; ///< empty piles closed up
    static constexpr Counter Decks{3}; ///< games started (one per deck of an input)
};
extern const std::string_view kCounters[4];

/// Why an input is refused, beside the shared InputMessage ones (a token that is no number,
/// text after the end); their names are kMessages, their words describeMessage().
struct Messages {
    static constexpr InputMessage NotACard = problemMessage(0); ///< a token that is not a rank A23456789TJQK followed by a suit CDHS
    static constexpr InputMessage CardTwice = problemMessage(1); ///< args: card code (rank * 4 + suit), deck (1-based), position of its first copy (1-based)
    static constexpr InputMessage DeckCutShort = problemMessage(2); ///< args: cards expected (52), cards found, deck (1-based)
    static constexpr InputMessage MissingDeck = problemMessage(3); ///< the input holds no card at all: at least one deck is needed
    static constexpr InputMessage TextAfterEnd = problemMessage(4); ///< anything but whitespace after the line that starts with #
};
extern const MessageDesc kMessages[5];
/// One of Messages in English, as the command line prints it.
std::string describeMessage(const InputError& error);

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
/// The card a name ("QH") names, or -1 when it names none ("1H", "QX", "10H", "qh").
int cardCode(std::string_view name);

/// Accordion patience (UVa 127): decks of 52 cards, played one after another.
struct AccordionInput : ProblemInput {
    std::vector<std::array<Card, kDeckSize>> decks;
};

/// Parses decks of 52 cards up to a line starting with '#'; throws InputError naming line and column.
std::shared_ptr<const AccordionInput> parse(std::string_view text);

/// How a student's program's piles are read off its variables (ownboard.cpp).
extern const ProgramBoardReader kProgramBoardReader;
/// How the fuzz checks make and write its inputs (fuzzinputs.cpp).
extern const FuzzInputs kFuzzInputs;

/// The board the steps change: pile p (from 0), slot s (0 = bottom) is cell p * kDeckSize + s,
/// holding card code + 1, or 0 when empty. One deck's game at a time: a new deck clears it.
constexpr std::int32_t cellOf(int pile, int slot) noexcept { return pile * kDeckSize + slot; }
inline constexpr CellValue kNoCard = 0;
/// Slot 0 of a pile a move left empty, before it closes up: still one of the piles, with no card.
inline constexpr CellValue kEmptyPile = -1;
constexpr CellValue cellValue(Card c) noexcept { return static_cast<CellValue>(c + 1); }

/// What a step says; arguments in the order listed. Piles are numbered from 0, as in
/// the listings; cards are codes (rank * 4 + suit). Lines that only move the program
/// along (a loop's turn, a return, a closing brace) say a LineNarration.
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
    Cards,       ///< (C++) the 52 places a deck is read into
    ReadFirst,   ///< card, deck (1-based): the first card of a deck is read, and it is no '#'
    InputEnd,    ///< decks: the input has no more decks (the '#' line, or its end)
    ReadCard,    ///< k, card: (C++) card k of the deck is read
    ReadDeck,    ///< deck: (Python) the deck's 52 words are taken from the input
    ClearPiles,  ///< cards taken off the table (0 for the first deck)
    PlayCall,    ///< piles: play() is called to make the moves
    LookAt,      ///< pile i, piles: i is a pile, the loop goes on
    TargetCall,  ///< pile i: target(i) is called
    CallMatch,   ///< pile i, pile i - far, far (3 or 1): matches() is called with the two top cards
    GotTarget,   ///< pile i, j: target(i) returned j (-1: the card stays)
    IfMove,      ///< pile i, j: whether the card moves (j >= 0)
    MoveCall,    ///< pile i, pile j: moveCard(i, j) is called
    Take,        ///< card, pile: the card leaves the top of the pile
    EmptyCheck,  ///< pile, cards left on it
    ClosedCheck, ///< pile i, 1 if it was closed up
    SweepLoop,   ///< (Python) the sweep-on mistake's endless loop starts a turn
    PrintCount,  ///< piles: the start of the deck's line is printed
    PrintNext,   ///< p, piles: the loop over the piles to print goes on to pile p, or ends when p == piles
    PrintHeight, ///< p, height: pile p's height is printed
    PrintLine,   ///< the line ends
    PilesEmpty,  ///< (Python) the list of piles starts empty
};

/// The listing lines a method can stop on; names are the `//@` markers. Every line that runs
/// has one: a step is a line, in the order a debugger visits them.
enum class Anchor : std::uint16_t {
    // the marked lines of format 1
    DeckStart,   ///< a deck's game starts: deck++
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
    DeckDone,    ///< printPiles() is called for the deck's line
    // Python's module level
    PyImport, PyPiles, PyDefMatch, PyDefTarget, PyDefMove, PyDefPlay, PyDefPrint, PyDefMain, PyMain,
    // matches() and target()
    Match, MatchEnd, FarReturn, NearReturn, StayReturn, TargetEnd,
    // moveCard()
    Take, EmptyCheck, ClosedReturn, KeptReturn, MoveEnd,
    // play()
    SweepLoop, ScanStart, ScanLoop, TargetCall, CanMove, Moved, MoveCall, ClosedCheck, SweepBreak, SweepNext, PlayEnd,
    // printPiles()
    PrintCount, PrintLoop, PrintHeight, PrintEnd, PrintClose,
    // main()
    Cards, DeckZero, ReadFirst, ReadLoop, ReadCard, ReadAll, PosZero, ReadDeck, PosNext, Clear, DealLoop, PlayCall,
    Return, MainEnd,
};

/// The listings' variables shown in the watch panel.
enum class Var : std::uint8_t { deck, k, i, j, moved, pos };

/// How a method plays; the wrong ones are kinds of the correct ones.
enum class Method : std::uint8_t {
    Deal,     ///< deal one card, then the leftmost move again and again from the first pile
    Restart,  ///< deal all, then after every move look again from the first pile
    Resume,   ///< deal all, then after a move go back to the pile that received the card
    OneFirst, ///< (wrong) as Restart, but tries the pile 1 to the left before the pile 3 to the left
    SweepOn,  ///< (wrong) after a move keeps sweeping right; sweeps again until a sweep moves nothing
};

/// Every method's game as its listing in `language` steps through it, line by line, deck after deck.
Generator<Step> playDecks(std::shared_ptr<const AccordionInput> in, Method method, CodeLanguage language,
                          std::shared_ptr<Outcome> outcome);

/// The judge output, fast, without steps.
std::string solve(const AccordionInput& in, Method method);
/// The steps of the whole trace in `language` and its comparisons, counted by the fast path.
Estimate estimate(const AccordionInput& in, Method method, CodeLanguage language);
/// The pile heights left by one deck's game, left to right.
std::vector<int> play(const std::array<Card, kDeckSize>& deck, Method method);

extern const ProblemDesc kProblem;
/// How format-1 lessons numbered Accordion's steps (its marked lines only).
extern const LegacySteps kLegacySteps;

} // namespace sb::accordion
