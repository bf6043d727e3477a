// SPDX-License-Identifier: GPL-3.0-or-later
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

const QString& bigGame()
{
    static const QString text = [] {
        sb::caro::RandomGameOptions o;
        o.n = 5000;
        o.moves = 300000;
        o.winner = true;
        o.seed = 7;
        return QString::fromStdString(sb::caro::randomGame(o).value());
    }();
    return text;
}

/// The window open on the largest game, the caret at the end of its text, ready for typing.
struct TypingWindow {
    MainWindow window;
    QsciScintilla* editor = nullptr;
    int typed = 0;

    TypingWindow()
    {
        window.resize(1920, 1080);
        window.show();
        window.inputPanel()->setText(bigGame());
        window.inputPanel()->reparseNow();
        settle();
        editor = window.inputPanel()->editor();
        editor->setFocus();
        editor->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    }
    /// Types the next key: a '9' at the end of the last move (an error), then a Backspace (the
    /// game again), so the text stays the size of the game and both kinds of parse come up.
    void typeKey()
    {
        const bool nine = typed++ % 2 == 0;
        send(nine ? Qt::Key_9 : Qt::Key_Backspace, nine ? QStringLiteral("9") : QString());
    }
    /// Types the next key of a line of moves, "4999 17" and Return, over and over.
    void typeMoveKey()
    {
        static const QString line = QStringLiteral("4999 17\r");
        const QChar c = line[typed++ % line.size()];
        send(c == u'\r' ? Qt::Key_Return : c == u' ' ? Qt::Key_Space : Qt::Key_0 + (c.unicode() - '0'), QString(c));
    }
    void send(int key, const QString& text)
    {
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, text);
        QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, text);
        QCoreApplication::sendEvent(editor, &press);
        QCoreApplication::sendEvent(editor, &release);
    }
    /// Runs the events until the typed text is parsed and written.
    void settle()
    {
        while (!window.inputPanel()->settled()) // waits for the timers and the threads without spinning
            QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
        window.session()->waitUntilIdle();
        QCoreApplication::processEvents();
    }
};

/// One key typed into the largest game (2.8 MB of text), the window open: the key itself and
/// every event it leads to on the window's thread until its text is parsed and written to
/// disk. The CPU time is the window thread's alone: work done by other threads is not in it;
/// key_ms is the key and the events it posts at once.
void BM_TypeAKeyIntoTheLargestInput(benchmark::State& state)
{
    TypingWindow w;
    using Clock = std::chrono::steady_clock;
    double keyMs = 0;
    for (auto _ : state) {
        const auto start = Clock::now();
        w.typeKey();
        QCoreApplication::processEvents();
        keyMs = std::max(keyMs, std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        w.settle();
    }
    state.counters["bytes"] = static_cast<double>(w.editor->length());
    state.counters["longest_key_ms"] = keyMs;
}
BENCHMARK(BM_TypeAKeyIntoTheLargestInput)->Unit(benchmark::kMillisecond)->Iterations(12);

/// Fast typing into the largest game: 364 keys a second for four seconds, lines of moves at the
/// end of the text, each key due at its moment whether or not the window has taken the one before.
/// A key is taken when its character is in the editor's text. behind_ms is how late the window
/// took the last key; worst_ms the latest it took any.
void BM_TypeAt364KeysASecond(benchmark::State& state)
{
    TypingWindow w;
    using Clock = std::chrono::steady_clock;
    const auto gap = std::chrono::microseconds(1'000'000 / 364);
    double behind = 0, worst = 0;
    int keys = 0;
    const auto length = [&w] { return w.editor->SendScintilla(QsciScintillaBase::SCI_GETLENGTH); };
    for (auto _ : state) {
        const long start = length();
        std::deque<Clock::time_point> waiting; // keys typed, not yet in the text, oldest first
        const auto stop = Clock::now() + std::chrono::seconds(4);
        auto due = Clock::now();
        while (due < stop || !waiting.empty()) {
            // The keys that fell due while the window was busy come now, one after the other.
            for (; due <= Clock::now() && due < stop; due += gap, ++keys) {
                w.typeMoveKey();
                waiting.push_back(due);
            }
            QCoreApplication::processEvents();
            for (long in = length() - start - (keys - static_cast<long>(waiting.size())); in > 0 && !waiting.empty(); --in) {
                behind = std::chrono::duration<double, std::milli>(Clock::now() - waiting.front()).count();
                worst = std::max(worst, behind);
                waiting.pop_front();
            }
            std::this_thread::sleep_until(std::min(due, Clock::now() + std::chrono::milliseconds(1)));
        }
        state.PauseTiming();
        w.settle();
        state.ResumeTiming();
    }
    state.counters["keys"] = keys;
    state.counters["behind_ms"] = behind;
    state.counters["worst_ms"] = worst;
}
BENCHMARK(BM_TypeAt364KeysASecond)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

/// One frame of the board at 1920 x 1080 with all 300000 stones, fitted to
/// the view; each frame follows a step, so nothing painted before is reused.
void BM_PaintFullBoard(benchmark::State& state)
{
    Session session;
    session.setInput(bigGame());
    session.toEnd();
    session.waitUntilIdle();
    CaroView view(&session);
    view.resize(1920, 1080);
    view.fitToWindow();
    QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    bool back = true;
    for (auto _ : state) {
        state.PauseTiming();
        back ? session.previous() : session.next();
        session.waitUntilIdle();
        back = !back;
        state.ResumeTiming();
        view.viewport()->render(&frame);
    }
    state.counters["stones"] = static_cast<double>(session.moment());
}
BENCHMARK(BM_PaintFullBoard)->Unit(benchmark::kMillisecond)->Iterations(60);

/// The same board zoomed in so that stones are drawn one by one.
void BM_PaintZoomedIn(benchmark::State& state)
{
    Session session;
    session.setInput(bigGame());
    session.toEnd();
    session.waitUntilIdle();
    CaroView view(&session);
    view.resize(1920, 1080);
    view.setCellSize(10);
    QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state)
        view.viewport()->render(&frame);
}
BENCHMARK(BM_PaintZoomedIn)->Unit(benchmark::kMillisecond)->Iterations(30);

