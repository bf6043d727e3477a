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
///   static Trace trace(std::shared_ptr<const Input>, P pick, CodeLanguage language);
///   static SolveResult solve(const Input&, P pick, std::uint64_t workBudget);
///   static Estimate estimate(const Input&, P pick, CodeLanguage language);
/// A problem whose steps are the same in both languages may leave out the language.
template <typename Runs, auto pick>
constexpr MethodDesc methodOf(std::string_view id, MethodRole role, std::string_view listing)
{
    using Input = typename Runs::Input;
    return {id, role, listing,
            [](std::shared_ptr<const ProblemInput> in, CodeLanguage language) {
                auto typed = std::static_pointer_cast<const Input>(std::move(in));
                if constexpr (requires { Runs::trace(typed, pick, language); })
                    return Runs::trace(std::move(typed), pick, language);
                else
                    return Runs::trace(std::move(typed), pick);
            },
            [](const ProblemInput& in, std::uint64_t budget) {
                return Runs::solve(static_cast<const Input&>(in), pick, budget);
            },
            [](const ProblemInput& in, CodeLanguage language) {
                const Input& typed = static_cast<const Input&>(in);
                if constexpr (requires { Runs::estimate(typed, pick, language); })
                    return Runs::estimate(typed, pick, language);
                else
                    return Runs::estimate(typed, pick);
            }};
}

} // namespace sb
