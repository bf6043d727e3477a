// SPDX-License-Identifier: GPL-3.0-or-later
// A recorded program as the one run model (where it stands, its frames, its moves) and what each of
// its lines did, in the pieces the window words.
#include "linedid.h"
#include "tracerun.h"

#include <gtest/gtest.h>

#include <memory>

using namespace sb;
using namespace sb::program;

namespace {

/// A module whose line 1 reads "3\n" and sets n and a grid g, lines 2 and 3 call twice (lines 5 and 6),
/// line 4 sets one cell of g, line 7 prints "6\n". What a record says after a line's L was done by
/// the line before.
std::shared_ptr<const Trace> recorded()
{
    auto t = std::make_shared<Trace>(Trace::read(
        "F 1 <module>\nL 1 1\nL 2 1\nG n 3\nG g [[0, 0], [0, 0]]\nI 2\nF 2 twice\nL 5 2\nL 6 2\nV v 0\n"
        "L 3 1\nF 2 twice\nL 5 2\nL 4 1\nL 7 1\nG g [[0, 0], [0, 7]]\nL 8 1\nO 2\nE finished\n"));
    t->output = "6\n";
    return t;
}

} // namespace

TEST(TraceRun, StandsBeforeEachLineWithItsFramesAndMovesAsADebuggerDoes)
{
    TraceRun run(recorded());
    ASSERT_EQ(run.length(), 9U); // nine lines: positions 0 to 8 before them, 9 after the last
    EXPECT_EQ(run.position(), 0U);
    EXPECT_EQ(run.nextLine(), 1);
    EXPECT_EQ(run.ranLine(), 0);
    EXPECT_FALSE(run.back());
    // Into twice: its frame stands on line 5, the module's waits in the call on line 2.
    ASSERT_TRUE(run.forward());
    ASSERT_TRUE(run.forward());
    EXPECT_EQ(run.nextLine(), 5);
    EXPECT_EQ(run.ranLine(), 2);
    std::vector<RunFrame> frames = run.frames();
    ASSERT_EQ(frames.size(), 2U);
    EXPECT_EQ(frames[0].function, "<module>");
    EXPECT_EQ(frames[0].line, 2);
    EXPECT_EQ(frames[1].function, "twice");
    EXPECT_EQ(frames[1].line, 5);
    EXPECT_EQ(run.inputRead(), 2U);
    EXPECT_TRUE(frames[1].variables.empty()); // twice has set nothing yet
    EXPECT_FALSE(run.globals().at(0).changed); // line 2 set nothing
    // Before line 2: the globals line 1 set, marked as just set.
    ASSERT_TRUE(run.back());
    const std::vector<RunVariable> globals = run.globals();
    ASSERT_EQ(globals.size(), 2U);
    EXPECT_EQ(globals[0].name, "n");
    EXPECT_EQ(globals[0].value, "3");
    EXPECT_TRUE(globals[0].changed);
    ASSERT_TRUE(run.forward());
    // Out of twice: to the module's line 3.
    EXPECT_TRUE(run.out());
    EXPECT_EQ(run.position(), 4U);
    EXPECT_EQ(run.nextLine(), 3);
    EXPECT_EQ(run.frames().size(), 1U);
    // Over the second call: twice runs whole, the module's line 4 is next.
    EXPECT_TRUE(run.over());
    EXPECT_EQ(run.nextLine(), 4);
    EXPECT_EQ(run.position(), 6U);
    // To a breakpoint on line 7, then on to the end: no line 7 after it.
    run.toPosition(0);
    EXPECT_TRUE(run.toBreakpoint({7}));
    EXPECT_EQ(run.position(), 7U);
    EXPECT_FALSE(run.toBreakpoint({7}));
    EXPECT_TRUE(run.atEnd());
    EXPECT_EQ(run.position(), 9U);
    EXPECT_EQ(run.nextLine(), 8);
    EXPECT_FALSE(run.forward());
    run.toPosition(100);
    EXPECT_EQ(run.position(), 9U);
}

