// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"
#include "judging.h"

#include <algorithm>
#include <optional>
#include <random>
#include <stdexcept>

namespace sb::caro {

namespace {

/// Where the stones of a game lie.
enum class Fill : std::uint8_t {
    Full,   ///< every cell of the board, coloured so that nobody has more than 3 in a line
    Block,  ///< every cell of a block of the board, coloured the same way
    Sparse, ///< cells drawn at random over the whole board
};

/// Where a planted winning line touches the board's border.
enum class Place : std::uint8_t { Anywhere, Corner, Edge };

/// The winning line a game is built around: `length` stones, the one at index `last` played last.
struct Plant {
    LineType line;
    int length = 5;
    int last = 4;
    Place place = Place::Anywhere;
};

struct GameSpec {
    int n = 15;
    Fill fill = Fill::Full;
    int moves = 0;    ///< at most; a Full or Block game may use fewer to keep the players' counts even
    int blockRows = 0;
    int blockCols = 0;
    std::optional<Plant> plant;
    int after = 0;    ///< moves played after the winning one
    std::uint32_t seed = 1;
};

/// A board of stones with a border, where a game is built before it is put in order.
class Grid {
public:
    explicit Grid(int n) : m_n(n), m_stride(n + 2), m_cells(static_cast<std::size_t>(m_stride) * m_stride, 0) {}
    bool inside(int r, int c) const noexcept { return r >= 1 && r <= m_n && c >= 1 && c <= m_n; }
    char& at(int r, int c) noexcept { return m_cells[static_cast<std::size_t>(r) * m_stride + c]; }
    char at(int r, int c) const noexcept { return m_cells[static_cast<std::size_t>(r) * m_stride + c]; }
    /// The longest line of the stone at (r, c)'s colour through it, in any of the four directions.
    int longestThrough(int r, int c) const noexcept
    {
        int best = 0;
        for (const Direction d : kFourDirections) {
            int run = 1;
            for (int s = -1; s <= 1; s += 2)
                for (int x = r + s * d.dr, y = c + s * d.dc; inside(x, y) && at(x, y) == at(r, c); x += s * d.dr, y += s * d.dc)
                    ++run;
            best = std::max(best, run);
        }
        return best;
    }

private:
    int m_n;
    std::int64_t m_stride;
    std::vector<char> m_cells;
};

constexpr char other(char q) noexcept { return q == 1 ? 2 : 1; }

/// The planted line's cells, in order along its direction; the first one chosen by `place`.
std::vector<Move> lineCells(const GameSpec& g, const Plant& p, int r0, int c0, std::mt19937& rng)
{
    const Direction d = kFourDirections[static_cast<int>(p.line)];
    const int span = p.length - 1;
    const auto pick = [&](int lo, int hi) { return lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1)); };
    // Rows and columns the first cell may take so that the whole line lies in the area.
    int rLo = r0, rHi = r0 + (g.fill == Fill::Block ? g.blockRows : g.n) - 1 - span * d.dr;
    const int cols = g.fill == Fill::Block ? g.blockCols : g.n;
    int cLo = c0 + (d.dc < 0 ? span : 0), cHi = c0 + cols - 1 - (d.dc > 0 ? span : 0);
    if (p.place == Place::Corner) {
        rHi = rLo;
        (d.dc < 0 ? cLo : cHi) = d.dc < 0 ? cHi : cLo;
    } else if (p.place == Place::Edge) {
        (d.dr == 0 ? rLo : cLo) = d.dr == 0 ? rHi : cHi; // a row on the last row; else a line from the last column
        if (d.dc < 0)
            cLo = cHi;
    }
    const int r = pick(rLo, rHi), c = pick(cLo, cHi);
    std::vector<Move> cells;
    for (int i = 0; i <= span; ++i)
        cells.push_back({r + i * d.dr, c + i * d.dc});
    return cells;
}

/// Colours every cell of the area so that no line holds more than two of a colour:
/// (r + 2c) mod 4 gives XXOO down a column and along both diagonals, XOXO along a row.
std::vector<Move> fillArea(Grid& grid, int r0, int c0, int rows, int cols)
{
    std::vector<Move> cells;
    for (int r = r0; r < r0 + rows; ++r)
        for (int c = c0; c < c0 + cols; ++c) {
            grid.at(r, c) = (r + 2 * c) % 4 < 2 ? 1 : 2;
            cells.push_back({r, c});
        }
    return cells;
}

