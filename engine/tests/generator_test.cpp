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
