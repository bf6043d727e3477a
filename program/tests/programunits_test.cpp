// SPDX-License-Identifier: GPL-3.0-or-later
// How far a recorded program has got in its problem's units: the moments it is moved by, where the
// methods stand beside it, and the frames of its board's animation.
#include "ownboard.h"
#include "recordedboards.h"
#include "tracerun.h"
#include "trace.h"

#include "caro/caro.h"
#include "core/problem.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <memory>
#include <string>

using sb::BoardChoice;
using sb::ProgramBoard;
using sb::program::ProgramUnits;
using sb::program::Trace;

namespace {

/// A Caro program on "3 2\n1 1\n2 2\n": line 1 reads n and k, line 2 makes the board g with a border,
/// line 4 reads a move and line 5 plays it (1 for X, 2 for O), line 6 prints.
Trace caroRecorded(char second = '2')
{
    const auto board = [second](int r1, int c1, int r2, int c2) {
        std::string text = "[";
        for (int r = 0; r < 5; ++r) {
            text += r ? ", [" : "[";
            for (int c = 0; c < 5; ++c)
                text += std::string(c ? ", " : "") + (r == r1 && c == c1 ? std::string("1") : r == r2 && c == c2 ? std::string(1, second) : std::string("0"));
            text += "]";
        }
        return text + "]";
    };
    return Trace::read("F 1 <module>\nL 1 1\nL 2 1\nG n 3\nG k 2\nI 4\nL 3 1\nG g " + board(-1, -1, -1, -1) +
                       "\nL 4 1\nG t 0\nL 5 1\nG r 1\nG c 1\nI 8\nL 3 1\nG g " + board(1, 1, -1, -1) +
                       "\nL 4 1\nG t 1\nL 5 1\nG r 2\nG c 2\nI 12\nL 3 1\nG g " + board(1, 1, 2, 2) +
                       "\nL 6 1\nE finished\n");
}

} // namespace

TEST(ProgramUnits, AProgramsMovesAreTheMovesItHasReadAndPlayedOnItsBoard)
{
    const Trace t = caroRecorded();
    ASSERT_EQ(t.size(), 10U);
    ASSERT_EQ(t.positions(), 11U); // it ended: one more, after its last line
    const std::string input = "3 2\n1 1\n2 2\n";
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    const auto parsed = caro.parse(input);
    ASSERT_TRUE(parsed);
    const BoardChoice g{"g", BoardChoice::Layout::Rows, 0, 1, false, {"1", "2"}};
    // Its board read at step 5 (before the second move is read): one X.
    const auto read = sb::program::readBoard(caro, *parsed, g, t.state(5), std::string_view(input).substr(0, 8));
    ASSERT_TRUE(std::holds_alternative<ProgramBoard>(read));
    EXPECT_EQ(std::count(std::get<ProgramBoard>(read).cells.begin(), std::get<ProgramBoard>(read).cells.end(), 1), 1);

    // With its board: a move counts once it is read and its stone is on the board.
    const ProgramUnits played = ProgramUnits::of(t, caro, *parsed, input, g);
    ASSERT_TRUE(played.counted());
    EXPECT_EQ(played.stretches(), (std::vector<std::pair<std::size_t, std::uint64_t>>{{0, 0}, {5, 1}, {8, 2}}));
    EXPECT_EQ(played.at(4), 0U);
    EXPECT_EQ(played.at(7), 1U);
    EXPECT_EQ(played.at(9), 2U);
    EXPECT_EQ(played.at(10), 2U);
    EXPECT_EQ(played.stretchEnd(0), 4U);
    EXPECT_EQ(played.stretchEnd(6), 7U);
    EXPECT_EQ(played.stretchEnd(9), 10U); // the last stretch ends after the last line
    EXPECT_EQ(played.nextStretchEnd(0), 7U);
    EXPECT_EQ(played.nextStretchEnd(8), std::nullopt);
    EXPECT_EQ(played.previousStretchEnd(6), 4U);
    EXPECT_EQ(played.previousStretchEnd(3), std::nullopt);

    // Without a board: the moves read.
    const ProgramUnits readOnly = ProgramUnits::of(t, caro, *parsed, input, std::nullopt);
    EXPECT_EQ(readOnly.stretches(), (std::vector<std::pair<std::size_t, std::uint64_t>>{{0, 0}, {4, 1}, {7, 2}}));
    // A board that cannot be read (not this variable): the moves read, too.
    const BoardChoice other{"h", BoardChoice::Layout::Rows, 0, 1, false, {"1", "2"}};
    EXPECT_EQ(ProgramUnits::of(t, caro, *parsed, input, other).stretches(), readOnly.stretches());
    // Nothing recorded: nothing counted.
    EXPECT_FALSE(ProgramUnits::of(Trace(), caro, *parsed, input, g).counted());
    EXPECT_EQ(ProgramUnits().at(3), 0U);
}

