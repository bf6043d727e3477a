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

/// `methods PACK`, `judge PACK` and `check PACK`: the pack's methods and mistakes, its solutions judged on
/// its tests group by group, or the pack run to find what reading it cannot. The pack's faults go to
/// standard error, each with its file, line and column.
int packCommand(const Options& options);

/// `solve`, `trace`, `stats`, `diverge` and `run` with a pack, on `input`: a solution of the pack (--method,
/// the first method without it; --code python for its Python file) built and run in the sandbox with the
/// pack's limits, its output printed; recorded line by line, as `trace --program` records a student's
/// program; its lines and moves; the first move where it and another differ; or a student's program
/// judged against the pack's reference.
int packRun(const Options& options, const std::string& input);

/// `import SRC DEST`: the problem in SRC (a folder, or an archive of one) written as a pack in DEST, what
/// was found said on standard output, what was left out on standard error; exit 2 where nothing was written.
int importCommand(const Options& options);

} // namespace sb::cli
