// SPDX-License-Identifier: GPL-3.0-or-later
// A recording the debugger could not make: said in the window's language, the debugger's own words
// one click away, nothing to step.
#include "common/language.h"
#include "mysolution.h"
#include "own/stepper.h"
#include "run/recordedrun.h"
#include "widgets/boardview.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "widgets/timeline.h"

#include "core/player.h"
#include "core/runmodel.h"
#include "trace.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;
using sb::ui::test::kCaroBorderedRows;
using sb::ui::test::MySolution;

namespace {

constexpr const char* kGdbWords = "Couldn't write extended state status: Bad address.";

struct EnglishAfter {
    ~EnglishAfter() { language::apply(QStringLiteral("en")); }
};

std::shared_ptr<const sb::program::Trace> traceOf(const std::string& record)
{
    return std::make_shared<const sb::program::Trace>(sb::program::Trace::read(record));
}

} // namespace

TEST(RecordingFailed, SaidInTheWindowsLanguageWithTheDebuggersWordsBehindDetailsAndNothingToStep)
{
    const EnglishAfter english;
    QString english0;
    for (const char* code : {"en", "zh_TW", "zh_CN", "vi"}) {
        ASSERT_TRUE(language::apply(QString::fromLatin1(code)));
        ProgramStepper stepper;
        stepper.setTrace(traceOf(std::string("E error ") + kGdbWords + "\n"), QStringLiteral("5 5\n"));
        const QString said = stepper.endText();
        if (english0.isEmpty())
            english0 = said;
        else
            EXPECT_NE(said, english0) << code << ": not translated";
        EXPECT_FALSE(said.contains(QLatin1String("Couldn't"))) << code << ": " << said.toStdString();
        EXPECT_FALSE(said.contains(QLatin1String("0 bytes"))) << code;
        auto* details = stepper.findChild<QToolButton*>(QStringLiteral("recordingDetails"));
        auto* words = stepper.findChild<QLabel*>(QStringLiteral("debuggerWords"));
        ASSERT_TRUE(details && words);
        EXPECT_FALSE(details->isHidden()) << code;
        EXPECT_FALSE(details->text().isEmpty()) << code;
        EXPECT_TRUE(words->isHidden()) << code << ": the debugger's words wait behind Details";
        details->click();
        EXPECT_FALSE(words->isHidden()) << code;
        EXPECT_EQ(words->text(), QString::fromLatin1(kGdbWords)) << code;
        // Nothing recorded, nothing to step.
        const sb::RunModel* run = stepper.recordedRun()->run();
        EXPECT_TRUE(run && !run->length() && run->atEnd()) << code << ": the player bar's timeline has no line to show";
        EXPECT_EQ(stepper.steps(), 0u);
        stepper.forward();
        stepper.end();
        EXPECT_EQ(stepper.steps(), 0u);
    }
}

TEST(RecordingFailed, AFailureAfterSomeLinesKeepsThemSteppableAndSaysTheRecorderFailed)
{
    ProgramStepper stepper;
    stepper.setTrace(traceOf("F 1 main\nL 3 1\nL 4 1\nE error Remote connection closed\n"), QStringLiteral("1\n"));
    EXPECT_EQ(stepper.steps(), 2u);
    const sb::RunModel* run = stepper.recordedRun()->run();
    ASSERT_TRUE(run && run->length());
    EXPECT_EQ(*run->length(), 1u);
    EXPECT_TRUE(stepper.endText().contains(QLatin1String("recorder failed"))) << stepper.endText().toStdString();
    EXPECT_EQ(stepper.debuggerWords(), QStringLiteral("Remote connection closed"));
}

TEST(RecordingFailed, TheProgramsOwnEndIsNoDebuggerFailure)
{
    ProgramStepper stepper;
    auto trace = std::make_shared<sb::program::Trace>(sb::program::Trace::read("F 1 main\nL 3 1\nE error signal 11\n"));
    trace->setEnd(sb::program::Trace::End::Failed, "the program was killed by SIGSEGV");
    stepper.setTrace(trace, QStringLiteral("1\n"));
    EXPECT_FALSE(stepper.recorderFailed());
    EXPECT_TRUE(stepper.findChild<QToolButton*>(QStringLiteral("recordingDetails"))->isHidden());
    EXPECT_EQ(stepper.endText(), QStringLiteral("The program was killed by SIGSEGV after its last line here."));
}

