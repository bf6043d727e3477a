// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProxyStyle>

namespace sb::ui {

/// The application's style, with the small drawn parts that Qt gives a fixed size (a check box's
/// box, a menu's icons, a button's icon and the arrow of a button with a menu) grown with the
/// widget's font: on a projector, where the window's font is doubled, they double too.
class FontScaledStyle : public QProxyStyle {
    Q_OBJECT
public:
    explicit FontScaledStyle(QStyle* base);
    int pixelMetric(PixelMetric metric, const QStyleOption* option = nullptr, const QWidget* widget = nullptr) const override;
    QSize sizeFromContents(ContentsType type, const QStyleOption* option, const QSize& size,
                           const QWidget* widget = nullptr) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;

    /// Sets the style on the application once; later calls do nothing.
    static void install();
    /// How much larger than the application's `widget`'s font is (1 for the usual font).
    static double scaleOf(const QWidget* widget);
};

} // namespace sb::ui
