// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/programboard.h"

#include <optional>

namespace sb {
struct ProblemDesc;
struct ProblemInput;
} // namespace sb

namespace sb::program {

class Trace;

/// The board a recorded program keeps, guessed from its variables' names and shapes: at its last
/// line, else at lines spread back over the recording (a board kept in a loop's block is gone by
/// the end); nullopt when no variable at any of them can be the problem's board.
std::optional<BoardChoice> guessBoard(const Trace& trace, const ProblemDesc& problem, const ProblemInput& input);

} // namespace sb::program
