// SPDX-License-Identifier: GPL-3.0-or-later
#include "problem.h"

namespace sb {

std::uint64_t stepFromFormat1(const ProblemDesc& problem, const MethodDesc& method,
                              std::shared_ptr<const ProblemInput> input, CodeLanguage language, std::uint64_t oldStep,
                              std::uint64_t stepCap)
{
    if (!problem.legacy || oldStep == 0)
        return oldStep;
    Trace trace = method.trace(std::move(input), language);
    std::uint64_t steps = 0, old = 0;
    while (steps < stepCap && trace.steps.next()) {
        ++steps;
        const Step& s = trace.steps.value();
        const bool was = problem.legacy->wasStepOf ? problem.legacy->wasStepOf(s) : problem.legacy->wasStep(s.anchor);
        if (was && ++old == oldStep)
            break;
    }
    return steps;
}

} // namespace sb