/// From the file of the game to the first frame of the whole window: the file read with the
/// reader the command line uses, the game parsed and set up, and the window drawn.
void BM_OpenToFirstFrame(benchmark::State& state)
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("big.txt"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bigGame().toUtf8()) < 0)
            state.SkipWithError("cannot write the game");
    }
    for (auto _ : state) {
        state.PauseTiming();
        // No input kept from before: the window opens on its sample, then gets the game.
        QFile::remove(QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/input-caro.txt"));
        state.ResumeTiming();
        MainWindow window;
        window.resize(1920, 1080);
        window.show();
        if (!window.inputPanel()->openFile(path))
            state.SkipWithError("cannot read the game");
        QImage frame(window.size(), QImage::Format_ARGB32_Premultiplied);
        window.render(&frame);
        benchmark::DoNotOptimize(frame.bits());
    }
}
BENCHMARK(BM_OpenToFirstFrame)->Unit(benchmark::kMillisecond)->Iterations(3);

/// Playing at "very fast": each frame takes a frame's worth of steps and
/// repaints the whole window. Frames per second are what a class sees.
void BM_VeryFastPlayFrame(benchmark::State& state)
{
    MainWindow window;
    window.resize(1920, 1080);
    window.show();
    window.inputPanel()->setText(bigGame());
    window.inputPanel()->reparseNow();
    Session* session = window.session();
    session->seek(2'000'000);
    session->waitUntilIdle();
    QImage frame(window.size(), QImage::Format_ARGB32_Premultiplied);
    const int stepsPerFrame = 100; // 3000 steps per second at 30 frames per second
    for (auto _ : state) {
        session->advance(stepsPerFrame);
        window.render(&frame);
    }
    state.counters["fps"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_VeryFastPlayFrame)->Unit(benchmark::kMillisecond)->Iterations(60)->UseRealTime();

/// Three methods side by side on a 300 x 300 game of 3000 moves (method 1 reads 90,000 cells
/// a move), 1920 x 1080, played at "very fast"
/// (3000 lines a second, 100 a frame at 30 frames a second): each frame takes 100 lockstep
/// steps in every pane and draws the whole view. Under 33 ms a frame keeps 30 frames a second.
void BM_CompareThreePanesVeryFastFrame(benchmark::State& state)
{
    QWidget window;
    sb::ui::PlayerActions actions(&window);
    CompareView view(&actions);
    view.resize(1920, 1080);
    sb::caro::RandomGameOptions o;
    o.n = 300;
    o.moves = 3000;
    o.seed = 3;
    const QString game = QString::fromStdString(sb::caro::randomGame(o).value());
    view.open(QStringLiteral("caro"), game, {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}, 20, false);
    view.settle();
    view.show();
    QImage frame(view.size(), QImage::Format_ARGB32_Premultiplied);
    const int stepsPerFrame = static_cast<int>(sb::ui::motion::kStepsPerSecond[3] * sb::ui::motion::kFrameMs / 1000);
    for (auto _ : state) {
        for (int i = 0; i < stepsPerFrame; ++i)
            view.lockstep()->step();
        view.render(&frame);
    }
    state.counters["fps"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["steps_per_frame"] = stepsPerFrame;
}
BENCHMARK(BM_CompareThreePanesVeryFastFrame)->Unit(benchmark::kMillisecond)->Iterations(60)->UseRealTime();
} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
