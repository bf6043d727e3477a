// SPDX-License-Identifier: GPL-3.0-or-later
// What the sandbox costs: starting and ending a program in it, compiling a solution, and a plain
// Caro solution judged on the whole bank (the program's own CPU time against the wall time).
#include "headers.h"
#include "ownprogram.h"
#include "recorder.h"
#include "sandbox.h"
#include "tracerun.h"

#include "core/problem.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

/// Precompiles <bits/stdc++.h> into `cache` and has programs built with it, as the app does once it has
/// started; false, with the benchmark skipped, when it cannot be built.
bool usePrecompiledHeaders(benchmark::State& state, const fs::path& cache)
{
    fs::permissions(cache, fs::perms::owner_all | fs::perms::others_exec); // run as root: nobody reads it
    std::string why;
    if (!sb::program::buildHeaders(cache, &why)) {
        state.SkipWithError(why.c_str());
        return false;
    }
    sb::program::setHeaderCache(cache);
    return true;
}

/// Caro's method 3 listing, copied into `work` as main.cpp.
void copySolution(const fs::path& work)
{
    fs::copy_file(fs::path(STEPBOARD_RESOURCES_DIR) / "listings" / "caro" / "count-outwards.cpp", work / "main.cpp",
                  fs::copy_options::overwrite_existing);
}

void BM_SandboxStartsAndEndsAProgram(benchmark::State& state)
{
    const sb::box::WorkFolder work;
    sb::box::RunSpec spec;
    spec.argv = {"/usr/bin/true"};
    spec.work = work.path();
    for (auto _ : state) {
        const sb::box::RunResult r = sb::box::run(spec);
        if (!r.ok())
            state.SkipWithError(("the sandbox did not run true: " + r.error + r.err).c_str());
    }
}
BENCHMARK(BM_SandboxStartsAndEndsAProgram)->Unit(benchmark::kMillisecond);

void BM_CompileACaroSolution(benchmark::State& state)
{
    const sb::box::WorkFolder work;
    copySolution(work.path());
    for (auto _ : state) {
        const sb::box::RunResult r = sb::box::compileCpp(work.path());
        if (!r.ok())
            state.SkipWithError(r.err.c_str());
    }
}
BENCHMARK(BM_CompileACaroSolution)->Unit(benchmark::kMillisecond)->Iterations(3);

