// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordionview.h"

#include "accordionlayout.h"
#include "decklistmodel.h"
#include "run/motion.h"
#include "run/runsource.h"

#include "accordion/accordion.h"
#include "core/runmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QMouseEvent>

#include <cmath>
#include <functional>

namespace sb::ui {

using accordion::kDeckSize;
using namespace accordion_layout;

AccordionView::AccordionView(RunSource* source, QWidget* parent)
    : BoardView(source, parent), m_decks(new QComboBox(this)), m_header(new QLabel(this))
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
        m_source->pause();
        m_source->seekToCounter(static_cast<int>(accordion::Counters::Decks), index + 1);
    });
    connect(source, &RunSource::runChanged, this, &AccordionView::onRunChanged);
    connect(source, &RunSource::stepChanged, this, &AccordionView::onStepChanged);
    onRunChanged();
}

bool AccordionView::showsAccordion() const
{
    return m_source->input() && m_source->run() && m_source->runProblem() == &accordion::kProblem;
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
    const auto input = std::dynamic_pointer_cast<const accordion::AccordionInput>(m_source->input());
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
    const RunModel* run = shownRun();
    const bool forward = run && run->position() == m_lastPosition + 1;
    m_lastPosition = run ? run->position() : 0;
    if (showsAccordion()) {
        // Before the first deck starts, the list already names it.
        const auto decks = m_source->run()->counter(static_cast<int>(accordion::Counters::Decks));
        const int deck = std::max(1, static_cast<int>(decks));
        if (deck - 1 != m_decks->currentIndex())
            m_decks->setCurrentIndex(deck - 1);
    }
    // A move and a closing up are shown in motion when stepped forward slowly enough to see them.
    const Step* step = run ? run->boardStep() : nullptr;
    const bool slow = animatesMoves();
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

void AccordionView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        for (int p = 0; p < pileCount(); ++p)
            if (pileRect(p).contains(event->position()) && pickCell(p))
                return;
    BoardView::mousePressEvent(event);
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
