// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "generator.h"
#include "inputerror.h"
#include "step.h"
#include "programboard.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace sb {

/// A parsed, validated input of one problem. Each problem derives its own.
struct ProblemInput {
    virtual ~ProblemInput() = default;
};

/// Why a run stopped before printing its answer.
enum class StopReason : std::uint8_t { None, TooSlow, NeverEnds };

/// A proof that a run never ends: moment `moment` (a round, in the problem's own terms) starts from
/// the same state as moment `sameAs` did, and nothing the method reads differs, so it repeats forever.
struct Repetition {
    std::int64_t moment = 0;
    std::int64_t sameAs = 0;
    std::uint64_t step = 0;       ///< the 1-based number of the step that says so
    std::uint64_t sameAsStep = 0; ///< the step that started moment `sameAs`: where the loop begins
};

/// What a method prints, filled in by its step generator when it ends. A
/// generator that finds it never ends fills in `repetition` instead and stops.
struct Outcome {
    std::string output;
    bool finished = false;
    std::optional<Repetition> repetition;
};

/// How the flat cell indices of a board map to rows and columns:
/// cell (r, c) is r * stride + c, for r in [firstRow, firstRow + rows).
struct BoardShape {
    int rows = 0;
    int cols = 0;
    int stride = 0;
    int firstRow = 0;
    int firstCol = 0;
    std::int64_t cellCount() const noexcept { return static_cast<std::int64_t>(stride) * (firstRow + rows + 1); }
};

/// A running method: its steps, the board they start from, and its outcome.
struct Trace {
    Generator<Step> steps;
    std::shared_ptr<const Outcome> outcome;
    std::size_t boardCells = 0;       ///< cells of the board the steps' deltas index
    std::vector<CellValue> board;     ///< the board before the first step; empty when every cell starts at 0
};

/// The judge answer of a fast run, or why there is none: the run gave up
/// after its work budget (TooSlow), or proved it never ends (NeverEnds).
struct SolveResult {
    std::string output;
    StopReason stop = StopReason::None;
    std::optional<Repetition> repetition; ///< set when stop is NeverEnds
    bool stopped() const noexcept { return stop != StopReason::None; }
};

/// What a whole run of a method costs on an input, from the method's cost formula and the input.
struct Estimate {
    std::uint64_t steps = 0;              ///< line-level steps the trace yields to its end
    std::uint64_t work = 0;               ///< the same run in the cost unit
    Counter unit{}; ///< one of the problem's counters
};

enum class MethodRole : std::uint8_t { Correct, Wrong };

/// One test of a problem's built-in judge bank: a name for people and the input text.
struct BankTest {
    std::string name;
    std::string input;
};

/// A bank test from a generator that can come back empty-handed. A bank is fixed, so an empty
/// hand is a mistake in the bank itself, said with the test's name.
inline BankTest generatedTest(std::string name, std::optional<std::string> input)
{
    if (!input)
        throw std::logic_error("test bank: the generator made no input for " + name);
    return {std::move(name), std::move(*input)};
}

/// A group of tests scored together, as the problem's editorial divides them.
struct BankSubtask {
    std::string name;
    double weight = 0; ///< points out of 100
    std::vector<BankTest> tests;
};

/// How a subtask's points are earned.
enum class Scoring : std::uint8_t {
    PerTest,     ///< weight x passed / total: each test counts on its own
    AllOrNothing ///< the weight only when every test passes
};

/// A problem's judge bank, built deterministically when first asked for.
struct TestBank {
    std::vector<BankSubtask> subtasks;
    Scoring scoring = Scoring::PerTest;
    /// How much work (in the unit of the methods' estimates) the judge's reference
    /// machine does in one second: a time limit of S seconds is a work budget of
    /// S x workPerSecond.
    std::uint64_t workPerSecond = 0;
};

/// What a method did in one moment, for people: a stable name with its numbers
/// (for a window to word in its language) and a plain English sentence (for the command line).
struct MomentNote {
    std::string_view what;
    std::vector<std::int64_t> args;
    std::string text;
};

