// SPDX-License-Identifier: GPL-3.0-or-later
// A GIF read back as a viewer shows it, and how far two pictures differ: what the export tests compare.
#pragma once

#include <QFile>
#include <QImage>
#include <QList>
#include <QString>

#include <gif_lib.h>

#include <algorithm>
#include <cstdlib>

namespace sb::ui::test {

/// The frames of a GIF as a viewer shows them: each frame drawn over the ones before, its
/// transparent pixels letting them through.
inline QList<QImage> shownFrames(const QString& path, int* delay = nullptr)
{
    int error = 0;
    GifFileType* gif = DGifOpenFileName(QFile::encodeName(path).constData(), &error);
    QList<QImage> frames;
    if (!gif)
        return frames;
    if (DGifSlurp(gif) == GIF_OK && gif->SColorMap) {
        QImage canvas(gif->SWidth, gif->SHeight, QImage::Format_RGB32);
        canvas.fill(Qt::black);
        for (int i = 0; i < gif->ImageCount; ++i) {
            const SavedImage& image = gif->SavedImages[i];
            GraphicsControlBlock gcb{};
            DGifSavedExtensionToGCB(gif, i, &gcb);
            if (delay && i == 0)
                *delay = gcb.DelayTime;
            const GifImageDesc& d = image.ImageDesc;
            for (int y = 0; y < d.Height; ++y)
                for (int x = 0; x < d.Width; ++x) {
                    const int index = image.RasterBits[y * d.Width + x];
                    if (index == gcb.TransparentColor)
                        continue;
                    const GifColorType c = gif->SColorMap->Colors[index];
                    canvas.setPixel(d.Left + x, d.Top + y, qRgb(c.Red, c.Green, c.Blue));
                }
            frames << canvas;
        }
    }
    DGifCloseFile(gif, nullptr);
    return frames;
}

/// The share of pixels (in thousandths) whose colour differs clearly between two pictures of one size:
/// a GIF's palette moves a colour a little, a stone more than a little.
inline int differing(const QImage& a, const QImage& b)
{
    if (a.size() != b.size() || a.isNull())
        return 1000;
    const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
    qint64 n = 0;
    for (int r = 0; r < x.height(); ++r)
        for (int c = 0; c < x.width(); ++c) {
            const QRgb p = x.pixel(c, r), q = y.pixel(c, r);
            const int d = std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)), std::abs(qBlue(p) - qBlue(q))});
            n += d > 48;
        }
    return int(n * 1000 / (qint64(x.width()) * x.height()));
}

} // namespace sb::ui::test
