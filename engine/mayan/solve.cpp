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

/// Cells with a block.
inline int blockCount(const Board& b) noexcept
{
    return rules::blocks(b);
}

/// The search of one method, written as a contest program would write it; with kCount it also
/// counts the lines its trace steps on in one language, a function's lines at a time: how many
/// lines fall(), markRuns() and the others run follows from the board they are called on.
template <Method kMethod, bool kCount>
class Search {
public:
    Search(const MayanInput& in, CodeLanguage language = CodeLanguage::Cpp)
        : m_n(in.n), m_b(in.board), m_cpp(language == CodeLanguage::Cpp ? 1 : 0)
    {
    }

    /// True when a solution is found; its moves are then in path().
    bool run()
    {
        if constexpr (kCount)
            opening();
        tick(1 + m_cpp, 1); // main calls dfs(0); in C++ it is back on that line with the answer
        return node(0);
    }
    const std::array<Move, kMaxMoves>& path() const noexcept { return m_path; }
    const Tally& tally() const noexcept { return m_tally; }
    /// The lines after the search: the moves printed, or -1; in C++ main's return and brace.
    void ending(bool found) noexcept
    {
        if (found)
            tick(1 + (m_n + 1) + m_n + m_cpp); // the call, the loop's heads, the moves, C++'s brace
        else
            tick(1);
        tick(2 * m_cpp);
    }

private:
    void tick(std::uint64_t steps, std::uint64_t nodes = 0) noexcept
    {
        if constexpr (kCount) {
            m_tally.steps += steps;
            m_tally.nodes += nodes;
        }
    }

    /// Python's module level and main's reading, up to the call of dfs(0).
    void opening() noexcept
    {
        const int blocks = blockCount(m_b);
        if (!m_cpp) {
            const int imports = kMethod == Method::ClearOnce ? 2 : 3;
            const int globals = 3 + (kMethod != Method::ClearAtOnce) + (kMethod == Method::Pruned);
            const int defs = 8 + (kMethod != Method::ClearAtOnce) + (kMethod == Method::Pruned);
            tick(static_cast<std::uint64_t>(imports + globals + defs + 2)); // + main(), + the read of all
        }
        // n (and Python's pos), per column its head, y, (C++) the first read or (Python) the 0
        // skipped, a test per block and one more, the block's three lines; the loop's last head.
        tick(static_cast<std::uint64_t>(1 + (1 - m_cpp) + kColumns * 4 + 4 * blocks + 1));
    }

    void countFall(int moved) noexcept
    {
        if constexpr (kCount)
            tick(static_cast<std::uint64_t>(121 + blockCount(m_b) + moved + m_cpp));
    }

    bool node(int d)
    {
        tick(1); // d == n?
        if (d == m_n) {
            tick(1); // the call of isEmpty()
            const bool empty = rules::empty(m_b);
            if constexpr (kCount) {
                int lines = 82;
                for (int x = 0, found = 0; x < kColumns && !found; ++x)
                    for (int y = 0; y < kRows; ++y)
                        if (m_b[x][y]) {
                            lines = 16 * x + 2 * y + 4;
                            found = 1;
                            break;
                        }
                tick(static_cast<std::uint64_t>(lines + m_cpp + 2 * m_cpp)); // + C++'s brace, the line back, dfs's brace
            }
            return empty;
        }
        const int left = m_n - d;
        if constexpr (kMethod == Method::Pruned) {
            const int colour = rules::hopeless(m_b).colour;
            // the call, hopeless()'s lines, C++'s brace and the line back
            tick(static_cast<std::uint64_t>(1 + 82 + (colour ? 2 * colour + 1 : 22) + 2 * m_cpp));
            if (colour != 0) {
                tick(1 + m_cpp); // return false, C++'s brace
                return false;
            }
            tick(1); // memo check
            if (left >= rules::kMemoMinMovesLeft && m_dead.count(rules::keyOf(m_b, left))) {
                tick(1 + m_cpp);
                return false;
            }
        }
        for (int x = 0; x < kColumns; ++x) {
            tick(1); // x's head
            for (int y = 0; y < kRows; ++y) {
                tick(2); // y's head, the look
                if (!m_b[x][y]) {
                    tick(1); // continue: the no-fall mistake leaves holes, so look above them too
                    continue;
                }
                for (int g = 1; g >= -1; g -= 2) {
                    tick(2); // g's head, the edge test
                    if (x + g < 0 || x + g >= kColumns) {
                        tick(1);
                        continue;
                    }
                    if constexpr (kMethod != Method::Plain) {
                        tick(1); // the left test
                        if (g == -1 && m_b[x - 1][y]) {
                            tick(1);
                            continue;
                        }
                    }
                    if constexpr (kMethod == Method::SkipEqual) {
                        tick(1); // the equal test
                        if (g == 1 && m_b[x + 1][y] == m_b[x][y]) {
                            tick(1);
                            continue;
                        }
                    }
                    tick(1 + m_cpp); // the call, C++'s line back
                    if (tryMove(d, x, y, g)) {
                        tick(1 + m_cpp); // return true, C++'s brace
                        return true;
                    }
                }
                tick(1); // g's last head
            }
            tick(1); // y's last head
        }
        tick(1); // x's last head
        if constexpr (kMethod == Method::Pruned) {
            tick(1); // memo store
            if (left >= rules::kMemoMinMovesLeft) {
                tick(1);
                m_dead.insert(rules::keyOf(m_b, left));
            }
        }
        tick(1 + m_cpp); // return false, C++'s brace
        return false;
    }