/// One moment of a run (a Caro move, a card round, an accordion card move, a Mayan search node).
struct MomentRecord {
    std::int64_t moment = 0;              ///< 1-based, in the problem's own unit
    std::uint64_t step = 0;               ///< the step to show for it (1-based)
    std::vector<std::int64_t> signature;  ///< equal for two methods that did the same in this moment
    MomentNote note;
};

/// Cuts one run's steps into moments. A step that counts the problem's moment counter opens a
/// new moment; the problem's reader collects what each moment did and says how it compares.
class MomentReader {
public:
    virtual ~MomentReader() = default;
    /// Reads the step numbered `number` (1-based), once its board changes are in `board`.
    /// Returns the moment this step closed, if it closed one.
    virtual std::optional<MomentRecord> read(const Step& step, std::uint64_t number, std::span<const CellValue> board) = 0;
    /// The run has ended after `steps` steps: the moment still open, if any.
    virtual std::optional<MomentRecord> end(std::uint64_t steps, const Outcome& outcome) = 0;
};

struct MethodDesc {
    std::string_view id;
    MethodRole role;
    std::string_view listing; ///< file stem under resources/listings/<problem>/
    /// The steps of the listing in `language`: every line it runs, in the order a debugger shows them.
    Trace (*traceIn)(std::shared_ptr<const ProblemInput> input, CodeLanguage language);
    /// The judge answer without steps. `workBudget` bounds the work (in the
    /// problem's counter unit) of methods that may run for hours.
    SolveResult (*solve)(const ProblemInput& input, std::uint64_t workBudget);
    /// The cost of the whole trace, computed without running it (fast even
    /// where the method itself would take hours). For a method that never
    /// ends, the steps up to and including the one that says it repeats.
    Estimate (*estimateIn)(const ProblemInput& input, CodeLanguage language);

    Trace trace(std::shared_ptr<const ProblemInput> input, CodeLanguage language = CodeLanguage::Cpp) const
    {
        return traceIn(std::move(input), language);
    }
    Estimate estimate(const ProblemInput& input, CodeLanguage language = CodeLanguage::Cpp) const
    {
        return estimateIn(input, language);
    }
};

/// How lesson files of format 1 counted a problem whose steps have changed since: then a step
/// was a line that carried an anchor, and only those. A format-1 step number is the number of
/// today's steps on the anchors that were steps then, and a breakpoint's line is read from the
/// listing of then.
struct LegacySteps {
    /// Whether a step on `anchor` (today's id) was a step in format 1.
    bool (*wasStep)(std::uint16_t anchor);
    /// Today's anchor for the line that carried an anchor on 1-based `line` of the method's
    /// listing `listing` in `language`, in format 1; -1 when that line carried none.
    int (*anchorAtLine)(std::string_view listing, CodeLanguage language, int line);
    /// Whether `step` was a step in format 1, for a problem where the anchor alone cannot tell (a
    /// line that is a step twice today, on a call and back from it); nullptr: wasStep(step.anchor).
    bool (*wasStepOf)(const Step& step) = nullptr;
};

/// A line that carried an anchor in a format-1 listing, with today's anchor for it.
template <typename Anchor>
struct LegacyMark {
    std::string_view listing; ///< the method's listing
    bool python;
    int line; ///< 1-based, in the listing of then
    Anchor anchor;
};

/// LegacySteps::anchorAtLine read from a problem's table of the marks of then.
template <typename Anchor, std::size_t N>
int legacyAnchorAt(const LegacyMark<Anchor> (&marks)[N], std::string_view listing, CodeLanguage language,
                   int line) noexcept
{
    const bool python = language == CodeLanguage::Python;
    for (const LegacyMark<Anchor>& m : marks)
        if (m.line == line && m.python == python && m.listing == listing)
            return static_cast<int>(m.anchor);
    return -1;
}

