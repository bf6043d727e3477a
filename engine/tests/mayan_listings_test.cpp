// SPDX-License-Identifier: GPL-3.0-or-later
// The Mayan listings pass the same checks as every registered problem's listings
// (listings_test.cpp). Mayan is not registered yet, so listings_test does not reach it;
// once it is, listings_test runs these checks too and this file can be deleted.
#include "mayan/mayan.h"
#include "mayan_inputs.h"
#include "testsupport.h"

#include <gtest/gtest.h>

using sb::test::ListingCase;

namespace {

class MayanListing : public testing::TestWithParam<ListingCase> {};

} // namespace

TEST_P(MayanListing, EveryAnchorIsOneTheEngineKnows)
{
    sb::test::expectAnchorsTheEngineKnows(GetParam());
}

TEST_P(MayanListing, CodeIsTheSameInEveryCommentLanguage)
{
    sb::test::expectSameCodeInEveryCommentLanguage(GetParam());
}

TEST_P(MayanListing, PrintsTheEngineAnswerAndRunsEachAnchoredLineAsOftenAsTheEngineSteps)
{
    sb::test::expectEngineAnswerAndStepCounts(GetParam(), sb::test::mayanInputs());
}

TEST_P(MayanListing, NamesEveryVariableTheEngineChanges)
{
    sb::test::expectEveryChangedVariableNamed(GetParam(), sb::test::mayanInputs());
}

INSTANTIATE_TEST_SUITE_P(AllMethods, MayanListing, testing::ValuesIn(sb::test::listingCases(sb::mayan::kProblem)),
                         [](const testing::TestParamInfo<ListingCase>& info) { return sb::test::listingCaseName(info.param); });