namespace {

/// A script whose line 1 sets n, line 2 reads "5\n" and line 3 prints "0\n": the recorder says
/// what the last line read only after the end's row, and what it printed is in the output alone.
Trace endsPrinting(std::string_view end)
{
    Trace t = Trace::read("F 1 <module>\nL 1 1\nL 2 1\nG n 1\nL 3 1\nG m 5\nI 2\n" + std::string(end) + "\nI 4\n");
    t.output = "0\n";
    return t;
}

} // namespace

TEST(TraceRun, AProgramThatEndedHasAPositionAfterItsLastLineWithAllItReadAndPrinted)
{
    TraceRun run(std::make_shared<const Trace>(endsPrinting("E finished")));
    ASSERT_EQ(run.length(), 3U); // before lines 1, 2, 3, and after 3
    run.toPosition(2);
    EXPECT_FALSE(run.atEnd());
    EXPECT_EQ(run.nextLine(), 3);
    EXPECT_EQ(run.outputWritten(), 0U);
    EXPECT_EQ(run.inputRead(), 2U);
    ASSERT_TRUE(run.forward());
    EXPECT_TRUE(run.atEnd());
    EXPECT_EQ(run.position(), 3U);
    EXPECT_EQ(run.ranLine(), 3);
    EXPECT_EQ(run.nextLine(), 3); // at the end: the last line that ran
    EXPECT_EQ(run.outputWritten(), 2U);
    EXPECT_EQ(run.inputRead(), 4U);
    // Its variables as the last line found them, its line counted once.
    const std::vector<RunFrame> frames = run.frames();
    ASSERT_EQ(frames.size(), 1U);
    EXPECT_EQ(frames[0].line, 3);
    ASSERT_EQ(run.globals().size(), 2U);
    EXPECT_EQ(run.globals()[1].value, "5");
    EXPECT_EQ(run.lineCounts().at(3), 1U);
    EXPECT_FALSE(run.forward());
    // Back from it: before the last line again, nothing printed.
    ASSERT_TRUE(run.back());
    EXPECT_EQ(run.outputWritten(), 0U);
    // What the last line did, as the window words it there: read and printed.
    const LineDid did = lineDid(run.trace(), 3, "5\n7\n");
    EXPECT_EQ(did.line, 3);
    EXPECT_EQ(did.read, "7\n");
    EXPECT_EQ(did.printed, "0\n");
}

TEST(TraceRun, AProgramThatExitedOrCrashedEndsAfterItsLastLineOneCutOffBeforeIt)
{
    // As the recorder ends its record; the recording says it in the window's words after.
    Trace exited = endsPrinting("E error exit 3");
    EXPECT_EQ(TraceRun(std::make_shared<const Trace>(exited)).length(), 3U);
    exited.setEnd(Trace::End::Failed, "the program ended with exit code 3");
    EXPECT_EQ(TraceRun(std::make_shared<const Trace>(exited)).length(), 3U);
    Trace killed = endsPrinting("E error signal 11");
    killed.setEnd(Trace::End::Failed, "the program was killed by SIGSEGV");
    EXPECT_EQ(TraceRun(std::make_shared<const Trace>(killed)).length(), 3U);
    // Cut off at the line cap, stopped by the student or the recorder: its last line never ran whole.
    for (const std::string_view end : {"E limit", "E error the debugger failed", "E error output 1048576"}) {
        TraceRun run(std::make_shared<const Trace>(endsPrinting(end)));
        EXPECT_EQ(run.length(), 2U) << end;
        run.toEnd();
        EXPECT_EQ(run.nextLine(), 3) << end;
        EXPECT_EQ(run.outputWritten(), 0U) << end;
    }
    Trace cancelled = endsPrinting("E finished");
    cancelled.setEnd(Trace::End::Cancelled);
    EXPECT_EQ(cancelled.positions(), cancelled.size());
}

