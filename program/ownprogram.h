// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/answer.h"
#include "core/judge.h"
#include "diagnostics.h"
#include "sandbox.h"

#include <filesystem>
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

    /// As a row of the judge's table, each test run with `limits`.
    OwnProgram asJudged(std::string name, const box::Limits& limits) const;

private:
    std::shared_ptr<box::WorkFolder> m_folder;
    Language m_language = Language::Cpp;
    std::string m_fileName;
    std::string m_file; ///< what each run's folder gets: the binary, or the .py
    bool m_built = false;
    box::RunResult m_compile;
    std::vector<Diagnostic> m_diagnostics;
};

} // namespace sb::program
