// SPDX-License-Identifier: GPL-3.0-or-later
#include "gifwriter.h"

#include <QCoreApplication>
#include <QHash>

#include <gif_lib.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace sb::ui {

namespace {

constexpr int kTransparent = 255; ///< the palette's last index: "keep what is shown"
constexpr int kCacheBits = 6;

struct Bucket {
    int r, g, b;
    qint64 count;
};

int channel(const Bucket& c, int axis) { return axis == 0 ? c.r : axis == 1 ? c.g : c.b; }

/// The channel with the widest spread in a box, and that spread.
std::pair<int, int> widestAxis(const Bucket* begin, const Bucket* end)
{
    int lo[3] = {255, 255, 255}, hi[3] = {0, 0, 0};
    for (const Bucket* c = begin; c != end; ++c)
        for (int a = 0; a < 3; ++a) {
            lo[a] = std::min(lo[a], channel(*c, a));
            hi[a] = std::max(hi[a], channel(*c, a));
        }
    int axis = 0;
    for (int a = 1; a < 3; ++a)
        if (hi[a] - lo[a] > hi[axis] - lo[axis])
            axis = a;
    return {axis, hi[axis] - lo[axis]};
}

QRgb meanColour(const Bucket* begin, const Bucket* end)
{
    double r = 0, g = 0, b = 0, n = 0;
    for (const Bucket* c = begin; c != end; ++c) {
        r += double(c->r) * c->count;
        g += double(c->g) * c->count;
        b += double(c->b) * c->count;
        n += double(c->count);
    }
    return qRgb(int(std::lround(r / n)), int(std::lround(g / n)), int(std::lround(b / n)));
}

QHash<QRgb, qint64> histogram(const QList<QImage>& samples)
{
    QHash<QRgb, qint64> counts;
    for (const QImage& sample : samples) {
        const QImage image = sample.convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < image.height(); ++y) {
            const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
            for (int x = 0; x < image.width(); ++x)
                ++counts[row[x] | 0xff000000u];
        }
    }
    return counts;
}

} // namespace

QVector<QRgb> medianCutPalette(const QList<QImage>& samples, int colours)
{
    const QHash<QRgb, qint64> counts = histogram(samples);
    std::vector<Bucket> all;
    all.reserve(counts.size());
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        all.push_back({qRed(it.key()), qGreen(it.key()), qBlue(it.key()), it.value()});
    if (all.empty())
        return {qRgb(0, 0, 0)};
    // Boxes are ranges of `all`; the box split next is the one whose widest spread
    // weighs most, so large flat areas keep their exact colours and the spare entries
    // go to the gradients of lines and text.
    struct Box {
        size_t b, e;
        int axis;
        double score;
    };
    const auto box = [&all](size_t b, size_t e) {
        qint64 n = 0;
        for (size_t k = b; k < e; ++k)
            n += all[k].count;
        const auto [axis, spread] = widestAxis(&all[b], &all[0] + e);
        return Box{b, e, axis, double(spread) * std::sqrt(double(n))};
    };
    std::vector<Box> boxes{box(0, all.size())};
    while (int(boxes.size()) < colours) {
        const auto best = std::max_element(boxes.begin(), boxes.end(),
                                           [](const Box& x, const Box& y) { return x.score < y.score; });
        if (best->score == 0)
            break; // every box holds one colour
        const auto [b, e, axis, score] = *best;
        std::sort(all.begin() + qsizetype(b), all.begin() + qsizetype(e),
                  [axis](const Bucket& x, const Bucket& y) { return channel(x, axis) < channel(y, axis); });
        qint64 total = 0, half = 0;
        for (size_t k = b; k < e; ++k)
            total += all[k].count;
        size_t cut = b + 1;
        for (size_t k = b; k + 1 < e; ++k) {
            half += all[k].count;
            cut = k + 1;
            if (2 * half >= total)
                break;
        }
        *best = box(b, cut);
        boxes.push_back(box(cut, e));
    }
    QVector<QRgb> palette;
    for (const Box& x : boxes)
        palette << meanColour(&all[x.b], &all[0] + x.e);
    return palette;
}

