// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmax.h"

#include <array>

namespace sb::rowmax {

namespace {

const std::array kMethods = {
    MethodDesc{"scan", MethodRole::Correct, "keep-best", traceScan, solveScan, estimateScan},
};

constexpr std::array<std::string_view, static_cast<std::size_t>(Anchor::MainEnd) + 1> kAnchorNames = {
    "py-import", "py-def-main", "py-main", "read-all", "py-row", "read-size", "read-loop", "read-value",
    "first", "scan", "compare", "keep", "answer", "return", "main-end",
};

constexpr std::array<std::string_view, 3> kVarNames = {"n", "i", "best"};
static_assert(kVarNames.size() == static_cast<std::size_t>(Var::best) + 1);

constexpr std::array<std::string_view, kNarrationCount> kNarrationNames = {
    "read-size", "empty-row", "read-value", "first", "larger", "not-larger", "keep", "answer",
};

BoardShape shapeOf(const ProblemInput& in)
{
    const int n = static_cast<const RowInput&>(in).n();
    return {1, n, n, 0, 0};
}

/// The listings' row, read off the window's board: the values read so far. C++ keeps them in the
/// file's `int a[20]`, zero where nothing was read; Python's list grows one value at a time.
std::vector<std::pair<std::string, std::string>> programBoard(const ProblemInput& input, std::string_view,
                                                              std::span<const CellValue> board, CodeLanguage language)
{
    const auto& in = static_cast<const RowInput&>(input);
    const bool cpp = language == CodeLanguage::Cpp;
    std::string text = "[";
    const int places = cpp ? kMaxSize : in.n();
    for (int i = 0; i < places; ++i) {
        const bool read = i < in.n() && board[static_cast<std::size_t>(i)] != kUnread;
        if (!read && !cpp)
            break;
        text += (i ? ", " : "") + std::to_string(read ? in.values[static_cast<std::size_t>(i)] : 0);
    }
    return {{"a", text + "]"}};
}

} // namespace

const std::string_view kEventKinds[2] = {"new-best", "answer"};
const std::string_view kCounters[2] = {"values-looked", "comparisons"};

const ProblemDesc kProblem{
    "rowmax",
    kMethods,
    kAnchorNames,
    kVarNames,
    kNarrationNames,
    kEventKinds,
    kCounters,
    kMessages,
    [](std::string_view text) -> std::shared_ptr<const ProblemInput> { return parse(text); },
    describeMessage,
    shapeOf,
    Counters::ValuesLooked,
    Kinds::NewBest,
    "value",
    testBank,
    momentReader,
    {},
    nullptr,
    programBoard,
    &kProgramBoardReader,
    nullptr,
};

} // namespace sb::rowmax
