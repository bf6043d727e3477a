// SPDX-License-Identifier: GPL-3.0-or-later
// One set of views over both kinds of run: the variables, the call stack and the player bar's
// timeline, built the same way over a built-in method's session and over a recording of that
// method's own Python listing (stepped as a student's program is), moved by the same keys of the
// player, show the same rows, the same frames and the same places.
#include "own/stepper.h"
#include "run/listingsource.h"
#include "run/narrator.h"
#include "run/problemui.h"
#include "run/recordedrun.h"
#include "run/session.h"
#include "run/programcode.h"
#include "widgets/boardview.h"
#include "widgets/callstackbar.h"
#include "widgets/codeview.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "widgets/timeline.h"
#include "widgets/watchpanel.h"

#include "core/problem.h"
#include "core/runmodel.h"
#include "caro/caro.h"
#include "ownprogram.h"
#include "sandbox.h"

#include <QCoreApplication>
#include <QMouseEvent>
#include <QTest>
#include <QWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>

#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>
#include <ostream>
#include <utility>

using namespace sb::ui;

namespace {

/// Caro's method 3 (count outwards from the stone just played), in Python: main calls count_ray.
constexpr const char* kProblem = "caro";
constexpr const char* kMethod = "3";
/// Three moves on a 3x3 board: X (1, 1), O (2, 2), X (1, 2); nobody wins. The third stone has an X
/// beside it, so a walk takes a step (the body of count_ray's loop runs).
const QString kInput = QStringLiteral("3 3\n1 1\n2 2\n1 2\n");

/// The lines of caro/count-outwards.py the moves stop on (1-based).
namespace line {
constexpr int kRayStart = 7;    // run = 0
constexpr int kRayLook = 10;    // while b[x * w + y] == q:
constexpr int kRayCount = 11;   // run += 1
constexpr int kRayReturn = 14;  // return run
constexpr int kReadMove = 27;   // r, c = int(data[2 * t]), int(data[2 * t + 1])
constexpr int kCountSelf = 31;  // dem = 1
constexpr int kForward = 32;    // dem += count_ray(b, w, r, c, dr[d], dc[d], q)
constexpr int kBackward = 33;   // dem += count_ray(b, w, r, c, -dr[d], -dc[d], q)
constexpr int kCheck = 35;      // if dem >= 5:
constexpr int kWidth = 21;      // w = n + 2
constexpr int kNoWin = 38;      // print(0)
} // namespace line

const QStringList kInMain{QStringLiteral("<module>"), QStringLiteral("main")};
const QStringList kInRay{QStringLiteral("<module>"), QStringLiteral("main"), QStringLiteral("count_ray")};

enum class Kind { Method, Recording };

std::string kindName(Kind kind)
{
    return kind == Kind::Method ? "Method" : "Recording";
}

std::string nameOf(const testing::TestParamInfo<Kind>& info)
{
    return kindName(info.param);
}

// The kind in the tests' messages.
[[maybe_unused]] void PrintTo(Kind kind, std::ostream* out)
{
    *out << kindName(kind);
}

/// A recording shown in the code view as a student's program is: the listing's text as recorded.
class RecordedCode : public ProgramCode {
public:
    RecordedCode(RunSource* source, QString text) : m_source(source), m_text(std::move(text)) {}
    RunSource* source() const override { return m_source; }
    QString text() const override { return m_text; }
    bool python() const override { return true; }
    QSet<int> breakpoints() const override { return {}; }
    bool toggleBreakpoint(int) override { return false; }

private:
    RunSource* m_source;
    QString m_text;
};

/// The views and the player's moves over one kind of run. The method's session is made for both:
/// the recording's timeline stands in over it, as the window's does while a program is stepped.
class ViewsOverBothRuns : public testing::TestWithParam<Kind> {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_session.setProblem(QString::fromLatin1(kProblem)));
        ASSERT_TRUE(m_session.setMethod(QString::fromLatin1(kMethod)));
        m_session.setCodeLanguage(sb::CodeLanguage::Python);
        ASSERT_TRUE(m_session.setInput(kInput));
        ASSERT_NE(m_session.player(), nullptr);
        if (GetParam() == Kind::Method) {
            m_play = std::make_unique<SessionPlay>(&m_session);
            m_target = m_play.get();
            m_source = &m_session;
        } else {
            record();
            if (HasFatalFailure())
                return;
            m_target = m_stepper->playTarget();
            m_source = m_stepper->recordedRun();
        }
        m_watch = std::make_unique<WatchPanel>(m_source);
        m_stack = std::make_unique<CallStackBar>(m_source);
        QObject::connect(m_stack.get(), &CallStackBar::frameChosen, m_watch.get(), &WatchPanel::setFrame);
        m_code = std::make_unique<CodeView>(&m_session);
        m_code->setCode(CodeView::Code::Python);
        if (GetParam() == Kind::Recording) {
            m_recordedCode = std::make_unique<RecordedCode>(m_source, m_listingText);
            m_code->setProgram(m_recordedCode.get());
        }
        m_timeline = std::make_unique<Timeline>(&m_session);
        if (GetParam() == Kind::Recording)
            m_timeline->setStandIn(m_source);
        m_target->setRung(1000); // the fastest: play to a breakpoint takes a few ticks
    }

    /// The method's listing recorded as a student's program is, and stepped as one.
    void record()
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why;
        const sb::ProblemDesc* problem = sb::findProblem(kProblem);
        ASSERT_NE(problem, nullptr);
        const sb::MethodDesc* method = problem->method(kMethod);
        ASSERT_NE(method, nullptr);
        const QString listing = QString::fromUtf8(method->listing.data(), static_cast<qsizetype>(method->listing.size()));
        QFile file(QStringLiteral(":/listings/%1/%2.py").arg(QString::fromLatin1(kProblem), listing));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
        const QByteArray text = file.readAll();
        m_listingText = QString::fromUtf8(text);
        const sb::program::Program built =
            sb::program::Program::build(text.toStdString(), sb::program::Language::Python, "listing.py");
        ASSERT_TRUE(built.built()) << built.compileRun().err;
        auto trace = std::make_shared<const sb::program::Trace>(built.trace(kInput.toStdString()));
        ASSERT_EQ(trace->end(), sb::program::Trace::End::Finished) << trace->error() << trace->errors;
        m_stepper = std::make_unique<ProgramStepper>();
        m_stepper->setTrace(trace, kInput);
    }

    /// A move of the player's keys, waited for.
    void move(PlayTarget::Move m, int times = 1)
    {
        for (int i = 0; i < times; ++i) {
            m_target->move(m);
            m_session.waitUntilIdle();
        }
    }
    /// Play with a breakpoint on `line` alone, until it stops.
    void playTo(int line)
    {
        setBreakpoint(line, true);
        m_target->play();
        QElapsedTimer waited;
        waited.start();
        while (m_target->isPlaying() && waited.elapsed() < 20000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
        EXPECT_FALSE(m_target->isPlaying()) << "play never stopped";
        m_target->pause();
        setBreakpoint(line, false);
    }
    void setBreakpoint(int line, bool on)
    {
        if (GetParam() == Kind::Recording) {
            if (m_stepper->hasBreakpoint(line) != on)
                m_stepper->toggleBreakpoint(line);
            return;
        }
        const sb::Listing listing = builtInListing(m_session.problem(), m_session.method(), sb::CodeLanguage::Python);
        const std::vector<int> lines = listing.linesOf(m_session.problem().anchors);
        for (std::size_t anchor = 0; anchor < lines.size(); ++anchor)
            if (lines[anchor] == line && m_session.hasBreakpoint(static_cast<int>(anchor)) != on)
                m_session.toggleBreakpoint(static_cast<int>(anchor));
        ASSERT_EQ(m_session.breakpoints().isEmpty(), !on) << "no anchor on line " << line;
    }

    /// The watch panel's rows, "name = value" each, top to bottom.
    QStringList rows() const
    {
        QStringList out;
        for (const QString& name : m_watch->names())
            out << name + QStringLiteral(" = ") + m_watch->valueOf(name);
        return out;
    }
    /// The watch panel shows each of `expected` with its value (a recording may show more: the
    /// method lists the variables its steps set).
    void expectRows(std::initializer_list<std::pair<const char*, const char*>> expected) const
    {
        const QStringList names = m_watch->names();
        for (const auto& [name, value] : expected) {
            EXPECT_TRUE(names.contains(QString::fromLatin1(name))) << name << " not in " << rows().join(u'\n').toStdString();
            EXPECT_EQ(m_watch->valueOf(QString::fromLatin1(name)).toStdString(), value) << name;
        }
    }
    void expectAbsent(std::initializer_list<const char*> names) const
    {
        for (const char* name : names)
            EXPECT_FALSE(m_watch->names().contains(QString::fromLatin1(name))) << name << " in " << rows().join(u'\n').toStdString();
    }
    /// The line that ran last set the variable: its value is marked.
    bool changed(const char* name) const
    {
        const QTableWidgetItem* item = m_watch->valueItem(QString::fromLatin1(name));
        return item && item->font().bold();
    }
    /// The run's line about to run, as the views read it.
    int nextLine() const { return m_source->run()->nextLine(); }

    Session m_session;
    std::unique_ptr<SessionPlay> m_play;
    std::unique_ptr<ProgramStepper> m_stepper;
    PlayTarget* m_target = nullptr;
    RunSource* m_source = nullptr;
    std::unique_ptr<WatchPanel> m_watch;
    std::unique_ptr<CallStackBar> m_stack;
    std::unique_ptr<Timeline> m_timeline;
    QString m_listingText; ///< the listing recorded, as a student's file
    std::unique_ptr<RecordedCode> m_recordedCode;
    std::unique_ptr<CodeView> m_code; ///< declared last: it goes first, before the run it reads
};

} // namespace

