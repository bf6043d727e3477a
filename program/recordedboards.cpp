// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordedboards.h"

#include "trace.h"
#include "tracerun.h"

#include "core/problem.h"

#include <algorithm>
#include <string_view>
#include <variant>

namespace sb::program {

RecordedBoards::RecordedBoards(std::shared_ptr<const Trace> trace, const ProblemDesc& problem,
                               std::shared_ptr<const ProblemInput> input, std::string inputBytes, BoardChoice choice,
                               ProgramUnits units)
    : m_trace(std::move(trace)), m_problem(&problem), m_input(std::move(input)), m_inputBytes(std::move(inputBytes)),
      m_choice(std::move(choice)), m_units(std::move(units))
{
}

std::uint64_t RecordedBoards::last(bool units) const
{
    if (!m_trace || m_trace->empty())
        return 0;
    const std::size_t end = m_trace->positions() - 1;
    return units ? m_units.at(end) : end;
}

std::vector<std::size_t> RecordedBoards::frameSteps(std::uint64_t from, std::uint64_t to, bool units) const
{
    std::vector<std::size_t> steps;
    if (!m_trace || m_trace->empty() || to < from)
        return steps;
    if (!units) {
        for (std::uint64_t s = from; s <= std::min<std::uint64_t>(to, m_trace->positions() - 1); ++s)
            steps.push_back(static_cast<std::size_t>(s));
        return steps;
    }
    for (const auto& [first, done] : m_units.stretches())
        if (done >= from && done <= to)
            steps.push_back(first);
    return steps;
}

std::unique_ptr<TraceRun> RecordedBoards::run() const
{
    auto run = std::make_unique<TraceRun>(m_trace);
    run->setInput(m_inputBytes);
    run->setUnits(m_units);
    run->setBoard(m_problem, m_input, m_choice);
    return run;
}

std::optional<ProgramBoard> RecordedBoards::board(std::size_t step) const
{
    if (!m_trace || step >= m_trace->positions() || !m_input || !m_problem->programBoardReader)
        return std::nullopt;
    auto shown = readBoardAt(*m_trace, step, *m_problem, *m_input, m_inputBytes, m_choice);
    if (auto* b = std::get_if<ProgramBoard>(&shown))
        return std::move(*b);
    return std::nullopt;
}

} // namespace sb::program
