// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/boardview.h"

#include "common/theme.h"
#include "run/motion.h"
#include "run/runsource.h"
#include "run/runsource.h"

#include "core/programboard.h"
#include "core/runmodel.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

namespace sb::ui {

BoardView::BoardView(RunSource* source, QWidget* parent)
    : QAbstractScrollArea(parent), m_source(source), m_theme(&Theme::normal())
{
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
}

bool BoardView::animatesMoves() const
{
    return !m_source->isPlaying() || m_source->stepsPerSecond() < motion::kAnimateBelowStepsPerSecond;
}

void BoardView::setPresentation(bool on)
{
    const double old = m_scale;
    m_scale = on ? 2.0 : 1.0;
    m_theme = on ? &Theme::highContrast() : &Theme::normal();
    presentationChanged(old);
}

void BoardView::presentationChanged(double)
{
    viewport()->update();
}

void BoardView::setPicked(const QVector<int>& cells)
{
    // Not QList's ==: Qt 6.4 hands memcmp the null data of an empty list.
    if (std::equal(cells.begin(), cells.end(), m_picked.begin(), m_picked.end()))
        return;
    m_picked = cells;
    viewport()->update();
}

void BoardView::setStepMarksHidden(bool hidden)
{
    if (hidden == m_marksHidden)
        return;
    m_marksHidden = hidden;
    viewport()->update();
}

void BoardView::setBoardAlone(bool on)
{
    if (on == m_boardAlone)
        return;
    m_boardAlone = on;
    viewport()->update();
}

void BoardView::showProgramRun(RunSource* source, const QString& caption)
{
    m_programCaption = caption;
    if (source != m_programRun) {
        if (m_programRun)
            disconnect(m_programRun, nullptr, this, nullptr);
        m_programRun = source;
        if (source) {
            connect(source, &RunSource::stepChanged, this, &BoardView::readProgramBoard);
            connect(source, &RunSource::runChanged, this, &BoardView::readProgramBoard);
        }
    }
    readProgramBoard();
}

RunSource* BoardView::programRun() const
{
    return m_programRun;
}

void BoardView::readProgramBoard()
{
    const RunModel* run = m_programRun ? m_programRun->run() : nullptr;
    const std::optional<RunBoard> board = run ? run->board() : std::nullopt;
    m_programShown = board.has_value();
    m_programCells.clear();
    m_programInput.reset();
    if (board) {
        m_programCells.assign(board->cells.begin(), board->cells.end());
        m_programInput = board->input;
        // A view may read any cell of the session's board (a search's saved boards): the rest are empty.
        // Where the program's cannot be read, all of them: not the method's board in its place.
        const RunModel* own = m_source->run();
        const std::optional<RunBoard> sessionBoard = own ? own->board() : std::nullopt;
        if (sessionBoard)
            m_programCells.resize(std::max(m_programCells.size(), sessionBoard->cells.size()), 0);
    }
    programBoardChanged();
}

void BoardView::programBoardChanged()
{
    viewport()->update();
}

const RunModel* BoardView::shownRun() const
{
    if (m_programShown && m_programRun)
        return m_programRun->run();
    return m_source->run();
}

const Step* BoardView::shownStep() const
{
    const RunModel* run = shownRun();
    return run && !m_marksHidden ? run->boardStep() : nullptr;
}

std::optional<std::int32_t> BoardView::shownVar(int id) const
{
    const RunModel* run = shownRun();
    return run ? run->boardVar(id) : std::nullopt;
}

std::span<const CellValue> BoardView::cells() const
{
    if (m_programShown)
        return m_programCells;
    const RunModel* run = m_source->run();
    const std::optional<RunBoard> board = run ? run->board() : std::nullopt;
    return board ? board->cells : std::span<const CellValue>();
}

std::shared_ptr<const ProblemInput> BoardView::shownInput() const
{
    if (m_programShown && m_programInput)
        return m_programInput;
    // A recording shown on its own: the values its board holds.
    const RunModel* run = m_source->run();
    const std::optional<RunBoard> board = run ? run->board() : std::nullopt;
    return board && board->input ? board->input : m_source->input();
}

void BoardView::paintPicked(QPainter& painter) const
{
    if (m_picked.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    const Theme& theme = Theme::normal();
    for (const int cell : m_picked) {
        const QRectF r = pickRect(cell);
        if (r.isEmpty())
            continue;
        // A light ring round a dark one reads on every colour a cell can have.
        const qreal w = std::clamp(r.width() / 10, 2.0, 6.0);
        const QRectF ring = r.adjusted(w, w, -w, -w);
        painter.setPen(QPen(theme.window, w * 2));
        painter.drawRoundedRect(ring, w * 2, w * 2);
        painter.setPen(QPen(theme.text, w));
        painter.drawRoundedRect(ring, w * 2, w * 2);
    }
    painter.restore();
}

} // namespace sb::ui
