// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion/accordion.h"
#include "accordion/randomdeal.h"
#include "accordion_inputs.h"
#include "core/player.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <utility>

namespace {

using namespace sb;
using accordion::kProblem;
using test::accordionSample;

std::string solveWith(const std::string& method, const std::string& text)
{
    return kProblem.method(method)->solve(*kProblem.parse(text), kDefaultWorkBudget).output;
}

/// Everything a whole trace did, with its board checked step by step: every
/// delta starts from what the board holds, and each deck ends on the board
/// its printed line describes.
struct Played {
    std::string output;
    std::uint64_t steps = 0;
    std::array<std::int64_t, kCounterCount> counters{};
    std::vector<std::string> events; ///< kind names of the event steps
};

Played playWhole(const std::string& method, const std::string& text, CodeLanguage language = CodeLanguage::Cpp)
{
    Trace trace = kProblem.method(method)->trace(kProblem.parse(text), language);
    std::vector<CellValue> board(trace.boardCells, 0);
    Played p;
    const auto apply = [&](const Delta& d) {
        EXPECT_EQ(board[static_cast<std::size_t>(d.cell)], d.before) << "step " << p.steps << " cell " << d.cell;
        board[static_cast<std::size_t>(d.cell)] = d.after;
    };
    while (trace.steps.next()) {
        const Step& s = trace.steps.value();
        ++p.steps;
        for (const Delta& d : s.deltas())
            apply(d);
        for (const Delta& d : s.bulk)
            apply(d);
        for (const CounterInc& c : s.increments())
            p.counters[static_cast<std::size_t>(c.counter)] += c.amount;
        if (isEvent(s.kind))
            p.events.emplace_back(sb::accordion::kProblem.kindName(s.kind));
        if (static_cast<accordion::Anchor>(s.anchor) == accordion::Anchor::DeckDone) {
            std::string line = std::to_string(s.args[0]) + (s.args[0] == 1 ? " pile" : " piles") + " remaining:";
            for (int pile = 0; pile < accordion::kDeckSize; ++pile) {
                int height = 0;
                while (height < accordion::kDeckSize && board[static_cast<std::size_t>(accordion::cellOf(pile, height))])
                    ++height;
                if (height > 0)
                    line += " " + std::to_string(height);
            }
            p.output += line + "\n";
        }
    }
    EXPECT_EQ(p.output, trace.outcome->output) << method;
    EXPECT_TRUE(trace.outcome->finished);
    return p;
}

std::int64_t counter(const Played& p, Counter c)
{
    return p.counters[static_cast<std::size_t>(c)];
}

const char* const kCorrect[] = {"deal", "restart", "resume"};

} // namespace

TEST(AccordionMethods, ListTheCorrectOnesFirstWithResumeAsTheReference)
{
    std::vector<std::string> ids;
    for (const MethodDesc& m : kProblem.methods)
        ids.emplace_back(m.id);
    EXPECT_EQ(ids, (std::vector<std::string>{"deal", "restart", "resume", "mistake-one-first", "mistake-sweep-on"}));
    EXPECT_EQ(kProblem.reference()->id, "resume");
    EXPECT_EQ(kProblem.method("mistake-one-first")->role, MethodRole::Wrong);
    EXPECT_EQ(kProblem.moment, sb::accordion::Counters::CardMoves);
    EXPECT_EQ(kProblem.momentKind, sb::accordion::Kinds::CardMove);
}

TEST(AccordionMethods, EveryCorrectMethodPrintsTheSampleAnswerFastAndStepByStep)
{
    const std::string expected = "6 piles remaining: 40 8 1 1 1 1\n1 pile remaining: 52\n";
    for (const char* m : kCorrect) {
        EXPECT_EQ(solveWith(m, accordionSample("sample")), expected) << m;
        EXPECT_EQ(playWhole(m, accordionSample("sample")).output, expected) << m;
    }
}

TEST(AccordionMethods, ADeckCanEndInOnePile)
{
    for (const char* m : kCorrect)
        EXPECT_EQ(playWhole(m, accordionSample("one-pile")).output, "1 pile remaining: 52\n") << m;
}

