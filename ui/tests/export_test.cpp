// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportwait.h"
#include "testpaths.h"
#include "export/boardframes.h"
#include "export/exportcontroller.h"
#include "export/exportdialogs.h"
#include "export/gifwriter.h"
#include "openwindow.h"
#include "runapp.h"

#include "core/player.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTimer>

#include <gif_lib.h>

#include <cstring>
#include <memory>

namespace sb::ui::test {
namespace {

/// A GIF read back whole with giflib's own reader.
struct DecodedGif {
    explicit DecodedGif(const QString& path)
    {
        int error = 0;
        gif = DGifOpenFileName(QFile::encodeName(path).constData(), &error);
        if (gif && DGifSlurp(gif) != GIF_OK)
            close();
    }
    ~DecodedGif() { close(); }
    void close()
    {
        if (gif)
            DGifCloseFile(gif, nullptr);
        gif = nullptr;
    }
    int frames() const { return gif ? gif->ImageCount : 0; }
    QSize size() const { return gif ? QSize(gif->SWidth, gif->SHeight) : QSize(); }
    int delay(int frame) const
    {
        GraphicsControlBlock gcb{};
        return DGifSavedExtensionToGCB(gif, frame, &gcb) == GIF_OK ? gcb.DelayTime : -1;
    }
    bool onePalette() const
    {
        if (!gif || !gif->SColorMap)
            return false;
        for (int i = 0; i < gif->ImageCount; ++i)
            if (gif->SavedImages[i].ImageDesc.ColorMap)
                return false;
        return true;
    }
    /// The NETSCAPE2.0 block with a loop count of 0: for ever.
    bool loopsForever() const
    {
        const ExtensionBlock* b = gif && gif->ImageCount ? gif->SavedImages[0].ExtensionBlocks : nullptr;
        const int n = b ? gif->SavedImages[0].ExtensionBlockCount : 0;
        for (int i = 0; i + 1 < n; ++i)
            if (b[i].Function == APPLICATION_EXT_FUNC_CODE && b[i].ByteCount == 11
                && std::memcmp(b[i].Bytes, "NETSCAPE2.0", 11) == 0)
                return b[i + 1].ByteCount == 3 && b[i + 1].Bytes[0] == 1 && b[i + 1].Bytes[1] == 0
                       && b[i + 1].Bytes[2] == 0;
        return false;
    }
    GifFileType* gif = nullptr;
};

int colours(const QImage& image)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            seen.insert(image.pixel(x, y));
    return int(seen.size());
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString sample(const char* name)
{
    QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/caro/")) + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

AnimationRequest caroSteps(quint64 from, quint64 to, QSize size, double fps)
{
    AnimationRequest r;
    r.problem = QStringLiteral("caro");
    r.method = QStringLiteral("1");
    r.input = sample("sample.txt");
    r.from = from;
    r.to = to;
    r.size = size;
    r.fps = fps;
    return r;
}

class Export : public OpenWindow {
protected:
    void SetUp() override
    {
        OpenWindow::SetUp();
        ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
        session()->seek(40);
        session()->waitUntilIdle();
    }
    QString file(const char* name) const { return dir.filePath(QLatin1String(name)); }
    QTemporaryDir dir;
};

TEST_F(Export, TheBoardAloneAsAPngHasTheAskedSize)
{
    ASSERT_TRUE(window->exports()->picture(file("board.png"), false, QSize(640, 480)));
    const QImage image(file("board.png"));
    EXPECT_EQ(image.size(), QSize(640, 480));
    EXPECT_GT(colours(image), 4);
}

TEST_F(Export, TheWholeWindowAsAPngHasTheAskedSize)
{
    ASSERT_TRUE(window->exports()->picture(file("window.png"), true, QSize(1000, 600)));
    const QImage image(file("window.png"));
    EXPECT_EQ(image.size(), QSize(1000, 600));
    EXPECT_GT(colours(image), 30);
}

TEST_F(Export, TheBoardAsAnSvgIsDrawnInLinesNotPixels)
{
    ASSERT_TRUE(window->exports()->picture(file("board.svg"), false, QSize(800, 600)));
    const QByteArray text = contents(file("board.svg"));
    EXPECT_TRUE(text.contains("<svg"));
    EXPECT_FALSE(text.contains("<image")) << "the board must not be a picture inside the SVG";
    EXPECT_GT(text.count("<path") + text.count("<polyline") + text.count("<rect"), 20);
    QSvgRenderer renderer(file("board.svg"));
    ASSERT_TRUE(renderer.isValid());
    EXPECT_EQ(renderer.viewBox(), QRect(0, 0, 800, 600));
    QImage drawn(800, 600, QImage::Format_RGB32);
    drawn.fill(Qt::white);
    QPainter painter(&drawn);
    renderer.render(&painter);
    painter.end();
    EXPECT_GT(colours(drawn), 4);
}

TEST_F(Export, TheWholeWindowAsAnSvgHoldsItsTexts)
{
    ASSERT_TRUE(window->exports()->picture(file("window.svg"), true, QSize(1366, 768)));
    const QByteArray text = contents(file("window.svg"));
    EXPECT_TRUE(text.startsWith("<?xml") && text.contains("<svg"));
    EXPECT_TRUE(text.contains("<text"));
    EXPECT_TRUE(QSvgRenderer(file("window.svg")).isValid());
}

TEST_F(Export, TheFileMenuOffersPictureAndAnimationWithTheirKeys)
{
    QStringList keys;
    for (const QAction* a : window->actions())
        keys << a->shortcut().toString();
    EXPECT_TRUE(keys.contains(QStringLiteral("Ctrl+E")));
    EXPECT_TRUE(keys.contains(QStringLiteral("Ctrl+Shift+E")));
}

TEST(GifExport, AStepRangeDecodesBackWithOnePaletteALoopAndTheDelaysOfItsSpeed)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("steps.gif"));
    QString error;
    ASSERT_TRUE(test::writeAnimation(caroSteps(5, 24, QSize(320, 240), 4), path, &error)) << error.toStdString();
    const DecodedGif gif(path);
    ASSERT_NE(gif.gif, nullptr);
    EXPECT_EQ(gif.frames(), 20);
    EXPECT_EQ(gif.size(), QSize(320, 240));
    EXPECT_TRUE(gif.onePalette());
    EXPECT_EQ(gif.gif->SColorMap->ColorCount, 256);
    EXPECT_TRUE(gif.loopsForever());
    for (int i = 0; i < gif.frames(); ++i)
        EXPECT_EQ(gif.delay(i), 25) << "frame " << i;
}

TEST(GifExport, AMoveRangeHasAFrameAMoveAndStopsWhereTheRunEnds)
{
    QTemporaryDir dir;
    AnimationRequest r = caroSteps(2, 6, QSize(200, 200), 2);
    r.moves = true;
    QString error;
    ASSERT_TRUE(test::writeAnimation(r, dir.filePath(QStringLiteral("moves.gif")), &error)) << error.toStdString();
    EXPECT_EQ(DecodedGif(dir.filePath(QStringLiteral("moves.gif"))).frames(), 5);

    BoardFrames run(QStringLiteral("caro"), QSize(100, 100), false);
    ASSERT_TRUE(run.load(r.method, r.input));
    run.session().seek(1'000'000);
    run.session().waitUntilIdle();
    const quint64 moves = run.position(true);
    r.from = 1;
    r.to = 1000;
    ASSERT_TRUE(test::writeAnimation(r, dir.filePath(QStringLiteral("all.gif")), &error)) << error.toStdString();
    EXPECT_EQ(DecodedGif(dir.filePath(QStringLiteral("all.gif"))).frames(), int(moves));
    r.from = moves + 1;
    EXPECT_FALSE(test::writeAnimation(r, dir.filePath(QStringLiteral("none.gif")), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("none.gif"))));
}

