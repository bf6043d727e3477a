// SPDX-License-Identifier: GPL-3.0-or-later
#include "wraplabel.h"

namespace sb::ui {

WrapLabel::WrapLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(true);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
}

QSize WrapLabel::minimumSizeHint() const
{
    const int width = this->width() > 1 ? this->width() : 200;
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

} // namespace sb::ui
