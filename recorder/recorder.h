// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// Real runs of programs, recorded line by line: Python under sys.settrace, C++ under gdb's
/// `step` on the program built with `g++ -O0 -g`. No Qt and no engine: it is the oracle the
/// listings are checked against, and it will step a student's own program.
namespace sb::rec {

enum class Language { Cpp, Python };

/// One stop of the debugger: the line about to run and what the program holds before it runs.
struct RecordedLine {
    int line = 0;                       ///< 1-based line of the program's file
    std::vector<std::string> frames;    ///< the program's own functions on the stack, outermost first
    std::vector<std::pair<std::string, std::string>> locals;  ///< the innermost frame's, as text
    std::vector<std::pair<std::string, std::string>> globals; ///< the program's file-level variables

    /// The value of `name` as text, looked up in the locals and then the globals; empty when absent.
    std::string_view value(std::string_view name) const noexcept;
    int depth() const noexcept { return static_cast<int>(frames.size()); }
};

enum class RecordEnd : std::uint8_t {
    Finished, ///< the program ended by itself
    Limit,    ///< the line limit was reached first
    Failed,   ///< the program, the compiler or the recorder failed: see `error`
};

struct Recording {
    std::vector<RecordedLine> lines;
    std::string output;   ///< what the program wrote on stdout
    RecordEnd end = RecordEnd::Failed;
    std::string error;    ///< why, when end is Failed
    /// With RecordOptions::delta: the record of what changed at each stop, as a student's program's
    /// recording writes it (gdbrecord.py's SB_DELTA=1), of the same run.
    std::string delta;
};

struct RecordOptions {
    std::uint64_t lineLimit = 1'000'000;
    bool variables = true;          ///< record the variables at every line (slower)
    /// With `variables`: only the variables of these names (none: every variable), which saves
    /// the recorder reading and writing the others (a board of a thousand cells at every line).
    std::vector<std::string> onlyNames;
    double timeLimitSeconds = 120;  ///< wall clock for the whole recording
    /// C++: walk with gdb's `step` itself instead of breakpoints at every line start (the same
    /// stops, but a loop written on one line takes a single step per instruction).
    bool gdbStep = false;
    /// C++: a breakpoint at every line start, those that could only repeat a stop too (what the
    /// recorder leaves out is checked against it).
    bool everyLineStart = false;
    /// C++: no debugger: the program built with a probe where each line starts (probes.h), which stops
    /// where the breakpoints stop at the program's own pace.
    bool probes = false;
    /// C++: the record of what changed at each stop too (Recording::delta), written by the same run.
    bool delta = false;
    std::string python = "python3";
    std::string cxx = "g++";
    std::string gdb = "gdb";
};

/// Records `program` (a .py or .cpp file) run on `input`.
Recording record(const std::filesystem::path& program, Language language, std::string_view input,
                 const RecordOptions& options = {});

/// Only the lines, as the debugger shows them (for comparing runs).
std::vector<int> lineSequence(const Recording& recording);

} // namespace sb::rec
