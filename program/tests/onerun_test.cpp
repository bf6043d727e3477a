// SPDX-License-Identifier: GPL-3.0-or-later
// The one run model, from its two sources: a built-in method stepped by its generator, and the same
// method's Python listing recorded as a student's program. Read through RunModel alone, the two
// stand on the same lines with the same frames and the same values at every position, and land on
// the same positions when they step over, out, or to a breakpoint.
#include "ownprogram.h"
#include "tracerun.h"

#include "core/methodrun.h"
#include "core/player.h"
#include "core/problem.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <ostream>

namespace fs = std::filesystem;
using namespace sb;

namespace sb {
// The problem's id in the tests' names and messages.
void PrintTo(const ProblemDesc* problem, std::ostream* out)
{
    *out << problem->id;
}
} // namespace sb

namespace {

/// The problem's first sample; for one with no samples among the resources (one of the tests'
/// own), the longest test of its judge's bank.
std::string firstSample(const ProblemDesc& problem)
{
    const fs::path folder = test::resources() / "samples" / std::string(problem.id);
    if (!fs::is_directory(folder)) {
        std::string longest;
        for (const BankSubtask& subtask : problem.bank().subtasks)
            for (const BankTest& test : subtask.tests)
                longest = test.input.size() > longest.size() ? test.input : longest;
        return longest;
    }
    std::vector<fs::path> samples;
    for (const fs::directory_entry& s : fs::directory_iterator(folder))
        samples.push_back(s.path());
    std::sort(samples.begin(), samples.end());
    return samples.empty() ? std::string() : test::readFile(samples.front());
}

std::string nameOf(const testing::TestParamInfo<const ProblemDesc*>& info)
{
    return std::string(info.param->id);
}

/// The lines a comparison looks at: enough for every problem's sample to call, return and loop.
constexpr std::uint64_t kLines = 2500;

class BothRuns : public testing::TestWithParam<const ProblemDesc*> {
protected:
    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(box::available(&why)) << why;
        const ProblemDesc& problem = *GetParam();
        const MethodDesc& method = problem.methods.front();
        const std::string input = firstSample(problem);
        ASSERT_FALSE(input.empty());
        const std::string source =
            test::readFile(test::resources() / "listings" / std::string(problem.id) / (std::string(method.listing) + ".py"));
        const auto parsed = problem.parse(input);
        player = std::make_unique<Player>([&method, parsed] { return method.trace(parsed, CodeLanguage::Python); });
        methodRun = std::make_unique<MethodRun>(*player, problem, parseListing(source, CodeLanguage::Python));

        const program::Program built = program::Program::build(source, program::Language::Python, "listing.py");
        ASSERT_TRUE(built.built()) << built.compileRun().err;
        program::TraceOptions options;
        options.stepLimit = kLines;
        auto trace = std::make_shared<program::Trace>(built.trace(input, options));
        ASSERT_NE(trace->end(), program::Trace::End::Failed) << trace->error() << trace->errors;
        ASSERT_GT(trace->size(), 50u);
        traceRun = std::make_unique<program::TraceRun>(std::move(trace));
        // The positions both runs have: the recording may stop at its limit.
        compared = std::min<std::uint64_t>(traceRun->trace().size() - 1, kLines - 1);
        if (traceRun->trace().end() == program::Trace::End::Finished) {
            methodRun->toEnd();
            EXPECT_EQ(methodRun->position(), traceRun->trace().size()) << "the same number of lines run";
            methodRun->toPosition(0);
        }
    }

    static std::string describe(const RunModel& run)
    {
        std::string out = "line " + std::to_string(run.nextLine()) + " after " + std::to_string(run.ranLine()) + " in";
        for (const RunFrame& f : run.frames())
            out += " " + f.function + "@" + std::to_string(f.line);
        return out;
    }

