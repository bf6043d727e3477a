// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/problemui.h"

#include "run/narrator.h"

#include <stdexcept>

namespace sb::ui {

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