TEST(RecordingFailed, AnErrorThePythonProgramRaisedIsItsOwnEndSaidWithPythonsWords)
{
    const EnglishAfter english;
    ProgramStepper stepper;
    auto trace = std::make_shared<sb::program::Trace>(
        sb::program::Trace::read("F 1 <module>\nL 1 1\nL 2 1\nE error raised EOFError: EOF when reading a line\n"));
    trace->setEnd(sb::program::Trace::End::Failed, "the program raised EOFError: EOF when reading a line");
    stepper.setTrace(trace, QStringLiteral("4\n"));
    EXPECT_FALSE(stepper.recorderFailed());
    EXPECT_TRUE(stepper.findChild<QToolButton*>(QStringLiteral("recordingDetails"))->isHidden());
    EXPECT_EQ(stepper.endText(),
              QStringLiteral("The program stopped on an error it raised at its last line here: EOFError: EOF when reading a line"));
    ASSERT_TRUE(language::apply(QStringLiteral("vi")));
    EXPECT_TRUE(stepper.endText().endsWith(QStringLiteral(": EOFError: EOF when reading a line"))) << stepper.endText().toStdString();
    EXPECT_FALSE(stepper.endText().startsWith(QStringLiteral("The program"))) << stepper.endText().toStdString();
    // What the window's narration says: at the first line what it did; at the last, why it ends there too.
    ASSERT_TRUE(language::apply(QStringLiteral("en")));
    EXPECT_FALSE(stepper.saidText().contains(QStringLiteral("EOFError"))) << stepper.saidText().toStdString();
    stepper.end();
    EXPECT_TRUE(stepper.saidText().startsWith(QStringLiteral("Line 1"))) << stepper.saidText().toStdString();
    EXPECT_TRUE(stepper.saidText().endsWith(
        QStringLiteral("\nThe program stopped on an error it raised at its last line here: EOFError: EOF when reading a line")))
        << stepper.saidText().toStdString();
}

namespace {

/// The window's player while the student's program is stepped from "My solution".
class RecordingFailedInTheWindow : public MySolution {
protected:
    PlayerBar* bar() const { return window->playerBar(); }
    Timeline* timeline() const { return bar()->findChild<Timeline*>(); }
    /// The player's nine moves, their buttons in the bar and its timeline are all on, or all off.
    void expectPlayer(bool on)
    {
        SCOPED_TRACE(on ? "on" : "off");
        for (QAction* move : window->playerActions()->all().mid(0, 9))
            EXPECT_EQ(move->isEnabled(), on) << move->text().toStdString();
        ASSERT_EQ(bar()->buttons().size(), 9);
        for (QToolButton* button : bar()->buttons())
            EXPECT_EQ(button->isEnabled(), on) << button->text().toStdString();
        ASSERT_NE(timeline(), nullptr);
        EXPECT_EQ(timeline()->isEnabled(), on);
    }
    /// A key of the player, pressed where the window's shortcuts take it (the board has the focus).
    void key(Qt::Key k) { QTest::keyClick(window->board(), k); }
};

} // namespace

TEST_F(RecordingFailedInTheWindow, ThePlayerIsOffWhileNothingIsRecordedAndOnAgainWithAGoodRecordingOrTheMethod)
{
    const QString input = QStringLiteral("5 4\n1 1\n5 5\n2 2\n1 5\n");
    stepCaroInPython(input, kCaroBorderedRows);
    if (HasFatalFailure())
        return;
    ProgramStepper* stepper = panel()->stepper();
    const std::shared_ptr<const sb::program::Trace> good = stepper->trace();
    ASSERT_GT(stepper->steps(), 2u);
    PlayerActions* keys = window->playerActions();
    ASSERT_EQ(keys->target(), stepper->playTarget());
    expectPlayer(true);
    ASSERT_NE(session()->player(), nullptr);
    const std::uint64_t methodAt = session()->player()->position();

    // The next recording fails before its first line: nothing to step, so no move is on.
    stepper->setTrace(traceOf(std::string("E error ") + kGdbWords + "\n"), input);
    ASSERT_EQ(stepper->steps(), 0u);
    expectPlayer(false);
    EXPECT_EQ(bar()->statusText(), QStringLiteral("Nothing was recorded."));
    QSignalSpy stepped(keys->action(PlayTarget::Move::Step), &QAction::triggered);
    QSignalSpy ended(keys->action(PlayTarget::Move::End), &QAction::triggered);
    key(Qt::Key_Right);
    key(Qt::Key_End);
    EXPECT_EQ(stepped.count(), 0);
    EXPECT_EQ(ended.count(), 0);
    EXPECT_EQ(session()->player()->position(), methodAt) << "the method's run waits";

    // A good recording: everything on again, and Right steps it.
    stepper->setTrace(good, input);
    expectPlayer(true);
    key(Qt::Key_Right);
    EXPECT_EQ(stepped.count(), 1);
    EXPECT_EQ(stepper->step(), 1u);
    EXPECT_TRUE(bar()->statusText().startsWith(QStringLiteral("Line "))) << bar()->statusText().toStdString();

    // Failed again, then the stepping ends: the method's player is back, on, and Right steps the method.
    stepper->setTrace(traceOf(std::string("E error ") + kGdbWords + "\n"), input);
    expectPlayer(false);
    panel()->controller()->stopStepping();
    EXPECT_EQ(keys->target(), bar()->target());
    expectPlayer(true);
    key(Qt::Key_Right);
    EXPECT_EQ(stepped.count(), 2);
    EXPECT_EQ(session()->player()->position(), methodAt + 1);
}
