// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion.h"

#include <algorithm>

namespace sb::accordion {

namespace {

/// The piles of the game on screen, laid out as the board: pile p, slot s.
/// It keeps every card where the board shows it, so a step's deltas are read
/// straight off it; the fast path (solve.cpp) keeps them more cheaply.
struct Table {
    std::array<std::array<Card, kDeckSize>, kDeckSize> cards{};
    std::array<int, kDeckSize> height{};
    int piles = 0;
    Card top(int p) const noexcept { return cards[p][height[p] - 1]; }
};

/// Everything one trace works on, and the step it refills.
struct Game {
    Table table;
    Step step;
    std::vector<Delta> bulk; ///< the many deltas of a compaction or a new deck, shown by step.bulk
    std::string output;

    /// The deck's start: the previous deck's piles leave the board.
    Step& deckStart(int deck, int decks)
    {
        bulk.clear();
        for (int p = 0; p < table.piles; ++p)
            for (int s = 0; s < table.height[p]; ++s)
                bulk.push_back({cellOf(p, s), cellValue(table.cards[p][s]), kNoCard});
        table.piles = 0;
        step.at(Anchor::DeckStart, 1, bulk.empty() ? StepKind::Line : StepKind::Clear)
            .say(Narration::DeckStart, deck, decks).var(Var::deck, deck).count(Counter::Decks);
        step.bulk = bulk;
        return step;
    }

    Step& deal(Card c, int k)
    {
        const int p = table.piles++;
        table.cards[p][0] = c;
        table.height[p] = 1;
        return step.at(Anchor::Deal, 2, StepKind::Place).say(Narration::Deal, c, p).var(Var::k, k)
            .change(cellOf(p, 0), kNoCard, cellValue(c)).mark(HighlightKind::Target, p);
    }

    /// The check of pile i against the pile `far` to its left; sets `hit` when the cards match.
    Step& compare(Anchor anchor, int i, int far, bool& hit)
    {
        if (i < far) {
            hit = false;
            return step.at(anchor, 3).say(Narration::NoTarget, i).mark(HighlightKind::Source, i);
        }
        const Card a = table.top(i), b = table.top(i - far);
        hit = match(a, b);
        return step.at(anchor, 3, StepKind::Compare)
            .say(far == 3 ? Narration::CompareFar : Narration::CompareNear, i, i - far, a, b, hit)
            .mark(HighlightKind::Source, i).mark(HighlightKind::Target, i - far).count(Counter::Comparisons);
    }

    /// The top card of pile i onto pile j.
    Step& move(int i, int j)
    {
        const Card c = table.top(i);
        const int from = --table.height[i];
        const int to = table.height[j]++;
        table.cards[j][to] = c;
        return step.at(Anchor::Move, 3, StepKind::CardMove).say(Narration::Move, c, i, j, i - j)
            .var(Var::j, j).change(cellOf(i, from), cellValue(c), kNoCard).change(cellOf(j, to), kNoCard, cellValue(c))
            .mark(HighlightKind::Source, i).mark(HighlightKind::Target, j).count(Counter::CardMoves);
    }

    /// Closes up the empty pile p: every pile to its right slides one place left.
    Step& compact(int p)
    {
        bulk.clear();
        for (int q = p; q < table.piles; ++q) {
            const bool last = q + 1 == table.piles;
            const int now = table.height[q];
            const int next = last ? 0 : table.height[q + 1];
            for (int s = 0; s < std::max(now, next); ++s) {
                const CellValue before = s < now ? cellValue(table.cards[q][s]) : kNoCard;
                const CellValue after = s < next ? cellValue(table.cards[q + 1][s]) : kNoCard;
                if (before != after)
                    bulk.push_back({cellOf(q, s), before, after});
                if (s < next)
                    table.cards[q][s] = table.cards[q + 1][s];
            }
            table.height[q] = next;
        }
        --table.piles;
        step.at(Anchor::Compact, 3, StepKind::Compaction).say(Narration::Compact, p, table.piles)
            .mark(HighlightKind::Source, p).count(Counter::Compactions);
        step.bulk = bulk;
        return step;
    }

