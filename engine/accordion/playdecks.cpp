// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion.h"
#include "core/linesteps.h"

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

/// Everything one trace works on, and the step it refills. Each function fills the step of
/// one line of the listing; the frame depths are those of the listing in `language`.
struct Game {
    Game(Method m, CodeLanguage language)
        : method(m), cpp(language == CodeLanguage::Cpp), inMain(cpp ? 1 : 2), inPlay(inMain + 1),
          inCall(inMain + 2), inMatch(inMain + 3)
    {
    }
    Method method;
    bool cpp;
    int inMain;  ///< main()'s depth: Python's module level is a frame of its own
    int inPlay;  ///< play() and printPiles()
    int inCall;  ///< target() and moveCard()
    int inMatch; ///< matches()
    Table table;
    Step step;
    std::vector<Delta> bulk; ///< the many deltas of a compaction or a new deck, shown by step.bulk
    std::string output;

    Step& line(Anchor anchor, int depth, LineNarration said) { return step.at(anchor, depth).say(said); }
    Step& assign(Anchor anchor, int depth, Var var, std::int64_t value)
    {
        return assignLine(step.at(anchor, depth), var, value);
    }
    /// A counted loop's head: `value` is the turn about to run, or `end` when the loop is done.
    Step& loopHead(Anchor anchor, Var var, int value, bool first, bool end)
    {
        return loopHeadLine(step.at(anchor, inMain), var, value, first, end);
    }

    /// The previous deck's piles leave the board.
    Step& clear()
    {
        bulk.clear();
        for (int p = 0; p < table.piles; ++p)
            for (int s = 0; s < table.height[p]; ++s)
                bulk.push_back({cellOf(p, s), cellValue(table.cards[p][s]), kNoCard});
        table.piles = 0;
        step.at(Anchor::Clear, inMain, bulk.empty() ? StepKind::Line : Kinds::Clear)
            .say(Narration::ClearPiles, bulk.size());
        step.bulk = bulk;
        return step;
    }

    Step& deal(Card c)
    {
        const int p = table.piles++;
        table.cards[p][0] = c;
        table.height[p] = 1;
        return step.at(Anchor::Deal, inMain, Kinds::Place).say(Narration::Deal, c, p)
            .change(cellOf(p, 0), kNoCard, cellValue(c)).mark(HighlightKind::Target, p);
    }

    /// The head of play()'s loop over the piles.
    Step& scanLoop(int i)
    {
        step.at(Anchor::ScanLoop, inPlay);
        if (i >= table.piles)
            return step.say(Narration::PastLastPile, table.piles);
        return step.say(Narration::LookAt, i, table.piles).mark(HighlightKind::Source, i);
    }

    /// target()'s check of pile i against the pile `far` to its left, before matches() runs.
    Step& check(int i, int far)
    {
        step.at(far == 3 ? Anchor::CompareFar : Anchor::CompareNear, inCall);
        if (i < far)
            return step.say(Narration::NoTarget, i).mark(HighlightKind::Source, i);
        return step.say(Narration::CallMatch, i, i - far, far).mark(HighlightKind::Source, i)
            .mark(HighlightKind::Target, i - far);
    }

    /// matches() on the tops of piles i and i - far; sets `hit` when they share a rank or a suit.
    Step& match(int i, int far, bool& hit)
    {
        const Card a = table.top(i), b = table.top(i - far);
        hit = accordion::match(a, b);
        return step.at(Anchor::Match, inMatch, StepKind::Compare)
            .say(far == 3 ? Narration::CompareFar : Narration::CompareNear, i, i - far, a, b, hit)
            .mark(HighlightKind::Source, i).mark(HighlightKind::Target, i - far).count(Counters::Comparisons);
    }