    bool tryMove(int d, int x, int y, int g)
    {
        tick(5, 1); // record, save, swap, the calls of fall() and chain()
        const Board saved = m_b;
        std::swap(m_b[x][y], m_b[x + g][y]);
        countFall(rules::fall(m_b));
        settle();
        m_path[d] = {x, y, g};
        tick(1 + m_cpp); // the call of dfs(d + 1), C++'s line back
        if (node(d + 1)) {
            tick(1 + m_cpp); // return true, C++'s brace
            return true;
        }
        tick(2 + m_cpp); // restore, return false, C++'s brace
        m_b = saved;
        return false;
    }

    /// The chain reaction after a move, as the method plays it.
    void settle()
    {
        for (int round = 1;; ++round) {
            tick(2 + m_cpp); // the round's head, the call of the scan, C++'s line back
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
                tick(static_cast<std::uint64_t>(120 + 2 * cleared + m_cpp));
                if (cleared == 0) {
                    tick(1 + m_cpp); // return, C++'s brace
                    return;
                }
                tick(1); // the call of fall()
                countFall(rules::fall(m_b));
            } else {
                int cells;
                if constexpr (kCount) {
                    int starts = 0;
                    const int blocks = blockCount(m_b);
                    cells = rules::markRuns<true>(m_b, m_marks, &starts);
                    tick(static_cast<std::uint64_t>(153 + blocks + 2 * starts + m_cpp));
                } else {
                    cells = rules::markRuns(m_b, m_marks);
                }
                if (cells == 0) {
                    tick(1 + m_cpp);
                    return;
                }
                tick(static_cast<std::uint64_t>(1 + 81 + 2 * cells + m_cpp)); // the call of clearMarked(), its lines
                rules::clearMarked(m_b, m_marks);
                if constexpr (kMethod != Method::NoFall) {
                    tick(1);
                    countFall(rules::fall(m_b));
                }
            }
            if constexpr (kMethod == Method::ClearOnce) {
                tick(1 + m_cpp); // the round's last head, C++'s brace
                return;
            }
        }
    }

    int m_n;
    Board m_b;
    int m_cpp;
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
std::pair<std::string, Tally> runSearch(const MayanInput& in, CodeLanguage language)
{
    Search<kMethod, kCount> s(in, language);
    const bool found = s.run();
    if constexpr (kCount)
        s.ending(found);
    return {found ? printPath(s.path(), in.n) : std::string("-1\n"), s.tally()};
}

template <bool kCount>
std::pair<std::string, Tally> dispatch(const MayanInput& in, Method method, CodeLanguage language = CodeLanguage::Cpp)
{
    switch (method) {
    case Method::Dfs:
        return runSearch<Method::Dfs, kCount>(in, language);
    case Method::Plain:
        return runSearch<Method::Plain, kCount>(in, language);
    case Method::Pruned:
        return runSearch<Method::Pruned, kCount>(in, language);
    case Method::SkipEqual:
        return runSearch<Method::SkipEqual, kCount>(in, language);
    case Method::ClearAtOnce:
        return runSearch<Method::ClearAtOnce, kCount>(in, language);
    case Method::ClearOnce:
        return runSearch<Method::ClearOnce, kCount>(in, language);
    case Method::NoFall:
        return runSearch<Method::NoFall, kCount>(in, language);
    }
    return {};
}

} // namespace

std::string solve(const MayanInput& in, Method method)
{
    return dispatch<false>(in, method).first;
}

Estimate estimate(const MayanInput& in, Method method, CodeLanguage language)
{
    const auto [output, tally] = dispatch<true>(in, method, language);
    return {tally.steps, tally.nodes, Counters::DfsNodes};
}

} // namespace sb::mayan
