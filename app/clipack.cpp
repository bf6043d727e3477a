// SPDX-License-Identifier: GPL-3.0-or-later
#include "clipack.h"

#include "clioutput.h"
#include "clirun.h"
#include "judging.h"
#include "process.h"
#include "pack.h"
#include "packarchive.h"
#include "packcheck.h"
#include "packimport.h"
#include "packjudge.h"
#include "packrun.h"
#include "sandbox.h"

#include "core/answer.h"
#include "core/problem.h"

#include <cmath>
#include <filesystem>
#include <iomanip>
#include <iostream>

namespace sb::cli {

namespace {

/// What a solution is called in a list: its method's number, its mistake's id, or its folder's verdict
/// where stepboard.yaml names it neither.
std::string idOf(const pack::Solution& s)
{
    if (s.method)
        return std::to_string(*s.method);
    if (!s.mistake.empty())
        return s.mistake;
    const std::filesystem::path file(s.file);
    auto part = file.begin();
    return std::next(part) != file.end() ? std::next(part)->string() : s.file;
}

/// A method is correct, if slow; a mistake, or a solution of another folder than accepted/, is wrong.
bool correct(const pack::Solution& s)
{
    return s.method || (s.mistake.empty() && s.expected == pack::Expected::Accepted);
}

/// The pack `name` names (pack::findPack), read, with its faults said on standard error.
pack::Pack readSaid(const std::string& name)
{
    std::string why;
    const std::optional<std::filesystem::path> found = pack::findPack(name, &why);
    if (!why.empty())
        std::cerr << "stepboard-cli: " << name << ": " << why << "\n";
    pack::Pack p = pack::read(found.value_or(name));
    for (const pack::Fault& f : p.faults)
        std::cerr << "stepboard-cli: " << describe(f) << "\n";
    return p;
}

/// Whether the sandbox can start (or the user runs without it); when not, says why on standard error.
bool sandboxStarts()
{
    std::string why;
    if (box::available(&why) || box::runsWithoutSandbox())
        return true;
    std::cerr << "stepboard-cli: the sandbox cannot start: " << why << "\n";
    return false;
}

std::string nameOf(const pack::Pack& p)
{
    const auto en = p.names.find("en");
    if (en != p.names.end())
        return en->second;
    return p.names.empty() ? p.root.filename().string() : p.names.begin()->second;
}

} // namespace

bool namesPack(const std::string& problem)
{
    return !problem.empty() && !findProblem(problem) && pack::findPack(problem);
}

void listPacks()
{
    for (const std::filesystem::path& folder : pack::findPacks()) {
        const pack::Pack p = pack::read(folder);
        if (p.broken())
            continue;
        const std::string name = folder.filename().string();
        for (const pack::Solution* s : p.inOrder())
            std::cout << name << ' ' << idOf(*s) << ' ' << (correct(*s) ? "correct" : "wrong") << '\n';
    }
}

int packCommand(const Options& o)
{
    if (o.command == "check") {
        // What reading the pack finds, then what running it finds.
        const pack::Pack p = readSaid(o.problem);
        if (p.broken())
            return kExitBadInput;
        if (!o.file.empty()) {
            std::cerr << "stepboard-cli: check runs the pack's own samples and reads no input\n";
            return kExitUsage;
        }
        if (!sandboxStarts())
            return kExitNoSandbox;
        const std::vector<pack::Fault> found = pack::check(p);
        for (const pack::Fault& f : found)
            std::cerr << "stepboard-cli: " << describe(f) << "\n";
        const std::size_t all = p.faults.size() + found.size();
        std::cout << nameOf(p) << ": " << p.solutions.size() << " solutions, " << p.tests().size() << " tests, "
                  << all << (all == 1 ? " fault\n" : " faults\n");
        return all == 0 ? kExitDone : kExitBadInput;
    }
    const pack::Pack p = readSaid(o.problem);
    if (p.broken())
        return kExitBadInput;
    std::vector<const pack::Solution*> chosen = p.inOrder();
    std::erase_if(chosen, [&o](const pack::Solution* s) { return !o.method.empty() && idOf(*s) != o.method; });
    // With --program alone, only the program's row.
    if (!o.program.empty() && o.method.empty())
        chosen.clear();
    if (chosen.empty() && o.program.empty()) {
        std::cerr << "stepboard-cli: the pack has no method '" << o.method << "'\n";
        return kExitUsage;
    }
    if (o.command == "methods") {
        for (const pack::Solution* s : chosen)
            std::cout << idOf(*s) << ' ' << (correct(*s) ? "correct" : "wrong") << ' ' << s->file << '\n';
        return kExitDone;
    }
    if (!o.file.empty()) {
        std::cerr << "stepboard-cli: judge runs the pack's tests and reads no input\n";
        return kExitUsage;
    }
    if (!sandboxStarts())
        return kExitNoSandbox;
    std::vector<std::vector<std::string>> rows{{"solution"}};
    for (const pack::TestGroup& g : p.groups)
        rows[0].push_back(g.name + (p.scoring && g.maxScore && g.name != "sample" ? " (" + points(*g.maxScore) + ")" : ""));
    rows[0].push_back(p.scoring ? "score" : "verdict");
    if (!o.json)
        std::cout << nameOf(p) << ": time limit " << points(p.timeLimit) << " s a test\n";
    // Each solution chosen, then the program of --program (a student's), judged alike.
    std::vector<std::pair<std::string, pack::SolutionResult>> rowsJudged;
    for (const pack::Solution* s : chosen)
        rowsJudged.emplace_back(idOf(*s) + " " + std::filesystem::path(s->file).filename().string(), pack::judge(p, *s));
    if (!o.program.empty()) {
        const std::filesystem::path file(o.program);
        const std::optional<program::Language> language = program::languageOf(file);
        std::error_code ec;
        if (!language || !std::filesystem::is_regular_file(file, ec)) {
            std::cerr << "stepboard-cli: --program takes a C++ (.cpp) or Python (.py) file that can be read\n";
            return kExitUsage;
        }
        rowsJudged.emplace_back(file.filename().string(),
                                pack::judge(p, rec::readWhole(file), *language, file.filename().string()));
    }
    for (const auto& [label, r] : rowsJudged) {
        if (o.json) {
            std::cout << "{\"pack\":" << jsonString(nameOf(p)) << ",\"method\":" << jsonString(label.substr(0, label.find(' ')))
                      << ",\"file\":" << jsonString(r.file) << ",\"score\":" << points(r.score)
                      << ",\"accepted\":" << (r.accepted ? "true" : "false") << ",\"groups\":[";
            for (std::size_t gi = 0; gi < r.groups.size(); ++gi) {
                const pack::GroupResult& g = r.groups[gi];
                std::cout << (gi ? "," : "") << "{\"name\":" << jsonString(g.name) << ",\"score\":" << points(g.score)
                          << ",\"passed\":" << g.passed << ",\"total\":" << g.tests.size() << ",\"verdicts\":[";
                for (std::size_t t = 0; t < g.results.size(); ++t)
                    std::cout << (t ? "," : "") << jsonString(verdictName(g.results[t].verdict));
                std::cout << "]}";
            }
            std::cout << "]}\n";
            continue;
        }
        rows.push_back({label});
        for (const pack::GroupResult& g : r.groups)
            rows.back().push_back(pack::cell(g));
        rows.back().push_back(p.scoring ? points(r.score) : r.accepted ? "AC" : "rejected");
    }
    if (!o.json)
        printTable(rows);
    return kExitDone;
}

namespace {

/// The solution --method names (the first method without it), in the language of --code; null when there is
/// none, said on standard error.
const pack::Solution* chosenSolution(const pack::Pack& p, const Options& o, const std::string& method)
{
    const pack::Language language = o.python ? pack::Language::Python : pack::Language::Cpp;
    const std::vector<int> methods = p.methods();
    const std::string wanted = !method.empty() ? method : methods.empty() ? std::string() : std::to_string(methods.front());
    for (const pack::Solution& s : p.solutions)
        if (s.language == language && (wanted.empty() ? s.expected == pack::Expected::Accepted : idOf(s) == wanted))
            return &s;
    std::cerr << "stepboard-cli: the pack has no " << (o.python ? "Python" : "C++") << " solution '" << wanted << "'\n";
    return nullptr;
}

/// A recording that failed, said; the exit status for it, or nothing when it is a run to read.
std::optional<int> failedRecording(const program::Trace& trace)
{
    if (trace.end() != program::Trace::End::Failed)
        return std::nullopt;
    std::cerr << "stepboard-cli: " << trace.error() << "\n";
    return kExitNotAccepted;
}

/// The reference's answer for `input`, or nothing (said) when the pack has no reference or it fails.
std::optional<std::string> referenceAnswer(const pack::Pack& p, const std::string& input)
{
    const pack::Solution* reference = pack::reference(p);
    if (!reference) {
        std::cerr << "stepboard-cli: the pack has no accepted solution to check answers against\n";
        return std::nullopt;
    }
    std::string why;
    std::optional<std::string> answer = pack::answerOf(p, *reference, input, &why);
    if (!answer)
        std::cerr << "stepboard-cli: the reference " << why << "\n";
    return answer;
}

/// stats: the lines a solution runs on the input, its moves, and whether its answer is the reference's.
int packStats(const pack::Pack& p, const pack::Solution& s, const std::string& input)
{
    const program::Trace trace = pack::record(p, s, input);
    if (const auto failed = failedRecording(trace))
        return *failed;
    const std::optional<std::string> reference = referenceAnswer(p, input);
    if (!reference)
        return kExitNotAccepted;
    std::cout << "method: " << idOf(s) << "\nfile: " << s.file << "\nlines: " << trace.size()
              << "\nmoves: " << pack::moves(p, s, trace).size() << "\n";
    // Cut off at the line limit, a run has not given its answer yet: neither right nor wrong.
    const bool cut = trace.end() == program::Trace::End::Limit;
    if (cut)
        std::cout << "stopped: line-limit\n";
    else if (!trace.ranToEnd() || !trace.error().empty())
        std::cout << "stopped: " << trace.error() << "\n";
    const bool right = trace.end() == program::Trace::End::Finished && trace.error().empty() &&
                       !firstDifference(trace.output, *reference);
    std::cout << "output: " << withoutNewline(trace.output) << "\nreference-output: " << withoutNewline(*reference)
              << "\nverdict: " << (cut ? "unfinished" : right ? "right" : "wrong") << "\n";
    return cut ? kExitCap : kExitDone;
}

/// diverge: the first move where the solution and another (the reference) go different ways.
int packDiverge(const pack::Pack& p, const pack::Solution& s, const Options& o, const std::string& input)
{
    const pack::Solution* against = o.against.empty() ? pack::reference(p, s.language) : chosenSolution(p, o, o.against);
    if (!against)
        return kExitUsage;
    const program::Trace run = pack::record(p, s, input);
    const program::Trace other = pack::record(p, *against, input);
    for (const program::Trace* t : {&run, &other})
        if (const auto failed = failedRecording(*t))
            return *failed;
    const bool sameBoard = pack::boardVariable(p, s) == pack::boardVariable(p, *against);
    const auto d = pack::diverge(run, pack::moves(p, s, run), other, pack::moves(p, *against, other), sameBoard);
    if (!d) {
        std::cout << "{\"moment\":null}\n";
        return kExitDone;
    }
    static constexpr const char* kWhat[] = {"board", "output"};
    std::cout << "{\"moment\":" << d->move << ",\"what\":\"" << kWhat[static_cast<int>(d->what)]
              << "\",\"step\":" << d->step << ",\"line\":" << run.line(d->step) << ",\"against\":"
              << jsonString(idOf(*against)) << ",\"against-step\":" << d->againstStep
              << ",\"against-line\":" << other.line(d->againstStep) << "}\n";
    return kExitDone;
}

/// growth: a solution's lines on each of the pack's tests against the test's size, and the slope fitted to
/// them on log-log axes, as G's growth over the tests draws them.
int packGrowth(const pack::Pack& p, const pack::Solution& s)
{
    std::string why;
    const std::vector<pack::TestWork> work = pack::workOnTests(p, s, pack::growthLineLimit(s.language), {}, &why);
    if (work.empty() && !why.empty()) {
        std::cerr << "stepboard-cli: " << why << "\n";
        return kExitNotAccepted;
    }
    for (const pack::TestWork& w : work)
        std::cout << "{\"test\":" << jsonString(w.test->name) << ",\"size\":" << w.size << ",\"lines\":" << w.count.lines
                  << ",\"stopped\":"
                  << (w.count.cut ? "\"line-limit\"" : w.count.failed ? "\"failed\"" : "null") << "}\n";
    const std::optional<double> slope = pack::growthSlope(work);
    std::cout << "{\"method\":" << jsonString(idOf(s)) << ",\"file\":" << jsonString(s.file) << ",\"slope\":";
    if (slope) // no "-0.000": a flat line's slope is 0
        std::cout << std::fixed << std::setprecision(3) << (std::abs(*slope) < 0.0005 ? 0.0 : *slope);
    else
        std::cout << "null";
    std::cout << "}\n";
    return kExitDone;
}

} // namespace

int packRun(const Options& o, const std::string& input)
{
    const pack::Pack p = readSaid(o.problem);
    if (p.broken())
        return kExitBadInput;
    if (!sandboxStarts())
        return kExitNoSandbox;
    if (o.command == "run") {
        // A student's program against the reference's answer, with the pack's limits unless others are given.
        const std::optional<std::string> answer = referenceAnswer(p, input);
        if (!answer)
            return kExitNotAccepted;
        box::Limits limits = pack::limitsOf(p);
        for (const std::string& given : o.given) {
            if (given == "--time-limit")
                limits.cpuSeconds = o.timeLimit;
            if (given == "--memory-limit")
                limits.memoryBytes = static_cast<std::uint64_t>(o.memoryLimitMB) << 20;
        }
        return runProgramOn(input, *answer, limits, o);
    }
    const pack::Solution* chosen = chosenSolution(p, o, o.method);
    if (!chosen)
        return kExitUsage;
    if (o.command == "trace") {
        Options recorded = o;
        recorded.program = (p.root / chosen->file).string();
        return traceProgram(input, recorded);
    }
    if (o.command == "stats")
        return packStats(p, *chosen, input);
    if (o.command == "growth")
        return packGrowth(p, *chosen);
    if (o.command == "diverge")
        return packDiverge(p, *chosen, o, input);
    std::string answerWhy;
    const std::optional<std::string> answer = pack::answerOf(p, *chosen, input, &answerWhy);
    if (!answer) {
        std::cerr << "stepboard-cli: " << answerWhy << "\n";
        return kExitNotAccepted;
    }
    std::cout << *answer;
    return kExitDone;
}

int importCommand(const Options& o)
{
    std::filesystem::path source = o.problem;
    if (pack::isArchive(source) && std::filesystem::is_regular_file(source)) {
        const pack::Unpacked unpacked = pack::unpack(source);
        if (unpacked.refused) {
            std::cerr << "stepboard-cli: " << pack::describe(*unpacked.refused) << "\n";
            return kExitBadInput;
        }
        for (const pack::ArchiveProblem& p : unpacked.skipped)
            std::cerr << "stepboard-cli: " << pack::describe(p) << "\n";
        source = *unpacked.folder;
    }
    const pack::Imported imported = pack::importProblem(source, o.file, o.language);
    for (const pack::ImportNote& note : imported.notes)
        std::cerr << "stepboard-cli: " << pack::describe(note) << "\n";
    if (imported.refused) {
        std::cerr << "stepboard-cli: " << *imported.refused << "\n";
        return kExitBadInput;
    }
    std::cout << pack::layoutName(*imported.layout) << ": " << imported.name << ", " << imported.samples
              << (imported.samples == 1 ? " sample, " : " samples, ") << imported.tests << " tests in " << imported.groups
              << (imported.groups == 1 ? " group" : " groups") << ", written to " << o.file << "\n";
    return kExitDone;
}

} // namespace sb::cli
