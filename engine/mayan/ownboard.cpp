// SPDX-License-Identifier: GPL-3.0-or-later
// A student's program's Mayan board: five columns of seven (or more) from the bottom up, as the input
// gives them, or seven rows of five from the top or the bottom; colours as numbers, 0 empty.
#include "mayan/mayan.h"

#include <array>
#include <span>
#include <vector>
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
            // A list of columns still being read (b.append(col) a column at a time): the columns not
            // read yet are empty.
            const bool notReadYet = !cell && choice.layout == BoardChoice::Layout::Columns && why &&
                                    why->kind == BoardMisfit::Kind::Short && why->index < 0 && !value.cut();
            if (notReadYet)
                continue;
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


/// The blocks a program has read (after the moves' count, each column's numbers up to its 0), and
/// one more once it prints: the whole input, then by its answer.
std::uint64_t blocksRead(std::string_view inputRead, std::string_view output)
{
    // The first token is the number of moves; then each column's blocks, a 0 ending the column.
    std::uint64_t blocks = 0, tokens = 0;
    forEachToken(inputRead, [&](std::string_view token) {
        blocks += ++tokens > 1 && token.find_first_not_of('0') != std::string_view::npos;
    });
    return blocks + (output.empty() ? 0 : 1);
}

/// A block put on the board as the input is read, or the search begun once it is whole.
bool putsBlockOrSearches(const Step& step)
{
    const auto anchor = static_cast<Anchor>(step.anchor);
    // The search's line runs again when the search returns to it: its first run says Start.
    return anchor == Anchor::ReadCell ||
           (anchor == Anchor::Start && step.narration == static_cast<std::uint16_t>(Narration::Start));
}

/// A block read onto an empty cell, or a move: a block and the cell beside it in its row trade
/// places. The search's own steps say them so; a fall or a clearing is none of these.
bool moveOf(const ProblemInput&, std::span<const CellValue> before, std::span<const CellValue> after, Step& step)
{
    if (before.size() < static_cast<std::size_t>(kBoardCells) || after.size() != before.size())
        return false;
    std::vector<std::int32_t> changed;
    for (std::int32_t i = 0; i < kBoardCells; ++i)
        if (before[static_cast<std::size_t>(i)] != after[static_cast<std::size_t>(i)])
            changed.push_back(i);
    const auto was = [&before](std::int32_t cell) { return static_cast<int>(before[static_cast<std::size_t>(cell)]); };
    const auto is = [&after](std::int32_t cell) { return static_cast<int>(after[static_cast<std::size_t>(cell)]); };
    if (changed.size() == 1 && was(changed[0]) == 0) {
        const std::int32_t cell = changed[0];
        step.at(Anchor::ReadCell, 1, Kinds::Place)
            .say(Narration::PutBlock, cell / kRows, cell % kRows, is(cell))
            .change(cell, 0, is(cell))
            .mark(HighlightKind::Cell, cell);
        return true;
    }
    // Two cells of one row, side by side (columns x and x + 1: kRows apart), that trade what they hold.
    if (changed.size() != 2 || changed[1] - changed[0] != kRows || was(changed[0]) != is(changed[1]) ||
        was(changed[1]) != is(changed[0]))
        return false;
    // The block that moves: the only one, or of two, the left one moving right.
    const bool leftMoves = was(changed[0]) != 0;
    const std::int32_t from = leftMoves ? changed[0] : changed[1];
    const std::int32_t to = leftMoves ? changed[1] : changed[0];
    const int x = from / kRows, y = from % kRows, g = leftMoves ? 1 : -1;
    step.at(Anchor::Swap, 1, Kinds::Place)
        .change(from, was(from), was(to))
        .change(to, was(to), was(from))
        .mark(HighlightKind::Source, from)
        .mark(HighlightKind::Target, to);
    if (was(to) != 0)
        step.say(Narration::Swap, x, y, g, was(from), was(to));
    else
        step.say(Narration::IntoEmpty, x, y, g, was(from));
    return true;
}

} // namespace

const ProgramBoardReader kProgramBoardReader{kNames, fit, read, blocksRead, putsBlockOrSearches, nullptr, moveOf};

} // namespace sb::mayan
