// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion.h"

#include "core/inputerror.h"

#include <string>

namespace sb::accordion {

int cardCode(std::string_view token)
{
    if (token.size() != 2)
        return -1;
    const auto rank = kRanks.find(token[0]);
    const auto suit = kSuits.find(token[1]);
    if (rank == std::string_view::npos || suit == std::string_view::npos)
        return -1;
    return static_cast<int>(rank * 4 + suit);
}

namespace {

/// One deck being read: its cards so far and where each card first stood.
struct DeckReader {
    std::array<Card, kDeckSize> cards{};
    std::array<int, kDeckSize> position{}; ///< card code -> 1-based place in the deck, 0 if not yet seen
    int count = 0;

    void add(const TokenReader::Token& t, int deck)
    {
        const int code = cardCode(t.text);
        if (code < 0)
            throw InputError(t.line, t.column, Messages::NotACard);
        int& first = position[static_cast<std::size_t>(code)];
        if (first != 0)
            throw InputError(t.line, t.column, Messages::CardTwice, {code, deck, first});
        cards[static_cast<std::size_t>(count++)] = static_cast<Card>(code);
        first = count;
    }
};

/// Throws at (line, column) unless the input so far holds whole decks, at least one:
/// MissingDeck when it holds no card at all, else DeckCutShort.
void requireWholeDecks(const AccordionInput& in, const DeckReader& deck, int line, int column)
{
    if (deck.count == 0 && in.decks.empty())
        throw InputError(line, column, Messages::MissingDeck, {kDeckSize});
    if (deck.count > 0)
        throw InputError(line, column, Messages::DeckCutShort,
                         {kDeckSize, deck.count, static_cast<std::int64_t>(in.decks.size()) + 1});
}

/// After the line that starts with '#': the rest of that line is free, later lines must be blank.
void requireNothingAfter(TokenReader& reader, int endLine)
{
    for (TokenReader::Token t = reader.next(); !t.text.empty(); t = reader.next())
        if (t.line != endLine)
            throw InputError(t.line, t.column, Messages::TextAfterEnd);
}

} // namespace

std::string cardName(Card c)
{
    return {kRanks[static_cast<std::size_t>(rankOf(c))], kSuits[static_cast<std::size_t>(suitOf(c))]};
}

std::shared_ptr<const AccordionInput> parse(std::string_view text)
{
    auto in = std::make_shared<AccordionInput>();
    TokenReader reader(text);
    DeckReader deck;
    int lastLine = 0; // a '#' ends the input only as the first word of its line
    for (;;) {
        const TokenReader::Token t = reader.next();
        if (t.text.empty()) {
            requireWholeDecks(*in, deck, t.line, t.column);
            break;
        }
        if (t.text[0] == '#' && t.line != lastLine) {
            requireWholeDecks(*in, deck, t.line, t.column);
            requireNothingAfter(reader, t.line);
            break;
        }
        lastLine = t.line;
        deck.add(t, static_cast<int>(in->decks.size()) + 1);
        if (deck.count == kDeckSize) {
            in->decks.push_back(deck.cards);
            deck = DeckReader{};
        }
    }
    return in;
}

const MessageDesc kMessages[5] = {
    {"not-a-card"},
    {"card-twice"},
    {"deck-cut-short", MessagePlace::EndOrWord},
    {"missing-deck", MessagePlace::EndOrWord},
    {"text-after-end"},
};

std::string describeMessage(const InputError& e)
{
    const auto a = [&e](int i) { return std::to_string(e.args[static_cast<std::size_t>(i)]); };
    switch (e.message) {
    case Messages::NotACard:
        return "not a card: a card is a rank (A23456789TJQK) followed by a suit (CDHS), like QH or TC";
    case Messages::CardTwice:
        return "deck " + a(1) + ": " + cardName(static_cast<Card>(e.args[0])) +
               " is there twice (first as card " + a(2) + ")";
    case Messages::DeckCutShort:
        return "deck " + a(2) + " is cut short: " + a(0) + " cards expected, " + a(1) + " found";
    case Messages::MissingDeck:
        return "the input holds no deck: it needs at least one deck of " + a(0) + " cards";
    case Messages::TextAfterEnd:
        return "text after the line that starts with #, which ends the input";
    }
    return "invalid input";
}

} // namespace sb::accordion