TEST(ProgramUnits, ARecordingGivenItsUnitsMovesByThemAsTheRunModelsMoments)
{
    const std::string input = "3 2\n1 1\n2 2\n";
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    const auto parsed = caro.parse(input);
    ASSERT_TRUE(parsed);
    const BoardChoice g{"g", BoardChoice::Layout::Rows, 0, 1, false, {"1", "2"}};
    sb::program::TraceRun run(std::make_shared<const Trace>(caroRecorded()));
    // Without units: no moments, and no counters ever.
    EXPECT_FALSE(run.hasMoments());
    EXPECT_FALSE(run.toNextMoment());
    EXPECT_EQ(run.position(), 0U);
    EXPECT_TRUE(run.counters().empty());
    // Stretches {0..4: none}, {5..7: one move}, {8..10: two, the end after the last line among them}:
    // on to the start of each in turn, just after the line that played its move, as a method's next
    // move stands just after its stone; from the last, to the end.
    run.setUnits(ProgramUnits::of(run.trace(), caro, *parsed, input, g));
    ASSERT_TRUE(run.hasMoments());
    EXPECT_TRUE(run.toNextMoment());
    EXPECT_EQ(run.position(), 5U);
    EXPECT_EQ(run.ranLine(), 5); // the line that played the first move
    EXPECT_TRUE(run.toNextMoment());
    EXPECT_EQ(run.position(), 8U);
    EXPECT_EQ(run.ranLine(), 5);
    EXPECT_TRUE(run.toNextMoment());
    EXPECT_EQ(run.position(), 10U);
    EXPECT_FALSE(run.toNextMoment()); // at the end
    EXPECT_EQ(run.position(), 10U);
    // From the middle of a stretch: to the start of the next.
    run.toPosition(6);
    EXPECT_TRUE(run.toNextMoment());
    EXPECT_EQ(run.position(), 8U);
    // Back: to the start of the stretch it stands in, then of the one before, then to the start.
    run.toPosition(9);
    EXPECT_TRUE(run.toPreviousMoment());
    EXPECT_EQ(run.position(), 8U);
    EXPECT_TRUE(run.toPreviousMoment());
    EXPECT_EQ(run.position(), 5U);
    EXPECT_TRUE(run.toPreviousMoment());
    EXPECT_EQ(run.position(), 0U);
    EXPECT_FALSE(run.toPreviousMoment());
    EXPECT_TRUE(run.counters().empty());
}

