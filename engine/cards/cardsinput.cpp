// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"

#include "core/inputerror.h"

#include <array>
#include <string>

namespace sb::cards {

std::shared_ptr<const CardsInput> parse(std::string_view text)
{
    TokenReader reader(text);
    TokenReader::Token at;
    auto in = std::make_shared<CardsInput>();
    const std::int64_t n = reader.readInt(Messages::MissingTableSize, {}, &at);
    TokenReader::requireRange(at, n, 1, kMaxRows, Messages::RowsOutOfRange);
    const std::int64_t m = reader.readInt(Messages::MissingTableSize, {}, &at);
    TokenReader::requireRange(at, m, 1, kMaxCols, Messages::ColumnsOutOfRange);
    in->n = static_cast<int>(n);
    in->m = static_cast<int>(m);
    const std::int64_t total = n * m;
    // Where each value stands, to name the card that breaks "exactly twice".
    std::array<int, kMaxValue + 1> seen{};
    std::array<TokenReader::Token, kMaxValue + 1> first{};
    std::array<int, kMaxValue + 1> firstIndex{};
    in->values.reserve(static_cast<std::size_t>(total));
    for (std::int64_t k = 0; k < total; ++k) {
        const std::int64_t v = reader.readInt(Messages::MissingCards, {total, k}, &at);
        TokenReader::requireRange(at, v, 0, kMaxValue, Messages::CardValueOutOfRange);
        const auto value = static_cast<std::size_t>(v);
        if (seen[value] == 2) {
            const int f = firstIndex[value];
            throw InputError(at.line, at.column, Messages::ValueThreeTimes, {v, f / m + 1, f % m + 1});
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
            throw InputError(first[value].line, first[value].column, Messages::ValueOnlyOnce,
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

const MessageDesc kMessages[7] = {
    {"missing-table-size", MessagePlace::End},
    {"rows-out-of-range"},
    {"columns-out-of-range"},
    {"missing-cards", MessagePlace::End},
    {"card-value-out-of-range"},
    {"value-only-once"},
    {"value-three-times"},
};

std::string describeMessage(const InputError& e)
{
    const auto a = [&e](int i) { return std::to_string(e.args[static_cast<std::size_t>(i)]); };
    switch (e.message) {
    case Messages::MissingTableSize:
        return "the input ends before its first line, which gives n and m";
    case Messages::RowsOutOfRange:
        return "number of rows " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::ColumnsOutOfRange:
        return "number of columns " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::MissingCards:
        return "the input ends early: " + a(0) + " cards expected, " + a(1) + " found";
    case Messages::CardValueOutOfRange:
        return "card value " + a(0) + " is outside " + a(1) + ".." + a(2);
    case Messages::ValueOnlyOnce:
        return "value " + a(0) + " appears only once (row " + a(1) + ", column " + a(2) + "): every value must appear exactly twice";
    case Messages::ValueThreeTimes:
        return "value " + a(0) + " appears a third time (it is first at row " + a(1) + ", column " + a(2) + "): every value must appear exactly twice";
    }
    return "invalid input";
}

} // namespace sb::cards