    /// i moves on to `next` (the next pile, or the same place after a close-up): the scan's end past the last pile.
    Step& goOn(Anchor anchor, Narration said, int next, int closed)
    {
        step.at(anchor, 3).var(Var::i, next);
        if (next >= table.piles)
            return step.say(Narration::PastLastPile, table.piles);
        step.mark(HighlightKind::Source, next);
        return said == Narration::SweepOn ? step.say(said, next, closed) : step.say(said, next);
    }

    /// Where i goes after a card moved from pile i to pile j: back to j (resume), on to the
    /// right (sweep-on: the same place when pile i closed up), else back to the first pile.
    Step& afterMove(Method method, int& i, int j, bool closed)
    {
        if (method == Method::SweepOn) {
            i += closed ? 0 : 1;
            return goOn(closed ? Anchor::Stay : Anchor::NextPile, Narration::SweepOn, i, closed);
        }
        if (method == Method::Resume) {
            i = j;
            return step.at(Anchor::BackTo, 3).say(Narration::BackTo, j).var(Var::i, i).mark(HighlightKind::Target, j);
        }
        i = 0;
        return step.at(Anchor::Restart, 3).say(Narration::Restart).var(Var::i, i);
    }

    Step& deckDone()
    {
        output += std::to_string(table.piles) + (table.piles == 1 ? " pile remaining:" : " piles remaining:");
        for (int p = 0; p < table.piles; ++p)
            output += ' ' + std::to_string(table.height[p]);
        output += '\n';
        return step.at(Anchor::DeckDone, 1, StepKind::PassEnd).say(Narration::DeckDone, table.piles);
    }
};

} // namespace

// Every method in one loop, as their listings differ only in a few lines:
// when the deals happen, the order of the two checks, and where i goes after a move.
Generator<Step> playDecks(std::shared_ptr<const AccordionInput> in, Method method, std::shared_ptr<Outcome> outcome)
{
    auto game = std::make_unique<Game>();
    Step& s = game->step;
    const Anchor firstCheck = method == Method::OneFirst ? Anchor::CompareNear : Anchor::CompareFar;
    const Anchor secondCheck = method == Method::OneFirst ? Anchor::CompareFar : Anchor::CompareNear;
    const int firstFar = method == Method::OneFirst ? 1 : 3;
    const int decks = static_cast<int>(in->decks.size());
    for (int d = 0; d < decks; ++d) {
        co_yield game->deckStart(d + 1, decks);
        const auto& deck = in->decks[static_cast<std::size_t>(d)];
        for (int dealt = 0; dealt < kDeckSize;) {
            // The deal method plays after every card; the others deal the whole deck first.
            for (const int upTo = method == Method::Deal ? dealt + 1 : kDeckSize; dealt < upTo; ++dealt)
                co_yield game->deal(deck[static_cast<std::size_t>(dealt)], dealt);
            for (int sweep = 1, moved = 1; moved; ++sweep) {
                moved = 0;
                if (method == Method::SweepOn)
                    co_yield s.at(Anchor::Sweep, 2).say(Narration::SweepStart, sweep).var(Var::moved, 0).var(Var::i, 0);
                int i = 0;
                while (i < game->table.piles) {
                    bool hit = false;
                    int j = -1;
                    co_yield game->compare(firstCheck, i, firstFar, hit).var(Var::i, i);
                    if (hit) {
                        j = i - firstFar;
                    } else {
                        co_yield game->compare(secondCheck, i, 4 - firstFar, hit);
                        j = hit ? i - (4 - firstFar) : -1;
                    }
                    if (j < 0) {
                        ++i;
                        co_yield game->goOn(Anchor::NextPile, Narration::NextPile, i, 0);
                        continue;
                    }
                    game->move(i, j);
                    if (method == Method::SweepOn)
                        s.var(Var::moved, 1);
                    co_yield s;
                    const bool closed = game->table.height[i] == 0;
                    if (closed)
                        co_yield game->compact(i);
                    moved = method == Method::SweepOn;
                    co_yield game->afterMove(method, i, j, closed);
                }
                if (method == Method::SweepOn)
                    co_yield s.at(Anchor::SweepEnd, 2).say(Narration::SweepEnd, moved);
            }
        }
        co_yield game->deckDone();
    }
    outcome->output = std::move(game->output);
    outcome->finished = true;
}

} // namespace sb::accordion
