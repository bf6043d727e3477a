// SPDX-License-Identifier: GPL-3.0-or-later
#include "mayan/mayan.h"
#include "mayan/randomboard.h"

#include <benchmark/benchmark.h>

#include <cstring>
#include <string>
#include <unordered_set>

namespace {

using namespace sb;

/// Nearly full boards in 4 colours with no answer in 5 moves: the whole tree is searched
/// (about 14 and 16 million nodes for dfs, 2.6 and 2.7 million for dfs-pruned).
std::vector<mayan::MayanInput> hardBoards()
{
    std::vector<mayan::MayanInput> all;
    for (const std::uint32_t seed : {1u, 3u}) {
        mayan::MayanInput in;
        in.n = 5;
        in.board = mayan::randomBoard(32 + static_cast<int>(seed % 4), 4, seed);
        all.push_back(in);
    }
    return all;
}

/// What a contestant writes for the editorial's search, with globals and recursion.
/// With kPrune, the colour count and the memo of dead boards (2 or more moves left).
template <bool kPrune>
struct PlainProgram {
    int n = 0;
    int p[5][8] = {};
    int path[5][3] = {};

    struct Key {
        unsigned long long a, b, c;
        bool operator==(const Key&) const = default;
    };
    struct Hash {
        std::size_t operator()(const Key& k) const
        {
            return std::hash<unsigned long long>()(k.a * 31 + k.b * 1000003 + k.c);
        }
    };
    std::unordered_set<Key, Hash> dead;

    void fall()
    {
        for (int x = 0; x < 5; ++x) {
            int to = 0;
            for (int y = 0; y < 7; ++y)
                if (p[x][y]) {
                    const int v = p[x][y];
                    p[x][y] = 0;
                    p[x][to++] = v;
                }
        }
    }

    bool del()
    {
        bool f[5][8] = {};
        bool any = false;
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 3; ++x)
                if (p[x][y] && p[x][y] == p[x + 1][y] && p[x][y] == p[x + 2][y])
                    f[x][y] = f[x + 1][y] = f[x + 2][y] = any = true;
        for (int x = 0; x < 5; ++x)
            for (int y = 0; y < 5; ++y)
                if (p[x][y] && p[x][y] == p[x][y + 1] && p[x][y] == p[x][y + 2])
                    f[x][y] = f[x][y + 1] = f[x][y + 2] = any = true;
        if (!any)
            return false;
        for (int x = 0; x < 5; ++x)
            for (int y = 0; y < 7; ++y)
                if (f[x][y])
                    p[x][y] = 0;
        fall();
        return true;
    }

    Key key(int left) const
    {
        unsigned long long w[3] = {};
        for (int x = 0, bit = 0; x < 5; ++x)
            for (int y = 0; y < 7; ++y, bit += 4)
                w[bit / 64] |= static_cast<unsigned long long>(p[x][y]) << (bit % 64);
        return {w[0], w[1], w[2] | static_cast<unsigned long long>(left) << 60};
    }

    bool hopeless() const
    {
        int count[11] = {};
        for (int x = 0; x < 5; ++x)
            for (int y = 0; y < 7; ++y)
                ++count[p[x][y]];
        for (int c = 1; c <= 10; ++c)
            if (count[c] == 1 || count[c] == 2)
                return true;
        return false;
    }

    bool tryMove(int d, int x, int y, int g)
    {
        int saved[5][8];
        std::memcpy(saved, p, sizeof p);
        std::swap(p[x][y], p[x + g][y]);
        fall();
        while (del()) {
        }
        path[d][0] = x, path[d][1] = y, path[d][2] = g;
        if (dfs(d + 1))
            return true;
        std::memcpy(p, saved, sizeof p);
        return false;
    }

    bool dfs(int d)
    {
        if (d == n) {
            for (int x = 0; x < 5; ++x)
                if (p[x][0])
                    return false;
            return true;
        }
        const int left = n - d;
        if constexpr (kPrune) {
            if (hopeless() || (left >= 2 && dead.count(key(left))))
                return false;
        }
        for (int x = 0; x < 5; ++x)
            for (int y = 0; y < 7; ++y) {
                if (!p[x][y])
                    continue;
                if (x < 4 && tryMove(d, x, y, 1))
                    return true;
                if (x > 0 && !p[x - 1][y] && tryMove(d, x, y, -1))
                    return true;
            }
        if constexpr (kPrune) {
            if (left >= 2)
                dead.insert(key(left));
        }
        return false;
    }

    std::string run(const mayan::MayanInput& in)
    {
        n = in.n;
        for (int x = 0; x < 5; ++x)
            for (int y = 0; y < 7; ++y)
                p[x][y] = in.board[x][y];
        if (!dfs(0))
            return "-1\n";
        std::string out;
        for (int d = 0; d < n; ++d)
            out += std::to_string(path[d][0]) + ' ' + std::to_string(path[d][1]) + ' ' + std::to_string(path[d][2]) + '\n';
        return out;
    }
};

template <bool kPrune>
void BM_MayanPlainProgram(benchmark::State& state)
{
    const auto boards = hardBoards();
    for (auto _ : state)
        for (const auto& in : boards) {
            auto program = std::make_unique<PlainProgram<kPrune>>();
            benchmark::DoNotOptimize(program->run(in));
        }
}
BENCHMARK_TEMPLATE(BM_MayanPlainProgram, false)->Name("BM_MayanPlainEditorial")->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_MayanPlainProgram, true)->Name("BM_MayanPlainPruned")->Unit(benchmark::kMillisecond);

void BM_MayanSolve(benchmark::State& state, mayan::Method method, bool pruned)
{
    const auto boards = hardBoards();
    for (const auto& in : boards) {
        const std::string plain = pruned ? std::make_unique<PlainProgram<true>>()->run(in)
                                         : std::make_unique<PlainProgram<false>>()->run(in);
        if (mayan::solve(in, method) != plain)
            state.SkipWithError("the method and the plain program disagree");
    }
    for (auto _ : state)
        for (const auto& in : boards)
            benchmark::DoNotOptimize(mayan::solve(in, method));
}
BENCHMARK_CAPTURE(BM_MayanSolve, dfs, mayan::Method::Dfs, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MayanSolve, dfs_pruned, mayan::Method::Pruned, true)->Unit(benchmark::kMillisecond);

/// The step generator's speed: the first 20 million steps of a hard board's trace.
void BM_MayanEverySteps(benchmark::State& state, const char* method)
{
    const auto boards = hardBoards();
    auto in = std::make_shared<mayan::MayanInput>(boards[0]);
    const MethodDesc& m = *mayan::kProblem.method(method);
    std::uint64_t steps = 0;
    for (auto _ : state) {
        Trace trace = m.trace(in);
        for (int k = 0; k < 20'000'000 && trace.steps.next(); ++k) {
            benchmark::DoNotOptimize(trace.steps.value().anchor);
            ++steps;
        }
    }
    state.counters["steps/s"] = benchmark::Counter(static_cast<double>(steps), benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(BM_MayanEverySteps, dfs, "dfs")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MayanEverySteps, dfs_pruned, "dfs-pruned")->Unit(benchmark::kMillisecond);

} // namespace
