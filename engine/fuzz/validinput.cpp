// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzchecks.h"

#include "core/bytesource.h"

namespace sb::fuzz {

std::string makeValidInput(const ProblemDesc& problem, std::span<const std::uint8_t> bytes)
{
    ByteSource src(bytes);
    return problem.fuzzInputs->makeSmall(src);
}

} // namespace sb::fuzz
