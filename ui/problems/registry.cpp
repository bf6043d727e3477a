// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/problemui.h"

#include <array>

namespace sb::ui {

// Each problem's folder defines its own; adding a problem adds one line to each list.
const ProblemUi& caroUi();
const ProblemUi& cardsUi();
const ProblemUi& accordionUi();
const ProblemUi& mayanUi();

std::span<const ProblemUi* const> problemUis() noexcept
{
    static const std::array<const ProblemUi*, 4> all = {&caroUi(), &cardsUi(), &accordionUi(), &mayanUi()};
    return all;
}

} // namespace sb::ui