struct GifWriter::Gif {
    GifFileType* file = nullptr;
    ~Gif()
    {
        if (file)
            EGifCloseFile(file, nullptr);
    }
};

GifWriter::GifWriter() = default;

GifWriter::~GifWriter()
{
    cancel();
}

bool GifWriter::open(const QString& path, QSize size, const QVector<QRgb>& palette, double fps)
{
    m_error.clear();
    m_size = size;
    m_palette = palette.mid(0, kTransparent);
    m_fps = std::clamp(fps, 0.1, 50.0); // shorter than 2/100 s, browsers wait 1/10 s
    m_frames = 0;
    m_cache.fill(-1, 1 << (3 * kCacheBits));
    for (int i = 0; i < m_palette.size(); ++i) {
        const QRgb c = m_palette[i];
        m_cache[(qRed(c) >> 2) << 12 | (qGreen(c) >> 2) << 6 | qBlue(c) >> 2] = qint16(i);
    }
    m_indices.resize(qsizetype(size.width()) * size.height());
    m_shown.resize(m_indices.size());
    m_line.resize(size.width());
    m_file = std::make_unique<OutputFile>(path);
    if (size.isEmpty() || !m_file->open())
        return fail(m_file->errorText());

    int error = 0;
    m_gif = std::make_unique<Gif>();
    m_gif->file = EGifOpen(m_file.get(), [](GifFileType* gif, const GifByteType* data, int n) {
        return int(static_cast<OutputFile*>(gif->UserData)->write(reinterpret_cast<const char*>(data), n));
    }, &error);
    if (!m_gif->file)
        return fail(QString::fromLatin1(GifErrorString(error)));
    GifColorType colours[256] = {};
    for (int i = 0; i < m_palette.size(); ++i)
        colours[i] = {GifByteType(qRed(m_palette[i])), GifByteType(qGreen(m_palette[i])),
                      GifByteType(qBlue(m_palette[i]))};
    ColorMapObject* map = GifMakeMapObject(256, colours);
    EGifSetGifVersion(m_gif->file, true);
    const int put = EGifPutScreenDesc(m_gif->file, size.width(), size.height(), 8, 0, map);
    GifFreeMapObject(map);
    if (put != GIF_OK)
        return fail(QString::fromLatin1(GifErrorString(m_gif->file->Error)));
    return putLoop();
}

bool GifWriter::putLoop()
{
    static const char app[] = "NETSCAPE2.0";
    static const GifByteType loopsForever[] = {1, 0, 0}; // sub-block 1: loop count 0, for ever
    if (EGifPutExtensionLeader(m_gif->file, APPLICATION_EXT_FUNC_CODE) != GIF_OK
        || EGifPutExtensionBlock(m_gif->file, 11, app) != GIF_OK
        || EGifPutExtensionBlock(m_gif->file, 3, loopsForever) != GIF_OK
        || EGifPutExtensionTrailer(m_gif->file) != GIF_OK)
        return fail(QString::fromLatin1(GifErrorString(m_gif->file->Error)));
    return true;
}

