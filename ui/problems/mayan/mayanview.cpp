// SPDX-License-Identifier: GPL-3.0-or-later
#include "mayanview.h"
#include "mayanlayout.h"

#include "run/motion.h"
#include "run/runsource.h"

#include "core/runmodel.h"
#include "mayan/mayan.h"
#include "mayan/rules.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace sb::ui {

namespace {

using namespace mayan_layout;

template <typename CountAt>
void tallyByDepth(CountAt countAt, int mainDepth, MayanView::PerDepth& nodes, MayanView::PerDepth& prunes)
{
    for (int d = 0; d < MayanView::kTreeDepths; ++d) {
        const int node = mainDepth + 2 * d;
        nodes[static_cast<std::size_t>(d)] = countAt(mayan::Counters::DfsNodes, node);
        prunes[static_cast<std::size_t>(d)] = countAt(mayan::Counters::ColourPrunes, node + 1) + countAt(mayan::Counters::MemoPrunes, node + 1);
    }
}

} // namespace

MayanView::MayanView(RunSource* source, QWidget* parent) : BoardView(source, parent)
{
    connect(source, &RunSource::runChanged, this, [this] {
        m_shownFrame = -1;
        viewport()->update();
    });
    connect(source, &RunSource::timelineChanged, this, [this] {
        indexNodes();
        viewport()->update();
    });
    connect(source, &RunSource::stepChanged, this, &MayanView::onStepChanged);
    m_motion.setStartValue(0.0);
    m_motion.setEndValue(1.0);
    m_motion.setEasingCurve(QEasingCurve::InQuad);
    connect(&m_motion, &QVariantAnimation::valueChanged, viewport(), qOverload<>(&QWidget::update));
}

void MayanView::onStepChanged()
{
    if (m_shownFrame >= depth())
        m_shownFrame = -1; // that frame has returned
    const RunModel* run = shownRun();
    const bool forward = run && run->position() == m_lastPosition + 1;
    m_lastPosition = run ? run->position() : 0;
    m_motion.stop();
    m_falling.clear();
    m_vanishing.clear();
    const Step* step = run ? run->boardStep() : nullptr;
    const bool slow = animatesMoves();
    if (showsMayan() && forward && slow && step && (step->kind == mayan::Kinds::Fall || step->kind == mayan::Kinds::Clear)) {
        // Blocks keep their order in a column as they fall: the k-th cell a column empties
        // feeds the k-th cell it fills, from the bottom up.
        std::array<QVector<Moving>, kColumns> left, filled;
        const auto note = [&](const Delta& d) {
            if (d.cell >= mayan::kBoardCells)
                return; // a frame record, not the live board
            const int x = d.cell / kRows, y = d.cell % kRows;
            if (d.before != 0 && d.after == 0)
                left[static_cast<std::size_t>(x)].append({x, y, y, d.before});
            else if (d.before == 0 && d.after != 0)
                filled[static_cast<std::size_t>(x)].append({x, y, y, d.after});
        };
        for (const Delta& d : step->deltas())
            note(d);
        for (const Delta& d : step->bulk)
            note(d);
        for (int x = 0; x < kColumns; ++x) {
            auto& from = left[static_cast<std::size_t>(x)];
            auto& to = filled[static_cast<std::size_t>(x)];
            const auto byRow = [](const Moving& a, const Moving& b) { return a.fromY < b.fromY; };
            std::sort(from.begin(), from.end(), byRow);
            std::sort(to.begin(), to.end(), byRow);
            if (step->kind == mayan::Kinds::Clear) {
                m_vanishing += from;
                continue;
            }
            for (int k = 0; k < std::min(from.size(), to.size()); ++k)
                m_falling.append({x, from[k].fromY, to[k].fromY, to[k].colour});
        }
        if (!m_falling.isEmpty() || !m_vanishing.isEmpty()) {
            m_motion.setDuration(step->kind == mayan::Kinds::Fall ? motion::kBlockFallMs : motion::kBlockClearMs);
            m_motion.start();
        }
    }
    viewport()->update();
}

bool MayanView::searchHidden() const
{
    return boardAlone() || showsProgram(); // a program's board has no search of the reference's to show
}

bool MayanView::showsMayan() const
{
    return m_source->input() && m_source->run() && m_source->runProblem() == &mayan::kProblem;
}

int MayanView::mainDepth() const
{
    return m_source->codeLanguage() == CodeLanguage::Cpp ? 1 : 2;
}

