// SPDX-License-Identifier: GPL-3.0-or-later
// A student's program's row: its array or list of the values, as far as it has read them.
#include "rowmax.h"

#include <array>

namespace sb::rowmax {
namespace {

const std::array<std::string_view, 5> kNames = {"a", "row", "values", "v", "arr"};

std::optional<BoardChoice> fit(const ProblemInput& input, const ProgramValue& value)
{
    const auto& in = static_cast<const RowInput&>(input);
    if (value.kind != ProgramValue::Kind::List)
        return std::nullopt;
    // A list filled as the input is read may be shorter than the row for a while: Python's grows.
    const auto blank = [](std::string_view cell) { return cell == "0"; };
    std::vector<BoardChoice> fits = gridFits(value, 1, in.n(), false, blank);
    if (!fits.empty())
        return fits.front();
    return BoardChoice{{}, BoardChoice::Layout::Flat, in.n(), 0, false, {}};
}

std::variant<ProgramBoard, BoardMisfit> read(const ProblemInput& input, const BoardChoice& choice, const ProgramValue& value,
                                             std::string_view inputRead)
{
    const auto& in = static_cast<const RowInput&>(input);
    // The values read so far: the numbers of the input read, less n.
    const std::uint64_t tokens = tokensIn(inputRead);
    const int read = tokens > 1 ? static_cast<int>(tokens - 1) : 0;
    if (value.kind != ProgramValue::Kind::List)
        return BoardMisfit{BoardMisfit::Kind::NotAList, -1, 0, 0, {}};
    auto shown = std::make_shared<RowInput>(in);
    ProgramBoard out;
    out.cells.assign(static_cast<std::size_t>(in.n()), kUnread);
    for (int i = 0; i < in.n() && i < read; ++i) {
        const auto at = static_cast<std::size_t>(i + choice.first);
        const std::optional<std::string_view> cell = value.cell(at);
        if (!cell)
            break; // not in the list yet: read, but not stored so far
        const std::optional<int> number = cellNumber(*cell);
        if (!number)
            return BoardMisfit{BoardMisfit::Kind::NotAMark, 0, i, 0, std::string(*cell)};
        out.cells[static_cast<std::size_t>(i)] = kRead;
        shown->values[static_cast<std::size_t>(i)] = *number;
    }
    out.input = std::move(shown);
    return out;
}

/// One more value of the row read and kept: the reading step that looks at it.
bool valueRead(const ProblemInput& input, std::span<const CellValue> before, std::span<const CellValue> after, Step& step)
{
    const auto& in = static_cast<const RowInput&>(input);
    if (before.size() != after.size())
        return false;
    int read = -1;
    for (std::size_t i = 0; i < after.size() && i < in.values.size(); ++i) {
        if (before[i] == after[i])
            continue;
        if (read >= 0 || before[i] != kUnread || after[i] != kRead)
            return false;
        read = static_cast<int>(i);
    }
    if (read < 0)
        return false;
    step.at(Anchor::ReadValue, 1)
        .say(Narration::ReadValue, read, in.values[static_cast<std::size_t>(read)])
        .mark(HighlightKind::Cell, read)
        .change(read, kUnread, kRead)
        .var(Var::i, read);
    return true;
}

} // namespace

const ProgramBoardReader kProgramBoardReader{kNames, fit, read, nullptr, nullptr, nullptr, valueRead};

} // namespace sb::rowmax