/// How a problem reads its board from a student's program (core/programboard.h).
struct ProgramBoardReader {
    /// The names a board goes by, the likeliest first ("b", "board").
    std::span<const std::string_view> names;
    /// The choice `value` would be read with, from its shape and what it holds (the variable left
    /// empty); nullopt when it cannot hold this problem's board for `input`.
    std::optional<BoardChoice> (*fit)(const ProblemInput& input, const ProgramValue& value);
    /// The board `value` holds as `choice` lays it out, or why it cannot be read; `inputRead` is the
    /// part of the input the program has read so far.
    std::variant<ProgramBoard, BoardMisfit> (*read)(const ProblemInput& input, const BoardChoice& choice,
                                                    const ProgramValue& value, std::string_view inputRead);
    /// Beside the reference: how far a program has got in the problem's own units (moves read,
    /// cards read and then one more once it prints, decks answered...), from the part of the input
    /// it has read and what it has printed.
    std::uint64_t (*unitsDone)(std::string_view inputRead, std::string_view output) = nullptr;
    /// Whether a step of a built-in method begins one of those units (a stone placed, a card read,
    /// a deck begun): beside a program that has done u units, the method stands on its last step
    /// before the (u+1)-th such step, or at its end when there is none.
    bool (*beginsUnit)(const Step& step) = nullptr;
    /// The units the program's own board shows done (Caro: the stones on it), where the board can
    /// tell; nullptr where it cannot. Beside the reference a program stands at the fewer of the two:
    /// one that reads the whole input at once has read every move from its first line, its board
    /// says how many it has played.
    std::uint64_t (*unitsOnBoard)(const ProgramBoard& board) = nullptr;
    /// The step a change of the program's board stands for in the problem's own terms, made as the
    /// built-in method's step that does it is made, so the board marks it alike (Caro: the stone
    /// placed, ringed, with r, c and q set); false where the change is none of the problem's (more than
    /// one stone, a stone taken away). `before` and `after`: the cells before and after the line that
    /// ran, as `read` gives them. nullptr: a program's board is drawn without marks.
    bool (*stepOfChange)(const ProblemInput& input, std::span<const CellValue> before,
                         std::span<const CellValue> after, Step& step) = nullptr;
};

class ByteSource;

/// What the fuzz checks (engine/fuzz) need of a problem's inputs, beside parse().
struct FuzzInputs {
    /// The input in one canonical text form (the samples' layout): equal inputs, equal texts.
    std::string (*format)(const ProblemInput& input);
    /// A valid input made from the choices of `src`, small enough for thousands of runs a second.
    std::string (*makeSmall)(ByteSource& src);
    /// Whether a parsed input is small enough to walk a player through its first steps in a fuzz run.
    bool (*small)(const ProblemInput& input);
};

struct ProblemDesc {
    std::string_view id;
    std::span<const MethodDesc> methods;
    std::span<const std::string_view> anchors;    ///< anchor id -> marker name in the listings
    std::span<const std::string_view> variables;  ///< variable id -> name in the listings
    std::span<const std::string_view> narrations; ///< narration id -> stable name
    /// The problem's event kinds: eventKind(i) -> stable name ("place", "dfs-enter"), as `trace` writes it.
    std::span<const std::string_view> eventKinds;
    /// The problem's work counters: Counter id -> stable name ("cells-looked"), as `stats` writes it.
    /// At most kCounterCount.
    std::span<const std::string_view> counters;
    /// The problem's own input messages: problemMessage(i) -> its name and where it points.
    std::span<const MessageDesc> messages;
    /// Parses and validates a whole input; throws InputError.
    std::shared_ptr<const ProblemInput> (*parse)(std::string_view text);
    /// One of the problem's own input messages in English, as the command line prints it.
    std::string (*describeMessage)(const InputError& error);
    BoardShape (*shape)(const ProblemInput& input);
    /// The counter that tells where a run stands in the problem's own terms
    /// (moves played in Caro): switching method lands on the same value.
    Counter moment;
    /// The kind of step the timeline marks (a stone placed in Caro).
    StepKind momentKind;
    /// What the moment is called in the command line's English sentences: "move", "round".
    std::string_view momentWord;
    /// The judge's tests for this problem (built once, on the first call).
    const TestBank& (*bank)() = nullptr;
    /// A reader that cuts a run of one of this problem's methods into moments, for `diverge`.
    std::unique_ptr<MomentReader> (*momentReader)(const ProblemInput& input) = nullptr;
    /// The correct method a wrong one is compared with by default, when that is not the
    /// reference (a wrong search built on the plain one); empty: the reference.
    std::string_view divergeBasis = {};
    /// How format-1 lessons numbered this problem's steps, when they differ from today's; nullptr: the same.
    const LegacySteps* legacy = nullptr;
    /// The variables of `method`'s listing that hold the board, with their values as the real-run
    /// recorder writes them (`[[2, 1, 0], [0, 0, 0]]`), read off the board the window draws for
    /// `input`: what the real-run check compares with the program's. A list that ends in `...`
    /// gives only the first items (the rest of the array is not the program's: never written);
    /// a variable the board cannot tell is left out. nullptr: none to compare.
    std::vector<std::pair<std::string, std::string>> (*programBoard)(const ProblemInput& input,
                                                                     std::string_view method,
                                                                     std::span<const CellValue> board,
                                                                     CodeLanguage language) = nullptr;
    /// How a student's own program's board is read off its variables; nullptr: it is not.
    const ProgramBoardReader* programBoardReader = nullptr;
    /// How the fuzz checks make and write this problem's inputs; nullptr: it is not fuzzed.
    const FuzzInputs* fuzzInputs = nullptr;

