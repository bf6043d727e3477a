// SPDX-License-Identifier: GPL-3.0-or-later
// Every test process compiles programs with the precompiled header and links the probes' runtime kept in
// one folder of the build, as the app keeps them in the user's cache: made once by the first test that needs
// them (in the background, as the app makes them), found by the others. A test of the cache sets its own.
#include "headers.h"

#include <gtest/gtest.h>

namespace {

/// Set as the tests start (RUN_ALL_TESTS), after every static object of the program's library is made.
class TestCache : public testing::Environment {
public:
    void SetUp() override { sb::program::setHeaderCache(STEPBOARD_TEST_CACHE "/headers"); }
};

[[maybe_unused]] testing::Environment* const kTestCache = testing::AddGlobalTestEnvironment(new TestCache);

} // namespace
