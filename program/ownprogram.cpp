// SPDX-License-Identifier: GPL-3.0-or-later
#include "ownprogram.h"

#include "headers.h"
#include "probetrace.h"
#include "process.h"
#include "recorderscripts.h"

#include <cstdlib>
#include <fstream>

namespace sb::program {

namespace {

/// A line as the judge's message quotes it: shortened past 60 characters.
std::string quotedLine(const std::string& line)
{
    return "\"" + (line.size() > 60 ? line.substr(0, 57) + "..." : line) + "\"";
}

/// Whether a run that failed ran out of memory: the address space limit makes an allocation fail.
bool outOfMemory(const box::RunResult& r, std::uint64_t limit)
{
    return r.err.find("bad_alloc") != std::string::npos || r.err.find("MemoryError") != std::string::npos ||
           r.peakMemoryBytes * 10 >= limit * 9;
}

/// A file name the compiler's messages may name: letters, digits and ._- only, not hidden.
bool plainName(const std::string& name)
{
    return !name.empty() &&
           name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-") ==
               std::string::npos &&
           name[0] != '-' && name[0] != '.';
}

/// The leading spaces of line `n` (1-based) of `source`: Python's messages show the line without them.
int indentOf(std::string_view source, int n)
{
    for (int line = 1; line < n; ++line) {
        const std::size_t end = source.find('\n');
        if (end == std::string_view::npos)
            return 0;
        source.remove_prefix(end + 1);
    }
    const std::size_t text = source.find_first_not_of(" \t");
    return text == std::string_view::npos ? 0 : static_cast<int>(text);
}

using rec::readWhole;
using rec::writeWhole;

} // namespace

std::optional<Language> languageOf(const std::filesystem::path& file)
{
    const std::string extension = file.extension().string();
    if (extension == ".cpp" || extension == ".cc" || extension == ".cxx")
        return Language::Cpp;
    if (extension == ".py")
        return Language::Python;
    return std::nullopt;
}

namespace {

/// `fileName` where it is a plain name of a `language` file, else main.cpp or main.py.
std::string programFileName(std::string fileName, Language language)
{
    if (!plainName(fileName) || languageOf(fileName) != language)
        return language == Language::Python ? "main.py" : "main.cpp";
    return fileName;
}

} // namespace

Program Program::forStepping(std::string_view source, Language language, std::string fileName)
{
    Program p;
    p.m_language = language;
    p.m_fileName = programFileName(std::move(fileName), language);
    p.m_source = std::string(source);
    return p;
}

Program Program::build(std::string_view source, Language language, std::string fileName)
{
    Program p;
    p.m_language = language;
    p.m_folder = std::make_shared<box::WorkFolder>();
    const bool python = language == Language::Python;
    fileName = programFileName(std::move(fileName), language);
    p.m_fileName = fileName;
    p.m_source = std::string(source);
    if (p.m_folder->path().empty()) {
        p.m_compile.error = "no working folder could be made";
        return p;
    }
    if (!writeWhole(p.m_folder->path() / fileName, source)) {
        p.m_compile.error = "the program could not be written to its folder";
        return p;
    }
    if (python) {
        // Python's own parser finds a syntax error before the program runs on any test.
        box::RunSpec spec;
        spec.argv = {"/usr/bin/python3", "-c",
                     "import ast, sys\nast.parse(open(sys.argv[1], 'rb').read(), sys.argv[1])", fileName};
        spec.work = p.m_folder->path();
        spec.limits = box::compilerLimits();
        p.m_compile = box::run(spec);
        p.m_diagnostics = pythonDiagnostics(p.m_compile.err, fileName);
        for (Diagnostic& d : p.m_diagnostics)
            if (d.column > 0)
                d.column += indentOf(source, d.line);
        p.m_file = fileName;
    } else {
        // The precompiled <bits/stdc++.h> where it is ready; else it is built for the next time.
        const std::filesystem::path headers = readyHeaders();
        if (includesAllHeaders(source) && (headers.empty() || readyHeaders(HeaderUse::Stepping).empty()))
            prepareHeaders();
        // Stepping it, if the student does, links the probes' runtime: ready by then.
        probed::prepare();
        p.m_compile = box::compileCpp(p.m_folder->path(), fileName, "main", headers);
        p.m_diagnostics = gccDiagnostics(p.m_compile.err, fileName);
        p.m_file = "main";
    }
    p.m_built = p.m_compile.ok();
    return p;
}

Run Program::run(const std::string& input, const std::string& expected, const box::Limits& limits) const
{
    Run out;
    TestResult& t = out.test;
    const box::WorkFolder work;
    std::error_code ignored;
    std::filesystem::copy_file(m_folder->path() / m_file, work.path() / m_file, ignored);
    box::RunSpec spec;
    spec.argv = m_language == Language::Python ? std::vector<std::string>{"/usr/bin/python3", m_file}
                                               : std::vector<std::string>{"./" + m_file};
    spec.input = input;
    spec.work = work.path();
    spec.limits = limits;
    out.result = box::run(spec);
    const box::RunResult& r = out.result;
    t.seconds = r.cpuSeconds;
    t.output = r.out.substr(0, kKeptOutputBytes);
    t.exitCode = r.exitCode;
    t.signal = r.outcome == box::Outcome::Signaled ? r.signal : 0;
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
        t.verdict = outOfMemory(r, limits.memoryBytes) ? Verdict::MemoryLimit : Verdict::RuntimeError;
        t.detail = "killed by " + box::signalName(r.signal);
        break;
    case box::Outcome::Exited:
        if (r.exitCode != 0) {
            t.verdict = outOfMemory(r, limits.memoryBytes) ? Verdict::MemoryLimit : Verdict::RuntimeError;
            t.detail = "exit code " + std::to_string(r.exitCode);
        } else if ((out.difference = firstDifference(r.out, expected))) {
            t.verdict = Verdict::WrongAnswer;
            t.detail = "line " + std::to_string(out.difference->line) + ": prints " + quotedLine(out.difference->got) +
                       ", the right answer is " + quotedLine(out.difference->expected);
        }
        break;
    case box::Outcome::Cancelled:
    case box::Outcome::NotStarted:
        t.verdict = Verdict::RuntimeError;
        t.detail = "the sandbox did not start it: " + r.error;
        break;
    }
    return out;
}


