// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomtable.h"

#include "cards.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace sb::cards {

namespace {

constexpr int kAttempts = 3000;

std::string toText(int n, int m, const std::vector<int>& values)
{
    std::string text = std::to_string(n) + " " + std::to_string(m) + "\n";
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < m; ++c)
            text += std::to_string(values[static_cast<std::size_t>(r * m + c)]) + (c + 1 == m ? "\n" : " ");
    return text;
}

/// Fills a table with pairs of distinct values; the first `nested` pairs
/// form a nested palindrome at the start of row 0 (or column 0).
std::vector<int> fill(int n, int m, int nested, std::mt19937& rng)
{
    const int cells = n * m;
    std::vector<int> pool(kMaxValue + 1);
    std::iota(pool.begin(), pool.end(), 0);
    std::shuffle(pool.begin(), pool.end(), rng);
    std::vector<int> values(static_cast<std::size_t>(cells), -1);
    std::vector<int> order;
    const bool alongRow = m >= 2 * nested;
    for (int k = 0; k < 2 * nested; ++k)
        order.push_back(alongRow ? k : k * m);
    std::vector<int> rest;
    for (int cell = 0; cell < cells; ++cell)
        if (std::find(order.begin(), order.end(), cell) == order.end())
            rest.push_back(cell);
    std::shuffle(rest.begin(), rest.end(), rng);
    std::size_t next = 0;
    for (int k = 0; k < nested; ++k) {
        values[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])] = pool[next];
        values[static_cast<std::size_t>(order[static_cast<std::size_t>(2 * nested - 1 - k)])] = pool[next];
        ++next;
    }
    for (std::size_t k = 0; k + 1 < rest.size(); k += 2, ++next) {
        values[static_cast<std::size_t>(rest[k])] = pool[next];
        values[static_cast<std::size_t>(rest[k + 1])] = pool[next];
    }
    return values;
}

} // namespace

int mostRounds(int n, int m)
{
    return std::max(n, m) / 2 + 1;
}

std::optional<std::string> randomTable(const RandomTableOptions& o)
{
    if (o.n < 1 || o.n > kMaxRows || o.m < 1 || o.m > kMaxCols || (o.n * o.m) % 2 != 0 || o.rounds < 1 ||
        o.rounds > mostRounds(o.n, o.m))
        return std::nullopt;
    std::mt19937 rng(o.seed);
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        // Mostly random tables; for more rounds, a nested palindrome sets the pace.
        const int nested = o.rounds <= 2 ? static_cast<int>(rng() % 2) : o.rounds - 1;
        CardsInput table;
        table.n = o.n;
        table.m = o.m;
        table.values = fill(o.n, o.m, std::min(nested, std::max(o.n, o.m) / 2), rng);
        if (roundsNeeded(table) == o.rounds)
            return toText(o.n, o.m, table.values);
    }
    return std::nullopt;
}

} // namespace sb::cards