TEST_P(ViewsOverBothRuns, StepForwardShowsEachFrameAndTheVariablesInIt)
{
    // Before the first line: the module alone, nothing set.
    EXPECT_EQ(nextLine(), 2);
    EXPECT_EQ(m_stack->frames(), QStringList{QStringLiteral("<module>")});
    EXPECT_TRUE(m_watch->names().isEmpty()) << rows().join(u'\n').toStdString();
    EXPECT_EQ(m_timeline->position(), 0u);

    // Six lines on: main has read n and k (the line that ran), w is not set yet.
    move(PlayTarget::Move::Step, 6);
    EXPECT_EQ(nextLine(), line::kWidth);
    EXPECT_EQ(m_stack->frames(), (QStringList{QStringLiteral("<module>"), QStringLiteral("main")}));
    expectRows({{"n", "3"}, {"k", "3"}});
    expectAbsent({"w", "t", "run"});
    EXPECT_TRUE(changed("n"));
    EXPECT_TRUE(changed("k"));
    EXPECT_EQ(m_timeline->position(), 6u);

    // Into the first call of count_ray (move 1, the row): its own variables, none of main's.
    move(PlayTarget::Move::Step, 11);
    EXPECT_EQ(nextLine(), line::kRayStart);
    EXPECT_EQ(m_stack->frames(), kInRay);
    EXPECT_EQ(m_stack->chosen(), 3);
    expectRows({{"r", "1"}, {"c", "1"}, {"q", "1"}, {"w", "5"}});
    expectAbsent({"t", "dem", "n", "run", "x"});
    EXPECT_EQ(m_timeline->position(), 17u);

    // Two lines into it: run = 0 ran, then x = r + dr (x changed, run did not).
    move(PlayTarget::Move::Step, 2);
    EXPECT_EQ(nextLine(), 9);
    expectRows({{"run", "0"}, {"x", "1"}});
    EXPECT_TRUE(changed("x"));
    EXPECT_FALSE(changed("run"));
    EXPECT_EQ(m_timeline->position(), 19u);
    // The code view: the two arrows, the counts of count_ray's lines and main's call, the value set.
    EXPECT_EQ(m_code->nextLine(), 9);
    EXPECT_EQ(m_code->currentLine(), 8);
    EXPECT_EQ(m_code->countAt(line::kRayStart), QStringLiteral("1"));
    EXPECT_EQ(m_code->countAt(8), QStringLiteral("1"));
    EXPECT_EQ(m_code->countAt(9), QStringLiteral("0"));
    EXPECT_EQ(m_code->countAt(line::kForward), QStringLiteral("1"));
    EXPECT_EQ(m_code->annotation(), QStringLiteral("x = 1"));
}

