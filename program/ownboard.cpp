// SPDX-License-Identifier: GPL-3.0-or-later
#include "ownboard.h"

#include "trace.h"

#include "core/problem.h"

namespace sb::program {

std::optional<BoardChoice> guessBoard(const Trace& trace, const ProblemDesc& problem, const ProblemInput& input)
{
    constexpr std::size_t kLooks = 64;
    if (trace.empty())
        return std::nullopt;
    const std::size_t last = trace.size() - 1;
    for (std::size_t look = 0; look < kLooks && look <= last; ++look) {
        const std::size_t step = last - last * look / kLooks;
        if (std::optional<BoardChoice> choice = sb::guessBoard(problem, input, trace.state(step).all()))
            return choice;
    }
    return std::nullopt;
}

} // namespace sb::program
