// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion.h"

#include <charconv>
#include <cstring>

namespace sb::accordion {

namespace {

/// What a fast run did, counted as its trace counts it.
struct Tally {
    std::uint64_t steps = 0;
    std::uint64_t comparisons = 0;
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
/// first (1 first for the one-first mistake); -1 when it stays. Each check is a step.
template <bool kCount>
int target(const FastTable& t, int i, bool nearFirst, Tally& tally) noexcept
{
    const int first = nearFirst ? 1 : 3;
    const int second = nearFirst ? 3 : 1;
    if constexpr (kCount) {
        tally.steps += 1;
        tally.comparisons += i >= first;
    }
    if (i >= first && t.matches(i, i - first))
        return i - first;
    if constexpr (kCount) {
        tally.steps += 1;
        tally.comparisons += i >= second;
    }
    if (i >= second && t.matches(i, i - second))
        return i - second;
    return -1;
}

/// One scan from the first pile, as play() in the listings of every method but sweep-on.
template <bool kCount>
void scan(FastTable& t, Method method, Tally& tally) noexcept
{
    const bool nearFirst = method == Method::OneFirst;
    int i = 0;
    while (i < t.piles()) {
        const int j = target<kCount>(t, i, nearFirst, tally);
        if (j < 0) {
            ++i;
        } else {
            const bool closed = t.move(i, j);
            i = method == Method::Resume ? j : 0;
            if constexpr (kCount)
                tally.steps += closed ? 3 : 2; // the move, the compaction, back-to or restart
        }
        if constexpr (kCount)
            tally.steps += j < 0; // next-pile
    }
}

/// The sweep-on mistake's sweeps, until one moves nothing.
template <bool kCount>
void sweepOn(FastTable& t, Tally& tally) noexcept
{
    for (bool moved = true; moved;) {
        moved = false;
        if constexpr (kCount)
            tally.steps += 2; // the sweep's start and its end
        int i = 0;
        while (i < t.piles()) {
            const int j = target<kCount>(t, i, false, tally);
            if (j >= 0) {
                moved = true;
                const bool closed = t.move(i, j);
                if constexpr (kCount)
                    tally.steps += closed ? 3 : 1; // the move, the compaction and stay
                if (closed)
                    continue;
            }
            ++i;
            if constexpr (kCount)
                tally.steps += 1; // next-pile
        }
    }
}

template <bool kCount>
void playDeck(const std::array<Card, kDeckSize>& deck, Method method, FastTable& t, Tally& tally) noexcept
{
    if constexpr (kCount)
        tally.steps += 2 + kDeckSize; // the deck's start, its deals, its line
    if (method == Method::Deal) {
        for (const Card c : deck) {
            t.deal(c);
            scan<kCount>(t, method, tally);
        }
        return;
    }
    for (const Card c : deck)
        t.deal(c);
    if (method == Method::SweepOn)
        sweepOn<kCount>(t, tally);
    else
        scan<kCount>(t, method, tally);
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

Estimate estimate(const AccordionInput& in, Method method)
{
    Tally tally;
    for (const auto& deck : in.decks) {
        FastTable t;
        playDeck<true>(deck, method, t, tally);
    }
    return {tally.steps, tally.comparisons, Counter::Comparisons};
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
