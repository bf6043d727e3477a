// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/listing.h"
#include "core/problem.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <ostream>
#include <random>
#include <string>
#include <vector>

namespace sb::test {

std::string readFile(const std::filesystem::path& path);
void writeFile(const std::filesystem::path& path, const std::string& text);
std::filesystem::path resources();

/// Where two texts of lines (two records) first part: "line N: \"…\" against \"…\"", or nothing when
/// they are the same.
std::string firstDifferentLine(const std::string& a, const std::string& b);

/// gcov -t's report of `file` (it also reports the library's headers) into line -> count.
std::map<int, std::uint64_t> parseGcov(const std::string& text, const std::string& file);

/// "line count" rows (pycount.py's, or any counter's) into line -> count.
std::map<int, std::uint64_t> parsePycount(const std::string& text);

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
TraceSummary runTrace(const ProblemDesc& problem, const MethodDesc& method, const std::string& input,
                      CodeLanguage language = CodeLanguage::Cpp);

/// One method's listing in one language, as the listing checks take it.
struct ListingCase {
    const ProblemDesc* problem;
    std::string method;
    CodeLanguage language;
};
void PrintTo(const ListingCase& c, std::ostream* os);
/// A name for gtest: problem_method_cpp or problem_method_py, '-' made '_'.
std::string listingCaseName(const ListingCase& c);
/// Every method of `problem`, in C++ and in Python.
std::vector<ListingCase> listingCases(const ProblemDesc& problem);

// The checks every listing passes, as gtest expectations; `inputs` are the inputs of its problem.
void expectAnchorsTheEngineKnows(const ListingCase& c);
void expectSameCodeInEveryCommentLanguage(const ListingCase& c);
/// Compiles or runs the listing on each input: the engine's answer, and each anchored
/// line run as often as the engine steps on its anchor.
void expectEngineAnswerAndStepCounts(const ListingCase& c, const std::vector<std::string>& inputs);
void expectEveryChangedVariableNamed(const ListingCase& c, const std::vector<std::string>& inputs);

/// A random Caro game on an n x n board with k distinct moves.
std::string randomCaro(std::mt19937& rng, int n, int k);

} // namespace sb::test
