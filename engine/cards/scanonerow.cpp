// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"

namespace sb::cards {

namespace {

constexpr int kEmpty = -1;

} // namespace

// Subtask 1: like its program, this reads the first row only and scans it
// from left to right again and again until a pass takes nothing off.
Generator<Step> scanOneRow(std::shared_ptr<CardsRun> run)
{
    const CardsInput& in = *run->in;
    Step& s = run->step;
    std::vector<int>& card = run->card;
    std::int64_t score = 0;
    int round = 0;
    bool changed = true;
    co_yield s.at(Anchor::Rounds, 1).say(Narration::FirstRound).var(Var::changed, 1);
    while (changed) {
        ++round;
        changed = false;
        co_yield s.at(Anchor::Round, 1).say(Narration::RoundStart, round)
            .var(Var::changed, 0).count(Counter::Rounds);
        int last = -1;
        co_yield s.at(Anchor::LineStart, 2).say(Narration::RowStart, 0).var(Var::last, last)
            .mark(HighlightKind::Segment, 0, in.m - 1).mark(HighlightKind::Direction, 0, 1);
        for (int j = 0; j < in.m; ++j) {
            int& value = card[static_cast<std::size_t>(j)];
            co_yield s.at(Anchor::Look, 3, StepKind::Look)
                .say(value == kEmpty ? Narration::LookEmpty : Narration::LookCard, 0, j, value)
                .var(Var::j, j).mark(HighlightKind::Cell, j).count(Counter::CellsLooked);
            if (value == kEmpty)
                continue;
            const bool same = last != -1 && value == card[static_cast<std::size_t>(last)];
            s.at(Anchor::Compare, 3, StepKind::Compare)
                .say(same ? Narration::CompareSame : (last == -1 ? Narration::CompareNoLast : Narration::CompareDifferent),
                     0, j, value, same ? last : (last == -1 ? 0 : card[static_cast<std::size_t>(last)]))
                .mark(HighlightKind::Cell, j).count(Counter::Comparisons);
            if (last != -1)
                s.mark(HighlightKind::Source, last);
            co_yield s;
            if (same) {
                score += value;
                s.at(Anchor::Remove, 3, StepKind::Remove).say(Narration::Remove, value, score)
                    .var(Var::score, score).var(Var::last, -1).var(Var::changed, 1)
                    .mark(HighlightKind::Source, last).mark(HighlightKind::Target, j)
                    .count(Counter::PairsRemoved);
                run->takeOff(last, j);
                value = kEmpty;
                card[static_cast<std::size_t>(last)] = kEmpty;
                last = -1;
                changed = true;
                co_yield s;
            } else {
                last = j;
                co_yield s.at(Anchor::Remember, 3).say(Narration::Remember, 0, j, value)
                    .var(Var::last, last).mark(HighlightKind::Source, j);
            }
        }
        co_yield s.at(Anchor::Rounds, 1, StepKind::PassEnd)
            .say(changed ? Narration::AnotherRound : Narration::NoMoreRounds, round).var(Var::changed, changed);
    }
    run->finish(score);
    co_yield s.at(Anchor::Answer, 1, StepKind::Win).say(Narration::Answer, score).var(Var::score, score);
}

} // namespace sb::cards
