// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace sb::cards {

struct RandomTableOptions {
    int n = 3;
    int m = 6;
    int rounds = 2; ///< rounds the correct method needs, the last one taking nothing off included
    std::uint32_t seed = 1;
};

/// A valid random table as input text: every value exactly twice, needing
/// exactly `rounds` rounds. Tables that need many rounds hold a nested
/// palindrome (a b c c b a): a scan takes only its innermost pair each round.
/// nullopt when n x m is odd or no such table turned up.
std::optional<std::string> randomTable(const RandomTableOptions& options);

/// The most rounds a table of n x m needs by this construction (a nested palindrome of m/2 pairs, plus the last round).
int mostRounds(int n, int m);

} // namespace sb::cards
