// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"

namespace sb::cards {

namespace {

constexpr int kEmpty = -1;

/// The lines before the first pass: Python's module level, the reading of the first row, the
/// score and the loop's flag.
Generator<Step> readRowLines(std::shared_ptr<CardsRun> run)
{
    const CardsInput& in = *run->in;
    const int main = run->mainDepth();
    if (!run->cpp()) {
        co_yield run->line(Anchor::PyImport, 1).say(LineNarration::Import);
        co_yield run->line(Anchor::PyEmpty, 1).say(Narration::EmptyMark, kEmpty);
        co_yield run->line(Anchor::PyDefMain, 1).say(LineNarration::Define);
        co_yield run->line(Anchor::PyMain, 1).say(LineNarration::CallMain);
        co_yield run->line(Anchor::ReadAll, main).say(LineNarration::ReadAll);
    }
    co_yield run->line(Anchor::ReadSize, main).say(Narration::ReadSize, in.n, in.m).var(Var::n, in.n).var(Var::m, in.m);
    if (!run->cpp())
        co_yield run->line(Anchor::PyCard, main).say(Narration::EmptyTable);
    for (int j = 0; j <= in.m; ++j) {
        co_yield run->loopHead(Anchor::ReadCol, main, Var::j, j, j == 0, j == in.m);
        if (j < in.m)
            co_yield run->line(Anchor::ReadCard, main).say(Narration::ReadCard, 0, j, in.at(0, j))
                .mark(HighlightKind::Cell, j).change(j, kUnread, kCard);
    }
    co_yield run->assign(Anchor::Score, main, Var::score, 0);
    co_yield run->assign(Anchor::Changed, main, Var::changed, 1);
}

} // namespace

// Subtask 1: like its program, this reads the first row only and scans it
// from left to right again and again until a pass takes nothing off.
Generator<Step> scanOneRow(std::shared_ptr<CardsRun> run)
{
    const CardsInput& in = *run->in;
    Step& s = run->step;
    std::vector<int>& card = run->card;
    const int main = run->mainDepth();
    for (const Step& step : readRowLines(run))
        co_yield step;
    std::int64_t score = 0;
    int round = 0;
    bool changed = true;
    co_yield run->line(Anchor::Rounds, main).say(Narration::FirstRound);
    while (changed) {
        ++round;
        changed = false;
        co_yield run->line(Anchor::Round, main).say(Narration::RoundStart, round).var(Var::changed, 0).count(Counters::Rounds);
        int last = -1;
        co_yield run->assign(Anchor::LineStart, main, Var::last, last).say(Narration::RowStart, 0)
            .mark(HighlightKind::Segment, 0, in.m - 1).mark(HighlightKind::Direction, 0, 1);
        for (int j = 0; j <= in.m; ++j) {
            run->loopHead(Anchor::Walk, main, Var::j, j, j == 0, j == in.m);
            if (j == in.m) {
                co_yield s;
                break;
            }
            co_yield s.mark(HighlightKind::Cell, j);
            int& value = card[static_cast<std::size_t>(j)];
            co_yield run->line(Anchor::Look, main, StepKind::Look)
                .say(value == kEmpty ? Narration::LookEmpty : Narration::LookCard, 0, j, value)
                .mark(HighlightKind::Cell, j).count(Counters::CellsLooked);
            if (value == kEmpty) {
                co_yield run->line(Anchor::Skip, main).say(Narration::SkipEmpty, j);
                continue;
            }
            const bool same = last != -1 && value == card[static_cast<std::size_t>(last)];
            run->line(Anchor::Compare, main, StepKind::Compare)
                .say(same ? Narration::CompareSame : (last == -1 ? Narration::CompareNoLast : Narration::CompareDifferent),
                     0, j, value, same ? last : (last == -1 ? 0 : card[static_cast<std::size_t>(last)]))
                .mark(HighlightKind::Cell, j).count(Counters::Comparisons);
            if (last != -1)
                s.mark(HighlightKind::Source, last);
            co_yield s;
            if (same) {
                const int points = value;
                score += points;
                co_yield run->line(Anchor::Remove, main).say(Narration::Remove, points, score).var(Var::score, score)
                    .mark(HighlightKind::Source, last).mark(HighlightKind::Target, j);
                value = kEmpty;
                run->line(Anchor::TakeHere, main).say(Narration::TakeOff, points, 0, j).mark(HighlightKind::Target, j);
                run->takeOff(j);
                co_yield s;
                card[static_cast<std::size_t>(last)] = kEmpty;
                run->line(Anchor::TakeLast, main, Kinds::Remove).say(Narration::TakeOffLast, points, 0, last)
                    .mark(HighlightKind::Source, last).mark(HighlightKind::Target, j)
                    .count(Counters::PairsRemoved);
                run->takeOff(last);
                co_yield s;
                last = -1;
                co_yield run->assign(Anchor::Forget, main, Var::last, last);
                changed = true;
                co_yield run->assign(Anchor::Removed, main, Var::changed, 1);
            } else {
                last = j;
                co_yield run->line(Anchor::Remember, main).say(Narration::Remember, 0, j, value)
                    .var(Var::last, last).mark(HighlightKind::Source, j);
            }
        }
        co_yield run->line(Anchor::Rounds, main, Kinds::PassEnd)
            .say(changed ? Narration::AnotherRound : Narration::NoMoreRounds, round);
    }
    run->finish(score);
    co_yield run->line(Anchor::Answer, main, Kinds::Win).say(Narration::Answer, score).var(Var::score, score);
    if (run->cpp()) {
        co_yield run->line(Anchor::Return, main).say(LineNarration::MainReturn);
        co_yield run->line(Anchor::MainEnd, main).say(LineNarration::MainEnd);
    }
}

} // namespace sb::cards