TEST(TraceRun, NothingRecordedIsARunWithNoLines)
{
    TraceRun run(std::make_shared<const Trace>(Trace::read("E error the debugger failed\n")));
    EXPECT_EQ(run.length(), std::nullopt);
    EXPECT_TRUE(run.atEnd());
    EXPECT_EQ(run.nextLine(), 0);
    EXPECT_TRUE(run.frames().empty());
    EXPECT_FALSE(run.forward());
    EXPECT_FALSE(run.over());
    EXPECT_FALSE(run.toBreakpoint({1}));
}

TEST(LineDid, TheVariablesALineSetWhatItReadAndWhatItPrinted)
{
    const std::shared_ptr<const Trace> t = recorded();
    const std::string input = "3\n";
    // Before the first line nothing has run.
    EXPECT_EQ(lineDid(*t, 0, input).line, 0);
    // Line 1 read "3\n" and set n and the grid.
    LineDid did = lineDid(*t, 1, input);
    EXPECT_EQ(did.line, 1);
    ASSERT_EQ(did.sets.size(), 2U);
    EXPECT_EQ(did.sets[0].name, "n");
    EXPECT_EQ(did.sets[0].value, "3");
    EXPECT_EQ(did.read, "3\n");
    EXPECT_TRUE(did.printed.empty());
    // Line 5 set v: a variable of twice's own.
    did = lineDid(*t, 3, input);
    ASSERT_EQ(did.sets.size(), 1U);
    EXPECT_EQ(did.sets[0].name, "v");
    // Line 4 changed one cell of g: said as that cell.
    did = lineDid(*t, 7, input);
    EXPECT_EQ(did.line, 4);
    ASSERT_EQ(did.sets.size(), 1U);
    EXPECT_EQ(did.sets[0].name, "g[1][1]");
    EXPECT_EQ(did.sets[0].value, "7");
    // Line 7 printed "6\n" and set nothing.
    did = lineDid(*t, 8, input);
    EXPECT_EQ(did.line, 7);
    EXPECT_TRUE(did.sets.empty());
    EXPECT_EQ(did.printed, "6\n");
    EXPECT_TRUE(did.read.empty());
}

TEST(TraceRun, SaysWhatTheLineThatRanLastDidAsEventsInOrder)
{
    TraceRun run(recorded());
    run.setInput("3\n");
    EXPECT_TRUE(run.lastDid().empty()); // nothing has run
    // Line 1 ran: it set n and g and read "3\n".
    run.toPosition(1);
    std::vector<RunEvent> did = run.lastDid();
    ASSERT_EQ(did.size(), 4U);
    EXPECT_EQ(did[0].kind, RunEvent::Kind::Ran);
    EXPECT_EQ(did[0].line, 1);
    EXPECT_EQ(did[1].kind, RunEvent::Kind::Set);
    EXPECT_EQ(did[1].name, "n");
    EXPECT_EQ(did[1].value, "3");
    EXPECT_EQ(did[2].kind, RunEvent::Kind::Set);
    EXPECT_EQ(did[2].name, "g");
    EXPECT_EQ(did[3].kind, RunEvent::Kind::Read);
    EXPECT_EQ(did[3].value, "3\n");
    // Line 4 set one cell of g; line 7 printed "6\n" and set nothing.
    run.toPosition(7);
    did = run.lastDid();
    ASSERT_EQ(did.size(), 2U);
    EXPECT_EQ(did[0].line, 4);
    EXPECT_EQ(did[1].name, "g[1][1]");
    EXPECT_EQ(did[1].value, "7");
    run.forward();
    did = run.lastDid();
    ASSERT_EQ(did.size(), 2U);
    EXPECT_EQ(did[0].line, 7);
    EXPECT_EQ(did[1].kind, RunEvent::Kind::Printed);
    EXPECT_EQ(did[1].value, "6\n");
}
