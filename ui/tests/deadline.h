// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <unistd.h>

namespace sb::ui::test {

/// Ends the test process (SIGALRM) if what runs while it lives waits for ever: a regression
/// fails the test instead of hanging ctest.
class Deadline {
public:
    explicit Deadline(unsigned seconds) { ::alarm(seconds); }
    ~Deadline() { ::alarm(0); }
    Deadline(const Deadline&) = delete;
    Deadline& operator=(const Deadline&) = delete;
};

} // namespace sb::ui::test
