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
    // Boards built to be solvable, one with a board the memo meets twice; a random board with no answer
    // after a search that prunes both ways; one the colour count gives up at once: -1.
    all.push_back(mayan::format(2, mayan::solvableBoard(2, 3, 3).value()));
    all.push_back(mayan::format(3, mayan::solvableBoard(3, 4, 12).value()));
    all.push_back(mayan::format(3, mayan::randomBoard(8, 3, 288)));
    all.push_back(mayan::format(1, mayan::randomBoard(9, 3, 5)));
    return all;
}

} // namespace sb::test
