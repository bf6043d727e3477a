// SPDX-License-Identifier: GPL-3.0-or-later
// Every line a listing runs is a step, in the order a debugger shows it: the engine's steps are
// checked against real runs of the listings (Python under sys.settrace, C++ under gdb's breakpoints or
// built with probes), line by line, frame depth by frame depth, and variable by variable. In C++ the
// recording with probes and no debugger (recorder/probes.h) is checked to give gdb's stops in gdb's
// frames with gdb's values: on the samples and a few random inputs in slow-lines, where gdb records
// them too; elsewhere the probes' recording is the real run.
#include "accordion/randomdeal.h"
#include "cards/randomtable.h"
#include "caro/caro.h"
#include "mayan/mayan.h"
#include "mayan/randomboard.h"
#include "core/listing.h"
#include "core/scope.h"
#include "core/variables.h"
#include "recorder.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using sb::test::ListingCase;
using sb::test::readFile;

namespace {

/// Which inputs a case runs on.
enum class Inputs {
    Samples,     ///< the samples (in C++, those gdb runs quickly enough for `scripts/dev lines` to run under it too)
    Random,      ///< 30 small random inputs
    MoreSamples, ///< (C++, under gdb) the samples left out of Samples: `scripts/dev lines`
};

struct LinesCase {
    ListingCase listing;
    Inputs inputs = Inputs::Samples;
    /// C++: every input recorded under gdb as well as with probes, and the two records compared.
    bool debugger = false;
};

/// How many of a C++ listing's random inputs gdb records too (gdb takes about a millisecond a line;
/// the probes' recording, a microsecond).
constexpr std::size_t kRandomUnderGdb = 3;

void PrintTo(const LinesCase& c, std::ostream* os)
{
    sb::test::PrintTo(c.listing, os);
    *os << (c.inputs == Inputs::Random ? " on random inputs" : c.inputs == Inputs::Samples ? " on the samples" : " on more samples")
        << (c.debugger ? " under gdb" : "");
}

/// Whether Samples runs this sample of the problem's in C++. gdb takes about a millisecond a line and a
/// build of the listing a second or two: Mayan's C++ listings run there on the two shortest samples
/// whole and on the statement's sample for its first lines, the accordion's on the first sample's
/// first lines; MoreSamples runs the others (every sample runs in Python in Samples).
bool quickInCpp(const sb::ProblemDesc& problem, const std::string& name, std::size_t index)
{
    if (problem.id == std::string_view("mayan"))
        return name == "chain" || name == "one-move" || name == "sample";
    if (problem.id == std::string_view("accordion"))
        return index == 0;
    return true;
}

/// The samples the real runs are compared on, in the order of their names; for a problem with no
/// samples among the resources (one of the tests' own), the tests of its judge's bank, in order.
std::vector<std::string> samples(const sb::ProblemDesc& problem, bool cpp, Inputs inputs)
{
    std::vector<std::pair<std::string, std::string>> all;
    const std::filesystem::path folder = sb::test::resources() / "samples" / problem.id;
    if (std::filesystem::is_directory(folder)) {
        for (const auto& entry : std::filesystem::directory_iterator(folder))
            if (entry.path().extension() == ".txt")
                all.emplace_back(entry.path().stem().string(), readFile(entry.path()));
    } else {
        for (const sb::BankSubtask& subtask : problem.bank().subtasks)
            for (const sb::BankTest& test : subtask.tests)
                all.emplace_back(std::to_string(all.size() + 100), test.input);
    }
    std::sort(all.begin(), all.end());
    std::vector<std::string> texts;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (!cpp || quickInCpp(problem, all[i].first, i) == (inputs == Inputs::Samples))
            texts.push_back(all[i].second);
    // The same text twice (the card game's sample.txt is its sample 2) is recorded once.
    std::sort(texts.begin(), texts.end());
    texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
    return texts;
}

/// Whether randomInputs() makes any for this problem.
bool hasRandomInputs(const sb::ProblemDesc& problem)
{
    for (const std::string_view id : {"caro", "cards", "accordion", "mayan"})
        if (problem.id == id)
            return true;
    return false;
}

std::vector<std::string> randomInputs(const sb::ProblemDesc& problem)
{
    std::vector<std::string> all;
    std::mt19937 rng(18);
    if (problem.id == std::string_view("caro"))
        for (int i = 0; i < 30; ++i)
            all.push_back(sb::test::randomCaro(rng, 4 + i % 4, 6 + i % 9)); // boards of 4 to 7, 6 to 14 moves
    if (problem.id == std::string_view("accordion"))
        for (int i = 0; i < 30; ++i)
            all.push_back(sb::accordion::randomDeals(1, false, rng()).value()); // one deck each: 52 cards
    if (problem.id == std::string_view("cards")) {
        // Tables of 1 to 3 rows and 2 to 6 columns needing 1 to 3 rounds.
        for (std::uint32_t seed = 1; all.size() < 30; ++seed) {
            sb::cards::RandomTableOptions o;
            o.n = 1 + static_cast<int>(seed % 3);
            o.m = 2 + 2 * static_cast<int>(seed / 3 % 3);
            o.rounds = 1 + static_cast<int>(seed / 9 % 3);
            o.seed = seed;
            if (const auto table = sb::cards::randomTable(o))
                all.push_back(*table);
        }
    }
    if (problem.id == std::string_view("mayan"))
        for (std::uint32_t i = 0; i < 30; ++i) {
            // One move on 3 to 6 random blocks (mostly no answer: every move is tried), or two moves
            // on a board built to be solvable in two (the search stops at the answer).
            if (i % 3 == 2)
                all.push_back(sb::mayan::format(2, sb::mayan::solvableBoard(2, 3, 40 + i).value()));
            else
                all.push_back(sb::mayan::format(1, sb::mayan::randomBoard(3 + static_cast<int>(i % 4), 3, 40 + i)));
        }
    return all;
}

/// How much of one input's run is compared: not at all, its first `stops` stops, or (0) the whole run.
struct Share {
    bool run = true;
    std::uint64_t stops = 0;
};

/// gdb takes about a millisecond a line. One accordion deck runs 5,000 to 15,000 lines: on the samples
/// (the `lines` label, which must stay quick) the C++ listings are compared on the first 1,500 stops of
/// the first sample (the reading, the deals and the first moves and compactions); in slow-lines on one
/// whole random game, and on the first 2,000 stops of the other random decks and of the other samples.
/// Mayan's searches are long line by line (the prune sample runs 52 million Python lines with the plain
/// search): a run of more than 6,000 lines in C++ (12,000 in Python) is compared on its first 1,000
/// (5,000) stops. `steps` gives the run's length, from the method's estimate. Every other run is
/// compared whole.
Share shareOf(const sb::ProblemDesc& problem, bool cpp, Inputs inputs, std::size_t n,
              const std::function<std::uint64_t()>& steps)
{
    if (problem.id == std::string_view("accordion") && cpp) {
        if (inputs == Inputs::Samples)
            return {n == 0, 1500};
        return {true, inputs == Inputs::Random && n < 1 ? 0u : 2000u};
    }
    if (problem.id == std::string_view("mayan")) {
        const std::uint64_t whole = cpp ? 6000 : 12000;
        return {true, steps() <= whole ? 0 : (cpp ? 1000u : 5000u)};
    }
    return {};
}

/// One stop of a run: the line about to run and how many of the listing's frames are on the stack.
struct Stop {
    int line;
    int depth;
    bool operator==(const Stop&) const = default;
};

struct EngineRun {
    std::vector<Stop> stops;
    /// After each step: the variables the watch panel shows (the innermost frame's and the file's),
    /// by their name in the listing.
    std::vector<std::vector<std::pair<std::string, std::int64_t>>> vars;
    /// After each step: the program's board variables as the window's board has them (name, text).
    std::vector<std::vector<std::pair<std::string, std::string>>> boards;
    std::vector<std::string> anchors;
    std::string output;
    bool repeats = false; ///< the run stopped on its proof that it never ends
};

EngineRun runEngine(const ListingCase& c, const sb::Listing& listing, const std::string& input, bool withVars,
                    std::uint64_t limit)
{
    EngineRun run;
    const sb::MethodDesc& method = *c.problem->method(c.method);
    const auto parsed = c.problem->parse(input);
    sb::Trace trace = method.trace(parsed, c.language);
    // As the watch panel shows them after a step: the frame the program stands in before the next
    // step runs (the callee's after a call, the caller's after a function's last line), then the file's.
    sb::Variables variables;
    std::vector<sb::CellValue> board =
        trace.board.empty() ? std::vector<sb::CellValue>(trace.boardCells, 0) : std::move(trace.board);
    const sb::ScopeRules scopes(*c.problem, listing);
    const auto shown = [&](int next, std::uint16_t standing) {
        if (c.problem->programBoard)
            run.boards.push_back(c.problem->programBoard(*parsed, c.method, board, c.language));
        auto& now = run.vars.emplace_back();
        const int frame = variables.frameBefore(next);
        const auto own = frame < 0 ? std::vector<std::pair<int, std::int32_t>>{}
                                   : scopes.shown(variables, frame, standing, variables.line(frame));
        for (const auto& values : {own, variables.inFrame(sb::kFileFrame)})
            for (const auto& [id, value] : values)
                now.emplace_back(sb::variableName(c.problem->variables[static_cast<std::size_t>(id)], c.language), value);
    };
    while (run.stops.size() < limit && trace.steps.next()) {
        const sb::Step& s = trace.steps.value();
        const std::string_view anchor = c.problem->anchors[s.anchor];
        run.stops.push_back({listing.lineOf(anchor), s.depth});
        run.anchors.emplace_back(anchor);
        if (!withVars)
            continue;
        if (run.stops.size() > 1)
            shown(s.depth, s.anchor); // what the step before left on screen
        variables.apply(s, nullptr);
        for (const auto& deltas : {s.deltas(), s.bulk})
            for (const sb::Delta& d : deltas)
                board[static_cast<std::size_t>(d.cell)] = d.after;
    }
    if (withVars && !run.stops.empty())
        shown(variables.depth(), variables.line(variables.depth()));
    run.output = trace.outcome->output;
    run.repeats = trace.outcome->repetition.has_value();
    return run;
}

std::string describe(const std::vector<Stop>& stops, std::size_t at, const sb::Listing& listing)
{
    std::ostringstream text;
    for (std::size_t i = at < 3 ? 0 : at - 3; i < std::min(stops.size(), at + 4); ++i) {
        const int line = stops[i].line;
        const std::string anchor = line >= 1 && line <= static_cast<int>(listing.lines.size())
                                       ? listing.lines[static_cast<std::size_t>(line - 1)].anchor
                                       : "?";
        text << (i == at ? "  > " : "    ") << "step " << i + 1 << ": line " << line << " (" << anchor << ") depth "
             << stops[i].depth << "\n";
    }
    return text.str();
}

/// Two values as the recorder writes them; a list that ends in `...` (the recorder's cut of a long
/// one, or a board's places the program never wrote) is the same when the other starts with its items.
bool sameList(std::string_view a, std::string_view b)
{
    const auto items = [](std::string_view list) {
        return list.ends_with(", ...]") ? list.substr(0, list.size() - 6)
                                        : list.ends_with("...]") ? list.substr(0, list.size() - 4) : list;
    };
    const std::string_view x = items(a), y = items(b);
    if (x.size() == a.size() && y.size() == b.size())
        return a == b;
    const std::string_view shorter = x.size() < y.size() ? x : y, longer = x.size() < y.size() ? b : a;
    if (!longer.starts_with(shorter))
        return false;
    // The shorter list's last item ends where one of the longer's does.
    const char after = longer.size() > shorter.size() ? longer[shorter.size()] : ']';
    return shorter == "[" || after == ',' || after == ']';
}

class ListingLines : public testing::TestWithParam<LinesCase> {};

} // namespace

