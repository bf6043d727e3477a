// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packguess.h"

#include "own/programrun.h"
#include "own/stepper.h"
#include "packs/packboardview.h"
#include "packs/packcontroller.h"

#include "pack.h"
#include "packrun.h"
#include "trace.h"

#include <algorithm>

namespace sb::ui {

PackGuess::PackGuess(PackController* packs) : QObject(packs), m_packs(packs)
{
    connect(packs->board(), &PackBoardView::cellClicked, this, &PackGuess::answerCell);
    // The verdict stays while the class stands where the answered line took it; a new recording asks anew.
    connect(packs->stepper(), &ProgramStepper::lineChanged, this, [this] {
        const std::uint64_t at = m_packs->stepper()->step();
        bool moved = false;
        if (m_verdictAt && *m_verdictAt != at) {
            m_verdictAt.reset();
            m_verdict.clear();
            moved = true;
        }
        if (m_next && *m_next != at + 1) {
            m_next.reset(); // moved some other way (back, a jump): the question goes
            moved = true;
        }
        if (moved)
            emit changed();
    });
}

void PackGuess::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    m_next.reset();
    m_verdictAt.reset();
    m_verdict.clear();
    m_right = m_asked = 0;
    ProgramRun* run = m_packs->stepper()->recordedRun();
    if (on) {
        run->setHold([this](std::uint64_t next) { return holds(next); });
        // A question for the line about to run, at once, where it changes a cell.
        if (changeAt(m_packs->stepper()->step() + 1))
            m_next = m_packs->stepper()->step() + 1;
    } else {
        run->setHold({});
    }
    emit changed();
}

std::optional<PackGuess::Change> PackGuess::changeAt(std::uint64_t next) const
{
    const std::shared_ptr<const program::Trace> trace = m_packs->stepper()->trace();
    const pack::Solution* solution = m_packs->solution();
    if (!trace || !solution || !m_packs->pack() || next == 0 || next >= trace->positions())
        return std::nullopt;
    const pack::PackPicture picture = pack::pictureAt(*m_packs->pack(), *solution, *trace, std::size_t(next));
    const auto first = std::find(picture.changed.begin(), picture.changed.end(), true);
    if (!picture.cells || first == picture.changed.end())
        return std::nullopt;
    const int cell = static_cast<int>(first - picture.changed.begin());
    const int cols = picture.cells->cols;
    return Change{trace->line(std::size_t(next - 1)), cell / cols, cell % cols, picture};
}

bool PackGuess::holds(std::uint64_t next)
{
    if (!m_active || (m_letThrough && *m_letThrough == next))
        return false;
    if (m_next && *m_next == next)
        return true;
    if (!changeAt(next))
        return false;
    m_next = next;
    emit changed();
    return true;
}

QString PackGuess::question() const
{
    if (!m_next)
        return {};
    const std::optional<Change> change = changeAt(*m_next);
    return change ? tr("Guess first: which cell of the board does line %1 change? Click it.").arg(change->line)
                  : QString();
}

QString PackGuess::verdict() const
{
    return m_verdict;
}

void PackGuess::answerCell(int row, int col)
{
    if (!m_active || !m_next)
        return;
    const std::uint64_t next = *m_next;
    const std::optional<Change> change = changeAt(next);
    if (!change)
        return;
    const std::vector<bool>& cellsChanged = change->after.changed;
    const std::size_t cell = std::size_t(row * change->after.cells->cols + col);
    m_lastRight = cell < cellsChanged.size() && cellsChanged[cell];
    ++m_asked;
    m_right += m_lastRight ? 1 : 0;
    // The board counts from the pack's first index, as its rows and columns are numbered.
    const int first = m_packs->pack()->board ? m_packs->pack()->board->first : 0;
    const QString where = tr("row %1, column %2").arg(row + first).arg(col + first);
    const QString cellChanged = tr("row %1, column %2").arg(change->row + first).arg(change->col + first);
    m_verdict = m_lastRight ? tr("Right: line %1 changes %2. %3 of %4 right.")
                                  .arg(change->line)
                                  .arg(where)
                                  .arg(m_right)
                                  .arg(m_asked)
                            : tr("Not %1: line %2 changes %3. %4 of %5 right.")
                                  .arg(where)
                                  .arg(change->line)
                                  .arg(cellChanged)
                                  .arg(m_right)
                                  .arg(m_asked);
    m_next.reset();
    m_letThrough = next;
    m_verdictAt = next;
    m_packs->stepper()->recordedRun()->forward(); // the line runs, as the class guessed or not
    m_letThrough.reset();
    emit changed();
}

} // namespace sb::ui
