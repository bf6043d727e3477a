// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pack.h"

#include <functional>
#include <vector>

/// A pack checked by running it: what reading it cannot tell.
namespace sb::pack {

/// Builds each solution in the sandbox and runs it on the samples with the pack's limits, then records
/// each method and each mistake on the first sample to find its board. The faults found, in the order of
/// the solutions:
/// - one that does not build (DoesNotBuild, at the compiler's first error in its file);
/// - a method that fails a sample (FailsSample; a classic mistake may fail them);
/// - a board variable that no line of the recording holds (BoardNotFound), or holds but never as the
///   board is laid out (BoardNotDrawn), at the line of stepboard.yaml that names it.
/// None is severe: the other solutions step. `keepGoing`, asked between solutions, stops the check early.
std::vector<Fault> check(const Pack& pack, const std::function<bool()>& keepGoing = {});

} // namespace sb::pack
