// SPDX-License-Identifier: GPL-3.0-or-later
#include "packcheck.h"

#include "judging.h"
#include "packjudge.h"
#include "packrun.h"
#include "process.h"

#include "core/judge.h"

#include <filesystem>

namespace sb::pack {

namespace {

/// The compiler's first error, as "line:column: words", placed at it in the solution's file.
Fault buildFault(const Solution& s, const program::Prepared& prepared)
{
    Fault f{Fault::Kind::DoesNotBuild, {s.file, 0, 0}, {s.file, prepared.why}, false};
    if (!prepared.program)
        return f;
    for (const program::Diagnostic& d : prepared.program->diagnostics())
        if (d.error) {
            f.place = {s.file, d.line, d.column};
            f.args[1] = d.message;
            return f;
        }
    const std::string& err = prepared.program->compileRun().err;
    f.args[1] = err.substr(0, err.find('\n'));
    return f;
}

/// Whether `s` should pass the samples: a method, right if slow. A classic mistake may fail them: the
/// class sees it go wrong at once.
bool passesSamples(const Solution& s)
{
    return s.method.has_value();
}

} // namespace

std::vector<Fault> check(const Pack& pack, const std::function<bool()>& keepGoing)
{
    std::vector<Fault> faults;
    std::vector<const TestCase*> samples;
    for (const TestCase* t : pack.tests())
        if (t->name.starts_with("sample/") && !t->answer.empty())
            samples.push_back(t);
    for (const Solution& s : pack.solutions) {
        if (keepGoing && !keepGoing())
            break;
        const program::Prepared prepared = prepare(pack, s);
        if (!prepared.built()) {
            faults.push_back(buildFault(s, prepared));
            continue;
        }
        if (passesSamples(s))
            for (const TestCase* t : samples) {
                const program::Run run = prepared.program->run(rec::readWhole(pack.root / t->input),
                                                                rec::readWhole(pack.root / t->answer), limitsOf(pack));
                if (run.test.verdict != Verdict::Accepted) {
                    faults.push_back({Fault::Kind::FailsSample, {t->input, 0, 0},
                                      {s.file, t->name, std::string(verdictName(run.test.verdict))}, false});
                    break;
                }
            }
        const std::string variable = boardVariable(pack, s);
        if (!pack.board || variable.empty() || samples.empty() || (!s.method && s.mistake.empty()))
            continue;
        // The board's variable, looked for at every line of the first sample's run.
        const program::Trace trace = prepared.program->trace(rec::readWhole(pack.root / samples.front()->input));
        bool seen = false;
        bool drawn = false;
        for (std::size_t step = 0; step < trace.positions() && !drawn; ++step) {
            PackMisfit why;
            drawn = boardAt(pack, s, trace, step, &why).has_value();
            seen = seen || drawn || why.kind != PackMisfit::Kind::Missing;
        }
        if (!drawn && trace.end() != program::Trace::End::Failed) {
            const Place place = s.boardVariable.empty() ? pack.board->place : s.boardPlace;
            faults.push_back({seen ? Fault::Kind::BoardNotDrawn : Fault::Kind::BoardNotFound, place, {variable, s.file},
                              false});
        }
    }
    return faults;
}

} // namespace sb::pack
