// SPDX-License-Identifier: GPL-3.0-or-later
// A picture and an animation of the board the student's own program keeps, while it is stepped.
#include "export/boardframes.h"
#include "export/exportcontroller.h"
#include "export/exportdialogs.h"
#include "exportwait.h"
#include "gifframes.h"
#include "mysolution.h"
#include "own/stepper.h"
#include "widgets/boardview.h"

#include "core/player.h"
#include "core/programboard.h"
#include "recordedboards.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdlib>

using namespace sb::ui;
using sb::ui::test::kCaroBorderedRows;
using sb::ui::test::MySolution;
using sb::ui::test::differing;
using sb::ui::test::shownFrames;

namespace {

std::ptrdiff_t stones(std::span<const sb::CellValue> cells)
{
    return std::count_if(cells.begin(), cells.end(), [](sb::CellValue v) { return v != 0; });
}

class ProgramExport : public MySolution {
protected:
    ProgramStepper* stepper() const { return panel()->stepper(); }
    BoardView* board() const { return window->board(); }
    QImage onScreen() const { return board()->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32); }
    QString file(const char* name) const { return dir.filePath(QLatin1String(name)); }
    /// The program just after it plays its `move`-th move, as Page Down takes it there.
    void toMove(int move)
    {
        stepper()->home();
        for (int i = 0; i < move; ++i)
            stepper()->nextMoment();
        QApplication::processEvents();
    }
    QTemporaryDir dir;
};

const QString kFourMoves = QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n");

} // namespace

TEST_F(ProgramExport, APictureIsTheProgramsBoardOnScreenAndTheProgramStaysWhereItStood)
{
    stepCaroInPython(kFourMoves, kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    toMove(2);
    ASSERT_TRUE(board()->showsProgram());
    ASSERT_EQ(stones(board()->cells()), 2);
    const std::size_t at = stepper()->step();
    const quint64 methodAt = session()->player()->position();
    const QImage shown = onScreen();

    ASSERT_TRUE(window->exports()->picture(file("mine.png"), false, board()->viewport()->size()));
    const QImage picture = QImage(file("mine.png")).convertToFormat(QImage::Format_RGB32);
    EXPECT_EQ(picture.size(), shown.size());
    EXPECT_TRUE(picture == shown) << "differing: " << differing(picture, shown) << "/1000";
    // Not the method's board: it has played no stone, and drawn the program's two differ.
    board()->showProgramRun(nullptr);
    EXPECT_GT(differing(picture, onScreen()), 2);
    stepper()->goTo(at);
    EXPECT_TRUE(onScreen() == shown);

    EXPECT_EQ(stepper()->step(), at);
    EXPECT_EQ(session()->player()->position(), methodAt);
    EXPECT_EQ(stones(board()->cells()), 2);
}

TEST_F(ProgramExport, AGifHasAFrameAMoveOfTheProgramsBoardFromWhereItStands)
{
    stepCaroInPython(kFourMoves, kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    const QSize size = board()->viewport()->size();
    toMove(1);
    const QImage firstMove = onScreen();
    toMove(4);
    const QImage lastMove = onScreen();
    toMove(1);
    const std::size_t at = stepper()->step();

    quint64 step = 0, move = 0;
    AnimationRequest run = window->exports()->animation(&step, &move);
    ASSERT_NE(run.program, nullptr);
    EXPECT_TRUE(run.moves);
    EXPECT_EQ(step, at);
    EXPECT_EQ(move, 1u);
    EXPECT_EQ(run.input, kFourMoves);
    run.size = size;
    // The dialog offers the moves from where the program stands, as many as a method's but none past
    // the recording's end: it has four.
    AnimationDialog dialog(run, step, move, window.get());
    const AnimationRequest offered = dialog.request();
    EXPECT_TRUE(offered.moves);
    EXPECT_EQ(offered.from, 1u);
    EXPECT_EQ(offered.to, 4u);
    ASSERT_TRUE(test::exportWaited(dialog, file("mine.gif"))) << dialog.status().toStdString();

    int delay = 0;
    const QList<QImage> frames = shownFrames(file("mine.gif"), &delay);
    ASSERT_EQ(frames.size(), 4);
    EXPECT_EQ(frames.front().size(), size);
    EXPECT_EQ(delay, int(100 / run.fps));
    // The first frame is the board after the first stone, the last after the fourth.
    EXPECT_LE(differing(frames.front(), firstMove), 2);
    EXPECT_LE(differing(frames.back(), lastMove), 2);
    EXPECT_GT(differing(frames.front(), lastMove), 5);
    EXPECT_GT(differing(frames.back(), firstMove), 5);
    // The window's program has not moved meanwhile.
    EXPECT_EQ(stepper()->step(), at);
    EXPECT_EQ(stones(board()->cells()), 1);
    EXPECT_TRUE(onScreen() == firstMove);
}

TEST_F(ProgramExport, AGifByLinesHasAFrameALineAndNoneBeyondTheRecording)
{
    stepCaroInPython(kFourMoves, kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    quint64 step = 0, move = 0;
    AnimationRequest run = window->exports()->animation(&step, &move);
    ASSERT_NE(run.program, nullptr);
    run.moves = false;
    run.size = QSize(200, 200);
    run.from = 0;
    run.to = 9;
    QString error;
    ASSERT_TRUE(test::writeAnimation(run, file("lines.gif"), &error)) << error.toStdString();
    const QList<QImage> frames = shownFrames(file("lines.gif"));
    ASSERT_EQ(frames.size(), 10);
    // Before the program makes its board nothing is read: an empty board, not the method's.
    EXPECT_TRUE(frames.front() == frames.at(1));

    run.from = stepper()->steps();
    run.to = run.from + 5;
    EXPECT_FALSE(test::writeAnimation(run, file("none.gif"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(QFile::exists(file("none.gif")));
}
