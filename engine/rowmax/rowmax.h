// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

/// The largest value of a row: n, then n integers; print the largest. A small problem with one
/// method (a scan keeping the best so far) that lives in the tests only: it shows that a problem
/// is added from its own folders and one registration line on each side.
namespace sb::rowmax {

/// The events of this problem's steps, beside the shared StepKind::Line, Look and Compare.
struct Kinds {
    static constexpr StepKind NewBest = eventKind(0); ///< a value becomes the largest so far
    static constexpr StepKind Answer = eventKind(1);  ///< the largest is printed
};
extern const std::string_view kEventKinds[2];

/// This problem's work counters; their names are kCounters.
struct Counters {
    static constexpr Counter ValuesLooked{0}; ///< values of the row looked at: the moment counter
    static constexpr Counter Comparisons{1};  ///< a value compared with the best so far
};
extern const std::string_view kCounters[2];

/// Why an input is refused, beside the shared InputMessage ones.
struct Messages {
    static constexpr InputMessage MissingSize = problemMessage(0);      ///< the input is empty
    static constexpr InputMessage SizeOutOfRange = problemMessage(1);   ///< args: value, min, max
    static constexpr InputMessage MissingValues = problemMessage(2);    ///< args: values expected, values found
    static constexpr InputMessage ValueOutOfRange = problemMessage(3);  ///< args: value, min, max
};
extern const MessageDesc kMessages[4];
/// One of Messages in English, as the command line prints it.
std::string describeMessage(const InputError& error);

/// The listings keep the row in a global `int a[20]`.
inline constexpr int kMaxSize = 20;
inline constexpr int kMaxValue = 1'000'000'000;

/// A row of n integers.
struct RowInput : ProblemInput {
    std::vector<int> values;
    int n() const noexcept { return static_cast<int>(values.size()); }
};

/// Parses "n" and n integers; throws InputError naming line and column.
std::shared_ptr<const RowInput> parse(std::string_view text);

/// Board cells: one per value of the row.
inline constexpr CellValue kUnread = 0; ///< not read yet
inline constexpr CellValue kRead = 1;   ///< read, not the largest so far
inline constexpr CellValue kBest = 2;   ///< the largest so far

/// The listing lines the scan stops on; names are the `//@` markers.
enum class Anchor : std::uint16_t {
    PyImport, PyDefMain, PyMain, ReadAll, PyRow,
    ReadSize, ReadLoop, ReadValue, First, Scan, Compare, Keep, Answer, Return, MainEnd,
};

/// The listings' variables shown in the watch panel.
enum class Var : std::uint8_t { n, i, best };

/// What a step says; arguments in the order listed. Lines that only move the program along say
/// a LineNarration.
enum class Narration : std::uint16_t {
    ReadSize,  ///< n
    EmptyRow,  ///< -: Python makes the empty list the values go into
    ReadValue, ///< i, value
    First,     ///< value: the first value is the largest so far
    Larger,    ///< i, value, best: the value beats the best so far
    NotLarger, ///< i, value, best
    Keep,      ///< i, value: the best so far is now this value
    Answer,    ///< best
};
inline constexpr int kNarrationCount = static_cast<int>(Narration::Answer) + 1;

/// The scan: every line of the listing in `language`, in the order a debugger stops on them.
Trace traceScan(std::shared_ptr<const ProblemInput> input, CodeLanguage language);
/// The judge answer without steps.
SolveResult solveScan(const ProblemInput& input, std::uint64_t workBudget);
/// The steps and work of a whole run, counted from the row without running it.
Estimate estimateScan(const ProblemInput& input, CodeLanguage language);

/// The judge's tests.
const TestBank& testBank();
/// Cuts a run into the values it looks at: what matters of one is the best after it.
std::unique_ptr<MomentReader> momentReader(const ProblemInput& input);

/// How a student's program's row is read off its variables (ownboard.cpp).
extern const ProgramBoardReader kProgramBoardReader;

extern const ProblemDesc kProblem;

} // namespace sb::rowmax
