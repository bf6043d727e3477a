// SPDX-License-Identifier: GPL-3.0-or-later
#include "bytesource.h"
#include "fuzzchecks.h"

#include "accordion/accordion.h"
#include "cards/cards.h"
#include "caro/caro.h"
#include "mayan/mayan.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <vector>

namespace sb::fuzz {

namespace {

// Small enough that a method's first few thousand steps cover much of its run.
constexpr int kCaroMaxN = 12;
constexpr int kCaroMaxMoves = 60;
constexpr int kCardsMaxRows = 4;
constexpr int kCardsMaxCols = 8;
constexpr int kAccordionMaxDecks = 2;

/// Puts `items` in an order the bytes choose (Fisher-Yates); no bytes left keeps the order.
template <typename T>
void shuffle(std::vector<T>& items, ByteSource& src)
{
    for (std::size_t i = 0; i + 1 < items.size(); ++i)
        std::swap(items[i], items[i + src.pick(static_cast<std::uint32_t>(items.size() - i))]);
}

std::string makeCaro(ByteSource& src)
{
    const int n = static_cast<int>(src.range(1, kCaroMaxN));
    const int k = static_cast<int>(src.range(1, static_cast<std::uint32_t>(std::min(n * n, kCaroMaxMoves))));
    std::vector<int> free(static_cast<std::size_t>(n * n));
    std::iota(free.begin(), free.end(), 0);
    std::string text = std::to_string(n) + " " + std::to_string(k) + "\n";
    for (int t = 0; t < k; ++t) {
        const auto i = src.pick(static_cast<std::uint32_t>(free.size()));
        const int cell = free[i];
        free.erase(free.begin() + i);
        text += std::to_string(cell / n + 1) + " " + std::to_string(cell % n + 1) + "\n";
    }
    return text;
}

std::string makeCards(ByteSource& src)
{
    const int n = static_cast<int>(src.range(1, kCardsMaxRows));
    int m = static_cast<int>(src.range(1, kCardsMaxCols));
    if (n * m % 2 == 1)
        ++m; // every value twice: an even number of cards
    std::vector<int> values;
    std::vector<char> used(cards::kMaxValue + 1, 0);
    for (int pair = 0; pair < n * m / 2; ++pair) {
        // Small values mostly, 0 among them (the zero-empty mistake's trap); any value once the small ones are taken.
        int v = static_cast<int>(src.pick(16));
        while (used[static_cast<std::size_t>(v)])
            v = (v + 1) % (cards::kMaxValue + 1);
        used[static_cast<std::size_t>(v)] = 1;
        values.insert(values.end(), {v, v});
    }
    shuffle(values, src);
    std::string text = std::to_string(n) + " " + std::to_string(m) + "\n";
    for (std::size_t i = 0; i < values.size(); ++i)
        text += std::to_string(values[i]) + ((i + 1) % static_cast<std::size_t>(m) == 0 ? "\n" : " ");
    return text;
}

std::string makeAccordion(ByteSource& src)
{
    const int decks = static_cast<int>(src.range(1, kAccordionMaxDecks));
    std::string text;
    for (int d = 0; d < decks; ++d) {
        std::vector<accordion::Card> deck(accordion::kDeckSize);
        std::iota(deck.begin(), deck.end(), accordion::Card{0});
        shuffle(deck, src);
        for (int i = 0; i < accordion::kDeckSize; ++i)
            text += accordion::cardName(deck[static_cast<std::size_t>(i)]) + (i % 26 == 25 ? "\n" : " ");
    }
    return text + "#\n";
}

/// The colour for cell (x, y), filled column by column from the bottom up, that finishes no
/// run of 3 with the two cells below or the two on its left: `wanted`, else the next colour
/// up (1 after the last) that does not; nullopt when every one of the `colours` would. The
/// statement's board clears nothing before the first move, and the parser refuses one that does.
std::optional<int> mayanColourWithoutRun(const mayan::Board& b, int x, int y, int wanted, int colours)
{
    const auto at = [&b](int cx, int cy) { return b[static_cast<std::size_t>(cx)][static_cast<std::size_t>(cy)]; };
    for (int k = 0, c = wanted; k < colours; ++k, c = c % colours + 1) {
        const bool below = y >= 2 && at(x, y - 1) == c && at(x, y - 2) == c;
        const bool left = x >= 2 && at(x - 1, y) == c && at(x - 2, y) == c;
        if (!below && !left)
            return c;
    }
    return std::nullopt;
}

std::string makeMayan(ByteSource& src)
{
    const int n = static_cast<int>(src.range(1, mayan::kMaxMoves));
    // Few colours make runs of three likely; the bytes may still ask for all ten.
    const auto colours = src.range(1, mayan::kMaxColour);
    mayan::Board board{};
    for (int x = 0; x < mayan::kColumns; ++x) {
        const int height = static_cast<int>(src.pick(mayan::kRows + 1));
        for (int y = 0; y < height; ++y) {
            const int wanted = static_cast<int>(src.range(1, colours));
            const std::optional<int> colour = mayanColourWithoutRun(board, x, y, wanted, static_cast<int>(colours));
            if (!colour)
                break; // every colour would finish a run here: the column ends lower
            board[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)] = static_cast<std::uint8_t>(*colour);
        }
    }
    return mayan::format(n, board);
}

} // namespace

std::string makeValidInput(const ProblemDesc& problem, std::span<const std::uint8_t> bytes)
{
    ByteSource src(bytes);
    if (&problem == &caro::kProblem)
        return makeCaro(src);
    if (&problem == &cards::kProblem)
        return makeCards(src);
    if (&problem == &accordion::kProblem)
        return makeAccordion(src);
    return makeMayan(src);
}

} // namespace sb::fuzz
