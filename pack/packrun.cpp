// SPDX-License-Identifier: GPL-3.0-or-later
#include "packrun.h"

#include "judging.h"
#include "packjudge.h"
#include "process.h"
#include "sandbox.h"

#include "core/loglog.h"

#include <algorithm>

namespace sb::pack {

program::Trace record(const Pack& pack, const Solution& solution, const std::string& input, std::uint64_t stepLimit)
{
    program::TraceOptions options;
    options.stepLimit = stepLimit;
    return record(pack, solution, input, options, nullptr);
}

program::Trace record(const Pack& pack, const Solution& solution, const std::string& input,
                      const program::TraceOptions& options, const program::RunCache* cache)
{
    // A run kept before is read back without building the solution again.
    if (cache && !options.record && !options.debugger) {
        const std::string key = program::RunCache::keyOf(rec::readWhole(pack.root / solution.file), solution.language,
                                                          input, options.stepLimit);
        if (std::optional<program::Trace> kept = cache->find(key))
            return std::move(*kept);
    }
    // Only the build with probes: the pack's check built it for running already.
    const program::Program program = program::Program::forStepping(
        rec::readWhole(pack.root / solution.file), solution.language, std::filesystem::path(solution.file).filename().string());
    program::Trace trace = program::traceCached(program, input, options, cache);
    if (trace.end() == program::Trace::End::Failed && trace.empty())
        trace.setEnd(program::Trace::End::Failed, solution.file + " could not be recorded:\n" + trace.error());
    return trace;
}

program::Trace recordStoppable(const Pack& pack, const Solution& solution, const std::string& input,
                               const std::string& cacheFolder, const std::atomic<bool>* stop, std::uint64_t stepLimit)
{
    std::optional<program::RunCache> cache;
    if (!cacheFolder.empty())
        cache.emplace(cacheFolder);
    program::TraceOptions options;
    options.stepLimit = stepLimit;
    if (stop)
        options.keepGoing = [stop](std::uint64_t) { return !stop->load(); };
    return record(pack, solution, input, options, cache ? &*cache : nullptr);
}

const Solution* reference(const Pack& pack, Language language)
{
    const std::vector<int> methods = pack.methods();
    const Solution* found = nullptr;
    for (auto m = methods.rbegin(); m != methods.rend() && !found; ++m)
        for (const Solution* s : pack.method(*m))
            if (s->expected == Expected::Accepted && (!found || (found->language != language && s->language == language)))
                found = s;
    if (!found)
        for (const Solution& s : pack.solutions)
            if (s.expected == Expected::Accepted && !found)
                found = &s;
    return found;
}

std::optional<std::string> answerOf(const Pack& pack, const Solution& solution, const std::string& input,
                                    std::string* why)
{
    const program::Prepared prepared = prepare(pack, solution);
    if (!prepared.built()) {
        if (why)
            *why = solution.file + " does not build: " + buildError(prepared);
        return std::nullopt;
    }
    const program::Run run = prepared.program->run(input, {}, limitsOf(pack));
    if (run.result.outcome != box::Outcome::Exited || run.result.exitCode != 0) {
        if (why)
            *why = solution.file + ": " + std::string(verdictName(run.test.verdict)) +
                   (run.test.detail.empty() ? "" : ": " + run.test.detail);
        return std::nullopt;
    }
    return run.result.out;
}

std::vector<TestWork> workOnTests(const Pack& pack, const Solution& solution, std::uint64_t limit,
                                  const std::function<bool(const TestWork&)>& each, std::string* why)
{
    const program::LineCounter counter(rec::readWhole(pack.root / solution.file), solution.language,
                                       std::filesystem::path(solution.file).filename().string());
    if (!counter.error().empty()) {
        if (why)
            *why = solution.file + " does not build: " + counter.error();
        return {};
    }
    std::vector<TestWork> work;
    for (const TestCase* test : pack.tests()) {
        const std::string input = rec::readWhole(pack.root / test->input);
        // Counting slows it (Python's tracer most): the time allowed is the recorder's, not the judge's.
        work.push_back({test, input.size(), pack.sizeOf(input), counter.count(input, limit, 20)});
        if (each && !each(work.back()))
            break;
    }
    return work;
}

std::optional<double> growthSlope(const std::vector<TestWork>& work)
{
    std::vector<std::pair<double, double>> points;
    for (const TestWork& w : work)
        if (!w.count.failed && !w.count.cut)
            points.emplace_back(w.size, double(w.count.lines));
    return logLogSlope(points);
}

std::string boardVariable(const Pack& pack, const Solution& solution)
{
    if (solution.noBoard)
        return {};
    if (!solution.boardVariable.empty())
        return solution.boardVariable;
    return pack.board ? pack.board->variable : std::string();
}

namespace {

/// The board of `solution` in `state`, or why not (Missing where the variable is not there, or where the
/// pack or the solution has no board).
std::optional<PackCells> boardIn(const Pack& pack, const Solution& solution, const program::TraceState& state,
                                 PackMisfit* why)
{
    const std::string variable = boardVariable(pack, solution);
    const std::string* text = pack.board && !variable.empty() ? state.anywhere(variable) : nullptr;
    if (!text) {
        if (why)
            *why = PackMisfit{};
        return std::nullopt;
    }
    return readBoard(*pack.board, *text, why);
}

} // namespace

std::optional<PackCells> boardAt(const Pack& pack, const Solution& solution, const program::Trace& trace,
                                 std::size_t step, PackMisfit* why)
{
    if (trace.empty()) {
        if (why)
            *why = PackMisfit{};
        return std::nullopt;
    }
    return boardIn(pack, solution, trace.state(step), why);
}

PackPicture pictureAt(const Pack& pack, const Solution& solution, const program::Trace& trace, std::size_t step)
{
    PackPicture picture;
    if (trace.empty())
        return picture;
    // Each position's state is rebuilt once: the board and the cell looked at are read off the same one.
    const program::TraceState state = trace.state(step);
    picture.cells = boardIn(pack, solution, state, &picture.misfit);
    if (!picture.cells)
        return picture;
    if (step > 0) {
        const std::optional<PackCells> before = boardAt(pack, solution, trace, step - 1);
        if (before && before->rows == picture.cells->rows && before->cols == picture.cells->cols) {
            picture.changed.resize(picture.cells->cells.size());
            for (std::size_t i = 0; i < picture.changed.size(); ++i)
                picture.changed[i] = before->cells[i] != picture.cells->cells[i];
        }
    }
    if (!pack.board->look.empty()) {
        std::vector<std::optional<std::string>> values;
        for (const std::string& name : pack.board->look) {
            const std::string* value = state.anywhere(name);
            values.push_back(value ? std::optional(*value) : std::nullopt);
        }
        picture.looked = lookedAt(*pack.board, *picture.cells, values);
    }
    return picture;
}

namespace {

/// Whether the line that runs to `step` read more of the input (Moment::InputRead) or printed more
/// (OutputWritten): a move of a pack that counts those.
bool readOrPrinted(Moment moment, const program::Trace& trace, std::size_t step)
{
    return moment == Moment::InputRead ? trace.inputTaken(step) > trace.inputTaken(step - 1)
                                       : trace.outputWritten(step) > trace.outputWritten(step - 1);
}

} // namespace

std::vector<PackMove> movesAt(const Pack& pack, const Solution& solution, const program::Trace& trace,
                              const std::vector<std::size_t>& steps)
{
    std::vector<PackMove> out;
    for (const std::size_t step : steps)
        out.push_back({step, boardAt(pack, solution, trace, step), trace.outputWritten(step)});
    return out;
}

std::vector<PackMove> moves(const Pack& pack, const Solution& solution, const program::Trace& trace)
{
    std::vector<std::size_t> steps;
    if (trace.empty())
        return {};
    for (std::size_t step = 1; step < trace.positions(); ++step) {
        const bool moved = pack.moment == Moment::Line
                               ? solution.momentLine && trace.line(step - 1) == *solution.momentLine
                               : readOrPrinted(pack.moment, trace, step);
        if (moved)
            steps.push_back(step);
    }
    return movesAt(pack, solution, trace, steps);
}

std::vector<std::size_t> sharedUnitEnds(const Pack& pack, const Solution& solution, const program::Trace& trace)
{
    std::vector<std::size_t> ends;
    if (pack.moment != Moment::Line) {
        for (std::size_t step = 1; step < trace.positions(); ++step)
            if (readOrPrinted(pack.moment, trace, step))
                ends.push_back(step);
        return ends;
    }
    // The lines that set the board's variable, of which those that changed what the board shows.
    const std::string variable = boardVariable(pack, solution);
    if (variable.empty())
        return ends;
    std::optional<PackCells> before;
    std::size_t beforeAt = 0;
    for (const std::size_t step : trace.changesOf(variable)) {
        if (step == 0 || step >= trace.positions())
            continue;
        if (beforeAt != step - 1 || !before)
            before = boardAt(pack, solution, trace, step - 1);
        std::optional<PackCells> after = boardAt(pack, solution, trace, step);
        if (before && after && (before->rows != after->rows || before->cols != after->cols || before->cells != after->cells))
            ends.push_back(step);
        before = std::move(after);
        beforeAt = step;
    }
    return ends;
}

std::optional<PackDivergence> diverge(const program::Trace& run, const std::vector<PackMove>& runMoves,
                                      const program::Trace& against, const std::vector<PackMove>& againstMoves,
                                      bool sameBoard)
{
    const auto printed = [](const program::Trace& t, std::uint32_t bytes) {
        return std::string_view(t.output).substr(0, std::min<std::size_t>(bytes, t.output.size()));
    };
    const std::size_t both = std::min(runMoves.size(), againstMoves.size());
    for (std::size_t i = 0; i < both; ++i) {
        const PackMove& a = runMoves[i];
        const PackMove& b = againstMoves[i];
        if (sameBoard && a.board && b.board && a.board->rows == b.board->rows && a.board->cols == b.board->cols &&
            a.board->cells != b.board->cells)
            return PackDivergence{PackDivergence::What::Board, i + 1, a.step, b.step};
        if (printed(run, a.output) != printed(against, b.output))
            return PackDivergence{PackDivergence::What::Output, i + 1, a.step, b.step};
    }
    const auto last = [](const program::Trace& t) { return t.positions() ? t.positions() - 1 : 0; };
    if (run.output != against.output)
        return PackDivergence{PackDivergence::What::Output, both + 1, last(run), last(against)};
    return std::nullopt;
}

} // namespace sb::pack
