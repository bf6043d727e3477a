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

} // namespace sb::ui
