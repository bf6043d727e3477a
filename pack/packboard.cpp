// SPDX-License-Identifier: GPL-3.0-or-later
#include "packboard.h"

#include "core/programboard.h"

#include <algorithm>

namespace sb::pack {

namespace {

std::optional<PackCells> fail(PackMisfit* why, PackMisfit::Kind kind, int row = -1)
{
    if (why)
        *why = PackMisfit{kind, row};
    return std::nullopt;
}

} // namespace

std::optional<PackCells> readBoard(const Board& board, std::string_view text, PackMisfit* why)
{
    const std::optional<ProgramValue> value = parseProgramValue(text);
    if (!value)
        return fail(why, PackMisfit::Kind::Unreadable);
    if (value->kind != ProgramValue::Kind::List && !(board.shape == Board::Shape::Row && value->kind == ProgramValue::Kind::Text))
        return fail(why, PackMisfit::Kind::NotAList);
    if (value->cut())
        return fail(why, PackMisfit::Kind::Cut);
    const auto first = static_cast<std::size_t>(std::max(0, board.first));
    std::vector<std::vector<std::string>> rows;
    // A table or a grid kept in one row of words (a DP table cut down to its last row) is that row.
    const bool oneRow = board.shape != Board::Shape::Piles && value->kind == ProgramValue::Kind::List &&
                        !value->items.empty() &&
                        std::all_of(value->items.begin(), value->items.end(),
                                    [](const ProgramValue& v) { return v.kind == ProgramValue::Kind::Word; });
    if (board.shape == Board::Shape::Row || oneRow) {
        rows.emplace_back();
        for (std::size_t c = first; c < value->size(); ++c)
            rows.back().emplace_back(value->cell(c).value_or(""));
    } else {
        for (std::size_t r = first; r < value->size(); ++r) {
            const ProgramValue* row = value->item(r);
            if (!row || (row->kind != ProgramValue::Kind::List && row->kind != ProgramValue::Kind::Text))
                return fail(why, PackMisfit::Kind::NotARow, static_cast<int>(r));
            if (row->cut())
                return fail(why, PackMisfit::Kind::Cut, static_cast<int>(r));
            rows.emplace_back();
            // Piles keep every card: a pile's first index is its first card, whatever the board's first.
            const std::size_t from = board.shape == Board::Shape::Piles ? 0 : first;
            for (std::size_t c = from; c < row->size(); ++c)
                rows.back().emplace_back(row->cell(c).value_or(""));
        }
    }
    if (board.fromBottom)
        std::reverse(rows.begin(), rows.end());
    PackCells out;
    out.rows = static_cast<int>(rows.size());
    for (const auto& row : rows)
        out.cols = std::max(out.cols, static_cast<int>(row.size()));
    out.cells.assign(static_cast<std::size_t>(out.rows * out.cols), std::string());
    for (int r = 0; r < out.rows; ++r)
        for (std::size_t c = 0; c < rows[static_cast<std::size_t>(r)].size(); ++c)
            out.cells[static_cast<std::size_t>(r * out.cols) + c] = rows[static_cast<std::size_t>(r)][c];
    return out;
}

std::optional<std::pair<int, int>> lookedAt(const Board& board, const PackCells& cells,
                                            const std::vector<std::optional<std::string>>& values)
{
    std::vector<int> numbers;
    for (const std::optional<std::string>& v : values) {
        const std::optional<int> n = v ? cellNumber(*v) : std::nullopt;
        if (!n)
            return std::nullopt;
        numbers.push_back(*n - board.first);
    }
    int row = 0, col = 0;
    if (board.shape == Board::Shape::Row && numbers.size() == 1) {
        col = numbers[0];
    } else if (numbers.size() == 2 && cells.rows == 1 && board.shape != Board::Shape::Piles) {
        col = numbers[1]; // a table kept in one row: its column alone
    } else if (numbers.size() == 2) {
        row = board.fromBottom ? cells.rows - 1 - numbers[0] : numbers[0];
        col = numbers[1];
    } else {
        return std::nullopt;
    }
    if (row < 0 || row >= cells.rows || col < 0 || col >= cells.cols)
        return std::nullopt;
    return std::pair(row, col);
}

} // namespace sb::pack
