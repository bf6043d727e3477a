// SPDX-License-Identifier: GPL-3.0-or-later
// One libFuzzer program per engine target; STEPBOARD_FUZZ_TARGET names it (see targets.cpp).
#include "fuzzchecks.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const sb::fuzz::Target* const target = sb::fuzz::findTarget(STEPBOARD_FUZZ_TARGET);
    if (!target) {
        std::fprintf(stderr, "no fuzz target named %s\n", STEPBOARD_FUZZ_TARGET);
        std::abort();
    }
    const sb::fuzz::Finding finding = target->run({data, size});
    if (!finding.empty()) {
        std::fprintf(stderr, "%s: %s\n", STEPBOARD_FUZZ_TARGET, finding.c_str());
        std::abort();
    }
    return 0;
}
