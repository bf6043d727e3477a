// SPDX-License-Identifier: GPL-3.0-or-later
// A student's program's Mayan board: five columns of seven (or more) from the bottom up, as the input
// gives them, or seven rows of five from the top or the bottom; colours as numbers, 0 empty.
#include "mayan/mayan.h"

#include <array>
#include <string_view>

namespace sb::mayan {
namespace {

const std::array<std::string_view, 6> kNames = {"b", "board", "a", "g", "grid", "mp"};

std::variant<ProgramBoard, BoardMisfit> read(const ProblemInput&, const BoardChoice& choice, const ProgramValue& value,
                                             std::string_view)
{
    ProgramBoard out;
    out.cells.assign(static_cast<std::size_t>(kBoardCells), 0);
    for (int row = 0; row < kRows; ++row)
        for (int x = 0; x < kColumns; ++x) {
            std::optional<BoardMisfit> why;
            const auto cell = gridCell(value, choice, row, x, kRows, &why);
            if (!cell)
                return *why;
            const std::optional<int> colour = cellNumber(*cell);
            if (!colour || *colour < 0 || *colour > kMaxColour)
                return BoardMisfit{BoardMisfit::Kind::NotAMark, row, x, 0, std::string(*cell)};
            out.cells[static_cast<std::size_t>(cellOf(x, kRows - 1 - row))] = static_cast<CellValue>(*colour);
        }
    return out;
}

/// Blocks that hang over an empty cell: a board read upside down has them; a board mid-fall too.
int hanging(const std::vector<CellValue>& cells)
{
    int count = 0;
    for (int x = 0; x < kColumns; ++x)
        for (int y = 1; y < kRows; ++y)
            count += cells[static_cast<std::size_t>(cellOf(x, y))] != 0 && cells[static_cast<std::size_t>(cellOf(x, y - 1))] == 0;
    return count;
}

std::optional<BoardChoice> fit(const ProblemInput& input, const ProgramValue& value)
{
    const auto blank = [](std::string_view cell) { return cell == "0"; };
    std::optional<BoardChoice> best;
    int least = kBoardCells + 1;
    for (BoardChoice choice : gridFits(value, kRows, kColumns, true, blank))
        for (const bool bottom : {true, false}) {
            choice.fromBottom = bottom;
            const auto board = read(input, choice, value, {});
            if (const auto* b = std::get_if<ProgramBoard>(&board); b && hanging(b->cells) < least) {
                least = hanging(b->cells);
                best = choice;
            }
        }
    return best;
}

} // namespace

const ProgramBoardReader kProgramBoardReader{kNames, fit, read};

} // namespace sb::mayan
