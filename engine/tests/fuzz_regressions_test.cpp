// SPDX-License-Identifier: GPL-3.0-or-later
// The libFuzzer targets' checks (engine/fuzz), run with the ordinary tests: on every input a
// fuzzer once failed on (engine/tests/fuzz-regressions/<target>/), and on the samples.
#include "fuzz/fuzzchecks.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::span<const std::uint8_t> bytesOf(const std::string& text)
{
    return {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()};
}

} // namespace

TEST(FuzzRegressions, EveryKeptInputPassesTheCheckOfItsTarget)
{
    const fs::path root = STEPBOARD_FUZZ_REGRESSIONS_DIR;
    ASSERT_TRUE(fs::is_directory(root)) << root;
    for (const fs::directory_entry& folder : fs::directory_iterator(root)) {
        if (!folder.is_directory())
            continue; // the folder's README
        // lesson_fuzzer checks the window's lesson parser, which needs Qt: the engine tests link none.
        if (folder.path().filename() == "lesson_fuzzer")
            continue;
        const sb::fuzz::Target* target = sb::fuzz::findTarget(folder.path().filename().string());
        ASSERT_NE(target, nullptr) << "no fuzz target is named after " << folder.path();
        for (const fs::directory_entry& file : fs::directory_iterator(folder.path()))
            EXPECT_EQ(target->run(bytesOf(sb::test::readFile(file.path()))), "") << file.path();
    }
}

TEST(FuzzRegressions, EveryEngineTargetIsFoundByItsName)
{
    for (const sb::fuzz::Target& target : sb::fuzz::targets())
        EXPECT_EQ(sb::fuzz::findTarget(target.name), &target) << target.name;
    EXPECT_EQ(sb::fuzz::findTarget("lesson_fuzzer"), nullptr);
    EXPECT_EQ(sb::fuzz::targets().size(), 2 * sb::problems().size());
}

TEST(FuzzChecks, EverySampleHoldsInEveryTargetOfItsProblem)
{
    for (const sb::fuzz::Target& target : sb::fuzz::targets()) {
        const fs::path folder = sb::test::resources() / "samples" / std::string(target.problem->id);
        int samples = 0;
        for (const fs::directory_entry& file : fs::directory_iterator(folder)) {
            ++samples;
            EXPECT_EQ(target.run(bytesOf(sb::test::readFile(file.path()))), "") << target.name << " " << file.path();
        }
        EXPECT_GT(samples, 0) << target.name;
    }
}

TEST(FuzzChecks, EveryMadeInputIsValidWhateverTheBytes)
{
    const std::vector<std::string> byteStrings = {"", std::string(64, '\xff'), std::string(64, '\x80'),
                                                  "\x07\x05\x03\x01\xfe\xfd\x10\x20\x30\x40\x50\x60\x70"};
    for (const sb::ProblemDesc* problem : sb::problems())
        for (const std::string& bytes : byteStrings)
            EXPECT_NO_THROW(problem->parse(sb::fuzz::makeValidInput(*problem, bytesOf(bytes)))) << problem->id;
}

TEST(FuzzChecks, CanonicalFormOfTheCaroSampleIsTheSampleItself)
{
    const std::string sample = sb::test::readFile(sb::test::resources() / "samples/caro/sample.txt");
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    EXPECT_EQ(sb::fuzz::formatInput(caro, *caro.parse(sample)), sample);
}
