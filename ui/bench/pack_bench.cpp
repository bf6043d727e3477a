// SPDX-License-Identifier: GPL-3.0-or-later
// A problem pack's speed in the window: opened to its first step (its run recorded anew, or read back from
// the run cache), stepped line by line with its board drawn, and G's growth counted over its tests.
#include "own/stepper.h"
#include "packs/packboardview.h"
#include "packs/packcontroller.h"

#include "headers.h"
#include "pack.h"
#include "packimport.h"
#include "packrun.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <fstream>

namespace {

using namespace sb::ui;

QString packFolder(const char* name)
{
    return QStringLiteral(STEPBOARD_RESOURCES_DIR "/packs/") + QString::fromLatin1(name);
}

/// The precompiled header and the probes' runtime where the app keeps them: a machine the app has run on.
void asTheAppRuns()
{
    static const bool set = [] {
        sb::program::setHeaderCache(sb::program::defaultHeaderCache());
        return true;
    }();
    (void)set;
}

/// The regions pack opened to its first step on its first sample: Arg(0), its run recorded anew (an empty
/// run cache); Arg(1), read back from the run cache (a second opening, a lesson reopened).
void BM_OpenAPackToItsFirstStep(benchmark::State& state)
{
    asTheAppRuns();
    QTemporaryDir cache;
    const bool kept = state.range(0) == 1;
    if (kept) {
        PackController warm;
        warm.setCacheFolder(cache.path());
        warm.open(packFolder("regions"));
        warm.waitForRecording();
    }
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir fresh;
        state.ResumeTiming();
        PackController packs;
        packs.setCacheFolder(kept ? cache.path() : fresh.path());
        packs.open(packFolder("regions"));
        packs.waitForRecording();
        QApplication::processEvents();
        if (!packs.stepper()->trace() || packs.stepper()->trace()->empty())
            state.SkipWithError("nothing was recorded");
    }
}
BENCHMARK(BM_OpenAPackToItsFirstStep)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

/// The flood stepped line by line on the medium snake (31,877 lines), each line's board read off the
/// solution's variable and drawn at 1024x768: a line of a pack's run as a frame of very fast play.
void BM_StepAPacksRunLineByLine(benchmark::State& state)
{
    asTheAppRuns();
    QTemporaryDir cache;
    PackController packs;
    packs.setCacheFolder(cache.path());
    packs.open(packFolder("regions"));
    packs.waitForRecording();
    QFile snake(QStringLiteral(STEPBOARD_RESOURCES_DIR "/packs/regions/data/secret/2-medium/01-snake.in"));
    if (!snake.open(QIODevice::ReadOnly))
        return state.SkipWithError("the snake's input is missing");
    packs.setInput(QString::fromUtf8(snake.readAll()));
    packs.waitForRecording();
    QImage frame(1024, 768, QImage::Format_RGB32);
    PackBoardView* board = packs.board();
    board->resize(700, 600);
    for (auto _ : state) {
        if (packs.stepper()->pastLastLine())
            packs.stepper()->goTo(0);
        packs.stepper()->forward();
        QPainter painter(&frame);
        board->render(&painter);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_StepAPacksRunLineByLine)->Unit(benchmark::kMicrosecond)->Iterations(2000);

/// G over the pack's tests: the flood counted on each of the regions pack's 18 tests (5.5 million lines on
/// the largest), built once.
void BM_CountLinesOnEveryTest(benchmark::State& state)
{
    asTheAppRuns();
    const sb::pack::Pack pack = sb::pack::read(STEPBOARD_RESOURCES_DIR "/packs/regions");
    const sb::pack::Solution* bfs = pack.method(1).front();
    std::uint64_t lines = 0;
    for (auto _ : state)
        for (const sb::pack::TestWork& w : sb::pack::workOnTests(pack, *bfs, 20'000'000))
            lines += w.count.lines;
    state.counters["lines/s"] = benchmark::Counter(double(lines), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_CountLinesOnEveryTest)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();

/// Import: a Themis folder of 100 tests of 1 MB each (numbers, CRLF, as Windows writes them), read, each
/// text's encoding told, and written as a pack in UTF-8 with LF.
void BM_ImportAThemisFolderOf100TestsOf1MB(benchmark::State& state)
{
    QTemporaryDir dir;
    const std::filesystem::path task = dir.filePath(QStringLiteral("BAI1")).toStdString();
    std::string line;
    for (int k = 0; k < 8; ++k)
        line += std::to_string(1000000 + k * 7919) + ' ';
    line += "\r\n";
    std::string input;
    while (input.size() < (1u << 20))
        input += line;
    for (int i = 1; i <= 100; ++i) {
        const std::filesystem::path test = task / ("Test" + std::to_string(i));
        std::filesystem::create_directories(test);
        std::ofstream(test / "BAI1.INP", std::ios::binary) << input;
        std::ofstream(test / "BAI1.OUT", std::ios::binary) << std::to_string(i) << "\r\n";
    }
    int n = 0;
    for (auto _ : state) {
        const sb::pack::Imported imported =
            sb::pack::importProblem(task, dir.filePath(QStringLiteral("pack%1").arg(++n)).toStdString());
        if (imported.tests != 100)
            state.SkipWithError("the import did not write the 100 tests");
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * 100 * std::int64_t(input.size()));
}
BENCHMARK(BM_ImportAThemisFolderOf100TestsOf1MB)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

} // namespace