/// Where two records of one stop differ, in a few words: the frames, the names in their order, or
/// the first value.
std::string firstDifference(const sb::rec::RecordedLine& probed, const sb::rec::RecordedLine& real)
{
    if (probed.frames != real.frames)
        return "frames " + testing::PrintToString(probed.frames) + ", the debugger's " + testing::PrintToString(real.frames);
    for (const auto kind : {&sb::rec::RecordedLine::locals, &sb::rec::RecordedLine::globals}) {
        std::vector<std::string> names, realNames;
        for (const auto& [name, value] : probed.*kind)
            names.push_back(name);
        for (const auto& [name, value] : real.*kind)
            realNames.push_back(name);
        if (names != realNames)
            return "names " + testing::PrintToString(names) + ", the debugger's " + testing::PrintToString(realNames);
        for (std::size_t i = 0; i < names.size(); ++i)
            if ((probed.*kind)[i].second != (real.*kind)[i].second)
                return names[i] + " is " + (probed.*kind)[i].second.substr(0, 200) + ", the debugger's " +
                       (real.*kind)[i].second.substr(0, 200);
    }
    return "nothing";
}

TEST_P(ListingLines, StepsAreTheLinesADebuggerStopsOnWithItsValues)
{
    const LinesCase& lc = GetParam();
    const ListingCase& c = lc.listing;
    const bool cpp = c.language == sb::CodeLanguage::Cpp;
    const std::filesystem::path file = sb::test::resources() / "listings" / c.problem->id /
                                       (std::string(c.problem->method(c.method)->listing) + (cpp ? ".cpp" : ".py"));
    const sb::Listing listing = sb::parseListing(readFile(file), c.language);
    sb::rec::RecordOptions options;
    options.python = STEPBOARD_PYTHON;
    options.cxx = STEPBOARD_CXX;
    options.timeLimitSeconds = 300;
    // Only the problem's variables are compared: the recorder reads no others (the boards, the input).
    for (const std::string_view v : c.problem->variables)
        options.onlyNames.push_back(sb::variableName(v, c.language));
    const auto inputs = lc.inputs == Inputs::Random ? randomInputs(*c.problem) : samples(*c.problem, cpp, lc.inputs);
    ASSERT_FALSE(inputs.empty());
    for (std::size_t n = 0; n < inputs.size(); ++n) {
        SCOPED_TRACE("input " + std::to_string(n + 1) + ":\n" + inputs[n]);
        // The values of the problem's variables at every line, on every input, in both languages.
        options.variables = true;
        const Share share = shareOf(*c.problem, cpp, lc.inputs, n, [&] {
            return c.problem->method(c.method)->estimate(*c.problem->parse(inputs[n]), c.language).steps;
        });
        if (!share.run)
            continue;
        EngineRun engine = runEngine(c, listing, inputs[n], options.variables, share.stops ? share.stops : UINT64_MAX);
        // The board's variables are recorded too when the problem says which they are.
        auto recordOptions = options;
        for (const auto& board : engine.boards)
            for (const auto& [name, text] : board)
                if (std::find(recordOptions.onlyNames.begin(), recordOptions.onlyNames.end(), name) ==
                    recordOptions.onlyNames.end())
                    recordOptions.onlyNames.push_back(name);
        // A program that never ends is compared up to the step that proves it: the real run goes on.
        recordOptions.lineLimit = engine.repeats ? engine.stops.size() : 400000;
        if (share.stops)
            recordOptions.lineLimit = std::min<std::uint64_t>(recordOptions.lineLimit, share.stops);
        // C++ with no debugger (a probe where each line starts): the same stops in the same frames, the
        // same values, and the record a student's program's recording writes (what changed at each
        // stop), byte for byte, on every input. On the samples every variable is recorded, as a
        // student's program is: the whole record is compared, not only the problem's variables.
        // Without gdb the probes' recording is the real run.
        const bool underGdb = cpp && (lc.debugger || (lc.inputs == Inputs::Random && n < kRandomUnderGdb));
        recordOptions.delta = underGdb;
        recordOptions.probes = cpp && !underGdb;
        if (cpp && lc.inputs != Inputs::Random)
            recordOptions.onlyNames.clear();
        const sb::rec::Recording real =
            sb::rec::record(file, cpp ? sb::rec::Language::Cpp : sb::rec::Language::Python, inputs[n], recordOptions);
        if (underGdb) {
            auto probeOptions = recordOptions;
            probeOptions.probes = true;
            const sb::rec::Recording probed = sb::rec::record(file, sb::rec::Language::Cpp, inputs[n], probeOptions);
            EXPECT_FALSE(real.delta.empty());
            EXPECT_EQ(sb::test::firstDifferentLine(probed.delta, real.delta), "")
                << "the probes' record of what changed differs from the debugger's";
            EXPECT_EQ(probed.end, real.end) << probed.error;
            EXPECT_EQ(sb::rec::lineSequence(probed), sb::rec::lineSequence(real));
            for (std::size_t i = 0; i < std::min(probed.lines.size(), real.lines.size()); ++i) {
                const auto& p = probed.lines[i];
                const auto& r = real.lines[i];
                const bool valuesDiffer = p.locals != r.locals || p.globals != r.globals;
                if (p.frames != r.frames || valuesDiffer) {
                    ADD_FAILURE() << "the probes' record differs from the debugger's at stop " << i + 1 << ", line "
                                  << r.line << ": " << firstDifference(p, r);
                    break;
                }
            }
            if (real.end == sb::rec::RecordEnd::Finished) {
                EXPECT_EQ(probed.output, real.output);
            }
        }
        const bool stoppedAtLimit = real.end == sb::rec::RecordEnd::Limit;
        ASSERT_TRUE(real.end == sb::rec::RecordEnd::Finished || (stoppedAtLimit && (share.stops || engine.repeats)))
            << real.error;
        if (engine.repeats) {
            ASSERT_TRUE(stoppedAtLimit) << "the method never ends, but its listing did";
        }
        if (real.end == sb::rec::RecordEnd::Finished || engine.repeats) {
            EXPECT_EQ(engine.output, real.output);
        }
        if (stoppedAtLimit && real.lines.size() < engine.stops.size())
            engine.stops.resize(real.lines.size()); // only the first stops were recorded
        std::vector<Stop> stops;
        for (const sb::rec::RecordedLine& l : real.lines)
            stops.push_back({l.line, l.depth()});
        const std::size_t common = std::min(stops.size(), engine.stops.size());
        const std::size_t first =
            std::mismatch(stops.begin(), stops.begin() + static_cast<std::ptrdiff_t>(common), engine.stops.begin()).first -
            stops.begin();
        if (first < common || stops.size() != engine.stops.size()) {
            ADD_FAILURE() << "the steps leave the real run at step " << first + 1 << " of " << stops.size()
                          << " (the engine has " << engine.stops.size() << ")\nreal run:\n"
                          << describe(stops, first, listing) << "engine:\n" << describe(engine.stops, first, listing);
            continue;
        }
        const std::vector<sb::LocalScope> scopes = sb::localScopes(listing);
        // After step i the program is at the debugger's stop i + 1, in that stop's frame: its values are those.
        for (std::size_t i = 0; options.variables && i + 1 < real.lines.size(); ++i) {
            // On a Python function's first line its locals are its parameters: the call line shows them.
            if (!cpp && stops[i + 1].depth > stops[i].depth)
                for (const auto& [name, text] : real.lines[i + 1].locals) {
                    const bool listed = std::any_of(c.problem->variables.begin(), c.problem->variables.end(),
                                                    [&](std::string_view v) { return sb::variableName(v, c.language) == name; });
                    const bool shown = std::any_of(engine.vars[i].begin(), engine.vars[i].end(),
                                                   [&](const auto& v) { return v.first == name; });
                    if (listed && !shown)
                        ADD_FAILURE() << "after step " << i + 1 << " (" << engine.anchors[i] << ") the program calls with "
                                      << name << " = " << text << " but the engine does not show it";
                }
            // Every number the program holds in a variable of the problem's, the engine shows too, but
            // for a C++ variable declared without a value before it is first set (its bytes are garbage).
            const int line = real.lines[i + 1].line;
            const auto listedVar = [&](const std::string& name) {
                return std::any_of(c.problem->variables.begin(), c.problem->variables.end(),
                                   [&](std::string_view v) { return sb::variableName(v, c.language) == name; });
            };
            const auto unset = [&](const std::string& name) {
                return std::any_of(scopes.begin(), scopes.end(), [&](const sb::LocalScope& s) {
                    return s.name == name && !s.initialized && s.declared < line && line <= s.last;
                });
            };
            for (const auto* group : {&real.lines[i + 1].locals, &real.lines[i + 1].globals})
                for (const auto& [name, text] : *group) {
                    if (!listedVar(name) || text.empty() || text.find_first_not_of("-0123456789") != std::string::npos)
                        continue;
                    const bool shownToo = std::any_of(engine.vars[i].begin(), engine.vars[i].end(),
                                                      [&](const auto& v) { return v.first == name; });
                    if (!shownToo && !unset(name)) {
                        ADD_FAILURE() << "after step " << i + 1 << " (" << engine.anchors[i] << ") the program has " << name
                                      << " = " << text << " but the engine does not show it";
                        i = real.lines.size();
                        break;
                    }
                }
            if (i >= real.lines.size())
                break;
            // The board: the window's, read as the program's own board variables.
            for (std::size_t b = 0; i < engine.boards.size() && b < engine.boards[i].size(); ++b) {
                const auto& [name, text] = engine.boards[i][b];
                const std::string_view real_ = real.lines[i + 1].value(name);
                if (!real_.empty() && !sameList(real_, text)) {
                    ADD_FAILURE() << "after step " << i + 1 << " (" << engine.anchors[i] << ") the program's " << name
                                  << " is\n" << real_ << "\nbut the board shows\n" << text;
                    i = real.lines.size();
                    break;
                }
            }
            if (i >= real.lines.size())
                break;
            for (const auto& [name, value] : engine.vars[i]) {
                const std::string_view shown = real.lines[i + 1].value(name);
                if (shown.empty()) {
                    ADD_FAILURE() << "after step " << i + 1 << " (" << engine.anchors[i] << ") the engine shows " << name
                                  << " = " << value << ", which the program does not have there";
                    i = real.lines.size();
                    break;
                }
                if (shown != std::to_string(value)) {
                    ADD_FAILURE() << "after step " << i + 1 << " (" << engine.anchors[i] << ") the program has " << name
                                  << " = " << shown << " but the engine shows " << value;
                    i = real.lines.size();
                    break;
                }
            }
        }
    }
}