    /// Every kind a step of this problem can have: the shared ones, then its events.
    int kindCount() const noexcept { return kFirstEventKind + static_cast<int>(eventKinds.size()); }
    /// The stable name of a kind ("line", "compare", or one of the problem's events).
    std::string_view kindName(StepKind kind) const noexcept
    {
        static constexpr std::string_view shared[kFirstEventKind] = {"line", "look", "compare"};
        const int k = static_cast<int>(kind);
        if (k < kFirstEventKind)
            return shared[k];
        const auto i = static_cast<std::size_t>(k - kFirstEventKind);
        return i < eventKinds.size() ? eventKinds[i] : std::string_view{};
    }
    std::string_view counterName(Counter counter) const noexcept
    {
        const auto i = static_cast<std::size_t>(counter);
        return i < counters.size() ? counters[i] : std::string_view{};
    }

    /// The stable name of an input message, a shared one or one of the problem's own.
    std::string_view messageName(InputMessage message) const noexcept
    {
        if (!isProblemMessage(message))
            return sb::messageName(message);
        const auto i = static_cast<std::size_t>(static_cast<int>(message) - kFirstProblemMessage);
        return i < messages.size() ? messages[i].name : std::string_view{};
    }
    /// Where an error of `message` stands in the text.
    MessagePlace messagePlace(InputMessage message) const noexcept
    {
        const auto i = static_cast<std::size_t>(static_cast<int>(message) - kFirstProblemMessage);
        return isProblemMessage(message) && i < messages.size() ? messages[i].place : MessagePlace::Word;
    }

    const MethodDesc* method(std::string_view methodId) const noexcept
    {
        for (const MethodDesc& m : methods)
            if (m.id == methodId)
                return &m;
        return nullptr;
    }

    /// The method used when none is named: the last correct one, the fastest.
    const MethodDesc* reference() const noexcept
    {
        const MethodDesc* best = nullptr;
        for (const MethodDesc& m : methods)
            if (m.role == MethodRole::Correct)
                best = &m;
        return best;
    }
};

/// Every problem StepBoard knows, in menu order: the built-in ones, then those registered.
std::span<const ProblemDesc* const> problems() noexcept;
const ProblemDesc* findProblem(std::string_view id) noexcept;
/// Adds a problem after the built-in ones (a problem of the tests' own), before anything asks
/// for problems(): a span already handed out does not see it. A problem whose id is already
/// known is not added again.
void registerProblem(const ProblemDesc* problem);

inline constexpr std::uint64_t kDefaultWorkBudget = 4'000'000'000ULL;

/// Today's step for step `oldStep` of a format-1 lesson: the step at which as many steps on the
/// anchors of then have run, in the steps of `language`. The same number when the problem has
/// no LegacySteps; the last step if the run ends first.
std::uint64_t stepFromFormat1(const ProblemDesc& problem, const MethodDesc& method,
                              std::shared_ptr<const ProblemInput> input, CodeLanguage language, std::uint64_t oldStep,
                              std::uint64_t stepCap);

} // namespace sb
