// SPDX-License-Identifier: GPL-3.0-or-later
#include "mayan.h"
#include "rules.h"

#include <unordered_set>
#include <utility>

namespace sb::mayan {

namespace {

/// What a fast run did, counted as its trace counts it.
struct Tally {
    std::uint64_t steps = 0;
    std::uint64_t nodes = 0;
};

/// The search of one method, written as a contest program would write it; with kCount
/// it also counts the steps its trace would yield, line for line.
template <Method kMethod, bool kCount>
class Search {
public:
    Search(const MayanInput& in) : m_n(in.n), m_b(in.board) {}

    /// True when a solution is found; its moves are then in path().
    bool run()
    {
        tick(1, 1); // start: the root node
        return node(0);
    }
    const std::array<Move, kMaxMoves>& path() const noexcept { return m_path; }
    const Tally& tally() const noexcept { return m_tally; }

private:
    void tick(std::uint64_t steps, std::uint64_t nodes = 0) noexcept
    {
        if constexpr (kCount) {
            m_tally.steps += steps;
            m_tally.nodes += nodes;
        }
    }

    bool node(int d)
    {
        if (d == m_n) {
            tick(1); // check
            if (!rules::empty(m_b))
                return false;
            tick(1); // found
            return true;
        }
        const int left = m_n - d;
        if constexpr (kMethod == Method::Pruned) {
            tick(1); // colour check
            if (rules::hopeless(m_b).colour != 0)
                return false;
            tick(1); // memo check
            if (left >= rules::kMemoMinMovesLeft && m_dead.count(rules::keyOf(m_b, left)))
                return false;
        }
        for (int x = 0; x < kColumns; ++x)
            for (int y = 0; y < kRows; ++y) {
                if (!m_b[x][y])
                    continue; // the no-fall mistake leaves holes: look above them too
                if (x + 1 < kColumns) {
                    if (kMethod == Method::SkipEqual && m_b[x + 1][y] == m_b[x][y])
                        tick(1); // skip-equal
                    else if (tryMove(d, x, y, 1))
                        return true;
                }
                if (x > 0) {
                    if (kMethod != Method::Plain && m_b[x - 1][y])
                        tick(1); // skip-left
                    else if (tryMove(d, x, y, -1))
                        return true;
                }
            }
        if constexpr (kMethod == Method::Pruned) {
            tick(1); // memo store
            if (left >= rules::kMemoMinMovesLeft)
                m_dead.insert(rules::keyOf(m_b, left));
        }
        return false;
    }

    bool tryMove(int d, int x, int y, int g)
    {
        tick(3, 1); // enter, swap, fall
        const Board saved = m_b;
        std::swap(m_b[x][y], m_b[x + g][y]);
        rules::fall(m_b);
        settle();
        m_path[d] = {x, y, g};
        if (node(d + 1))
            return true;
        tick(1); // leave
        m_b = saved;
        return false;
    }

    /// The chain reaction after a move, as the method plays it.
    void settle()
    {
        for (int round = 1;; ++round) {
            if constexpr (kMethod == Method::ClearAtOnce) {
                int cleared = 0;
                for (int y = 0; y < kRows; ++y)
                    for (int x = 0; x + 2 < kColumns; ++x)
                        if (rules::runAt(m_b, x, y, true)) {
                            rules::clearRun(m_b, x, y, true);
                            ++cleared;
                        }
                for (int y = 0; y + 2 < kRows; ++y)
                    for (int x = 0; x < kColumns; ++x)
                        if (rules::runAt(m_b, x, y, false)) {
                            rules::clearRun(m_b, x, y, false);
                            ++cleared;
                        }
                tick(static_cast<std::uint64_t>(cleared) + 1); // each run, the scan's end
                if (cleared == 0)
                    return;
                tick(1); // settle
                rules::fall(m_b);
            } else {
                tick(1); // mark
                if (rules::markRuns(m_b, m_marks) == 0)
                    return;
                rules::clearMarked(m_b, m_marks);
                if constexpr (kMethod == Method::NoFall) {
                    tick(1); // clear
                } else {
                    tick(2); // clear, settle
                    rules::fall(m_b);
                }
            }
            if constexpr (kMethod == Method::ClearOnce)
                return;
        }
    }

    int m_n;
    Board m_b;
    rules::Marks m_marks{};
    std::array<Move, kMaxMoves> m_path{};
    std::unordered_set<rules::Key, rules::KeyHash> m_dead;
    Tally m_tally;
};

std::string printPath(const std::array<Move, kMaxMoves>& path, int n)
{
    std::string out;
    for (int k = 0; k < n; ++k)
        out += std::to_string(path[k].x) + ' ' + std::to_string(path[k].y) + ' ' + std::to_string(path[k].g) + '\n';
    return out;
}

template <Method kMethod, bool kCount>
std::pair<std::string, Tally> runSearch(const MayanInput& in)
{
    Search<kMethod, kCount> s(in);
    const bool found = s.run();
    return {found ? printPath(s.path(), in.n) : std::string("-1\n"), s.tally()};
}

template <bool kCount>
std::pair<std::string, Tally> dispatch(const MayanInput& in, Method method)
{
    switch (method) {
    case Method::Dfs:
        return runSearch<Method::Dfs, kCount>(in);
    case Method::Plain:
        return runSearch<Method::Plain, kCount>(in);
    case Method::Pruned:
        return runSearch<Method::Pruned, kCount>(in);
    case Method::SkipEqual:
        return runSearch<Method::SkipEqual, kCount>(in);
    case Method::ClearAtOnce:
        return runSearch<Method::ClearAtOnce, kCount>(in);
    case Method::ClearOnce:
        return runSearch<Method::ClearOnce, kCount>(in);
    case Method::NoFall:
        return runSearch<Method::NoFall, kCount>(in);
    }
    return {};
}

} // namespace

std::string solve(const MayanInput& in, Method method)
{
    return dispatch<false>(in, method).first;
}

Estimate estimate(const MayanInput& in, Method method)
{
    auto [output, tally] = dispatch<true>(in, method);
    tally.steps += output == "-1\n"; // the -1 line
    return {tally.steps, tally.nodes, Counter::DfsNodes};
}

} // namespace sb::mayan
