// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/inputerror.h"

#include <string>

namespace sb {

/// The English sentence for an input error, as the command line prints it.
std::string describe(const InputError& error);

} // namespace sb
