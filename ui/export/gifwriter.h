// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QList>
#include <QRgb>
#include <QSize>
#include <QString>
#include <QVector>

#include "common/outputfile.h"

#include <memory>

namespace sb::ui {

/// Up to `colours` colours that stand for the pixels of `samples` (median cut over
/// their colours, weighted by how often each is seen). A picture with no more
/// distinct colours than that keeps every one of them exactly.
QVector<QRgb> medianCutPalette(const QList<QImage>& samples, int colours = 255);

/// Writes an animated GIF that slides and browsers accept: one global palette for
/// every frame, a loop forever (the NETSCAPE2.0 extension), and a delay per frame
/// from the frame rate. Each frame after the first holds only the rectangle that
/// changed, its unchanged pixels transparent, so a board that changes a few cells
/// a step costs a few hundred bytes a frame. The file appears only when close()
/// succeeds: a cancelled or failed export leaves nothing behind (see OutputFile).
class GifWriter {
public:
    GifWriter();
    ~GifWriter();
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    /// Starts the file. `palette` holds at most 255 colours: the last index is transparent.
    bool open(const QString& path, QSize size, const QVector<QRgb>& palette, double fps);
    /// Adds a frame of the size given to open(); another size is scaled to it.
    bool addFrame(const QImage& frame);
    /// Writes the end of the file and puts it in place.
    bool close();
    /// Drops the file under way.
    void cancel();

    int frameCount() const { return m_frames; }
    QString errorString() const { return m_error; }

private:
    struct Gif;
    /// The palette index of every pixel, through a cache of the nearest colour.
    void quantize(const QImage& frame);
    quint8 nearest(QRgb colour);
    QRect changedRect() const;
    bool putFrame(const QRect& rect, bool first);
    bool putLoop();
    bool fail(const QString& what);

    std::unique_ptr<OutputFile> m_file;
    std::unique_ptr<Gif> m_gif;
    QSize m_size;
    QVector<QRgb> m_palette;
    QVector<qint16> m_cache;   ///< 6 bits a channel -> palette index, -1 while not looked up
    QVector<quint8> m_indices; ///< the frame being added, one index a pixel
    QVector<quint8> m_shown;   ///< what a viewer shows after the frames so far
    QVector<quint8> m_line;
    double m_fps = 10;
    int m_frames = 0;
    QString m_error;
};

} // namespace sb::ui
