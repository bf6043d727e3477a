// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "caro/caro.h"

#include <memory>

namespace sb::bench {

/// N = 5000, K = 300000: stones spread over the whole board, nobody wins
/// until the very last move, which completes O's five on row 2500.
std::shared_ptr<const caro::CaroInput> lateWinner();

/// A game of `moves` random stones on an n x n board in which nobody wins.
std::shared_ptr<const caro::CaroInput> noWinner(int n, int moves);

} // namespace sb::bench
