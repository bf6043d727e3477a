// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPaintDevice>
#include <QPaintEngine>
#include <QString>
#include <QTextItem>
#include <QWidget>

#include <QRectF>
#include <QTransform>

#include <cmath>
#include <limits>
#include <vector>

namespace sb::ui::test {

/// A text as it was drawn: its words, its size in pixels and where it stands on the device.
struct DrawnText {
    QString text;
    double pixels;
    QRectF rect;
};

/// A paint device that draws nothing and notes every text drawn on it, in pixels high and where:
/// what a widget's smallest words are, and what they stand on, as it paints them.
class TextSizes : public QPaintDevice {
public:
    explicit TextSizes(QSize size, int dpi) : m_engine(this), m_size(size), m_dpi(dpi) {}
    QPaintEngine* paintEngine() const override { return const_cast<Engine*>(&m_engine); }
    /// The smallest text drawn, in pixels, and its words; max() when none was.
    double smallest() const { return m_smallest; }
    QString smallestText() const { return m_text; }
    const std::vector<DrawnText>& texts() const { return m_texts; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth: return m_size.width();
        case PdmHeight: return m_size.height();
        case PdmDpiX: case PdmDpiY: case PdmPhysicalDpiX: case PdmPhysicalDpiY: return m_dpi;
        case PdmDepth: return 32;
        case PdmNumColors: return std::numeric_limits<int>::max();
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return static_cast<int>(QPaintDevice::devicePixelRatioFScale());
        case PdmWidthMM: return m_size.width() * 254 / (m_dpi * 10);
        case PdmHeightMM: return m_size.height() * 254 / (m_dpi * 10);
        }
        return 0;
    }

private:
    class Engine : public QPaintEngine {
    public:
        explicit Engine(TextSizes* device) : QPaintEngine(AllFeatures), m_device(device) {}
        bool begin(QPaintDevice*) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState& state) override
        {
            if (state.state() & DirtyTransform) {
                m_transform = state.transform();
                m_scale = std::sqrt(std::abs(m_transform.determinant()));
            }
        }
        void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
        // The rest draws nothing: only the words are noted.
        void drawPath(const QPainterPath&) override {}
        void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
        void drawPolygon(const QPoint*, int, PolygonDrawMode) override {}
        void drawRects(const QRectF*, int) override {}
        void drawRects(const QRect*, int) override {}
        void drawLines(const QLineF*, int) override {}
        void drawLines(const QLine*, int) override {}
        void drawEllipse(const QRectF&) override {}
        void drawEllipse(const QRect&) override {}
        void drawPoints(const QPointF*, int) override {}
        void drawPoints(const QPoint*, int) override {}
        void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override {}
        void drawTiledPixmap(const QRectF&, const QPixmap&, const QPointF&) override {}
        void drawTextItem(const QPointF& at, const QTextItem& item) override
        {
            const QFont f = item.font();
            const double px = (f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * m_device->m_dpi / 72.0) * m_scale;
            if (!item.text().trimmed().isEmpty())
                m_device->m_texts.push_back(
                    {item.text(), px,
                     m_transform.mapRect(QRectF(at.x(), at.y() - item.ascent(), item.width(), item.ascent() + item.descent()))});
            if (!item.text().trimmed().isEmpty() && px < m_device->m_smallest) {
                m_device->m_smallest = px;
                m_device->m_text = item.text();
            }
        }
        Type type() const override { return User; }

    private:
        TextSizes* m_device;
        double m_scale = 1;
        QTransform m_transform;
    };

    Engine m_engine;
    QSize m_size;
    int m_dpi;
    double m_smallest = std::numeric_limits<double>::max();
    QString m_text;
    std::vector<DrawnText> m_texts;
};

/// The smallest text `widget` draws, as it stands: its height in pixels and its words.
struct SmallestText {
    double pixels;
    QString text;
};

inline SmallestText smallestText(QWidget* widget)
{
    TextSizes sizes(widget->size(), widget->logicalDpiY());
    widget->render(&sizes, QPoint(), QRegion(), QWidget::RenderFlags());
    return {sizes.smallest(), sizes.smallestText()};
}

/// Every text `widget` draws, as it stands.
inline std::vector<DrawnText> drawnTexts(QWidget* widget)
{
    TextSizes sizes(widget->size(), widget->logicalDpiY());
    widget->render(&sizes, QPoint(), QRegion(), QWidget::RenderFlags());
    return sizes.texts();
}

} // namespace sb::ui::test
