// SPDX-License-Identifier: GPL-3.0-or-later
// A student's program's piles: a list of piles, each a list of the cards' names ("QH"), from the
// bottom card up (or from the top down). A pile left empty stays a pile until the piles close up.
#include "accordion/accordion.h"

#include <array>
#include <string_view>

namespace sb::accordion {
namespace {

const std::array<std::string_view, 6> kNames = {"piles", "p", "pile", "s", "st", "a"};

std::variant<ProgramBoard, BoardMisfit> read(const ProblemInput&, const BoardChoice& choice, const ProgramValue& value,
                                             std::string_view)
{
    if (value.kind != ProgramValue::Kind::List)
        return BoardMisfit{BoardMisfit::Kind::NotAList, -1, 0, 0, {}};
    ProgramBoard out;
    out.cells.assign(static_cast<std::size_t>(kDeckSize * kDeckSize), kNoCard);
    int piles = 0; // up to the last pile with a card: empty ones after it are not piles
    for (int p = 0; p < kDeckSize && p < static_cast<int>(value.size()); ++p) {
        const ProgramValue* pile = value.item(static_cast<std::size_t>(p));
        if (!pile || pile->kind != ProgramValue::Kind::List)
            return BoardMisfit{BoardMisfit::Kind::NotAList, p, 0, 0, {}};
        int cards = 0;
        while (cards < static_cast<int>(pile->size()) && pile->cell(static_cast<std::size_t>(cards)) &&
               !pile->cell(static_cast<std::size_t>(cards))->empty())
            ++cards;
        for (int s = 0; s < cards && s < kDeckSize; ++s) {
            const std::string_view name = *pile->cell(static_cast<std::size_t>(choice.fromBottom ? cards - 1 - s : s));
            const int code = cardCode(name);
            if (code < 0)
                return BoardMisfit{BoardMisfit::Kind::NotACard, p, s, 0, std::string(name)};
            out.cells[static_cast<std::size_t>(cellOf(p, s))] = cellValue(static_cast<Card>(code));
        }
        if (cards > 0)
            piles = p + 1;
        else
            out.cells[static_cast<std::size_t>(cellOf(p, 0))] = kEmptyPile;
    }
    for (int p = piles; p < kDeckSize; ++p)
        out.cells[static_cast<std::size_t>(cellOf(p, 0))] = kNoCard;
    return out;
}

std::optional<BoardChoice> fit(const ProblemInput& input, const ProgramValue& value)
{
    BoardChoice choice;
    choice.layout = BoardChoice::Layout::Piles;
    bool anyCard = false;
    value.visitCells([&anyCard](std::string_view cell) { anyCard = anyCard || cardCode(cell) >= 0; });
    if (!anyCard || !std::holds_alternative<ProgramBoard>(read(input, choice, value, {})))
        return std::nullopt;
    return choice;
}


/// The decks a program has answered: a line of output each.
std::uint64_t decksAnswered(std::string_view, std::string_view output)
{
    return linesBegun(output);
}

bool beginsDeck(const Step& step)
{
    for (int i = 0; i < step.counterCount; ++i)
        if (step.counters[static_cast<std::size_t>(i)].counter == Counters::Decks)
            return true;
    return false;
}

} // namespace

const ProgramBoardReader kProgramBoardReader{kNames, fit, read, decksAnswered, beginsDeck};

} // namespace sb::accordion
