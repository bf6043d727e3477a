// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judge.h"

#include <benchmark/benchmark.h>

namespace {

using namespace sb;

/// The Caro bank built (its 30 games, up to 300,000 moves each), once per process.
void BM_CaroBankBuild(benchmark::State& state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(&findProblem("caro")->bank());
}
BENCHMARK(BM_CaroBankBuild)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

/// The whole Caro bank judged for all six methods, 1 s a test, on two worker threads:
/// what the judge window waits for (target: under 60 s).
void BM_JudgeCaroBankAllMethods(benchmark::State& state)
{
    const ProblemDesc& caro = *findProblem("caro");
    caro.bank();
    JudgeOptions options;
    options.timeLimit = 1.0;
    options.threads = 2;
    double score = 0;
    for (auto _ : state) {
        const JudgeReport report = judge(caro, options);
        score = 0;
        for (const MethodResult& m : report.methods)
            score += m.score;
    }
    state.counters["total_score"] = score;
}
BENCHMARK(BM_JudgeCaroBankAllMethods)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

} // namespace