/// Turns stones of the colour that has too many into the other colour, where that makes
/// no line of five, until X has as many stones as O or one more (X moves first).
void balance(Grid& grid, std::vector<Move>& cells, const std::vector<Move>& fixed, std::mt19937& rng)
{
    std::shuffle(cells.begin(), cells.end(), rng);
    std::int64_t surplus = 0; // X stones minus O stones
    for (const Move m : cells)
        surplus += grid.at(m.r, m.c) == 1 ? 1 : -1;
    const auto isFixed = [&](Move m) {
        return std::any_of(fixed.begin(), fixed.end(), [&](Move f) { return f.r == m.r && f.c == m.c; });
    };
    for (const Move m : cells) {
        if (surplus == 0 || surplus == 1)
            return;
        char& q = grid.at(m.r, m.c);
        if ((q == 1) != (surplus > 1) || isFixed(m))
            continue;
        q = other(q);
        if (grid.longestThrough(m.r, m.c) >= 5) {
            q = other(q);
            continue;
        }
        surplus += q == 1 ? 2 : -2;
    }
    // Still uneven: leave out stones of the colour that has too many.
    for (auto it = cells.begin(); it != cells.end() && !(surplus == 0 || surplus == 1);) {
        const char q = grid.at(it->r, it->c);
        if ((q == 1) == (surplus > 1) && !isFixed(*it)) {
            grid.at(it->r, it->c) = 0;
            surplus += q == 1 ? -1 : 1;
            it = cells.erase(it);
        } else {
            ++it;
        }
    }
}

/// Puts the stones in playing order: X on odd moves, O on even; the line's other stones
/// spread over the winner's moves before the winning one, which comes `after` moves from the end.
std::vector<Move> order(const Grid& grid, std::vector<Move> cells, const std::vector<Move>& line, const GameSpec& g,
                        std::mt19937& rng)
{
    std::vector<Move> byColour[3];
    std::shuffle(cells.begin(), cells.end(), rng);
    const auto onLine = [&](Move m) {
        return std::any_of(line.begin(), line.end(), [&](Move f) { return f.r == m.r && f.c == m.c; });
    };
    for (const Move m : cells)
        if (!onLine(m))
            byColour[static_cast<int>(grid.at(m.r, m.c))].push_back(m);
    const int total = static_cast<int>(cells.size());
    std::vector<Move> moves;
    if (line.empty()) {
        for (int t = 1; t <= total; ++t)
            moves.push_back(byColour[playerOf(t)][static_cast<std::size_t>((t - 1) / 2)]);
        return moves;
    }
    const Plant& p = *g.plant;
    const char w = grid.at(line[0].r, line[0].c);
    int win = total - g.after;
    if (playerOf(win) != w)
        --win;
    const int earlier = (win - 1) / 2; // the winner's moves before the winning one
    std::vector<Move>& own = byColour[static_cast<int>(w)];
    std::vector<Move> rest(line.begin(), line.end());
    rest.erase(rest.begin() + p.last);
    for (std::size_t k = 0; k < rest.size(); ++k) {
        const auto at = static_cast<std::ptrdiff_t>(k * static_cast<std::size_t>(earlier) / rest.size());
        own.insert(own.begin() + std::min<std::ptrdiff_t>(at, static_cast<std::ptrdiff_t>(own.size())), rest[k]);
    }
    std::size_t used[3] = {0, 0, 0};
    for (int t = 1; t <= total; ++t) {
        const int q = playerOf(t);
        moves.push_back(t == win ? line[static_cast<std::size_t>(p.last)] : byColour[q][used[q]++]);
    }
    return moves;
}

std::vector<Move> sparseCells(Grid& grid, const GameSpec& g, int count, std::mt19937& rng)
{
    std::vector<Move> cells;
    const auto n = static_cast<unsigned>(g.n);
    while (static_cast<int>(cells.size()) < count) {
        const Move m{1 + static_cast<int>(rng() % n), 1 + static_cast<int>(rng() % n)};
        if (grid.at(m.r, m.c) == 0) {
            grid.at(m.r, m.c) = playerOf(static_cast<int>(cells.size()) + 1) == 1 ? 1 : 2;
            cells.push_back(m);
        }
    }
    return cells;
}