// AC 2D 3C 4C: 4C matches 3C (1 to the left) and AC (3 to the left); the rule says 3.
TEST(AccordionMethods, ACardThatCanGoBothWaysGoesThreeToTheLeft)
{
    const std::string deck = accordionSample("three-before-one");
    const Played right = playWhole("resume", deck);
    EXPECT_EQ(right.output, "9 piles remaining: 39 1 3 1 2 2 2 1 1\n");
    const Played wrong = playWhole("mistake-one-first", deck);
    EXPECT_EQ(wrong.output, "6 piles remaining: 42 3 3 2 1 1\n");
    EXPECT_EQ(solveWith("mistake-one-first", deck), wrong.output);
}

// AH 2S AS 5S: AS goes onto 2S and empties its pile; then AS onto AH (leftmost) must come
// before 5S, which slid into the emptied place, goes onto AS.
TEST(AccordionMethods, TheLeftmostMoveComesFirst)
{
    const std::string deck = accordionSample("leftmost-first");
    EXPECT_EQ(playWhole("resume", deck).output, "7 piles remaining: 38 3 1 5 1 3 1\n");
    EXPECT_EQ(playWhole("mistake-sweep-on", deck).output, "5 piles remaining: 18 21 8 4 1\n");
    EXPECT_EQ(solveWith("mistake-sweep-on", deck), "5 piles remaining: 18 21 8 4 1\n");
}

// The sorted second deck of the sample: every club goes onto the first pile and
// empties its own, so piles close up twelve times in a row before the diamonds.
TEST(AccordionMethods, ClosesUpEveryEmptiedPileAtOnceEvenInAChain)
{
    const std::string sample = accordionSample("sample");
    const Played sorted = playWhole("resume", sample.substr(sample.find("\nAC 2C") + 1));
    EXPECT_EQ(counter(sorted, sb::accordion::Counters::Compactions), 51);
    std::vector<std::string> moves;
    for (const std::string& e : sorted.events)
        if (e == "card-move" || e == "compaction")
            moves.push_back(e);
    ASSERT_GE(moves.size(), 26u);
    for (std::size_t e = 0; e < 24; e += 2)
        EXPECT_EQ(moves[e] + " " + moves[e + 1], "card-move compaction") << e;
    // Every correct method makes the same moves; one pile closes up for each pile that goes.
    const Played reference = playWhole("resume", sample);
    for (const char* m : kCorrect) {
        const Played p = playWhole(m, sample);
        EXPECT_EQ(counter(p, sb::accordion::Counters::Compactions), (52 - 6) + (52 - 1)) << m;
        EXPECT_EQ(counter(p, sb::accordion::Counters::CardMoves), counter(reference, sb::accordion::Counters::CardMoves)) << m;
        EXPECT_EQ(counter(p, sb::accordion::Counters::Decks), 2) << m;
    }
}

TEST(AccordionMethods, TheCorrectMethodsAgreeOnTwoThousandRandomDecks)
{
    const auto in = kProblem.parse(accordion::randomDeals(2000, false, 2024).value());
    const std::string reference = kProblem.reference()->solve(*in, kDefaultWorkBudget).output;
    EXPECT_EQ(std::count(reference.begin(), reference.end(), '\n'), 2000);
    for (const char* m : kCorrect)
        EXPECT_EQ(kProblem.method(m)->solve(*in, kDefaultWorkBudget).output, reference) << m;
}

TEST(AccordionMethods, TracesPrintWhatTheFastPathsPrint)
{
    const std::string decks = accordion::randomDeals(40, false, 5).value();
    for (const MethodDesc& m : kProblem.methods)
        EXPECT_EQ(playWhole(std::string(m.id), decks).output, solveWith(std::string(m.id), decks)) << m.id;
}

TEST(AccordionMethods, CostsDifferThoughTheMovesAreTheSame)
{
    const std::string decks = accordion::randomDeals(20, false, 9).value();
    const Played deal = playWhole("deal", decks), restart = playWhole("restart", decks), resume = playWhole("resume", decks);
    EXPECT_EQ(counter(deal, sb::accordion::Counters::CardMoves), counter(resume, sb::accordion::Counters::CardMoves));
    EXPECT_EQ(counter(restart, sb::accordion::Counters::CardMoves), counter(resume, sb::accordion::Counters::CardMoves));
    EXPECT_EQ(counter(restart, sb::accordion::Counters::Compactions), counter(resume, sb::accordion::Counters::Compactions));
    EXPECT_LT(counter(resume, sb::accordion::Counters::Comparisons), counter(restart, sb::accordion::Counters::Comparisons));
    EXPECT_LT(counter(resume, sb::accordion::Counters::Comparisons), counter(deal, sb::accordion::Counters::Comparisons));
}

