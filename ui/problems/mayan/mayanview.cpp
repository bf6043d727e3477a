// SPDX-License-Identifier: GPL-3.0-or-later
#include "mayanview.h"

#include "motion.h"
#include "session.h"

#include "core/player.h"
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

using mayan::kColumns;
using mayan::kRows;

constexpr double kStackShare = 0.42; ///< the call stack's share of the width
constexpr double kMargin = 8.0;

/// Draws one line of text, made smaller until it fits its width: titles are long in some languages.
void drawFitted(QPainter& p, const QRectF& r, QFont font, const QString& text, int flags)
{
    while (font.pixelSize() > 8 && QFontMetricsF(font).horizontalAdvance(text) > r.width())
        font.setPixelSize(font.pixelSize() - 1);
    p.setFont(font);
    p.drawText(r, flags, text);
}

} // namespace

MayanView::MayanView(Session* session, QWidget* parent) : BoardView(parent), m_session(session)
{
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    connect(session, &Session::runChanged, this, [this] {
        m_shownFrame = -1;
        viewport()->update();
    });
    connect(session, &Session::timelineChanged, this, [this] {
        indexNodes();
        viewport()->update();
    });
    connect(session, &Session::stepChanged, this, &MayanView::onStepChanged);
    m_motion.setStartValue(0.0);
    m_motion.setEndValue(1.0);
    m_motion.setEasingCurve(QEasingCurve::InQuad);
    connect(&m_motion, &QVariantAnimation::valueChanged, viewport(), qOverload<>(&QWidget::update));
}

void MayanView::onStepChanged()
{
    if (m_shownFrame >= depth())
        m_shownFrame = -1; // that frame has returned
    const Player* player = m_session->player();
    const bool forward = player && player->position() == m_lastPosition + 1;
    m_lastPosition = player ? player->position() : 0;
    m_motion.stop();
    m_falling.clear();
    m_vanishing.clear();
    const Step* step = player ? player->current() : nullptr;
    const bool slow = !m_session->isPlaying() || m_session->stepsPerSecond() < motion::kAnimateBelowStepsPerSecond;
    if (showsMayan() && forward && slow && step && (step->kind == StepKind::Fall || step->kind == StepKind::Clear)) {
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
            if (step->kind == StepKind::Clear) {
                m_vanishing += from;
                continue;
            }
            for (int k = 0; k < std::min(from.size(), to.size()); ++k)
                m_falling.append({x, from[k].fromY, to[k].fromY, to[k].colour});
        }
        if (!m_falling.isEmpty() || !m_vanishing.isEmpty()) {
            m_motion.setDuration(step->kind == StepKind::Fall ? motion::kBlockFallMs : motion::kBlockClearMs);
            m_motion.start();
        }
    }
    viewport()->update();
}

bool MayanView::showsMayan() const
{
    return m_session->input() && m_session->player() && &m_session->problem() == &mayan::kProblem;
}

void MayanView::setPresentation(bool on)
{
    m_scale = on ? 2.0 : 1.0;
    m_theme = on ? &Theme::highContrast() : &Theme::normal();
    viewport()->update();
}

int MayanView::colourAt(int cell) const
{
    return m_session->player()->board()[static_cast<std::size_t>(cell)];
}

