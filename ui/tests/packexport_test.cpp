// SPDX-License-Identifier: GPL-3.0-or-later
// A picture and an animation of a problem pack's board: drawn by the pack where its run stands, as the
// window draws it, and the window's run left where it stood.
#include "packwindow.h"

#include "export/boardframes.h"
#include "export/exportcontroller.h"
#include "export/exportdialogs.h"
#include "exportwait.h"
#include "gifframes.h"
#include "run/drawnboards.h"
#include "runapp.h"

#include <QFile>
#include <QImage>
#include <QPainter>

using namespace sb::ui;
using sb::ui::test::differing;
using sb::ui::test::PackWindow;
using sb::ui::test::shownFrames;

namespace {

class PackExport : public PackWindow {
protected:
    QImage onScreen() const { return packs()->board()->grab().toImage().convertToFormat(QImage::Format_RGB32); }
    QString file(const char* name) const { return dir.filePath(QLatin1String(name)); }
    QTemporaryDir dir;
};

} // namespace

TEST_F(PackExport, APictureIsThePacksBoardWhereItsRunStands)
{
    open("regions");
    packs()->goToStep(80);
    const QImage shown = onScreen();
    const QSize size = packs()->board()->size();
    ASSERT_TRUE(window->exports()->picture(file("regions.png"), false, size));
    const QImage picture = QImage(file("regions.png")).convertToFormat(QImage::Format_RGB32);
    EXPECT_EQ(picture.size(), size);
    EXPECT_TRUE(picture == shown) << "differing: " << differing(picture, shown) << "/1000";
    // Where the run stood: at its start the board is another.
    packs()->goToStep(0);
    EXPECT_GT(differing(picture, onScreen()), 2);
    EXPECT_EQ(stepper()->step(), 0u);

    // An SVG of it too, at another size.
    ASSERT_TRUE(window->exports()->picture(file("regions.svg"), false, QSize(640, 480)));
    QFile svg(file("regions.svg"));
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    EXPECT_TRUE(text.contains("<svg")) << text.left(200).toStdString();
    EXPECT_TRUE(text.contains("viewBox=\"0 0 640 480\""));
}

TEST_F(PackExport, AGifHasAFrameAMoveOfThePacksBoardFromWhereItsRunStands)
{
    open("regions");
    packs()->setInput(packs()->sampleInput(1)); // the islands: more regions
    packs()->waitForRecording();
    // The third region found: a move is a region.
    for (int i = 0; i < 3; ++i)
        key(Qt::Key_PageDown);
    const std::size_t at = stepper()->step();
    const QSize size = packs()->board()->size();
    quint64 step = 0, move = 0;
    AnimationRequest run = window->exports()->animation(&step, &move);
    ASSERT_NE(run.drawn, nullptr);
    EXPECT_EQ(run.program, nullptr);
    EXPECT_EQ(step, at);
    EXPECT_EQ(move, run.drawn->movesAt(at));
    ASSERT_GE(run.drawn->last(true), 3u);
    run.moves = true;
    run.size = size;
    AnimationDialog dialog(run, step, move, window.get());
    EXPECT_EQ(dialog.request().to, run.drawn->last(true)); // none past the recording's last move
    run.from = 1;
    run.to = 3;
    dialog.setRequest(run);
    ASSERT_TRUE(test::exportWaited(dialog, file("regions.gif"))) << dialog.status().toStdString();
    const QList<QImage> frames = shownFrames(file("regions.gif"));
    ASSERT_EQ(frames.size(), 3);
    EXPECT_EQ(frames.front().size(), size);
    // Each frame is the board where its move ends, where Page Down takes the class.
    const std::vector<std::size_t> ends = run.drawn->frameSteps(1, 3, true);
    ASSERT_EQ(ends.size(), 3u);
    key(Qt::Key_Home);
    for (int i = 0; i < 3; ++i) {
        key(Qt::Key_PageDown);
        EXPECT_EQ(stepper()->step(), ends[std::size_t(i)]) << "move " << i + 1;
        QImage drawn(size, QImage::Format_RGB32);
        QPainter painter(&drawn);
        run.drawn->paint(painter, QRectF(drawn.rect()), ends[std::size_t(i)]);
        painter.end();
        EXPECT_LE(differing(frames[i], drawn), 2) << "frame " << i;
    }
    EXPECT_GT(differing(frames.front(), frames.back()), 2);

    // By lines: a frame a step, none past the recording's end.
    run.moves = false;
    run.from = stepper()->steps() - 3;
    run.to = run.from + 10;
    QString error;
    ASSERT_TRUE(test::writeAnimation(run, file("lines.gif"), &error)) << error.toStdString();
    EXPECT_EQ(shownFrames(file("lines.gif")).size(), 3);
    run.from = stepper()->steps() + 5;
    run.to = run.from + 1;
    EXPECT_FALSE(test::writeAnimation(run, file("past.gif"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("before the first frame"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(file("past.gif")));
}

TEST_F(PackExport, WhileThePacksRunIsRecordedNothingIsDrawnAndTheWindowSaysWhy)
{
    open("regions");
    packs()->setInput(packs()->sampleInput(1)); // recorded afresh, in the background
    ASSERT_TRUE(packs()->recording()); // it is built first: never over at once
    QString why;
    EXPECT_FALSE(window->exports()->picture(file("early.png"), false, QSize(300, 300), &why));
    EXPECT_TRUE(why.contains(QStringLiteral("still being recorded"))) << why.toStdString();
    EXPECT_FALSE(QFile::exists(file("early.png")));
    packs()->waitForRecording();
    EXPECT_TRUE(window->exports()->picture(file("late.png"), false, QSize(300, 300), &why));
}

TEST(PackCommandLine, ExportsAGifOfAPacksMovesWithoutADisplay)
{
    const QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("knapsack.gif"));
    QString error;
    const test::AppRun run{{{QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache"))}}, {}, nullptr};
    EXPECT_EQ(test::runApp({QStringLiteral("--problem"), test::packPath("knapsack"), QStringLiteral("--method"),
                            QStringLiteral("3"), QStringLiteral("--export-gif"), path, QStringLiteral("--from"),
                            QStringLiteral("0"), QStringLiteral("--to"), QStringLiteral("2"), QStringLiteral("--moves"),
                            QStringLiteral("--size"), QStringLiteral("320x240")},
                           &error, run),
              0)
        << error.toStdString();
    const QList<QImage> frames = shownFrames(path);
    ASSERT_EQ(frames.size(), 3);
    EXPECT_EQ(frames.front().size(), QSize(320, 240));
    EXPECT_GT(differing(frames.front(), frames.back()), 2); // the table fills
}
