// SPDX-License-Identifier: GPL-3.0-or-later
#include "climessages.h"

#include <string>

namespace sb {

std::string describe(const ProblemDesc& problem, const InputError& e)
{
    if (isProblemMessage(e.message))
        return problem.describeMessage(e);
    switch (e.message) {
    case SharedMessages::ExpectedInteger:
        return "expected a whole number";
    case SharedMessages::NumberTooLarge:
        return "number too large";
    case SharedMessages::StrayToken:
        return "unexpected text after the end of the input";
    }
    return "invalid input";
}

} // namespace sb
