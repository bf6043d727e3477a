// SPDX-License-Identifier: GPL-3.0-or-later
#include "player.h"

#include <algorithm>
#include <limits>

namespace sb {

Player::Player(Factory factory) : Player(std::move(factory), Options{}) {}

Player::Player(Factory factory, Options options) : m_factory(std::move(factory)), m_options(options)
{
    m_log.resize(std::max<std::size_t>(m_options.logCapacity, 2));
    restart();
}

const Step* Player::current() const noexcept
{
    return m_pos == 0 ? nullptr : &entry(m_pos).step;
}

std::optional<std::uint64_t> Player::total() const noexcept
{
    if (m_finished)
        return m_generated;
    return std::nullopt;
}

void Player::restart()
{
    m_trace = m_factory();
    m_board = std::move(m_trace.board);
    std::fill(m_vars.begin(), m_vars.end(), 0);
    std::fill(m_varSet.begin(), m_varSet.end(), false);
    m_counters = {};
    m_logSize = 0;
    m_generated = 0;
    m_pos = 0;
    m_finished = false;
    m_capReached = false;
}

void Player::apply(const Step& s, Entry* undo)
{
    for (const Delta& d : s.deltas())
        m_board[d.cell] = d.after;
    for (const Delta& d : s.bulk)
        m_board[d.cell] = d.after;
    int i = 0;
    for (const VarChange& v : s.changedVars()) {
        if (v.var >= m_vars.size()) {
            m_vars.resize(v.var + 1, 0);
            m_varSet.resize(v.var + 1, false);
        }
        if (undo) {
            undo->oldValues[i] = m_vars[v.var];
            if (m_varSet[v.var])
                undo->oldSetMask |= static_cast<std::uint8_t>(1u << i);
        }
        m_vars[v.var] = v.value;
        m_varSet[v.var] = true;
        ++i;
    }
    for (const CounterInc& c : s.increments())
        m_counters[static_cast<int>(c.counter)] += c.amount;
}

void Player::redo(const Entry& e)
{
    apply(e.step, nullptr);
}

void Player::undo(const Entry& e)
{
    const Step& s = e.step;
    for (const CounterInc& c : s.increments())
        m_counters[static_cast<int>(c.counter)] -= c.amount;
    // Reverse order, so a variable set twice in one step gets its first old value.
    for (int i = s.varCount - 1; i >= 0; --i) {
        const int id = s.vars[i].var;
        m_vars[id] = e.oldValues[i];
        m_varSet[id] = (e.oldSetMask >> i) & 1u;
    }
    for (auto it = s.bulk.rbegin(); it != s.bulk.rend(); ++it)
        m_board[it->cell] = it->before;
    const auto deltas = s.deltas();
    for (auto it = deltas.rbegin(); it != deltas.rend(); ++it)
        m_board[it->cell] = it->before;
}

bool Player::pull(bool logIt)
{
    if (m_finished)
        return false;
    if (m_generated >= m_options.stepCap) {
        m_capReached = true;
        return false;
    }
    if (!m_trace.steps.next()) {
        m_finished = true;
        return false;
    }
    const Step& s = m_trace.steps.value();
    ++m_generated;
    ++m_pos;
    if (!logIt) {
        m_logSize = 0; // the log must hold an unbroken run ending at m_generated
        apply(s, nullptr);
        return true;
    }
    Entry& e = entry(m_generated);
    e.step = s;
    e.oldSetMask = 0;
    if (s.bulk.empty()) {
        e.bulk.clear();
    } else {
        e.bulk.assign(s.bulk.begin(), s.bulk.end());
        e.step.bulk = e.bulk;
    }
    m_logSize = std::min<std::uint64_t>(m_logSize + 1, m_log.size());
    apply(s, &e);
    return true;
}

bool Player::next()
{
    if (m_pos < m_generated) {
        redo(entry(m_pos + 1));
        ++m_pos;
        return true;
    }
    return pull(true);
}

bool Player::previous()
{
    if (m_pos == 0)
        return false;
    seek(m_pos - 1);
    return true;
}

void Player::seek(std::uint64_t n)
{
    const std::uint64_t lowest = m_generated - m_logSize + 1; // oldest step whose record is kept
    if (n < m_pos) {
        if (n >= lowest || (n == 0 && lowest == 1)) {
            while (m_pos > n) {
                undo(entry(m_pos));
                --m_pos;
            }
            return;
        }
        restart();
    }
    while (m_pos < n && m_pos < m_generated)
        next();
    if (m_pos == n || m_finished || m_capReached)
        return;

    // Past everything generated so far: far targets in fast mode, then log the
    // last stretch, so the target's record and the steps before it are kept.
    const std::uint64_t half = m_log.size() / 2;
    while (m_pos + half < n && pull(false)) {
    }
    while (m_pos < n && pull(true)) {
    }
    if (m_pos > 0 && !(m_pos > m_generated - m_logSize)) {
        // The method ended inside the fast stretch, so its last step went
        // unrecorded. Now that the end is known, replay once more to it.
        const std::uint64_t last = m_pos;
        restart();
        seek(last);
        pull(true); // runs the method past its last step again, so it reports its end
    }
}

template <typename Pred>
bool Player::forwardUntil(Pred stop)
{
    while (next())
        if (stop(*current()))
            return true;
    return false;
}

bool Player::nextEvent(StepKind kind)
{
    return forwardUntil([kind](const Step& s) { return s.kind == kind; });
}

bool Player::previousEvent(StepKind kind)
{
    while (previous())
        if (m_pos > 0 && current()->kind == kind)
            return true;
    return false;
}

bool Player::stepOver()
{
    const int depth = m_pos == 0 ? std::numeric_limits<int>::max() : current()->depth;
    return forwardUntil([depth](const Step& s) { return s.depth <= depth; });
}

bool Player::stepOut()
{
    const int depth = m_pos == 0 ? std::numeric_limits<int>::max() : current()->depth;
    return forwardUntil([depth](const Step& s) { return s.depth < depth; });
}

bool Player::runToBreakpoint(const std::set<std::uint16_t>& anchors)
{
    return forwardUntil([&anchors](const Step& s) { return anchors.count(s.anchor) > 0; });
}

void Player::runToEnd()
{
    seek(std::numeric_limits<std::uint64_t>::max());
}

} // namespace sb