TEST_P(ViewsOverBothRuns, AFrameChosenOnTheCallStackShowsItsVariablesUntilTheNextStep)
{
    move(PlayTarget::Move::Step, 19); // in count_ray, before y = c + dc
    ASSERT_EQ(m_stack->frames(), kInRay);
    // main, where it waits in the call on line 32: its move, its direction and its count.
    m_stack->choose(2);
    EXPECT_EQ(m_stack->chosen(), 2);
    m_code->showFrame(2);
    EXPECT_EQ(m_code->frameLine(), line::kForward);
    expectRows({{"t", "1"}, {"r", "1"}, {"c", "1"}, {"q", "1"}, {"d", "0"}, {"dem", "1"}, {"n", "3"}, {"k", "3"},
                {"w", "5"}});
    expectAbsent({"run", "x"});
    // The module: nothing of its own is shown (its functions and the module it imports are no variables).
    m_stack->choose(1);
    EXPECT_EQ(m_stack->chosen(), 1);
    EXPECT_TRUE(m_watch->names().isEmpty()) << rows().join(u'\n').toStdString();
    // A step shows the innermost frame again.
    move(PlayTarget::Move::Step);
    EXPECT_EQ(m_stack->chosen(), 3);
    expectRows({{"run", "0"}, {"x", "1"}, {"y", "2"}});
    expectAbsent({"t", "dem"});
}

