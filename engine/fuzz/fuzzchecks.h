// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace sb::fuzz {

/// What a check found wrong, in words for the person who reads the crash report; empty when
/// everything held. The libFuzzer targets abort on it; the regression test expects it empty.
using Finding = std::string;

/// Reads `bytes` as the window and the command line read an input file, then parses it as
/// `problem`. An accepted input written out in the canonical form parses to the same input;
/// a refused one names a line and column within the text, at a token (or at the end of the
/// text for a message that says something is missing), and a line end added after it moves
/// nothing. Line ends written \r\n or \r instead of \n change nothing either. Anything but an
/// InputError thrown is a finding too.
Finding checkInputParser(const ProblemDesc& problem, std::span<const std::uint8_t> bytes);

/// Makes a valid, small input of `problem` from `bytes` (the text before the first NUL byte when
/// it parses and is small, else one built from the bytes), picks a method and walks a Player over
/// its first few thousand steps: forward, back, seeking and jumping as the rest of the bytes say.
/// After every move the player stands where the move says, with the board, variables, counters
/// and step that a plain run of the generator to that step gives. A method whose run ends within
/// the bound prints what its solve() prints (or both say it never ends).
Finding checkStepGenerator(const ProblemDesc& problem, std::span<const std::uint8_t> bytes);

/// An input in one canonical text form (the samples' layout): equal inputs, equal texts.
std::string formatInput(const ProblemDesc& problem, const ProblemInput& input);

/// A valid input of `problem` made from fuzz bytes, small enough for thousands of runs a second.
std::string makeValidInput(const ProblemDesc& problem, std::span<const std::uint8_t> bytes);

/// A fuzz target of the engine: the name of its libFuzzer program and regression folder, and its check.
struct Target {
    std::string name;
    const ProblemDesc* problem;
    Finding (*check)(const ProblemDesc& problem, std::span<const std::uint8_t> bytes);
    Finding run(std::span<const std::uint8_t> bytes) const { return check(*problem, bytes); }
};

/// Every engine target: an input target and a step target per problem that has FuzzInputs.
std::span<const Target> targets();
const Target* findTarget(std::string_view name) noexcept;

} // namespace sb::fuzz
