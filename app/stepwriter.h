// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/problem.h"

#include <cstdint>
#include <ostream>
#include <string>

namespace sb::cli {

/// Writes steps as JSON lines, straight into one buffer that goes to `out` in chunks.
class StepWriter {
public:
    StepWriter(const ProblemDesc& problem, BoardShape shape, std::ostream& out)
        : m_problem(problem), m_shape(shape), m_stream(out)
    {}
    /// Adds a step; false once the output cannot be written (the step is then lost).
    bool write(std::uint64_t number, const Step& s);
    /// Writes out what is buffered; false when that write fails.
    bool flush();

private:
    template <typename Items, typename Write>
    void list(const Items& items, Write write)
    {
        bool first = true;
        for (const auto& item : items) {
            if (!first)
                m_out += ',';
            first = false;
            write(item);
        }
    }
    void appendCell(std::int32_t cell);
    void appendHighlight(const Highlight& h);

    const ProblemDesc& m_problem;
    BoardShape m_shape;
    std::ostream& m_stream;
    std::string m_out;
};

} // namespace sb::cli
