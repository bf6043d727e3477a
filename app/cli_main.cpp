// SPDX-License-Identifier: GPL-3.0-or-later
// stepboard-cli: the engine without a screen. See README.md for the commands.
#include "climessages.h"
#include "clirun.h"
#include "clihelp.h"
#include "clioptions.h"
#include "clioutput.h"
#include "clipack.h"
#include "stepwriter.h"
#include "core/diverge.h"
#include "core/inputerror.h"
#include "core/inputfile.h"
#include "core/judge.h"
#include "core/problem.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

using sb::cli::jsonString;
using sb::cli::points;
using sb::cli::printTable;
using sb::cli::withoutNewline;

using sb::cli::Options;
using sb::cli::kExitBadInput;
using sb::cli::kExitCap;
using sb::cli::kExitDone;
using sb::cli::kExitUsage;

constexpr std::uint64_t kStepCap = 100'000'000;

int usage(const std::string& why)
{
    std::cerr << "stepboard-cli: " << why << "\n" << sb::cli::usageLines();
    return kExitUsage;
}

/// The input of solve, trace, stats and diverge, or why it cannot be read, as the line to print.
std::optional<std::string> readInput(const std::string& file, std::string& error)
{
    sb::InputFile in = sb::readInputFile(file);
    const std::string name = file.empty() || file == "-" ? "standard input" : file;
    switch (in.failure) {
    case sb::ReadFailure::None:
        return std::move(in.text);
    case sb::ReadFailure::IsFolder:
        error = "cannot read " + name + ": it is a folder";
        break;
    case sb::ReadFailure::NotRegular:
        error = "cannot read " + name + ": it is not a regular file";
        break;
    case sb::ReadFailure::TooLarge:
        error = "cannot read " + name + ": larger than " + std::to_string(sb::megabytes(sb::kMaxInputBytes)) +
                " MB, the most an input may be";
        break;
    case sb::ReadFailure::Missing:
    case sb::ReadFailure::Failed:
        error = "cannot read " + name;
        break;
    }
    return std::nullopt;
}

int listMethods(const std::string& only)
{
    for (const sb::ProblemDesc* p : sb::problems()) {
        if (!only.empty() && p->id != only)
            continue;
        for (const sb::MethodDesc& m : p->methods)
            std::cout << p->id << ' ' << m.id << ' '
                      << (m.role == sb::MethodRole::Correct ? "correct" : "wrong") << '\n';
    }
    return kExitDone;
}

int neverEnds(const sb::ProblemDesc& problem, const sb::Repetition& r)
{
    std::cout.flush();
    const std::string_view word = problem.momentWord;
    std::cerr << "stepboard-cli: stopped: this method never ends on this input (" << word << ' ' << r.moment
              << " repeats " << word << ' ' << r.sameAs << ")\n";
    return kExitCap;
}

int tooSlow(std::uint64_t estimatedSteps)
{
    std::cout.flush();
    std::cerr << "stepboard-cli: stopped: too slow on this input, about " << estimatedSteps << " steps needed\n";
    return kExitCap;
}

int solve(const sb::ProblemDesc& problem, const sb::MethodDesc& method, const sb::ProblemInput& input)
{
    const sb::SolveResult r = method.solve(input, sb::kDefaultWorkBudget);
    if (r.stop == sb::StopReason::NeverEnds && r.repetition)
        return neverEnds(problem, *r.repetition);
    if (r.stopped())
        return tooSlow(method.estimate(input).steps);
    std::cout.write(r.output.data(), static_cast<std::streamsize>(r.output.size()));
    return kExitDone;
}

/// A walk through a method's steps: what it counted and why it stopped, if it did.
struct Walk {
    std::uint64_t steps = 0;
    std::uint64_t events = 0;
    std::array<std::int64_t, sb::kCounterCount> counters{};
    sb::StopReason stop = sb::StopReason::None;
};

Walk walk(sb::Trace& trace, const Options& o, sb::cli::StepWriter& writer)
{
    Walk w;
    std::uint64_t printed = 0;
    const bool tracing = o.command == "trace";
    while (trace.steps.next()) {
        if (w.steps == kStepCap) {
            w.stop = sb::StopReason::TooSlow;
            break;
        }
        const sb::Step& s = trace.steps.value();
        ++w.steps;
        w.events += sb::isEvent(s.kind);
        for (const sb::CounterInc& c : s.increments())
            w.counters[static_cast<std::size_t>(c.counter)] += c.amount;
        if (tracing && (!o.eventsOnly || sb::isEvent(s.kind))) {
            if (o.limit && printed == *o.limit)
                return w;
            if (!writer.write(w.steps, s))
                return w; // the output cannot be written: the rest of the trace would go nowhere
            ++printed;
        }
    }
    // A run that proves it repeats ends its steps there, well before the cap.
    if (trace.outcome->repetition)
        w.stop = sb::StopReason::NeverEnds;
    return w;
}

