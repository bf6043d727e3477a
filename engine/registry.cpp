// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro/caro.h"
#include "core/problem.h"

#include <array>

namespace sb {

std::span<const ProblemDesc* const> problems() noexcept
{
    static constexpr std::array<const ProblemDesc*, 1> all = {&caro::kProblem};
    return all;
}

const ProblemDesc* findProblem(std::string_view id) noexcept
{
    for (const ProblemDesc* p : problems())
        if (p->id == id)
            return p;
    return nullptr;
}

} // namespace sb
