// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include "clioptions.h"
#include "clioutput.h"
#include "core/answer.h"
#include "core/judge.h"
#include "core/problem.h"
#include "headers.h"
#include "judging.h"
#include "ownprogram.h"
#include "sandbox.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>

namespace sb::cli {

namespace {

std::string megabytes(std::uint64_t bytes)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << static_cast<double>(bytes) / (1 << 20) << " MB";
    return out.str();
}

/// The limits of --time-limit and --memory-limit.
box::Limits limitsOf(const Options& o)
{
    box::Limits limits;
    limits.cpuSeconds = o.timeLimit;
    limits.memoryBytes = static_cast<std::uint64_t>(o.memoryLimitMB) << 20;
    return limits;
}

/// Reads and builds the program; on failure says why and gives the exit status.
std::optional<program::Program> prepare(const Options& o, int& status)
{
    const std::filesystem::path path = o.program;
    status = kExitUsage;
    const auto language = program::languageOf(path);
    if (!language) {
        std::cerr << "stepboard-cli: --program takes a C++ (.cpp) or Python (.py) file\n";
        return std::nullopt;
    }
    std::ifstream source(path, std::ios::binary);
    if (!source || std::filesystem::is_directory(path)) {
        std::cerr << "stepboard-cli: cannot read " << o.program << "\n";
        return std::nullopt;
    }
    const std::string text{std::istreambuf_iterator<char>(source), std::istreambuf_iterator<char>()};
    program::setHeaderCache(program::defaultHeaderCache());
    // The file keeps its name where it is a plain one, so that the compiler's messages name it.
    program::Prepared prepared = program::prepare(text, *language, path.filename().string());
    switch (prepared.status) {
    case program::Prepared::Status::NoSandbox:
        std::cerr << "stepboard-cli: the sandbox cannot start here, so the program is not run: " << prepared.why << "\n";
        status = kExitNoSandbox;
        return std::nullopt;
    case program::Prepared::Status::NotStarted:
        std::cerr << "stepboard-cli: the sandbox did not start the compiler: " << prepared.why << "\n";
        status = kExitNoSandbox;
        return std::nullopt;
    case program::Prepared::Status::CompileError:
        std::cerr << prepared.program->compileRun().err << "verdict: CE\n";
        if (prepared.compilerOutOfTime())
            std::cerr << "the compiler ran out of time\n";
        status = kExitNotAccepted;
        return std::nullopt;
    case program::Prepared::Status::Built:
        break;
    }
    return std::move(prepared.program);
}

} // namespace

int runProgram(const ProblemDesc& problem, const std::string& input, const Options& o)
{
    const auto parsed = problem.parse(input);
    return runProgramOn(input, problem.reference()->solve(*parsed, kDefaultWorkBudget).output, limitsOf(o), o);
}

int runProgramOn(const std::string& input, const std::string& answer, const box::Limits& limits, const Options& o)
{
    int status = kExitUsage;
    const auto prepared = prepare(o, status);
    if (!prepared)
        return status;
    const program::Run run = prepared->run(input, answer, limits);
    const box::RunResult& r = run.result;
    const TestResult& t = run.test;
    std::cout << r.out;
    std::cout.flush();
    if (r.outcome == box::Outcome::NotStarted) {
        std::cerr << "stepboard-cli: the sandbox did not start the program: " << r.error << "\n";
        return kExitNoSandbox;
    }
    if (!r.err.empty())
        std::cerr << r.err << (r.err.back() == '\n' ? "" : "\n");
    std::cerr << "verdict: " << verdictName(t.verdict) << "\n";
    if (!t.detail.empty())
        std::cerr << t.detail << "\n";
    std::ostringstream time;
    time << std::fixed << std::setprecision(3) << r.cpuSeconds;
    std::cerr << "time: " << time.str() << " s\nmemory: " << megabytes(r.peakMemoryBytes) << "\n";
    return t.verdict == Verdict::Accepted ? kExitDone : kExitNotAccepted;
}

int traceProgram(const std::string& input, const Options& o)
{
    int status = kExitUsage;
    const auto prepared = prepare(o, status);
    if (!prepared)
        return status;
    program::TraceOptions options;
    if (o.limit)
        options.stepLimit = std::max<std::uint64_t>(1, *o.limit);
    const program::Trace trace = prepared->trace(input, options);
    const std::size_t shown = o.limit ? std::min<std::size_t>(trace.size(), *o.limit) : trace.size();
    for (std::size_t i = 0; i < shown; ++i) {
        std::cout << "{\"step\":" << i + 1 << ",\"line\":" << trace.line(i) << ",\"depth\":" << trace.depth(i)
                  << ",\"function\":" << jsonString(trace.function(i)) << ",\"vars\":{";
        std::string gone;
        bool first = true;
        for (const program::TraceChange& c : trace.changes(i)) {
            if (c.gone) {
                gone += (gone.empty() ? "" : ",") + jsonString(c.name);
                continue;
            }
            std::cout << (first ? "" : ",") << jsonString(c.name) << ":" << jsonString(c.value);
            first = false;
        }
        std::cout << "}";
        if (!gone.empty())
            std::cout << ",\"gone\":[" << gone << "]";
        std::cout << ",\"input\":" << trace.inputTaken(i) << ",\"output\":" << trace.outputWritten(i) << "}\n";
    }
    std::cout.flush();
    if (!trace.errors.empty())
        std::cerr << trace.errors << (trace.errors.back() == '\n' ? "" : "\n");
    switch (trace.end()) {
    case program::Trace::End::Finished:
        return kExitDone;
    case program::Trace::End::Limit:
        if (o.limit)
            return kExitDone;
        std::cerr << "stopped: the recording keeps at most " << trace.size() << " lines\n";
        return kExitCap;
    case program::Trace::End::Cancelled:
    case program::Trace::End::Failed:
        break;
    }
    std::cerr << "stopped: " << trace.error() << "\n";
    return kExitNotAccepted;
}

std::optional<OwnProgram> ownProgram(const Options& o, int& status)
{
    const auto prepared = prepare(o, status);
    if (!prepared)
        return std::nullopt;
    return prepared->asJudged(std::filesystem::path(o.program).filename().string(), limitsOf(o));
}

} // namespace sb::cli