int MayanView::frames() const
{
    const auto input = std::dynamic_pointer_cast<const mayan::MayanInput>(m_session->input());
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

void MayanView::indexNodes()
{
    // A node at search depth d is a frame entered at nesting d + 1; the root, counted by the
    // first step at nesting 1 too, is not one of them.
    const TimelineIndex& index = m_session->timeline();
    m_total = {};
    if (!index.complete)
        return;
    for (int d = 0; d < mayan::kMaxMoves; ++d)
        m_total[static_cast<std::size_t>(d)] = index.totalAtDepth(static_cast<int>(Counter::DfsNodes), d + 1) - (d == 0);
}

std::array<qint64, 5> MayanView::nodesInAll() const
{
    return m_total;
}

std::array<qint64, 5> MayanView::nodesSoFar() const
{
    std::array<qint64, 5> nodes{};
    const Player* player = m_session->player();
    if (!player || player->position() == 0)
        return nodes;
    for (int d = 0; d < mayan::kMaxMoves; ++d)
        nodes[static_cast<std::size_t>(d)] = player->counterAtDepth(Counter::DfsNodes, d + 1) - (d == 0);
    return nodes;
}

MayanView::Geometry MayanView::geometry() const
{
    Geometry g;
    const QRectF room = QRectF(viewport()->rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const double stackWidth = room.width() * kStackShare;
    const QRectF boardRoom(room.left(), room.top(), room.width() - stackWidth - kMargin, room.height());
    g.cell = std::max(4.0, std::min(boardRoom.width() / kColumns, (boardRoom.height() - 24 * m_scale) / kRows));
    g.board = QRectF(boardRoom.left() + (boardRoom.width() - g.cell * kColumns) / 2, boardRoom.top() + 24 * m_scale,
                     g.cell * kColumns, g.cell * kRows);
    g.stack = QRectF(room.right() - stackWidth, room.top(), stackWidth, room.height());
    // The call stack takes the upper part of its column, one row per move to make; the nodes per depth the rest.
    g.rows = std::max(1, frames());
    g.row = std::min((g.stack.height() * 0.55 - 28 * m_scale) / g.rows, g.stack.width() * 0.3);
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
    return {g.stack.left(), g.stack.top() + 28 * m_scale + d * g.row, g.stack.width(), g.row - 4};
}

void MayanView::paintBlock(QPainter& p, const QRectF& r, int colour) const
{
    const QRectF block = r.adjusted(r.width() * 0.06, r.height() * 0.06, -r.width() * 0.06, -r.height() * 0.06);
    const QColor fill = Theme::blockColours()[static_cast<std::size_t>(std::clamp(colour, 1, 10) - 1)];
    p.setPen(QPen(m_theme->boardBorder, std::max(1.0, m_scale)));
    p.setBrush(fill);
    p.drawRoundedRect(block, block.width() * 0.15, block.width() * 0.15);
    if (block.width() < 12)
        return;
    // The number names the colour for eyes that cannot tell the colours apart.
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(static_cast<int>(block.height() * 0.5));
    p.setFont(f);
    p.setPen(fill.lightness() > 140 ? QColor(Qt::black) : QColor(Qt::white));
    p.drawText(block, Qt::AlignCenter, QString::number(colour));
}

void MayanView::paintBoard(QPainter& p, const Geometry& g)
{
    const int base = m_shownFrame >= 0 ? mayan::frameBoardCell(m_shownFrame, 0) : 0;
    p.setPen(QPen(m_theme->gridLine, m_scale));
    p.setBrush(m_theme->boardBackground);
    p.drawRect(g.board);
    for (int x = 1; x < kColumns; ++x)
        p.drawLine(QPointF(g.board.left() + x * g.cell, g.board.top()), QPointF(g.board.left() + x * g.cell, g.board.bottom()));
    for (int y = 1; y < kRows; ++y)
        p.drawLine(QPointF(g.board.left(), g.board.top() + y * g.cell), QPointF(g.board.right(), g.board.top() + y * g.cell));
    for (int x = 0; x < kColumns; ++x)
        for (int y = 0; y < kRows; ++y)
            if (const int c = colourAt(base + mayan::cellOf(x, y)))
                paintBlock(p, cellRect(x, y), c);
    // Column and row numbers, from 0 as the output counts them.
    QFont f = font();
    f.setPixelSize(static_cast<int>(11 * m_scale));
    p.setFont(f);
    p.setPen(m_theme->coordinate);
    for (int x = 0; x < kColumns; ++x)
        p.drawText(QRectF(g.board.left() + x * g.cell, g.board.top() - 20 * m_scale, g.cell, 18 * m_scale),
                   Qt::AlignCenter, QString::number(x));
    for (int y = 0; y < kRows; ++y)
        p.drawText(QRectF(g.board.left() - 22 * m_scale, g.board.bottom() - (y + 1) * g.cell, 18 * m_scale, g.cell),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(y));
    if (m_shownFrame >= 0) {
        f.setBold(true);
        f.setPixelSize(static_cast<int>(13 * m_scale));
        p.setFont(f);
        p.setPen(m_theme->direction);
        p.drawText(QRectF(g.board.left() - 30 * m_scale, g.board.bottom() + 2, g.board.width() + 60 * m_scale, 20 * m_scale),
                   Qt::AlignCenter, tr("The board when frame %1 began (click it again for the live board)").arg(m_shownFrame));
    }
}

void MayanView::paintMotion(QPainter& p, const Geometry& g)
{
    if (!animating() || m_shownFrame >= 0)
        return;
    const double t = m_motion.currentValue().toDouble();
    // A falling block is drawn on its way down; the cell it lands in is covered until it arrives.
    for (const Moving& m : m_falling) {
        p.fillRect(cellRect(m.x, m.toY), m_theme->boardBackground);
        const double y = m.fromY + (m.toY - m.fromY) * t;
        paintBlock(p, QRectF(g.board.left() + m.x * g.cell, g.board.bottom() - (y + 1) * g.cell, g.cell, g.cell),
                   m.colour);
    }
    // Cleared blocks fade and shrink away.
    for (const Moving& m : m_vanishing) {
        p.setOpacity(1.0 - t);
        const QRectF r = cellRect(m.x, m.fromY);
        const double shrink = r.width() * 0.3 * t;
        paintBlock(p, r.adjusted(shrink, shrink, -shrink, -shrink), m.colour);
    }
    p.setOpacity(1.0);
}

void MayanView::paintMarks(QPainter& p, const Geometry& g)
{
    const Step* step = m_session->player()->current();
    if (!step || m_shownFrame >= 0)
        return;
    const double w = std::max(2.5 * m_scale, g.cell * 0.08);
    // The runs that the coming clear takes, outlined.
    if (step->kind == StepKind::Mark) {
        // The engine's own rule finds them, on the board as it stands.
        mayan::Board board{};
        for (int x = 0; x < kColumns; ++x)
            for (int y = 0; y < kRows; ++y)
                board[x][y] = static_cast<std::uint8_t>(colourAt(mayan::cellOf(x, y)));
        mayan::rules::Marks marked{};
        mayan::rules::markRuns(board, marked);
        p.setPen(QPen(m_theme->winLine, w));
        p.setBrush(Qt::NoBrush);
        for (int x = 0; x < kColumns; ++x)
            for (int y = 0; y < kRows; ++y)
                if (marked[x][y])
                    p.drawRoundedRect(cellRect(x, y).adjusted(w, w, -w, -w), g.cell * 0.15, g.cell * 0.15);
    }
    // The move: an arrow from the block to the cell beside it.
    int source = -1, target = -1;
    for (const Highlight& h : step->marks()) {
        if (h.kind == HighlightKind::Source)
            source = h.a;
        else if (h.kind == HighlightKind::Target)
            target = h.a;
    }
    if (source < 0 || target < 0)
        return;
    const QPointF a = cellRect(source / kRows, source % kRows).center(), b = cellRect(target / kRows, target % kRows).center();
    p.setPen(QPen(m_theme->lastMove, w * 1.4, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(a, b);
    const double head = g.cell * 0.22, dir = b.x() > a.x() ? 1 : -1;
    p.setBrush(m_theme->lastMove);
    p.drawPolygon(QPolygonF({b, b + QPointF(-dir * head, -head * 0.7), b + QPointF(-dir * head, head * 0.7)}));
}

void MayanView::paintStack(QPainter& p, const Geometry& g)
{
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(static_cast<int>(14 * m_scale));
    p.setPen(m_theme->text);
    drawFitted(p, QRectF(g.stack.left(), g.stack.top(), g.stack.width(), 24 * m_scale), f, tr("Call stack"),
               Qt::AlignLeft | Qt::AlignVCenter);
    const int frames = depth();
    f.setBold(false);
    f.setPixelSize(std::max(8, static_cast<int>(g.row * 0.3)));
    for (int d = 0; d < frames; ++d) {
        const QRectF row = frameRect(d);
        const bool current = d == frames - 1;
        p.setPen(QPen(current ? m_theme->lastMove : m_theme->gridLine, current ? 2.5 * m_scale : m_scale));
        p.setBrush(d == m_shownFrame ? m_theme->segment : QBrush(Qt::NoBrush));
        p.drawRoundedRect(row, 6, 6);
        // A thumbnail of the board the frame began from.
        const double cell = std::min((row.height() - 8) / kRows, row.width() * 0.35 / kColumns);
        const QRectF thumb(row.right() - cell * kColumns - 6, row.top() + 4, cell * kColumns, cell * kRows);
        p.setPen(Qt::NoPen);
        for (int x = 0; x < kColumns; ++x)
            for (int y = 0; y < kRows; ++y)
                if (const int c = colourAt(mayan::frameBoardCell(d, mayan::cellOf(x, y)))) {
                    p.setBrush(Theme::blockColours()[static_cast<std::size_t>(std::clamp(c, 1, 10) - 1)]);
                    p.drawRect(QRectF(thumb.left() + x * cell, thumb.bottom() - (y + 1) * cell, cell - 1, cell - 1));
                }
        p.setPen(QPen(m_theme->gridLine, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(thumb);
        // The depth above, the move below in large type: "x y g" as the output prints it.
        const QRectF text = row.adjusted(8, 4, -(thumb.width() + 14), -4);
        p.setFont(f);
        p.setPen(m_theme->coordinate);
        p.drawText(QRectF(text.left(), text.top(), text.width(), text.height() * 0.4), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("Depth %1").arg(d));
        QFont move = f;
        move.setBold(true);
        move.setPixelSize(std::max(8, static_cast<int>(std::min(text.height() * 0.55, text.width() / 4.0))));
        p.setFont(move);
        p.setPen(m_theme->text);
        p.drawText(QRectF(text.left(), text.top() + text.height() * 0.4, text.width(), text.height() * 0.6),
                   Qt::AlignLeft | Qt::AlignVCenter, frameMove(d));
    }
    if (frames == 0) {
        p.setPen(m_theme->coordinate);
        p.drawText(frameRect(0), Qt::AlignCenter, tr("No frame yet"));
    }
}

void MayanView::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), m_theme->window);
    if (!showsMayan())
        return;
    p.setRenderHint(QPainter::Antialiasing, true);
    const Geometry g = geometry();
    paintBoard(p, g);
    paintMotion(p, g);
    paintMarks(p, g);
    paintStack(p, g);
    paintTree(p, g);
}

void MayanView::paintTree(QPainter& p, const Geometry& g)
{
    const int depths = frames();
    const double top = frameRect(g.rows - 1).bottom() + 10 * m_scale;
    const QRectF area(g.stack.left(), top, g.stack.width(), g.stack.bottom() - top);
    if (depths == 0 || area.height() < 20)
        return;
    QFont f = font();
    f.setBold(true);
    const double line = area.height() / (depths + 1);
    f.setPixelSize(std::max(8, static_cast<int>(std::min(11 * m_scale, line * 0.55))));
    p.setPen(m_theme->text);
    drawFitted(p, QRectF(area.left(), area.top(), area.width(), line), f, tr("Search nodes by depth"),
               Qt::AlignLeft | Qt::AlignVCenter);
    f.setBold(false);
    p.setFont(f);
    // One bar a depth: the whole search faint, the part searched so far solid; widths on a log scale,
    // since each depth can hold many times the nodes of the one before.
    const auto soFar = nodesSoFar(), all = nodesInAll();
    const qint64 most = std::max<qint64>(1, *std::max_element(all.begin(), all.end()));
    const double label = area.width() * 0.1, counts = area.width() * 0.45, bar = area.width() - label - counts;
    const auto width = [&](qint64 n) { return n <= 0 ? 0.0 : bar * std::log1p(n) / std::log1p(most); };
    for (int d = 0; d < depths; ++d) {
        const QRectF row(area.left(), area.top() + (d + 1) * line, area.width(), line);
        p.setPen(m_theme->coordinate);
        p.drawText(QRectF(row.left(), row.top(), label, row.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(d));
        const QRectF full(row.left() + label, row.top() + row.height() * 0.2, width(all[d]), row.height() * 0.6);
        p.fillRect(full, m_theme->segment);
        p.fillRect(QRectF(full.topLeft(), QSizeF(width(soFar[d]), full.height())), m_theme->direction);
        p.setPen(m_theme->text);
        p.drawText(QRectF(row.left() + label + bar + 6, row.top(), counts - 6, row.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("%1 / %2").arg(soFar[d]).arg(all[d]));
    }
}

void MayanView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
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

} // namespace sb::ui