TEST(GifExport, TwoHundredCaroStepsAt800x600StayUnderFiveMegabytes)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("caro.gif"));
    QString error;
    ASSERT_TRUE(test::writeAnimation(caroSteps(1, 200, QSize(800, 600), 10), path, &error)) << error.toStdString();
    EXPECT_LT(QFileInfo(path).size(), 5 * 1024 * 1024);
    const DecodedGif gif(path);
    EXPECT_EQ(gif.frames(), 200);
    EXPECT_EQ(gif.size(), QSize(800, 600));
}

TEST(GifWriter, KeepsFewColoursExactlyAndAnUnchangedFrameCostsOnePixel)
{
    QImage frame(64, 48, QImage::Format_RGB32);
    frame.fill(qRgb(250, 240, 200));
    frame.setPixel(3, 4, qRgb(200, 30, 40));
    const QVector<QRgb> palette = medianCutPalette({frame});
    EXPECT_EQ(palette.size(), 2);
    EXPECT_TRUE(palette.contains(qRgb(200, 30, 40)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("still.gif"));
    GifWriter gif;
    ASSERT_TRUE(gif.open(path, frame.size(), palette, 30));
    for (int i = 0; i < 30; ++i)
        ASSERT_TRUE(gif.addFrame(frame));
    ASSERT_TRUE(gif.close());
    const DecodedGif read(path);
    ASSERT_EQ(read.frames(), 30);
    int total = 0;
    for (int i = 0; i < 30; ++i)
        total += read.delay(i);
    EXPECT_EQ(total, 100) << "30 frames at 30 a second last one second";
    EXPECT_EQ(read.gif->SavedImages[1].ImageDesc.Width * read.gif->SavedImages[1].ImageDesc.Height, 1);
}

TEST(GifWriter, ACancelledFileIsNeverWritten)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dropped.gif"));
    QImage frame(32, 32, QImage::Format_RGB32);
    frame.fill(Qt::blue);
    GifWriter gif;
    ASSERT_TRUE(gif.open(path, frame.size(), {qRgb(0, 0, 255)}, 10));
    ASSERT_TRUE(gif.addFrame(frame));
    gif.cancel();
    EXPECT_FALSE(QFile::exists(path));
}