namespace {

/// The cases on these inputs; `debugger`: the C++ listings alone, each input recorded under gdb too.
std::vector<LinesCase> cases(Inputs inputs, bool debugger = false)
{
    std::vector<LinesCase> all;
    for (const sb::ProblemDesc* problem : sb::problems()) {
        // Random inputs are made for the built-in problems only; every problem has samples.
        if (inputs == Inputs::Random && !hasRandomInputs(*problem))
            continue;
        for (const ListingCase& c : sb::test::listingCases(*problem)) {
            const bool cpp = c.language == sb::CodeLanguage::Cpp;
            if ((inputs == Inputs::MoreSamples || debugger) && (!cpp || samples(*problem, true, inputs).empty()))
                continue;
            all.push_back({c, inputs, debugger || inputs == Inputs::MoreSamples});
        }
    }
    return all;
}

std::string caseName(const testing::TestParamInfo<LinesCase>& info)
{
    return sb::test::listingCaseName(info.param.listing);
}

} // namespace

INSTANTIATE_TEST_SUITE_P(Samples, ListingLines, testing::ValuesIn(cases(Inputs::Samples)), caseName);
INSTANTIATE_TEST_SUITE_P(Debugger, ListingLines, testing::ValuesIn(cases(Inputs::Samples, true)), caseName);
INSTANTIATE_TEST_SUITE_P(Random, ListingLines, testing::ValuesIn(cases(Inputs::Random)), caseName);
INSTANTIATE_TEST_SUITE_P(MoreSamples, ListingLines, testing::ValuesIn(cases(Inputs::MoreSamples)), caseName);