int MayanView::colourAt(int cell) const
{
    return cells()[static_cast<std::size_t>(cell)];
}

int MayanView::frames() const
{
    const auto input = std::dynamic_pointer_cast<const mayan::MayanInput>(m_source->input());
    return input ? input->n : 0;
}

int MayanView::depth() const
{
    if (!showsMayan())
        return 0;
    // A frame is on the stack while its board is recorded: a move needs a block, so it is never empty
    // (its move's g + 1 is 0 for a left move, so the move cells cannot tell).
    const auto live = [this](int d) {
        for (int c = 0; c < mayan::kBoardCells; ++c)
            if (colourAt(mayan::frameBoardCell(d, c)) != 0)
                return true;
        return false;
    };
    int d = 0;
    while (d < mayan::kMaxMoves && live(d))
        ++d;
    return d;
}

QString MayanView::frameMove(int d) const
{
    if (d < 0 || d >= depth())
        return {};
    return QStringLiteral("%1 %2 %3")
        .arg(colourAt(mayan::frameMoveCell(d, 0)))
        .arg(colourAt(mayan::frameMoveCell(d, 1)))
        .arg(colourAt(mayan::frameMoveCell(d, 2)) - 1);
}

void MayanView::showFrame(int d)
{
    m_shownFrame = d == m_shownFrame || d < 0 || d >= depth() ? -1 : d;
    viewport()->update();
}

static_assert(MayanView::kTreeDepths == mayan::kMaxMoves + 1);

void MayanView::indexNodes()
{
    const TimelineIndex& index = m_source->timeline();
    m_totalNodes = m_totalPrunes = {};
    m_totalsKnown = showsMayan() && index.complete;
    if (m_totalsKnown)
        tallyByDepth([&](Counter c, int depth) { return index.totalAtDepth(static_cast<int>(c), depth); }, mainDepth(),
                     m_totalNodes, m_totalPrunes);
}

std::pair<MayanView::PerDepth, MayanView::PerDepth> MayanView::tallySoFar() const
{
    PerDepth nodes{}, prunes{};
    if (showsMayan())
        tallyByDepth([this](Counter c, int depth) { return m_source->run()->counterAtDepth(static_cast<int>(c), depth); }, mainDepth(),
                     nodes, prunes);
    return {nodes, prunes};
}

MayanView::PerDepth MayanView::nodesSoFar() const
{
    return tallySoFar().first;
}

MayanView::PerDepth MayanView::prunesSoFar() const
{
    return tallySoFar().second;
}

int MayanView::titlePixels(const Geometry& g) const
{
    // On a projector the titles keep the least size and take the lines they need (geometry()).
    if (presentation())
        return leastText(8);
    return std::max(8, static_cast<int>(std::min(15 * m_scale, g.title * 0.72)));
}

double MayanView::titleHeight(const QString& title, double width) const
{
    // Wrapped at the column's width.
    return QFontMetricsF(titleFont(leastText(8))).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, title).height() + 4;
}

QFont MayanView::titleFont(int pixels) const
{
    // Bold, but on a projector, where the least size is large already and bold would take a
    // title onto a second line in the narrow column.
    QFont f = font();
    f.setBold(!presentation());
    f.setPixelSize(pixels);
    return f;
}

QString MayanView::stackTitle() const
{
    // The moves of the search's frames, from the first: not the call stack bar under the code, which
    // lists every function.
    return tr("Moves of the search");
}

QString MayanView::treeTitle() const
{
    return tr("Search nodes by depth");
}

