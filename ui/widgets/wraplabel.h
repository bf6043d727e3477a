// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace sb::ui {

/// A label whose sentences wrap: it never widens the window, and it asks for
/// as many lines of height as its text needs at the width it has, so no line
/// is ever cut off, whatever the language or the screen.
class WrapLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrapLabel(QWidget* parent = nullptr);
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    /// True when the whole text shows at the label's size.
    bool textFits() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    int m_widthAsked = -1; ///< the width the last height was asked for
};

/// A label of one line: it never wraps and never widens the window. Where the whole text does
/// not fit, it ends in "…" and the whole text is in its tooltip; text() is always the whole text.
class LineLabel : public QLabel {
    Q_OBJECT
public:
    explicit LineLabel(QWidget* parent = nullptr);
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    /// True when the whole text shows at the label's width.
    bool textFits() const;
    /// Said in the tooltip besides the whole text (details that are not on the line).
    void setDetails(const QString& details);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateToolTip();
    QString m_details;
};

} // namespace sb::ui
