// SPDX-License-Identifier: GPL-3.0-or-later
// The window's peak memory on the largest valid input of each problem, run to its end.
//
// A process's peak (VmHWM) only ever grows, so one problem measured after another in
// the same process would hide behind it. Each case therefore starts this program
// again as a window of its own (`--peak-child PROBLEM`), as `stepboard --input FILE
// --step N --screenshot` does, and reads that process's peak after opening the input,
// in the middle of the run and at its end: what /usr/bin/time -v calls the maximum
// resident set size, the Qt libraries and fonts included.
#include "widgets/inputpanel.h"
#include "window/mainwindow.h"
#include "run/session.h"

#include "accordion/randomdeal.h"
#include "cards/randomtable.h"
#include "caro/randomgame.h"
#include "core/inputfile.h"
#include "mayan/mayan.h"
#include "mayan/randomboard.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <unistd.h>

namespace {

using namespace sb::ui;

/// The largest input of each problem the window takes.
std::string largestInput(const std::string& problem)
{
    if (problem == "accordion") // 107,000 decks of 156 bytes: just under the 16 MiB input limit
        return sb::accordion::randomDeals(static_cast<int>(sb::kMaxInputBytes / 156), false, 1).value();
    if (problem == "caro") {
        sb::caro::RandomGameOptions o;
        o.n = 5000;
        o.moves = 300000;
        o.winner = true;
        o.seed = 7;
        return sb::caro::randomGame(o).value();
    }
    if (problem == "cards") {
        sb::cards::RandomTableOptions o;
        o.n = 20;
        o.m = 40;
        o.rounds = sb::cards::mostRounds(o.n, o.m);
        return sb::cards::randomTable(o).value();
    }
    return sb::mayan::format(5, sb::mayan::randomBoard(35, 4, 1)); // five moves on a full board
}

/// A line of /proc/self/status in kB: VmHWM (the peak resident memory so far) or VmRSS (now).
long statusKb(const char* field)
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind(field, 0) == 0)
            return std::stol(line.substr(std::strlen(field)));
    return -1;
}

/// Paints the whole window, as a screenshot does.
void settle(MainWindow& window)
{
    window.session()->waitUntilIdle();
    window.session()->waitForTimeline();
    QApplication::processEvents();
    (void)window.grab();
}

/// The child: one window, one problem's largest input; prints the peak after opening,
/// the memory held in the middle and at the end, and the peak at the end.
int runChild(const std::string& problem)
{
    // As a screenshot does: no remembered settings or kept input read or changed.
    QTemporaryDir scratch;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratch.path());
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("input.txt"));
    {
        const std::string text = largestInput(problem);
        std::ofstream(path.toStdString(), std::ios::binary) << text;
    }
    if (!window.session()->setProblem(QString::fromStdString(problem)) || !window.inputPanel()->openFile(path))
        return 1;
    settle(window);
    const long opened = statusKb("VmHWM:");
    window.session()->seek(window.session()->timeline().steps / 2);
    settle(window);
    const long middle = statusKb("VmRSS:");
    window.session()->toEnd();
    settle(window);
    std::printf("%ld %ld %ld %ld %llu\n", opened, middle, statusKb("VmRSS:"), statusKb("VmHWM:"),
                static_cast<unsigned long long>(window.session()->timeline().steps));
    return 0;
}

std::string self()
{
    char path[4096] = {};
    const ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
    return n > 0 ? std::string(path, static_cast<std::size_t>(n)) : std::string();
}

void BM_WindowPeakMemoryAtEnd(benchmark::State& state, const std::string& problem)
{
    long opened = 0, middle = 0, end = 0, peak = 0;
    unsigned long long steps = 0;
    for (auto _ : state) {
        FILE* child = popen((self() + " --peak-child " + problem).c_str(), "r");
        if (!child || std::fscanf(child, "%ld %ld %ld %ld %llu", &opened, &middle, &end, &peak, &steps) != 5) {
            if (child)
                pclose(child);
            state.SkipWithError("the window on the largest input did not report its peak");
            return;
        }
        pclose(child);
    }
    // Peaks: after opening the input (its copies while it is read), and over the whole run.
    state.counters["opened_peak_MB"] = static_cast<double>(opened) / 1024;
    state.counters["peak_MB"] = static_cast<double>(peak) / 1024;
    // Held: in the middle of the run and at its end; the difference is what the steps behind keep.
    state.counters["middle_rss_MB"] = static_cast<double>(middle) / 1024;
    state.counters["end_rss_MB"] = static_cast<double>(end) / 1024;
    state.counters["steps"] = static_cast<double>(steps);
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (argc == 3 && std::strcmp(argv[1], "--peak-child") == 0) {
        QApplication app(argc, argv);
        return runChild(argv[2]);
    }
    for (const char* problem : {"accordion", "caro", "cards", "mayan"})
        benchmark::RegisterBenchmark((std::string("BM_WindowPeakMemoryAtEnd/") + problem).c_str(),
                                     BM_WindowPeakMemoryAtEnd, std::string(problem))
            ->Iterations(1)
            ->Unit(benchmark::kSecond)
            ->UseRealTime();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
