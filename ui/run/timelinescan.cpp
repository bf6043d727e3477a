// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/timelinescan.h"

#include "core/player.h"

namespace sb::ui {

namespace {

/// Keeps every other mark, so a very long trace's marks stay within kMaxMarks.
void thin(TimelineIndex& index)
{
    qsizetype kept = 0;
    for (qsizetype i = 0; i < index.moments.size(); i += 2)
        index.moments[kept++] = index.moments[i];
    index.moments.resize(kept);
    index.momentStride *= 2;
}

} // namespace

TimelineIndex scanTimeline(const MethodDesc* method, std::shared_ptr<const ProblemInput> input, CodeLanguage language,
                           StepKind kind,
                           std::uint64_t cap, std::shared_ptr<std::atomic<bool>> cancel)
{
    TimelineIndex index;
    std::array<std::array<qint64, kCounterCount>, Player::kTallyDepths> totals{};
    const auto finish = [&index, &totals] {
        index.counterKinds = kCounterCount;
        index.depthTotals.reserve(Player::kTallyDepths * kCounterCount);
        for (const auto& depth : totals)
            for (const qint64 total : depth)
                index.depthTotals.push_back(total);
    };
    Trace trace = method->trace(std::move(input), language);
    while (index.steps < cap) {
        if ((index.steps & 0xffff) == 0 && cancel->load(std::memory_order_relaxed))
            return index;
        if (!trace.steps.next()) {
            index.complete = true;
            index.finalStep = index.steps;
            if (trace.outcome->repetition)
                index.repeatFrom = trace.outcome->repetition->sameAsStep;
            finish();
            return index;
        }
        ++index.steps;
        const Step& s = trace.steps.value();
        auto& atDepth = totals[static_cast<std::size_t>(Player::tallyDepth(s.depth))];
        for (const CounterInc& c : s.increments())
            atDepth[static_cast<int>(c.counter)] += c.amount;
        if (s.kind == kind) {
            if (index.momentCount % index.momentStride == 0) {
                index.moments.push_back(index.steps);
                if (index.moments.size() >= kMaxMarks)
                    thin(index);
            }
            ++index.momentCount;
        }
    }
    index.capped = true;
    finish();
    return index;
}

} // namespace sb::ui
