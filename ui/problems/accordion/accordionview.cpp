// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordionview.h"

#include "accordioncolours.h"
#include "decklistmodel.h"
#include "run/motion.h"
#include "run/session.h"

#include "accordion/accordion.h"
#include "core/player.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <functional>

namespace sb::ui {

namespace {

constexpr double kHeader = 40.0;     ///< room for the deck list and the header line
constexpr double kLargestCard = 64.0; ///< a card's width at most, in pixels (times the projector scale)
constexpr double kAspect = 1.4;      ///< a card's height over its width
constexpr double kGapX = 0.22;       ///< room beside a pile, as a share of the card's width
constexpr double kGapY = 0.75;       ///< room above a pile (its number, the arcs), as a share of its width

using accordion::kDeckSize;

QString suitSymbol(int suit)
{
    static const QString symbols[] = {QStringLiteral("♣"), QStringLiteral("♦"), QStringLiteral("♥"), QStringLiteral("♠")};
    return symbols[suit];
}

} // namespace

AccordionView::AccordionView(Session* session, QWidget* parent)
    : BoardView(session, parent), m_decks(new QComboBox(this)), m_header(new QLabel(this))
{
    m_decks->setFocusPolicy(Qt::NoFocus);
    m_deckModel = new DeckListModel([](int deck, int decks) { return tr("Deck %1 of %2").arg(deck).arg(decks); }, this);
    m_decks->setModel(m_deckModel);
    // Sized from the longest entry alone, so the list is not measured entry by entry.
    m_decks->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_motion.setStartValue(0.0);
    m_motion.setEndValue(1.0);
    m_motion.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&m_motion, &QVariantAnimation::valueChanged, viewport(), qOverload<>(&QWidget::update));
    connect(m_decks, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        m_session->pause();
        m_session->seekToCounter(static_cast<int>(accordion::Counters::Decks), index + 1);
    });
    connect(session, &Session::runChanged, this, &AccordionView::onRunChanged);
    connect(session, &Session::stepChanged, this, &AccordionView::onStepChanged);
    onRunChanged();
}

bool AccordionView::showsAccordion() const
{
    return m_session->input() && m_session->player() && &m_session->problem() == &accordion::kProblem;
}

void AccordionView::presentationChanged(double)
{
    setViewportMargins(0, static_cast<int>(kHeader * m_scale), 0, 0);
    QFont f = font();
    f.setBold(true);
    m_header->setFont(f);
    placeHeader();
    viewport()->update();
}

void AccordionView::resizeEvent(QResizeEvent* event)
{
    BoardView::resizeEvent(event);
    placeHeader();
}

void AccordionView::placeHeader()
{
    const int header = static_cast<int>(kHeader * m_scale);
    const QSize hint = m_decks->sizeHint();
    // The list as wide as its longest entry, leaving the pile count its words.
    const int count = m_header->fontMetrics().horizontalAdvance(tr("Piles: %1").arg(kDeckSize)) + 12 + 8;
    m_decks->setGeometry(4, (header - hint.height()) / 2, std::min(hint.width(), std::max(width() / 2, width() - 4 - count)),
                         hint.height());
    // Shown or not yet (a view laid out before its window shows): the count stands after the list.
    const int left = !m_decks->isHidden() ? m_decks->geometry().right() + 12 : 8;
    m_header->setGeometry(left, 0, std::max(0, width() - left - 8), header);
}

void AccordionView::onRunChanged()
{
    m_motion.stop();
    m_movingCard = m_closedPile = -1;
    m_lastPosition = 0;
    setViewportMargins(0, static_cast<int>(kHeader * m_scale), 0, 0);
    retranslate();
    viewport()->update();
}

void AccordionView::retranslate()
{
    const auto input = std::dynamic_pointer_cast<const accordion::AccordionInput>(m_session->input());
    const int decks = input ? static_cast<int>(input->decks.size()) : 0;
    static_cast<DeckListModel*>(m_deckModel)->setDecks(decks);
    m_decks->setMinimumContentsLength(static_cast<int>(tr("Deck %1 of %2").arg(decks).arg(decks).size()));
    m_decks->setToolTip(tr("Which deck to watch: the decks are played one after another"));
    m_decks->setVisible(decks > 0);
    onStepChanged();
    placeHeader();
}

