// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"

#include <limits>
#include <map>

namespace sb::cards {

namespace {

constexpr int kEmpty = -1;

/// What a fast run did, counted as its trace would count it.
struct Tally {
    std::uint64_t steps = 0;  ///< the steps the trace yields
    std::uint64_t looked = 0; ///< cells looked at
    int rounds = 0;
    std::optional<Repetition> repetition;
};

/// One line scan of the fast path; the same rules as the stepped one, and the
/// same steps: line start, a look per cell unless no-skip, a compare and a
/// remove or remember per card, then the line's end.
bool scanFast(std::vector<int>& card, const CardsInput& in, const Rules& rules, int r, int c, int dr, int dc,
              std::int64_t& score, Tally& tally)
{
    const int empty = rules.zeroIsEmpty ? 0 : kEmpty;
    bool removedAny = false;
    int last = -1;
    tally.steps += 2;
    for (; r >= 0 && r < in.n && c >= 0 && c < in.m; r += dr, c += dc) {
        ++tally.looked;
        tally.steps += rules.noSkip ? 2 : 3;
        int& value = card[static_cast<std::size_t>(r * in.m + c)];
        if (!rules.noSkip && value == empty) {
            tally.steps -= rules.lastOnEmpty ? 1 : 2;
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

/// Whether the no-skip mistake starts round `round` on a table it started an
/// earlier round on; records the repetition and its step when it does.
bool repeats(std::map<std::vector<int>, std::pair<int, std::uint64_t>>& seen, const std::vector<int>& card, int round,
             Tally& tally)
{
    const auto [at, fresh] = seen.emplace(card, std::pair{round, tally.steps + 1});
    if (fresh)
        return false;
    tally.repetition = Repetition{round, at->second.first, ++tally.steps, at->second.second};
    return true;
}

/// Plays rounds until one takes nothing off (or the rules stop sooner); nullopt
/// when the budget ran out or the rounds repeat (then `tally.repetition` says which).
std::optional<std::int64_t> playRounds(const CardsInput& in, const Rules& rules, std::uint64_t budget, Tally& tally)
{
    std::vector<int> card = in.values;
    std::map<std::vector<int>, std::pair<int, std::uint64_t>> seen; // the table, round and step at each round's start; the no-skip mistake's only way out
    std::int64_t score = 0;
    tally.steps += rules.oneRound ? 0 : 1; // the loop's first check; a single round has no loop
    for (bool changed = true; changed;) {
        ++tally.rounds;
        if (rules.noSkip && repeats(seen, card, tally.rounds, tally))
            return std::nullopt;
        const std::int64_t before = score;
        changed = false;
        for (int i = 0; i < in.n; ++i)
            changed = scanFast(card, in, rules, i, 0, 0, 1, score, tally) || changed;
        for (int j = 0; j < in.m && !rules.rowsOnly; ++j)
            changed = scanFast(card, in, rules, 0, j, 1, 0, score, tally) || changed;
        if (rules.stopOnScore)
            changed = score > before;
        if (rules.oneRound)
            break;
        tally.steps += 2; // the round's start and its verdict
        if (tally.looked > budget)
            return std::nullopt;
    }
    ++tally.steps; // the answer
    return score;
}

/// The subtask program on the first row; its steps as scanOneRow yields them.
std::int64_t playOneRow(const CardsInput& in, Tally& tally)
{
    std::vector<int> card(in.values.begin(), in.values.begin() + in.m);
    std::int64_t score = 0;
    tally.steps += 2; // the first check of the loop and the answer
    for (bool changed = true; changed;) {
        changed = false;
        ++tally.rounds;
        tally.steps += 3; // the round's start, the row's start and the verdict
        int last = -1;
        for (int j = 0; j < in.m; ++j) {
            ++tally.looked;
            ++tally.steps;
            if (card[static_cast<std::size_t>(j)] == kEmpty)
                continue;
            tally.steps += 2;
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

SolveResult answer(const std::optional<std::int64_t>& score, const Tally& tally)
{
    if (score)
        return {std::to_string(*score) + "\n", StopReason::None, std::nullopt};
    if (tally.repetition)
        return {{}, StopReason::NeverEnds, tally.repetition};
    return {{}, StopReason::TooSlow, std::nullopt};
}

Estimate estimateOf(const Tally& tally)
{
    return {tally.steps, tally.looked, Counter::CellsLooked};
}

} // namespace

SolveResult solveOneRow(const CardsInput& in)
{
    Tally tally;
    return answer(playOneRow(in, tally), tally);
}

SolveResult solveRounds(const CardsInput& in, Rules rules, std::uint64_t budget)
{
    Tally tally;
    const auto score = playRounds(in, rules, budget, tally);
    return answer(score, tally);
}

Estimate estimateOneRow(const CardsInput& in)
{
    Tally tally;
    playOneRow(in, tally);
    return estimateOf(tally);
}

Estimate estimateRounds(const CardsInput& in, Rules rules)
{
    Tally tally;
    playRounds(in, rules, std::numeric_limits<std::uint64_t>::max(), tally);
    return estimateOf(tally);
}

int roundsNeeded(const CardsInput& in)
{
    Tally tally;
    playRounds(in, Rules{}, std::numeric_limits<std::uint64_t>::max(), tally);
    return tally.rounds;
}

} // namespace sb::cards
