// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

/// The folders teachers' judges keep a problem in, turned into a pack: Themis's (a folder a test, each
/// holding <TASK>.INP and <TASK>.OUT) and CMS's (task.yaml, input/inputN.txt, output/outputN.txt, the
/// subtasks in task.yaml or as "# ST:" lines of gen/GEN). Every text is read in the encoding it was
/// written in (textencoding.h) and written in UTF-8 with LF; nothing is written outside the pack's folder.
namespace sb::pack {

/// The layouts an import knows by their files.
enum class Layout {
    Themis, ///< a folder a test, each with <TASK>.INP (or .IN) and <TASK>.OUT (or .ANS, .OK)
    Cms,    ///< task.yaml with input/ and output/
};

/// Something an import says of what it found: what it left out, or could not read.
struct ImportNote {
    enum class Kind {
        NoAnswer,     ///< a test without its answer: left out (file: the input)
        NotText,      ///< a file that cannot be read as text: left out (detail: why, textencoding's describe())
        Link,         ///< a symbolic link: not followed, left out
        EmptyGroup,   ///< a subtask that names no test that is there (detail: its number): left out
        BadTaskYaml,  ///< task.yaml cannot be read whole (detail: yaml-cpp's words): what it says is not used
    };
    Kind kind = Kind::NoAnswer;
    std::string file; ///< relative to the source folder
    std::string detail;
};

/// How much an import may read: past these it is refused, nothing left behind.
struct ImportLimits {
    std::uint64_t bytes = 2ull << 30; ///< every file read together
    std::uint64_t files = 20000;
};

/// What an import did: the layout it found, the pack it wrote, what it says; or why it wrote nothing.
struct Imported {
    std::optional<Layout> layout;
    std::optional<std::filesystem::path> folder;
    std::string name;       ///< the problem's name, as the pack has it
    std::size_t groups = 0; ///< the secret groups written (1 where the tests are not grouped)
    std::size_t tests = 0;  ///< the secret tests written
    std::size_t samples = 0; ///< the samples written (the first test, or CMS's public ones, again)
    std::vector<ImportNote> notes;
    /// Why nothing was written, where nothing was.
    enum class Refusal {
        NotAProblem,    ///< no layout an import knows
        NotEmpty,       ///< the pack's folder is there, and not empty
        NoTests,        ///< no test with its answer
        TooLarge,       ///< more than the limits
    };
    std::optional<Refusal> refusal;
    std::optional<std::string> refused; ///< the same in English (the command line's)
};

/// The layout `source` is in, by its files; nullopt where it is none that an import knows.
std::optional<Layout> recognise(const std::filesystem::path& source);

/// Writes the problem in `source` as a pack in `destination` (made; refused where it is there and not
/// empty): problem.yaml (its name, scoring where its tests are scored, its limits), its tests in
/// data/sample (the first test, or CMS's public ones) and data/secret (a folder a subtask, with its
/// score), its statements (CMS's statement.pdf, kept as it is, in `language`).
Imported importProblem(const std::filesystem::path& source, const std::filesystem::path& destination,
                       const std::string& language = "en", const ImportLimits& limits = {});

/// A folder among the user's own packs (pack::packFolders()'s first) for a problem imported from `source`:
/// named after its folder, and not there yet ("tong", else "tong-2", ...).
std::filesystem::path freshPackFolder(const std::filesystem::path& source);

/// The name of a layout ("Themis", "CMS"), and a note in English (the command line's).
std::string layoutName(Layout layout);
std::string describe(const ImportNote& note);

} // namespace sb::pack
