// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <memory>

namespace sb::accordion {

/// The judge's tests: single decks (one that ends in a single pile), then inputs of many decks.
const TestBank& testBank();

/// Cuts an accordion run into card moves: which card went from which pile to which, in which deck.
std::unique_ptr<MomentReader> momentReader(const ProblemInput& input);

} // namespace sb::accordion