MayanView::Geometry MayanView::geometry() const
{
    Geometry g;
    const QRectF room = QRectF(viewport()->rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    // The board takes the height, with its row numbers on the left and its column numbers on top;
    // the column beside it takes the rest of the width.
    const double rowNumbers = kRowNumbers * m_scale, columnNumbers = kColumnNumbers * m_scale, gap = kMargin * m_scale;
    // The call stack has a row per move to make, the tree a line per search depth and one for its
    // headings.
    g.rows = std::max(1, frames());
    const int lines = std::min(g.rows + 1, kTreeDepths) + 1;
    const double leastLine = std::ceil(leastText(0) / kTreeTextMost);
    if (searchHidden()) {
        // The board alone, as large as the room lets it, in the middle of its width.
        g.cell = std::max(4.0, std::min((room.width() - rowNumbers) / kColumns, (room.height() - columnNumbers) / kRows));
        const double left = room.left() + rowNumbers + (room.width() - rowNumbers - g.cell * kColumns) / 2;
        g.board = QRectF(left, room.top() + columnNumbers, g.cell * kColumns, g.cell * kRows);
        g.stack = g.tree = QRectF(g.board.right() + gap, room.top(), 0, 0);
        return g;
    }
    g.cell = std::max(4.0, std::min((room.width() * (1 - kStackShare) - rowNumbers - gap) / kColumns,
                                    (room.height() - columnNumbers) / kRows));
    if (presentation() && room.width() - rowNumbers - g.cell * kColumns - gap < kLeastColumn) {
        // Too narrow a column for words of 18 pixels (a pane of three side by side): the column goes
        // under the board, as wide as the view, and keeps the height its rows and lines need.
        const double titles = titleHeight(stackTitle(), room.width()) + titleHeight(treeTitle(), room.width());
        const double column = titles + gap + g.rows * kLeastRow + lines * leastLine;
        g.cell = std::max(4.0, std::min((room.width() - rowNumbers) / kColumns,
                                        (room.height() - columnNumbers - gap - column) / kRows));
        const double left = room.left() + rowNumbers + (room.width() - rowNumbers - g.cell * kColumns) / 2;
        g.board = QRectF(left, room.top() + columnNumbers, g.cell * kColumns, g.cell * kRows);
        g.stack = QRectF(room.left(), g.board.bottom() + gap, room.width(), room.bottom() - g.board.bottom() - gap);
    } else {
        g.board = QRectF(room.left() + rowNumbers, room.top() + columnNumbers, g.cell * kColumns, g.cell * kRows);
        const double left = g.board.right() + gap;
        g.stack = QRectF(left, room.top(), room.right() - left, room.height());
    }
    g.title = presentation() ? titleHeight(stackTitle(), g.stack.width()) : std::min(26 * m_scale, room.height() * 0.075);
    g.treeTitle = presentation() ? titleHeight(treeTitle(), g.stack.width()) : g.title;
    // The rows and the lines share the height, a call stack row as high as two tree lines, up to a
    // comfortable size.
    const double free = std::max(0.0, g.stack.height() - g.title - g.treeTitle - gap);
    g.row = std::min({kRowPerLine * free / (kRowPerLine * g.rows + lines), kMostRow * m_scale, g.stack.width() * 0.3});
    g.line = std::min((free - g.rows * g.row) / lines, kMostLine * m_scale);
    // A tree line holds its counts at the least size: on a projector the call stack's rows give
    // way to it (five moves deep at 1024x768).
    if (g.line < leastLine) {
        g.line = leastLine;
        g.row = std::max(0.0, (free - lines * g.line) / g.rows);
    }
    g.tree = QRectF(g.stack.left(), g.stack.top() + g.title + g.rows * g.row + gap, g.stack.width(), g.treeTitle + lines * g.line);
    return g;
}

QRectF MayanView::cellRect(int x, int y) const
{
    const Geometry g = geometry();
    return {g.board.left() + x * g.cell, g.board.bottom() - (y + 1) * g.cell, g.cell, g.cell};
}

QRectF MayanView::frameRect(int d) const
{
    const Geometry g = geometry();
    return {g.stack.left(), g.stack.top() + g.title + d * g.row, g.stack.width(), g.row * kFrameShare};
}

QRectF MayanView::treeRowRect(int d) const
{
    const Geometry g = geometry();
    return {g.tree.left(), g.tree.top() + g.treeTitle + (d + 1) * g.line, g.tree.width(), g.line};
}

void MayanView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    for (int x = 0; x < mayan::kColumns; ++x)
        for (int y = 0; y < mayan::kRows; ++y)
            if (cellRect(x, y).contains(event->position()) && pickCell(mayan::cellOf(x, y)))
                return;
    for (int d = 0; d < depth(); ++d)
        if (frameRect(d).contains(event->position())) {
            showFrame(d);
            return;
        }
    if (m_shownFrame >= 0)
        showFrame(-1);
}

void MayanView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        viewport()->update();
    BoardView::changeEvent(event);
}

QRectF MayanView::pickRect(int cell) const
{
    return cell >= 0 && cell < mayan::kBoardCells ? cellRect(cell / mayan::kRows, cell % mayan::kRows) : QRectF();
}

} // namespace sb::ui
