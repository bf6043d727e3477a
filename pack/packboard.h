// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pack.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sb {
struct ProgramValue;
}

/// A pack's board read off a solution's variable, as its stepboard.yaml lays it out: the cells' texts
/// as the program holds them, row by row, the first row first as the board is drawn.
namespace sb::pack {

struct PackCells {
    int rows = 0;
    int cols = 0;     ///< the widest row's cells (a grid's rows are all as wide; piles may differ)
    /// rows x cols texts; a cell a shorter row or pile does not have is empty.
    std::vector<std::string> cells;
    const std::string& at(int row, int col) const { return cells[static_cast<std::size_t>(row * cols + col)]; }
    bool operator==(const PackCells&) const = default;
};

/// Why a variable cannot be read as the board.
struct PackMisfit {
    enum class Kind {
        Missing,   ///< the solution has no such variable where it stands (not made yet, out of scope)
        Unreadable, ///< its text is not in the recorders' layout
        NotAList,  ///< a grid, table or piles needs a list of rows; a row needs a list
        NotARow,   ///< args: row: item `row` is not a list or a text
        Cut,       ///< the recorder wrote only the start of it (too large)
    };
    Kind kind = Kind::Missing;
    int row = -1;
};

/// The board `board` lays out from the value `text` (as the recorders write it: "[[0, 1], [1, 0]]",
/// "[\"..#\", \"#..\"]"), or why not. A grid or a table is a list of rows, each a list or a text of
/// characters (or one list of numbers: a table cut down to one row); a row is one list; piles are a list of lists of any lengths. From `board.first`: the rows
/// and columns before it are not the board's. With `board.fromBottom`, the last row is drawn first.
std::optional<PackCells> readBoard(const Board& board, std::string_view text, PackMisfit* why = nullptr);

/// The cell the program looks at where it stands, from the board's `look` variables' values (row,
/// then column; a row board: the column alone), in the board's drawn numbering; nullopt where one is
/// missing, not a number, or off the board.
std::optional<std::pair<int, int>> lookedAt(const Board& board, const PackCells& cells,
                                            const std::vector<std::optional<std::string>>& values);

} // namespace sb::pack