quint8 GifWriter::nearest(QRgb colour)
{
    const int key = (qRed(colour) >> 2) << 12 | (qGreen(colour) >> 2) << 6 | qBlue(colour) >> 2;
    qint16& cached = m_cache[key];
    if (cached >= 0)
        return quint8(cached);
    int best = 0;
    int bestDistance = std::numeric_limits<int>::max();
    for (int i = 0; i < m_palette.size(); ++i) {
        const int dr = qRed(colour) - qRed(m_palette[i]);
        const int dg = qGreen(colour) - qGreen(m_palette[i]);
        const int db = qBlue(colour) - qBlue(m_palette[i]);
        const int distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db; // the eye sees green best
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    cached = qint16(best);
    return quint8(best);
}

void GifWriter::quantize(const QImage& frame)
{
    const int w = m_size.width();
    for (int y = 0; y < m_size.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
        quint8* out = m_indices.data() + qsizetype(y) * w;
        QRgb last = row[0] ^ 1u;
        quint8 lastIndex = 0;
        for (int x = 0; x < w; ++x) {
            // Boards are flat colours: most pixels repeat the one before.
            if (row[x] != last) {
                last = row[x];
                lastIndex = nearest(last);
            }
            out[x] = lastIndex;
        }
    }
}

QRect GifWriter::changedRect() const
{
    const int w = m_size.width();
    int top = -1, bottom = -1, left = w, right = -1;
    for (int y = 0; y < m_size.height(); ++y) {
        const quint8* a = m_indices.constData() + qsizetype(y) * w;
        const quint8* b = m_shown.constData() + qsizetype(y) * w;
        if (std::memcmp(a, b, size_t(w)) == 0)
            continue;
        if (top < 0)
            top = y;
        bottom = y;
        int x = 0;
        while (a[x] == b[x])
            ++x;
        left = std::min(left, x);
        x = w - 1;
        while (a[x] == b[x])
            --x;
        right = std::max(right, x);
    }
    return top < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

bool GifWriter::addFrame(const QImage& frame)
{
    if (!m_gif || !m_gif->file)
        return fail(QCoreApplication::translate("GifWriter", "The file is not open."));
    const QImage image = (frame.size() == m_size ? frame : frame.scaled(m_size, Qt::IgnoreAspectRatio,
                                                                         Qt::SmoothTransformation))
                             .convertToFormat(QImage::Format_RGB32);
    quantize(image);
    const bool first = m_frames == 0;
    QRect rect = first ? QRect(QPoint(0, 0), m_size) : changedRect();
    if (rect.isEmpty())
        rect = QRect(0, 0, 1, 1); // nothing changed: one transparent pixel holds the frame's delay
    return putFrame(rect, first);
}

bool GifWriter::putFrame(const QRect& rect, bool first)
{
    // Delays add up to the frame rate's times, so rounding to 1/100 s never drifts.
    const int delay = int(std::lround((m_frames + 1) * 100.0 / m_fps) - std::lround(m_frames * 100.0 / m_fps));
    GraphicsControlBlock gcb{DISPOSE_DO_NOT, false, std::max(delay, 2), first ? NO_TRANSPARENT_COLOR : kTransparent};
    GifByteType ext[4];
    const size_t length = EGifGCBToExtension(&gcb, ext);
    if (EGifPutExtension(m_gif->file, GRAPHICS_EXT_FUNC_CODE, int(length), ext) != GIF_OK
        || EGifPutImageDesc(m_gif->file, rect.x(), rect.y(), rect.width(), rect.height(), false, nullptr) != GIF_OK)
        return fail(QString::fromLatin1(GifErrorString(m_gif->file->Error)));
    const int w = m_size.width();
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        const quint8* now = m_indices.constData() + qsizetype(y) * w;
        quint8* shown = m_shown.data() + qsizetype(y) * w;
        for (int x = rect.left(); x <= rect.right(); ++x) {
            // Unchanged pixels are transparent: long runs of one index pack well.
            m_line[x - rect.left()] = !first && now[x] == shown[x] ? quint8(kTransparent) : now[x];
            shown[x] = now[x];
        }
        if (EGifPutLine(m_gif->file, m_line.data(), rect.width()) != GIF_OK)
            return fail(QString::fromLatin1(GifErrorString(m_gif->file->Error)));
    }
    ++m_frames;
    return true;
}

bool GifWriter::close()
{
    if (!m_gif || !m_gif->file)
        return false;
    int error = 0;
    const int closed = EGifCloseFile(m_gif->file, &error);
    m_gif->file = nullptr;
    m_gif.reset();
    if (closed != GIF_OK) {
        fail(QString::fromLatin1(GifErrorString(error)));
        m_file->cancel();
        return false;
    }
    if (!m_file->commit())
        return fail(m_file->errorText());
    return true;
}

void GifWriter::cancel()
{
    m_gif.reset();
    if (m_file)
        m_file->cancel();
}

bool GifWriter::fail(const QString& what)
{
    // giflib says only "failed to write"; the file knows why.
    m_error = m_file && !m_file->errorText().isEmpty() ? m_file->errorText() : what;
    return false;
}

} // namespace sb::ui