/// As a student's program is built once <bits/stdc++.h> is precompiled (built here first, in a
/// folder of its own; its own build time in a counter).
void BM_CompileACaroSolutionWithThePrecompiledHeader(benchmark::State& state)
{
    const sb::box::WorkFolder work, cache;
    copySolution(work.path());
    const auto start = std::chrono::steady_clock::now();
    if (!usePrecompiledHeaders(state, cache.path()))
        return;
    state.counters["header_build_s"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const fs::path headers = sb::program::readyHeaders();
    for (auto _ : state) {
        const sb::box::RunResult r = sb::box::compileCpp(work.path(), "main.cpp", "main", headers);
        if (!r.ok())
            state.SkipWithError(r.err.c_str());
    }
    sb::program::setHeaderCache({});
}
BENCHMARK(BM_CompileACaroSolutionWithThePrecompiledHeader)->Unit(benchmark::kMillisecond)->Iterations(3);

/// The bank's 30 tests one after the other: the wall time per bank, and in counters the sum of
/// the program's own CPU time and the sandbox's share of the wall time over it.
void BM_CaroSolutionOnTheWholeBank(benchmark::State& state)
{
    const sb::box::WorkFolder work;
    copySolution(work.path());
    if (!sb::box::compileCpp(work.path()).ok()) {
        state.SkipWithError("the solution did not compile");
        return;
    }
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    std::vector<std::string> inputs;
    for (const sb::BankSubtask& s : caro.bank().subtasks)
        for (const sb::BankTest& t : s.tests)
            inputs.push_back(t.input);
    double cpu = 0, wall = 0;
    for (auto _ : state) {
        for (const std::string& input : inputs) {
            sb::box::RunSpec spec;
            spec.argv = {"./main"};
            spec.input = input;
            spec.work = work.path();
            const sb::box::RunResult r = sb::box::run(spec);
            if (!r.ok()) {
                state.SkipWithError("a test failed to run");
                return;
            }
            cpu += r.cpuSeconds;
            wall += r.wallSeconds;
        }
    }
    state.counters["tests"] = static_cast<double>(inputs.size());
    state.counters["program_cpu_s"] = benchmark::Counter(cpu, benchmark::Counter::kAvgIterations);
    state.counters["wall_s"] = benchmark::Counter(wall, benchmark::Counter::kAvgIterations);
    state.counters["wall_over_cpu"] = cpu > 0 ? wall / cpu : 0;
}
BENCHMARK(BM_CaroSolutionOnTheWholeBank)->Unit(benchmark::kMillisecond)->Iterations(3);

/// A student's program recorded line by line: lines a second, and the memory the recording keeps
/// for a million lines.
void recordLines(benchmark::State& state, const std::string& text, sb::program::Language language,
                 const std::string& input, std::uint64_t limit, bool debugger = false)
{
    const sb::program::Program program = sb::program::Program::build(text, language);
    if (!program.built()) {
        state.SkipWithError("the program did not build");
        return;
    }
    sb::program::TraceOptions options;
    options.debugger = debugger;
    // What a recording costs before its lines: its build and its start, as a recording of one line.
    options.stepLimit = 1;
    const auto before = std::chrono::steady_clock::now();
    program.trace(input, options);
    const double start = std::chrono::duration<double>(std::chrono::steady_clock::now() - before).count();
    options.stepLimit = limit;
    std::size_t steps = 0, bytes = 0;
    double seconds = 0;
    for (auto _ : state) {
        const auto began = std::chrono::steady_clock::now();
        const sb::program::Trace t = program.trace(input, options);
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
        if (t.end() == sb::program::Trace::End::Failed) {
            state.SkipWithError(t.error().c_str());
            return;
        }
        steps = t.size();
        bytes = t.memoryBytes();
    }
    const double runs = static_cast<double>(state.iterations());
    state.counters["lines"] = static_cast<double>(steps);
    state.counters["lines_per_s"] = benchmark::Counter(static_cast<double>(steps) * runs, benchmark::Counter::kIsRate);
    state.counters["start_s"] = start;
    state.counters["lines_per_s_after_start"] =
        seconds / runs > start ? static_cast<double>(steps) / (seconds / runs - start) : 0;
    state.counters["MB_per_million_lines"] = steps ? static_cast<double>(bytes) / static_cast<double>(steps) : 0;
}

/// Caro's scan-board listing on a 19 x 19 board filled row by row: calls, loops and a board.
std::string fullBoard()
{
    std::string input = "19 120\n";
    for (int r = 1; r <= 19 && input.size() < 2000; ++r)
        for (int c = 1; c <= 19; ++c)
            input += std::to_string(r) + " " + std::to_string(c) + "\n";
    return input;
}

std::string listing(const char* name, const char* folder = "listings/caro")
{
    std::ifstream in(fs::path(STEPBOARD_RESOURCES_DIR) / folder / name);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// Arg 0: Caro's scan-board listing on the full board; arg 1: the Mayan puzzle's plain search on its
/// statement's sample, about a million lines of calls and boards copied and compared.
void BM_RecordAPythonProgram(benchmark::State& state)
{
    if (state.range(0) == 1)
        recordLines(state, listing("dfs-plain.py", "listings/mayan"), sb::program::Language::Python,
                    listing("sample.txt", "samples/mayan"), 2'000'000);
    else
        recordLines(state, listing("scan-board.py"), sb::program::Language::Python, fullBoard(), 1'000'000);
}
BENCHMARK(BM_RecordAPythonProgram)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();

/// Arg 0: with probes, as a student's program is stepped (the sandbox, the build, the run and reading its
/// record back; every variable), the whole run; arg 1: under gdb, the tests' oracle, on its first 20,000
/// lines; arg 2: with probes, the same 20,000 lines.
void BM_RecordACppProgram(benchmark::State& state)
{
    const bool debugger = state.range(0) == 1;
    recordLines(state, listing("scan-board.cpp"), sb::program::Language::Cpp, fullBoard(),
                state.range(0) == 0 ? 2'000'000 : 20'000, debugger);
}
BENCHMARK(BM_RecordACppProgram)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

/// The same program's lines and frames recorded with no debugger: built with a probe where each line
/// starts (recorder/probes.h), outside the sandbox, with no variables yet. The first iteration builds it.
void BM_RecordACppProgramsLinesWithProbes(benchmark::State& state)
{
    const sb::box::WorkFolder work;
    const fs::path file = work.path() / "scan-board.cpp";
    std::ofstream(file) << listing("scan-board.cpp");
    sb::rec::RecordOptions options;
    options.probes = true;
    options.variables = state.range(0) == 1; // 0: lines and frames; 1: every variable too
    options.lineLimit = 2'000'000;
    std::size_t lines = 0;
    for (auto _ : state) {
        const sb::rec::Recording r = sb::rec::record(file, sb::rec::Language::Cpp, fullBoard(), options);
        if (r.end == sb::rec::RecordEnd::Failed) {
            state.SkipWithError(r.error.c_str());
            return;
        }
        lines = r.lines.size();
    }
    state.counters["lines"] = static_cast<double>(lines);
    state.counters["lines_per_s"] = benchmark::Counter(static_cast<double>(lines) * static_cast<double>(state.iterations()),
                                                       benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RecordACppProgramsLinesWithProbes)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

/// A Mayan search of about a million lines (the plain search on the sample), with probes.
void BM_RecordACppMayanSearch(benchmark::State& state)
{
    recordLines(state, listing("dfs-plain.cpp", "listings/mayan"), sb::program::Language::Cpp,
                listing("sample.txt", "samples/mayan"), 2'000'000);
}
BENCHMARK(BM_RecordACppMayanSearch)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

/// Stepping a recorded Mayan search line by line as the window does, its board read off `b` and marked
/// (TraceRun::board, boardStep, boardVar at every line): lines a second over its first 20,000 lines
/// (arg 0) or from line 1,000,000 on (arg 1, where the recording keeps states farther apart).
void BM_StepARecordedMayanSearchWithItsBoardMarked(benchmark::State& state)
{
    const sb::program::Program program =
        sb::program::Program::build(listing("dfs-plain.cpp", "listings/mayan"), sb::program::Language::Cpp);
    const std::string input = listing("sample.txt", "samples/mayan");
    sb::program::TraceOptions options;
    options.stepLimit = 2'000'000;
    const auto trace = std::make_shared<const sb::program::Trace>(program.trace(input, options));
    if (trace->end() == sb::program::Trace::End::Failed) {
        state.SkipWithError(trace->error().c_str());
        return;
    }
    const sb::ProblemDesc& mayan = *sb::findProblem("mayan");
    const auto parsed = mayan.parse(input);
    const auto choice = sb::BoardChoice::load("b columns 0 0 1");
    const std::uint64_t from = state.range(0) == 1 ? 1'000'000 : 0;
    constexpr std::uint64_t kLines = 20'000;
    std::uint64_t marked = 0;
    for (auto _ : state) {
        sb::program::TraceRun run(trace);
        run.setInput(input);
        run.setBoard(&mayan, parsed, choice);
        run.toPosition(from);
        for (std::uint64_t i = 0; i < kLines && run.forward(); ++i) {
            benchmark::DoNotOptimize(run.board());
            marked += run.boardStep() != nullptr;
            benchmark::DoNotOptimize(run.boardVar(0));
        }
    }
    state.counters["lines_per_s"] =
        benchmark::Counter(static_cast<double>(kLines) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["marked_lines"] = static_cast<double>(marked) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_StepARecordedMayanSearchWithItsBoardMarked)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

/// From the start of a recording to its first line: building it for stepping and starting it. Arg 0:
/// C++ with probes; 1: Python; 2: C++ under gdb; 3: C++ with probes once <bits/stdc++.h> is precompiled
/// (built here first, as the app builds it the first time a program includes it).
void BM_TimeToTheFirstLine(benchmark::State& state)
{
    const bool python = state.range(0) == 1;
    const sb::box::WorkFolder cache;
    if (state.range(0) == 3 && !usePrecompiledHeaders(state, cache.path()))
        return;
    recordLines(state, listing(python ? "count-outwards.py" : "count-outwards.cpp"),
                python ? sb::program::Language::Python : sb::program::Language::Cpp, fullBoard(), 1, state.range(0) == 2);
    sb::program::setHeaderCache({});
}
BENCHMARK(BM_TimeToTheFirstLine)->Arg(0)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();


/// What Step through waits for before the first line is on screen, as "My solution" does it: the program
/// built for the contest (its compiler's messages), then built with probes and recorded to its end on
/// Caro's sample, with the precompiled header and the probes' runtime ready, as the window has them
/// once it has started and built a first C++ program.
void BM_StepThroughToTheFirstLine(benchmark::State& state)
{
    const sb::box::WorkFolder cache;
    if (!usePrecompiledHeaders(state, cache.path()))
        return;
    const std::string text = listing("count-outwards.cpp");
    const std::string input = listing("sample.txt", "samples/caro");
    sb::program::Program::build(text, sb::program::Language::Cpp).trace(input, {}); // the runtime ready
    std::size_t lines = 0;
    for (auto _ : state) {
        const sb::program::Program program = sb::program::Program::build(text, sb::program::Language::Cpp);
        if (!program.built()) {
            state.SkipWithError("the program did not build");
            break;
        }
        const sb::program::Trace t = program.trace(input, {});
        if (t.end() != sb::program::Trace::End::Finished) {
            state.SkipWithError(t.error().c_str());
            break;
        }
        lines = t.size();
    }
    state.counters["lines"] = static_cast<double>(lines);
    sb::program::setHeaderCache({});
}
BENCHMARK(BM_StepThroughToTheFirstLine)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

} // namespace