TEST_P(ViewsOverBothRuns, OverOutToABreakpointAndBackLandOnTheSameLinesWithTheSameViews)
{
    // Over the call on line 32: count_ray runs whole, main stands on line 33.
    move(PlayTarget::Move::Step, 16);
    ASSERT_EQ(nextLine(), line::kForward);
    move(PlayTarget::Move::Over);
    EXPECT_EQ(nextLine(), line::kBackward);
    EXPECT_EQ(m_stack->frames(), kInMain);
    EXPECT_EQ(m_timeline->position(), 22u);
    expectRows({{"d", "0"}, {"dem", "1"}});
    EXPECT_EQ(m_code->nextLine(), line::kBackward);
    EXPECT_EQ(m_code->currentLine(), line::kRayReturn); // what ran last: the call's return

    // Into the second call, then out of it: back in main before the check on line 35.
    move(PlayTarget::Move::Step);
    EXPECT_EQ(nextLine(), line::kRayStart);
    EXPECT_EQ(m_stack->frames(), kInRay);
    move(PlayTarget::Move::Out);
    EXPECT_EQ(nextLine(), line::kCheck);
    EXPECT_EQ(m_stack->frames(), kInMain);
    EXPECT_EQ(m_timeline->position(), 28u);

    // Back a line: into the call again, on its return, where the walk to the left stopped at once.
    move(PlayTarget::Move::Back);
    EXPECT_EQ(nextLine(), line::kRayReturn);
    EXPECT_EQ(m_stack->frames(), kInRay);
    expectRows({{"run", "0"}, {"x", "1"}, {"y", "0"}});
    EXPECT_EQ(m_timeline->position(), 27u);

    // To the first time a walk takes a step (line 11): the third move, X at (1, 2), walking left
    // onto the X at (1, 1).
    playTo(line::kRayCount);
    EXPECT_EQ(nextLine(), line::kRayCount);
    EXPECT_EQ(m_stack->frames(), kInRay);
    EXPECT_EQ(m_timeline->position(), 157u);
    expectRows({{"r", "1"}, {"c", "2"}, {"q", "1"}, {"run", "0"}, {"x", "1"}, {"y", "1"}});
    // Two moves of eight calls each, and the third move's second: count_ray has begun 18 times.
    EXPECT_EQ(m_code->nextLine(), line::kRayCount);
    EXPECT_EQ(m_code->countAt(line::kRayStart), QStringLiteral("18"));
    EXPECT_EQ(m_code->countAt(line::kRayCount), QStringLiteral("0"));
    m_stack->choose(2);
    expectRows({{"t", "3"}, {"d", "0"}, {"dem", "1"}});

    // Back a line: before the loop's test, y just set.
    move(PlayTarget::Move::Back);
    EXPECT_EQ(nextLine(), line::kRayLook);
    EXPECT_EQ(m_stack->chosen(), 3);
    EXPECT_TRUE(changed("y"));
    EXPECT_EQ(m_timeline->position(), 156u);

    // On through the step: run counts the stone, the walk goes on to the border and returns 1.
    move(PlayTarget::Move::Step, 4);
    EXPECT_EQ(nextLine(), line::kRayLook);
    expectRows({{"run", "1"}, {"x", "1"}, {"y", "0"}});
    move(PlayTarget::Move::Over, 2);
    EXPECT_EQ(nextLine(), line::kCheck);
    EXPECT_EQ(m_stack->frames(), kInMain);
    expectRows({{"t", "3"}, {"dem", "2"}});
    EXPECT_EQ(m_timeline->position(), 162u);
}