/// Whether a run that stopped early would print the right answer: a method that never
/// ends prints nothing; a slow one is judged by its fast path when that finishes in
/// the work budget, else by its role (a correct method is only slow).
bool rightAfterStop(const sb::MethodDesc& method, const sb::ProblemInput& input, sb::StopReason stop,
                    const std::string& reference)
{
    if (stop == sb::StopReason::NeverEnds)
        return false;
    const sb::SolveResult r = method.solve(input, sb::kDefaultWorkBudget);
    if (!r.stopped())
        return r.output == reference;
    return r.stop == sb::StopReason::TooSlow && method.role == sb::MethodRole::Correct;
}

void printStats(const sb::ProblemDesc& problem, const sb::MethodDesc& method, const sb::ProblemInput& input,
               sb::CodeLanguage language,
               const sb::Trace& trace, const Walk& w)
{
    std::cout << "method: " << method.id << "\nsteps: " << w.steps << "\nevents: " << w.events << "\n";
    for (std::size_t c = 0; c < problem.counters.size(); ++c)
        if (w.counters[c] != 0)
            std::cout << problem.counters[c] << ": " << w.counters[c] << "\n";
    const std::string reference = problem.reference()->solve(input, sb::kDefaultWorkBudget).output;
    bool right = trace.outcome->output == reference;
    if (w.stop == sb::StopReason::NeverEnds) {
        const sb::Repetition& r = *trace.outcome->repetition;
        const std::string_view word = problem.momentWord;
        std::cout << "stopped: never-ends\nrepeats: " << word << ' ' << r.moment << " is " << word << ' ' << r.sameAs
                  << " again\n";
    } else if (w.stop == sb::StopReason::TooSlow) {
        std::cout << "stopped: too-slow\nestimated-steps: " << method.estimate(input, language).steps << "\n";
    } else {
        std::cout << "output: " << trace.outcome->output;
    }
    if (w.stop != sb::StopReason::None)
        right = rightAfterStop(method, input, w.stop, reference);
    std::cout << "reference-output: " << withoutNewline(reference) << "\nverdict: " << (right ? "right" : "wrong")
              << "\n";
}

/// A time limit as --time-limit takes it: up to three decimals, none that are trailing zeros.
std::string seconds(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", value);
    std::string s = text;
    s.erase(s.find_last_not_of('0') + 1);
    if (s.back() == '.')
        s.pop_back();
    return s;
}

/// "AC 10/10", "TLE 0/9", "WA 6/10", "WA+TLE 3/10": the failing verdicts, then passed/total.
std::string subtaskCell(const sb::SubtaskResult& s)
{
    std::string kinds;
    for (const sb::Verdict v : {sb::Verdict::WrongAnswer, sb::Verdict::TimeLimit, sb::Verdict::MemoryLimit,
                                sb::Verdict::RuntimeError, sb::Verdict::OutputLimit, sb::Verdict::NotRun})
        for (const sb::TestResult& t : s.tests)
            if (t.verdict == v) {
                kinds += (kinds.empty() ? "" : "+") + std::string(sb::verdictName(v));
                break;
            }
    return (kinds.empty() ? "AC" : kinds) + " " + std::to_string(s.passed) + "/" + std::to_string(s.total);
}

void printJudgeTable(const sb::JudgeReport& report, double timeLimit)
{
    std::vector<std::vector<std::string>> rows{{"method"}};
    for (const sb::SubtaskResult& s : report.methods.front().subtasks)
        rows[0].push_back(s.name + " (" + points(s.weight) + ")");
    rows[0].push_back("score");
    for (const sb::MethodResult& m : report.methods) {
        rows.push_back({m.method});
        for (const sb::SubtaskResult& s : m.subtasks)
            rows.back().push_back(subtaskCell(s));
        rows.back().push_back(points(m.score));
    }
    std::cout << report.problem << ": time limit " << seconds(timeLimit) << " s a test\n";
    printTable(rows);
}

/// The tests a program of the user's own did not pass: subtask, test, verdict and what it did.
std::vector<std::array<std::string, 4>> failedTests(const sb::ProblemDesc& problem, const sb::MethodResult& m)
{
    std::vector<std::array<std::string, 4>> failed;
    const sb::TestBank& bank = problem.bank();
    for (std::size_t s = 0; s < m.subtasks.size(); ++s)
        for (std::size_t t = 0; t < m.subtasks[s].tests.size(); ++t) {
            const sb::TestResult& r = m.subtasks[s].tests[t];
            if (r.verdict != sb::Verdict::Accepted && r.verdict != sb::Verdict::NotRun)
                failed.push_back({m.subtasks[s].name, bank.subtasks[s].tests[t].name, std::string(sb::verdictName(r.verdict)),
                                  r.detail});
        }
    return failed;
}

