// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ownprogram.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace sb::program {

/// A program's work on many inputs: the lines it runs, counted by the rules of its recording (a run of
/// n lines is a Trace of n positions before its end), at the program's own pace, with nothing recorded.
/// Built once (C++ with the probes it is stepped with; Python checked by its parser), then run on each
/// input in the sandbox, each run in a folder of its own.
class LineCounter {
public:
    LineCounter(std::string_view source, Language language, std::string fileName = {});

    /// Empty when it is ready to count; else why not (the compiler's words, or the sandbox's).
    const std::string& error() const { return m_error; }

    struct Count {
        std::uint64_t lines = 0; ///< the lines it ran, at most the limit
        bool cut = false;        ///< it would have run more: stopped at the limit
        bool failed = false;     ///< it did not end well (crashed, out of time or memory): `lines` so far
    };
    /// Runs it on `input`, stopped past `limit` lines or `cpuSeconds` of CPU time.
    Count count(const std::string& input, std::uint64_t limit, double cpuSeconds = 10) const;

private:
    Language m_language;
    std::string m_fileName;
    std::shared_ptr<box::WorkFolder> m_folder; ///< the built program (C++: `debug`) or the .py
    std::string m_error;
};

} // namespace sb::program
