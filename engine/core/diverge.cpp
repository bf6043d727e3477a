// SPDX-License-Identifier: GPL-3.0-or-later
#include "diverge.h"

#include <stdexcept>
#include <vector>

namespace sb {

namespace {

/// One method's run, read moment by moment.
class MomentStream {
public:
    MomentStream(const ProblemDesc& problem, const std::shared_ptr<const ProblemInput>& input, const MethodDesc& method,
                 std::uint64_t stepCap)
        : m_trace(method.trace(input)), m_reader(problem.momentReader(*input)), m_cap(stepCap)
    {
        m_board = m_trace.board;
        if (m_board.empty())
            m_board.assign(m_trace.boardCells, 0);
    }

    /// The next moment, or nullopt once the run has ended and its last moment was given.
    std::optional<MomentRecord> next()
    {
        while (!m_ended) {
            if (m_steps == m_cap || !m_trace.steps.next()) {
                m_ended = true;
                return m_reader->end(m_steps, *m_trace.outcome);
            }
            const Step& s = m_trace.steps.value();
            ++m_steps;
            apply(s.deltas());
            apply(s.bulk);
            if (auto record = m_reader->read(s, m_steps, m_board))
                return record;
        }
        return std::nullopt;
    }

    std::uint64_t steps() const noexcept { return m_steps; }

private:
    void apply(std::span<const Delta> deltas)
    {
        for (const Delta& d : deltas)
            if (d.cell >= 0 && static_cast<std::size_t>(d.cell) < m_board.size())
                m_board[static_cast<std::size_t>(d.cell)] = d.after;
    }

    Trace m_trace;
    std::unique_ptr<MomentReader> m_reader;
    std::vector<CellValue> m_board;
    std::uint64_t m_cap;
    std::uint64_t m_steps = 0;
    bool m_ended = false;
};

/// The side of a run that has no record for a moment the other run reached: it had ended.
DivergeSide endedSide(const MomentStream& s)
{
    return {s.steps(), {"ended", {}, "had already ended"}};
}

} // namespace

const MethodDesc& divergeAgainst(const ProblemDesc& problem, const MethodDesc& method) noexcept
{
    if (method.role == MethodRole::Wrong && !problem.divergeBasis.empty())
        if (const MethodDesc* basis = problem.method(problem.divergeBasis))
            return *basis;
    return *problem.reference();
}

std::optional<Divergence> diverge(const ProblemDesc& problem, const std::shared_ptr<const ProblemInput>& input,
                                  const MethodDesc& method, const MethodDesc& against, const DivergeOptions& options)
{
    if (!problem.momentReader)
        throw std::invalid_argument("problem " + std::string(problem.id) + " cannot compare runs");
    MomentStream mine(problem, input, method, options.stepCap);
    MomentStream theirs(problem, input, against, options.stepCap);
    for (;;) {
        std::optional<MomentRecord> a = mine.next();
        std::optional<MomentRecord> b = theirs.next();
        if (!a && !b)
            return std::nullopt;
        // A moment one run never reached counts as one in which it did nothing.
        const std::vector<std::int64_t> none;
        if ((a ? a->signature : none) == (b ? b->signature : none))
            continue;
        Divergence d;
        d.moment = a ? a->moment : b->moment;
        d.method = a ? DivergeSide{a->step, std::move(a->note)} : endedSide(mine);
        d.reference = b ? DivergeSide{b->step, std::move(b->note)} : endedSide(theirs);
        return d;
    }
}

std::optional<MomentRecord> CountedMomentReader::read(const Step& step, std::uint64_t number,
                                                      std::span<const CellValue> board)
{
    bool opens = false;
    for (const CounterInc& c : step.increments())
        opens = opens || (c.counter == m_counter && c.amount > 0);
    std::optional<MomentRecord> closed;
    if (opens && m_moment > 0)
        closed = closeOpen(number - 1, nullptr);
    if (opens)
        ++m_moment;
    m_any = true;
    m_lastStep = number;
    observe(step, number, board, opens);
    return closed;
}

std::optional<MomentRecord> CountedMomentReader::end(std::uint64_t steps, const Outcome& outcome)
{
    if (!m_any)
        return std::nullopt;
    m_lastStep = steps;
    return closeOpen(steps, &outcome);
}

MomentRecord CountedMomentReader::closeOpen(std::uint64_t lastStep, const Outcome* outcome)
{
    MomentRecord r;
    r.moment = m_moment > 0 ? m_moment : 1;
    r.step = lastStep;
    close(r, outcome);
    m_any = false;
    return r;
}

} // namespace sb