    /// target()'s return line; in Python the caller's j takes the value as it is left.
    Step& targetReturn(int i, int j)
    {
        const Anchor a = j < 0 ? Anchor::StayReturn : (i - j == 3 ? Anchor::FarReturn : Anchor::NearReturn);
        if (cpp)
            return step.at(a, inCall).say(LineNarration::ReturnValue, j);
        return gotTarget(a, i, j);
    }
    /// The caller's j takes target()'s value: at C++'s closing brace, or at Python's return.
    Step& gotTarget(Anchor a, int i, int j)
    {
        step.at(a, inCall).say(Narration::GotTarget, i, j).varIn(inPlay, Var::j, j).mark(HighlightKind::Source, i);
        return j >= 0 ? step.mark(HighlightKind::Target, j) : step;
    }

    /// The top card of pile i onto pile j: it is on both until it leaves pile i.
    Step& move(int i, int j)
    {
        const Card c = table.top(i);
        const int to = table.height[j]++;
        table.cards[j][to] = c;
        return step.at(Anchor::Move, inCall, Kinds::CardMove).say(Narration::Move, c, i, j, i - j)
            .change(cellOf(j, to), kNoCard, cellValue(c))
            .mark(HighlightKind::Source, i).mark(HighlightKind::Target, j).count(Counters::CardMoves);
    }

    Step& take(int i)
    {
        const Card c = table.top(i);
        const int from = --table.height[i];
        return step.at(Anchor::Take, inCall).say(Narration::Take, c, i)
            .change(cellOf(i, from), cellValue(c), from == 0 ? kEmptyPile : kNoCard)
            .mark(HighlightKind::Source, i);
    }

    /// Closes up the empty pile p: every pile to its right slides one place left.
    Step& compact(int p)
    {
        bulk.clear();
        for (int q = p; q < table.piles; ++q) {
            const bool last = q + 1 == table.piles;
            const int now = table.height[q];
            const int next = last ? 0 : table.height[q + 1];
            // The empty pile's place is marked (kEmptyPile) until now.
            for (int s = 0; s < std::max({now, next, q == p ? 1 : 0}); ++s) {
                const CellValue before = s < now ? cellValue(table.cards[q][s]) : q == p && s == 0 ? kEmptyPile : kNoCard;
                const CellValue after = s < next ? cellValue(table.cards[q + 1][s]) : kNoCard;
                if (before != after)
                    bulk.push_back({cellOf(q, s), before, after});
                if (s < next)
                    table.cards[q][s] = table.cards[q + 1][s];
            }
            table.height[q] = next;
        }
        --table.piles;
        step.at(Anchor::Compact, inCall, Kinds::Compaction).say(Narration::Compact, p, table.piles)
            .mark(HighlightKind::Source, p).count(Counters::Compactions);
        step.bulk = bulk;
        return step;
    }

    /// Where i goes after a card moved from pile i to pile j: back to j (resume), else to the first pile.
    Step& afterMove(int& i, int j)
    {
        if (method == Method::Resume) {
            i = j;
            return step.at(Anchor::BackTo, inPlay).say(Narration::BackTo, j).var(Var::i, i)
                .mark(HighlightKind::Target, j);
        }
        i = 0;
        return step.at(Anchor::Restart, inPlay).say(Narration::Restart).var(Var::i, i);
    }

    /// The deck's line, as printPiles() writes it.
    void print()
    {
        output += std::to_string(table.piles) + (table.piles == 1 ? " pile remaining:" : " piles remaining:");
        for (int p = 0; p < table.piles; ++p)
            output += ' ' + std::to_string(table.height[p]);
        output += '\n';
    }
};

/// The lines of Python's module level before main() runs.
constexpr Anchor kModuleLines[] = {Anchor::PyImport,   Anchor::PyPiles,   Anchor::PyDefMatch,
                                   Anchor::PyDefTarget, Anchor::PyDefMove, Anchor::PyDefPlay,
                                   Anchor::PyDefPrint,  Anchor::PyDefMain, Anchor::PyMain};

} // namespace

