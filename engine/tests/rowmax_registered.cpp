// SPDX-License-Identifier: GPL-3.0-or-later
// The tests' own fifth problem, added to the built-in ones in each test program built with this file.
#include "rowmax/rowmax.h"

namespace {
const bool kRegistered = (sb::registerProblem(&sb::rowmax::kProblem), true);
} // namespace
