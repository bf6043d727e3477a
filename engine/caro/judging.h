// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <memory>

namespace sb::caro {

/// The judge's tests in the editorial's three subtasks (N <= 15, N <= 300, N <= 5000),
/// with the games that catch each trap: a winning stone in the middle of its line, a
/// line of six or seven, a win on the anti-diagonal.
const TestBank& testBank();

/// Cuts a Caro run into moves: what matters of a move is whether the method saw a win after it.
std::unique_ptr<MomentReader> momentReader(const ProblemInput& input);

} // namespace sb::caro