void AccordionView::onStepChanged()
{
    const Player* player = m_session->player();
    const bool forward = player && player->position() == m_lastPosition + 1;
    m_lastPosition = player ? player->position() : 0;
    if (showsAccordion()) {
        // Before the first deck starts, the list already names it.
        const int deck = std::max(1, static_cast<int>(player->counter(accordion::Counters::Decks)));
        if (deck - 1 != m_decks->currentIndex())
            m_decks->setCurrentIndex(deck - 1);
    }
    // A move and a closing up are shown in motion when stepped forward slowly enough to see them.
    const Step* step = player ? player->current() : nullptr;
    const bool slow = !m_session->isPlaying() || m_session->stepsPerSecond() < motion::kAnimateBelowStepsPerSecond;
    m_motion.stop();
    m_movingCard = m_closedPile = -1;
    if (showsAccordion() && !showsProgram() && forward && slow && step) {
        const auto args = step->narrationArgs();
        if (step->kind == accordion::Kinds::CardMove && args.size() >= 3) {
            m_movingCard = args[0];
            m_moveFrom = args[1];
            m_moveTo = args[2];
            m_motion.setDuration(motion::kCardMoveMs);
            m_motion.start();
        } else if (step->kind == accordion::Kinds::Compaction && !args.empty()) {
            m_closedPile = args[0];
            m_motion.setDuration(motion::kCompactMs);
            m_motion.start();
        }
    }
    m_header->setText(header());
    viewport()->update();
}

bool AccordionView::animating() const
{
    return m_motion.state() == QAbstractAnimation::Running;
}

int AccordionView::topSlot(int pile) const
{
    const auto board = cells();
    int top = -1;
    for (int s = 0; s < kDeckSize && board[static_cast<std::size_t>(accordion::cellOf(pile, s))] > accordion::kNoCard; ++s)
        top = s;
    return top;
}

bool AccordionView::isPile(int pile) const
{
    return topSlot(pile) >= 0 ||
           cells()[static_cast<std::size_t>(accordion::cellOf(pile, 0))] == accordion::kEmptyPile;
}

int AccordionView::pileCount() const
{
    if (!showsAccordion())
        return 0;
    int last = -1;
    for (int p = 0; p < kDeckSize; ++p)
        if (isPile(p))
            last = p;
    return last + 1;
}

QString AccordionView::header() const
{
    if (!showsAccordion())
        return {};
    int piles = 0;
    for (int p = 0; p < kDeckSize; ++p)
        piles += isPile(p);
    return tr("Piles: %1").arg(piles);
}

AccordionView::Grid AccordionView::grid() const
{
    Grid g;
    const int piles = std::max(1, pileCount());
    const QSizeF room = viewport()->size();
    // The largest card for which every pile fits, wrapping onto rows.
    for (double w = kLargestCard * m_scale; w >= 6; w -= 1) {
        const double cellW = w * (1 + kGapX), cellH = w * (kAspect + kGapY);
        const int columns = std::max(1, static_cast<int>((room.width() - 8) / cellW));
        const int rows = (piles + columns - 1) / columns;
        if (rows * cellH <= room.height() - 8 || w <= 6) {
            g = {columns, w, w * kAspect, cellW, cellH, 0, 0};
            const int used = std::min(columns, piles);
            g.left = (room.width() - used * cellW) / 2 + w * kGapX / 2;
            g.top = std::max(4.0, (room.height() - rows * cellH) / 2) + w * kGapY * 0.8;
            break;
        }
    }
    return g;
}

QRectF AccordionView::pileRect(int p) const
{
    return pileRect(grid(), p);
}

QRectF AccordionView::pileRect(const Grid& g, int p)
{
    const int row = p / g.columns, column = p % g.columns;
    return {g.left + column * g.cellW, g.top + row * g.cellH, g.cardW, g.cardH};
}

