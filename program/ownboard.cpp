// SPDX-License-Identifier: GPL-3.0-or-later
#include "ownboard.h"

#include "trace.h"

#include "core/player.h"
#include "core/problem.h"

#include <algorithm>

namespace sb::program {

std::optional<BoardChoice> guessBoard(const Trace& trace, const ProblemDesc& problem, const ProblemInput& input)
{
    constexpr std::size_t kLooks = 64;
    if (trace.empty())
        return std::nullopt;
    const std::size_t last = trace.size() - 1;
    for (std::size_t look = 0; look < kLooks && look <= last; ++look) {
        const std::size_t step = last - last * look / kLooks;
        if (std::optional<BoardChoice> choice = sb::guessBoard(problem, input, trace.state(step).all()))
            return choice;
    }
    return std::nullopt;
}

std::variant<ProgramBoard, BoardMisfit> readBoard(const ProblemDesc& problem, const ProblemInput& input,
                                                  const BoardChoice& choice, const TraceState& state,
                                                  std::string_view inputRead)
{
    const std::string* text = state.anywhere(choice.variable);
    if (!text)
        return BoardMisfit{};
    const std::optional<ProgramValue> value = parseProgramValue(*text);
    if (!value)
        return BoardMisfit{BoardMisfit::Kind::NotAList, -1, 0, 0, {}};
    return problem.programBoardReader->read(input, choice, *value, inputRead);
}

std::variant<ProgramBoard, BoardMisfit> readBoardAt(const Trace& trace, std::size_t step, const ProblemDesc& problem,
                                                    const ProblemInput& input, std::string_view inputBytes,
                                                    const BoardChoice& choice)
{
    const std::string_view read = inputBytes.substr(0, std::min<std::size_t>(trace.inputTaken(step), inputBytes.size()));
    return readBoard(problem, input, choice, trace.state(step), read);
}

ProgramUnits ProgramUnits::ofMoves(const std::vector<std::size_t>& moveEnds, std::size_t positions, std::size_t lines)
{
    ProgramUnits out;
    if (positions == 0)
        return out;
    out.m_steps = positions;
    out.m_lines = lines;
    out.m_stretches.emplace_back(0, 0);
    std::uint64_t done = 0;
    for (const std::size_t end : moveEnds) {
        ++done;
        if (end >= positions)
            break;
        if (out.m_stretches.back().first == end)
            out.m_stretches.back().second = done; // two moves at one position: the later counts
        else
            out.m_stretches.emplace_back(end, done);
    }
    return out;
}

ProgramUnits ProgramUnits::of(const Trace& trace, const ProblemDesc& problem, const ProblemInput& input,
                              std::string_view inputBytes, const std::optional<BoardChoice>& choice)
{
    ProgramUnits out;
    const ProgramBoardReader* reader = problem.programBoardReader;
    if (!reader || !reader->unitsDone || trace.empty())
        return out;
    out.m_steps = trace.positions();
    out.m_lines = trace.size();
    const auto bytes = [](std::string_view text, std::uint32_t n) { return text.substr(0, std::min<std::size_t>(n, text.size())); };
    // Where the board can tell, it caps the units: a program that reads the whole input at once has
    // played none of its moves before its board is made. A board never read at all caps nothing.
    const auto count = [&](bool onBoard) {
        std::vector<std::pair<std::size_t, std::uint64_t>> stretches;
        std::uint64_t read = 0;
        bool readable = false;   // the board could be read at some step so far
        std::uint64_t shown = 0; // the units it showed when it last could
        for (std::size_t s = 0; s < out.m_steps; ++s) {
            const bool inputMoved = s == 0 || trace.inputTaken(s) != trace.inputTaken(s - 1);
            if (inputMoved || trace.outputWritten(s) != trace.outputWritten(s - 1))
                read = reader->unitsDone(bytes(inputBytes, trace.inputTaken(s)), bytes(trace.output, trace.outputWritten(s)));
            if (onBoard) {
                // The board is read again only where it may have changed: the variable set or gone, a frame
                // come or gone (another variable of that name may be the innermost now), more input read.
                bool again = inputMoved || trace.depth(s) != trace.depth(s - 1);
                if (!again)
                    for (const TraceChange& c : trace.changes(s))
                        again = again || c.name == choice->variable;
                if (again) {
                    const auto board = readBoardAt(trace, s, problem, input, inputBytes, *choice);
                    if (const auto* b = std::get_if<ProgramBoard>(&board)) {
                        readable = true;
                        shown = reader->unitsOnBoard(*b);
                    }
                }
            }
            const std::uint64_t units = onBoard ? std::min(read, shown) : read;
            if (stretches.empty() || stretches.back().second != units)
                stretches.emplace_back(s, units);
        }
        return std::pair(std::move(stretches), readable);
    };
    auto [stretches, readable] = count(reader->unitsOnBoard && choice);
    out.m_stretches = readable ? std::move(stretches) : count(false).first;
    return out;
}

std::optional<BoardDifference> firstBoardDifference(const Trace& trace, const ProgramUnits& units,
                                                    const ProblemDesc& problem, const MethodDesc& method,
                                                    std::shared_ptr<const ProblemInput> input,
                                                    std::string_view inputBytes, const BoardChoice& choice,
                                                    CodeLanguage language, std::uint64_t cap,
                                                    const std::atomic<bool>* stop)
{
    if (!units.counted() || !problem.programBoardReader || !input)
        return std::nullopt;
    const UnitStarts starts = unitStarts(problem, method, input, language, cap, stop);
    Player::Options options;
    options.stepCap = cap;
    Player player([&method, input, language] { return method.trace(input, language); }, options);
    player.setInterrupt([stop] { return stop && stop->load(std::memory_order_relaxed); });
    for (const auto& [first, done] : units.stretches()) {
        if (stop && stop->load(std::memory_order_relaxed))
            return std::nullopt;
        const std::size_t last = units.stretchEnd(first);
        const auto read = readBoardAt(trace, last, problem, *input, inputBytes, choice);
        const auto* mine = std::get_if<ProgramBoard>(&read);
        if (!mine)
            continue;
        if (const std::optional<std::uint64_t> beside = starts.beside(done))
            player.seek(*beside);
        else if (starts.cut)
            player.seek(starts.steps);
        else
            player.runToEnd();
        if (player.interrupted())
            return std::nullopt;
        const std::span<const CellValue> theirs = player.board();
        if (mine->cells.size() < theirs.size() || !std::equal(theirs.begin(), theirs.end(), mine->cells.begin()))
            return BoardDifference{last, done, player.position()};
    }
    return std::nullopt;
}

std::vector<std::uint64_t> ProgramUnits::linesPerUnit() const
{
    std::vector<std::uint64_t> lines;
    for (std::size_t i = 0; i < m_stretches.size(); ++i) {
        const auto [first, units] = m_stretches[i];
        const std::size_t end = i + 1 < m_stretches.size() ? m_stretches[i + 1].first : m_steps;
        if (lines.size() <= units)
            lines.resize(units + 1, 0);
        lines[units] += std::min(end, m_lines) - std::min(first, m_lines);
    }
    return lines;
}

std::size_t ProgramUnits::stretchOf(std::size_t step) const
{
    const auto it = std::upper_bound(m_stretches.begin(), m_stretches.end(), step,
                                     [](std::size_t s, const auto& stretch) { return s < stretch.first; });
    return static_cast<std::size_t>(std::max<std::ptrdiff_t>(0, it - m_stretches.begin() - 1));
}

std::uint64_t ProgramUnits::at(std::size_t step) const
{
    return m_stretches.empty() ? 0 : m_stretches[stretchOf(step)].second;
}

std::size_t ProgramUnits::stretchEnd(std::size_t step) const
{
    if (m_stretches.empty())
        return step;
    const std::size_t i = stretchOf(step);
    return i + 1 < m_stretches.size() ? m_stretches[i + 1].first - 1 : m_steps - 1;
}

std::optional<std::size_t> ProgramUnits::nextStretchEnd(std::size_t step) const
{
    const std::optional<std::size_t> start = nextStretchStart(step);
    return start ? std::optional(stretchEnd(*start)) : std::nullopt;
}

std::size_t ProgramUnits::stretchStart(std::size_t step) const
{
    return m_stretches.empty() ? step : m_stretches[stretchOf(step)].first;
}

std::optional<std::size_t> ProgramUnits::nextStretchStart(std::size_t step) const
{
    if (m_stretches.empty())
        return std::nullopt;
    const std::size_t i = stretchOf(step);
    if (i + 1 >= m_stretches.size())
        return std::nullopt;
    return m_stretches[i + 1].first;
}

std::optional<std::size_t> ProgramUnits::previousStretchEnd(std::size_t step) const
{
    if (m_stretches.empty())
        return std::nullopt;
    const std::size_t i = stretchOf(step);
    if (i == 0)
        return std::nullopt;
    return m_stretches[i].first - 1;
}

} // namespace sb::program