TEST_P(ViewsOverBothRuns, AtTheEndTheTimelinesHandleIsAtItsEndOnTheLastLine)
{
    m_session.waitForTimeline(); // the method's last step is known
    move(PlayTarget::Move::End);
    const sb::RunModel& run = *m_source->run();
    ASSERT_TRUE(run.length().has_value());
    EXPECT_TRUE(run.atEnd());
    EXPECT_EQ(nextLine(), line::kNoWin);
    EXPECT_EQ(m_stack->frames(), kInMain);
    expectRows({{"t", "3"}, {"d", "3"}, {"dem", "1"}});
    // The handle at the end of the timeline, which reaches the run's last position (the method's
    // stands after its last line, a recording's before it: the numbers differ by one, the handle does not).
    EXPECT_EQ(m_timeline->range(), *run.length());
    EXPECT_EQ(m_timeline->position(), run.position());
    EXPECT_EQ(m_timeline->position(), m_timeline->range());
    // Home: back before the first line, the handle at the start.
    move(PlayTarget::Move::Start);
    EXPECT_EQ(nextLine(), 2);
    EXPECT_EQ(m_timeline->position(), 0u);
    EXPECT_EQ(m_stack->frames(), QStringList{QStringLiteral("<module>")});
}

INSTANTIATE_TEST_SUITE_P(BothRuns, ViewsOverBothRuns, testing::Values(Kind::Method, Kind::Recording), nameOf);

TEST_P(ViewsOverBothRuns, OneNarratorSaysWhatTheLineThatRanDid)
{
    const MethodWords words{&problemUi(m_session.problemId().toStdString()), &m_session.problem(), sb::CodeLanguage::Python};
    const bool method = GetParam() == Kind::Method;
    const auto said = [&] { return Narrator::said(*m_source->run(), method ? words : MethodWords{}).toStdString(); };
    EXPECT_EQ(said(), method ? std::string("The board is empty. Step forward to play the first move.")
                             : std::string("The program is about to run its first line."));
    // Line 19 set n and k: the method says it in the problem's words, the recording in the variables'.
    move(PlayTarget::Move::Step, 6);
    EXPECT_EQ(said(), method ? std::string("Read N = 3 and K = 3: a 3 x 3 board and 3 moves.")
                             : std::string("Line 19: n becomes 3; k becomes 3."));
    // In count_ray, x = r + dr ran: a line every listing has, said by the narrator for the method too.
    move(PlayTarget::Move::Step, 13);
    EXPECT_EQ(said(), method ? std::string("x becomes 1.") : std::string("Line 8: x becomes 1."));
    if (!method) {
        EXPECT_EQ(m_stepper->saidText().toStdString(), said());
    }
}

