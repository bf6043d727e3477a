// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"

#include <limits>
#include <map>

namespace sb::cards {

namespace {

constexpr int kEmpty = -1;

/// What a fast run did, counted as its trace in one language would count it.
struct Tally {
    explicit Tally(CodeLanguage language) : cpp(language == CodeLanguage::Cpp) {}
    bool cpp;
    std::uint64_t steps = 0;  ///< the steps the trace yields
    std::uint64_t looked = 0; ///< cells looked at
    int rounds = 0;
    std::optional<Repetition> repetition;
};

/// The steps of the grid listings before main's loop: Python's module level (9 lines), the call
/// of readTable() and every line it runs, then `changed = true` and the loop's first check.
std::uint64_t openingSteps(const CardsInput& in, const Rules& rules, bool cpp)
{
    const auto n = static_cast<std::uint64_t>(in.n), m = static_cast<std::uint64_t>(in.m);
    // The call, the size, the rows' heads and the columns' heads and cards, with Python's module level,
    // reading of the words and new row lists, or C++'s closing brace.
    std::uint64_t steps = 2 + (n + 1) + n * (2 * m + 1) + (cpp ? 1 : 9 + 1 + n);
    return steps + (rules.oneRound ? 0 : 2);
}

/// One line scan of the fast path; the same rules as the stepped one, and the
/// same steps: the call, three lines to start, per cell the walk's check, the look unless
/// no-skip, the compare and a pair's six lines or a remembered card's two (or an empty cell
/// remembered, two), two to move on; the walk's last check, the return, C++'s closing brace,
/// main's test of what it returned, and `changed = true` after a line that took something off.
bool scanFast(std::vector<int>& table, const CardsInput& in, const Rules& rules, int r, int c, int dr, int dc,
              std::int64_t& scoreOut, Tally& tally)
{
    // Locals, not the references: a card written could otherwise be the table's size or a count.
    const int m = in.m;
    const int empty = rules.zeroIsEmpty ? 0 : kEmpty;
    const bool noSkip = rules.noSkip, lastOnEmpty = rules.lastOnEmpty;
    int* const card = table.data();
    std::int64_t score = scoreOut;
    std::uint64_t steps = tally.steps + 4, looked = tally.looked;
    bool removedAny = false;
    int last = -1;
    const int stride = dr * m + dc;
    for (int at = r * m + c, cells = dr != 0 ? in.n - r : m - c; cells > 0; --cells, at += stride) {
        ++looked;
        steps += noSkip ? 3 : 4;
        int& value = card[at];
        if (!noSkip && value == empty) {
            if (lastOnEmpty) {
                last = at;
                steps += 2;
            }
            continue;
        }
        if (last != -1 && value == card[last]) {
            score += value;
            value = empty;
            card[last] = empty;
            last = -1;
            removedAny = true;
            steps += 7;
        } else {
            last = at;
            steps += 3;
        }
    }
    steps += 2 + tally.cpp;
    if (!rules.stopOnScore && !rules.oneRound)
        steps += 1 + removedAny;
    tally.steps = steps;
    tally.looked = looked;
    scoreOut = score;
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
    tally.steps += openingSteps(in, rules, tally.cpp);
    for (bool changed = true; changed;) {
        ++tally.rounds;
        if (rules.noSkip && repeats(seen, card, tally.rounds, tally))
            return std::nullopt;
        const std::int64_t before = score;
        changed = false;
        // The round's first line, and the loops' heads: a turn per line and their ends.
        tally.steps += (rules.oneRound ? 0 : 1) + static_cast<std::uint64_t>(in.n) + 1;
        for (int i = 0; i < in.n; ++i)
            changed = scanFast(card, in, rules, i, 0, 0, 1, score, tally) || changed;
        if (!rules.rowsOnly)
            tally.steps += static_cast<std::uint64_t>(in.m) + 1;
        for (int j = 0; j < in.m && !rules.rowsOnly; ++j)
            changed = scanFast(card, in, rules, 0, j, 1, 0, score, tally) || changed;
        if (rules.stopOnScore)
            changed = score > before;
        if (rules.oneRound)
            break;
        tally.steps += 1 + rules.stopOnScore; // the loop's check, after the score's own
        if (tally.looked > budget)
            return std::nullopt;
    }
    tally.steps += tally.cpp ? 3 : 1; // the answer, and C++'s return and closing brace
    return score;
}

/// The subtask program on the first row; its steps as scanOneRow yields them.
std::int64_t playOneRow(const CardsInput& in, Tally& tally)
{
    std::vector<int> card(in.values.begin(), in.values.begin() + in.m);
    std::int64_t score = 0;
    const auto m = static_cast<std::uint64_t>(in.m);
    // Python's module level and reading of the words, the size, Python's list, the columns' heads
    // and cards, the score, the flag, the loop's first check; at the end the answer, and C++'s
    // return and closing brace.
    tally.steps += (tally.cpp ? 0 : 5) + 1 + !tally.cpp + (2 * m + 1) + 3 + (tally.cpp ? 3 : 1);
    for (bool changed = true; changed;) {
        changed = false;
        ++tally.rounds;
        tally.steps += 4 + m; // the round's start, `last`, the walk's heads and its end, the verdict
        int last = -1;
        for (int j = 0; j < in.m; ++j) {
            ++tally.looked;
            tally.steps += 2; // the look, then the skip or the compare
            if (card[static_cast<std::size_t>(j)] == kEmpty)
                continue;
            if (last != -1 && card[static_cast<std::size_t>(j)] == card[static_cast<std::size_t>(last)]) {
                score += card[static_cast<std::size_t>(j)];
                card[static_cast<std::size_t>(j)] = card[static_cast<std::size_t>(last)] = kEmpty;
                last = -1;
                changed = true;
                tally.steps += 5; // the score, two cards off, `last` and the flag
            } else {
                last = j;
                ++tally.steps;
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
    return {tally.steps, tally.looked, Counters::CellsLooked};
}

} // namespace

SolveResult solveOneRow(const CardsInput& in)
{
    Tally tally(CodeLanguage::Cpp);
    return answer(playOneRow(in, tally), tally);
}

SolveResult solveRounds(const CardsInput& in, Rules rules, std::uint64_t budget)
{
    Tally tally(CodeLanguage::Cpp);
    const auto score = playRounds(in, rules, budget, tally);
    return answer(score, tally);
}

Estimate estimateOneRow(const CardsInput& in, CodeLanguage language)
{
    Tally tally(language);
    playOneRow(in, tally);
    return estimateOf(tally);
}

Estimate estimateRounds(const CardsInput& in, Rules rules, CodeLanguage language)
{
    Tally tally(language);
    playRounds(in, rules, std::numeric_limits<std::uint64_t>::max(), tally);
    return estimateOf(tally);
}

int roundsNeeded(const CardsInput& in)
{
    Tally tally(CodeLanguage::Cpp);
    playRounds(in, Rules{}, std::numeric_limits<std::uint64_t>::max(), tally);
    return tally.rounds;
}

} // namespace sb::cards
