// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/problemui.h"

#include <stdexcept>
#include <vector>

namespace sb::ui {

// Each problem's folder defines its own; adding a problem adds one line to each list.
const ProblemUi& caroUi();
const ProblemUi& cardsUi();
const ProblemUi& accordionUi();
const ProblemUi& mayanUi();

namespace {

std::vector<const ProblemUi*>& all()
{
    static std::vector<const ProblemUi*> list = {&caroUi(), &cardsUi(), &accordionUi(), &mayanUi()};
    return list;
}

} // namespace

std::span<const ProblemUi* const> problemUis() noexcept
{
    return all();
}

void registerProblemUi(const ProblemUi* ui)
{
    for (const ProblemUi* known : all())
        if (!ui || known->id() == ui->id())
            return;
    all().push_back(ui);
}

} // namespace sb::ui