TEST_P(ViewsOverBothRuns, AMoveOnTheBoardIsSaidInTheProblemsWordsByEitherRun)
{
    const sb::ProblemDesc& problem = m_session.problem();
    const MethodWords words{&problemUi(m_session.problemId().toStdString()), &problem, sb::CodeLanguage::Python};
    const bool method = GetParam() == Kind::Method;
    if (!method) // the recording's board: b, one flat list with a border, 1 for X, 2 for O
        m_stepper->setBoard(&problem, problem.parse(kInput.toStdString()),
                            sb::BoardChoice{"b", sb::BoardChoice::Layout::Flat, 5, 1, false, {"1", "2"}});
    const auto said = [&] { return Narrator::said(*m_source->run(), words).toStdString(); };
    // Just after each stone: the method says its step, the recording what its line set, then the move.
    move(PlayTarget::Move::NextMoment);
    EXPECT_TRUE(said().ends_with("Move 1: X plays at (1, 1).")) << said();
    move(PlayTarget::Move::NextMoment);
    EXPECT_TRUE(said().ends_with("Move 2: O plays at (2, 2).")) << said();
    if (!method) {
        EXPECT_TRUE(said().starts_with("Line ")) << said();
        EXPECT_EQ(m_stepper->saidText().toStdString(), said()); // what the window shows
    }
    // A line on, no move is said.
    move(PlayTarget::Move::Step);
    EXPECT_EQ(said().find("plays at"), std::string::npos) << said();
}

TEST_P(ViewsOverBothRuns, AVariableIsMarkedChangedOnlyWhenTheLineGaveItANewValue)
{
    // Line by line to the end. At dem = 1, once a direction: marked the first time (dem is new), then
    // only where the direction before counted a stone (move 3's row: dem was 2). At the line that
    // reads a move: r and c new, then both new values, then only r (move 3 is in move 2's column).
    // As a debugger marks them: a line that sets a variable to the value it held does not change it.
    std::string dem;
    std::string read;
    for (int i = 0; i < 1000 && !m_source->run()->atEnd(); ++i) {
        move(PlayTarget::Move::Step);
        if (m_source->run()->ranLine() == line::kCountSelf)
            dem += changed("dem") ? '1' : '0';
        if (m_source->run()->ranLine() == line::kReadMove)
            read += std::string(changed("r") ? "r" : "-") + (changed("c") ? "c" : "-") + " ";
    }
    EXPECT_TRUE(m_source->run()->atEnd());
    EXPECT_EQ(dem, "100000000100");
    EXPECT_EQ(read, "rc rc r- ");
}

TEST_P(ViewsOverBothRuns, TheMomentKeysMoveEitherRunByItsMovesThroughTheRunModel)
{
    if (GetParam() == Kind::Recording) {
        // The recording's moves are read off its board: b, one flat list with a border, 1 for X, 2 for O.
        const sb::ProblemDesc& problem = m_session.problem();
        m_stepper->setBoard(&problem, problem.parse(kInput.toStdString()),
                            sb::BoardChoice{"b", sb::BoardChoice::Layout::Flat, 5, 1, false, {"1", "2"}});
    }
    QWidget window;
    PlayerActions actions(&window);
    actions.setTarget(m_target);
    const auto key = [&](PlayTarget::Move m) {
        actions.action(m)->trigger();
        m_session.waitUntilIdle();
    };
    const sb::RunModel& run = *m_source->run();
    ASSERT_TRUE(run.hasMoments());
    EXPECT_TRUE(actions.action(PlayTarget::Move::NextMoment)->isVisible());
    // Where each key leaves the run, "position@line about to run": both stand just after each stone is
    // placed (line 29 ran, the loop over directions on line 30 next), then at the end. The recording
    // reads all three moves at once on line 18, before its board b exists (line 22): no moment for
    // them, as none is played yet.
    std::string forward;
    for (int i = 0; i < 5; ++i) {
        key(PlayTarget::Move::NextMoment);
        forward += " " + std::to_string(run.position()) + "@" + std::to_string(nextLine());
        EXPECT_EQ(m_timeline->position(), run.position());
    }
    EXPECT_EQ(forward, " 14@30 79@30 144@30 211@38 211@38");
    std::string back;
    for (int i = 0; i < 5; ++i) {
        key(PlayTarget::Move::PreviousMoment);
        back += " " + std::to_string(run.position()) + "@" + std::to_string(nextLine());
    }
    EXPECT_EQ(back, " 144@30 79@30 14@30 0@2 0@2");
}

