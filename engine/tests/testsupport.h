// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace sb::test {

std::string readFile(const std::filesystem::path& path);
void writeFile(const std::filesystem::path& path, const std::string& text);
std::filesystem::path resources();

/// Runs a shell command; returns its exit status and fills `out` with its stdout.
int runCommand(const std::string& command, std::string* out = nullptr);

/// A fresh empty folder under the system's temporary folder.
std::filesystem::path freshDir(const std::string& stem);

/// Everything a whole trace of one method produced.
struct TraceSummary {
    std::string output;
    std::uint64_t steps = 0;
    std::map<std::string, std::uint64_t> perAnchor; ///< anchor name -> steps on it
};
TraceSummary runTrace(const ProblemDesc& problem, const MethodDesc& method, const std::string& input);

/// A random Caro game on an n x n board with k distinct moves.
std::string randomCaro(std::mt19937& rng, int n, int k);

} // namespace sb::test
