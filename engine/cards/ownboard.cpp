// SPDX-License-Identifier: GPL-3.0-or-later
// A student's program's card table: its 2D array or list of rows (or one row), with the value it
// writes where a card was taken off.
#include "cards/cards.h"

#include <array>
#include <span>
#include <vector>
#include <string_view>

namespace sb::cards {
namespace {

const std::array<std::string_view, 7> kNames = {"card", "cards", "a", "b", "board", "table", "g"};

/// How many numbers `text` holds: the values read so far.
int numbersIn(std::string_view text)
{
    int count = 0;
    bool inNumber = false;
    for (const char c : text) {
        const bool digit = (c >= '0' && c <= '9') || c == '-';
        count += digit && !inNumber;
        inNumber = digit;
    }
    return count;
}

std::variant<ProgramBoard, BoardMisfit> read(const ProblemInput& input, const BoardChoice& choice, const ProgramValue& value,
                                             std::string_view inputRead)
{
    const auto& in = static_cast<const CardsInput&>(input);
    if (choice.marks.size() != 1)
        return BoardMisfit{BoardMisfit::Kind::NotAMark, -1, 0, 1, {}};
    // The cards read so far: the numbers of the input read, less n and m (a number cut by the end
    // of what was read is still being read).
    const int read = numbersIn(inputRead) - 2;
    auto shown = std::make_shared<CardsInput>(in);
    ProgramBoard out;
    out.cells.assign(static_cast<std::size_t>(in.n * in.m), kUnread);
    for (int r = 0; r < in.n; ++r)
        for (int c = 0; c < in.m; ++c) {
            const auto at = static_cast<std::size_t>(r * in.m + c);
            if (static_cast<int>(at) >= read)
                continue;
            std::optional<BoardMisfit> why;
            const auto cell = gridCell(value, choice, r, c, in.n, &why);
            if (!cell)
                return *why;
            const std::optional<int> number = cellNumber(*cell);
            if (!number)
                return BoardMisfit{BoardMisfit::Kind::NotAMark, r, c, 0, std::string(*cell)};
            const bool taken = isMark(*cell, choice.marks[0]);
            out.cells[at] = taken ? kTaken : kCard;
            if (!taken)
                shown->values[at] = *number;
        }
    out.input = std::move(shown);
    return out;
}

std::optional<BoardChoice> fit(const ProblemInput& input, const ProgramValue& value)
{
    const auto& in = static_cast<const CardsInput&>(input);
    // A place the program never wrote holds 0; a card taken off, by the listings' rule, -1.
    const auto blank = [](std::string_view cell) { return cell == "0" || cell == "-1"; };
    std::vector<BoardChoice> fits = gridFits(value, in.n, in.m, false, blank);
    if (fits.empty())
        return std::nullopt;
    fits.front().marks = {"-1"};
    return fits.front();
}


/// The cards a program has read (after the table's size), and one more once it prints: the
/// whole input, then by its answer.
std::uint64_t cardsRead(std::string_view inputRead, std::string_view output)
{
    const std::uint64_t tokens = tokensIn(inputRead);
    return (tokens > 2 ? tokens - 2 : 0) + (output.empty() ? 0 : 1);
}

/// A card read, or the scans begun once the table is read.
bool readsCardOrScans(const Step& step)
{
    const auto anchor = static_cast<Anchor>(step.anchor);
    return anchor == Anchor::ReadCard ||
           (anchor == Anchor::Rounds && step.narration == static_cast<std::uint16_t>(Narration::FirstRound));
}

/// A card read onto the table, or one or two cards taken off it (a pair: the last one says so).
bool takenOrRead(const ProblemInput& input, std::span<const CellValue> before, std::span<const CellValue> after, Step& step)
{
    const auto& in = static_cast<const CardsInput&>(input);
    const auto cells = static_cast<std::size_t>(in.n * in.m);
    if (in.m <= 0 || before.size() < cells || after.size() != before.size())
        return false;
    std::vector<std::int32_t> read, taken;
    for (std::size_t i = 0; i < cells; ++i) {
        if (before[i] == after[i])
            continue;
        if (before[i] == kUnread && after[i] == kCard)
            read.push_back(static_cast<std::int32_t>(i));
        else if (before[i] == kCard && after[i] == kTaken)
            taken.push_back(static_cast<std::int32_t>(i));
        else
            return false;
    }
    const auto value = [&in](std::int32_t cell) { return in.values[static_cast<std::size_t>(cell)]; };
    if (read.size() == 1 && taken.empty()) {
        const std::int32_t cell = read[0];
        step.at(Anchor::ReadCard, 1).say(Narration::ReadCard, cell / in.m, cell % in.m, value(cell)).mark(HighlightKind::Cell, cell);
        return true;
    }
    if (!read.empty() || taken.empty() || taken.size() > 2)
        return false;
    const std::int32_t last = taken.back();
    if (taken.size() == 1)
        step.at(Anchor::TakeHere, 1).say(Narration::TakeOff, value(last), last / in.m, last % in.m);
    else
        step.at(Anchor::TakeLast, 1, Kinds::Remove).say(Narration::TakeOffLast, value(last), last / in.m, last % in.m);
    for (const std::int32_t cell : taken)
        step.change(cell, kCard, kTaken).mark(HighlightKind::Target, cell);
    return true;
}

} // namespace

const ProgramBoardReader kProgramBoardReader{kNames, fit, read, cardsRead, readsCardOrScans, nullptr, takenOrRead};

} // namespace sb::cards