// Every method in one coroutine, as their listings differ only in a few lines: when the deals
// happen, the order of the two checks, and where i goes after a move.
Generator<Step> playDecks(std::shared_ptr<const AccordionInput> in, Method method, CodeLanguage language,
                          std::shared_ptr<Outcome> outcome)
{
    auto game = std::make_unique<Game>(method, language);
    Game& g = *game;
    Step& s = g.step;
    Table& t = g.table;
    const bool cpp = g.cpp, sweepOn = method == Method::SweepOn;
    const int firstFar = method == Method::OneFirst ? 1 : 3;
    const int main = g.inMain, inPlay = g.inPlay, inCall = g.inCall;
    const int decks = static_cast<int>(in->decks.size());
    if (cpp) {
        co_yield s.at(Anchor::Cards, main).say(Narration::Cards);
    } else {
        for (const Anchor a : kModuleLines) {
            const LineNarration said = a == Anchor::PyImport ? LineNarration::Import
                                       : a == Anchor::PyMain ? LineNarration::CallMain
                                                             : LineNarration::Define;
            if (a == Anchor::PyPiles)
                co_yield s.at(a, 1).say(Narration::PilesEmpty);
            else
                co_yield g.line(a, 1, said);
        }
        co_yield g.line(Anchor::ReadAll, main, LineNarration::ReadAll);
        co_yield g.assign(Anchor::PosZero, main, Var::pos, 0);
    }
    co_yield g.assign(Anchor::DeckZero, main, Var::deck, 0);
    for (int d = 0; d < decks; ++d) {
        const auto& deck = in->decks[static_cast<std::size_t>(d)];
        co_yield s.at(Anchor::ReadFirst, main).say(Narration::ReadFirst, deck[0], d + 1);
        if (cpp) {
            for (int k = 1; k < kDeckSize; ++k) {
                co_yield g.loopHead(Anchor::ReadLoop, Var::k, k, k == 1, false);
                co_yield s.at(Anchor::ReadCard, main).say(Narration::ReadCard, k, deck[static_cast<std::size_t>(k)]);
            }
            co_yield g.loopHead(Anchor::ReadLoop, Var::k, kDeckSize, false, true);
        } else {
            co_yield s.at(Anchor::ReadDeck, main).say(Narration::ReadDeck, d + 1);
            co_yield g.assign(Anchor::PosNext, main, Var::pos, (d + 1) * kDeckSize);
        }
        co_yield s.at(Anchor::DeckStart, main).say(Narration::DeckStart, d + 1, decks).var(Var::deck, d + 1)
            .count(Counters::Decks);
        co_yield g.clear();
        for (int k = 0; k < kDeckSize;) {
            // The deal method plays after every card; the others deal the whole deck first.
            for (const int upTo = method == Method::Deal ? k + 1 : kDeckSize; k < upTo; ++k) {
                co_yield g.loopHead(Anchor::DealLoop, Var::k, k, k == 0, false);
                co_yield g.deal(deck[static_cast<std::size_t>(k)]);
            }
            if (method != Method::Deal)
                co_yield g.loopHead(Anchor::DealLoop, Var::k, 0, false, true);
            co_yield s.at(Anchor::PlayCall, main).say(Narration::PlayCall, t.piles);
            for (int sweep = 1;; ++sweep) {
                bool moved = false;
                if (sweepOn) {
                    if (!cpp)
                        co_yield s.at(Anchor::SweepLoop, inPlay).say(Narration::SweepLoop);
                    co_yield s.at(Anchor::Sweep, inPlay).say(Narration::SweepStart, sweep).var(Var::moved, 0);
                }
                int i = 0;
                co_yield g.assign(Anchor::ScanStart, inPlay, Var::i, 0);
                for (;;) {
                    co_yield g.scanLoop(i);
                    if (i >= t.piles)
                        break;
                    co_yield s.at(Anchor::TargetCall, inPlay).say(Narration::TargetCall, i).varIn(g.inCall, Var::i, i)
                        .mark(HighlightKind::Source, i);
                    int j = -1;
                    for (int far = firstFar, tries = 0; tries < 2 && j < 0; far = 4 - far, ++tries) {
                        co_yield g.check(i, far);
                        if (i < far)
                            continue;
                        bool hit = false;
                        co_yield g.match(i, far, hit);
                        if (cpp)
                            co_yield g.line(Anchor::MatchEnd, g.inMatch, LineNarration::FunctionEnd);
                        if (hit) {
                            j = i - far;
                            co_yield g.targetReturn(i, j);
                        }
                    }
                    if (j < 0)
                        co_yield g.targetReturn(i, j);
                    if (cpp)
                        co_yield g.gotTarget(Anchor::TargetEnd, i, j);
                    co_yield s.at(Anchor::CanMove, inPlay).say(Narration::IfMove, i, j).mark(HighlightKind::Source, i);
                    if (j < 0) {
                        ++i;
                        co_yield s.at(Anchor::NextPile, inPlay).say(Narration::NextPile, i).var(Var::i, i);
                        continue;
                    }
                    if (sweepOn) {
                        moved = true;
                        co_yield g.assign(Anchor::Moved, inPlay, Var::moved, 1);
                    }
                    co_yield s.at(Anchor::MoveCall, inPlay).say(Narration::MoveCall, i, j)
                        .varIn(g.inCall, Var::i, i).varIn(g.inCall, Var::j, j)
                        .mark(HighlightKind::Source, i).mark(HighlightKind::Target, j);
                    co_yield g.move(i, j);
                    co_yield g.take(i);
                    const bool closed = t.height[i] == 0;
                    co_yield s.at(Anchor::EmptyCheck, inCall).say(Narration::EmptyCheck, i, t.height[i])
                        .mark(HighlightKind::Source, i);
                    if (closed)
                        co_yield g.compact(i);
                    if (sweepOn)
                        co_yield g.line(closed ? Anchor::ClosedReturn : Anchor::KeptReturn, inCall,
                                        closed ? LineNarration::ReturnTrue : LineNarration::ReturnFalse);
                    if (cpp)
                        co_yield g.line(Anchor::MoveEnd, inCall, LineNarration::FunctionEnd);
                    if (!sweepOn) {
                        co_yield g.afterMove(i, j);
                        continue;
                    }
                    co_yield s.at(Anchor::ClosedCheck, inPlay).say(Narration::ClosedCheck, i, closed);
                    if (closed) {
                        co_yield s.at(Anchor::Stay, inPlay).say(Narration::SweepOn, i, 1);
                    } else {
                        ++i;
                        co_yield s.at(Anchor::NextPile, inPlay).say(Narration::SweepOn, i, 0).var(Var::i, i);
                    }
                }
                if (!sweepOn)
                    break;
                co_yield s.at(Anchor::SweepEnd, inPlay).say(Narration::SweepEnd, moved);
                if (!moved) {
                    co_yield g.line(Anchor::SweepBreak, inPlay, LineNarration::Break);
                    break;
                }
                if (cpp)
                    co_yield s.at(Anchor::SweepNext, inPlay).say(Narration::SweepLoop);
            }
            if (cpp)
                co_yield g.line(Anchor::PlayEnd, inPlay, LineNarration::FunctionEnd);
        }
        if (method == Method::Deal)
            co_yield g.loopHead(Anchor::DealLoop, Var::k, 0, false, true);
        g.print();
        co_yield s.at(Anchor::DeckDone, main, Kinds::PassEnd).say(Narration::DeckDone, t.piles);
        co_yield s.at(Anchor::PrintCount, inPlay).say(Narration::PrintCount, t.piles);
        for (int p = 0; p <= t.piles; ++p) {
            co_yield s.at(Anchor::PrintLoop, inPlay).say(Narration::PrintNext, p, t.piles);
            if (p < t.piles)
                co_yield s.at(Anchor::PrintHeight, inPlay).say(Narration::PrintHeight, p, t.height[p])
                    .mark(HighlightKind::Source, p);
        }
        co_yield s.at(Anchor::PrintEnd, inPlay).say(Narration::PrintLine);
        if (cpp)
            co_yield g.line(Anchor::PrintClose, inPlay, LineNarration::FunctionEnd);
    }
    co_yield s.at(Anchor::ReadFirst, main).say(Narration::InputEnd, decks);
    if (cpp) {
        co_yield g.line(Anchor::Return, main, LineNarration::MainReturn);
        co_yield g.line(Anchor::MainEnd, main, LineNarration::MainEnd);
    }
    outcome->output = std::move(g.output);
    outcome->finished = true;
}

} // namespace sb::accordion
