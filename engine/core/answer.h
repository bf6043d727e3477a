// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sb {

/// Where a program's output first differs from the right answer, as a contest's judge compares
/// them: line by line, spaces at the ends of lines and empty lines at the end not counted.
struct AnswerDifference {
    int line = 0;          ///< 1-based
    std::string got;       ///< that line of the output ("" past its end)
    std::string expected;  ///< that line of the answer ("" past its end)
    /// The first byte of the output that differs: where that line starts, plus the characters it
    /// shares with the answer's line; the output's size when it has no such line.
    std::size_t at = 0;
};

/// Nothing when `output` is the answer `expected`.
std::optional<AnswerDifference> firstDifference(std::string_view output, std::string_view expected);

} // namespace sb