TEST(ProgramUnits, AProgramThatReadsTheWholeInputBeforeItMakesItsBoardHasPlayedNothingUntilItsFirstStone)
{
    // Line 1 reads all of "3 2\n1 1\n2 2\n", line 2 makes the board g, line 3 loops, line 4 plays a
    // move, line 5 prints.
    const auto board = [](bool first, bool second) {
        return std::string("[[0, 0, 0, 0, 0], [0, ") + (first ? "1" : "0") + ", 0, 0, 0], [0, 0, " + (second ? "2" : "0") +
               ", 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]";
    };
    const Trace t = Trace::read("F 1 <module>\nL 1 1\nL 2 1\nI 12\nL 3 1\nG g " + board(false, false) +
                                "\nL 4 1\nG t 0\nL 3 1\nG g " + board(true, false) + "\nL 4 1\nG t 1\nL 5 1\nG g " +
                                board(true, true) + "\nE finished\n");
    ASSERT_EQ(t.positions(), 8U);
    const std::string input = "3 2\n1 1\n2 2\n";
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    const auto parsed = caro.parse(input);
    ASSERT_TRUE(parsed);
    const BoardChoice g{"g", BoardChoice::Layout::Rows, 0, 1, false, {"1", "2"}};
    // Both moves are read before the board exists: still none played, and the moves come one a stone.
    const ProgramUnits units = ProgramUnits::of(t, caro, *parsed, input, g);
    EXPECT_EQ(units.stretches(), (std::vector<std::pair<std::size_t, std::uint64_t>>{{0, 0}, {4, 1}, {6, 2}}));
    EXPECT_EQ(units.at(1), 0U);
    // So the moment keys have no stops before the first stone.
    sb::program::TraceRun run(std::make_shared<const Trace>(t));
    run.setUnits(units);
    EXPECT_TRUE(run.toNextMoment());
    EXPECT_EQ(run.position(), 4U);
    EXPECT_TRUE(run.toNextMoment());
    EXPECT_EQ(run.position(), 6U);
    EXPECT_TRUE(run.toNextMoment());
    EXPECT_EQ(run.position(), 7U);
    // Without its board, the input alone tells: both moves at once.
    EXPECT_EQ(ProgramUnits::of(t, caro, *parsed, input, std::nullopt).stretches(),
              (std::vector<std::pair<std::size_t, std::uint64_t>>{{0, 0}, {1, 2}}));
}

TEST(ProgramUnits, TheLinesRunWithEachNumberOfMovesDoneAreTheStepsOfItsStretches)
{
    const Trace t = caroRecorded();
    const std::string input = "3 2\n1 1\n2 2\n";
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    const auto parsed = caro.parse(input);
    ASSERT_TRUE(parsed);
    const BoardChoice g{"g", BoardChoice::Layout::Rows, 0, 1, false, {"1", "2"}};
    // Lines 1, 2, 3, 4 and the first 5 before its first stone; 3, 4 and 5 with one; 3 and 6 with two.
    EXPECT_EQ(ProgramUnits::of(t, caro, *parsed, input, g).linesPerUnit(), (std::vector<std::uint64_t>{5, 3, 2}));
    // Without a board a move counts once it is read: the line that reads it is the last before it.
    EXPECT_EQ(ProgramUnits::of(t, caro, *parsed, input, std::nullopt).linesPerUnit(),
              (std::vector<std::uint64_t>{4, 3, 3}));
    EXPECT_TRUE(ProgramUnits().linesPerUnit().empty());
}

TEST(ProgramUnits, AWrongProgramFirstDiffersFromTheReferenceWhereItsBoardDoes)
{
    const std::string input = "3 2\n1 1\n2 2\n";
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    const std::shared_ptr<const sb::ProblemInput> parsed = caro.parse(input);
    const BoardChoice g{"g", BoardChoice::Layout::Rows, 0, 1, false, {"1", "2"}};
    const sb::MethodDesc& reference = *caro.reference();
    // Right all along: its board is the reference's at every move.
    const Trace right = caroRecorded();
    EXPECT_EQ(sb::program::firstBoardDifference(right, ProgramUnits::of(right, caro, *parsed, input, g), caro, reference,
                                                parsed, input, g, sb::CodeLanguage::Cpp, 1'000'000),
              std::nullopt);
    // Its second stone an X where O plays: the stretch of two moves, at its last step (the end, after
    // its last line).
    const Trace wrong = caroRecorded('1');
    const auto where = sb::program::firstBoardDifference(wrong, ProgramUnits::of(wrong, caro, *parsed, input, g), caro,
                                                         reference, parsed, input, g, sb::CodeLanguage::Cpp, 1'000'000);
    ASSERT_TRUE(where);
    EXPECT_EQ(where->step, 10U);
    EXPECT_EQ(where->units, 2U);
    EXPECT_GT(where->methodStep, 0U);
    // Stopped before it begins: no answer.
    const std::atomic<bool> stop{true};
    EXPECT_EQ(sb::program::firstBoardDifference(wrong, ProgramUnits::of(wrong, caro, *parsed, input, g), caro, reference,
                                                parsed, input, g, sb::CodeLanguage::Cpp, 1'000'000, &stop),
              std::nullopt);
}

