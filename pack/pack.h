// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ownprogram.h"

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

/// A problem pack: a problem package in the Kattis / ICPC problem package format (problem.yaml, the
/// statements, data/sample and data/secret with their groups, submissions/ by verdict) and StepBoard's
/// own stepboard.yaml (which solution is which method or classic mistake, its words, the board, what a
/// move is). Reading a pack reads files only: nothing of it is built or run here. A pack that is wrong
/// somewhere is read as far as it can be, and every fault is kept with its file, line and column.
namespace sb::pack {

/// The languages a pack's words may be given in, as the window names them.
inline constexpr const char* kLanguages[] = {"en", "zh_TW", "zh_CN", "vi"};

/// A language code as a package writes it ("zh-TW", "zh-Hant", "zh_CN", "zh", "vi", "en") in the
/// window's form ("zh_TW"); empty for a language the window has no words in.
std::string windowLanguage(std::string_view code);

/// Where in the pack something is: a file relative to its folder, and a 1-based line and column
/// (0 where the file has none to give).
struct Place {
    std::string file;
    int line = 0;
    int column = 0;
    bool operator==(const Place&) const = default;
};

/// What is wrong with a pack, or was left aside. `args` are the message's words in its order.
struct Fault {
    enum class Kind {
        NoFolder,          ///< args: the path: not a folder
        MissingFile,       ///< a file the format needs is not there (problem.yaml)
        UnreadableFile,    ///< the file cannot be read
        YamlSyntax,        ///< args: the parser's words
        NotAMap,           ///< the file or the key's value should be a map of keys
        UnknownKey,        ///< args: the key (left aside)
        WrongType,         ///< args: the key, what it should be ("a number", "a string", "a list")
        BadValue,          ///< args: the key, the value, what it may be
        UnknownType,       ///< args: the problem's type (interactive, multi-pass...): judged as pass-fail
        NoName,            ///< problem.yaml gives no name
        NoSecretData,      ///< data/secret is missing or holds no test
        TestsBesideGroups, ///< args: a test's name: data/secret holds tests and groups both
        EmptyGroup,        ///< args: the group: it holds no test
        MissingAnswer,     ///< args: the test's name: its .in has no .ans
        AnswerWithoutInput, ///< args: the answer's name: a .ans with no .in (left aside)
        UnknownLanguage,   ///< args: the file: a submission in a language StepBoard does not run (left aside)
        NoSolution,        ///< args: the file stepboard.yaml names: no such submission
        NoSolutions,       ///< the pack has no accepted C++ or Python solution
        MethodTwice,       ///< args: the method, the file: one method has two files of one language
        MistakeTwice,      ///< args: the id, the file
        NeitherMethodNorMistake, ///< args: the file: stepboard.yaml says neither method nor wrong
        AcceptedMistake,   ///< args: the file: a solution in accepted/ named as a mistake
        RejectedMethod,    ///< args: the file: a wrong solution (not accepted/ nor time_limit_exceeded/) named as a method
        CommentVariantMissing, ///< args: the language, the file named
        CommentVariantDiffers, ///< args: the language, the file, the 1-based line where its code is not the solution's
        NoBoardVariable,   ///< the board names no variable
        NoMoment,          ///< args: the file: a move by a line, and this solution names none
        // Found by running the pack (check()), not by reading it:
        DoesNotBuild,      ///< args: the file, the compiler's first error: at its line in the file
        FailsSample,       ///< args: the file, the sample, its verdict (a method or a wrong solution that should pass)
        BoardNotFound,     ///< args: the variable, the file: no line of the first sample's run holds it
        BoardNotDrawn,     ///< args: the variable, the file: it is there, but never as the board is laid out
    };
    Kind kind;
    Place place;
    std::vector<std::string> args;
    /// False: the pack opens and this part is left aside; true: it cannot be stepped or judged as it is.
    bool severe = false;
};

/// The faults in English, one line each, "file:line:column: words", as the command line says them.
std::string describe(const Fault& fault);

/// One test: its name (the path under data/ without the extension: "secret/group1/01-small") and
/// its files, relative to the pack.
struct TestCase {
    std::string name;
    std::string input;
    std::string answer; ///< empty where it is missing (a fault says so)
};

/// How a group's score comes from its tests' (or its groups').
enum class Aggregation { PassFail, Sum, Min };

/// A group of tests: data/sample, data/secret, or one of data/secret's groups.
struct TestGroup {
    std::string name; ///< "sample", "secret", "secret/group1"
    std::vector<TestCase> tests;
    /// Its score when every test passes; nullopt: none (samples, a pass-fail problem).
    std::optional<double> maxScore;
    Aggregation aggregation = Aggregation::PassFail;
    std::vector<std::string> requirePass; ///< groups that must pass first ("sample", "secret/group1")
};

/// The language a solution is written in: a student's program's.
using Language = program::Language;

/// The code of each line of `text`, its comments and the blanks that end it taken away: C++'s // and
/// /* */, Python's #, none inside a string or a character. A comment variant of a solution must have
/// the same code on every line, so that the recorded lines are the variant's lines too.
std::vector<std::string> codeLines(std::string_view text, Language language);

/// What a submission is expected to do, by its folder under submissions/.
enum class Expected { Accepted, WrongAnswer, TimeLimitExceeded, RunTimeError, Rejected };

/// A solution of the pack: a file under submissions/, and what stepboard.yaml says of it.
struct Solution {
    std::string file; ///< relative to the pack: "submissions/accepted/bfs.cpp"
    Language language = Language::Cpp;
    Expected expected = Expected::Accepted;
    /// Its method number (1, 2, 3, in the order a lesson shows them); nullopt for a mistake or one not named.
    std::optional<int> method;
    /// Its classic mistake's id ("marks-late"); empty for a method.
    std::string mistake;
    /// What it does (a method) or why it fails (a mistake), by window language.
    std::map<std::string, std::string> says;
    /// The board's variable where it names it otherwise than the board's own.
    std::string boardVariable;
    Place boardPlace; ///< where stepboard.yaml names it
    /// stepboard.yaml says `board: none`: it keeps no board (a plain recursion beside the tables).
    bool noBoard = false;
    /// The line that makes a move, where a move is a line (Moment::Line).
    std::optional<int> momentLine;
    /// The same code with its comments in another language: by window language, the file.
    std::map<std::string, std::string> commentVariants;
};

/// How the board is drawn from a solution's variable.
struct Board {
    enum class Shape { Grid, Row, Piles, Table };
    enum class Drawing { Numbers, Characters, Colours };
    /// A value's colour and its words in the legend, by window language.
    struct Colour {
        std::string colour; ///< "#1f77b4"
        std::map<std::string, std::string> says;
    };
    std::string variable;
    Place place; ///< where stepboard.yaml names the variable
    Shape shape = Shape::Grid;
    Drawing drawing = Drawing::Numbers;
    std::map<std::string, Colour> colours; ///< by the value as the program holds it ("1", "#")
    int first = 0;            ///< the index of the first row and column: 0 or 1
    bool fromBottom = false;  ///< the first row is drawn at the bottom
    /// The variables that say the cell the program looks at (row, then column; a row board: one).
    std::vector<std::string> look;
};

/// What a move is: the moment by which runs are aligned and compared.
enum class Moment { InputRead, OutputWritten, Line };

/// The size of a test's input, along the axis of G's growth over the pack's tests: the product of some
/// of its numbers (its whitespace-separated words, counted from 1), or, with none named, its bytes.
struct InputSize {
    std::vector<int> numbers; ///< 1-based positions; empty: the bytes
    std::string name;         ///< what the product is called on the axis ("n × W"); empty: none given
};

/// A pack as read.
struct Pack {
    std::filesystem::path root;
    std::string formatVersion; ///< "2023-07", "legacy", ...
    std::map<std::string, std::string> names; ///< by window language; others by their own code
    bool scoring = false;
    double timeLimit = 1.0;       ///< seconds a test
    int memoryMiB = 2048;
    int outputMiB = 8;
    /// The statements found, by window language (others by their own code): files relative to the pack.
    std::map<std::string, std::string> statements;
    /// data/sample first, then data/secret (or each of its groups, in order).
    std::vector<TestGroup> groups;
    std::vector<Solution> solutions; ///< in the order of their files
    bool hasStepboardFile = false;   ///< stepboard.yaml was there
    std::optional<Board> board;
    Moment moment = Moment::InputRead;
    InputSize size;
    std::vector<Fault> faults;

