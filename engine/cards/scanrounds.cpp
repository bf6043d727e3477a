// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"

#include <map>
#include <optional>

namespace sb::cards {

namespace {

constexpr int kEmpty = -1;

/// Steps of one line scan, shared by the rows and the columns: from (r, c) in
/// direction (dr, dc) to the edge, each card is compared with the last card
/// still on the table, and a pair of equal cards is taken off together.
/// Sets `removedAny` when a pair (or, in the no-skip mistake, two empty cells) went.
Generator<Step> scanLine(CardsRun& run, const Rules& rules, int r, int c, int dr, int dc, std::int64_t& score,
                         bool& removedAny)
{
    const CardsInput& in = *run.in;
    Step& s = run.step;
    std::vector<int>& card = run.card;
    const int empty = rules.zeroIsEmpty ? 0 : kEmpty;
    const bool column = dc == 0;
    const int index = column ? c : r;
    const int lastCell = column ? run.cell(in.n - 1, c) : run.cell(r, in.m - 1);
    int lastR = -1, lastC = -1;
    co_yield s.at(Anchor::LineStart, 2).say(column ? Narration::ColumnStart : Narration::RowStart, index)
        .var(Var::lastR, lastR).var(Var::lastC, lastC)
        .mark(HighlightKind::Segment, run.cell(r, c), lastCell).mark(HighlightKind::Direction, dr, dc);
    for (; r >= 0 && r < in.n && c >= 0 && c < in.m; r += dr, c += dc) {
        const std::int32_t here = run.cell(r, c);
        int& value = card[static_cast<std::size_t>(here)];
        if (!rules.noSkip) {
            const bool isEmpty = value == empty;
            Narration said = Narration::LookCard;
            if (isEmpty)
                said = run.onTable[static_cast<std::size_t>(here)] ? Narration::LookZeroAsEmpty : Narration::LookEmpty;
            co_yield s.at(Anchor::Look, 3, StepKind::Look).say(said, r, c, value)
                .var(Var::r, r).var(Var::c, c)
                .mark(HighlightKind::Cell, here).count(Counter::CellsLooked);
            if (isEmpty) {
                if (rules.lastOnEmpty) {
                    lastR = r;
                    lastC = c;
                    co_yield s.at(Anchor::RememberEmpty, 3).say(Narration::RememberEmpty, r, c)
                        .var(Var::lastR, lastR).var(Var::lastC, lastC).mark(HighlightKind::Source, here);
                }
                continue;
            }
        }
        const bool hasLast = lastR != -1;
        const std::int32_t last = hasLast ? run.cell(lastR, lastC) : -1;
        const bool same = hasLast && value == card[static_cast<std::size_t>(last)];
        Narration said = Narration::CompareNoLast;
        if (same && value == kEmpty)
            said = Narration::CompareEmpties;
        else if (same)
            said = Narration::CompareSame;
        else if (hasLast)
            said = Narration::CompareDifferent;
        s.at(Anchor::Compare, 3, StepKind::Compare)
            .say(said, r, c, value, same ? last : (hasLast ? card[static_cast<std::size_t>(last)] : 0))
            .mark(HighlightKind::Cell, here).count(Counter::Comparisons);
        if (rules.noSkip)
            s.var(Var::r, r).var(Var::c, c).count(Counter::CellsLooked);
        if (hasLast)
            s.mark(HighlightKind::Source, last);
        co_yield s;
        if (same) {
            score += value;
            s.at(Anchor::Remove, 3, StepKind::Remove).say(Narration::Remove, value, score)
                .var(Var::score, score).var(Var::lastR, -1).var(Var::lastC, -1)
                .mark(HighlightKind::Source, last).mark(HighlightKind::Target, here)
                .count(Counter::PairsRemoved);
            run.takeOff(last, here);
            value = empty;
            card[static_cast<std::size_t>(last)] = empty;
            lastR = lastC = -1;
            removedAny = true;
            co_yield s;
        } else {
            lastR = r;
            lastC = c;
            co_yield s.at(Anchor::Remember, 3).say(Narration::Remember, r, c, value)
                .var(Var::lastR, lastR).var(Var::lastC, lastC).mark(HighlightKind::Source, here);
        }
    }
}

/// Every row scan, then every column scan, of one round, each followed by
/// its line's end. Sets `changed` when a line took something off.
Generator<Step> scanAllLines(CardsRun& run, const Rules& rules, std::int64_t& score, bool& changed)
{
    const CardsInput& in = *run.in;
    Step& s = run.step;
    // With no loop, the one round has no line of its own: its first row's end counts it.
    bool roundUncounted = rules.oneRound;
    for (int i = 0; i < in.n; ++i) {
        bool removed = false;
        for (const Step& step : scanLine(run, rules, i, 0, 0, 1, score, removed))
            co_yield step;
        changed = changed || removed;
        s.at(Anchor::RowDone, 2).say(Narration::LineDone, removed, i, 0).var(Var::i, i);
        if (removed && !rules.stopOnScore && !rules.oneRound)
            s.var(Var::changed, 1);
        if (roundUncounted) {
            s.count(Counter::Rounds);
            roundUncounted = false;
        }
        co_yield s;
    }
    for (int j = 0; j < in.m && !rules.rowsOnly; ++j) {
        bool removed = false;
        for (const Step& step : scanLine(run, rules, 0, j, 1, 0, score, removed))
            co_yield step;
        changed = changed || removed;
        s.at(Anchor::ColumnDone, 2).say(Narration::LineDone, removed, j, 1).var(Var::j, j);
        if (removed && !rules.stopOnScore && !rules.oneRound)
            s.var(Var::changed, 1);
        co_yield s;
    }
}

/// What the loop's check says after a round.
Narration verdictOf(const Rules& rules, bool changed, bool scoreUnchanged)
{
    if (changed)
        return Narration::AnotherRound;
    return rules.stopOnScore && scoreUnchanged ? Narration::ScoreUnchanged : Narration::NoMoreRounds;
}

/// A round and the step that started it.
using RoundStart = std::pair<int, std::uint64_t>;

/// The earlier round that started from this table, if any; else remembers it for `round`, started at `step`.
std::optional<RoundStart> startedBefore(std::map<std::vector<int>, RoundStart>& seen, const std::vector<int>& card,
                                        int round, std::uint64_t step)
{
    const auto [earlier, fresh] = seen.emplace(card, RoundStart{round, step});
    return fresh ? std::nullopt : std::optional<RoundStart>(earlier->second);
}

Step& roundStart(Step& s, int round)
{
    return s.at(Anchor::Round, 1).say(Narration::RoundStart, round).var(Var::changed, 0).count(Counter::Rounds);
}

} // namespace

// The full solution and five of the six classic mistakes: rounds of row
// scans and column scans until a round takes nothing off.
Generator<Step> scanRounds(std::shared_ptr<CardsRun> run, Rules rules)
{
    Step& s = run->step;
    std::int64_t score = 0;
    std::uint64_t yielded = 0; // to number the step that says the rounds repeat
    // The no-skip mistake's table at each round's start: the score is only ever added
    // to, so a round that starts from a table seen before does what it did then, forever.
    std::map<std::vector<int>, RoundStart> seen;
    int round = 0;
    bool changed = true;
    if (!rules.oneRound) {
        ++yielded;
        co_yield s.at(Anchor::Rounds, 1).say(Narration::FirstRound).var(Var::changed, 1);
    }
    while (changed) {
        ++round;
        const std::int64_t before = score;
        changed = false;
        if (const auto earlier = rules.noSkip ? startedBefore(seen, run->card, round, yielded + 1) : std::nullopt) {
            run->outcome->repetition = Repetition{round, earlier->first, yielded + 1, earlier->second};
            co_yield roundStart(s, round).say(Narration::RoundRepeats, round, earlier->first);
            co_return;
        }
        if (!rules.oneRound) {
            ++yielded;
            co_yield roundStart(s, round);
        }
        for (const Step& step : scanAllLines(*run, rules, score, changed)) {
            ++yielded;
            co_yield step;
        }
        if (rules.oneRound)
            break;
        if (rules.stopOnScore)
            changed = score > before;
        ++yielded;
        co_yield s.at(Anchor::Rounds, 1, StepKind::PassEnd)
            .say(verdictOf(rules, changed, score == before), round).var(Var::changed, changed);
    }
    run->finish(score);
    co_yield s.at(Anchor::Answer, 1, StepKind::Win).say(Narration::Answer, score).var(Var::score, score);
}

} // namespace sb::cards