namespace {

constexpr const char* kUnbufferedFile = "stepboard/unbuffered.cc";
/// Built into the program the debugger records: its output unbuffered before main() runs.
constexpr const char* kUnbufferedSource =
    "#include <stdio.h>\n"
    "__attribute__((constructor)) static void stepboard_unbuffered_output() { setvbuf(stdout, 0, _IONBF, 0); }\n";

/// The debugger's run of the program built in `work` as `debug` with -O0 -g: gdbrecord.py stops it where
/// each line starts. Empty, or why it cannot be.
std::string prepareDebugger(const std::filesystem::path& work, const std::string& fileName, box::RunSpec& spec)
{
    if (!std::filesystem::exists("/usr/bin/gdb"))
        return "gdb is not installed (the Debian package gdb)";
    if (!writeWhole(work / "gdbrecord.py", rec::kGdbRecordScript))
        return "no working folder could be made";
    // The debugger's build: every line where the source has it, every variable readable. What the
    // program prints reaches its file at once (so that the record tells what it has printed), set by
    // an object built in with it: the debugger makes no call into the program. In a folder of its
    // own, so that no name of the student's file can be the same.
    std::error_code ec;
    std::filesystem::create_directory(work / "stepboard", ec);
    if (ec || !writeWhole(work / kUnbufferedFile, kUnbufferedSource))
        return "no working folder could be made";
    std::vector<std::string> flags = headerFlags(HeaderUse::Stepping);
    flags.emplace_back(kUnbufferedFile);
    const box::RunResult built = box::compileCpp(work, fileName, "debug", flags);
    if (!built.ok())
        return built.outcome == box::Outcome::NotStarted ? built.error
                                                         : "the program does not build for the debugger: " + built.err;
    // One thread: the program's processes and gdb's share the sandbox's few.
    spec.argv = {"/usr/bin/gdb", "-q", "-batch", "-nx", "-iex", "maint set worker-threads 0", "-x", "gdbrecord.py",
                 "./debug"};
    spec.environment.insert(spec.environment.end(), {{"SB_SOURCE", fileName},
                                                     {"SB_RECORD", "record.txt"},
                                                     {"SB_VARS", "1"},
                                                     {"SB_STDIN", "input.txt"},
                                                     {"SB_STDOUT", "output.txt"}});
    return {};
}

} // namespace