    /// The solutions of method `method`, C++ first.
    std::vector<const Solution*> method(int method) const;
    /// The methods named, ascending.
    std::vector<int> methods() const;
    /// The mistakes named, in the order of their files.
    std::vector<const Solution*> mistakes() const;
    /// The methods in their order (C++ first), then the mistakes, then the rest, each in the order of its files.
    std::vector<const Solution*> inOrder() const;
    /// Every test of the pack, samples first.
    std::vector<const TestCase*> tests() const;
    /// Whether any fault is severe.
    bool broken() const;
    /// The size of `input` as `size` measures it; 0 where a number it names is not there, or is no
    /// positive number.
    double sizeOf(std::string_view input) const;
};

/// Reads the pack in `folder`.
Pack read(const std::filesystem::path& folder);

/// Where packs are found, the user's own first: $XDG_DATA_HOME/StepBoard/problems (else
/// ~/.local/share/StepBoard/problems), then stepboard/problems in each of $XDG_DATA_DIRS (else
/// /usr/local/share and /usr/share).
std::vector<std::filesystem::path> packFolders();

/// The packs found there: each folder that holds a problem.yaml or a stepboard.yaml, by its name; of
/// two with one name, the first folder's. Sorted by name.
std::vector<std::filesystem::path> findPacks();

/// `name` as a pack: a path to one (a folder, or an archive, unpacked: packarchive.h), or the name of one
/// found (findPacks()); nothing else. Why an archive was refused goes to `why`.
std::optional<std::filesystem::path> findPack(std::string_view name, std::string* why = nullptr);

} // namespace sb::pack