namespace {

struct Expected {
    accordion::Anchor anchor;
    accordion::Narration narration;
    std::vector<std::int32_t> args;
};

} // namespace

// The sample's first deck, QD AD 8H 5S 3H 5H ...: after the deck is read and its 52 cards dealt,
// AD goes onto QD (same suit), the emptied pile closes up, resume goes back to pile 0 and
// walks right again until 5H goes 3 piles left onto 8H. On the lines that were steps in
// format 1 (the marked ones), this is the walk of then.
TEST(AccordionMethods, ResumeStepsThroughTheSampleOpeningOnItsMarkedLines)
{
    using A = accordion::Anchor;
    using N = accordion::Narration;
    const int QD = 45, AD = 1, H8 = 30, S5 = 19, H3 = 10, H5 = 18;
    const std::vector<Expected> expected = {
        {A::CompareFar, N::NoTarget, {0}},
        {A::CompareNear, N::NoTarget, {0}},
        {A::NextPile, N::NextPile, {1}},
        {A::CompareFar, N::NoTarget, {1}},
        {A::CompareNear, N::CallMatch, {1, 0, 1}},
        {A::Move, N::Move, {AD, 1, 0, 1}},
        {A::Compact, N::Compact, {1, 51}},
        {A::BackTo, N::BackTo, {0}},
        {A::CompareFar, N::NoTarget, {0}},
        {A::CompareNear, N::NoTarget, {0}},
        {A::NextPile, N::NextPile, {1}},
        {A::CompareFar, N::NoTarget, {1}},
        {A::CompareNear, N::CallMatch, {1, 0, 1}},
        {A::NextPile, N::NextPile, {2}},
        {A::CompareFar, N::NoTarget, {2}},
        {A::CompareNear, N::CallMatch, {2, 1, 1}},
        {A::NextPile, N::NextPile, {3}},
        {A::CompareFar, N::CallMatch, {3, 0, 3}},
        {A::CompareNear, N::CallMatch, {3, 2, 1}},
        {A::NextPile, N::NextPile, {4}},
        {A::CompareFar, N::CallMatch, {4, 1, 3}},
        {A::Move, N::Move, {H5, 4, 1, 3}},
        {A::Compact, N::Compact, {4, 50}},
        {A::BackTo, N::BackTo, {1}},
    };
    // matches() says what the checks found, in their order.
    const std::vector<std::vector<std::int32_t>> compared = {
        {1, 0, AD, QD, 1}, {1, 0, H8, AD, 0}, {2, 1, S5, H8, 0}, {3, 0, H3, AD, 0}, {3, 2, H3, S5, 0}, {4, 1, H5, H8, 1},
    };
    Trace trace = kProblem.method("resume")->trace(kProblem.parse(accordionSample("sample")));
    std::size_t marked = 0, matched = 0;
    bool started = false;
    while (marked < expected.size() && trace.steps.next()) {
        const Step& s = trace.steps.value();
        const std::vector<std::int32_t> args(s.narrationArgs().begin(), s.narrationArgs().end());
        if (s.anchor == static_cast<int>(A::DeckStart)) {
            EXPECT_EQ(args, (std::vector<std::int32_t>{1, 2}));
            started = true;
        }
        if (s.anchor == static_cast<int>(A::Clear)) {
            EXPECT_EQ(s.kind, StepKind::Line); // nothing to clear before the first deck
        }
        if (s.anchor == static_cast<int>(A::Match)) {
            ASSERT_LT(matched, compared.size());
            EXPECT_EQ(s.kind, StepKind::Compare);
            EXPECT_EQ(s.depth, 4); // main > play > target > matches
            EXPECT_EQ(args, compared[matched++]);
        }
        if (s.anchor == static_cast<int>(A::Deal) || !kProblem.legacy->wasStep(s.anchor) ||
            s.anchor == static_cast<int>(A::DeckStart))
            continue;
        const Expected& e = expected[marked++];
        EXPECT_EQ(s.anchor, static_cast<int>(e.anchor)) << "marked step " << marked;
        EXPECT_EQ(s.narration, static_cast<int>(e.narration)) << "marked step " << marked;
        EXPECT_EQ(args, e.args) << "marked step " << marked;
        if (e.anchor == A::Move && marked > 10) {
            // The card lands on pile 1; the next line takes it off pile 4.
            EXPECT_EQ(s.kind, sb::accordion::Kinds::CardMove);
            EXPECT_EQ(s.depth, 3); // main > play > moveCard
            ASSERT_EQ(s.deltas().size(), 1u);
            EXPECT_EQ(s.deltas()[0].cell, accordion::cellOf(1, 1));
            EXPECT_EQ(s.deltas()[0].after, H5 + 1);
            ASSERT_TRUE(trace.steps.next());
            const Step& take = trace.steps.value();
            EXPECT_EQ(take.anchor, static_cast<int>(A::Take));
            ASSERT_EQ(take.deltas().size(), 1u);
            EXPECT_EQ(take.deltas()[0].cell, accordion::cellOf(4, 0));
            EXPECT_EQ(take.deltas()[0].before, H5 + 1);
            EXPECT_EQ(take.deltas()[0].after, accordion::kEmptyPile); // pile 4 is empty until it closes up
        }
        if (e.anchor == A::Compact && marked > 10) {
            // Piles 5 to 50 (one card each) slide one place left onto the empty pile 4, and the last place empties.
            EXPECT_EQ(s.kind, sb::accordion::Kinds::Compaction);
            EXPECT_TRUE(s.deltas().empty());
            ASSERT_EQ(s.bulk.size(), 47u);
            EXPECT_EQ(s.bulk.front().cell, accordion::cellOf(4, 0));
            EXPECT_EQ(s.bulk.front().before, accordion::kEmptyPile);
            EXPECT_EQ(s.bulk.back().cell, accordion::cellOf(50, 0));
            EXPECT_EQ(s.bulk.back().after, accordion::kNoCard);
        }
    }
    EXPECT_TRUE(started);
    EXPECT_EQ(marked, expected.size());
    EXPECT_EQ(matched, compared.size());
}

