// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include "clioptions.h"
#include "core/answer.h"
#include "core/judge.h"
#include "core/problem.h"
#include "sandbox.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

namespace sb::cli {

namespace {

using box::WorkFolder;

std::string megabytes(std::uint64_t bytes)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << static_cast<double>(bytes) / (1 << 20) << " MB";
    return out.str();
}

/// A line as the judge's message quotes it: shortened past 60 characters.
std::string quoted(const std::string& line)
{
    return "\"" + (line.size() > 60 ? line.substr(0, 57) + "..." : line) + "\"";
}

/// Whether a run that failed ran out of memory: the address space limit makes an allocation fail.
bool outOfMemory(const box::RunResult& r, std::uint64_t limit)
{
    return r.err.find("bad_alloc") != std::string::npos || r.err.find("MemoryError") != std::string::npos ||
           r.peakMemoryBytes * 10 >= limit * 9;
}

/// A program ready to run: its file, built where it is C++, in a folder of its own.
struct Prepared {
    std::shared_ptr<WorkFolder> folder;
    std::string file;   ///< the file to copy into each run's folder (the binary, or the .py)
    bool python = false;
};

/// Reads and (for C++) compiles the program; on failure says why and gives the exit status.
std::optional<Prepared> prepare(const Options& o, int& status)
{
    const std::filesystem::path program = o.program;
    const std::string extension = program.extension().string();
    status = kExitUsage;
    if (extension != ".cpp" && extension != ".cc" && extension != ".py") {
        std::cerr << "stepboard-cli: --program takes a C++ (.cpp) or Python (.py) file\n";
        return std::nullopt;
    }
    std::ifstream source(program, std::ios::binary);
    if (!source || std::filesystem::is_directory(program)) {
        std::cerr << "stepboard-cli: cannot read " << o.program << "\n";
        return std::nullopt;
    }
    std::string why;
    if (!box::available(&why)) {
        std::cerr << "stepboard-cli: the sandbox cannot start here, so the program is not run: " << why << "\n";
        status = kExitNoSandbox;
        return std::nullopt;
    }
    Prepared p;
    p.folder = std::make_shared<WorkFolder>();
    p.python = extension == ".py";
    // The file keeps its name where it is a plain one, so that the compiler's messages name it.
    std::string name = program.filename().string();
    if (name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-") != std::string::npos ||
        name[0] == '-' || name[0] == '.')
        name = p.python ? "main.py" : "main.cpp";
    {
        std::ofstream copy(p.folder->path() / name, std::ios::binary);
        copy << source.rdbuf();
    }
    p.file = p.python ? name : "main";
    if (!p.python) {
        const box::RunResult compiled = box::compileCpp(p.folder->path(), name, "main");
        if (!compiled.ok()) {
            std::cerr << compiled.err << "verdict: CE\n";
            if (compiled.outcome == box::Outcome::TimeLimit || compiled.outcome == box::Outcome::WallLimit)
                std::cerr << "the compiler ran out of time\n";
            status = kExitNotAccepted;
            return std::nullopt;
        }
    }
    return p;
}

/// One run of the prepared program on `input`, in a folder of its own (runs side by side must not
/// see each other's files), and how the judge takes it.
std::pair<box::RunResult, TestResult> runOnce(const Prepared& p, const std::string& input, const std::string& expected,
                                              const Options& o)
{
    const WorkFolder work;
    std::error_code ignored;
    std::filesystem::copy_file(p.folder->path() / p.file, work.path() / p.file, ignored);
    box::RunSpec spec;
    spec.argv = p.python ? std::vector<std::string>{"/usr/bin/python3", p.file} : std::vector<std::string>{"./" + p.file};
    spec.input = input;
    spec.work = work.path();
    spec.limits.cpuSeconds = o.timeLimit;
    spec.limits.memoryBytes = static_cast<std::uint64_t>(o.memoryLimitMB) << 20;
    const box::RunResult r = box::run(spec);
    TestResult t;
    t.seconds = r.cpuSeconds;
    t.verdict = Verdict::Accepted;
    switch (r.outcome) {
    case box::Outcome::TimeLimit:
    case box::Outcome::WallLimit:
        t.verdict = Verdict::TimeLimit;
        break;
    case box::Outcome::OutputLimit:
        t.verdict = Verdict::OutputLimit;
        break;
    case box::Outcome::Signaled:
        t.verdict = outOfMemory(r, spec.limits.memoryBytes) ? Verdict::MemoryLimit : Verdict::RuntimeError;
        t.detail = "killed by " + box::signalName(r.signal);
        break;
    case box::Outcome::Exited:
        if (r.exitCode != 0) {
            t.verdict = outOfMemory(r, spec.limits.memoryBytes) ? Verdict::MemoryLimit : Verdict::RuntimeError;
            t.detail = "exit code " + std::to_string(r.exitCode);
        } else if (const auto d = firstDifference(r.out, expected)) {
            t.verdict = Verdict::WrongAnswer;
            t.detail = "line " + std::to_string(d->line) + ": prints " + quoted(d->got) + ", the right answer is " +
                       quoted(d->expected);
        }
        break;
    case box::Outcome::NotStarted:
        t.verdict = Verdict::RuntimeError;
        t.detail = "the sandbox did not start it: " + r.error;
        break;
    }
    return {r, t};
}

} // namespace

int runProgram(const ProblemDesc& problem, const std::string& input, const Options& o)
{
    int status = kExitUsage;
    const auto prepared = prepare(o, status);
    if (!prepared)
        return status;
    const auto parsed = problem.parse(input);
    const std::string answer = problem.reference()->solve(*parsed, kDefaultWorkBudget).output;
    const auto [r, t] = runOnce(*prepared, input, answer, o);
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

std::optional<OwnProgram> ownProgram(const Options& o, int& status)
{
    const auto prepared = prepare(o, status);
    if (!prepared)
        return std::nullopt;
    OwnProgram p;
    p.name = std::filesystem::path(o.program).filename().string();
    p.run = [prepared = *prepared, o](const std::string& input, const std::string& expected) {
        return runOnce(prepared, input, expected, o).second;
    };
    return p;
}

} // namespace sb::cli
