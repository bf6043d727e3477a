// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinescan.h"

namespace sb::ui {

TimelineIndex scanTimeline(const MethodDesc* method, std::shared_ptr<const ProblemInput> input, StepKind kind,
                           std::shared_ptr<std::atomic<bool>> cancel)
{
    TimelineIndex index;
    Trace trace = method->trace(std::move(input));
    while (index.steps < kStepCap) {
        if ((index.steps & 0xffff) == 0 && cancel->load(std::memory_order_relaxed))
            return index;
        if (!trace.steps.next()) {
            index.complete = true;
            index.finalStep = index.steps;
            if (trace.outcome->repetition)
                index.repeatFrom = trace.outcome->repetition->sameAsStep;
            return index;
        }
        ++index.steps;
        if (trace.steps.value().kind == kind) {
            index.moments.push_back(index.steps);
            index.momentDepths.push_back(trace.steps.value().depth);
        }
    }
    index.capped = true;
    return index;
}

} // namespace sb::ui
