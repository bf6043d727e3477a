// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace sb::caro {

/// Where a generated winning line lies.
enum class WinLine { Any, Row, Column, Diagonal, AntiDiagonal };

struct RandomGameOptions {
    int n = 15;
    int moves = 60;
    bool winner = true;
    WinLine line = WinLine::Any;
    bool lastStoneInTheMiddle = false; ///< the winning stone fills the middle of its line, not an end
    std::uint32_t seed = 1;
};

/// A random game as input text. With a winner, the last move completes a line
/// of exactly five and nobody wins before it; without, nobody ever wins.
/// nullopt when the options cannot be met: a board under 5 for a win, fewer
/// moves than a win needs, or a board so full that a win cannot be avoided.
std::optional<std::string> randomGame(const RandomGameOptions& options);

/// The fewest moves a game whose last move wins can have (9: X wins on move 9).
inline constexpr int kFewestWinningMoves = 9;

} // namespace sb::caro
