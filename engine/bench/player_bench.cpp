// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion/accordion.h"
#include "accordion/randomdeal.h"
#include "bigcaro.h"
#include "cards/cards.h"
#include "cards/randomtable.h"
#include "core/inputfile.h"
#include "core/player.h"
#include "mayan/mayan.h"
#include "mayan/randomboard.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <random>
#include <string>
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

/// Seeks in the first 10^8 steps of a trace: Mayan's search, line by line, on a hard board of five
/// moves (its run is longer than that). The first seek goes from step 0 to step 10^8; then random
/// ones, forwards and backwards, within them.
void BM_PlayerSeekHundredMillion(benchmark::State& state)
{
    constexpr std::uint64_t kSteps = 100'000'000;
    auto in = std::make_shared<mayan::MayanInput>();
    in->n = 5;
    in->board = mayan::randomBoard(33, 4, 1);
    const MethodDesc* m = mayan::kProblem.method("dfs");
    Player p([m, in] { return m->trace(in); }, Player::Options{.stepCap = 2 * kSteps});
    auto start = Clock::now();
    p.seek(kSteps);
    const double first = ms(Clock::now() - start);
    if (p.position() != kSteps)
        state.SkipWithError("the run is shorter than 10^8 steps");
    std::mt19937_64 rng(8);
    double worst = first;
    for (auto _ : state) {
        start = Clock::now();
        p.seek(rng() % (kSteps + 1));
        worst = std::max(worst, ms(Clock::now() - start));
    }
    state.counters["first_ms"] = first;
    state.counters["worst_ms"] = worst;
}
BENCHMARK(BM_PlayerSeekHundredMillion)->Unit(benchmark::kMillisecond)->Iterations(20);

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

/// The resident memory of this process now, in bytes.
double residentBytes()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stod(line.substr(6)) * 1024.0;
    return 0;
}

/// Each problem's largest input and its reference method.
std::pair<const MethodDesc*, std::shared_ptr<const ProblemInput>> largest(const std::string& problem)
{
    if (problem == "accordion") // 107,000 decks of 156 bytes: just under the input limit
        return {accordion::kProblem.reference(),
                accordion::kProblem.parse(*accordion::randomDeals(static_cast<int>(kMaxInputBytes / 156), false, 1))};
    if (problem == "caro")
        return {caro::kProblem.reference(), lateWinnerInput()};
    if (problem == "cards") {
        cards::RandomTableOptions o;
        o.n = 20;
        o.m = 40;
        o.rounds = cards::mostRounds(o.n, o.m);
        return {cards::kProblem.reference(), cards::kProblem.parse(*cards::randomTable(o))};
    }
    return {mayan::kProblem.reference(), mayan::kProblem.parse(mayan::format(5, mayan::randomBoard(35, 4, 1)))};
}

/// A player run to the end of a problem's largest input, then back far and step by
/// step past its log: the step records it holds (the log's capacity, 2^16, and a few
/// stretches of 2^15 at most, however long the trace) and how much the process's
/// resident memory grew while it lived (the board, the log, the generator's state; an
/// estimate, as memory freed by earlier cases may be reused).
void BM_PlayerHeldAtEndOfLargestInput(benchmark::State& state, const std::string& problem)
{
    const auto [method, input] = largest(problem);
    std::size_t atEnd = 0;
    std::size_t mostHeld = 0;
    double grew = 0;
    std::uint64_t steps = 0;
    for (auto _ : state) {
        const double before = residentBytes();
        // The window's longest trace, not the default cap: 107,000 decks take 1.02 x 10^8 steps.
        Player p([method, input] { return method->trace(input); }, {.stepCap = 2'000'000'000});
        p.runToEnd();
        steps = p.position();
        atEnd = p.heldRecords();
        p.seek(steps / 2);
        for (int i = 0; i < 100000 && p.previous(); ++i) {
            p.waitForPrefetch();
            mostHeld = std::max(mostHeld, p.heldRecords());
        }
        grew = residentBytes() - before;
    }
    state.counters["steps"] = static_cast<double>(steps);
    state.counters["held_at_end"] = static_cast<double>(atEnd);
    state.counters["most_held_going_back"] = static_cast<double>(mostHeld);
    state.counters["rss_growth_MB"] = grew / 1e6;
}
BENCHMARK_CAPTURE(BM_PlayerHeldAtEndOfLargestInput, accordion, std::string("accordion"))
    ->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_PlayerHeldAtEndOfLargestInput, caro, std::string("caro"))->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_PlayerHeldAtEndOfLargestInput, cards, std::string("cards"))->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_PlayerHeldAtEndOfLargestInput, mayan, std::string("mayan"))->Unit(benchmark::kSecond)->Iterations(1);

} // namespace
