// SPDX-License-Identifier: GPL-3.0-or-later
// A recording the debugger could not make: said in the window's language, the debugger's own words
// one click away, nothing to step.
#include "common/language.h"
#include "own/stepper.h"
#include "widgets/playactions.h"

#include "trace.h"

#include <QLabel>
#include <QSlider>
#include <QToolButton>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;

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
        EXPECT_FALSE(stepper.playTarget()->span()) << code << ": the player bar's timeline has no run to show";
        EXPECT_EQ(stepper.steps(), 0u);
        stepper.forward();
        stepper.end();
        EXPECT_EQ(stepper.steps(), 0u);
    }
}

TEST(RecordingFailed, AFailureAfterSomeLinesKeepsThemSteppableAndSaysTheDebuggerFailed)
{
    ProgramStepper stepper;
    stepper.setTrace(traceOf("F 1 main\nL 3 1\nL 4 1\nE error Remote connection closed\n"), QStringLiteral("1\n"));
    EXPECT_EQ(stepper.steps(), 2u);
    ASSERT_TRUE(stepper.playTarget()->span());
    EXPECT_EQ(stepper.playTarget()->span()->last, 1u);
    EXPECT_TRUE(stepper.endText().contains(QLatin1String("debugger failed"))) << stepper.endText().toStdString();
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
