// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/answer.h"
#include "core/judge.h"
#include "diagnostics.h"
#include "sandbox.h"
#include "trace.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// A student's own program, in C++ or Python: written into a folder of its own, built there (g++
/// with the contests' flags; Python's parser for a Python file), and run in the sandbox on an
/// input, each run in a folder of its own, its output judged against the reference's answer.
namespace sb::program {

enum class Language { Cpp, Python };

/// The language of a file by its extension (.cpp, .cc, .cxx or .py); nothing for any other.
std::optional<Language> languageOf(const std::filesystem::path& file);

/// How a recording goes: how far, and for how long.
struct TraceOptions {
    std::uint64_t stepLimit = 0;   ///< the most lines recorded; 0: the language's (kPythonSteps, kCppSteps)
    double cpuSeconds = 120;       ///< the recorder's and the program's CPU time together
    /// Asked about five times a second with the lines recorded so far; false stops the recording
    /// (the lines up to then are kept).
    std::function<bool(std::uint64_t steps)> keepGoing;
    /// C++: under gdb instead of with probes (a breakpoint where each line starts): the oracle the tests
    /// compare the probes with, at about a thousandth of their pace.
    bool debugger = false;
    /// Given: receives the record's text as the recorder wrote it (the tests compare two, byte for byte).
    std::string* record = nullptr;
    /// C++ with probes: the bytes the runtime's record may take (0: probed::kRecordBytes). Past them the
    /// recording ends at the last whole line, "the recording is full".
    std::uint64_t recordBytes = 0;
};

/// The lines a recording keeps by default: Python's tracer and C++'s probes run at hundreds of thousands
/// of lines a second, gdb at about a thousand.
inline constexpr std::uint64_t kPythonSteps = 2'000'000;
inline constexpr std::uint64_t kCppSteps = 2'000'000;
inline constexpr std::uint64_t kDebuggerSteps = 200'000;

/// What a recorded program may print before its recording stops.
inline constexpr std::uint64_t kTracedOutputBytes = 16ull << 20;

/// How a built program did on one input.
struct Run {
    box::RunResult result;
    TestResult test; ///< its verdict, with the English detail the command line prints and the start of its output
    std::optional<AnswerDifference> difference; ///< for a wrong answer: the first line that differs
};

/// The bytes of a program's output a judged test keeps for showing (a failed test's diff).
inline constexpr std::size_t kKeptOutputBytes = 64 * 1024;

class Program {
public:
    /// Writes `source` as `fileName` (a plain name, else main.cpp or main.py) into a folder of its
    /// own and builds it in the sandbox. The sandbox must be available (box::available()).
    static Program build(std::string_view source, Language language, std::string fileName = {});
    /// Only written, for trace() alone (a pack's solution, built when the pack was checked): no build for
    /// running, so a recording costs only the build with probes. A compile error is the recording's
    /// failure, with the compiler's words.
    static Program forStepping(std::string_view source, Language language, std::string fileName = {});

    /// Built: it may run. Not built: a compile error (CE), or the sandbox did not start it
    /// (then compileRun().outcome is NotStarted, with its error).
    bool built() const noexcept { return m_built; }
    Language language() const noexcept { return m_language; }
    /// The file's name in its folder, as the compiler's messages name it.
    const std::string& fileName() const noexcept { return m_fileName; }
    /// The compiler's run (for Python, the parser's): its stderr holds the messages.
    const box::RunResult& compileRun() const noexcept { return m_compile; }
    /// The compiler's messages on the program's lines, errors and warnings.
    const std::vector<Diagnostic>& diagnostics() const noexcept { return m_diagnostics; }

    /// Runs it on `input` in a folder of its own (runs side by side see nothing of each other)
    /// and judges its output against `expected`. Call only when built().
    Run run(const std::string& input, const std::string& expected, const box::Limits& limits) const;

    /// Records it line by line on `input`, in the sandbox: Python under sys.settrace, C++ built again
    /// from its -O0 -g assembly with a probe where each line starts (probetrace.h), or under gdb
    /// (TraceOptions::debugger). Call only when built(), or on a program made forStepping().
    Trace trace(const std::string& input, const TraceOptions& options = {}) const;

    /// The program's text, as it was built.
    const std::string& source() const noexcept { return m_source; }

    /// As a row of the judge's table, each test run with `limits`.
    OwnProgram asJudged(std::string name, const box::Limits& limits) const;

private:
    std::shared_ptr<box::WorkFolder> m_folder;
    Language m_language = Language::Cpp;
    std::string m_fileName;
    std::string m_source;
    std::string m_file; ///< what each run's folder gets: the binary, or the .py
    bool m_built = false;
    box::RunResult m_compile;
    std::vector<Diagnostic> m_diagnostics;
};

} // namespace sb::program
