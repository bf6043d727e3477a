// SPDX-License-Identifier: GPL-3.0-or-later
// Every test process compiles programs with the precompiled header and links the probes' runtime where the
// app keeps them (the user's cache; as root, /var/cache/stepboard): made once, in the background as the app
// makes them, by the first test or run of the app that needs them, and found by the others. They are named
// by the compiler and what they hold, so no two builds share one that differs. A test of the cache sets its own.
#include "headers.h"

#include <gtest/gtest.h>

namespace {

/// Set as the tests start (RUN_ALL_TESTS), after every static object of the program's library is made.
class TestCache : public testing::Environment {
public:
    void SetUp() override { sb::program::setHeaderCache(sb::program::defaultHeaderCache()); }
};

[[maybe_unused]] testing::Environment* const kTestCache = testing::AddGlobalTestEnvironment(new TestCache);

} // namespace
