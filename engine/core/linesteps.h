// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <cstdint>

namespace sb {

/// Fills a step already placed on its line as a line that sets one variable, saying so.
template <typename Var>
Step& assignLine(Step& s, Var var, std::int64_t value) noexcept
{
    return s.say(LineNarration::Assign, static_cast<int>(var), value).var(var, value);
}

/// Fills a step already placed on a counted loop's head: `value` is the turn about to run (the
/// first when `first`), or `end` when the test fails.
template <typename Var>
Step& loopHeadLine(Step& s, Var var, int value, bool first, bool end) noexcept
{
    if (end)
        return s.say(LineNarration::LoopEnd, static_cast<int>(var));
    return s.say(first ? LineNarration::LoopStart : LineNarration::LoopNext, static_cast<int>(var), value)
        .var(var, value);
}

} // namespace sb
