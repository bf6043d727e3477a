// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generator.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace {

sb::Generator<int> countTo(int n, int* started)
{
    ++*started;
    for (int i = 1; i <= n; ++i)
        co_yield i;
}

sb::Generator<int> throwsAfter(int n)
{
    for (int i = 1; i <= n; ++i)
        co_yield i;
    throw std::runtime_error("boom");
}

struct Big {
    std::vector<int> payload;
    int id = 0;
};

sb::Generator<Big> reusesOneObject(int n)
{
    Big big;
    big.payload.resize(1000);
    for (int i = 0; i < n; ++i) {
        big.id = i;
        co_yield big;
    }
}

} // namespace

TEST(Generator, DoesNothingUntilAskedForAValue)
{
    int started = 0;
    auto g = countTo(3, &started);
    EXPECT_EQ(started, 0);
    ASSERT_TRUE(g.next());
    EXPECT_EQ(started, 1);
    EXPECT_EQ(g.value(), 1);
}

TEST(Generator, YieldsEveryValueThenEnds)
{
    int started = 0;
    auto g = countTo(3, &started);
    std::vector<int> seen;
    for (const int v : g)
        seen.push_back(v);
    EXPECT_EQ(seen, (std::vector<int>{1, 2, 3}));
    EXPECT_FALSE(g.next());
    EXPECT_FALSE(g.next());
}

TEST(Generator, RethrowsTheCoroutinesExceptionToTheConsumer)
{
    auto g = throwsAfter(2);
    ASSERT_TRUE(g.next());
    ASSERT_TRUE(g.next());
    EXPECT_THROW(g.next(), std::runtime_error);
}

TEST(Generator, MovesOwnershipAndLeavesTheSourceEmpty)
{
    int started = 0;
    auto a = countTo(2, &started);
    ASSERT_TRUE(a.next());
    sb::Generator<int> b = std::move(a);
    EXPECT_FALSE(a.valid());
    EXPECT_FALSE(a.next());
    ASSERT_TRUE(b.next());
    EXPECT_EQ(b.value(), 2);
    static_assert(!std::is_copy_constructible_v<sb::Generator<int>>);
}

TEST(Generator, YieldsByAddressWithoutCopying)
{
    auto g = reusesOneObject(3);
    ASSERT_TRUE(g.next());
    const Big* first = &g.value();
    ASSERT_TRUE(g.next());
    EXPECT_EQ(&g.value(), first);
    EXPECT_EQ(g.value().id, 1);
}

TEST(Generator, DestroyingAnUnfinishedGeneratorIsClean)
{
    int started = 0;
    {
        auto g = countTo(1000, &started);
        g.next();
    }
    EXPECT_EQ(started, 1);
}

namespace {

/// A call tree of depth `depth`: each call yields its depth, its callees' values, then -depth.
sb::Generator<int> tree(int depth, int calls, int* alive)
{
    ++*alive;
    struct Leave {
        int* alive;
        ~Leave() { --*alive; }
    } leave{alive};
    int here = depth;
    co_yield here;
    for (int c = 0; depth > 0 && c < calls; ++c)
        co_yield sb::nested(tree(depth - 1, calls, alive));
    here = -depth;
    co_yield here;
}

std::vector<int> expectedTree(int depth, int calls)
{
    std::vector<int> out{depth};
    for (int c = 0; depth > 0 && c < calls; ++c)
        for (int v : expectedTree(depth - 1, calls))
            out.push_back(v);
    out.push_back(-depth);
    return out;
}

sb::Generator<int> nothing()
{
    co_return;
}

sb::Generator<int> around(sb::Generator<int> inner, bool* afterInner)
{
    int v = 100;
    co_yield v;
    co_yield sb::nested(std::move(inner));
    *afterInner = true;
    v = 200;
    co_yield v;
}

} // namespace

TEST(Generator, ANestedGeneratorYieldsItsValuesInPlaceAtAnyDepth)
{
    int alive = 0;
    std::vector<int> got;
    {
        auto g = tree(4, 2, &alive);
        while (g.next())
            got.push_back(g.value());
    }
    EXPECT_EQ(got, expectedTree(4, 2));
    EXPECT_EQ(alive, 0);
}

TEST(Generator, AnEmptyNestedGeneratorYieldsNothingAndTheOuterGoesOn)
{
    bool after = false;
    std::vector<int> got;
    auto g = around(nothing(), &after);
    while (g.next())
        got.push_back(g.value());
    EXPECT_EQ(got, (std::vector<int>{100, 200}));
    EXPECT_TRUE(after);
}

TEST(Generator, ANestedGeneratorsExceptionReachesTheConsumerThroughItsCallers)
{
    bool after = false;
    auto g = around(throwsAfter(2), &after);
    ASSERT_TRUE(g.next());
    EXPECT_EQ(g.value(), 100);
    ASSERT_TRUE(g.next());
    EXPECT_EQ(g.value(), 1);
    ASSERT_TRUE(g.next());
    EXPECT_EQ(g.value(), 2);
    EXPECT_THROW(g.next(), std::runtime_error);
    EXPECT_FALSE(after) << "the caller does not go on past the call that threw";
    EXPECT_FALSE(g.next());
}

TEST(Generator, DestroyingAGeneratorInsideNestedCallsDestroysEveryFrame)
{
    int alive = 0;
    {
        auto g = tree(5, 2, &alive);
        for (int i = 0; i < 7; ++i)
            ASSERT_TRUE(g.next());
        EXPECT_EQ(alive, 6) << "seven values in: five calls deep";
    }
    EXPECT_EQ(alive, 0);
}
