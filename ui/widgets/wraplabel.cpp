// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/wraplabel.h"

#include <QPainter>
#include <QStyle>

namespace sb::ui {

WrapLabel::WrapLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(true);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
}

QSize WrapLabel::minimumSizeHint() const
{
    // A label no layout has placed yet has Qt's default width (100): asked at that width, a long
    // sentence wants a line a word and grows the window past the screen. Until it is placed, the
    // width its parent offers is the better guess.
    int width = 200;
    if (testAttribute(Qt::WA_Resized) && this->width() > 1)
        width = this->width();
    else if (const QWidget* parent = parentWidget(); parent && parent->testAttribute(Qt::WA_Resized) && parent->width() > 1)
        width = parent->width();
    const_cast<WrapLabel*>(this)->m_widthAsked = width;
    return {0, text().isEmpty() ? 0 : heightForWidth(width)};
}

QSize WrapLabel::sizeHint() const
{
    return {QLabel::sizeHint().width(), minimumSizeHint().height()};
}

bool WrapLabel::textFits() const
{
    return text().isEmpty() || heightForWidth(width()) <= height();
}

void WrapLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    // At another width the text may need another number of lines: ask the layout again.
    if (width() != m_widthAsked && heightForWidth(width()) != heightForWidth(m_widthAsked))
        updateGeometry();
}

LineLabel::LineLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(false);
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

QSize LineLabel::minimumSizeHint() const
{
    return {0, fontMetrics().height() + contentsMargins().top() + contentsMargins().bottom()};
}

QSize LineLabel::sizeHint() const
{
    return {QLabel::sizeHint().width(), minimumSizeHint().height()};
}

bool LineLabel::textFits() const
{
    return fontMetrics().horizontalAdvance(text()) <= contentsRect().width();
}

void LineLabel::setDetails(const QString& details)
{
    m_details = details;
    updateToolTip();
}

void LineLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QRect area = contentsRect();
    const QString shown = fontMetrics().elidedText(text(), layoutDirection() == Qt::RightToLeft ? Qt::ElideLeft : Qt::ElideRight,
                                                   area.width());
    style()->drawItemText(&painter, area, static_cast<int>(alignment()) | Qt::AlignVCenter, palette(), isEnabled(), shown,
                          foregroundRole());
    updateToolTip();
}

void LineLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    updateToolTip();
}

void LineLabel::updateToolTip()
{
    QStringList parts;
    if (!textFits())
        parts << text();
    if (!m_details.isEmpty())
        parts << m_details;
    const QString tip = parts.join(QLatin1Char('\n'));
    if (tip != toolTip())
        setToolTip(tip);
}

} // namespace sb::ui
