// SPDX-License-Identifier: GPL-3.0-or-later
// Every listing recorded as a student's program (in the sandbox, only what changed at each line)
// gives at every line the lines, frames and variables the listings' own recorder gives when it
// writes everything at every line: the compact record loses nothing. A C++ listing is recorded with
// probes, and its record is byte for byte the one gdb's recorder writes of the same run.
#include "listingsamples.h"
#include "ownprogram.h"
#include "recorder.h"
#include "testsupport.h"
#include "trace.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>

namespace fs = std::filesystem;
using namespace sb::program;
using sb::program::listed::Listing;
using sb::program::listed::listingsWithSample;

namespace {

std::string readWhole(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<std::pair<std::string, std::string>> sorted(std::vector<std::pair<std::string, std::string>> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

std::string nameOf(const testing::TestParamInfo<Listing>& info)
{
    std::string name = info.param.file.parent_path().filename().string() + "_" + info.param.file.stem().string();
    std::replace(name.begin(), name.end(), '-', '_');
    return name;
}

class TracedListing : public testing::TestWithParam<Listing> {
protected:
    void expectTheSame(Language language)
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why;
        const Listing& l = GetParam();
        const std::string input = readWhole(l.sample);
        constexpr std::uint64_t kLines = 3000;
        sb::rec::RecordOptions options;
        options.lineLimit = kLines;
        options.python = STEPBOARD_PYTHON;
        options.probes = language == Language::Cpp; // equal to gdb's: the lines tests check it
        const sb::rec::Recording full = sb::rec::record(
            l.file, language == Language::Python ? sb::rec::Language::Python : sb::rec::Language::Cpp, input, options);
        ASSERT_NE(full.end, sb::rec::RecordEnd::Failed) << full.error;

        const Program p = Program::build(readWhole(l.file), language, l.file.filename().string());
        ASSERT_TRUE(p.built()) << p.compileRun().err;
        TraceOptions traced;
        traced.stepLimit = kLines;
        std::string record;
        traced.record = &record;
        const Trace t = p.trace(input, traced);
        ASSERT_NE(t.end(), Trace::End::Failed) << t.error() << t.errors;
        if (language == Language::Cpp) {
            std::string debuggers;
            traced.record = &debuggers;
            traced.debugger = true;
            const Trace underGdb = p.trace(input, traced);
            ASSERT_NE(underGdb.end(), Trace::End::Failed) << underGdb.error() << underGdb.errors;
            EXPECT_EQ(sb::test::firstDifferentLine(record, debuggers), "") << "probes, then gdb";
        }
        EXPECT_EQ(t.end() == Trace::End::Finished, full.end == sb::rec::RecordEnd::Finished);
        if (full.end == sb::rec::RecordEnd::Finished) {
            EXPECT_EQ(t.output, full.output);
        }
        ASSERT_EQ(t.size(), full.lines.size());
        for (std::size_t i = 0; i < t.size(); ++i) {
            const sb::rec::RecordedLine& want = full.lines[i];
            ASSERT_EQ(t.line(i), want.line) << "step " << i + 1;
            ASSERT_EQ(t.depth(i), want.depth()) << "step " << i + 1;
            const TraceState state = t.state(i);
            ASSERT_EQ(state.frames.size(), want.frames.size()) << "step " << i + 1;
            for (std::size_t f = 0; f < want.frames.size(); ++f)
                ASSERT_EQ(state.frames[f].function, want.frames[f]) << "step " << i + 1;
            ASSERT_EQ(sorted(state.frames.back().locals), sorted(want.locals)) << "step " << i + 1;
            ASSERT_EQ(sorted(state.globals), sorted(want.globals)) << "step " << i + 1;
        }
    }
};

class TracedPythonListing : public TracedListing {};
class TracedCppListing : public TracedListing {};

} // namespace

TEST_P(TracedPythonListing, EveryLineHoldsWhatTheWholeRecordHolds)
{
    expectTheSame(Language::Python);
}
INSTANTIATE_TEST_SUITE_P(Listings, TracedPythonListing, testing::ValuesIn(listingsWithSample(".py")), nameOf);

TEST_P(TracedCppListing, EveryLineHoldsWhatTheWholeRecordHolds)
{
    expectTheSame(Language::Cpp);
}
INSTANTIATE_TEST_SUITE_P(Listings, TracedCppListing, testing::ValuesIn(listingsWithSample(".cpp")), nameOf);