    /// The method's variables where it stands are the program's, value for value (the program may
    /// hold more: the method lists only those its steps set).
    static void expectSameState(const RunModel& method, const RunModel& program, std::uint64_t position)
    {
        const std::vector<RunFrame> mine = method.frames();
        const std::vector<RunFrame> theirs = program.frames();
        ASSERT_EQ(mine.size(), theirs.size()) << "at " << position << ": " << describe(method) << " / " << describe(program);
        for (std::size_t f = 0; f < mine.size(); ++f) {
            EXPECT_EQ(mine[f].function, theirs[f].function) << "at " << position;
            EXPECT_EQ(mine[f].line, theirs[f].line) << "at " << position << " frame " << f;
        }
        if (mine.empty() || !mine.back().started)
            return;
        for (const RunVariable& v : mine.back().variables) {
            const auto found = std::find_if(theirs.back().variables.begin(), theirs.back().variables.end(),
                                            [&v](const RunVariable& t) { return t.name == v.name; });
            ASSERT_NE(found, theirs.back().variables.end()) << "at " << position << ": " << v.name << " in " << describe(program);
            EXPECT_EQ(found->value, v.value) << "at " << position << ": " << v.name;
        }
    }

    std::unique_ptr<Player> player;
    std::unique_ptr<MethodRun> methodRun;
    std::unique_ptr<program::TraceRun> traceRun;
    std::uint64_t compared = 0;
};

} // namespace

TEST_P(BothRuns, StandOnTheSameLinesWithTheSameFramesAndValues)
{
    for (std::uint64_t p = 0; p <= compared; ++p) {
        ASSERT_EQ(methodRun->position(), p);
        ASSERT_EQ(traceRun->position(), p);
        ASSERT_EQ(methodRun->nextLine(), traceRun->nextLine()) << "at " << p;
        ASSERT_EQ(methodRun->ranLine(), traceRun->ranLine()) << "at " << p;
        expectSameState(*methodRun, *traceRun, p);
        if (HasFatalFailure() || HasFailure())
            return;
        if (p < compared) {
            ASSERT_TRUE(methodRun->forward());
            ASSERT_TRUE(traceRun->forward());
        }
    }
    // And back again, from where the comparison ended.
    ASSERT_TRUE(methodRun->back());
    ASSERT_TRUE(traceRun->back());
    EXPECT_EQ(methodRun->nextLine(), traceRun->nextLine());
}

TEST_P(BothRuns, StepOverOutAndToABreakpointLandOnTheSamePositions)
{
    int overs = 0, outs = 0;
    // Over from every position, then out from every position inside a call.
    for (std::uint64_t p = 0; p + 1 < compared; ++p) {
        methodRun->toPosition(p);
        traceRun->toPosition(p);
        methodRun->over();
        traceRun->over();
        if (traceRun->position() >= compared)
            continue;
        ASSERT_EQ(methodRun->position(), traceRun->position()) << "over from " << p;
        ++overs;
        methodRun->toPosition(p);
        traceRun->toPosition(p);
        if (traceRun->frames().size() < 2)
            continue;
        methodRun->out();
        traceRun->out();
        if (traceRun->position() >= compared)
            continue;
        ASSERT_EQ(methodRun->position(), traceRun->position()) << "out from " << p;
        ++outs;
    }
    EXPECT_GT(overs, 20);
    // A breakpoint on a line the method runs more than once, past its first time.
    methodRun->toPosition(compared / 2);
    const int line = methodRun->nextLine();
    methodRun->toPosition(0);
    traceRun->toPosition(0);
    for (int hit = 0; hit < 3; ++hit) {
        const bool m = methodRun->toBreakpoint({line});
        const bool t = traceRun->toBreakpoint({line});
        if (traceRun->position() >= compared)
            break;
        ASSERT_TRUE(m && t);
        EXPECT_EQ(methodRun->position(), traceRun->position()) << "hit " << hit;
        EXPECT_EQ(traceRun->nextLine(), line);
    }
    (void)outs;
}

INSTANTIATE_TEST_SUITE_P(OneRunModel, BothRuns, testing::ValuesIn(problems().begin(), problems().end()), nameOf);
