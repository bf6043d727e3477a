// SPDX-License-Identifier: GPL-3.0-or-later
#include "player.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace sb {

Player::Player(Factory factory) : Player(std::move(factory), Options{}) {}

Player::Player(Factory factory, Options options) : m_factory(std::move(factory)), m_options(options)
{
    m_logCapacity = std::max<std::size_t>(m_options.logCapacity, 2);
    // Reserved, not filled: memory the log never reaches is never touched, and
    // growing into it never copies.
    m_log.reserve(m_logCapacity);
    m_chunkSize = m_logCapacity / 2;
    restart();
}

Player::~Player()
{
    dropChunks();
}

std::optional<std::uint64_t> Player::total() const noexcept
{
    if (m_finished)
        return m_generated;
    return std::nullopt;
}

void Player::setStepCap(std::uint64_t cap) noexcept
{
    m_options.stepCap = cap;
    if (m_capReached && m_generated < cap)
        m_capReached = false;
}

void Player::setInterrupt(std::function<bool()> interrupt)
{
    m_interrupt = std::move(interrupt);
    m_interrupted = false;
    m_pollTick = 0;
}

bool Player::pollInterrupt()
{
    if (m_interrupted)
        return true;
    if (!m_interrupt || (++m_pollTick & 4095) != 0)
        return false;
    m_interrupted = m_interrupt();
    return m_interrupted;
}

std::pair<std::uint64_t, std::uint64_t> Player::replayProgress() const noexcept
{
    if (!m_awaiting)
        return {0, 0};
    const auto it = m_chunks.find(*m_awaiting);
    if (it == m_chunks.end())
        return {0, 0};
    return {it->second.done->load(std::memory_order_relaxed), it->second.last};
}

bool Player::awaitRecords(std::uint64_t from, std::uint64_t to)
{
    from = std::max<std::uint64_t>(from, 1);
    if (!m_interrupt || from > to)
        return true; // record() waits for what it needs
    for (std::uint64_t index = (from - 1) / m_chunkSize; index <= (to - 1) / m_chunkSize; ++index) {
        const std::uint64_t first = index * m_chunkSize + 1;
        const std::uint64_t a = std::max(from, first);
        const std::uint64_t b = std::min(to, first + m_chunkSize - 1);
        if (logged(a) && logged(b))
            continue; // the log is one unbroken run, so everything between is there too
        m_awaiting = index;
        for (;;) {
            if (!m_chunks.count(index))
                requestChunk(index);
            const PendingChunk& pending = m_chunks[index];
            while (pending.data.wait_for(std::chrono::milliseconds(10)) != std::future_status::ready)
                if (m_interrupt()) {
                    m_interrupted = true;
                    return false;
                }
            const std::shared_ptr<const Chunk> chunk = pending.data.get();
            if (chunk && b - first < chunk->size())
                break;
            m_chunks.erase(index); // made when fewer steps existed: make it again
        }
    }
    m_awaiting.reset();
    return true;
}

void Player::dropChunks()
{
    // A replay still running sees its cancel flag within a few thousand steps,
    // so the futures' destructors, which wait for it, return at once.
    for (auto& [index, chunk] : m_chunks)
        chunk.cancel->store(true, std::memory_order_relaxed);
    m_chunks.clear();
}

void Player::restart()
{
    dropChunks();
    m_trace = {}; // the old generator's board goes before the new one is made
    m_trace = m_factory();
    if (m_trace.board.empty())
        m_board.assign(m_trace.boardCells, 0);
    else
        m_board = std::move(m_trace.board);
    m_variables.reset();
    m_counters = {};
    m_depthCounters = {};
    std::fill(m_anchorCounts.begin(), m_anchorCounts.end(), 0);
    m_logSize = 0;
    m_generated = 0;
    m_finished = false;
    m_capReached = false;
    setPosition(0);
}

void Player::apply(const Step& s, Entry* undo)
{
    for (const Delta& d : s.deltas())
        m_board[d.cell] = d.after;
    for (const Delta& d : s.bulk)
        m_board[d.cell] = d.after;
    m_variables.apply(s, undo ? &undo->vars : nullptr);
    auto& atDepth = m_depthCounters[static_cast<std::size_t>(tallyDepth(s.depth))];
    for (const CounterInc& c : s.increments()) {
        m_counters[static_cast<int>(c.counter)] += c.amount;
        atDepth[static_cast<int>(c.counter)] += c.amount;
    }
    if (s.anchor >= m_anchorCounts.size()) [[unlikely]]
        m_anchorCounts.resize(s.anchor + 1, 0);
    ++m_anchorCounts[s.anchor];
}

