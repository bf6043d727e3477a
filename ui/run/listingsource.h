// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/listing.h"
#include "core/problem.h"

#include <cstdint>
#include <map>

namespace sb::ui {

/// The listing of `method` in `language`, as the app carries it (resources/listings); empty if missing.
Listing builtInListing(const ProblemDesc& problem, const MethodDesc& method, CodeLanguage language);

} // namespace sb::ui
