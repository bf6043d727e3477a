// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards/cards.h"
#include "cards/randomtable.h"

#include <benchmark/benchmark.h>

namespace {

using namespace sb;

/// 20 x 40 where every row is a nested palindrome of 20 pairs (a b c ... c b a):
/// each round takes only the innermost pair of each row, so it needs 21 rounds
/// and every round scans the whole table.
std::shared_ptr<const cards::CardsInput> slowestTable()
{
    auto in = std::make_shared<cards::CardsInput>();
    in->n = cards::kMaxRows;
    in->m = cards::kMaxCols;
    for (int r = 0; r < in->n; ++r)
        for (int c = 0; c < in->m; ++c)
            in->values.push_back(r * 20 + std::min(c, in->m - 1 - c));
    return in;
}

/// What a contestant writes: the editorial's rounds of row and column scans.
long long plainContestSolution(const cards::CardsInput& in)
{
    static int card[20][40];
    const int n = in.n, m = in.m;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            card[i][j] = in.at(i, j);
    long long score = 0;
    const auto scanLine = [&](int r, int c, int dr, int dc) {
        bool removedAny = false;
        int lastR = -1, lastC = -1;
        while (r >= 0 && r < n && c >= 0 && c < m) {
            if (card[r][c] != -1) {
                if (lastR != -1 && card[r][c] == card[lastR][lastC]) {
                    score += card[r][c];
                    card[r][c] = -1;
                    card[lastR][lastC] = -1;
                    lastR = lastC = -1;
                    removedAny = true;
                } else {
                    lastR = r;
                    lastC = c;
                }
            }
            r += dr;
            c += dc;
        }
        return removedAny;
    };
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < n; i++)
            changed = scanLine(i, 0, 0, 1) || changed;
        for (int j = 0; j < m; j++)
            changed = scanLine(0, j, 1, 0) || changed;
    }
    return score;
}

void BM_CardsPlainContestSolution(benchmark::State& state)
{
    const auto in = slowestTable();
    for (auto _ : state)
        benchmark::DoNotOptimize(plainContestSolution(*in));
    state.counters["rounds"] = cards::roundsNeeded(*in);
}
BENCHMARK(BM_CardsPlainContestSolution)->Unit(benchmark::kMicrosecond);

void BM_CardsGridSolve(benchmark::State& state)
{
    const auto in = slowestTable();
    const MethodDesc& grid = *cards::kProblem.method("grid");
    const std::string expected = std::to_string(plainContestSolution(*in)) + "\n";
    for (auto _ : state) {
        const SolveResult r = grid.solve(*in, kDefaultWorkBudget);
        if (r.output != expected)
            state.SkipWithError("wrong answer");
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_CardsGridSolve)->Unit(benchmark::kMicrosecond);

/// The whole line-level trace of the full solution on that table, every line a step, in the
/// listing's language (0: C++, 1: Python).
void BM_CardsGridEveryStep(benchmark::State& state)
{
    const auto in = slowestTable();
    const MethodDesc& grid = *cards::kProblem.method("grid");
    const auto language = state.range(0) == 0 ? CodeLanguage::Cpp : CodeLanguage::Python;
    std::uint64_t steps = 0;
    for (auto _ : state) {
        Trace trace = grid.trace(in, language);
        std::uint64_t anchors = 0;
        while (trace.steps.next()) {
            anchors += trace.steps.value().anchor;
            ++steps;
        }
        benchmark::DoNotOptimize(anchors);
    }
    state.counters["steps"] = static_cast<double>(steps / state.iterations());
    state.counters["steps/s"] = benchmark::Counter(static_cast<double>(steps), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_CardsGridEveryStep)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

/// The subtask program's every step on the slowest table's first row (20 passes of 40 cells).
void BM_CardsRowEveryStep(benchmark::State& state)
{
    const auto in = slowestTable();
    const MethodDesc& row = *cards::kProblem.method("row");
    std::uint64_t steps = 0;
    for (auto _ : state) {
        Trace trace = row.trace(in);
        while (trace.steps.next())
            ++steps;
    }
    state.counters["steps/s"] = benchmark::Counter(static_cast<double>(steps), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_CardsRowEveryStep)->Unit(benchmark::kMicrosecond);

} // namespace