TEST(RecordedBoards, AnAnimationHasAFrameAMoveJustAfterItOrAFrameALine)
{
    const std::string input = "3 2\n1 1\n2 2\n";
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    const std::shared_ptr<const sb::ProblemInput> parsed = caro.parse(input);
    const BoardChoice g{"g", BoardChoice::Layout::Rows, 0, 1, false, {"1", "2"}};
    const auto trace = std::make_shared<const Trace>(caroRecorded());
    const sb::program::RecordedBoards boards(trace, caro, parsed, input, g, ProgramUnits::of(*trace, caro, *parsed, input, g));
    ASSERT_TRUE(boards.countsUnits());
    EXPECT_EQ(boards.last(true), 2U);
    EXPECT_EQ(boards.last(false), 10U); // after its last line
    // A move's frame stands just after the line that played it, where Page Down stands (and a
    // method's frame, just after its step); no move's, at the start.
    EXPECT_EQ(boards.frameSteps(1, 20, true), (std::vector<std::size_t>{5, 8}));
    EXPECT_EQ(boards.frameSteps(0, 1, true), (std::vector<std::size_t>{0, 5}));
    EXPECT_TRUE(boards.frameSteps(3, 20, true).empty());
    EXPECT_EQ(boards.frameSteps(6, 100, false), (std::vector<std::size_t>{6, 7, 8, 9, 10}));
    EXPECT_TRUE(boards.frameSteps(11, 12, false).empty());
    // Before the program makes g there is no board; then its stones, one a move.
    const auto stones = [&](std::size_t step) {
        const std::optional<ProgramBoard> b = boards.board(step);
        return b ? std::count_if(b->cells.begin(), b->cells.end(), [](sb::CellValue v) { return v != 0; }) : -1;
    };
    EXPECT_EQ(stones(0), -1);
    EXPECT_EQ(stones(4), 0);
    EXPECT_EQ(stones(7), 1);
    EXPECT_EQ(stones(9), 2);
    EXPECT_EQ(stones(10), 2);
    EXPECT_EQ(stones(11), -1);
}

namespace {

/// caroRecorded() as a run on its input, its board not chosen yet.
struct RecordedCaro {
    const std::string input = "3 2\n1 1\n2 2\n";
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    const std::shared_ptr<const sb::ProblemInput> parsed = caro.parse(input);
    sb::program::TraceRun run{std::make_shared<const Trace>(caroRecorded())};
    RecordedCaro() { run.setInput(input); }
    /// The board read off g, a list of rows from index 1, 1 for X and 2 for O.
    BoardChoice g() const { return BoardChoice{"g", BoardChoice::Layout::Rows, 0, 1, false, {"1", "2"}}; }
};

} // namespace

