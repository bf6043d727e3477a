// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mayan.h"

#include <cstdint>
#include <optional>
#include <string>

namespace sb::mayan {

/// A random board of `blocks` blocks (at most 35) in colours 1..`colours`, stacked from the
/// bottom of random columns, with no run of 3 to start with; the same seed gives the same board.
Board randomBoard(int blocks, int colours, std::uint32_t seed);

/// A board that `n` moves clear, built backwards from the empty board: n times, a run of 3
/// goes on top and a move undone (a swap in one row, or a block put back where it slid
/// from) breaks it, so that move made again clears the run. nullopt when kBuildTries attempts found none.
std::optional<Board> solvableBoard(int n, int colours, std::uint32_t seed);

inline constexpr int kBuildTries = 10'000;

} // namespace sb::mayan
