// SPDX-License-Identifier: GPL-3.0-or-later
// A pack's solutions recorded line by line: the board read off their variables at each move, their moves,
// where two of them first go different ways, and every recording against a run of its own.
#include "pack.h"
#include "packboard.h"
#include "packjudge.h"
#include "packrun.h"
#include "process.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

using namespace sb::pack;
namespace fs = std::filesystem;

namespace {

Pack packNamed(const std::string& name)
{
    return read(fs::path(STEPBOARD_RESOURCES_DIR) / "packs" / name);
}

std::string sample(const Pack& pack, const std::string& name)
{
    return sb::rec::readWhole(pack.root / "data" / "sample" / (name + ".in"));
}

const Solution& solution(const Pack& pack, const std::string& file)
{
    for (const Solution& s : pack.solutions)
        if (s.file == file)
            return s;
    throw std::logic_error("no solution " + file);
}

/// A row of numbers as the board lays it out.
PackCells row(const std::vector<long long>& values)
{
    PackCells cells;
    cells.rows = 1;
    cells.cols = static_cast<int>(values.size());
    for (const long long v : values)
        cells.cells.push_back(std::to_string(v));
    return cells;
}

} // namespace

TEST(PackRun, TheBoardReadOffARecordedSolutionIsTheGridItHolds)
{
    const Pack pack = packNamed("regions");
    ASSERT_TRUE(pack.board);
    const std::string input = sample(pack, "1-two-rooms");
    // The map as the input gives it; at the end every open cell flooded.
    const std::vector<std::string> map = {"..#..", "..#..", "##...", "....#"};
    for (const Solution* s : pack.method(1)) {
        const sb::program::Trace trace = record(pack, *s, input);
        ASSERT_EQ(trace.end(), sb::program::Trace::End::Finished) << s->file << trace.error();
        // The first step where g holds the whole map, and the end.
        std::optional<PackCells> read;
        for (std::size_t step = 0; step < trace.positions() && !read; ++step)
            if (const auto b = boardAt(pack, *s, trace, step); b && b->rows == 4 && b->cols == 5 && b->at(3, 3) == ".")
                read = b;
        ASSERT_TRUE(read) << s->file;
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 5; ++c)
                EXPECT_EQ(read->at(r, c), std::string(1, map[r][c])) << s->file << " " << r << "," << c;
        const std::optional<PackCells> end = boardAt(pack, *s, trace, trace.positions() - 1);
        ASSERT_TRUE(end) << s->file;
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 5; ++c)
                EXPECT_EQ(end->at(r, c), map[r][c] == '.' ? "o" : "#") << s->file << " " << r << "," << c;
        EXPECT_EQ(trace.output, "2 11\n");
    }
}

