// SPDX-License-Identifier: GPL-3.0-or-later
// The window side of the tests' own fifth problem, added in each test program built with this file.
#include "run/problemui.h"
#include "problems/rowmax/rowmaxui.h"

namespace {
const bool kRegistered = (sb::ui::registerProblemUi(&sb::ui::rowmaxUi()), true);
} // namespace
