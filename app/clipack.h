// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clioptions.h"

#include <string>

namespace sb::cli {

/// Whether the problem given is a pack: a path to a folder, or a pack's name (pack::findPack), rather
/// than a built-in problem's id.
bool namesPack(const std::string& problem);

/// The methods of every pack found (pack::findPacks()), as `methods` lists a built-in problem's.
void listPacks();

/// `methods PACK` and `judge PACK`: the pack's methods and mistakes, or its solutions judged on its
/// tests, group by group. The pack's faults go to standard error, each with its file, line and column.
int packCommand(const Options& options);

/// `solve PACK` and `trace PACK` on `input`: a solution of the pack (--method, the first method without
/// it; --code python for its Python file) built and run in the sandbox with the pack's limits, its output
/// printed; or recorded line by line, as `trace --program` records a student's program.
int packRun(const Options& options, const std::string& input);

} // namespace sb::cli
