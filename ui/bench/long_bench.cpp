// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the window on the longest runs: a billion steps to the end and back, GIF encoding,
// a lesson with breakpoints past its listing. Run with the others by stepboard_ui_bench.
// The window's speed on the largest Caro game: N = 5000, K = 300000.
#include "problems/caro/caroview.h"
#include "widgets/inputpanel.h"
#include "lesson/lesson.h"
#include "compare/compareview.h"
#include "widgets/playactions.h"
#include "compare/lockstep.h"
#include "export/boardframes.h"
#include "export/gifwriter.h"
#include "window/mainwindow.h"
#include "lesson/lessoncontroller.h"
#include "run/motion.h"
#include "run/session.h"

#include "caro/randomgame.h"
#include "core/player.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QImage>
#include <QKeyEvent>
#include <QPainter>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <Qsci/qsciscintilla.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <deque>
#include <sys/resource.h>
#include <thread>

namespace {

using namespace sb::ui;

/// A run of about 1.1 billion steps: Caro's method 1 reading the whole 5000 x 5000
/// board after each of 45 moves. End goes there in slices between the window's
/// events, then a far seek back replays half of it; the counters say how long
/// the window went without answering at most (the longest slice) and how long
/// each move took in all.
void BM_EndAndBackOnABillionStepRun(benchmark::State& state)
{
    QString text = QStringLiteral("5000 45\n");
    for (int i = 1; i <= 45; ++i)
        text += QStringLiteral("%1 %2\n").arg(1 + i * 97 % 4999).arg(1 + i * 211 % 4999);
    Session session;
    session.setProblem(QStringLiteral("caro"));
    session.setMethod(QStringLiteral("1"));
    session.setInput(text);
    session.waitForTimeline(); // the estimate raises the step cap to the whole run
    using Clock = std::chrono::steady_clock;
    double longestSlice = 0;
    const auto drive = [&longestSlice, &session] {
        const auto start = Clock::now();
        auto before = start;
        while (session.isBusy()) {
            QCoreApplication::processEvents();
            const auto now = Clock::now();
            longestSlice = std::max(longestSlice, std::chrono::duration<double, std::milli>(now - before).count());
            before = now;
        }
        return std::chrono::duration<double>(Clock::now() - start).count();
    };
    double toEnd = 0, back = 0;
    for (auto _ : state) {
        session.toStart();
        session.toEnd();
        toEnd = drive();
        session.seek(session.player()->position() / 2);
        back = drive();
    }
    state.counters["steps"] = static_cast<double>(session.timeline().finalStep);
    state.counters["end_s"] = toEnd;
    state.counters["back_s"] = back;
    state.counters["longest_slice_ms"] = longestSlice;
}
BENCHMARK(BM_EndAndBackOnABillionStepRun)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

/// The GIF encoder alone on 800 x 600 frames drawn beforehand: with 0, 120 steps of Caro
/// method 1 on its sample (a few cells change a frame); with 1, the board in the normal and
/// the projector's theme in turn, so every frame changes almost everywhere.
void BM_GifEncode800x600(benchmark::State& state)
{
    const bool everywhere = state.range(0) == 1;
    QList<QImage> themes[2];
    for (int theme = 0; theme < (everywhere ? 2 : 1); ++theme) {
        BoardFrames board(QStringLiteral("caro"), QSize(800, 600), theme == 1);
        board.load(QStringLiteral("1"), QString());
        for (quint64 step = 1; step <= 120; ++step) {
            board.session().seek(step); // the frames are drawn beforehand: their seek is not measured
            board.session().waitUntilIdle();
            themes[theme] << board.render();
        }
    }
    QList<QImage> frames;
    for (int i = 0; i < 120; ++i)
        frames << themes[everywhere ? i % 2 : 0][i];
    const QVector<QRgb> palette = medianCutPalette({frames.front(), frames.back()});
    const QString path = QStandardPaths::writableLocation(QStandardPaths::TempLocation) + QStringLiteral("/bench.gif");
    qint64 bytes = 0;
    for (auto _ : state) {
        GifWriter gif;
        gif.open(path, QSize(800, 600), palette, 10);
        for (const QImage& frame : frames)
            gif.addFrame(frame);
        gif.close();
        bytes = QFileInfo(path).size();
    }
    QFile::remove(path);
    state.counters["frames_per_second"] =
        benchmark::Counter(double(frames.size()) * double(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["kB_per_frame"] = double(bytes) / 1024.0 / double(frames.size());
}
BENCHMARK(BM_GifEncode800x600)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

/// A lesson whose breakpoints are all on lines past the listing (2,000 or 100,000 of them),
/// opened and drawn: one sentence says them all, so neither the time nor the window grows
/// with them (it stays the size it has for one). Run it alone for a meaningful peak_rss_MB
/// (the process's peak).
void BM_OpenLessonWithBreakpointsPastTheListing(benchmark::State& state)
{
    QTemporaryDir folder;
    const auto write = [&folder](int count) {
        Lesson lesson;
        lesson.problem = QStringLiteral("caro");
        lesson.input = QStringLiteral("7 1\n4 4\n");
        for (int line = 1000; line < 1000 + count; ++line)
            lesson.breakpoints << line;
        const QString path = folder.filePath(QStringLiteral("%1.stepboard").arg(count));
        return LessonFile::write(lesson, path).isEmpty() ? path : QString();
    };
    const QString one = write(1), many = write(static_cast<int>(state.range(0)));
    if (one.isEmpty() || many.isEmpty())
        state.SkipWithError("cannot write the lessons");
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.lessons()->open(one);
    const QSize size = window.grab().size();
    for (auto _ : state) {
        window.lessons()->open(many);
        const QImage frame = window.grab().toImage();
        benchmark::DoNotOptimize(frame.bits());
        if (frame.size() != size || window.lessons()->message().contains(QLatin1Char('\n')))
            state.SkipWithError("the window grew with the breakpoints");
    }
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    state.counters["peak_rss_MB"] = static_cast<double>(usage.ru_maxrss) / 1024.0;
}
BENCHMARK(BM_OpenLessonWithBreakpointsPastTheListing)
    ->Arg(2000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

} // namespace