void Player::undo(const Entry& e)
{
    const Step& s = e.step;
    --m_anchorCounts[s.anchor];
    auto& atDepth = m_depthCounters[static_cast<std::size_t>(tallyDepth(s.depth))];
    for (const CounterInc& c : s.increments()) {
        m_counters[static_cast<int>(c.counter)] -= c.amount;
        atDepth[static_cast<int>(c.counter)] -= c.amount;
    }
    m_variables.undo(s, e.vars);
    for (auto it = s.bulk.rbegin(); it != s.bulk.rend(); ++it)
        m_board[it->cell] = it->before;
    const auto deltas = s.deltas();
    for (auto it = deltas.rbegin(); it != deltas.rend(); ++it)
        m_board[it->cell] = it->before;
}

/// Copies a step into a log or chunk entry; the entry owns its bulk deltas.
static void store(const Step& s, std::vector<Delta>& bulk, Step& into)
{
    into = s;
    if (s.bulk.empty()) {
        bulk.clear();
    } else {
        bulk.assign(s.bulk.begin(), s.bulk.end());
        into.bulk = bulk;
    }
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
        m_knownEnd = m_generated;
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
    // The log grows to its capacity as steps come, so a short run never pays for a long log.
    const std::size_t slot = (m_generated - 1) % m_logCapacity;
    if (slot >= m_log.size())
        m_log.resize(slot + 1);
    Entry& e = m_log[slot];
    store(s, e.bulk, e.step);
    m_logSize = std::min<std::uint64_t>(m_logSize + 1, m_logCapacity);
    apply(s, &e);
    return true;
}

void Player::fastForward(std::uint64_t count)
{
    if (m_finished || m_interrupted)
        return;
    count = std::min(count, m_options.stepCap - std::min(m_options.stepCap, m_generated));
    m_logSize = 0; // the log must hold an unbroken run ending at m_generated
    Generator<Step>& steps = m_trace.steps;
    std::uint64_t done = 0;
    for (; done < count; ++done) {
        if (m_interrupt && (++m_pollTick & 4095) == 0 && (m_interrupted = m_interrupt()))
            break;
        if (!steps.next()) {
            m_finished = true;
            m_knownEnd = m_generated + done;
            break;
        }
        apply(steps.value(), nullptr);
    }
    m_generated += done;
    m_pos += done;
}

std::shared_ptr<const Player::Chunk> Player::replayChunk(const Factory& factory, std::uint64_t first,
                                                         std::uint64_t last, const std::atomic<bool>& cancel,
                                                         std::atomic<std::uint64_t>& done)
{
    Trace trace = factory();
    auto chunk = std::make_shared<Chunk>();
    chunk->reserve(last - first + 1);
    Variables variables; // the undo records of a step hold the variables it overwrote
    for (std::uint64_t n = 1; n <= last; ++n) {
        if ((n & 4095) == 0) {
            if (cancel.load(std::memory_order_relaxed))
                return nullptr;
            done.store(n, std::memory_order_relaxed);
        }
        if (!trace.steps.next())
            break;
        const Step& s = trace.steps.value();
        if (n < first) {
            variables.apply(s, nullptr);
            continue;
        }
        Entry& e = chunk->emplace_back();
        store(s, e.bulk, e.step);
        variables.apply(s, &e.vars);
    }
    return chunk;
}

void Player::requestChunk(std::uint64_t index)
{
    const std::uint64_t first = index * m_chunkSize + 1;
    const std::uint64_t last = std::min(first + m_chunkSize - 1, m_generated);
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto done = std::make_shared<std::atomic<std::uint64_t>>(0);
    auto data = std::async(std::launch::async, [factory = m_factory, first, last, cancel, done] {
        return replayChunk(factory, first, last, *cancel, *done);
    });
    m_chunks[index] = {data.share(), std::move(cancel), std::move(done), last};
}