TEST_P(ViewsOverBothRuns, TheTimelineShowsAndSeeksEitherRunThroughItsSource)
{
    m_session.waitForTimeline(); // the method's last step is known
    m_timeline->resize(216, 28); // 200 pixels of track between the pads
    EXPECT_EQ(m_timeline->source(), m_source);
    EXPECT_TRUE(m_timeline->isEnabled());
    // Both stand after their last line at the end: the same number of positions.
    EXPECT_EQ(m_timeline->range(), 211u);
    EXPECT_EQ(m_timeline->position(), 0u);
    // A click half way along, while the run plays: play stops and the run goes there.
    m_target->play();
    ASSERT_TRUE(m_target->isPlaying());
    QTest::mouseClick(m_timeline.get(), Qt::LeftButton, {}, QPoint(108, 14));
    m_session.waitUntilIdle();
    EXPECT_FALSE(m_target->isPlaying());
    EXPECT_EQ(m_source->run()->position(), 106u);
    EXPECT_EQ(m_timeline->position(), m_source->run()->position());
    // A drag to the far end: the run's last position.
    QMouseEvent drag(QEvent::MouseMove, QPointF(300, 14), QPointF(300, 14), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_timeline.get(), &drag);
    m_session.waitUntilIdle();
    EXPECT_TRUE(m_source->run()->atEnd());
    EXPECT_EQ(m_timeline->position(), m_timeline->range());
    EXPECT_EQ(nextLine(), line::kNoWin);
    // Without the left button a move of the mouse takes the run nowhere.
    QMouseEvent hover(QEvent::MouseMove, QPointF(8, 14), QPointF(8, 14), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_timeline.get(), &hover);
    m_session.waitUntilIdle();
    EXPECT_EQ(m_timeline->position(), m_timeline->range());
}

TEST_P(ViewsOverBothRuns, TheBoardViewDrawsEitherRunsBoardThroughTheRunModel)
{
    const bool method = GetParam() == Kind::Method;
    const sb::ProblemDesc& problem = m_session.problem();
    std::unique_ptr<BoardView> board(problemUi(problem.id).createBoard(&m_session, nullptr));
    board->setAttribute(Qt::WA_DontShowOnScreen);
    board->resize(300, 300);
    board->show();
    if (!method) {
        // The recording's board is read off b, one flat list with a border, 1 for X, 2 for O; until
        // one is chosen the view draws the session's.
        board->showProgramRun(m_source);
        EXPECT_FALSE(board->showsProgram());
        m_stepper->setBoard(&problem, problem.parse(kInput.toStdString()),
                            sb::BoardChoice{"b", sb::BoardChoice::Layout::Flat, 5, 1, false, {"1", "2"}});
    }
    EXPECT_EQ(board->showsProgram(), !method);
    EXPECT_FALSE(board->stepMarksHidden()); // a recording's board is marked as a method's is
    // The stones where the run stands, " cell:player" each, in the problem's numbering (5 x 5 with
    // the border: (r, c) at r * 5 + c).
    const auto stones = [&board] {
        std::string out;
        const std::span<const sb::CellValue> cells = board->cells();
        EXPECT_EQ(cells.size(), 25U);
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (cells[i] != 0)
                out += " " + std::to_string(i) + ":" + std::to_string(int(cells[i]));
        return out;
    };
    EXPECT_EQ(stones(), "");
    // What the board marks where the run stands: the cell the step rings, and the stone last played.
    const auto marks = [&board] {
        std::string out;
        if (const sb::Step* step = board->shownStep())
            for (const sb::Highlight& h : step->marks())
                if (h.kind == sb::HighlightKind::Cell)
                    out += " @" + std::to_string(h.a);
        const auto r = board->shownVar(static_cast<int>(sb::caro::Var::r));
        const auto c = board->shownVar(static_cast<int>(sb::caro::Var::c));
        if (r && c)
            out += " (" + std::to_string(*r) + "," + std::to_string(*c) + ")";
        return out;
    };
    EXPECT_EQ(marks(), "");
    // As the moment keys go (see TheMomentKeys...): both just after each stone, which the board rings
    // as the stone just played.
    std::string shown;
    QImage before;
    for (int i = 0; i < 3; ++i) {
        before = board->viewport()->grab().toImage();
        move(PlayTarget::Move::NextMoment);
        shown += " |" + stones() + marks();
    }
    EXPECT_EQ(shown, " | 6:1 @6 (1,1) | 6:1 12:2 @12 (2,2) | 6:1 7:1 12:2 @7 (1,2)");
    EXPECT_NE(board->viewport()->grab().toImage(), before) << "the third key's stone is drawn";
    // The marks are drawn: hidden (a guess-first question waits), the board looks otherwise.
    const QImage marked = board->viewport()->grab().toImage();
    board->setStepMarksHidden(true);
    EXPECT_EQ(board->shownStep(), nullptr);
    EXPECT_NE(board->viewport()->grab().toImage(), marked);
    board->setStepMarksHidden(false);
    // One line on, the stone just played is still the last one.
    move(PlayTarget::Move::Step);
    EXPECT_NE(board->shownStep() ? board->shownStep()->kind : sb::StepKind::Line, sb::caro::Kinds::Place);
    EXPECT_EQ(board->shownVar(static_cast<int>(sb::caro::Var::r)), 1);
    EXPECT_EQ(board->shownVar(static_cast<int>(sb::caro::Var::c)), 2);
    move(PlayTarget::Move::End);
    EXPECT_EQ(stones(), " 6:1 7:1 12:2");
    move(PlayTarget::Move::Start);
    EXPECT_EQ(stones(), "");
    if (!method) { // the session's board again
        board->showProgramRun(nullptr);
        EXPECT_FALSE(board->showsProgram());
    }
}

