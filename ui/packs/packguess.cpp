// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packguess.h"

#include "own/programrun.h"
#include "own/stepper.h"
#include "packs/packboardview.h"
#include "packs/packcontroller.h"

#include "pack.h"
#include "packrun.h"
#include "trace.h"

#include <QLineEdit>

#include <algorithm>

namespace sb::ui {

namespace {

/// The most a line may print to be asked about: a whole board printed at once is no guess to type.
constexpr qsizetype kMostTyped = 40;

} // namespace

PackGuess::PackGuess(PackController* packs) : QObject(packs), m_packs(packs), m_box(new QLineEdit)
{
    m_box->hide();
    connect(m_box, &QLineEdit::returnPressed, this, [this] { answerText(m_box->text()); });
    connect(this, &PackGuess::changed, this, &PackGuess::showBox);
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

PackGuess::~PackGuess()
{
    if (m_box && !m_box->parent())
        delete m_box; // the window never took it
}

QLineEdit* PackGuess::answerBox() const
{
    return m_box;
}

void PackGuess::showBox()
{
    const bool shown = asksPrinted();
    if (shown == m_box->isVisible())
        return;
    m_box->clear();
    m_box->setPlaceholderText(tr("What the line prints"));
    m_box->setVisible(shown);
    if (shown)
        m_box->setFocus();
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
    // Asked again and again of one line (held, asked, answered): the board is read once.
    if (m_seen.trace == trace && m_seen.solution == solution && m_seen.next == next)
        return m_seen.change;
    m_seen = {trace, solution, next, lineChange(*trace, *solution, next)};
    return m_seen.change;
}

std::optional<PackGuess::Change> PackGuess::lineChange(const program::Trace& trace, const pack::Solution& solution,
                                                       std::uint64_t next) const
{
    const int line = trace.line(std::size_t(next - 1));
    const pack::PackPicture picture = pack::pictureAt(*m_packs->pack(), solution, trace, std::size_t(next));
    const auto first = std::find(picture.changed.begin(), picture.changed.end(), true);
    if (picture.cells && first != picture.changed.end()) {
        const int cell = static_cast<int>(first - picture.changed.begin());
        const int cols = picture.cells->cols;
        return Change{line, cell / cols, cell % cols, picture, std::nullopt};
    }
    // What the line prints, where it prints more than blanks and little enough to be typed.
    const std::size_t from = trace.outputWritten(std::size_t(next - 1)), to = trace.outputWritten(std::size_t(next));
    if (to <= from || to > trace.output.size())
        return std::nullopt;
    const QString printed = QString::fromUtf8(trace.output.data() + from, qsizetype(to - from));
    if (printed.simplified().isEmpty() || printed.simplified().size() > kMostTyped)
        return std::nullopt;
    return Change{line, 0, 0, {}, printed};
}

bool PackGuess::asksPrinted() const
{
    const std::optional<Change> change = m_next ? changeAt(*m_next) : std::nullopt;
    return change && change->printed;
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
    if (!change)
        return {};
    if (change->printed)
        return tr("Guess first: what does line %1 print? Type it, then press Enter.").arg(change->line);
    return tr("Guess first: which cell of the board does line %1 change? Click it.").arg(change->line);
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
    if (!change || change->printed)
        return;
    const std::vector<bool>& cellsChanged = change->after.changed;
    const std::size_t cell = std::size_t(row * change->after.cells->cols + col);
    const bool right = cell < cellsChanged.size() && cellsChanged[cell];
    // The board counts from the pack's first index, as its rows and columns are numbered.
    const int first = m_packs->pack()->board ? m_packs->pack()->board->first : 0;
    const QString where = tr("row %1, column %2").arg(row + first).arg(col + first);
    const QString cellChanged = tr("row %1, column %2").arg(change->row + first).arg(change->col + first);
    const int rightNow = m_right + (right ? 1 : 0), asked = m_asked + 1;
    judged(right, right ? tr("Right: line %1 changes %2. %3 of %4 right.")
                              .arg(change->line)
                              .arg(where)
                              .arg(rightNow)
                              .arg(asked)
                        : tr("Not %1: line %2 changes %3. %4 of %5 right.")
                              .arg(where)
                              .arg(change->line)
                              .arg(cellChanged)
                              .arg(rightNow)
                              .arg(asked));
}

void PackGuess::answerText(const QString& text)
{
    if (!m_active || !m_next)
        return;
    const std::optional<Change> change = changeAt(*m_next);
    if (!change || !change->printed)
        return;
    // Blanks and line ends between the words aside, as a judge reads an answer.
    const QString printed = change->printed->simplified(), typed = text.simplified();
    const bool right = typed == printed;
    const int rightNow = m_right + (right ? 1 : 0), asked = m_asked + 1;
    // In one pass: what was printed or typed may hold a "%1" of its own.
    const QString line = QString::number(change->line), score = QString::number(rightNow), of = QString::number(asked);
    judged(right, right ? tr("Right: line %1 prints \"%2\". %3 of %4 right.").arg(line, printed, score, of)
                        : tr("Not \"%1\": line %2 prints \"%3\". %4 of %5 right.").arg(typed, line, printed, score, of));
}

void PackGuess::judged(bool right, const QString& verdict)
{
    const std::uint64_t next = *m_next;
    m_lastRight = right;
    ++m_asked;
    m_right += right ? 1 : 0;
    m_verdict = verdict;
    m_next.reset();
    m_letThrough = next;
    m_verdictAt = next;
    m_packs->stepper()->recordedRun()->forward(); // the line runs, as the class guessed or not
    m_letThrough.reset();
    emit changed();
}

} // namespace sb::ui
