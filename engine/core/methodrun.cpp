// SPDX-License-Identifier: GPL-3.0-or-later
#include "methodrun.h"

#include "player.h"
#include "problem.h"

#include <string>
#include <utility>

namespace sb {

MethodRun::MethodRun(Player& player, const ProblemDesc& problem, Listing listing)
    : m_player(player), m_problem(problem), m_listing(std::move(listing)), m_scopes(problem, m_listing),
      m_lineOfAnchor(m_listing.linesOf(problem.anchors))
{
}

void MethodRun::setPeek(std::function<bool(Step&)> peek)
{
    m_peek = std::move(peek);
    m_standAt.reset();
}

const MethodRun::Stand& MethodRun::stand() const
{
    // The code, the variables and the call stack all ask after each step: one look ahead serves them.
    if (m_standAt && *m_standAt == m_player.position())
        return m_stand;
    Stand here;
    Step upcoming;
    bool peeked = false;
    if (m_peek) {
        peeked = m_peek(upcoming);
    } else if (!m_player.atEnd() && m_player.next()) {
        upcoming = *m_player.current();
        upcoming.bulk = {};
        m_player.previous();
        peeked = true;
    }
    if (peeked) {
        here.depth = upcoming.depth;
        here.anchor = upcoming.anchor;
        here.started = m_player.variables().frameBefore(upcoming.depth) >= 0;
        m_stand = here;
        m_standAt = m_player.position(); // the next step of a position never changes
        return m_stand;
    }
    // At the end, at the cap, or while the owner's move runs: the step on screen, not kept.
    if (const Step* step = m_player.current()) {
        here.depth = step->depth;
        here.anchor = step->anchor;
    }
    m_stand = here;
    m_standAt.reset();
    return m_stand;
}

std::uint64_t MethodRun::position() const
{
    return m_player.position();
}

std::optional<std::uint64_t> MethodRun::length() const
{
    return m_player.total() ? m_player.total() : m_player.knownEnd();
}

bool MethodRun::atEnd() const
{
    return m_player.atEnd() || (m_player.capReached() && m_player.position() == m_player.stepCap());
}

int MethodRun::nextLine() const
{
    return lineOf(stand().anchor);
}

int MethodRun::ranLine() const
{
    const Step* step = m_player.current();
    return step ? lineOf(step->anchor) : 0;
}

std::vector<RunEvent> MethodRun::lastDid() const
{
    const Step* step = m_player.current();
    if (!step)
        return {};
    RunEvent ran;
    ran.line = lineOf(step->anchor);
    RunEvent did;
    did.kind = RunEvent::Kind::Step;
    did.line = ran.line;
    did.step = *step;
    return {ran, did};
}

std::map<int, std::uint64_t> MethodRun::lineCounts() const
{
    std::map<int, std::uint64_t> out;
    for (std::size_t anchor = 0; anchor < m_lineOfAnchor.size(); ++anchor)
        if (m_lineOfAnchor[anchor] > 0)
            out[m_lineOfAnchor[anchor]] = m_player.anchorCount(static_cast<std::uint16_t>(anchor));
    return out;
}

std::vector<RunVariable> MethodRun::shown(int frame, int depth, const Stand& here) const
{
    const Variables& vars = m_player.variables();
    // A frame shows the variables in scope where it stands: the next line in the innermost frame, the
    // call it waits in for the others.
    const std::uint16_t standing = frame == here.depth ? here.anchor : vars.line(frame);
    std::vector<RunVariable> out;
    if (frame == depth && !here.started)
        return out;
    const Step* step = m_player.current();
    const VariablesUndo* undo = m_player.currentUndo();
    for (const auto& [id, value] : m_scopes.shown(vars, frame, standing, vars.line(frame))) {
        // Changed by the step that ran last, in this frame: set by it, unless it held the same value in
        // the same call before (a debugger marks a variable only when its value changed).
        bool changed = false;
        const std::span<const VarChange> set = step ? step->changedVars() : std::span<const VarChange>{};
        for (std::size_t i = 0; i < set.size(); ++i) {
            if (set[i].var != id || Variables::frameOf(*step, set[i]) != frame)
                continue;
            changed = !undo || undo->call[i] != vars.callOf(frame) || undo->framed[i] != value;
            break; // the first change holds the value before the step
        }
        out.push_back({variableName(m_problem.variables[static_cast<std::size_t>(id)], m_listing.language),
                       std::to_string(value), changed});
    }
    return out;
}

std::vector<RunFrame> MethodRun::frames() const
{
    const Stand here = stand();
    std::vector<RunFrame> out;
    for (int f = 1; f <= here.depth; ++f) {
        RunFrame frame;
        frame.line = lineOf(f == here.depth ? here.anchor : m_player.variables().line(f));
        frame.function = frame.line > 0 ? m_listing.functionAt(frame.line) : std::string("?");
        frame.started = f < here.depth || here.started;
        frame.variables = shown(f, here.depth, here);
        out.push_back(std::move(frame));
    }
    return out;
}

std::vector<RunVariable> MethodRun::globals() const
{
    const Stand here = stand();
    if (here.depth == kFileFrame)
        return {};
    return shown(kFileFrame, here.depth, here);
}

std::vector<std::string> MethodRun::variableNames() const
{
    std::vector<std::string> names;
    for (const auto& n : m_problem.variables)
        names.push_back(variableName(n, m_listing.language));
    return names;
}

bool MethodRun::forward()
{
    return m_player.next();
}

bool MethodRun::back()
{
    return m_player.previous();
}

bool MethodRun::over()
{
    return m_player.stepOver();
}

bool MethodRun::out()
{
    return m_player.stepOut();
}

void MethodRun::toPosition(std::uint64_t position)
{
    m_player.seek(position);
}

void MethodRun::toEnd()
{
    m_player.runToEnd();
}

bool MethodRun::toBreakpoint(const std::set<int>& lines)
{
    std::set<std::uint16_t> anchors;
    for (std::size_t a = 0; a < m_lineOfAnchor.size(); ++a)
        if (lines.count(m_lineOfAnchor[a]))
            anchors.insert(static_cast<std::uint16_t>(a));
    if (!m_player.next())
        return false;
    // The player stops once a step on a breakpoint has run: one back stands before it.
    if (anchors.empty()) {
        m_player.runToEnd();
        return false;
    }
    if (!m_player.runToBreakpoint(anchors))
        return false;
    m_player.previous();
    return true;
}

bool MethodRun::toNextMoment()
{
    return m_player.nextEvent(m_problem.momentKind);
}

bool MethodRun::toPreviousMoment()
{
    const bool resume = m_backSearchAt && *m_backSearchAt == m_player.position();
    const bool found = m_player.previousEvent(m_problem.momentKind, resume);
    if (m_player.interrupted())
        m_backSearchAt = m_player.position();
    else
        m_backSearchAt.reset();
    return found;
}

std::optional<RunBoard> MethodRun::board() const
{
    RunBoard out;
    out.cells = m_player.board();
    return out;
}

std::int64_t MethodRun::counterAtDepth(int id, int depth) const
{
    return id >= 0 && id < kCounterCount ? m_player.counterAtDepth(static_cast<Counter>(id), depth) : 0;
}

const Step* MethodRun::boardStep() const
{
    return m_player.current();
}

std::optional<std::int32_t> MethodRun::boardVar(int id) const
{
    if (!m_player.hasVar(id))
        return std::nullopt;
    return m_player.var(id);
}

std::vector<RunCounter> MethodRun::counters() const
{
    std::vector<RunCounter> out;
    for (std::size_t i = 0; i < m_problem.counters.size() && i < kCounterCount; ++i)
        out.push_back({static_cast<int>(i), std::string(m_problem.counters[i]),
                       m_player.counter(static_cast<Counter>(i))});
    return out;
}

void MethodRun::setInterrupt(std::function<bool()> interrupt)
{
    m_player.setInterrupt(std::move(interrupt));
}

bool MethodRun::interrupted() const
{
    return m_player.interrupted();
}

} // namespace sb
