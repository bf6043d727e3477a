// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace sb::ui {

/// A combo box whose chosen item wraps onto as many lines as it needs, where Qt's would cut it
/// with "…": a sample's whole title shows in any language, on any screen.
class WrapComboBox : public QComboBox {
    Q_OBJECT
public:
    explicit WrapComboBox(QWidget* parent = nullptr);
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// The words shown in the box: the chosen item's, or the placeholder when none is chosen.
    QString shownText() const;
    /// The rectangle the words are drawn in, at the box's size.
    QRect textRect() const;
    /// True when the whole text shows at the box's size.
    bool textFits() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QRect fieldAt(QSize size) const;
    int textHeight(int width) const;
    int m_widthAsked = -1; ///< the width the layout was last asked again at
};

} // namespace sb::ui