Trace Program::trace(const std::string& input, const TraceOptions& options) const
{
    Trace failed;
    const box::WorkFolder work;
    const bool python = m_language == Language::Python;
    const bool probes = !python && !options.debugger;
    const std::uint64_t limit = options.stepLimit ? options.stepLimit
                                : python          ? kPythonSteps
                                : probes          ? kCppSteps
                                                  : kDebuggerSteps;
    if (work.path().empty() || !writeWhole(work.path() / m_fileName, m_source) ||
        !writeWhole(work.path() / "input.txt", input) ||
        (python && !writeWhole(work.path() / "pyrecord.py", rec::kPyRecordScript))) {
        failed.setEnd(Trace::End::Failed, "no working folder could be made");
        return failed;
    }
    box::RunSpec spec;
    spec.work = work.path();
    spec.environment = {{"SB_DELTA", "1"},
                        {"SB_PROGRESS", "progress"},
                        {"SB_LIMIT", std::to_string(limit)},
                        {"SB_OUTPUT_CAP", std::to_string(kTracedOutputBytes)}};
    if (python) {
        spec.argv = {"/usr/bin/python3", "pyrecord.py", m_fileName, "record.txt", std::to_string(limit), "1"};
        spec.environment.insert(spec.environment.end(), {{"SB_STDIN", "input.txt"}, {"SB_STDOUT", "output.txt"}});
    } else {
        const std::string error = probes ? probed::build(work.path(), m_fileName)
                                         : prepareDebugger(work.path(), m_fileName, spec);
        if (!error.empty()) {
            failed.setEnd(Trace::End::Failed, error);
            return failed;
        }
        if (probes)
            probed::prepareRun(spec, "input.txt", "output.txt", options.recordBytes);
    }
    spec.limits.cpuSeconds = options.cpuSeconds;
    spec.limits.wallSeconds = 2 * options.cpuSeconds + 5;
    spec.limits.memoryBytes = 2048ull << 20; // gdb's own memory counts too; with probes, their record
    spec.limits.fileBytes = 256ull << 20;    // the record; the output stops at kTracedOutputBytes
    spec.limits.outputBytes = 1ull << 20;
    spec.limits.openFiles = 256; // gdb's own: its files, and one of each process the program starts
    if (options.keepGoing) {
        const std::filesystem::path progress = work.path() / "progress";
        spec.keepGoing = [&options, progress] {
            std::uint64_t steps = 0;
            std::ifstream in(progress);
            in >> steps;
            return options.keepGoing(steps);
        };
    }
    const box::RunResult r = box::run(spec);
    if (r.outcome == box::Outcome::NotStarted) {
        failed.setEnd(Trace::End::Failed, r.error);
        return failed;
    }
    std::string record, error;
    if (!probes)
        record = readWhole(work.path() / "record.txt");
    else if (!probed::readRecord(work.path(), m_fileName, r, kTracedOutputBytes, record, error)) {
        failed.setEnd(Trace::End::Failed, error);
        return failed;
    }
    Trace trace = Trace::read(record);
    if (options.record)
        *options.record = std::move(record);
    trace.output = readWhole(work.path() / "output.txt");
    trace.errors = r.err;
    const std::string& said = trace.error();
    if (trace.end() == Trace::End::Failed && said == "output " + std::to_string(kTracedOutputBytes))
        trace.setEnd(Trace::End::Failed, "the program printed more than " +
                                             std::to_string(kTracedOutputBytes >> 20) + " MB");
    else if (trace.end() == Trace::End::Failed && said == "full")
        trace.setEnd(Trace::End::Failed, "the recording is full");
    else if (trace.end() == Trace::End::Failed && said.starts_with("signal "))
        trace.setEnd(Trace::End::Failed, "the program was killed by " + box::signalName(std::atoi(said.c_str() + 7)));
    else if (trace.end() == Trace::End::Failed && said.starts_with("raised "))
        trace.setEnd(Trace::End::Failed, "the program raised " + said.substr(7));
    else if (trace.end() == Trace::End::Failed && said.starts_with("exit "))
        trace.setEnd(Trace::End::Failed, "the program ended with exit code " + said.substr(5));
    else if (r.outcome == box::Outcome::Cancelled)
        trace.setEnd(Trace::End::Cancelled);
    else if (r.outcome == box::Outcome::TimeLimit || r.outcome == box::Outcome::WallLimit)
        trace.setEnd(Trace::End::Failed, "the recording ran out of time");
    else if (r.outcome == box::Outcome::OutputLimit)
        trace.setEnd(Trace::End::Failed, "the program printed too much");
    else if (r.outcome == box::Outcome::Signaled && trace.end() == Trace::End::Failed)
        trace.setEnd(Trace::End::Failed, "the recorder was killed by " + box::signalName(r.signal));
    return trace;
}

OwnProgram Program::asJudged(std::string name, const box::Limits& limits) const
{
    OwnProgram row;
    row.name = std::move(name);
    row.run = [program = *this, limits](const std::string& input, const std::string& expected) {
        return program.run(input, expected, limits).test;
    };
    return row;
}

} // namespace sb::program
