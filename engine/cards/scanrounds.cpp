// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"

#include <map>
#include <optional>

namespace sb::cards {

namespace {

constexpr int kEmpty = -1;

/// One call of scanLine(): from (r, c) in direction (dr, dc) to the edge.
struct Scan {
    bool column;
    int index;        ///< the row or the column
    int dr, dc;
    std::int32_t first, last; ///< the line's end cells, for its highlight
};

Scan scanOf(const CardsRun& run, bool column, int index)
{
    const CardsInput& in = *run.in;
    if (column)
        return {true, index, 1, 0, run.cell(0, index), run.cell(in.n - 1, index)};
    return {false, index, 0, 1, run.cell(index, 0), run.cell(index, in.m - 1)};
}

Step& lineMarks(Step& s, const Scan& scan)
{
    return s.mark(HighlightKind::Segment, scan.first, scan.last).mark(HighlightKind::Direction, scan.dr, scan.dc);
}

/// main's line that calls scanLine(): the callee's r and c are the call's arguments.
Step& callLine(CardsRun& run, const Scan& scan)
{
    const int r = scan.column ? 0 : scan.index, c = scan.column ? scan.index : 0;
    run.line(scan.column ? Anchor::ColumnDone : Anchor::RowDone, run.mainDepth())
        .say(Narration::LineCall, scan.index, scan.column)
        .varIn(run.mainDepth() + 1, Var::r, r).varIn(run.mainDepth() + 1, Var::c, c);
    return lineMarks(run.step, scan);
}

/// The comparison with the last card still there (or, for the no-skip mistake, the last cell).
Step& compareLine(CardsRun& run, int r, int c, int lastR, int lastC, bool noSkip)
{
    const std::int32_t here = run.cell(r, c);
    const int value = run.card[static_cast<std::size_t>(here)];
    const bool hasLast = lastR != -1;
    const std::int32_t last = hasLast ? run.cell(lastR, lastC) : -1;
    const int lastValue = hasLast ? run.card[static_cast<std::size_t>(last)] : 0;
    const bool same = hasLast && value == lastValue;
    Narration said = Narration::CompareNoLast;
    if (same && value == kEmpty)
        said = Narration::CompareEmpties;
    else if (same)
        said = Narration::CompareSame;
    else if (hasLast)
        said = Narration::CompareDifferent;
    Step& s = run.line(Anchor::Compare, run.mainDepth() + 1, StepKind::Compare)
                  .say(said, r, c, value, same ? last : lastValue)
                  .mark(HighlightKind::Cell, here)
                  .count(Counters::Comparisons);
    if (noSkip)
        s.count(Counters::CellsLooked);
    if (hasLast)
        s.mark(HighlightKind::Source, last);
    return s;
}

Step& lookLine(CardsRun& run, int r, int c, bool isEmpty)
{
    const std::int32_t here = run.cell(r, c);
    const int value = run.card[static_cast<std::size_t>(here)];
    Narration said = Narration::LookCard;
    if (isEmpty)
        said = run.onTable[static_cast<std::size_t>(here)] ? Narration::LookZeroAsEmpty : Narration::LookEmpty;
    return run.line(Anchor::Look, run.mainDepth() + 1, StepKind::Look)
        .say(said, r, c, value)
        .mark(HighlightKind::Cell, here)
        .count(Counters::CellsLooked);
}

Step& walkLine(CardsRun& run, int r, int c, bool inside)
{
    Step& s = run.line(Anchor::Walk, run.mainDepth() + 1).say(inside ? Narration::WalkOn : Narration::WalkOff, r, c);
    return inside ? s.mark(HighlightKind::Cell, run.cell(r, c)) : s;
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

/// Whether main keeps what scanLine() returns and tests it (`removed = scanLine(...)`, `if (removed)`).
bool testsResult(const Rules& rules)
{
    return !rules.stopOnScore && !rules.oneRound;
}

} // namespace

// The full solution and five of the six classic mistakes: rounds of row scans and column scans
// until a round takes nothing off, every line of the listing a step. Pairs are the cells' values:
// card[] is the program's own table, EMPTY marks and all.
Generator<Step> scanRounds(std::shared_ptr<CardsRun> run, Rules rules)
{
    const CardsInput& in = *run->in;
    Step& s = run->step;
    std::vector<int>& card = run->card;
    const int empty = rules.zeroIsEmpty ? 0 : kEmpty;
    const int main = run->mainDepth(), inScan = main + 1;
    const bool cpp = run->cpp();
    for (const Step& step : readTableLines(run, rules))
        co_yield step;
    std::int64_t score = 0;
    // The no-skip mistake's table at each round's start: the score is only ever added
    // to, so a round that starts from a table seen before does what it did then, forever.
    std::map<std::vector<int>, RoundStart> seen;
    int round = 0;
    bool changed = true;
    if (!rules.oneRound) {
        co_yield run->assign(Anchor::Changed, main, Var::changed, 1);
        co_yield run->line(Anchor::Rounds, main).say(Narration::FirstRound);
    }
    while (changed) {
        ++round;
        const std::int64_t before = score;
        changed = false;
        if (!rules.oneRound) {
            const auto earlier = rules.noSkip ? startedBefore(seen, card, round, run->lines + 1) : std::nullopt;
            run->line(Anchor::Round, main).say(Narration::RoundStart, round).count(Counters::Rounds);
            if (rules.stopOnScore)
                s.var(Var::before, before);
            else
                s.var(Var::changed, 0);
            if (earlier) {
                run->outcome->repetition = Repetition{round, earlier->first, run->lines, earlier->second};
                co_yield s.say(Narration::RoundRepeats, round, earlier->first);
                co_return;
            }
            co_yield s;
        }
        for (int phase = 0; phase < (rules.rowsOnly ? 1 : 2); ++phase) {
            const bool column = phase == 1;
            const int lines = column ? in.m : in.n;
            for (int k = 0; k <= lines; ++k) {
                run->loopHead(column ? Anchor::Columns : Anchor::Rows, main, column ? Var::j : Var::i, k, k == 0,
                              k == lines);
                // With no loop, the one round has no line of its own: its first line counts it.
                if (rules.oneRound && !column && k == 0)
                    s.count(Counters::Rounds);
                co_yield s;
                if (k == lines)
                    break;
                const Scan scan = scanOf(*run, column, k);
                co_yield callLine(*run, scan);
                bool removedAny = false;
                co_yield lineMarks(run->assign(Anchor::LineStart, inScan, Var::removedAny, 0), scan)
                    .say(column ? Narration::ColumnStart : Narration::RowStart, k);
                int lastR = -1, lastC = -1;
                co_yield run->assign(Anchor::LastR, inScan, Var::lastR, lastR);
                co_yield run->assign(Anchor::LastC, inScan, Var::lastC, lastC);
                int r = column ? 0 : k, c = column ? k : 0;
                for (; r < in.n && c < in.m; r += scan.dr, c += scan.dc) {
                    co_yield walkLine(*run, r, c, true);
                    const std::int32_t here = run->cell(r, c);
                    int& value = card[static_cast<std::size_t>(here)];
                    const bool isEmpty = !rules.noSkip && value == empty;
                    if (!rules.noSkip)
                        co_yield lookLine(*run, r, c, isEmpty);
                    if (isEmpty && rules.lastOnEmpty) {
                        lastR = r;
                        lastC = c;
                        co_yield run->line(Anchor::RememberEmpty, inScan).say(Narration::RememberEmpty, r, c)
                            .var(Var::lastR, lastR).mark(HighlightKind::Source, here);
                        co_yield run->assign(Anchor::RememberEmptyC, inScan, Var::lastC, lastC);
                    } else if (!isEmpty) {
                        const bool same = lastR != -1 && value == card[static_cast<std::size_t>(run->cell(lastR, lastC))];
                        co_yield compareLine(*run, r, c, lastR, lastC, rules.noSkip);
                        if (same) {
                            const std::int32_t last = run->cell(lastR, lastC);
                            const int points = value;
                            score += points;
                            co_yield run->line(Anchor::Remove, inScan).say(Narration::Remove, points, score)
                                .global(Var::score, score)
                                .mark(HighlightKind::Source, last).mark(HighlightKind::Target, here);
                            value = empty;
                            run->line(Anchor::TakeHere, inScan).say(Narration::TakeOff, points, r, c)
                                .mark(HighlightKind::Target, here);
                            run->takeOff(here);
                            co_yield s;
                            card[static_cast<std::size_t>(last)] = empty;
                            run->line(Anchor::TakeLast, inScan, Kinds::Remove)
                                .say(Narration::TakeOffLast, points, lastR, lastC)
                                .mark(HighlightKind::Source, last).mark(HighlightKind::Target, here)
                                .count(Counters::PairsRemoved);
                            run->takeOff(last);
                            co_yield s;
                            lastR = -1;
                            co_yield run->assign(Anchor::ForgetR, inScan, Var::lastR, lastR);
                            lastC = -1;
                            co_yield run->assign(Anchor::ForgetC, inScan, Var::lastC, lastC);
                            removedAny = true;
                            co_yield run->assign(Anchor::Removed, inScan, Var::removedAny, 1);
                        } else {
                            lastR = r;
                            co_yield run->line(Anchor::Remember, inScan).say(Narration::Remember, r, c, value)
                                .var(Var::lastR, lastR).mark(HighlightKind::Source, here);
                            lastC = c;
                            co_yield run->assign(Anchor::RememberC, inScan, Var::lastC, lastC);
                        }
                    }
                    co_yield run->assign(Anchor::StepR, inScan, Var::r, r + scan.dr);
                    const bool inside = r + scan.dr < in.n && c + scan.dc < in.m;
                    run->line(Anchor::StepC, inScan).say(Narration::Stepped, r + scan.dr, c + scan.dc)
                        .var(Var::c, c + scan.dc);
                    if (inside)
                        s.mark(HighlightKind::Cell, run->cell(r + scan.dr, c + scan.dc));
                    co_yield s;
                }
                co_yield walkLine(*run, r, c, false);
                // main's `removed` takes the value back when the function is left: at C++'s closing brace.
                lineMarks(run->line(Anchor::LineReturn, inScan), scan).say(Narration::LineDone, removedAny, k, column);
                if (!cpp && testsResult(rules))
                    s.varIn(main, Var::removed, removedAny);
                co_yield s;
                if (cpp) {
                    run->line(Anchor::LineEnd, inScan).say(LineNarration::FunctionEnd);
                    if (testsResult(rules))
                        s.varIn(main, Var::removed, removedAny);
                    co_yield s;
                }
                changed = changed || removedAny;
                if (!testsResult(rules))
                    continue;
                co_yield run->line(column ? Anchor::ColumnTest : Anchor::RowTest, main)
                    .say(Narration::LineResult, removedAny, k, column);
                if (removedAny)
                    co_yield run->assign(column ? Anchor::ColumnChanged : Anchor::RowChanged, main, Var::changed, 1);
            }
        }
        if (rules.oneRound)
            break;
        if (rules.stopOnScore) {
            changed = score > before;
            co_yield run->assign(Anchor::ScoreCheck, main, Var::changed, changed);
        }
        co_yield run->line(Anchor::Rounds, main, Kinds::PassEnd).say(verdictOf(rules, changed, score == before), round);
    }
    run->finish(score);
    co_yield run->line(Anchor::Answer, main, Kinds::Win).say(Narration::Answer, score).global(Var::score, score);
    if (cpp) {
        co_yield run->line(Anchor::Return, main).say(LineNarration::MainReturn);
        co_yield run->line(Anchor::MainEnd, main).say(LineNarration::MainEnd);
    }
}

} // namespace sb::cards