TEST(ProgramUnits, ARecordingGivenItsBoardReadsItWhereTheRunStands)
{
    RecordedCaro recorded;
    auto& [input, caro, parsed, run] = recorded;
    ASSERT_TRUE(parsed);
    EXPECT_FALSE(run.board().has_value()); // no board chosen: none
    run.setBoard(&caro, parsed, recorded.g());
    const auto cellsAt = [&run](std::uint64_t position) {
        run.toPosition(position);
        const std::optional<sb::RunBoard> board = run.board();
        EXPECT_TRUE(board.has_value());
        EXPECT_FALSE(board && board->misfit.has_value()) << "at " << position;
        return board ? std::vector<sb::CellValue>(board->cells.begin(), board->cells.end()) : std::vector<sb::CellValue>();
    };
    // Before line 2 makes g: no board yet, and why.
    const std::optional<sb::RunBoard> before = run.board();
    ASSERT_TRUE(before.has_value());
    ASSERT_TRUE(before->misfit.has_value());
    EXPECT_EQ(before->misfit->kind, sb::BoardMisfit::Kind::Missing);
    EXPECT_TRUE(before->cells.empty());
    // In the problem's numbering, with a border: 5 x 5 cells, (r, c) 1-based at r * 5 + c.
    std::vector<sb::CellValue> expected(25, 0);
    EXPECT_EQ(cellsAt(2), expected); // g made, nothing on it
    EXPECT_EQ(cellsAt(4), expected); // the first move read, not yet played
    expected[6] = 1;                 // X at (1, 1)
    EXPECT_EQ(cellsAt(5), expected);
    EXPECT_EQ(cellsAt(7), expected);
    expected[12] = 2; // O at (2, 2)
    EXPECT_EQ(cellsAt(8), expected);
    EXPECT_EQ(cellsAt(10), expected); // the end, after the last line
    // Back again: read where it stands now, not where it stood.
    expected[12] = 0;
    EXPECT_EQ(cellsAt(5), expected);
    // Another variable: why it cannot be read.
    run.setBoard(&caro, parsed, BoardChoice{"h", BoardChoice::Layout::Rows, 0, 1, false, {"1", "2"}});
    ASSERT_TRUE(run.board().has_value());
    EXPECT_TRUE(run.board()->misfit.has_value());
}

TEST(ProgramUnits, ARecordingsBoardIsMarkedAsTheProblemReadsItsChanges)
{
    RecordedCaro recorded;
    auto& [input, caro, parsed, run] = recorded;
    ASSERT_TRUE(parsed);
    EXPECT_EQ(run.boardStep(), nullptr); // no board chosen: nothing to mark
    run.setBoard(&caro, parsed, recorded.g());
    // Where the run stands: the step the line that ran last made of the board (its cell ringed, its
    // words' numbers) and the stone last played (r, c, q), as a method's Place step and variables.
    const auto marksAt = [&run](std::uint64_t position) {
        run.toPosition(position);
        std::string out;
        if (const sb::Step* step = run.boardStep()) {
            EXPECT_EQ(step->kind, sb::caro::Kinds::Place);
            for (const sb::Highlight& h : step->marks())
                out += "@" + std::to_string(h.a);
            for (const std::int32_t a : step->narrationArgs())
                out += " " + std::to_string(a);
        }
        for (const auto var : {sb::caro::Var::r, sb::caro::Var::c, sb::caro::Var::q})
            if (const auto v = run.boardVar(static_cast<int>(var)))
                out += " " + std::to_string(*v);
        return out;
    };
    EXPECT_EQ(marksAt(0), "");
    EXPECT_EQ(marksAt(4), ""); // the first move read, not yet played
    EXPECT_EQ(marksAt(5), "@6 1 1 1 1 1 1 1"); // stone 1 at (1, 1), X; then r, c, q
    EXPECT_EQ(marksAt(6), " 1 1 1");           // a line on: no step, the stone last played kept
    EXPECT_EQ(marksAt(8), "@12 2 2 2 2 2 2 2");
    EXPECT_EQ(marksAt(10), " 2 2 2"); // the end
    EXPECT_EQ(marksAt(5), "@6 1 1 1 1 1 1 1"); // back again

    // A change that is no move of the problem's (two stones at once): no step, no stone.
    const auto twoAtOnce = std::make_shared<const Trace>(Trace::read(
        "F 1 main\nL 1 1\nL 2 1\nV g [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]\n"
        "L 3 1\nV g [[0, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 2, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]\n"
        "L 4 1\nE finished\n"));
    sb::program::TraceRun both(twoAtOnce);
    both.setInput(input);
    both.setBoard(&caro, parsed, recorded.g());
    both.toPosition(3);
    ASSERT_TRUE(both.board().has_value());
    EXPECT_FALSE(both.board()->misfit.has_value());
    EXPECT_EQ(std::count(both.board()->cells.begin(), both.board()->cells.end(), 0), 23);
    EXPECT_EQ(both.boardStep(), nullptr);
    EXPECT_FALSE(both.boardVar(static_cast<int>(sb::caro::Var::r)).has_value());
}
