// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomgame.h"

#include "caro.h"

#include <algorithm>
#include <random>
#include <vector>

namespace sb::caro {

namespace {

constexpr int kAttempts = 40;

struct Line {
    Move cells[5];
    Move before; ///< the cell just before the first, which must stay free of the winner
    Move after;  ///< the cell just after the last
};

std::optional<Line> pickLine(const RandomGameOptions& o, std::mt19937& rng)
{
    static constexpr Direction dirs[4] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    const int d = o.line == WinLine::Any ? static_cast<int>(rng() % 4) : static_cast<int>(o.line) - 1;
    const Direction dir = dirs[d];
    // The first cell (r, c) such that all five cells are on the board.
    const int rMin = 1, rMax = o.n - 4 * dir.dr;
    const int cMin = dir.dc < 0 ? 5 : 1, cMax = dir.dc > 0 ? o.n - 4 : o.n;
    if (rMax < rMin || cMax < cMin)
        return std::nullopt;
    const int r = rMin + static_cast<int>(rng() % static_cast<unsigned>(rMax - rMin + 1));
    const int c = cMin + static_cast<int>(rng() % static_cast<unsigned>(cMax - cMin + 1));
    Line line{};
    for (int i = 0; i < 5; ++i)
        line.cells[i] = {r + i * dir.dr, c + i * dir.dc};
    line.before = {r - dir.dr, c - dir.dc};
    line.after = {r + 5 * dir.dr, c + 5 * dir.dc};
    return line;
}

std::optional<std::shared_ptr<CaroInput>> attempt(const RandomGameOptions& o, std::mt19937& rng)
{
    auto in = std::make_shared<CaroInput>();
    in->n = o.n;
    std::vector<Move> cells;
    std::vector<bool> reserved(static_cast<std::size_t>(in->stride() * in->stride()), false);
    const auto mark = [&](Move m) {
        if (m.r >= 1 && m.r <= o.n && m.c >= 1 && m.c <= o.n)
            reserved[static_cast<std::size_t>(m.r * in->stride() + m.c)] = true;
    };
    std::optional<Line> line;
    if (o.winner) {
        line = pickLine(o, rng);
        if (!line)
            return std::nullopt;
        for (const Move m : line->cells)
            mark(m);
        mark(line->before);
        mark(line->after);
    }
    const std::int64_t cellCount = static_cast<std::int64_t>(o.n) * o.n;
    if (2 * static_cast<std::int64_t>(o.moves) < cellCount) {
        // A sparse game on a large board: draw cells at random, skipping those taken.
        const auto n = static_cast<unsigned>(o.n);
        while (static_cast<int>(cells.size()) < o.moves) {
            const Move m{1 + static_cast<int>(rng() % n), 1 + static_cast<int>(rng() % n)};
            const auto cell = static_cast<std::size_t>(m.r * in->stride() + m.c);
            if (!reserved[cell]) {
                reserved[cell] = true;
                cells.push_back(m);
            }
        }
    } else {
        for (int r = 1; r <= o.n; ++r)
            for (int c = 1; c <= o.n; ++c)
                if (!reserved[static_cast<std::size_t>(r * in->stride() + c)])
                    cells.push_back({r, c});
        std::shuffle(cells.begin(), cells.end(), rng);
    }

    // The winner plays the last move; its other four stones of the line come first.
    const int winnerParity = o.moves % 2;
    const int last = o.lastStoneInTheMiddle ? 2 : 4;
    std::vector<Move> early;
    if (line)
        for (int i = 0; i < 5; ++i)
            if (i != last)
                early.push_back(line->cells[i]);
    std::size_t placedEarly = 0;
    std::size_t next = 0;
    for (int t = 1; t <= o.moves; ++t) {
        if (line && t == o.moves) {
            in->moves.push_back(line->cells[last]);
        } else if (t % 2 == winnerParity && placedEarly < early.size()) {
            in->moves.push_back(early[placedEarly++]);
        } else {
            if (next == cells.size())
                return std::nullopt;
            in->moves.push_back(cells[next++]);
        }
    }
    return in;
}

std::string toText(const CaroInput& in)
{
    std::string text = std::to_string(in.n) + " " + std::to_string(in.moves.size()) + "\n";
    for (const Move m : in.moves)
        text += std::to_string(m.r) + " " + std::to_string(m.c) + "\n";
    return text;
}

} // namespace

std::optional<std::string> randomGame(const RandomGameOptions& o)
{
    if (o.n < 1 || o.n > kMaxN || o.moves < 1 || o.moves > std::min(o.n * o.n, kMaxMoves))
        return std::nullopt;
    if (o.winner && (o.n < 5 || o.moves < kFewestWinningMoves + (o.moves % 2 == 0)))
        return std::nullopt;
    std::mt19937 rng(o.seed);
    for (int i = 0; i < kAttempts; ++i) {
        const auto in = attempt(o, rng);
        if (!in)
            return std::nullopt;
        const std::int64_t t = solveCountOutwards(**in, kCountOutwards);
        if (t == (o.winner ? o.moves : 0))
            return toText(**in);
    }
    return std::nullopt;
}

} // namespace sb::caro
