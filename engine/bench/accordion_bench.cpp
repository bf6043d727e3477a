// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion/accordion.h"
#include "accordion/randomdeal.h"

#include <benchmark/benchmark.h>

#include <charconv>
#include <cstring>

namespace {

using namespace sb;
using accordion::Card;
using accordion::kDeckSize;

constexpr int kDecks = 20'000;

std::shared_ptr<const accordion::AccordionInput> manyDecks(int decks)
{
    return accordion::parse(accordion::randomDeals(decks, false, 127).value());
}

void appendInt(std::string& out, int value)
{
    char digits[12];
    out.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
}

void printLine(std::string& out, int piles, const int* height)
{
    appendInt(out, piles);
    out += piles == 1 ? " pile remaining:" : " piles remaining:";
    for (int p = 0; p < piles; ++p) {
        out += ' ';
        appendInt(out, height[p]);
    }
    out += '\n';
}

bool matches(Card a, Card b)
{
    return a / 4 == b / 4 || a % 4 == b % 4;
}

/// What a contestant writes, as the listing does: a vector of piles, each a
/// vector of cards; after a move, back to the pile that received the card.
std::string plainVectors(const accordion::AccordionInput& in)
{
    std::string out;
    std::vector<std::vector<Card>> piles;
    std::vector<int> heights;
    for (const auto& deck : in.decks) {
        piles.clear();
        for (const Card c : deck)
            piles.push_back({c});
        int i = 0;
        while (i < static_cast<int>(piles.size())) {
            int j = -1;
            if (i >= 3 && matches(piles[i].back(), piles[i - 3].back()))
                j = i - 3;
            else if (i >= 1 && matches(piles[i].back(), piles[i - 1].back()))
                j = i - 1;
            if (j < 0) {
                ++i;
                continue;
            }
            piles[j].push_back(piles[i].back());
            piles[i].pop_back();
            if (piles[i].empty())
                piles.erase(piles.begin() + i);
            i = j;
        }
        heights.clear();
        for (const auto& p : piles)
            heights.push_back(static_cast<int>(p.size()));
        printLine(out, static_cast<int>(piles.size()), heights.data());
    }
    return out;
}

/// A tighter contest program: fixed arrays, an emptied pile closed up by moving the rows after it.
std::string plainArrays(const accordion::AccordionInput& in)
{
    std::string out;
    static Card pile[kDeckSize][kDeckSize];
    int height[kDeckSize];
    for (const auto& deck : in.decks) {
        int n = kDeckSize;
        for (int p = 0; p < n; ++p) {
            pile[p][0] = deck[static_cast<std::size_t>(p)];
            height[p] = 1;
        }
        int i = 0;
        while (i < n) {
            int j = -1;
            if (i >= 3 && matches(pile[i][height[i] - 1], pile[i - 3][height[i - 3] - 1]))
                j = i - 3;
            else if (i >= 1 && matches(pile[i][height[i] - 1], pile[i - 1][height[i - 1] - 1]))
                j = i - 1;
            if (j < 0) {
                ++i;
                continue;
            }
            pile[j][height[j]++] = pile[i][--height[i]];
            if (height[i] == 0) {
                for (int q = i; q + 1 < n; ++q) {
                    std::memcpy(pile[q], pile[q + 1], static_cast<std::size_t>(height[q + 1]));
                    height[q] = height[q + 1];
                }
                --n;
            }
            i = j;
        }
        printLine(out, n, height);
    }
    return out;
}

void BM_AccordionPlainVectors(benchmark::State& state)
{
    const auto in = manyDecks(kDecks);
    for (auto _ : state)
        benchmark::DoNotOptimize(plainVectors(*in));
}
BENCHMARK(BM_AccordionPlainVectors)->Unit(benchmark::kMillisecond);

void BM_AccordionPlainArrays(benchmark::State& state)
{
    const auto in = manyDecks(kDecks);
    for (auto _ : state)
        benchmark::DoNotOptimize(plainArrays(*in));
}
BENCHMARK(BM_AccordionPlainArrays)->Unit(benchmark::kMillisecond);

void BM_AccordionResumeSolve(benchmark::State& state)
{
    const auto in = manyDecks(kDecks);
    const MethodDesc& resume = *accordion::kProblem.method("resume");
    const std::string expected = plainArrays(*in);
    if (plainVectors(*in) != expected)
        state.SkipWithError("the plain programs disagree");
    for (auto _ : state) {
        const SolveResult r = resume.solve(*in, kDefaultWorkBudget);
        if (r.output != expected)
            state.SkipWithError("wrong answer");
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_AccordionResumeSolve)->Unit(benchmark::kMillisecond);

/// Every step of a method on 2,000 decks: every line its listing in `language` runs.
void BM_AccordionEveryStep(benchmark::State& state, const char* method, CodeLanguage language)
{
    const auto in = manyDecks(2'000);
    const MethodDesc& m = *accordion::kProblem.method(method);
    std::uint64_t steps = 0;
    for (auto _ : state) {
        Trace trace = m.trace(in, language);
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
BENCHMARK_CAPTURE(BM_AccordionEveryStep, resume_cpp, "resume", CodeLanguage::Cpp)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_AccordionEveryStep, resume_py, "resume", CodeLanguage::Python)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_AccordionEveryStep, deal_cpp, "deal", CodeLanguage::Cpp)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_AccordionEveryStep, sweep_on_cpp, "mistake-sweep-on", CodeLanguage::Cpp)->Unit(benchmark::kMillisecond);

} // namespace
