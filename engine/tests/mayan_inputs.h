// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace sb::test {

/// Mayan inputs the listings are checked on: the samples (the statement's, the chains,
/// the boards that show each mistake) and a few small random boards, solvable or not,
/// small enough that the plain search runs in a moment even traced line by line in Python.
std::vector<std::string> mayanInputs();

} // namespace sb::test