void printJudgeJson(const sb::ProblemDesc& problem, const sb::JudgeReport& report, std::size_t firstProgram)
{
    for (std::size_t mi = 0; mi < report.methods.size(); ++mi) {
        const sb::MethodResult& m = report.methods[mi];
        std::cout << "{\"problem\":" << jsonString(report.problem) << ",\"" << (mi < firstProgram ? "method" : "program")
                  << "\":" << jsonString(m.method) << ",\"score\":" << points(m.score) << ",\"subtasks\":[";
        for (std::size_t i = 0; i < m.subtasks.size(); ++i) {
            const sb::SubtaskResult& s = m.subtasks[i];
            std::cout << (i ? "," : "") << "{\"name\":" << jsonString(s.name) << ",\"weight\":" << points(s.weight)
                      << ",\"passed\":" << s.passed << ",\"total\":" << s.total << ",\"verdicts\":[";
            for (std::size_t t = 0; t < s.tests.size(); ++t)
                std::cout << (t ? "," : "") << jsonString(sb::verdictName(s.tests[t].verdict));
            std::cout << "]}";
        }
        std::cout << "]";
        if (mi >= firstProgram) {
            std::cout << ",\"failed\":[";
            const auto failed = failedTests(problem, m);
            for (std::size_t f = 0; f < failed.size(); ++f)
                std::cout << (f ? "," : "") << "{\"subtask\":" << jsonString(failed[f][0]) << ",\"test\":"
                          << jsonString(failed[f][1]) << ",\"verdict\":" << jsonString(failed[f][2])
                          << ",\"detail\":" << jsonString(failed[f][3]) << "}";
            std::cout << "]";
        }
        std::cout << "}\n";
    }
}

int judgeBank(const sb::ProblemDesc& problem, const Options& o)
{
    sb::JudgeOptions options;
    options.timeLimit = o.timeLimit;
    if (!o.method.empty())
        options.methods = {o.method};
    if (!o.program.empty()) {
        // The program's row below the methods' (one method with --method, all without).
        int status = kExitUsage;
        auto program = sb::cli::ownProgram(o, status);
        if (!program)
            return status;
        options.programs.push_back(std::move(*program));
    }
    const sb::JudgeReport report = sb::judge(problem, options);
    const std::size_t firstProgram = report.methods.size() - options.programs.size();
    if (o.json) {
        printJudgeJson(problem, report, firstProgram);
    } else {
        printJudgeTable(report, o.timeLimit);
        for (std::size_t mi = firstProgram; mi < report.methods.size(); ++mi)
            for (const auto& [subtask, test, verdict, detail] : failedTests(problem, report.methods[mi]))
                std::cout << report.methods[mi].method << ": " << subtask << ", " << test << ": " << verdict
                          << (detail.empty() ? "" : ": " + detail) << "\n";
    }
    return kExitDone;
}

int divergeRuns(const sb::ProblemDesc& problem, const sb::MethodDesc& method, const sb::MethodDesc& against,
                const std::shared_ptr<const sb::ProblemInput>& input)
{
    sb::DivergeOptions options;
    options.stepCap = kStepCap;
    const auto d = sb::diverge(problem, input, method, against, options);
    if (!d) {
        std::cout << "{\"moment\":null}\n";
        return kExitDone;
    }
    std::cout << "{\"moment\":" << d->moment << ",\"step\":" << d->method.step
              << ",\"reference\":" << jsonString(d->reference.note.text)
              << ",\"method\":" << jsonString(d->method.note.text) << "}\n";
    return kExitDone;
}

