// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion/accordion.h"
#include "cards/cards.h"
#include "caro/caro.h"
#include "core/problem.h"
#include "mayan/mayan.h"

#include <array>

namespace sb {

std::span<const ProblemDesc* const> problems() noexcept
{
    static constexpr std::array<const ProblemDesc*, 4> all = {&caro::kProblem, &cards::kProblem, &accordion::kProblem,
                                                              &mayan::kProblem};
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
