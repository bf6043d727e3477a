// SPDX-License-Identifier: GPL-3.0-or-later
#include "variables.h"

namespace sb {

Variables::Variables()
{
    reset();
}

void Variables::reset()
{
    std::fill(m_latest.begin(), m_latest.end(), 0);
    std::fill(m_set.begin(), m_set.end(), std::uint8_t{0});
    for (Frame& f : m_frames) {
        std::fill(f.values.begin(), f.values.end(), 0);
        std::fill(f.call.begin(), f.call.end(), 0);
        f.calls = 0;
        f.line = 0;
    }
    // The file's variables live for the whole run: its frame is entered once, before the first step.
    frame(kFileFrame).calls = 1;
    m_depth = 0;
    m_opened = 0;
}

void Variables::applyFull(const Step& s, VariablesUndo* undo)
{
    Frame& own = frame(s.depth);
    const bool entered = s.depth > m_depth && s.depth != m_opened;
    bool opens = false; // a call: the step sets the callee's parameters
    for (const VarChange& v : s.changedVars())
        opens = opens || (v.frame != kOwnFrame && v.frame == s.depth + 1);
    if (undo) {
        undo->depth = static_cast<std::uint8_t>(m_depth);
        undo->line = own.line;
        undo->entered = entered;
        undo->opened = opens;
        undo->openedBefore = static_cast<std::uint8_t>(m_opened);
        undo->setMask = 0;
    }
    if (entered)
        ++own.calls;
    own.line = s.anchor;
    m_depth = s.depth;
    m_opened = opens ? s.depth + 1 : 0;
    if (opens)
        ++frame(s.depth + 1).calls; // after `own`: the frames may have moved
    int i = 0;
    for (const VarChange& v : s.changedVars()) {
        if (v.var >= m_latest.size()) {
            m_latest.resize(v.var + 1, 0);
            m_set.resize(v.var + 1, 0);
        }
        Frame& f = frame(frameOf(s, v));
        if (v.var >= f.values.size()) {
            f.values.resize(v.var + 1, 0);
            f.call.resize(v.var + 1, 0);
        }
        if (undo) {
            undo->latest[i] = m_latest[v.var];
            if (m_set[v.var])
                undo->setMask |= static_cast<std::uint8_t>(1u << i);
            undo->framed[i] = f.values[v.var];
            undo->call[i] = f.call[v.var];
        }
        m_latest[v.var] = v.value;
        m_set[v.var] = 1;
        f.values[v.var] = v.value;
        f.call[v.var] = f.calls;
        ++i;
    }
}

void Variables::undo(const Step& s, const VariablesUndo& u)
{
    // Reverse order, so a variable set twice in one step gets its first old value.
    const auto changed = s.changedVars();
    for (int i = static_cast<int>(changed.size()) - 1; i >= 0; --i) {
        const VarChange& v = changed[static_cast<std::size_t>(i)];
        m_latest[v.var] = u.latest[static_cast<std::size_t>(i)];
        m_set[v.var] = static_cast<std::uint8_t>((u.setMask >> i) & 1u);
        Frame& f = m_frames[static_cast<std::size_t>(frameOf(s, v))];
        f.values[v.var] = u.framed[static_cast<std::size_t>(i)];
        f.call[v.var] = u.call[static_cast<std::size_t>(i)];
    }
    if (u.opened)
        --m_frames[static_cast<std::size_t>(s.depth) + 1].calls;
    Frame& own = m_frames[s.depth];
    own.line = u.line;
    if (u.entered)
        --own.calls;
    m_depth = u.depth;
    m_opened = u.openedBefore;
}

std::uint16_t Variables::line(int depth) const noexcept
{
    return depth >= 0 && depth < static_cast<int>(m_frames.size()) ? m_frames[static_cast<std::size_t>(depth)].line : 0;
}

std::vector<std::pair<int, std::int32_t>> Variables::inFrame(int depth) const
{
    std::vector<std::pair<int, std::int32_t>> shown;
    if (depth < 0 || depth >= static_cast<int>(m_frames.size()))
        return shown;
    const Frame& f = m_frames[static_cast<std::size_t>(depth)];
    for (std::size_t id = 0; id < f.values.size(); ++id)
        if (f.calls > 0 && f.call[id] == f.calls)
            shown.emplace_back(static_cast<int>(id), f.values[id]);
    return shown;
}

} // namespace sb