void AccordionView::paintCard(QPainter& p, const QRectF& r, int card) const
{
    const double radius = r.width() * 0.1;
    p.setPen(QPen(m_theme->boardBorder, std::max(1.0, m_theme->lineWidth * m_scale)));
    p.setBrush(m_theme->window);
    p.drawRoundedRect(r, radius, radius);
    const int suit = accordion::suitOf(static_cast<accordion::Card>(card));
    const bool red = suit == 1 || suit == 2;
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(leastText(7), static_cast<int>(r.width() * 0.42)));
    p.setFont(f);
    p.setPen(red ? redSuit(*m_theme) : m_theme->text);
    const QString rank(accordion::kRanks[static_cast<std::size_t>(accordion::rankOf(static_cast<accordion::Card>(card)))]);
    p.drawText(QRectF(r.left(), r.top() + r.height() * 0.06, r.width(), r.height() * 0.46), Qt::AlignCenter,
               rank == QLatin1String("T") ? QStringLiteral("10") : rank);
    f.setPixelSize(std::max(leastText(7), static_cast<int>(r.width() * 0.5)));
    p.setFont(f);
    p.drawText(QRectF(r.left(), r.top() + r.height() * 0.46, r.width(), r.height() * 0.5), Qt::AlignCenter,
               suitSymbol(suit));
}

