// SPDX-License-Identifier: GPL-3.0-or-later
// A student's program's Caro board: its 2D array, list of rows or flat array with a border, with the
// marks it uses for X and O (numbers, or characters).
#include "caro/caro.h"

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string_view>

namespace sb::caro {
namespace {

const std::array<std::string_view, 6> kNames = {"b", "board", "a", "g", "grid", "c"};

/// The marks for X and O the program's cells use: characters when it holds X or x, else 1 and 2.
std::vector<std::string> marksOf(const ProgramValue& value)
{
    const std::array<std::vector<std::string>, 3> kinds = {{{"X", "O"}, {"x", "o"}, {"1", "2"}}};
    for (const auto& marks : kinds) {
        bool found = false;
        value.visitCells([&](std::string_view cell) { found = found || isMark(cell, marks[0]); });
        if (found)
            return marks;
    }
    return kinds[2];
}

std::variant<ProgramBoard, BoardMisfit> read(const ProblemInput& input, const BoardChoice& choice, const ProgramValue& value,
                                             std::string_view)
{
    const auto& in = static_cast<const CaroInput&>(input);
    if (choice.marks.size() != 2)
        return BoardMisfit{BoardMisfit::Kind::NotAMark, -1, 0, 2, {}};
    ProgramBoard out;
    out.cells.assign(static_cast<std::size_t>(in.stride() * in.stride()), 0);
    for (int r = 0; r < in.n; ++r)
        for (int c = 0; c < in.n; ++c) {
            std::optional<BoardMisfit> why;
            const auto cell = gridCell(value, choice, r, c, in.n, &why);
            if (!cell)
                return *why;
            out.cells[static_cast<std::size_t>((r + 1) * in.stride() + c + 1)] =
                isMark(*cell, choice.marks[0]) ? 1 : isMark(*cell, choice.marks[1]) ? 2 : 0;
        }
    return out;
}

std::optional<BoardChoice> fit(const ProblemInput& input, const ProgramValue& value)
{
    const auto& in = static_cast<const CaroInput&>(input);
    const std::vector<std::string> marks = marksOf(value);
    const auto blank = [&marks](std::string_view cell) { return !isMark(cell, marks[0]) && !isMark(cell, marks[1]); };
    for (BoardChoice choice : gridFits(value, in.n, in.n, false, blank)) {
        choice.marks = marks;
        if (std::holds_alternative<ProgramBoard>(read(input, choice, value, {})))
            return choice;
    }
    return std::nullopt;
}


/// The moves a program has read: the input's first line is the board's size and the moves' count,
/// then each move is two numbers.
std::uint64_t movesRead(std::string_view inputRead, std::string_view)
{
    const std::uint64_t tokens = tokensIn(inputRead);
    return tokens > 2 ? (tokens - 2) / 2 : 0;
}

/// The stones on the program's board: a move played each.
std::uint64_t stonesOn(const ProgramBoard& board)
{
    return static_cast<std::uint64_t>(std::count_if(board.cells.begin(), board.cells.end(), [](CellValue v) { return v != 0; }));
}

bool placesStone(const Step& step)
{
    return step.kind == Kinds::Place;
}

/// A stone put on an empty cell, and nothing else changed: the move, as the methods place it.
bool stoneOf(const ProblemInput& input, std::span<const CellValue> before, std::span<const CellValue> after, Step& step)
{
    const auto& in = static_cast<const CaroInput&>(input);
    if (before.size() != after.size())
        return false;
    std::optional<std::size_t> placed;
    for (std::size_t i = 0; i < after.size(); ++i) {
        if (before[i] == after[i])
            continue;
        if (placed || before[i] != 0)
            return false;
        placed = i;
    }
    if (!placed)
        return false;
    const auto cell = static_cast<std::int32_t>(*placed);
    const auto stride = static_cast<std::int32_t>(in.stride());
    const int r = cell / stride;
    const int c = cell % stride;
    const int q = after[*placed];
    const auto t = static_cast<std::int32_t>(std::count_if(after.begin(), after.end(), [](CellValue v) { return v != 0; }));
    step.at(Anchor::Place, 1, Kinds::Place)
        .say(Narration::Place, t, r, c, q)
        .change(cell, 0, q)
        .mark(HighlightKind::Cell, cell)
        .var(Var::r, r)
        .var(Var::c, c)
        .var(Var::q, q);
    return true;
}

} // namespace

const ProgramBoardReader kProgramBoardReader{kNames, fit, read, movesRead, placesStone, stonesOn, stoneOf};

} // namespace sb::caro
