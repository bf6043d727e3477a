// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "debuginfo.h"
#include "probes.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

/// A program built with probes records its variables as bytes (probe_format.h): which bytes each one
/// needs is planned here from the program's debug information, and the bytes are turned back into the
/// text the debugger recorder writes (gdbrecord.py's `text()`), record for record.
namespace sb::rec {

/// One variable a probe site shows, as the plan gives it to the runtime.
struct PlannedVariable {
    std::string name;
    program::debug::TypeId type = program::debug::kNoType; ///< a reference's: what it refers to
    bool reference = false; ///< its place holds the address of its value
};

/// What the runtime of a program built with probes reads at each stop, and what the recorder needs to
/// say it again as text.
struct ProbePlan {
    std::vector<std::uint32_t> words;                     ///< the plan file (probe_format.h)
    std::vector<int> siteLine;                            ///< by probe number
    std::vector<std::vector<PlannedVariable>> variables;  ///< by probe number, in the debugger's order
    std::vector<PlannedVariable> globals;                 ///< in the debugger's order
    std::vector<std::string> frameNames;                  ///< by the runtime's frame name number
    std::vector<program::debug::Type> types;

    /// The file the runtime reads (SB_PROBE_PLAN).
    std::string file() const;
};

/// The plan of `probed` (its sites, by probe number), built as `info` says: each site's variables in
/// scope where it stands, the globals, and how to read each one's bytes. Only the variables named in
/// `onlyNames` (none: all).
ProbePlan makeProbePlan(const program::debug::DebugInfo& info, const ProbedAssembly& probed,
                        const std::vector<std::string>& onlyNames = {});

/// The record the runtime wrote (its header and its events) as the debugger recorder writes its own:
/// the records of what changed at each stop (gdbrecord.py's SB_DELTA=1: F, L, V, X, W, G, I, O) when
/// `delta`, else every stop with all its variables (L, V, G). How the program ended is not in it but
/// where the runtime stopped it (E limit, E error output N). `outputCap` is the cap said there.
std::string probeRecordText(std::string_view record, const ProbePlan& plan, bool delta, std::uint64_t outputCap = 0);

/// The record the runtime wrote at `path` (SB_PROBE_RECORD): its header and the events it says it wrote.
/// Only those: the rest of the mapping is never read (it costs nothing on disk, but a quarter of a
/// gigabyte to read).
std::string readProbeRecord(const std::filesystem::path& path);

/// How a run with probes ended, as the last line of its record says it in gdbrecord.py's words: nothing
/// when `text` (probeRecordText's) ends with the runtime's own end (the line limit, the output's); else
/// killed by `signal` (not 0), or ended with `exitCode`.
std::string probeRecordEnd(std::string_view text, int signal, int exitCode);

/// A double as Python's repr() writes it ("0.1", "1e+16", "1.0", "inf"): how the debugger recorder
/// writes floating-point values.
std::string pythonRepr(double value);

} // namespace sb::rec