TEST_F(Export, TheAnimationDialogWritesItsRangeWithProgress)
{
    AnimationRequest run = caroSteps(0, 0, QSize(240, 180), 5);
    AnimationDialog dialog(run, 10, 2, window.get());
    AnimationRequest r = dialog.request();
    EXPECT_EQ(r.from, 10u);
    r.to = 21;
    dialog.setRequest(r);
    ASSERT_TRUE(test::exportWaited(dialog, file("dialog.gif"))) << dialog.status().toStdString();
    EXPECT_EQ(dialog.progressBar()->value(), dialog.progressBar()->maximum());
    EXPECT_EQ(DecodedGif(file("dialog.gif")).frames(), 12);
}

TEST_F(Export, TheAnimationDialogReturnsAtOnceAndTheWindowAnswersWhileItWrites)
{
    AnimationDialog dialog(caroSteps(1, 150, QSize(400, 300), 5), 1, 1, window.get());
    dialog.setRequest(caroSteps(1, 150, QSize(400, 300), 5));
    QSignalSpy exported(&dialog, &AnimationDialog::exported);
    dialog.exportTo(file("async.gif"));
    // Back at once: the frames are drawn between the event loop's turns.
    EXPECT_TRUE(dialog.exporting());
    EXPECT_TRUE(exported.isEmpty());
    EXPECT_LT(dialog.progressBar()->value(), dialog.progressBar()->maximum());
    // The window's own run moves meanwhile.
    const quint64 before = session()->player()->position();
    QTest::keyClick(window.get(), Qt::Key_Right);
    EXPECT_EQ(session()->player()->position(), before + 1);
    ASSERT_TRUE(exported.wait(120000));
    EXPECT_TRUE(exported.first().at(0).toBool()) << dialog.status().toStdString();
    EXPECT_FALSE(dialog.exporting());
    EXPECT_EQ(DecodedGif(file("async.gif")).frames(), 150);
}

TEST_F(Export, CancelInTheAnimationDialogStopsAndWritesNothing)
{
    AnimationDialog dialog(caroSteps(1, 150, QSize(400, 300), 5), 1, 1, window.get());
    dialog.setRequest(caroSteps(1, 150, QSize(400, 300), 5));
    QTimer::singleShot(0, dialog.cancelButton(), &QPushButton::click);
    EXPECT_FALSE(test::exportWaited(dialog, file("cancelled.gif")));
    EXPECT_FALSE(QFile::exists(file("cancelled.gif")));
    EXPECT_FALSE(dialog.exporting());
    EXPECT_TRUE(dialog.status().contains(QStringLiteral("Cancelled")));
}

TEST(CommandLine, ExportsAGifWithoutADisplay)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cli.gif"));
    QString error;
    EXPECT_EQ(runApp({QStringLiteral("--problem"), QStringLiteral("caro"), QStringLiteral("--method"),
                      QStringLiteral("3"), QStringLiteral("--export-gif"), path, QStringLiteral("--from"),
                      QStringLiteral("3"), QStringLiteral("--to"), QStringLiteral("32"), QStringLiteral("--size"),
                      QStringLiteral("400x300"), QStringLiteral("--fps"), QStringLiteral("10")},
                     &error),
              0)
        << error.toStdString();
    const DecodedGif gif(path);
    EXPECT_EQ(gif.frames(), 30);
    EXPECT_EQ(gif.size(), QSize(400, 300));
    EXPECT_EQ(gif.delay(0), 10);
    EXPECT_TRUE(gif.loopsForever());
}

TEST(CommandLine, ExportsAGifOfMovesAndRefusesABackwardRange)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("moves.gif"));
    EXPECT_EQ(runApp({QStringLiteral("--problem"), QStringLiteral("caro"), QStringLiteral("--export-gif"), path,
                      QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("4"),
                      QStringLiteral("--moves")}),
              0);
    const DecodedGif gif(path);
    EXPECT_EQ(gif.frames(), 4);
    EXPECT_EQ(gif.size(), QSize(800, 600));
    const QString back = dir.filePath(QStringLiteral("back.gif"));
    EXPECT_NE(runApp({QStringLiteral("--export-gif"), back, QStringLiteral("--from"), QStringLiteral("9"),
                      QStringLiteral("--to"), QStringLiteral("2")}),
              0);
    EXPECT_FALSE(QFile::exists(back));
}

} // namespace
} // namespace sb::ui::test