void AccordionView::paintPile(QPainter& p, const Grid& g, int pile, QPointF shift) const
{
    const QRectF at = pileRect(g, pile).translated(shift);
    int top = topSlot(pile);
    // While a card travels onto this pile, the pile shows what it held before.
    if (m_movingCard >= 0 && pile == m_moveTo)
        --top;
    if (top < 0) {
        p.setPen(QPen(m_theme->gridLine, m_scale, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(at, at.width() * 0.1, at.width() * 0.1);
        return;
    }
    // A taller pile shows the edges of the cards under its top one.
    const double edge = g.cardW * 0.06;
    for (int under = std::min(top, 3); under >= 1; --under) {
        p.setPen(QPen(m_theme->boardBorder, m_scale));
        p.setBrush(m_theme->boardBackground);
        p.drawRoundedRect(at.translated(under * edge, -under * edge), at.width() * 0.1, at.width() * 0.1);
    }
    const auto board = cells();
    paintCard(p, at, board[static_cast<std::size_t>(accordion::cellOf(pile, top))] - 1);
    if (top >= 1) {
        QFont f = font();
        f.setPixelSize(std::max(leastText(7), static_cast<int>(g.cardW * 0.24)));
        f.setBold(true);
        p.setFont(f);
        const QString height = QString::number(top + 1);
        // As large as its number where the number is set larger than the card would have it.
        const QFontMetricsF m(f);
        const double bw = std::max(g.cardW * 0.5, m.horizontalAdvance(height) + m.height() * 0.4);
        const double bh = std::max(g.cardW * 0.34, m.height());
        // On the card's corner, half over it: the suit in the middle stays in sight.
        const QRectF badge(at.right() - bw * 0.55, at.bottom() - bh * 0.7, bw, bh);
        p.setPen(Qt::NoPen);
        p.setBrush(m_theme->direction);
        p.drawRoundedRect(badge, badge.height() * 0.3, badge.height() * 0.3);
        p.setPen(Qt::white);
        p.drawText(badge, Qt::AlignCenter, height);
    }
}

void AccordionView::paintArc(QPainter& p, const Grid& g, int from, int to, const QColor& color,
                             const QString& label) const
{
    const QRectF a = pileRect(g, from), b = pileRect(g, to);
    const QPointF start(a.center().x(), a.top()), end(b.center().x(), b.top());
    const double lift = std::max(a.height() * 0.45, std::abs(start.x() - end.x()) * 0.25);
    QPainterPath path(start);
    path.cubicTo(start - QPointF(0, lift), end - QPointF(0, lift), end);
    p.setPen(QPen(color, std::max(2.0, a.width() * 0.06), Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    // The arrow head at the pile it points to.
    const double head = a.width() * 0.16;
    p.setBrush(color);
    p.drawPolygon(QPolygonF({end, end + QPointF(-head, -head * 1.3), end + QPointF(head, -head * 1.3)}));
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(leastText(7), static_cast<int>(a.width() * 0.28)));
    p.setFont(f);
    p.setPen(color);
    const QPointF mid = path.pointAtPercent(0.5);
    const double tall = std::max(a.width() * 0.36, QFontMetricsF(f).height());
    p.drawText(QRectF(mid.x() - a.width(), mid.y() - a.width() * 0.04 - tall, 2 * a.width(), tall), Qt::AlignCenter,
               label);
}

void AccordionView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        for (int p = 0; p < pileCount(); ++p)
            if (pileRect(p).contains(event->position()) && pickCell(p))
                return;
    BoardView::mousePressEvent(event);
}

void AccordionView::paintMarks(QPainter& p, const Grid& g) const
{
    const Step* step = m_session->player()->current();
    if (!step || stepMarksHidden())
        return;
    int source = -1, target = -1;
    for (const Highlight& h : step->marks()) {
        if (h.kind == HighlightKind::Source)
            source = h.a;
        else if (h.kind == HighlightKind::Target)
            target = h.a;
    }
    const double w = std::max(2.5 * m_scale, g.cardW * 0.07);
    const auto frame = [&](int pile, const QColor& color) {
        if (pile < 0 || pile >= kDeckSize)
            return;
        p.setPen(QPen(color, w));
        p.setBrush(Qt::NoBrush);
        const QRectF r = pileRect(g, pile).adjusted(-w, -w, w, w);
        p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
    };
    frame(source, m_theme->lastMove);
    frame(target, m_theme->winLine);
    if (source >= 0 && target >= 0 && source != target) {
        const auto args = step->narrationArgs();
        const bool matches = step->kind == accordion::Kinds::CardMove || (args.size() >= 5 && args[4] == 1);
        paintArc(p, g, source, target, matches ? m_theme->winLine : m_theme->lookOther,
                 QString::number(source - target));
    }
}

void AccordionView::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), m_theme->window);
    if (!showsAccordion())
        return;
    p.setRenderHint(QPainter::Antialiasing, true);
    const Grid g = grid();
    const double t = animating() ? m_motion.currentValue().toDouble() : 1.0;

    QFont numbers = font();
    numbers.setPixelSize(std::max(leastText(7), static_cast<int>(std::min(g.cardW * 0.26, 12.0 * m_scale))));
    const int piles = pileCount();
    for (int pile = 0; pile < piles; ++pile) {
        // Piles right of a closed gap slide left into place.
        QPointF shift;
        if (m_closedPile >= 0 && pile >= m_closedPile && t < 1.0)
            shift = (pileRect(g, pile + 1).topLeft() - pileRect(g, pile).topLeft()) * (1.0 - t);
        p.setFont(numbers);
        p.setPen(m_theme->coordinate);
        const QRectF at = pileRect(g, pile).translated(shift);
        // In the room above the pile, clear of the edges of the cards stacked under its top one.
        p.drawText(QRectF(at.left() - g.cardW * kGapX / 2, at.top() - g.cardW * kGapY + 1, g.cardW * (1 + kGapX),
                          g.cardW * (kGapY - 0.2)),
                   Qt::AlignCenter, QString::number(pile));
        paintPile(p, g, pile, shift);
    }
    paintMarks(p, g);
    if (m_movingCard >= 0 && t < 1.0) {
        const QPointF from = pileRect(g, m_moveFrom).topLeft(), to = pileRect(g, m_moveTo).topLeft();
        const QPointF at = from + (to - from) * t - QPointF(0, std::sin(t * M_PI) * g.cardH * 0.5);
        paintCard(p, QRectF(at, QSizeF(g.cardW, g.cardH)), m_movingCard);
    }
    paintPicked(p);
}

void AccordionView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    BoardView::changeEvent(event);
    // The list's width follows the font (doubled on a projector).
    if (event->type() == QEvent::FontChange)
        placeHeader();
}

QRectF AccordionView::pickRect(int cell) const
{
    return cell >= 0 && cell < pileCount() ? pileRect(cell) : QRectF();
}

} // namespace sb::ui
