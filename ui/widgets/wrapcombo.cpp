// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/wrapcombo.h"

#include <QResizeEvent>
#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

namespace sb::ui {

namespace {

constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;

} // namespace

WrapComboBox::WrapComboBox(QWidget* parent) : QComboBox(parent)
{
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    connect(this, &QComboBox::currentIndexChanged, this, [this] { updateGeometry(); });
}

QString WrapComboBox::shownText() const
{
    return currentIndex() < 0 ? placeholderText() : currentText();
}

QRect WrapComboBox::fieldAt(QSize size) const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    option.rect = QRect(QPoint(0, 0), size);
    return style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
}

int WrapComboBox::textHeight(int width) const
{
    return fontMetrics().boundingRect(QRect(0, 0, std::max(1, width), 100000), kTextFlags, shownText()).height();
}

int WrapComboBox::heightForWidth(int width) const
{
    // One line's box, and as much taller as the words need at the field's width.
    const int oneLine = QComboBox::sizeHint().height();
    const QRect field = fieldAt(QSize(width, oneLine));
    return std::max(oneLine, oneLine - field.height() + textHeight(field.width()));
}

QSize WrapComboBox::sizeHint() const
{
    const int width = this->width() > 1 ? this->width() : QComboBox::sizeHint().width();
    return {QComboBox::sizeHint().width(), heightForWidth(width)};
}

QSize WrapComboBox::minimumSizeHint() const
{
    const int width = this->width() > 1 ? this->width() : QComboBox::minimumSizeHint().width();
    return {QComboBox::minimumSizeHint().width(), heightForWidth(width)};
}

QRect WrapComboBox::textRect() const
{
    return fieldAt(size());
}

bool WrapComboBox::textFits() const
{
    const QRect field = textRect();
    return textHeight(field.width()) <= field.height();
}

void WrapComboBox::paintEvent(QPaintEvent*)
{
    // The box as the style draws it, with no words; then the words, wrapped in its field.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QString text = shownText();
    option.currentText.clear();
    option.currentIcon = {};
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
    const QPalette::ColorRole role = currentIndex() < 0 ? QPalette::PlaceholderText : QPalette::ButtonText;
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, role));
    painter.drawText(textRect(), kTextFlags, text);
}

void WrapComboBox::resizeEvent(QResizeEvent* event)
{
    QComboBox::resizeEvent(event);
    // At another width the words may need another number of lines: ask the layout again.
    if (event->size().width() == m_widthAsked)
        return;
    m_widthAsked = event->size().width();
    if (heightForWidth(m_widthAsked) != height())
        updateGeometry();
}

} // namespace sb::ui
