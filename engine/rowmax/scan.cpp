// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmax.h"

#include "core/linesteps.h"

namespace sb::rowmax {

namespace {

/// The state of one run of the scan, shared by its generator and its Trace.
struct ScanRun {
    std::shared_ptr<const RowInput> in;
    CodeLanguage language;
    std::shared_ptr<Outcome> outcome = std::make_shared<Outcome>();
    Step step;
    bool cpp() const noexcept { return language == CodeLanguage::Cpp; }
    /// main()'s depth: 1 in C++, 2 in Python, whose module level is a frame of its own.
    int mainDepth() const noexcept { return cpp() ? 1 : 2; }
    Step& loopHead(Anchor anchor, int value, bool first, bool end)
    {
        return loopHeadLine(step.at(anchor, mainDepth()), Var::i, value, first, end);
    }
};

/// Python's module level and the reading of the row: the lines before `best` is first set.
Generator<Step> readLines(std::shared_ptr<ScanRun> run)
{
    const RowInput& in = *run->in;
    Step& s = run->step;
    const int main = run->mainDepth();
    if (!run->cpp()) {
        co_yield s.at(Anchor::PyImport, 1).say(LineNarration::Import);
        co_yield s.at(Anchor::PyDefMain, 1).say(LineNarration::Define);
        co_yield s.at(Anchor::PyMain, 1).say(LineNarration::CallMain);
        co_yield s.at(Anchor::ReadAll, main).say(LineNarration::ReadAll);
    }
    co_yield s.at(Anchor::ReadSize, main).say(Narration::ReadSize, in.n()).var(Var::n, in.n());
    if (!run->cpp())
        co_yield s.at(Anchor::PyRow, main).say(Narration::EmptyRow);
    for (int i = 0; i <= in.n(); ++i) {
        co_yield run->loopHead(Anchor::ReadLoop, i, i == 0, i == in.n());
        if (i < in.n())
            co_yield s.at(Anchor::ReadValue, main)
                .say(Narration::ReadValue, i, in.values[static_cast<std::size_t>(i)])
                .mark(HighlightKind::Cell, i)
                .change(i, kUnread, kRead);
    }
}

Generator<Step> scanSteps(std::shared_ptr<ScanRun> run)
{
    const RowInput& in = *run->in;
    Step& s = run->step;
    const int main = run->mainDepth();
    for (const Step& step : readLines(run))
        co_yield step;
    int best = in.values[0];
    int bestAt = 0;
    co_yield s.at(Anchor::First, main, Kinds::NewBest)
        .say(Narration::First, best)
        .var(Var::best, best)
        .mark(HighlightKind::Cell, 0)
        .change(0, kRead, kBest)
        .count(Counters::ValuesLooked);
    for (int i = 1; i <= in.n(); ++i) {
        run->loopHead(Anchor::Scan, i, i == 1, i == in.n());
        if (i == in.n()) {
            co_yield s;
            break;
        }
        co_yield s.mark(HighlightKind::Cell, i);
        const int value = in.values[static_cast<std::size_t>(i)];
        co_yield s.at(Anchor::Compare, main, StepKind::Compare)
            .say(value > best ? Narration::Larger : Narration::NotLarger, i, value, best)
            .mark(HighlightKind::Cell, i)
            .mark(HighlightKind::Source, bestAt)
            .count(Counters::ValuesLooked)
            .count(Counters::Comparisons);
        if (value > best) {
            co_yield s.at(Anchor::Keep, main, Kinds::NewBest)
                .say(Narration::Keep, i, value)
                .var(Var::best, value)
                .mark(HighlightKind::Cell, i)
                .change(bestAt, kBest, kRead)
                .change(i, kRead, kBest);
            best = value;
            bestAt = i;
        }
    }
    run->outcome->output = std::to_string(best) + "\n";
    run->outcome->finished = true;
    co_yield s.at(Anchor::Answer, main, Kinds::Answer).say(Narration::Answer, best).mark(HighlightKind::Cell, bestAt);
    if (run->cpp()) {
        co_yield s.at(Anchor::Return, main).say(LineNarration::MainReturn);
        co_yield s.at(Anchor::MainEnd, main).say(LineNarration::MainEnd);
    }
}

const RowInput& rowInput(const ProblemInput& in)
{
    return static_cast<const RowInput&>(in);
}

} // namespace

Trace traceScan(std::shared_ptr<const ProblemInput> input, CodeLanguage language)
{
    auto run = std::make_shared<ScanRun>();
    run->in = std::static_pointer_cast<const RowInput>(std::move(input));
    run->language = language;
    Trace trace;
    trace.outcome = run->outcome;
    trace.boardCells = run->in->values.size();
    trace.steps = scanSteps(run);
    return trace;
}

SolveResult solveScan(const ProblemInput& input, std::uint64_t)
{
    const RowInput& in = rowInput(input);
    int best = in.values[0];
    for (const int v : in.values)
        best = v > best ? v : best;
    return {std::to_string(best) + "\n", StopReason::None, std::nullopt};
}

Estimate estimateScan(const ProblemInput& input, CodeLanguage language)
{
    const RowInput& in = rowInput(input);
    const auto n = static_cast<std::uint64_t>(in.n());
    std::uint64_t keeps = 0;
    int best = in.values[0];
    for (const int v : in.values)
        if (v > best) {
            best = v;
            ++keeps;
        }
    // Reading: the loop's n + 1 heads and n reads; the scan: `best`, n heads, n - 1 comparisons.
    const std::uint64_t shared = 1 + (n + 1) + n + 1 + n + (n - 1) + keeps + 1;
    const std::uint64_t own = language == CodeLanguage::Cpp ? 2 : 5; // return and brace; module, def, call, read-all, list
    return {shared + own, n, Counters::ValuesLooked};
}

} // namespace sb::rowmax