// In C++ the first lines read the deck card by card; the card AD then goes onto QD line by line:
// play() calls target(1), which calls matches(), and moveCard() moves it, each a frame of its own.
TEST(AccordionMethods, ResumeStepsIntoTargetMatchesAndMoveCardAsADebuggerDoes)
{
    using A = accordion::Anchor;
    Trace trace = kProblem.method("resume")->trace(kProblem.parse(accordionSample("sample")), CodeLanguage::Cpp);
    std::vector<std::pair<A, int>> lines;
    while (trace.steps.next() && lines.size() < 2 + 1 + 103 + 2 + 105 + 1 + 37) {
        const Step& s = trace.steps.value();
        lines.emplace_back(static_cast<A>(s.anchor), s.depth);
    }
    // cards, deck = 0, the first read, 51 turns of the reading loop and its end, deck++, the clearing,
    // 52 turns of the deals' loop and its end, the call of play().
    EXPECT_EQ(lines[0], std::make_pair(A::Cards, 1));
    EXPECT_EQ(lines[2], std::make_pair(A::ReadFirst, 1));
    EXPECT_EQ(lines[3], std::make_pair(A::ReadLoop, 1));
    EXPECT_EQ(lines[4], std::make_pair(A::ReadCard, 1));
    EXPECT_EQ(lines[105], std::make_pair(A::ReadLoop, 1));
    EXPECT_EQ(lines[106], std::make_pair(A::DeckStart, 1));
    EXPECT_EQ(lines[107], std::make_pair(A::Clear, 1));
    EXPECT_EQ(lines[213], std::make_pair(A::PlayCall, 1));
    const std::vector<std::pair<A, int>> play = {
        {A::ScanStart, 2}, {A::ScanLoop, 2}, {A::TargetCall, 2},
        {A::CompareFar, 3}, {A::CompareNear, 3}, {A::StayReturn, 3}, {A::TargetEnd, 3},
        {A::CanMove, 2}, {A::NextPile, 2}, {A::ScanLoop, 2}, {A::TargetCall, 2},
        {A::CompareFar, 3}, {A::CompareNear, 3}, {A::Match, 4}, {A::MatchEnd, 4}, {A::NearReturn, 3}, {A::TargetEnd, 3},
        {A::CanMove, 2}, {A::MoveCall, 2},
        {A::Move, 3}, {A::Take, 3}, {A::EmptyCheck, 3}, {A::Compact, 3}, {A::MoveEnd, 3},
        {A::BackTo, 2}, {A::ScanLoop, 2},
    };
    ASSERT_GE(lines.size(), 214 + play.size());
    for (std::size_t n = 0; n < play.size(); ++n)
        EXPECT_EQ(lines[214 + n], play[n]) << "line " << 215 + n;
}

