// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemui.h"

#include "run/narrator.h"

#include <array>
#include <stdexcept>

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

QString ProblemUi::inputError(const InputError& error) const
{
    return Narrator::inputError(error, isProblemMessage(error.message) ? inputMessage(error) : QString());
}

const ProblemUi& problemUi(std::string_view id)
{
    for (const ProblemUi* ui : problemUis())
        if (ui->id() == id)
            return *ui;
    throw std::logic_error("a problem without a window side: " + std::string(id));
}

} // namespace sb::ui