int run(const Options& o)
{
    if (o.command != "solve" && o.command != "trace" && o.command != "stats" && o.command != "judge" &&
        o.command != "diverge" && o.command != "methods" && o.command != "run" && o.command != "check" &&
        o.command != "growth" && o.command != "import")
        return usage("unknown command '" + o.command + "'");
    for (const std::string& option : o.given)
        if (!sb::cli::takesOption(o.command, option))
            return usage(o.command + " takes no " + option);
    if (o.command == "import")
        return o.problem.empty() || o.file.empty() ? usage("import needs the problem's folder and the pack's") : sb::cli::importCommand(o);
    if (sb::cli::namesPack(o.problem) && !(o.command == "trace" && !o.program.empty())) {
        if (o.command == "methods" || o.command == "judge" || o.command == "check")
            return sb::cli::packCommand(o);
        if (o.command == "run" && o.program.empty())
            return usage("run needs --program");
        if (o.command == "diverge" && o.method.empty())
            return usage("diverge needs --method");
        if (o.command == "growth") // the pack's own tests: no input read
            return o.file.empty() ? sb::cli::packRun(o, {}) : usage("growth runs the pack's own tests and reads no input");
        std::string error;
        const auto text = readInput(o.file, error);
        if (!text) {
            std::cerr << "stepboard-cli: " << error << "\n";
            return kExitUsage;
        }
        return sb::cli::packRun(o, *text);
    }
    if (o.command == "methods") {
        if (!o.problem.empty() && !sb::findProblem(o.problem))
            return usage("unknown problem '" + o.problem + "'");
        const int status = listMethods(o.problem);
        if (o.problem.empty())
            sb::cli::listPacks();
        return status;
    }
    if (o.command == "check" || o.command == "growth")
        return usage(o.problem.empty() ? "which pack?" : o.command + " takes a pack: " + o.problem + " is none");
    if (o.problem.empty())
        return usage("which problem?");
    const sb::ProblemDesc* problem = sb::findProblem(o.problem);
    if (!problem)
        return usage("unknown problem '" + o.problem + "'");
    if (o.command == "trace" && !o.program.empty()) {
        for (const std::string& given : o.given)
            if (given == "--method" || given == "--level" || given == "--code")
                return usage("trace --program records the program itself: " + given + " is for the methods");
    }
    const sb::MethodDesc* method = o.method.empty() ? problem->reference() : problem->method(o.method);
    if (!method)
        return usage("problem " + o.problem + " has no method '" + o.method + "'");
    if (o.command == "judge") {
        if (!o.file.empty())
            return usage("judge runs the built-in tests and reads no input");
        return judgeBank(*problem, o);
    }
    if (o.command == "run" && o.program.empty())
        return usage("run needs --program");
    if (o.command == "diverge" && o.method.empty())
        return usage("diverge needs --method");
    const sb::MethodDesc* against = o.against.empty() ? &sb::divergeAgainst(*problem, *method) : problem->method(o.against);
    if (!against)
        return usage("problem " + o.problem + " has no method '" + o.against + "'");

    std::string error;
    const auto text = readInput(o.file, error);
    if (!text) {
        std::cerr << "stepboard-cli: " << error << "\n";
        return kExitUsage;
    }
    std::shared_ptr<const sb::ProblemInput> input;
    try {
        input = problem->parse(*text);
    } catch (const sb::InputError& e) {
        std::cerr << "input:" << e.line << ":" << e.column << ": " << sb::describe(*problem, e) << "\n";
        return kExitBadInput;
    }
    if (o.command == "solve")
        return solve(*problem, *method, *input);
    if (o.command == "run")
        return sb::cli::runProgram(*problem, *text, o);
    if (o.command == "trace" && !o.program.empty())
        return sb::cli::traceProgram(*text, o);
    if (o.command == "diverge")
        return divergeRuns(*problem, *method, *against, input);

    const sb::CodeLanguage language = o.python ? sb::CodeLanguage::Python : sb::CodeLanguage::Cpp;
    sb::Trace trace = method->trace(input, language);
    sb::cli::StepWriter writer(*problem, problem->shape(*input), std::cout);
    const Walk w = walk(trace, o, writer);
    writer.flush();
    if (o.command == "stats")
        printStats(*problem, *method, *input, language, trace, w);
    if (w.stop == sb::StopReason::NeverEnds)
        return neverEnds(*problem, *trace.outcome->repetition);
    if (w.stop == sb::StopReason::TooSlow)
        return tooSlow(method->estimate(*input, language).steps);
    return kExitDone;
}

/// Runs the command with standard output checked: a write that fails (a full disk, a closed
/// pipe where SIGPIPE is ignored) ends the command with status 1 and says why.
int runWritingChecked(const Options& o)
{
    sb::cli::CheckedOutput out(STDOUT_FILENO);
    std::streambuf* const original = std::cout.rdbuf(&out);
    int status = run(o);
    std::cout.flush();
    std::cout.rdbuf(original);
    if (out.failed()) {
        std::cerr << "stepboard-cli: cannot write the output: " << out.reason() << "\n";
        status = kExitUsage;
    }
    return status;
}

} // namespace

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    std::string error;
    if (const auto help = sb::cli::helpAsked(argc, argv, error)) {
        std::cout << *help;
        return std::cout.flush() ? kExitDone : kExitUsage;
    }
    if (!error.empty())
        return usage(error);
    const auto options = sb::cli::parseArgs(argc, argv, error);
    if (!options)
        return usage(error);
    return runWritingChecked(*options);
}
