// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"

#include "core/inputerror.h"

#include <array>

namespace sb::cards {

std::shared_ptr<const CardsInput> parse(std::string_view text)
{
    TokenReader reader(text);
    TokenReader::Token at;
    auto in = std::make_shared<CardsInput>();
    const std::int64_t n = reader.readInt(InputMessage::MissingTableSize, {}, &at);
    TokenReader::requireRange(at, n, 1, kMaxRows, InputMessage::RowsOutOfRange);
    const std::int64_t m = reader.readInt(InputMessage::MissingTableSize, {}, &at);
    TokenReader::requireRange(at, m, 1, kMaxCols, InputMessage::ColumnsOutOfRange);
    in->n = static_cast<int>(n);
    in->m = static_cast<int>(m);
    const std::int64_t total = n * m;
    // Where each value stands, to name the card that breaks "exactly twice".
    std::array<int, kMaxValue + 1> seen{};
    std::array<TokenReader::Token, kMaxValue + 1> first{};
    std::array<int, kMaxValue + 1> firstIndex{};
    in->values.reserve(static_cast<std::size_t>(total));
    for (std::int64_t k = 0; k < total; ++k) {
        const std::int64_t v = reader.readInt(InputMessage::MissingCards, {total, k}, &at);
        TokenReader::requireRange(at, v, 0, kMaxValue, InputMessage::CardValueOutOfRange);
        const auto value = static_cast<std::size_t>(v);
        if (seen[value] == 2) {
            const int f = firstIndex[value];
            throw InputError(at.line, at.column, InputMessage::ValueThreeTimes, {v, f / m + 1, f % m + 1});
        }
        if (seen[value]++ == 0) {
            first[value] = at;
            firstIndex[value] = static_cast<int>(k);
        }
        in->values.push_back(static_cast<int>(v));
    }
    reader.expectEnd();
    for (std::int64_t k = 0; k < total; ++k) {
        const auto value = static_cast<std::size_t>(in->values[static_cast<std::size_t>(k)]);
        if (seen[value] == 1)
            throw InputError(first[value].line, first[value].column, InputMessage::ValueOnlyOnce,
                             {static_cast<std::int64_t>(value), k / m + 1, k % m + 1});
    }
    return in;
}

CardsRun::CardsRun(std::shared_ptr<const CardsInput> input, CodeLanguage codeLanguage)
    : in(std::move(input)), language(codeLanguage), outcome(std::make_shared<Outcome>()), card(in->values), onTable(card.size(), 1)
{}

void CardsRun::takeOff(std::int32_t cell)
{
    if (onTable[static_cast<std::size_t>(cell)]) {
        step.change(cell, kCard, kTaken);
        onTable[static_cast<std::size_t>(cell)] = 0;
    }
}

void CardsRun::finish(std::int64_t score)
{
    outcome->output = std::to_string(score) + "\n";
    outcome->finished = true;
}

Trace makeTrace(const std::shared_ptr<CardsRun>& run, Generator<Step> steps)
{
    Trace trace;
    trace.steps = std::move(steps);
    trace.outcome = run->outcome;
    trace.boardCells = run->card.size();
    trace.board.assign(run->card.size(), kUnread);
    return trace;
}

} // namespace sb::cards
