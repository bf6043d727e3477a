// SPDX-License-Identifier: GPL-3.0-or-later
// A student's program's piles: a list of piles, each a list of the cards' names ("QH"), from the
// bottom card up (or from the top down). A pile left empty stays a pile until the piles close up.
#include "accordion/accordion.h"

#include <array>
#include <optional>
#include <span>
#include <vector>
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

/// The slot of pile `pile`'s top card; -1 when it has none.
int topOf(std::span<const CellValue> cells, int pile)
{
    int top = -1;
    for (int s = 0; s < kDeckSize && cells[static_cast<std::size_t>(cellOf(pile, s))] > 0; ++s)
        top = s;
    return top;
}

/// A card put on top of another pile while it is still, or was until this line, the top of its own:
/// the move, as the methods make it (the card leaving its pile is a line of its own, or the same).
bool moveOf(const ProblemInput&, std::span<const CellValue> before, std::span<const CellValue> after, Step& step)
{
    const auto cells = static_cast<std::size_t>(kDeckSize * kDeckSize);
    if (before.size() < cells || after.size() != before.size())
        return false;
    std::vector<std::int32_t> changed;
    for (std::size_t i = 0; i < cells; ++i)
        if (before[i] != after[i])
            changed.push_back(static_cast<std::int32_t>(i));
    if (changed.empty() || changed.size() > 2)
        return false;
    // The card that lands: a cell that had none, the new top of its pile.
    std::optional<std::int32_t> landed;
    for (const std::int32_t cell : changed)
        if (before[static_cast<std::size_t>(cell)] <= 0 && after[static_cast<std::size_t>(cell)] > 0 &&
            topOf(after, cell / kDeckSize) == cell % kDeckSize)
            landed = landed ? -1 : cell;
    if (!landed || *landed < 0)
        return false;
    const CellValue card = after[static_cast<std::size_t>(*landed)];
    const int to = *landed / kDeckSize;
    // The pile it leaves: its top is that card still, or it was before this line took it.
    std::optional<int> from;
    if (changed.size() == 1) {
        for (int p = 0; p < kDeckSize && !from; ++p)
            if (p != to && topOf(after, p) >= 0 && after[static_cast<std::size_t>(cellOf(p, topOf(after, p)))] == card)
                from = p;
    } else {
        const std::int32_t left = changed[0] == *landed ? changed[1] : changed[0];
        const int p = left / kDeckSize;
        if (p != to && before[static_cast<std::size_t>(left)] == card && topOf(before, p) == left % kDeckSize)
            from = p;
    }
    if (!from)
        return false;
    step.at(Anchor::Move, 1, Kinds::CardMove)
        .say(Narration::Move, card - 1, *from, to, *from - to)
        .change(*landed, kNoCard, card)
        .mark(HighlightKind::Source, *from)
        .mark(HighlightKind::Target, to);
    return true;
}

} // namespace

const ProgramBoardReader kProgramBoardReader{kNames, fit, read, decksAnswered, beginsDeck, nullptr, moveOf};

} // namespace sb::accordion