std::optional<CaroInput> attempt(const GameSpec& g, std::mt19937& rng)
{
    Grid grid(g.n);
    const auto pick = [&](int size, int room) { return 1 + static_cast<int>(rng() % static_cast<unsigned>(room - size + 1)); };
    const int r0 = g.fill == Fill::Block ? pick(g.blockRows, g.n) : 1;
    const int c0 = g.fill == Fill::Block ? pick(g.blockCols, g.n) : 1;
    std::vector<Move> line, ends;
    const char w = 1;
    if (g.plant) {
        line = lineCells(g, *g.plant, r0, c0, rng);
        const Direction d = kFourDirections[static_cast<int>(g.plant->line)];
        for (const Move m : {Move{line.front().r - d.dr, line.front().c - d.dc}, Move{line.back().r + d.dr, line.back().c + d.dc}})
            if (grid.inside(m.r, m.c))
                ends.push_back(m);
    }
    std::vector<Move> cells;
    if (g.fill == Fill::Sparse) {
        for (const Move m : ends) // kept empty, so the line is exactly as long as planted
            grid.at(m.r, m.c) = 3;
        for (const Move m : line)
            grid.at(m.r, m.c) = w;
        cells = sparseCells(grid, g, g.moves - static_cast<int>(line.size()), rng);
        for (const Move m : ends)
            grid.at(m.r, m.c) = 0;
        const std::int64_t xs = std::count_if(cells.begin(), cells.end(), [&](Move m) { return grid.at(m.r, m.c) == 1; });
        for (std::int64_t surplus = 2 * xs - static_cast<std::int64_t>(cells.size()) + static_cast<std::int64_t>(line.size());
             surplus > 1; surplus -= 2)
            for (Move& m : cells)
                if (grid.at(m.r, m.c) == 1) {
                    grid.at(m.r, m.c) = 2;
                    break;
                }
    } else {
        const bool full = g.fill == Fill::Full;
        cells = fillArea(grid, r0, c0, full ? g.n : g.blockRows, full ? g.n : g.blockCols);
        for (const Move m : ends)
            if (grid.at(m.r, m.c) != 0)
                grid.at(m.r, m.c) = other(w);
        for (const Move m : line)
            grid.at(m.r, m.c) = w;
        std::vector<Move> fixed = line;
        fixed.insert(fixed.end(), ends.begin(), ends.end());
        balance(grid, cells, fixed, rng);
        while (g.moves > 0 && static_cast<int>(cells.size()) > g.moves) { // drop an X and an O, keeping the balance
            for (const char q : {char{1}, char{2}})
                for (auto it = cells.end(); it != cells.begin();) {
                    --it;
                    if (grid.at(it->r, it->c) == q && std::none_of(fixed.begin(), fixed.end(), [&](Move f) { return f.r == it->r && f.c == it->c; })) {
                        grid.at(it->r, it->c) = 0;
                        cells.erase(it);
                        break;
                    }
                }
        }
    }
    if (g.fill == Fill::Sparse)
        cells.insert(cells.end(), line.begin(), line.end());
    CaroInput in;
    in.n = g.n;
    in.moves = order(grid, std::move(cells), line, g, rng);
    return in;
}

std::string text(const CaroInput& in)
{
    std::string out;
    out.reserve(in.moves.size() * 11 + 16);
    out += std::to_string(in.n) + ' ' + std::to_string(in.moves.size()) + '\n';
    for (const Move m : in.moves) {
        out += std::to_string(m.r);
        out += ' ';
        out += std::to_string(m.c);
        out += '\n';
    }
    return out;
}

/// The game as input text; its answer is checked against the move the line was planted for.
BankTest build(std::string name, GameSpec g)
{
    for (int tries = 0; tries < 20; ++tries, ++g.seed) {
        std::mt19937 rng(g.seed);
        const std::optional<CaroInput> in = attempt(g, rng);
        if (!in)
            continue;
        const auto k = static_cast<std::int64_t>(in->moves.size());
        const std::int64_t win = g.plant ? (playerOf(static_cast<int>(k - g.after)) == 1 ? k - g.after : k - g.after - 1) : 0;
        if (solveCountOutwards(*in, kCountOutwards) == win)
            return {std::move(name), text(*in)};
    }
    throw std::logic_error("caro bank: no game for " + name);
}

constexpr LineType kRow = LineType::Row, kColumn = LineType::Column, kDiag = LineType::Diagonal,
                   kAnti = LineType::AntiDiagonal;

GameSpec game(int n, Fill fill, int moves, std::optional<Plant> plant, int after, std::uint32_t seed)
{
    GameSpec g;
    g.n = n;
    g.fill = fill;
    g.moves = moves;
    g.plant = plant;
    g.after = after;
    g.seed = seed;
    return g;
}

GameSpec block(int n, std::optional<Plant> plant, std::uint32_t seed)
{
    GameSpec g = game(n, Fill::Block, 0, plant, 4, seed);
    g.blockRows = 500;
    g.blockCols = 600;
    return g;
}

