// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "problem.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <utility>

namespace sb {

/// A problem's method table entry, for a method picked by a constant (an enum value, or the
/// address of a rules object) among the problem's own run functions. `Runs` names its input
/// type `Input` and has
///   static Trace trace(std::shared_ptr<const Input>, P pick);
///   static SolveResult solve(const Input&, P pick, std::uint64_t workBudget);
///   static Estimate estimate(const Input&, P pick);
template <typename Runs, auto pick>
constexpr MethodDesc methodOf(std::string_view id, MethodRole role, std::string_view listing)
{
    using Input = typename Runs::Input;
    return {id, role, listing,
            [](std::shared_ptr<const ProblemInput> in) {
                return Runs::trace(std::static_pointer_cast<const Input>(std::move(in)), pick);
            },
            [](const ProblemInput& in, std::uint64_t budget) {
                return Runs::solve(static_cast<const Input&>(in), pick, budget);
            },
            [](const ProblemInput& in) { return Runs::estimate(static_cast<const Input&>(in), pick); }};
}

} // namespace sb
