// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracerun.h"

#include "linedid.h"

#include "core/problem.h"

#include <algorithm>
#include <utility>

namespace sb::program {

TraceRun::TraceRun(std::shared_ptr<const Trace> trace) : m_trace(std::move(trace))
{
    if (!m_trace)
        m_trace = std::make_shared<const Trace>();
}

void TraceRun::setBoard(const ProblemDesc* problem, std::shared_ptr<const ProblemInput> input,
                        std::optional<BoardChoice> choice)
{
    m_problem = problem;
    m_problemInput = std::move(input);
    m_choice = std::move(choice);
    forgetBoards();
}

void TraceRun::forgetBoards()
{
    m_board.reset();
    m_boardChanges.reset();
    m_changeSteps.clear();
    m_marked.reset();
}

const std::optional<Step>& TraceRun::stepOfChangeAt(std::size_t at) const
{
    const auto known = m_changeSteps.find(at);
    if (known != m_changeSteps.end())
        return known->second;
    std::optional<Step>& out = m_changeSteps[at];
    const auto before = readBoardAt(*m_trace, at - 1, *m_problem, *m_problemInput, m_input, *m_choice);
    const auto after = readBoardAt(*m_trace, at, *m_problem, *m_problemInput, m_input, *m_choice);
    const auto* b = std::get_if<ProgramBoard>(&before);
    const auto* a = std::get_if<ProgramBoard>(&after);
    Step step;
    if (b && a && m_problem->programBoardReader->stepOfChange(*m_problemInput, b->cells, a->cells, step))
        out = step;
    return out;
}

const TraceRun::Marked& TraceRun::marked() const
{
    if (m_marked && m_marked->at == m_at)
        return *m_marked;
    m_marked.emplace();
    m_marked->at = m_at;
    if (!m_problem || !m_problem->programBoardReader || !m_problem->programBoardReader->stepOfChange ||
        !m_problemInput || !m_choice || m_trace->empty())
        return *m_marked;
    if (!m_boardChanges)
        m_boardChanges = m_trace->changesOf(m_choice->variable);
    // The changes at or before the position, the latest first; a few only: a line that changed the
    // variable but not the board (a border, a count kept beside it) is passed over.
    constexpr int kLookBack = 64;
    auto it = std::upper_bound(m_boardChanges->begin(), m_boardChanges->end(), m_at);
    for (int looked = 0; it != m_boardChanges->begin() && looked < kLookBack; ++looked) {
        const std::size_t at = *--it;
        if (at == 0)
            break;
        if (const std::optional<Step>& step = stepOfChangeAt(at)) {
            m_marked->last.emplace(at, *step);
            break;
        }
    }
    return *m_marked;
}

const Step* TraceRun::boardStep() const
{
    const Marked& m = marked();
    return m.last && m.last->first == m_at ? &m.last->second : nullptr;
}

std::optional<std::int32_t> TraceRun::boardVar(int id) const
{
    const Marked& m = marked();
    if (!m.last)
        return std::nullopt;
    std::optional<std::int32_t> out;
    for (const VarChange& v : m.last->second.changedVars())
        if (v.var == id)
            out = v.value;
    return out;
}

std::optional<RunBoard> TraceRun::board() const
{
    if (!m_problem || !m_problem->programBoardReader || !m_problemInput || !m_choice || m_trace->empty())
        return std::nullopt;
    if (!m_board || m_board->first != m_at)
        m_board.emplace(m_at, readBoardAt(*m_trace, m_at, *m_problem, *m_problemInput, m_input, *m_choice));
    RunBoard out;
    if (const auto* read = std::get_if<ProgramBoard>(&m_board->second)) {
        out.cells = read->cells;
        out.input = read->input;
    } else {
        out.misfit = std::get<BoardMisfit>(m_board->second);
    }
    return out;
}

std::optional<std::uint64_t> TraceRun::length() const
{
    return m_trace->empty() ? std::optional<std::uint64_t>() : std::optional<std::uint64_t>(last());
}

bool TraceRun::atEnd() const
{
    return m_at >= last();
}

int TraceRun::nextLine() const
{
    return m_trace->empty() ? 0 : m_trace->line(m_at);
}

int TraceRun::ranLine() const
{
    return m_at == 0 || m_trace->empty() ? 0 : m_trace->line(m_at - 1);
}

std::vector<RunEvent> TraceRun::lastDid() const
{
    const LineDid did = lineDid(*m_trace, m_at, m_input);
    if (did.line == 0)
        return {};
    std::vector<RunEvent> out;
    const auto add = [&](RunEvent::Kind kind, std::string name, std::string value) {
        RunEvent e;
        e.kind = kind;
        e.line = did.line;
        e.name = std::move(name);
        e.value = std::move(value);
        out.push_back(std::move(e));
    };
    add(RunEvent::Kind::Ran, {}, {});
    for (const LineDid::Set& set : did.sets)
        add(RunEvent::Kind::Set, set.name, set.value);
    if (!did.read.empty())
        add(RunEvent::Kind::Read, {}, did.read);
    if (!did.printed.empty())
        add(RunEvent::Kind::Printed, {}, did.printed);
    if (const Step* step = boardStep()) {
        add(RunEvent::Kind::Board, {}, {});
        out.back().step = *step;
    }
    return out;
}

std::map<int, std::uint64_t> TraceRun::lineCounts() const
{
    if (m_runsOfLine.empty())
        for (std::size_t s = 0; s < m_trace->size(); ++s)
            m_runsOfLine[m_trace->line(s)].push_back(s);
    // Lines 0 to m_at - 1 have run.
    std::map<int, std::uint64_t> out;
    for (const auto& [line, at] : m_runsOfLine)
        out[line] = static_cast<std::uint64_t>(std::lower_bound(at.begin(), at.end(), m_at) - at.begin());
    return out;
}

int TraceRun::waitingLine(int depth) const
{
    for (std::size_t s = m_at; s-- > 0;)
        if (m_trace->depth(s) == depth)
            return m_trace->line(s);
    return 0;
}

namespace {

std::vector<RunVariable> shownOf(const std::vector<Variable>& variables, const std::vector<TraceChange>& changed, bool global)
{
    std::vector<RunVariable> out;
    out.reserve(variables.size());
    for (const auto& [name, value] : variables) {
        const bool set = std::any_of(changed.begin(), changed.end(), [&](const TraceChange& c) {
            return !c.gone && c.global == global && c.name == name;
        });
        out.push_back({name, value, set});
    }
    return out;
}

} // namespace

const TraceRun::Here& TraceRun::here() const
{
    if (!m_here || m_here->at != m_at) {
        // What the line that ran last set: nothing before the first line (the recording's first
        // changes are what the program holds when it starts).
        m_here = Here{m_at, m_trace->state(m_at), m_at > 0 ? m_trace->changes(m_at) : std::vector<TraceChange>{}};
    }
    return *m_here;
}

std::vector<RunFrame> TraceRun::frames() const
{
    std::vector<RunFrame> out;
    if (m_trace->empty())
        return out;
    const TraceState& state = here().state;
    const std::vector<TraceChange>& changed = here().changed;
    const int depth = static_cast<int>(state.frames.size());
    for (int f = 1; f <= depth; ++f) {
        const TraceFrame& frame = state.frames[static_cast<std::size_t>(f) - 1];
        RunFrame shown;
        shown.function = frame.function;
        shown.line = f == depth ? m_trace->line(m_at) : waitingLine(f);
        shown.variables = shownOf(frame.locals, f == depth ? changed : std::vector<TraceChange>{}, false);
        out.push_back(std::move(shown));
    }
    return out;
}

std::vector<RunVariable> TraceRun::globals() const
{
    if (m_trace->empty())
        return {};
    return shownOf(here().state.globals, here().changed, true);
}

std::optional<std::uint64_t> TraceRun::inputRead() const
{
    if (m_trace->empty())
        return std::nullopt;
    return m_trace->inputTaken(m_at);
}

std::optional<std::uint64_t> TraceRun::outputWritten() const
{
    if (m_trace->empty())
        return std::nullopt;
    return m_trace->outputWritten(m_at);
}

bool TraceRun::forward()
{
    if (atEnd())
        return false;
    ++m_at;
    return true;
}

bool TraceRun::back()
{
    if (m_at == 0)
        return false;
    --m_at;
    return true;
}

bool TraceRun::over()
{
    if (atEnd())
        return false;
    const int depth = m_trace->depth(m_at);
    std::size_t s = m_at + 1;
    while (s < last() && m_trace->depth(s) > depth)
        ++s;
    const bool landed = m_trace->depth(s) <= depth;
    m_at = s;
    return landed;
}

bool TraceRun::out()
{
    if (atEnd())
        return false;
    const int depth = m_trace->depth(m_at);
    std::size_t s = m_at + 1;
    while (s < last() && m_trace->depth(s) >= depth)
        ++s;
    const bool landed = m_trace->depth(s) < depth;
    m_at = s;
    return landed;
}

void TraceRun::toPosition(std::uint64_t position)
{
    m_at = static_cast<std::size_t>(std::min<std::uint64_t>(position, last()));
}

bool TraceRun::toNextMoment()
{
    if (!hasMoments() || atEnd())
        return false;
    m_at = std::min(m_units.nextStretchStart(m_at).value_or(last()), last());
    return true;
}

bool TraceRun::toPreviousMoment()
{
    if (!hasMoments() || m_at == 0)
        return false;
    const std::size_t start = m_units.stretchStart(m_at);
    m_at = start < m_at ? start : m_units.stretchStart(m_at - 1);
    return true;
}

void TraceRun::toEnd()
{
    m_at = last();
}

bool TraceRun::toBreakpoint(const std::set<int>& lines)
{
    if (atEnd())
        return false;
    // Before a line: the end after the last one is no stop.
    for (std::size_t s = m_at + 1; s < m_trace->size(); ++s)
        if (lines.count(m_trace->line(s))) {
            m_at = s;
            return true;
        }
    m_at = last();
    return false;
}

} // namespace sb::program