// Step over (F10) before the call of moveCard() runs the whole move; step out (Shift+F11) inside
// matches() finishes it and stands before the rest of the check in target() that called it.
TEST(AccordionMethods, StepsOverAMoveAndOutOfMatchesAsADebuggerDoes)
{
    using A = accordion::Anchor;
    Player player([] { return kProblem.method("resume")->trace(kProblem.parse(accordionSample("sample")), CodeLanguage::Cpp); });
    // The anchor and depth of the line the program stands before.
    const auto upcoming = [&player] {
        EXPECT_TRUE(player.next());
        const auto next = std::make_pair(static_cast<A>(player.current()->anchor), int(player.current()->depth));
        player.previous();
        return next;
    };
    ASSERT_TRUE(player.runUntil([](const Step& s) { return s.anchor == static_cast<int>(A::MoveCall); }));
    player.previous();
    EXPECT_EQ(player.counter(sb::accordion::Counters::CardMoves), 0);
    ASSERT_TRUE(player.stepOver());
    EXPECT_EQ(upcoming(), std::make_pair(A::BackTo, 2)); // main > play
    EXPECT_EQ(player.current()->anchor, static_cast<int>(A::MoveEnd)); // what ran last: moveCard's closing line
    EXPECT_EQ(player.counter(sb::accordion::Counters::CardMoves), 1);
    EXPECT_EQ(player.counter(sb::accordion::Counters::Compactions), 1);
    ASSERT_TRUE(player.runUntil([](const Step& s) { return s.anchor == static_cast<int>(A::Match); }));
    player.previous();
    EXPECT_EQ(upcoming(), std::make_pair(A::Match, 4)); // main > play > target > matches
    ASSERT_TRUE(player.stepOut());
    EXPECT_EQ(upcoming(), std::make_pair(A::StayReturn, 3)); // 8H on AD: no match, target() returns -1
}

TEST(AccordionMethods, EachDeckStartsByClearingThePreviousDecksPiles)
{
    Trace trace = kProblem.method("resume")->trace(kProblem.parse(accordionSample("sample")));
    int decks = 0, clears = 0;
    while (trace.steps.next()) {
        const Step& s = trace.steps.value();
        if (s.anchor == static_cast<int>(accordion::Anchor::DeckStart)) {
            EXPECT_EQ(s.args[0], ++decks);
            EXPECT_EQ(s.kind, StepKind::Line);
        }
        if (s.anchor != static_cast<int>(accordion::Anchor::Clear))
            continue;
        EXPECT_EQ(++clears, decks); // piles.clear() comes right after deck++
        if (clears == 2) {
            EXPECT_EQ(s.kind, sb::accordion::Kinds::Clear);
            EXPECT_EQ(s.args[0], 52);
            // The first deck left 6 piles of 40 8 1 1 1 1 cards.
            ASSERT_EQ(s.bulk.size(), 52u);
            for (const Delta& d : s.bulk)
                EXPECT_EQ(d.after, 0);
            EXPECT_EQ(s.bulk.back().cell, accordion::cellOf(5, 0));
        }
    }
    EXPECT_EQ(decks, 2);
}

TEST(AccordionEstimate, CountsExactlyTheStepsAndComparisonsOfEveryMethodInEachLanguage)
{
    for (const MethodDesc& m : kProblem.methods)
        for (const std::string& input : test::accordionInputs())
            for (const CodeLanguage language : {CodeLanguage::Cpp, CodeLanguage::Python}) {
                const Estimate e = m.estimate(*kProblem.parse(input), language);
                EXPECT_EQ(e.unit, sb::accordion::Counters::Comparisons);
                const Played real = playWhole(std::string(m.id), input, language);
                EXPECT_EQ(e.steps, real.steps) << m.id << " on\n" << input;
                EXPECT_EQ(e.work, static_cast<std::uint64_t>(counter(real, sb::accordion::Counters::Comparisons))) << m.id << " on\n" << input;
            }
}