TEST_P(ViewsOverBothRuns, ThePlayerBarSaysTheCountersOfTheRunOnScreenAndARecordingHasNone)
{
    const bool method = GetParam() == Kind::Method;
    QWidget window;
    PlayerActions actions(&window);
    actions.setTarget(m_target);
    PlayerBar bar(&m_session, &actions, &window);
    move(PlayTarget::Move::Step, 40);
    if (!method) // as the window does while a program is stepped
        bar.setStandIn(m_stepper->whereText(), m_target, m_source);
    const ProblemUi& ui = problemUi(m_session.problem().id);
    const QVector<sb::Counter> shown = ui.shownCounters();
    ASSERT_FALSE(shown.isEmpty()); // Caro shows one: the cells looked at
    // "name: value" of a counter of `run`, as the status says it.
    const auto said = [&ui](const sb::RunModel& run, sb::Counter c) {
        for (const sb::RunCounter& k : run.counters())
            if (k.id == static_cast<int>(c))
                return ui.counterName(c) + QStringLiteral(": ") + QString::number(k.value);
        return QString();
    };
    const QString tip = bar.statusLabels().front()->toolTip();
    if (method) {
        // The main counter on the line: what the run has counted.
        ASSERT_FALSE(said(*m_source->run(), shown[0]).isEmpty());
        EXPECT_TRUE(bar.statusText().endsWith(QStringLiteral("  ·  ") + said(*m_source->run(), shown[0])))
            << bar.statusText().toStdString();
    } else {
        // A recording counts nothing: the status says where it is, and no counter.
        EXPECT_TRUE(m_source->run()->counters().empty());
        EXPECT_EQ(bar.statusText(), m_stepper->whereText());
        EXPECT_FALSE(bar.statusText().contains(ui.counterName(shown[0])));
        EXPECT_TRUE(tip.isEmpty());
    }
    // A run that stands in with counters of its own (another method's, at its end): the status says
    // those, not the session's.
    Session other;
    ASSERT_TRUE(other.setProblem(QString::fromLatin1(kProblem)));
    ASSERT_TRUE(other.setMethod(QStringLiteral("1")));
    ASSERT_TRUE(other.setInput(kInput));
    other.toEnd();
    other.waitUntilIdle();
    const QString otherSaid = said(*other.run(), shown[0]);
    ASSERT_FALSE(otherSaid.isEmpty());
    ASSERT_NE(otherSaid, said(*m_session.run(), shown[0]));
    bar.setStandIn(QStringLiteral("Elsewhere"), nullptr, &other);
    EXPECT_EQ(bar.statusText(), QStringLiteral("Elsewhere  ·  ") + otherSaid);
    bar.setStandIn({});
}
