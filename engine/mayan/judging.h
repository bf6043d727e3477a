// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <memory>

namespace sb::mayan {

/// The judge's tests: boards built backwards from the empty board for one to five moves,
/// boards with no answer, and the boards the editorial's warnings are about (one needs a
/// wasted swap of two blocks of one colour, others a chain, a fall, or runs cleared together).
const TestBank& testBank();

/// Cuts a Mayan search into nodes: the move a node makes and the board it leaves.
std::unique_ptr<MomentReader> momentReader(const ProblemInput& input);

} // namespace sb::mayan