TEST(PackRun, AMoveIsARunOfTheSolutionsMoveLineAndTheBoardThereIsWhatTheProgramHolds)
{
    const Pack pack = packNamed("knapsack");
    const std::string input = sample(pack, "1-three-items"); // 3 items, capacity 5: (2, 3), (3, 4), (4, 5)
    // The row before each item is read, as the loop downwards leaves it and as the loop upwards does
    // (which takes the first item twice where it fits twice), computed here.
    const std::vector<PackCells> down = {row({0, 0, 0, 0, 0, 0}), row({0, 0, 3, 3, 3, 3}), row({0, 0, 3, 4, 4, 7})};
    const std::vector<PackCells> up = {row({0, 0, 0, 0, 0, 0}), row({0, 0, 3, 3, 6, 6}), row({0, 0, 3, 4, 6, 7})};
    for (const auto& [file, expected] :
         {std::pair{"submissions/accepted/one-row.cpp", down}, std::pair{"submissions/accepted/one-row.py", down},
          std::pair{"submissions/wrong_answer/one-row-upwards.cpp", up}}) {
        const Solution& s = solution(pack, file);
        const sb::program::Trace trace = record(pack, s, input);
        ASSERT_EQ(trace.end(), sb::program::Trace::End::Finished) << file << trace.error();
        const std::vector<PackMove> moves = sb::pack::moves(pack, s, trace);
        ASSERT_EQ(moves.size(), 3U) << file;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            EXPECT_EQ(trace.line(moves[i].step - 1), *s.momentLine) << file;
            EXPECT_EQ(moves[i].board, expected[i]) << file << " move " << i + 1;
            EXPECT_EQ(moves[i].output, 0U) << file;
        }
        // The cell looked at, from i and c, in the one row the table is cut down to.
        const sb::program::TraceState last = trace.state(moves[2].step + 3);
        std::vector<std::optional<std::string>> look;
        for (const std::string& name : pack.board->look)
            look.push_back(last.anywhere(name) ? std::optional(*last.anywhere(name)) : std::nullopt);
        ASSERT_TRUE(look[1]) << file;
        const auto cell = lookedAt(*pack.board, *moves[2].board, look);
        ASSERT_TRUE(cell) << file;
        EXPECT_EQ(*cell, std::pair(0, std::stoi(*look[1]))) << file;
    }
    // A move by the input read: each line of the items read; by the output: the one line printed.
    Pack byInput = pack;
    byInput.moment = Moment::InputRead;
    const Solution& table = solution(pack, "submissions/accepted/table.cpp");
    const sb::program::Trace trace = record(pack, table, input);
    const std::vector<PackMove> reads = moves(byInput, table, trace);
    ASSERT_FALSE(reads.empty());
    for (std::size_t i = 0; i < reads.size(); ++i)
        EXPECT_GT(trace.inputTaken(reads[i].step), trace.inputTaken(reads[i].step - 1));
    EXPECT_EQ(trace.inputTaken(reads.back().step), input.size() - 1); // all but the last newline, read by >>
    Pack byOutput = pack;
    byOutput.moment = Moment::OutputWritten;
    const std::vector<PackMove> prints = moves(byOutput, table, trace);
    ASSERT_EQ(prints.size(), 1U);
    EXPECT_EQ(prints[0].output, 2U); // "7\n"
}

TEST(PackRun, TwoSolutionsDivergeWhereTheirBoardsOrTheirOutputsFirstDiffer)
{
    const Pack pack = packNamed("knapsack");
    const auto divergence = [&pack](const std::string& file, const std::string& against, const std::string& input) {
        const Solution& a = solution(pack, file);
        const Solution& b = solution(pack, against);
        const sb::program::Trace ta = record(pack, a, input);
        const sb::program::Trace tb = record(pack, b, input);
        return diverge(ta, moves(pack, a, ta), tb, moves(pack, b, tb), boardVariable(pack, a) == boardVariable(pack, b));
    };
    const std::string one = "submissions/accepted/one-row.cpp";
    // The loop upwards: its row differs once the first item is in, though its answer on this sample is right.
    const auto upwards = divergence("submissions/wrong_answer/one-row-upwards.cpp", one, sample(pack, "1-three-items"));
    ASSERT_TRUE(upwards);
    EXPECT_EQ(upwards->what, PackDivergence::What::Board);
    EXPECT_EQ(upwards->move, 2U);
    // The same row in Python goes the same way; the table keeps another board and prints the same answer.
    EXPECT_FALSE(divergence("submissions/accepted/one-row.py", one, sample(pack, "2-one-heavy")));
    EXPECT_FALSE(divergence("submissions/accepted/table.cpp", one, sample(pack, "2-one-heavy")));
    // The table that reads its own row: another board, and its answer is not the reference's.
    const auto same = divergence("submissions/wrong_answer/same-row.cpp", one, sample(pack, "2-one-heavy"));
    ASSERT_TRUE(same);
    EXPECT_EQ(same->what, PackDivergence::What::Output);
    EXPECT_EQ(same->move, 5U); // after the four items, what it prints
}

TEST(PackRun, TheReferenceIsTheLastAcceptedMethodInTheLanguageAsked)
{
    const Pack regions = packNamed("regions");
    ASSERT_TRUE(reference(regions));
    EXPECT_EQ(reference(regions)->file, "submissions/accepted/dfs.cpp"); // method 3 is too slow: not accepted/
    EXPECT_EQ(reference(regions, Language::Python)->file, "submissions/accepted/dfs.py");
    const Pack queens = packNamed("queens");
    EXPECT_EQ(reference(queens, Language::Python)->file, "submissions/accepted/arrays.py");
}

