// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"

#include <limits>

namespace sb::cards {

namespace {

constexpr int kEmpty = -1;

/// One line scan of the fast path; the same rules as the stepped one.
bool scanFast(std::vector<int>& card, const CardsInput& in, const Rules& rules, int r, int c, int dr, int dc,
              std::int64_t& score, std::uint64_t& looked)
{
    const int empty = rules.zeroIsEmpty ? 0 : kEmpty;
    bool removedAny = false;
    int last = -1;
    for (; r >= 0 && r < in.n && c >= 0 && c < in.m; r += dr, c += dc) {
        ++looked;
        int& value = card[static_cast<std::size_t>(r * in.m + c)];
        if (!rules.noSkip && value == empty) {
            if (rules.lastOnEmpty)
                last = r * in.m + c;
            continue;
        }
        if (last != -1 && value == card[static_cast<std::size_t>(last)]) {
            score += value;
            value = empty;
            card[static_cast<std::size_t>(last)] = empty;
            last = -1;
            removedAny = true;
        } else {
            last = r * in.m + c;
        }
    }
    return removedAny;
}

} // namespace

std::optional<std::int64_t> solveOneRow(const CardsInput& in)
{
    std::vector<int> card(in.values.begin(), in.values.begin() + in.m);
    std::int64_t score = 0;
    for (bool changed = true; changed;) {
        changed = false;
        int last = -1;
        for (int j = 0; j < in.m; ++j) {
            if (card[static_cast<std::size_t>(j)] == kEmpty)
                continue;
            if (last != -1 && card[static_cast<std::size_t>(j)] == card[static_cast<std::size_t>(last)]) {
                score += card[static_cast<std::size_t>(j)];
                card[static_cast<std::size_t>(j)] = card[static_cast<std::size_t>(last)] = kEmpty;
                last = -1;
                changed = true;
            } else {
                last = j;
            }
        }
    }
    return score;
}

namespace {

/// Plays rounds until one takes nothing off (or the rules stop sooner),
/// counting them in `rounds`; nullopt when the budget or the round bound ran out.
std::optional<std::int64_t> playRounds(const CardsInput& in, const Rules& rules, std::uint64_t budget, int& rounds)
{
    std::vector<int> card = in.values;
    std::int64_t score = 0;
    std::uint64_t looked = 0;
    rounds = 0;
    for (bool changed = true; changed;) {
        ++rounds;
        const std::int64_t before = score;
        changed = false;
        for (int i = 0; i < in.n; ++i)
            changed = scanFast(card, in, rules, i, 0, 0, 1, score, looked) || changed;
        for (int j = 0; j < in.m && !rules.rowsOnly; ++j)
            changed = scanFast(card, in, rules, 0, j, 1, 0, score, looked) || changed;
        if (rules.stopOnScore)
            changed = score > before;
        if (rules.oneRound)
            break;
        // Every round but the last takes a pair off, so a run with more rounds
        // than pairs never ends (the no-skip mistake pairs empty cells forever).
        if (looked > budget || rounds > in.n * in.m / 2 + 1)
            return std::nullopt;
    }
    return score;
}

} // namespace

std::optional<std::int64_t> solveRounds(const CardsInput& in, Rules rules, std::uint64_t budget)
{
    int rounds = 0;
    return playRounds(in, rules, budget, rounds);
}

int roundsNeeded(const CardsInput& in)
{
    int rounds = 0;
    playRounds(in, Rules{}, std::numeric_limits<std::uint64_t>::max(), rounds);
    return rounds;
}

} // namespace sb::cards
