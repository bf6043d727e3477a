// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzchecks.h"

#include <string>
#include <utility>
#include <vector>

namespace sb::fuzz {

std::span<const Target> targets()
{
    // Every problem's input target, then every problem's step target, named as the libFuzzer
    // programs are (fuzz/CMakeLists.txt).
    static const std::vector<Target> all = [] {
        std::vector<Target> made;
        using Check = Finding (*)(const ProblemDesc&, std::span<const std::uint8_t>);
        const std::pair<const char*, Check> kinds[] = {{"_input_fuzzer", checkInputParser},
                                                       {"_steps_fuzzer", checkStepGenerator}};
        for (const auto& [kind, check] : kinds)
            for (const ProblemDesc* p : problems())
                if (p->fuzzInputs)
                    made.push_back({std::string(p->id) + kind, p, check});
        return made;
    }();
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
