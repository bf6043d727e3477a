// SPDX-License-Identifier: GPL-3.0-or-later
// The listings shown beside the board are real programs: they compile, run,
// print what the engine prints, and run each anchored line exactly as often
// as the engine steps on it (gcov, Python's trace module); every line they run
// carries a step.
#include "accordion_inputs.h"
#include "cards/cards.h"
#include "cards/randomtable.h"
#include "caro/caro.h"
#include "mayan_inputs.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

using sb::test::ListingCase;
using sb::test::readFile;

namespace {

std::vector<ListingCase> allCases()
{
    std::vector<ListingCase> cases;
    for (const sb::ProblemDesc* p : sb::problems())
        for (const ListingCase& c : sb::test::listingCases(*p))
            cases.push_back(c);
    return cases;
}

/// Caro inputs the listings must agree on: the sample, the traps' own cases
/// and random games small enough for the whole-board scan in Python.
std::vector<std::string> caroInputs()
{
    std::vector<std::string> all = {
        readFile(sb::test::resources() / "samples/caro/sample.txt"),
        "7 9\n1 1\n7 1\n1 2\n7 3\n1 4\n7 5\n1 5\n7 7\n1 3\n",
        "7 11\n2 1\n7 1\n2 2\n7 3\n2 3\n7 5\n2 5\n7 7\n2 6\n5 1\n2 4\n",
        "7 9\n1 5\n7 7\n2 4\n7 5\n3 3\n7 3\n4 2\n7 1\n5 1\n",
        "4 16\n1 1\n1 2\n1 3\n1 4\n2 1\n2 2\n2 3\n2 4\n3 1\n3 2\n3 3\n3 4\n4 1\n4 2\n4 3\n4 4\n",
    };
    std::mt19937 rng(11);
    for (int i = 0; i < 6; ++i)
        all.push_back(sb::test::randomCaro(rng, 6 + i, 20 + 6 * i));
    return all;
}

/// Card inputs: the samples, the editorial's self-tests and random tables
/// needing one to five rounds.
std::vector<std::string> cardsInputs()
{
    std::vector<std::string> all;
    for (const char* name : {"sample-1", "sample-2", "self-test-1", "self-test-2", "self-test-3", "self-test-4"})
        all.push_back(readFile(sb::test::resources() / "samples/cards" / (std::string(name) + ".txt")));
    for (int rounds = 1; rounds <= 5; ++rounds) {
        sb::cards::RandomTableOptions o;
        o.n = 4;
        o.m = 10;
        o.rounds = rounds;
        o.seed = static_cast<std::uint32_t>(rounds * 7);
        all.push_back(sb::cards::randomTable(o).value());
    }
    return all;
}

std::vector<std::string> inputs(const sb::ProblemDesc& problem)
{
    if (problem.id == "accordion")
        return sb::test::accordionInputs();
    if (problem.id == "mayan")
        return sb::test::mayanInputs();
    return problem.id == "caro" ? caroInputs() : cardsInputs();
}

class Listing : public testing::TestWithParam<ListingCase> {};

} // namespace

TEST_P(Listing, EveryAnchorIsOneTheEngineKnows)
{
    sb::test::expectAnchorsTheEngineKnows(GetParam());
}

TEST_P(Listing, CodeIsTheSameInEveryCommentLanguage)
{
    sb::test::expectSameCodeInEveryCommentLanguage(GetParam());
}

TEST_P(Listing, PrintsTheEngineAnswerAndRunsEachAnchoredLineAsOftenAsTheEngineSteps)
{
    sb::test::expectEngineAnswerAndStepCounts(GetParam(), inputs(*GetParam().problem));
}

TEST_P(Listing, NamesEveryVariableTheEngineChanges)
{
    sb::test::expectEveryChangedVariableNamed(GetParam(), inputs(*GetParam().problem));
}

INSTANTIATE_TEST_SUITE_P(AllMethods, Listing, testing::ValuesIn(allCases()),
                         [](const testing::TestParamInfo<ListingCase>& info) { return sb::test::listingCaseName(info.param); });