BankSubtask small()
{
    BankSubtask s{"N <= 15", 30, {}};
    s.tests.push_back(build("five on a diagonal, last stone at the end", game(7, Fill::Sparse, 12, Plant{kDiag, 5, 4}, 2, 11)));
    s.tests.push_back(build("one cell", game(1, Fill::Full, 0, std::nullopt, 0, 12)));
    s.tests.push_back(build("4x4 full, nobody wins", game(4, Fill::Full, 0, std::nullopt, 0, 13)));
    s.tests.push_back(build("15x15 full, nobody wins", game(15, Fill::Full, 0, std::nullopt, 0, 14)));
    s.tests.push_back(build("row in the corner, last stone second", game(15, Fill::Sparse, 40, Plant{kRow, 5, 1, Place::Corner}, 3, 15)));
    s.tests.push_back(build("column, last stone in the middle", game(15, Fill::Sparse, 60, Plant{kColumn, 5, 2}, 1, 16)));
    s.tests.push_back(build("six on a diagonal, last stone fifth", game(15, Fill::Full, 200, Plant{kDiag, 6, 4}, 5, 17)));
    s.tests.push_back(build("seven in a row, last stone in the middle", game(15, Fill::Sparse, 80, Plant{kRow, 7, 3}, 0, 18)));
    s.tests.push_back(build("anti-diagonal from the corner", game(15, Fill::Sparse, 50, Plant{kAnti, 5, 4, Place::Corner}, 2, 19)));
    s.tests.push_back(build("anti-diagonal, last stone second", game(15, Fill::Full, 0, Plant{kAnti, 5, 1}, 6, 20)));
    return s;
}

BankSubtask medium()
{
    BankSubtask s{"N <= 300", 30, {}};
    s.tests.push_back(build("nearly full, nobody wins", game(300, Fill::Full, 80000, std::nullopt, 0, 21)));
    s.tests.push_back(build("full, late row win, last at the end", game(300, Fill::Full, 0, Plant{kRow, 5, 4}, 3, 22)));
    s.tests.push_back(build("late column win, last at the end", game(299, Fill::Full, 85000, Plant{kColumn, 5, 0}, 0, 23)));
    s.tests.push_back(build("late anti-diagonal, last in the middle", game(300, Fill::Full, 88000, Plant{kAnti, 5, 2}, 7, 24)));
    s.tests.push_back(build("late row, last stone second", game(298, Fill::Full, 0, Plant{kRow, 5, 1}, 1, 25)));
    s.tests.push_back(build("column of six, last inside", game(300, Fill::Full, 75000, Plant{kColumn, 6, 2}, 2, 26)));
    s.tests.push_back(build("diagonal of seven, last in the middle", game(300, Fill::Full, 90000, Plant{kDiag, 7, 3}, 0, 27)));
    s.tests.push_back(build("anti-diagonal of six, last inside", game(297, Fill::Full, 0, Plant{kAnti, 6, 3}, 9, 28)));
    s.tests.push_back(build("anti-diagonal, last stone fourth", game(300, Fill::Full, 70000, Plant{kAnti, 5, 3}, 4, 29)));
    return s;
}

BankSubtask large()
{
    BankSubtask s{"N <= 5000", 40, {}};
    s.tests.push_back(build("spread over the board, nobody wins", game(5000, Fill::Sparse, kMaxMoves, std::nullopt, 0, 31)));
    s.tests.push_back(build("dense 500x600 block, nobody wins", block(4800, std::nullopt, 32)));
    s.tests.push_back(build("row on the last row, last at the end", game(5000, Fill::Sparse, kMaxMoves, Plant{kRow, 5, 4, Place::Edge}, 2, 33)));
    s.tests.push_back(build("dense block, column, last in the middle", block(4900, Plant{kColumn, 5, 2}, 34)));
    s.tests.push_back(build("anti-diagonal of six, last inside", game(5000, Fill::Sparse, kMaxMoves, Plant{kAnti, 6, 2}, 1, 35)));
    s.tests.push_back(build("row on the last row, last in the middle", game(5000, Fill::Sparse, kMaxMoves, Plant{kRow, 5, 2, Place::Edge}, 0, 36)));
    s.tests.push_back(build("six in a row, last inside", game(4950, Fill::Sparse, kMaxMoves, Plant{kRow, 6, 3}, 3, 37)));
    s.tests.push_back(build("dense block, diagonal of seven", block(4800, Plant{kDiag, 7, 3}, 38)));
    s.tests.push_back(build("anti-diagonal of six, last fourth", game(5000, Fill::Sparse, kMaxMoves, Plant{kAnti, 6, 3}, 5, 39)));
    s.tests.push_back(build("anti-diagonal from the edge, last second", game(5000, Fill::Sparse, kMaxMoves, Plant{kAnti, 5, 1, Place::Edge}, 0, 40)));
    s.tests.push_back(build("dense block, anti-diagonal, last in the middle", block(4850, Plant{kAnti, 5, 2}, 41)));
    return s;
}

} // namespace

const TestBank& testBank()
{
    // Method 2 reads about 4N cells a move: 10^8 on the largest N = 300 games, 6 x 10^9 on
    // N = 5000; method 1 reads N^2 a move, 6 x 10^9 already at N = 300. Half a billion cells
    // a second puts the editorial's line between them.
    static const TestBank bank{{small(), medium(), large()}, Scoring::PerTest, 500'000'000};
    return bank;
}

} // namespace sb::caro
