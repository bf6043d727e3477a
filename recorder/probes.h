// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

/// A C++ program recorded with no debugger in the loop: built from its own `g++ -O0 -g -S` assembly
/// with a probe where each line-table entry of its own file starts, a call into a small runtime
/// linked into it (probe_runtime.c) that notes where it stands and lets it run on. The line table and
/// the variables' places in the debug information are the compiler's own: a probe adds code between
/// the entries, never inside one, and the assembler works every address out again.
namespace sb::rec {

/// One probe: where a line-table entry of the program's own file starts.
struct ProbeSite {
    int line = 0;     ///< 1-based line of the program's file
    int function = 0; ///< index into ProbedAssembly::functions
};

struct ProbedAssembly {
    std::string text;                   ///< the assembly with its probes and their tables
    std::vector<ProbeSite> sites;       ///< by probe number
    std::vector<std::string> functions; ///< the functions the probes are in, by their assembly (mangled) names
    /// The frames' names (frameName()), each once: the runtime knows a frame by its name's number here.
    std::vector<std::string> frameNames;
    std::vector<int> frameOf; ///< by function: its frame name's number
};

/// Adds probes to `assembly` (what `g++ -O0 -g -S` wrote for `sourceName`, the file's name as the
/// compiler was given it): one at every line-table entry (`.loc`) of that file but a function's first,
/// which is its prologue (a debugger's breakpoint on a function stops after it). Each probe keeps the
/// flags, every register and the red zone below the stack pointer as they were, and calls
/// `__sb_probe` with its number. Tables for the runtime: `__sb_site_count`, and by probe number
/// `__sb_site_address` (where the probe's entry starts), `__sb_site_line` and `__sb_site_function`; by
/// function, `__sb_function_frame` (ProbedAssembly::frameOf) and `__sb_function_name`.
ProbedAssembly addProbes(std::string_view assembly, std::string_view sourceName);

/// Writes the probes' runtime (the entry the probes call, and the C code behind it) into `folder`, and
/// gives what to add to g++'s arguments, before the probed assembly, to build it in: its files with
/// the flags they need, and -no-pie (addresses as linked: those the debug information gives). The
/// files are named as g++ finds them: in `seenAs` (empty: in the folder g++ runs in).
std::vector<std::string> writeProbeRuntime(const std::filesystem::path& folder, const std::filesystem::path& seenAs = {});

/// A function's name as a debugger names its frame, from its assembly name: demangled, without its
/// parameters ("_Z10someoneWonRKSt6vectorIcSaIcEEix" is "someoneWon"; a C name stays as it is).
std::string frameName(const std::string& mangled);

} // namespace sb::rec
