// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/step.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// A student's program's board: the variable that holds it, read off the recorded values (the
/// recorders' text: `12`, `"QH"`, `[1, 2]`, `{r=1, c=2}`) into the cells a problem's board view draws.
namespace sb {

struct MethodDesc;
struct ProblemInput;
struct ProblemDesc;

/// A value as the recorders write it, read back: a number or other word, a text, or a list (an
/// array, a vector, a Python list) or a record (a struct, a dict) of values.
struct ProgramValue {
    enum class Kind : std::uint8_t { Word, Text, List, Record };
    Kind kind = Kind::Word;
    std::string atom;                  ///< a Word's text ("12", "None", "?", "..."), a Text's characters
    std::vector<ProgramValue> items;   ///< a List's items; a Record's values
    std::vector<std::string> names;    ///< a Record's field names (or keys' text), one per item

    /// The items a board can be read from: a List's, or a Text's characters (one Text each).
    std::size_t size() const noexcept;
    /// Item `i` as a cell's text: a Word's or a Text's atom, or a character of a Text; null when
    /// `i` is out of range or the item is a list.
    std::optional<std::string_view> cell(std::size_t i) const;
    /// Item `i` of a List (a row: a List, or a Text of characters); null when out of range, the
    /// recorder's "...", or this is not a List.
    const ProgramValue* item(std::size_t i) const;
    /// Every cell of this value and of the lists in it (two levels: a grid's cells).
    void visitCells(const std::function<void(std::string_view)>& visit) const;
    /// A List that ends with the recorder's "..." (more items than it writes).
    bool cut() const noexcept;
    /// The recorder's "..." that ends a List it cut.
    bool more() const noexcept { return kind == Kind::Word && atom == "..."; }
};

/// Reads a recorded value's text; nullopt when it is not in the recorders' layout.
std::optional<ProgramValue> parseProgramValue(std::string_view text);

/// Which variable holds the board and how its items lie on the board. Kept with the solution.
struct BoardChoice {
    enum class Layout : std::uint8_t {
        Rows,    ///< a list of rows: v[row][column]
        Columns, ///< a list of columns: v[column][row]
        Flat,    ///< one list, row after row, `width` items a row
        Piles,   ///< a list of piles, each a list of cards
    };
    std::string variable;
    Layout layout = Layout::Rows;
    int width = 0;           ///< Flat: the items of one row (a border included)
    int first = 0;           ///< the program's index of the board's first row and column: 1 with a border or from 1
    bool fromBottom = false; ///< rows count from the bottom row up (Rows, Columns, Flat); piles from the top card down (Piles)
    /// What the program stores for the problem's marks, in the problem's order (Caro: X's, O's;
    /// cards: a card taken off): a number, or a character that also matches its code ("X" is 88).
    std::vector<std::string> marks;

    bool operator==(const BoardChoice&) const = default;
    /// One line to keep ("b rows 0 0 0 X O"), and back; nullopt when the line is not one.
    std::string save() const;
    static std::optional<BoardChoice> load(std::string_view line);
};

/// A board read from the program: the cells in the problem's own numbering, and, where the
/// program's values are part of what the board shows (cards' numbers), an input that holds them.
struct ProgramBoard {
    std::vector<CellValue> cells;
    std::shared_ptr<const ProblemInput> input; ///< null: the input the program was run on
};

/// Why a variable cannot be read as the board.
struct BoardMisfit {
    enum class Kind : std::uint8_t {
        Missing,   ///< no variable of that name at this line
        NotAList,  ///< the value is not a list (of lists)
        Short,     ///< list `index` (-1: the outer one) has `have` items, the board needs `need`
        NotACard,  ///< pile `index`, card `have`: `text` is not a card
        NotAMark,  ///< row `index`, column `have`: `text` is not a value the board can draw
    };
    Kind kind = Kind::Missing;
    int index = -1;
    int have = 0;
    int need = 0;
    std::string text;
};

/// A cell's text equals a mark: the same text, or a one-character mark and its code ("X", "88").
bool isMark(std::string_view cell, std::string_view mark);
/// The whole of a cell's text as a number ("-1", "12"); nullopt when it is not one ("X", "1.5").
std::optional<int> cellNumber(std::string_view cell);

/// The item at board row `row` (0 the top), column `col` (0 the left) of a board `rows` high, as
/// `choice` lays it out (Rows, Columns, Flat); null when the value has no such item.
std::optional<std::string_view> gridCell(const ProgramValue& value, const BoardChoice& choice, int row, int col,
                                         int rows, std::optional<BoardMisfit>* why = nullptr);

/// The ways `value` can hold a grid `rows` high and `cols` wide: a list of rows or of columns
/// (`columnsFirst`: those first), from index 0 or from 1, or one flat list (no border, or a border
/// of one on each side); those that leave the fewest cells outside the board that are not `blank`
/// come first, in that order when as few. Every choice has `first`, `width` and the layout set.
std::vector<BoardChoice> gridFits(const ProgramValue& value, int rows, int cols, bool columnsFirst,
                                  const std::function<bool(std::string_view)>& blank);

/// The first of the program's variables the problem can read as its board, by the names it
/// prefers and then in the order given; nullopt when none fits. `variables`: names and values'
/// text, the innermost frame's first.
std::optional<BoardChoice> guessBoard(const ProblemDesc& problem, const ProblemInput& input,
                                      const std::vector<std::pair<std::string, std::string>>& variables);

/// Hands `token` each token of `text` in order: each run of characters other than blanks (spaces,
/// tabs, line ends), one cut short by the text's end too.
template <typename F>
void forEachToken(std::string_view text, F&& token)
{
    std::size_t begin = 0;
    bool inToken = false;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const bool part = i < text.size() && text[i] != ' ' && text[i] != '\n' && text[i] != '\r' && text[i] != '\t';
        if (part && !inToken)
            begin = i;
        else if (!part && inToken)
            token(text.substr(begin, i - begin));
        inToken = part;
    }
}
/// The number of tokens (forEachToken) `text` holds; one cut short by its end counts: its reading
/// has begun, and a program reads a token whole within one line.
std::uint64_t tokensIn(std::string_view text);
/// The lines `output` has begun: a line's first character printed counts it.
std::uint64_t linesBegun(std::string_view output);

/// Where a built-in method's units begin (ProgramBoardReader::beginsUnit): the 1-based numbers of
/// its steps that begin one, among its first `cap` steps.
struct UnitStarts {
    std::vector<std::uint64_t> starts;
    std::uint64_t steps = 0; ///< the steps looked at: the whole run's, or `cap`
    bool cut = false;        ///< the run goes on past `cap` steps (or `stop` was set)
    /// The step the method stands on beside a program that has done `units` (its position: the
    /// steps run); nullopt: at its end.
    std::optional<std::uint64_t> beside(std::uint64_t units) const;
    /// The step the method stands on beside a program that has done `units` as a moment move leaves
    /// both, just after the unit was done (its position: just after the step that began its
    /// `units`-th unit; 0 before any); nullopt: at its end, where the method never gets that far or
    /// the program has `ended` (given its answer: printed, or run to its end) with every unit the
    /// method does.
    std::optional<std::uint64_t> after(std::uint64_t units, bool ended) const;
};
UnitStarts unitStarts(const ProblemDesc& problem, const MethodDesc& method, std::shared_ptr<const ProblemInput> input,
                      CodeLanguage language, std::uint64_t cap, const std::atomic<bool>* stop = nullptr);

} // namespace sb
