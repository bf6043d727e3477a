// SPDX-License-Identifier: GPL-3.0-or-later
// The libFuzzer targets' checks (engine/fuzz), run with the ordinary tests: on every input a
// fuzzer once failed on (engine/tests/fuzz-regressions/<target>/), and on the samples.
#include "fuzz/fuzzchecks.h"
#include "mayan/mayan.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>
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

TEST(FuzzChecks, MadeMayanBoardsNeverClearBeforeAnyMove)
{
    // Few colours make a run likely wherever three blocks stand; 2000 byte strings of every kind.
    const sb::ProblemDesc& mayan = *sb::findProblem("mayan");
    std::mt19937 rng(17);
    int blocks = 0;
    for (int i = 0; i < 2000; ++i) {
        std::string bytes(48, '\0');
        for (char& b : bytes)
            b = static_cast<char>(rng());
        bytes[1] = static_cast<char>(i % 3); // one, two or three colours
        std::shared_ptr<const sb::ProblemInput> input;
        ASSERT_NO_THROW(input = mayan.parse(sb::fuzz::makeValidInput(mayan, bytesOf(bytes)))) << i;
        for (const auto& column : static_cast<const sb::mayan::MayanInput&>(*input).board)
            for (const std::uint8_t cell : column)
                blocks += cell != 0;
    }
    EXPECT_GT(blocks, 2000 * 8); // the boards are not left nearly empty to stay clear of runs
}

TEST(FuzzChecks, MayanLineErrorsPointWhereTheInputCheckExpects)
{
    const sb::fuzz::Target& target = *sb::fuzz::findTarget("mayan_input_fuzzer");
    for (const std::string text : {"3\n1\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n0\n", "3\n1 0\n2 1  \n0\n0\n0\n",
                                   "1\n1 0 2 0\n0\n0\n0\n", "3 1 0\n0\n0\n0\n0\n", "1\n2 0\n2 0\n2 0\n0\n0\n",
                                   "1\n0\n0\n0\n0\n0 0\n", "1\n1 0\n2 1", ""})
        EXPECT_EQ(target.run(bytesOf(text)), "") << text;
}

TEST(FuzzChecks, CanonicalFormOfTheCaroSampleIsTheSampleItself)
{
    const std::string sample = sb::test::readFile(sb::test::resources() / "samples/caro/sample.txt");
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    EXPECT_EQ(sb::fuzz::formatInput(caro, *caro.parse(sample)), sample);
}
