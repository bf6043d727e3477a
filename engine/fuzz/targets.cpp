// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzchecks.h"

#include "accordion/accordion.h"
#include "cards/cards.h"
#include "caro/caro.h"
#include "mayan/mayan.h"

#include <array>

namespace sb::fuzz {

std::span<const Target> targets()
{
    static const std::array<Target, 8> all = {{
        {"caro_input_fuzzer", &caro::kProblem, checkInputParser},
        {"cards_input_fuzzer", &cards::kProblem, checkInputParser},
        {"accordion_input_fuzzer", &accordion::kProblem, checkInputParser},
        {"mayan_input_fuzzer", &mayan::kProblem, checkInputParser},
        {"caro_steps_fuzzer", &caro::kProblem, checkStepGenerator},
        {"cards_steps_fuzzer", &cards::kProblem, checkStepGenerator},
        {"accordion_steps_fuzzer", &accordion::kProblem, checkStepGenerator},
        {"mayan_steps_fuzzer", &mayan::kProblem, checkStepGenerator},
    }};
    return all;
}

const Target* findTarget(std::string_view name) noexcept
{
    for (const Target& t : targets())
        if (t.name == name)
            return &t;
    return nullptr;
}

} // namespace sb::fuzz
