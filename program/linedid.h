// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sb::program {

/// What one line of a recorded program did, in pieces the window words in its language: the
/// variables it set (one element of a list where only that changed: `b[3][4]`), what it read of the
/// input and what it printed.
struct LineDid {
    struct Set {
        std::string name;  ///< the variable, with the element's index where one element changed ("b[3][4]")
        std::string value; ///< its new value as the recorder wrote it
    };
    int line = 0; ///< the line that ran; 0: none has (the first step)
    std::vector<Set> sets;
    std::string read;    ///< the bytes of the input the line read
    std::string printed; ///< the bytes it printed
};

/// What the line before `step` did (the line that ran last when the program stands at `step`).
/// `input` is the input the program was recorded on.
LineDid lineDid(const Trace& trace, std::size_t step, std::string_view input);

} // namespace sb::program
