// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion_inputs.h"

#include "accordion/randomdeal.h"
#include "testsupport.h"

namespace sb::test {

std::string accordionSample(const std::string& stem)
{
    return readFile(resources() / "samples/accordion" / (stem + ".txt"));
}

std::vector<std::string> accordionInputs()
{
    std::vector<std::string> all;
    for (const char* stem : {"sample", "one-pile", "three-before-one", "leftmost-first", "random-three"})
        all.push_back(accordionSample(stem));
    all.push_back(accordion::randomDeals(2, false, 21).value());
    all.push_back(accordion::randomDeals(1, true, 22).value());
    return all;
}

} // namespace sb::test
