// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include "clioptions.h"
#include "core/answer.h"
#include "core/problem.h"
#include "sandbox.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace sb::cli {

namespace {

constexpr int kExitAccepted = 0;
constexpr int kExitUsage = 1;
constexpr int kExitNotAccepted = 4;
constexpr int kExitNoSandbox = 5;

/// A working folder of its own, removed with everything in it.
class WorkFolder {
public:
    WorkFolder()
    {
        std::string name = (std::filesystem::temp_directory_path() / "stepboard-run-XXXXXX").string();
        if (::mkdtemp(name.data()))
            m_path = name;
    }
    ~WorkFolder()
    {
        std::error_code ignored;
        if (!m_path.empty())
            std::filesystem::remove_all(m_path, ignored);
    }
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

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

} // namespace

int runProgram(const ProblemDesc& problem, const std::string& input, const Options& o)
{
    const std::filesystem::path program = o.program;
    const std::string extension = program.extension().string();
    if (extension != ".cpp" && extension != ".cc" && extension != ".py") {
        std::cerr << "stepboard-cli: --program takes a C++ (.cpp) or Python (.py) file\n";
        return kExitUsage;
    }
    std::ifstream source(program, std::ios::binary);
    if (!source || std::filesystem::is_directory(program)) {
        std::cerr << "stepboard-cli: cannot read " << o.program << "\n";
        return kExitUsage;
    }
    std::string why;
    if (!box::available(&why)) {
        std::cerr << "stepboard-cli: the sandbox cannot start here, so the program is not run: " << why << "\n";
        return kExitNoSandbox;
    }
    const WorkFolder work;
    const bool python = extension == ".py";
    // The file keeps its name where it is a plain one, so that the compiler's messages name it.
    std::string name = program.filename().string();
    if (name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-") != std::string::npos ||
        name[0] == '-' || name[0] == '.')
        name = python ? "main.py" : "main.cpp";
    {
        std::ofstream copy(work.path() / name, std::ios::binary);
        copy << source.rdbuf();
    }
    if (!python) {
        const box::RunResult compiled = box::compileCpp(work.path(), name, "main");
        if (!compiled.ok()) {
            std::cerr << compiled.err << "verdict: CE\n";
            if (compiled.outcome == box::Outcome::TimeLimit || compiled.outcome == box::Outcome::WallLimit)
                std::cerr << "the compiler ran out of time\n";
            return kExitNotAccepted;
        }
    }
    box::RunSpec spec;
    spec.argv = python ? std::vector<std::string>{"/usr/bin/python3", name} : std::vector<std::string>{"./main"};
    spec.input = input;
    spec.work = work.path();
    spec.limits.cpuSeconds = o.timeLimit;
    spec.limits.memoryBytes = static_cast<std::uint64_t>(o.memoryLimitMB) << 20;
    const box::RunResult r = box::run(spec);
    std::cout << r.out;
    std::cout.flush();
    if (r.outcome == box::Outcome::NotStarted) {
        std::cerr << "stepboard-cli: the sandbox did not start the program: " << r.error << "\n";
        return kExitNoSandbox;
    }
    const auto parsed = problem.parse(input);
    const std::string answer = problem.reference()->solve(*parsed, kDefaultWorkBudget).output;
    std::string verdict = "AC";
    std::string detail;
    switch (r.outcome) {
    case box::Outcome::TimeLimit:
    case box::Outcome::WallLimit:
        verdict = "TLE";
        break;
    case box::Outcome::OutputLimit:
        verdict = "OLE";
        break;
    case box::Outcome::Signaled:
        verdict = outOfMemory(r, spec.limits.memoryBytes) ? "MLE" : "RE";
        detail = "killed by " + box::signalName(r.signal);
        break;
    case box::Outcome::Exited:
        if (r.exitCode != 0) {
            verdict = outOfMemory(r, spec.limits.memoryBytes) ? "MLE" : "RE";
            detail = "exit code " + std::to_string(r.exitCode);
        } else if (const auto d = firstDifference(r.out, answer)) {
            verdict = "WA";
            detail = "line " + std::to_string(d->line) + ": prints " + quoted(d->got) + ", the right answer is " +
                     quoted(d->expected);
        }
        break;
    case box::Outcome::NotStarted:
        break;
    }
    if (!r.err.empty())
        std::cerr << r.err << (r.err.back() == '\n' ? "" : "\n");
    std::cerr << "verdict: " << verdict << "\n";
    if (!detail.empty())
        std::cerr << detail << "\n";
    std::ostringstream time;
    time << std::fixed << std::setprecision(3) << r.cpuSeconds;
    std::cerr << "time: " << time.str() << " s\nmemory: " << megabytes(r.peakMemoryBytes) << "\n";
    return verdict == "AC" ? kExitAccepted : kExitNotAccepted;
}

} // namespace sb::cli