// Every solution of the three packs, recorded on a sample, prints what it prints when it runs on its own in
// the sandbox: the recorder changes nothing of what the program does.
TEST(PackRun, EverySolutionsRecordingPrintsWhatItsOwnRunPrints)
{
    for (const std::string name : {"regions", "knapsack", "queens"}) {
        const Pack pack = packNamed(name);
        ASSERT_FALSE(pack.broken()) << name;
        const TestCase* test = pack.tests().front();
        ASSERT_TRUE(test->name.starts_with("sample/")) << test->name;
        const std::string input = sb::rec::readWhole(pack.root / test->input);
        const std::string answer = sb::rec::readWhole(pack.root / test->answer);
        for (const Solution& s : pack.solutions) {
            const sb::program::Program program = sb::program::Program::build(
                sb::rec::readWhole(pack.root / s.file), s.language, fs::path(s.file).filename().string());
            ASSERT_TRUE(program.built()) << s.file << program.compileRun().err;
            const sb::program::Run own = program.run(input, answer, limitsOf(pack));
            const sb::program::Trace trace = program.trace(input);
            ASSERT_EQ(trace.end(), sb::program::Trace::End::Finished) << s.file << " " << trace.error();
            EXPECT_EQ(trace.output, own.result.out) << name << " " << s.file;
            // The first samples catch three of the mistakes; the knapsack's are right on theirs.
            const bool caught = s.mistake == "marks-late" || s.mistake == "no-undo" || s.mistake == "one-diagonal";
            EXPECT_EQ(trace.output == answer, !caught) << name << " " << s.file;
        }
    }
}

// G's growth over the pack's tests: each solution counted on every test with one build, the count on a
// sample that of its recording, and the relabelling's sweeps far over the flood's on the winding grid.
TEST(PackRun, EachSolutionsWorkOnEveryTestIsItsLinesRun)
{
    const Pack regions = packNamed("regions");
    const Solution& bfs = solution(regions, "submissions/accepted/bfs.cpp");
    const Solution& relabel = solution(regions, "submissions/time_limit_exceeded/relabel.cpp");
    int told = 0;
    const std::vector<TestWork> flood = workOnTests(regions, bfs, 20'000'000, [&told](const TestWork&) {
        ++told;
        return true;
    });
    const std::vector<TestWork> sweeps = workOnTests(regions, relabel, 20'000'000);
    ASSERT_EQ(flood.size(), regions.tests().size());
    EXPECT_EQ(told, static_cast<int>(flood.size()));
    ASSERT_EQ(sweeps.size(), flood.size());
    for (std::size_t i = 0; i < flood.size(); ++i) {
        const std::string input = sb::rec::readWhole(regions.root / flood[i].test->input);
        EXPECT_EQ(flood[i].bytes, input.size());
        EXPECT_FALSE(flood[i].count.failed || flood[i].count.cut) << flood[i].test->name;
        EXPECT_FALSE(sweeps[i].count.failed) << sweeps[i].test->name;
        EXPECT_GT(flood[i].count.lines, 0u);
    }
    const sb::program::Trace recorded = record(regions, bfs, sb::rec::readWhole(regions.root / flood[0].test->input));
    EXPECT_EQ(flood[0].count.lines, recorded.size());
    const auto snake = std::find_if(sweeps.begin(), sweeps.end(),
                                    [](const TestWork& w) { return w.test->name == "secret/3-large/02-snake"; });
    ASSERT_NE(snake, sweeps.end());
    const TestWork& flooded = flood[static_cast<std::size_t>(snake - sweeps.begin())];
    EXPECT_TRUE(snake->count.cut || snake->count.lines > 20 * flooded.count.lines)
        << snake->count.lines << " against " << flooded.count.lines;
    // Asked to stop, it stops after the test it was told of.
    EXPECT_EQ(workOnTests(regions, bfs, 1000, [](const TestWork&) { return false; }).size(), 1u);
}
