// SPDX-License-Identifier: GPL-3.0-or-later
#include "clipack.h"

#include "clioutput.h"
#include "clirun.h"
#include "judging.h"
#include "process.h"
#include "pack.h"
#include "packjudge.h"
#include "sandbox.h"

#include "core/problem.h"

#include <filesystem>
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

/// "AC 2/2", "WA+TLE 1/3", as the built-in problems' table says a subtask.
std::string groupCell(const pack::GroupResult& g)
{
    std::string kinds;
    for (const Verdict v : {Verdict::WrongAnswer, Verdict::TimeLimit, Verdict::MemoryLimit, Verdict::RuntimeError,
                            Verdict::OutputLimit, Verdict::CompileError, Verdict::NotRun})
        for (const TestResult& t : g.results)
            if (t.verdict == v) {
                kinds += (kinds.empty() ? "" : "+") + std::string(verdictName(v));
                break;
            }
    return (kinds.empty() ? "AC" : kinds) + " " + std::to_string(g.passed) + "/" + std::to_string(g.tests.size());
}

/// The methods in their order, then the mistakes, then the rest, each in the order of its files.
std::vector<const pack::Solution*> ordered(const pack::Pack& p)
{
    std::vector<const pack::Solution*> out;
    for (const int number : p.methods())
        for (const pack::Solution* s : p.method(number))
            out.push_back(s);
    for (const pack::Solution* s : p.mistakes())
        out.push_back(s);
    for (const pack::Solution& s : p.solutions)
        if (!s.method && s.mistake.empty())
            out.push_back(&s);
    return out;
}

/// The pack `name` names (pack::findPack), read, with its faults said on standard error.
pack::Pack readSaid(const std::string& name)
{
    pack::Pack p = pack::read(pack::findPack(name).value_or(name));
    for (const pack::Fault& f : p.faults)
        std::cerr << "stepboard-cli: " << describe(f) << "\n";
    return p;
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
        for (const pack::Solution* s : ordered(p))
            std::cout << name << ' ' << idOf(*s) << ' ' << (correct(*s) ? "correct" : "wrong") << '\n';
    }
}

int packCommand(const Options& o)
{
    if (o.command != "methods" && o.command != "judge") {
        std::cerr << "stepboard-cli: " << o.command << " takes a built-in problem; a pack takes methods, judge, solve and trace\n";
        return kExitUsage;
    }
    const pack::Pack p = readSaid(o.problem);
    if (p.broken())
        return kExitBadInput;
    std::vector<const pack::Solution*> chosen = ordered(p);
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
    std::string why;
    if (!box::available(&why) && !box::runsWithoutSandbox()) {
        std::cerr << "stepboard-cli: the sandbox cannot start: " << why << "\n";
        return kExitNoSandbox;
    }
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
            rows.back().push_back(groupCell(g));
        rows.back().push_back(p.scoring ? points(r.score) : r.accepted ? "AC" : "rejected");
    }
    if (!o.json)
        printTable(rows);
    return kExitDone;
}

int packRun(const Options& o, const std::string& input)
{
    const pack::Pack p = readSaid(o.problem);
    if (p.broken())
        return kExitBadInput;
    // The solution: the method or mistake asked for (the first method without --method), in the language asked.
    const pack::Language language = o.python ? pack::Language::Python : pack::Language::Cpp;
    const std::vector<int> methods = p.methods();
    const std::string wanted = !o.method.empty() ? o.method : methods.empty() ? std::string() : std::to_string(methods.front());
    const pack::Solution* chosen = nullptr;
    for (const pack::Solution& s : p.solutions)
        if (!chosen && s.language == language && (wanted.empty() ? s.expected == pack::Expected::Accepted : idOf(s) == wanted))
            chosen = &s;
    if (!chosen) {
        std::cerr << "stepboard-cli: the pack has no " << (o.python ? "Python" : "C++") << " solution '" << wanted << "'\n";
        return kExitUsage;
    }
    if (o.command == "trace") {
        Options recorded = o;
        recorded.program = (p.root / chosen->file).string();
        return traceProgram(input, recorded);
    }
    std::string why;
    if (!box::available(&why) && !box::runsWithoutSandbox()) {
        std::cerr << "stepboard-cli: the sandbox cannot start: " << why << "\n";
        return kExitNoSandbox;
    }
    const program::Prepared prepared = program::prepare(rec::readWhole(p.root / chosen->file), language,
                                                        std::filesystem::path(chosen->file).filename().string());
    if (!prepared.built()) {
        std::cerr << "stepboard-cli: " << chosen->file << " does not build: "
                  << (prepared.program ? prepared.program->compileRun().err : prepared.why) << "\n";
        return kExitNotAccepted;
    }
    const program::Run run = prepared.program->run(input, {}, pack::limitsOf(p));
    std::cout << run.result.out;
    if (run.result.outcome != box::Outcome::Exited || run.result.exitCode != 0) {
        std::cerr << "stepboard-cli: " << chosen->file << ": " << verdictName(run.test.verdict)
                  << (run.test.detail.empty() ? "" : ": " + run.test.detail) << "\n";
        return kExitNotAccepted;
    }
    return kExitDone;
}

} // namespace sb::cli
