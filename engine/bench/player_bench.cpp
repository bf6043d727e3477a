// SPDX-License-Identifier: GPL-3.0-or-later
#include "bigcaro.h"
#include "core/player.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <sys/resource.h>

namespace {

using namespace sb;
using Clock = std::chrono::steady_clock;

Player::Factory bigFactory(const char* method, std::shared_ptr<const caro::CaroInput> input)
{
    const MethodDesc* m = caro::kProblem.method(method);
    return [m, input] { return m->trace(input); };
}

/// Method 2 on a 1000 x 1000 board with 860 moves and no winner: a little over 10^7 steps.
const std::shared_ptr<const caro::CaroInput>& tenMillionStepInput()
{
    static const auto input = bench::noWinner(1000, 860);
    return input;
}

const std::shared_ptr<const caro::CaroInput>& lateWinnerInput()
{
    static const auto input = bench::lateWinner();
    return input;
}

double ms(Clock::duration d)
{
    return std::chrono::duration<double, std::milli>(d).count();
}

/// One step back from random places of method 3's trace of the big game.
/// Half the places sit just above the log's oldest step, so the step back
/// leaves the log and takes its record from the background replay.
void BM_PlayerPrevious(benchmark::State& state)
{
    Player p(bigFactory("3", lateWinnerInput()));
    p.runToEnd();
    const std::uint64_t total = p.position();
    std::mt19937_64 rng(1);
    double worst = 0;
    bool edge = false;
    for (auto _ : state) {
        state.PauseTiming();
        p.seek(rng() % total + 1);
        if (edge) {
            for (int i = 0; i < (1 << 15); ++i) // down to the log's oldest step
                p.previous();
        }
        edge = !edge;
        p.waitForPrefetch();
        state.ResumeTiming();
        const auto start = Clock::now();
        p.previous();
        worst = std::max(worst, ms(Clock::now() - start));
    }
    state.counters["worst_ms"] = worst;
    state.counters["trace_steps"] = static_cast<double>(total);
}
BENCHMARK(BM_PlayerPrevious)->Unit(benchmark::kMicrosecond)->Iterations(40);

/// Seeks to random steps, forwards and backwards, of a trace of just over 10^7 steps.
void BM_PlayerSeek(benchmark::State& state)
{
    Player p(bigFactory("2", tenMillionStepInput()));
    p.runToEnd();
    const std::uint64_t total = p.position();
    std::mt19937_64 rng(2);
    double worst = 0;
    for (auto _ : state) {
        const auto start = Clock::now();
        p.seek(rng() % (total + 1));
        worst = std::max(worst, ms(Clock::now() - start));
    }
    state.counters["worst_ms"] = worst;
    state.counters["trace_steps"] = static_cast<double>(total);
}
BENCHMARK(BM_PlayerSeek)->Unit(benchmark::kMillisecond)->Iterations(30);

/// Peak memory of a player that walks method 3 over the big game: run alone
/// (--benchmark_filter=PeakMemory) so the process peak is this benchmark's.
void BM_PlayerPeakMemory(benchmark::State& state)
{
    const auto input = lateWinnerInput();
    const double boardBytes = static_cast<double>(input->stride() * input->stride());
    for (auto _ : state) {
        Player p(bigFactory("3", input));
        p.runToEnd();
        p.seek(p.position() / 2);
        for (int i = 0; i < 40000; ++i)
            p.previous();
        p.waitForPrefetch();
        p.runToEnd();
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double peak = static_cast<double>(usage.ru_maxrss) * 1024.0;
    state.counters["peak_MB"] = peak / 1e6;
    state.counters["board_MB"] = boardBytes / 1e6;
    state.counters["limit_MB"] = (3 * boardBytes + 64e6) / 1e6;
}
BENCHMARK(BM_PlayerPeakMemory)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
