// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion/accordion.h"
#include "cards/cards.h"
#include "caro/caro.h"
#include "core/problem.h"
#include "mayan/mayan.h"

#include <vector>

namespace sb {

namespace {

std::vector<const ProblemDesc*>& all()
{
    static std::vector<const ProblemDesc*> list = {&caro::kProblem, &cards::kProblem, &accordion::kProblem,
                                                   &mayan::kProblem};
    return list;
}

} // namespace

std::span<const ProblemDesc* const> problems() noexcept
{
    return all();
}

const ProblemDesc* findProblem(std::string_view id) noexcept
{
    for (const ProblemDesc* p : problems())
        if (p->id == id)
            return p;
    return nullptr;
}

void registerProblem(const ProblemDesc* problem)
{
    if (problem && !findProblem(problem->id))
        all().push_back(problem);
}

} // namespace sb
