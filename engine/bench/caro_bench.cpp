// SPDX-License-Identifier: GPL-3.0-or-later
#include "bigcaro.h"

#include <benchmark/benchmark.h>

namespace {

using namespace sb;

const std::shared_ptr<const caro::CaroInput>& bigInput()
{
    static const auto input = bench::lateWinner();
    return input;
}

/// What a contestant writes: the editorial's method 3, straight from the moves.
int plainContestSolution(const caro::CaroInput& in)
{
    const int n = in.n;
    const long long w = n + 2;
    std::vector<char> b(static_cast<std::size_t>(w * w), 0);
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    const int k = static_cast<int>(in.moves.size());
    for (int t = 1; t <= k; t++) {
        const long long r = in.moves[static_cast<std::size_t>(t - 1)].r, c = in.moves[static_cast<std::size_t>(t - 1)].c;
        const char q = (t % 2 == 1) ? 1 : 2;
        b[static_cast<std::size_t>(r * w + c)] = q;
        for (int d = 0; d < 4; d++) {
            int dem = 1;
            long long x = r + dr[d], y = c + dc[d];
            while (b[static_cast<std::size_t>(x * w + y)] == q) {
                dem++;
                x += dr[d];
                y += dc[d];
            }
            x = r - dr[d];
            y = c - dc[d];
            while (b[static_cast<std::size_t>(x * w + y)] == q) {
                dem++;
                x -= dr[d];
                y -= dc[d];
            }
            if (dem >= 5)
                return t;
        }
    }
    return 0;
}

void BM_PlainContestSolution(benchmark::State& state)
{
    const auto& in = *bigInput();
    for (auto _ : state)
        benchmark::DoNotOptimize(plainContestSolution(in));
}
BENCHMARK(BM_PlainContestSolution)->Unit(benchmark::kMillisecond);

void BM_CountOutwardsSolve(benchmark::State& state)
{
    const auto& in = *bigInput();
    const MethodDesc& method = *caro::kProblem.method("3");
    for (auto _ : state) {
        const SolveResult r = method.solve(in, kDefaultWorkBudget);
        if (r.output != "300000\n")
            state.SkipWithError("wrong answer");
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_CountOutwardsSolve)->Unit(benchmark::kMillisecond);

/// Every line-level step of method 3, each read as the player would.
void BM_CountOutwardsEveryStep(benchmark::State& state)
{
    const MethodDesc& method = *caro::kProblem.method("3");
    std::uint64_t steps = 0;
    for (auto _ : state) {
        Trace trace = method.trace(bigInput());
        std::uint64_t anchors = 0;
        while (trace.steps.next()) {
            anchors += trace.steps.value().anchor;
            ++steps;
        }
        benchmark::DoNotOptimize(anchors);
        if (trace.outcome->output != "300000\n")
            state.SkipWithError("wrong answer");
    }
    state.counters["steps_per_second"] = benchmark::Counter(static_cast<double>(steps), benchmark::Counter::kIsRate);
    state.counters["steps"] = static_cast<double>(steps / state.iterations());
}
BENCHMARK(BM_CountOutwardsEveryStep)->Unit(benchmark::kMillisecond);

} // namespace
