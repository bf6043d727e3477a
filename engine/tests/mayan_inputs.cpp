// SPDX-License-Identifier: GPL-3.0-or-later
#include "mayan_inputs.h"

#include "mayan/mayan.h"
#include "mayan/randomboard.h"
#include "testsupport.h"

namespace sb::test {

std::vector<std::string> mayanInputs()
{
    std::vector<std::string> all;
    for (const char* stem : {"sample", "one-move", "two-moves", "three-moves", "chain", "wasted-swap", "clear-at-once",
                             "clear-once", "no-fall"})
        all.push_back(readFile(resources() / "samples/mayan" / (std::string(stem) + ".txt")));
    // Solvable boards built backwards, and random boards that are mostly not: -1 after the whole search.
    for (const std::uint32_t seed : {3u, 4u})
        all.push_back(mayan::format(2, mayan::solvableBoard(2, 3, seed).value()));
    for (const std::uint32_t seed : {5u, 6u})
        all.push_back(mayan::format(1, mayan::randomBoard(9, 3, seed)));
    return all;
}

} // namespace sb::test
