// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/inputerror.h"
#include "core/problem.h"

#include <string>

namespace sb {

/// The English sentence for an input error of `problem`'s input, as the command line prints it.
std::string describe(const ProblemDesc& problem, const InputError& error);

} // namespace sb
