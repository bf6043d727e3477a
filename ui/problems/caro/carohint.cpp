// SPDX-License-Identifier: GPL-3.0-or-later
// The Caro view's hint on a projector: where the whole board fitted beside the code leaves cells
// too small for the back row, one line under it names the keys to a larger one.
#include "caroview.h"

#include "widgets/wraplabel.h"

#include <QEvent>

#include <algorithm>

namespace sb::ui {

namespace {

/// The least cell, in pixels, a board fitted whole on a projector is read at from the back row.
constexpr double kLeastProjectorCell = 30.0;

} // namespace

void CaroView::makeHint()
{
    m_hint = new WrapLabel(this);
    m_hint->setObjectName(QStringLiteral("smallCellsHint"));
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->hide();
    retranslateHint();
}

void CaroView::retranslateHint()
{
    m_hint->setText(tr("Larger: F6 hides the code, F zooms in", "keys to larger Caro cells on a projector; one short line"));
    placeHint();
}

bool CaroView::cellsTooSmall() const
{
    if (!presentation() || !m_fit || m_following || boardSize() <= 0)
        return false;
    // The board's room with the hint's line given back: the hint never decides itself away.
    const QSize size = viewport()->size() + QSize(0, m_hintHeight);
    const double room = std::min(size.width(), size.height()) - gutter() - 8 * m_scale - 1;
    return room / boardSize() < kLeastProjectorCell;
}

void CaroView::placeHint()
{
    QFont small = font();
    small.setPixelSize(leastText(12));
    m_hint->setFont(small);
    const bool shown = cellsTooSmall();
    const int height = shown ? m_hint->heightForWidth(width()) : 0;
    m_hint->setGeometry(0, this->height() - height, width(), height);
    m_hint->setVisible(shown);
    if (height != m_hintHeight) {
        m_hintHeight = height;
        setViewportMargins(0, 0, 0, height); // the viewport's resize fits the board again
    }
}

QString CaroView::hint() const
{
    return m_hint->isHidden() ? QString() : m_hint->text();
}

void CaroView::changeEvent(QEvent* event)
{
    BoardView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateHint();
    else if (event->type() == QEvent::FontChange)
        placeHint();
}

} // namespace sb::ui
