// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace sb::ui {

class ProblemUi;

/// The window side of the tests' fifth problem, for sb::ui::registerProblemUi().
const ProblemUi& rowmaxUi();

} // namespace sb::ui
