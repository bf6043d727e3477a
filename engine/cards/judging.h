// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <memory>

namespace sb::cards {

/// The judge's tests in the editorial's two subtasks: one row (n = 1), then any table.
/// Among them, the tables the editorial's mistakes trip on: a pair of zeros taken off,
/// pairs that need a second round, a column, a gap left by a pair.
const TestBank& testBank();

/// Cuts a card-game run into rounds: what matters of a round is which pairs it took off.
std::unique_ptr<MomentReader> momentReader(const ProblemInput& input);

} // namespace sb::cards