std::pair<const Player::Entry*, std::shared_ptr<const Player::Chunk>> Player::record(std::uint64_t n)
{
    if (logged(n))
        return {&entry(n), nullptr};
    const std::uint64_t index = (n - 1) / m_chunkSize;
    const std::uint64_t first = index * m_chunkSize + 1;
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (!m_chunks.count(index))
            requestChunk(index);
        std::shared_ptr<const Chunk> chunk = m_chunks[index].data.get(); // waits while it replays
        if (chunk && n - first < chunk->size())
            return {&(*chunk)[n - first], chunk};
        m_chunks.erase(index); // made when fewer steps existed: make it again
    }
    throw std::logic_error("Player: the method did not replay the same steps");
}

void Player::setPosition(std::uint64_t n)
{
    m_pos = n;
    if (n == 0) {
        m_current = nullptr;
        m_currentChunk.reset();
        return;
    }
    auto [e, chunk] = record(n);
    m_current = e;
    m_currentChunk = std::move(chunk);
}

void Player::prefetch()
{
    const std::uint64_t lowest = m_generated - m_logSize + 1;
    if (lowest <= 1 || m_pos >= lowest + m_chunkSize) {
        if (!m_chunks.empty() && m_pos >= lowest + 2 * m_chunkSize)
            dropChunks();
        return;
    }
    // Near or below the log's oldest step: keep the chunks just before, at
    // and just after the current step, and forget the others.
    const std::uint64_t here = m_pos == 0 ? 0 : (m_pos - 1) / m_chunkSize;
    for (auto it = m_chunks.begin(); it != m_chunks.end();) {
        if (it->first + 1 < here || it->first > here + 1) {
            it->second.cancel->store(true, std::memory_order_relaxed);
            it = m_chunks.erase(it);
        } else {
            ++it;
        }
    }
    // One replay at a time: each holds a whole board of its own.
    for (const auto& [index, chunk] : m_chunks)
        if (chunk.data.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
            return;
    for (const std::uint64_t i : {here, here == 0 ? here : here - 1, here + 1})
        if (i * m_chunkSize + 1 < lowest && !m_chunks.count(i)) {
            requestChunk(i);
            return;
        }
}

void Player::waitForPrefetch()
{
    for (auto& [index, chunk] : m_chunks)
        chunk.data.wait();
}

bool Player::next()
{
    m_interrupted = false;
    return advanceOne();
}

bool Player::advanceOne()
{
    if (m_pos < m_generated) {
        if (!awaitRecords(m_pos + 1, m_pos + 1))
            return false;
        apply(record(m_pos + 1).first->step, nullptr);
        setPosition(m_pos + 1);
        prefetch();
        return true;
    }
    if (!pull(true))
        return false;
    setPosition(m_pos);
    return true;
}

bool Player::previous()
{
    if (m_pos == 0)
        return false;
    seek(m_pos - 1);
    return !m_interrupted;
}

void Player::seek(std::uint64_t n)
{
    m_interrupted = false;
    seekTo(n);
}

void Player::settleAfterFastSteps(std::uint64_t wanted)
{
    // Fast steps keep no records, so log one more: the current step needs its record.
    if (m_pos > 0 && !logged(m_pos) && !pull(true)) {
        // The method ended (or met the cap) right here: replay once more to its last step.
        restart();
        seekTo(wanted);
        return;
    }
    setPosition(m_pos);
}

void Player::seekTo(std::uint64_t n)
{
    const std::uint64_t wanted = n;
    // Nothing lies past the end or the cap: stopping at them, not past them, keeps their records.
    if (m_knownEnd)
        n = std::min(n, *m_knownEnd);
    n = std::min(n, m_options.stepCap);
    const std::uint64_t lowest = m_generated - m_logSize + 1; // oldest step the log keeps
    if (n < m_pos) {
        if (n + 1 >= lowest || m_pos - n <= 2 * m_chunkSize) {
            if (!awaitRecords(n, m_pos))
                return;
            while (m_pos > n) {
                undo(*record(m_pos).first);
                --m_pos;
            }
            setPosition(n);
            prefetch();
            return;
        }
        restart();
    } else if (m_pos + 1 < lowest && n > m_pos + 2 * m_chunkSize) {
        // Far below the log and far to go: one fast replay beats walking chunk after chunk.
        restart();
    }
    if (m_pos < n && m_pos < m_generated && !awaitRecords(m_pos + 1, std::min(n, m_generated)))
        return;
    while (m_pos < n && m_pos < m_generated)
        apply(record(++m_pos).first->step, nullptr);
    if (m_pos < n && !m_finished && !m_capReached) {
        // Past everything generated so far: far targets in fast mode, then log
        // the last stretch, so the target's record and the steps before it are kept.
        const std::uint64_t half = m_logCapacity / 2;
        if (m_pos + half < n)
            fastForward(n - half - m_pos);
        if (m_interrupted) {
            settleAfterFastSteps(wanted);
            return;
        }
        while (m_pos < n && pull(true)) {
        }
        if (m_pos > 0 && !logged(m_pos)) {
            // The method ended inside the fast stretch, so its last step went
            // unrecorded. Now that the end is known, replay once more to it.
            restart();
            seekTo(wanted); // the end (or the cap) is known now, so this stops at it
            return;
        }
    }
    if (m_pos == n && n < wanted && !m_finished && !m_capReached)
        pull(true); // at the end or the cap: the method reports it by failing to go past
    setPosition(m_pos);
    prefetch();
}

template <typename Pred>
bool Player::forwardUntil(Pred stop)
{
    m_interrupted = false;
    while (!pollInterrupt() && advanceOne())
        if (stop(*current()))
            return true;
    return false;
}

bool Player::nextEvent(StepKind kind)
{
    return forwardUntil([kind](const Step& s) { return s.kind == kind; });
}

bool Player::previousEvent(StepKind kind, bool resume)
{
    m_interrupted = false;
    if (!resume || !m_backSearch || m_backSearch->kind != kind) {
        m_backSearch.reset();
        // Look back through the log first; only records older than it need a replay.
        const std::uint64_t lowest = m_generated - m_logSize + 1;
        for (std::uint64_t n = m_pos; n > std::max<std::uint64_t>(lowest, 1);) {
            --n;
            if (entry(n).step.kind == kind) {
                seekTo(n);
                return true;
            }
        }
        if (lowest <= 1) {
            seekTo(0);
            return false;
        }
        // Not in the log: one fast pass from the start finds the last such step before here.
        m_backSearch = BackSearch{kind, m_pos, 0};
        restart();
    }
    BackSearch& search = *m_backSearch;
    // Fast up to the last stretch before where the search began, which is logged: the search
    // then stands on a step with its record, and the step it finds is most likely in the log.
    const std::uint64_t half = m_logCapacity / 2;
    while (!search.scanned) {
        if (m_pos + 1 >= search.from) {
            search.scanned = true;
            break;
        }
        const bool logIt = m_pos + 1 + half >= search.from;
        if (!logIt && pollInterrupt()) {
            // Stop on a step with a record, and look at that step too.
            if (pull(true) && m_trace.steps.value().kind == kind)
                search.found = m_pos;
            setPosition(m_pos);
            return false;
        }
        if (!pull(logIt)) {
            search.scanned = true;
            break;
        }
        if (m_trace.steps.value().kind == kind)
            search.found = m_pos;
    }
    setPosition(m_pos);
    seekTo(search.found);
    if (m_interrupted)
        return false;
    const bool found = search.found > 0;
    m_backSearch.reset();
    return found;
}

bool Player::runBeforeDepth(int depth, bool resume)
{
    m_interrupted = false;
    if (!resume && !advanceOne())
        return false;
    if (!forwardUntil([depth](const Step& s) { return s.depth <= depth; }))
        return false;
    seekTo(m_pos - 1);
    return true;
}

int Player::nextDepth()
{
    if (!advanceOne())
        return -1;
    const int depth = current()->depth;
    seekTo(m_pos - 1);
    return depth;
}

bool Player::runUntil(const std::function<bool(const Step&)>& stop)
{
    return forwardUntil(stop);
}

bool Player::stepOver()
{
    const int depth = nextDepth();
    return depth >= 0 && runBeforeDepth(depth);
}

bool Player::stepOut()
{
    const int depth = nextDepth();
    return depth >= 0 && runBeforeDepth(depth - 1);
}

bool Player::runToBreakpoint(const std::set<std::uint16_t>& anchors)
{
    return forwardUntil([&anchors](const Step& s) { return anchors.count(s.anchor) > 0; });
}

bool Player::runToCounter(Counter c, std::int64_t value)
{
    m_interrupted = false;
    if (counter(c) >= value)
        return true;
    return forwardUntil([this, c, value](const Step&) { return counter(c) >= value; });
}

void Player::runToEnd()
{
    seek(std::numeric_limits<std::uint64_t>::max());
}

} // namespace sb
