// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion.h"

#include <charconv>
#include <cstring>

namespace sb::accordion {

namespace {

/// What a fast run did, counted as its trace in one language counts it: every line of the listing
/// a debugger stops on. C++ stops on each function's closing brace as well, Python on its module
/// level lines and on a `while True` each turn.
struct Tally {
    bool cpp = true;
    std::uint64_t steps = 0;
    std::uint64_t comparisons = 0;
    std::uint64_t brace() const noexcept { return cpp ? 1 : 0; }
};

/// The piles of a fast game. Piles are kept by position, each naming its stack
/// of cards by id, so closing a pile up shifts three short rows of bytes
/// instead of whole piles.
class FastTable {
public:
    void deal(Card c) noexcept
    {
        m_top[m_piles] = c;
        m_height[m_piles] = 1;
        m_id[m_piles] = m_dealt; // a fresh stack: ids of closed piles are never reused
        m_stack[m_dealt++][0] = c;
        ++m_piles;
    }
    int piles() const noexcept { return m_piles; }
    int height(int p) const noexcept { return m_height[p]; }
    bool matches(int i, int j) const noexcept { return match(m_top[i], m_top[j]); }

    /// The top card of pile i onto pile j; true when pile i emptied and closed up.
    bool move(int i, int j) noexcept
    {
        const Card c = m_top[i];
        m_stack[m_id[j]][m_height[j]++] = c;
        m_top[j] = c;
        if (--m_height[i] > 0) {
            m_top[i] = m_stack[m_id[i]][m_height[i] - 1];
            return false;
        }
        const auto rest = static_cast<std::size_t>(m_piles - i - 1);
        std::memmove(&m_top[i], &m_top[i + 1], rest);
        std::memmove(&m_height[i], &m_height[i + 1], rest);
        std::memmove(&m_id[i], &m_id[i + 1], rest);
        --m_piles;
        return true;
    }

private:
    Card m_top[kDeckSize];
    std::uint8_t m_height[kDeckSize];
    std::uint8_t m_id[kDeckSize];
    Card m_stack[kDeckSize][kDeckSize];
    int m_piles = 0;
    std::uint8_t m_dealt = 0;
};

/// Where the top card of pile i goes, as target() in the listings: 3 to the left
/// first (1 first for the one-first mistake); -1 when it stays.
template <bool kCount>
int target(const FastTable& t, int i, bool nearFirst, Tally& tally) noexcept
{
    const int first = nearFirst ? 1 : 3;
    const int second = nearFirst ? 3 : 1;
    // The call, the first check, the return and (C++) the closing brace, then the caller's test of j.
    if constexpr (kCount)
        tally.steps += 4 + tally.brace();
    // matches(): its return line and (C++) its closing brace.
    const auto compared = [&] {
        if constexpr (kCount) {
            tally.steps += 1 + tally.brace();
            tally.comparisons += 1;
        }
    };
    if (i >= first) {
        compared();
        if (t.matches(i, i - first))
            return i - first;
    }
    if constexpr (kCount)
        tally.steps += 1; // the second check
    if (i >= second) {
        compared();
        if (t.matches(i, i - second))
            return i - second;
    }
    return -1;
}

/// One scan from the first pile, as play() in the listings of every method but sweep-on.
template <bool kCount>
void scan(FastTable& t, Method method, Tally& tally) noexcept
{
    // The call, i = 0, the loop's last test and (C++) play()'s closing brace.
    if constexpr (kCount)
        tally.steps += 3 + tally.brace();
    const bool nearFirst = method == Method::OneFirst;
    int i = 0;
    while (i < t.piles()) {
        const int j = target<kCount>(t, i, nearFirst, tally);
        // The loop's test, then i++; or moveCard()'s call, its four lines and closing brace, and where i goes.
        if constexpr (kCount)
            tally.steps += j < 0 ? 2 : 6 + tally.brace();
        if (j < 0) {
            ++i;
        } else {
            const bool closed = t.move(i, j);
            i = method == Method::Resume ? j : 0;
            if constexpr (kCount)
                tally.steps += closed; // the compaction
        }
    }
}

/// The sweep-on mistake's sweeps, until one moves nothing.
template <bool kCount>
void sweepOn(FastTable& t, Tally& tally) noexcept
{
    // The call, the break out of the sweeps and (C++) play()'s closing brace.
    if constexpr (kCount)
        tally.steps += 2 + tally.brace();
    for (bool moved = true; moved;) {
        moved = false;
        // (Python) the while True, moved = false, i = 0, the loop's last test, the sweep's end.
        if constexpr (kCount)
            tally.steps += 4 + !tally.cpp;
        int i = 0;
        while (i < t.piles()) {
            const int j = target<kCount>(t, i, false, tally);
            if constexpr (kCount)
                tally.steps += 1; // the loop's test
            if (j >= 0) {
                moved = true;
                const bool closed = t.move(i, j);
                // moved = true, moveCard()'s call, its four lines, its return and closing brace, the test of
                // closed; the compaction and the continue when it closed up.
                if constexpr (kCount)
                    tally.steps += 7 + tally.brace() + (closed ? 2 : 0);
                if (closed)
                    continue;
            }
            ++i;
            if constexpr (kCount)
                tally.steps += 1; // i++
        }
        // (C++) the closing brace of the sweeps' loop, where another sweep starts.
        if constexpr (kCount)
            tally.steps += moved && tally.cpp;
    }
}

template <bool kCount>
void playDeck(const std::array<Card, kDeckSize>& deck, Method method, FastTable& t, Tally& tally) noexcept
{
    // The first card read, the rest of the deck (C++: card by card; Python: 52 words and pos),
    // deck++, the clearing, the deals' loop: 52 turns and its end, and the deals.
    if constexpr (kCount)
        tally.steps += 1 + (tally.cpp ? 2 * kDeckSize - 1 : 2) + 2 + (kDeckSize + 1) + kDeckSize;
    if (method == Method::Deal) {
        for (const Card c : deck) {
            t.deal(c);
            scan<kCount>(t, method, tally);
        }
    } else {
        for (const Card c : deck)
            t.deal(c);
        if (method == Method::SweepOn)
            sweepOn<kCount>(t, tally);
        else
            scan<kCount>(t, method, tally);
    }
    // printPiles(): its call, the first words, the loop over the piles, the line's end, (C++) its brace.
    if constexpr (kCount)
        tally.steps += 2 + (2 * static_cast<std::uint64_t>(t.piles()) + 1) + 1 + tally.brace();
}

void appendInt(std::string& out, int value)
{
    char digits[12];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    out.append(digits, end);
}

} // namespace

std::string solve(const AccordionInput& in, Method method)
{
    std::string out;
    out.reserve(in.decks.size() * 40);
    Tally none;
    for (const auto& deck : in.decks) {
        FastTable t;
        playDeck<false>(deck, method, t, none);
        appendInt(out, t.piles());
        out += t.piles() == 1 ? " pile remaining:" : " piles remaining:";
        for (int p = 0; p < t.piles(); ++p) {
            out += ' ';
            appendInt(out, t.height(p));
        }
        out += '\n';
    }
    return out;
}

Estimate estimate(const AccordionInput& in, Method method, CodeLanguage language)
{
    Tally tally;
    tally.cpp = language == CodeLanguage::Cpp;
    // main()'s lines before and after the decks: C++'s cards, deck = 0, the last read, return and closing
    // brace; Python's module level (nine lines), the read, pos = 0, deck = 0 and the last test.
    tally.steps = tally.cpp ? 5 : 13;
    for (const auto& deck : in.decks) {
        FastTable t;
        playDeck<true>(deck, method, t, tally);
    }
    return {tally.steps, tally.comparisons, Counters::Comparisons};
}

std::vector<int> play(const std::array<Card, kDeckSize>& deck, Method method)
{
    FastTable t;
    Tally none;
    playDeck<false>(deck, method, t, none);
    std::vector<int> heights;
    for (int p = 0; p < t.piles(); ++p)
        heights.push_back(t.height(p));
    return heights;
}

} // namespace sb::accordion
