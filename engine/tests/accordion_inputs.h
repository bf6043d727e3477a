// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace sb::test {

/// Accordion inputs the listings and the estimates are checked on: the samples
/// (the UVa sample, a deck that ends in one pile, the decks that show each mistake)
/// and a few random decks.
std::vector<std::string> accordionInputs();

/// One of resources/samples/accordion, by stem.
std::string accordionSample(const std::string& stem);

} // namespace sb::test
