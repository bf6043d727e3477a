// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files: saved and opened again to the same picture, opened from the
// command line and by a drop, bad files said and survived, the recent list, and
// the bookmarks walked with the Page keys on a projector.
#include "widgets/codeview.h"
#include "compare/compareview.h"
#include "freshstart.h"
#include "widgets/inputpanel.h"
#include "window/keysdialog.h"
#include "common/language.h"
#include "lesson/lesson.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "lesson/lessoncontroller.h"
#include "openwindow.h"
#include "widgets/playerbar.h"
#include "problems/problemui.h"
#include "window/screenshot.h"
#include "run/session.h"

#include "caro/randomgame.h"
#include "core/player.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <Qsci/qsciscintilla.h>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;

void PrintTo(const QString& s, std::ostream* out); // projector_test.cpp

namespace {

QString sample(const QString& problem, const QString& name)
{
    QFile file(QStringLiteral(STEPBOARD_RESOURCES_DIR "/samples/%1/%2.txt").arg(problem, name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void writeFile(const QString& path, const QByteArray& text)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// A lesson on Caro's "fills the middle" game, method 2, at step 60.
Lesson caroLesson()
{
    Lesson l;
    l.problem = QStringLiteral("caro");
    l.method = QStringLiteral("2");
    l.input = sample(QStringLiteral("caro"), QStringLiteral("fills-middle"));
    l.step = 60;
    l.language = QStringLiteral("en");
    return l;
}

int runApp(const QStringList& args, QString* error)
{
    QProcess app;
    app.start(QStringLiteral(STEPBOARD_APP), args);
    if (!app.waitForFinished(60000))
        return -1;
    *error = QString::fromUtf8(app.readAllStandardError());
    return app.exitCode();
}

class LessonWindow : public test::OpenWindow {
protected:
    static std::unique_ptr<MainWindow> openWindow() { return test::laptopWindow(); }
    quint64 position() const { return session()->player()->position(); }
    QString path(const QString& name) const { return dir.filePath(name); }
    QString write(const QString& name, const QByteArray& text) const
    {
        writeFile(path(name), text);
        return path(name);
    }
    QString write(const QString& name, const Lesson& lesson) const { return write(name, LessonFile::toJson(lesson)); }
    /// The first lines of the listing on screen a breakpoint can be set on.
    QVector<int> stoppableLines(int count) const
    {
        QVector<int> lines;
        for (int line = 1; line <= window->code()->editor()->lines() && lines.size() < count; ++line)
            if (window->code()->toggleBreakpointAt(line)) {
                window->code()->toggleBreakpointAt(line);
                lines << line;
            }
        return lines;
    }
    QImage picture(MainWindow& w) const
    {
        const QString file = path(QStringLiteral("picture.png"));
        EXPECT_TRUE(saveScreenshot(w, QSize(1366, 768), w.presentation(), file));
        return QImage(file);
    }

    QTemporaryDir dir;
};

} // namespace

TEST(LessonFileFormat, ReadsBackEveryFieldItWrote)
{
    Lesson l = caroLesson();
    l.language = QStringLiteral("vi");
    l.code = QStringLiteral("python");
    l.breakpoints = {19, 23};
    l.compare = {QStringLiteral("1"), QStringLiteral("3")};
    l.compareMoment = 7;
    l.speed = QStringLiteral("very fast");
    l.notes = QStringLiteral("Hỏi lớp: \"vì sao\" dừng ở đây?\n第二行");
    l.bookmarks = {{30, QStringLiteral("Ở đây nước đi thứ 5")}, {60, QStringLiteral("Thắng")}};
    l.presenting = true;
    l.unknown.insert(QStringLiteral("pen"), QStringLiteral("red"));
    const LessonRead read = LessonFile::parse(LessonFile::toJson(l));
    ASSERT_TRUE(read.lesson);
    EXPECT_TRUE(read.problems.isEmpty()) << read.problems.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(*read.lesson, l);
}

TEST(LessonFileFormat, IsOneFieldALineInTheReadmesOrder)
{
    const QString text = QString::fromUtf8(LessonFile::toJson(caroLesson()));
    const QStringList lines = text.split(QLatin1Char('\n'));
    EXPECT_EQ(lines.value(1), QStringLiteral("  \"format\": 2,"));
    EXPECT_EQ(lines.value(2), QStringLiteral("  \"problem\": \"caro\","));
    EXPECT_EQ(lines.value(3), QStringLiteral("  \"method\": \"2\","));
    EXPECT_TRUE(lines.value(4).startsWith(QStringLiteral("  \"input\": \"")));
    EXPECT_EQ(lines.value(5), QStringLiteral("  \"step\": 60,"));
}

TEST(LessonFileFormat, NamesAFieldOfTheWrongTypeWithItsLine)
{
    const LessonRead read = LessonFile::parse("{\n  \"format\": 1,\n  \"problem\": \"caro\",\n  \"step\": \"ten\",\n"
                                              "  \"speed\": \"warp\"\n}\n");
    ASSERT_TRUE(read.lesson);
    EXPECT_EQ(read.lesson->problem, QStringLiteral("caro"));
    EXPECT_EQ(read.lesson->step, 0u);
    EXPECT_EQ(read.problems,
              QStringList({QStringLiteral("Line 4: \"step\" should be a whole number from 0 to 9007199254740992; "
                                          "it is left out."),
                           QStringLiteral("Line 5: \"speed\" is \"warp\", which is not one of slow, medium, fast, "
                                          "very fast; \"medium\" is used.")}));
}

TEST_F(LessonWindow, SavedAndOpenedInAFreshWindowIsTheSameStateAndPicture)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    window->inputPanel()->setText(sample(QStringLiteral("caro"), QStringLiteral("fills-middle")));
    window->inputPanel()->reparseNow();
    ASSERT_TRUE(session()->setMethod(QStringLiteral("3")));
    window->code()->setCode(CodeView::Code::Python);
    const QVector<int> lines = stoppableLines(2);
    ASSERT_EQ(lines.size(), 2);
    for (const int line : lines)
        window->code()->toggleBreakpointAt(line);
    session()->seek(75);
    session()->waitUntilIdle();
    window->setLanguage(QStringLiteral("vi"));
    window->playerBar()->setSpeed(2);
    window->lessons()->setNotes(QStringLiteral("Hỏi lớp vì sao phương pháp 3 nhanh hơn."));
    window->lessons()->addBookmark(QStringLiteral("Nước đi quyết định"));
    const Lesson saved = window->lessons()->lesson();
    const QImage before = picture(*window);
    ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("caro.stepboard")))) << window->lessons()->message().toStdString();
    window.reset();

    language::apply(QStringLiteral("en"));
    window = openWindow();
    ASSERT_TRUE(window->lessons()->open(path(QStringLiteral("caro.stepboard"))));
    EXPECT_EQ(window->lessons()->message(), QString());
    EXPECT_EQ(session()->problemId(), QStringLiteral("caro"));
    EXPECT_EQ(session()->methodId(), QStringLiteral("3"));
    EXPECT_EQ(session()->inputText(), sample(QStringLiteral("caro"), QStringLiteral("fills-middle")));
    EXPECT_EQ(position(), 75u);
    EXPECT_EQ(language::current(), QStringLiteral("vi"));
    EXPECT_EQ(window->code()->code(), CodeView::Code::Python);
    EXPECT_EQ(saved.breakpoints, lines);
    EXPECT_TRUE(window->code()->hasBreakpointMarker(lines[0]));
    EXPECT_EQ(session()->breakpoints().size(), 2);
    EXPECT_EQ(window->playerBar()->speed(), 2);
    EXPECT_EQ(window->lessons()->notes(), QStringLiteral("Hỏi lớp vì sao phương pháp 3 nhanh hơn."));
    EXPECT_EQ(window->lessons()->bookmarks(), QList<Bookmark>({{75, QStringLiteral("Nước đi quyết định")}}));
    EXPECT_EQ(window->lessons()->lesson(), saved);
    EXPECT_EQ(picture(*window), before);
}

TEST_F(LessonWindow, MethodsSideBySideAreSavedAtTheirMoment)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    session()->seek(40);
    session()->waitUntilIdle();
    ASSERT_TRUE(window->sideBySide()->open({QStringLiteral("1"), QStringLiteral("3")}));
    const Lesson saved = window->lessons()->lesson();
    EXPECT_EQ(saved.compare, QStringList({QStringLiteral("1"), QStringLiteral("3")}));
    const QImage before = picture(*window);
    ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("compare.stepboard"))));
    window.reset();

    window = openWindow();
    ASSERT_TRUE(window->lessons()->open(path(QStringLiteral("compare.stepboard"))));
    EXPECT_TRUE(window->sideBySide()->isOpen());
    EXPECT_EQ(window->sideBySide()->view()->methods(), saved.compare);
    EXPECT_EQ(window->lessons()->lesson(), saved);
    EXPECT_EQ(picture(*window), before);
}

TEST_F(LessonWindow, TheAppDrawsALessonAsItDrawsTheSameFlags)
{
    Lesson l = caroLesson();
    l.language = QStringLiteral("vi");
    const QString lesson = write(QStringLiteral("vi.stepboard"), l);
    const QString fromLesson = path(QStringLiteral("lesson.png")), fromFlags = path(QStringLiteral("flags.png"));
    QString error;
    ASSERT_EQ(runApp({lesson, QStringLiteral("--screenshot"), fromLesson, QStringLiteral("--size"),
                      QStringLiteral("900x640")},
                     &error),
              0)
        << error.toStdString();
    ASSERT_EQ(runApp({QStringLiteral("--screenshot"), fromFlags, QStringLiteral("--size"), QStringLiteral("900x640"),
                      QStringLiteral("--problem"), QStringLiteral("caro"), QStringLiteral("--lang"), QStringLiteral("vi"),
                      QStringLiteral("--method"), QStringLiteral("2"), QStringLiteral("--input"),
                      QStringLiteral(STEPBOARD_RESOURCES_DIR "/samples/caro/fills-middle.txt"), QStringLiteral("--step"),
                      QStringLiteral("60")},
                     &error),
              0)
        << error.toStdString();
    EXPECT_EQ(QImage(fromLesson).size(), QSize(900, 640));
    EXPECT_EQ(QImage(fromLesson), QImage(fromFlags));
}

TEST_F(LessonWindow, TheAppDrawsAProjectorLessonSideBySideAsTheFlags)
{
    Lesson l = caroLesson();
    l.method = QStringLiteral("1");
    l.input = sample(QStringLiteral("caro"), QStringLiteral("sample"));
    l.step = 40;
    l.compare = {QStringLiteral("1"), QStringLiteral("3")};
    l.presenting = true;
    const QString lesson = write(QStringLiteral("present.stepboard"), l);
    const QString fromLesson = path(QStringLiteral("lesson.png")), fromFlags = path(QStringLiteral("flags.png"));
    QString error;
    ASSERT_EQ(runApp({lesson, QStringLiteral("--screenshot"), fromLesson, QStringLiteral("--size"),
                      QStringLiteral("1280x720")},
                     &error),
              0)
        << error.toStdString();
    ASSERT_EQ(runApp({QStringLiteral("--screenshot"), fromFlags, QStringLiteral("--size"), QStringLiteral("1280x720"),
                      QStringLiteral("--present"), QStringLiteral("--problem"), QStringLiteral("caro"),
                      QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--method"), QStringLiteral("1"),
                      QStringLiteral("--compare"), QStringLiteral("1,3"), QStringLiteral("--step"), QStringLiteral("40")},
                     &error),
              0)
        << error.toStdString();
    EXPECT_EQ(QImage(fromLesson), QImage(fromFlags));
}

TEST_F(LessonWindow, TheAppSaysWhyAFileIsNoLesson)
{
    const QString bad = write(QStringLiteral("bad.stepboard"), "not a lesson");
    QString error;
    EXPECT_EQ(runApp({bad, QStringLiteral("--screenshot"), path(QStringLiteral("bad.png"))}, &error), 1);
    EXPECT_TRUE(error.contains(QStringLiteral("it is not JSON. Line 1, column 1"))) << error.toStdString();
}

TEST_F(LessonWindow, AFileThatIsNotJsonSaysWhereAndChangesNothing)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("mayan")));
    const Lesson before = window->lessons()->lesson();
    const QString bad = write(QStringLiteral("bad.stepboard"), "{\n  \"format\": 1,\n  \"problem\": \"caro\",\n"
                                                              "  \"method\" \"3\"\n}\n");
    EXPECT_FALSE(window->lessons()->open(bad));
    EXPECT_EQ(window->lessons()->message(), QStringLiteral("This file is not a lesson: it is not JSON. Line 4, column 12: a "
                                                      "colon is missing after a field's name."));
    EXPECT_EQ(window->lessons()->lesson(), before);
    EXPECT_EQ(readFile(bad), QByteArray("{\n  \"format\": 1,\n  \"problem\": \"caro\",\n  \"method\" \"3\"\n}\n"));
}

TEST_F(LessonWindow, AnUnknownProblemKeepsTheProblemOnScreen)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards")));
    const QString text = session()->inputText();
    Lesson l = caroLesson();
    l.problem = QStringLiteral("chess");
    l.speed = QStringLiteral("fast");
    EXPECT_TRUE(window->lessons()->open(write(QStringLiteral("chess.stepboard"), l)));
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("The lesson's problem \"chess\" is not one of StepBoard's: the window keeps the problem "
                             "it shows."));
    EXPECT_EQ(session()->problemId(), QStringLiteral("cards"));
    EXPECT_EQ(session()->inputText(), text);
    EXPECT_EQ(window->playerBar()->speed(), 2); // what does not belong to a problem opens
}

TEST_F(LessonWindow, AnUnknownMethodOpensTheProblemAndInputWithTheReference)
{
    Lesson l = caroLesson();
    l.method = QStringLiteral("7");
    EXPECT_TRUE(window->lessons()->open(write(QStringLiteral("method.stepboard"), l)));
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("The lesson's method \"7\" is not a method of %1: the window shows its reference method, "
                             "at the start.")
                  .arg(problemUi("caro").name()));
    EXPECT_EQ(session()->problemId(), QStringLiteral("caro"));
    EXPECT_EQ(session()->inputText(), l.input);
    EXPECT_EQ(position(), 0u);
}

TEST_F(LessonWindow, AnInputWithAnErrorIsKeptToBePutRightAndTheLastGoodRunStays)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const auto good = session()->input();
    Lesson l = caroLesson();
    l.input = QStringLiteral("7 3\n4 4\n9 9\n1 1\n");
    EXPECT_TRUE(window->lessons()->open(write(QStringLiteral("input.stepboard"), l)));
    const QString message = window->lessons()->message();
    EXPECT_TRUE(message.startsWith(QStringLiteral("The lesson's input has an error: "))) << message.toStdString();
    EXPECT_TRUE(message.endsWith(QStringLiteral(". It is in the Input tab, to be put right; the board shows the last "
                                                "correct input meanwhile.")))
        << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("3"))) << message.toStdString();
    EXPECT_EQ(window->inputPanel()->text(), l.input);
    EXPECT_EQ(window->inputPanel()->markedLine(), 3);
    EXPECT_EQ(session()->input(), good);
    EXPECT_EQ(session()->methodId(), QStringLiteral("2"));
}

TEST_F(LessonWindow, AStepPastTheEndShowsTheLastStep)
{
    Lesson l = caroLesson();
    l.step = 1000000;
    EXPECT_TRUE(window->lessons()->open(write(QStringLiteral("far.stepboard"), l)));
    const quint64 last = position();
    EXPECT_TRUE(session()->player()->atEnd());
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("The lesson goes to step 1000000, but this run ends at step %1: it shows its last step.")
                  .arg(last));
    EXPECT_EQ(session()->methodId(), QStringLiteral("2"));
}

TEST_F(LessonWindow, AFarStepOpensWithoutBlockingWithItsProgressAndEscStopsIt)
{
    // Method 1 reads the whole 100 x 100 board at every move: the step is millions of lines in.
    sb::caro::RandomGameOptions o;
    o.n = 100;
    o.moves = 1500;
    o.seed = 7;
    Lesson l = caroLesson();
    l.method = QStringLiteral("1");
    l.input = QString::fromStdString(sb::caro::randomGame(o).value());
    l.step = 20000000;
    const QString far = write(QStringLiteral("far.stepboard"), l);
    ASSERT_TRUE(window->lessons()->open(far));
    // Back from open at once: the run goes on in slices, the player bar saying how far it has got.
    EXPECT_TRUE(session()->isBusy());
    EXPECT_LT(position(), l.step);
    EXPECT_TRUE(window->playerBar()->busyText().startsWith(QStringLiteral("Going to step"))) << window->playerBar()->busyText().toStdString();
    // Esc stops it where it stands; that is the teacher's choice, not the lesson's fault.
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(session()->isBusy());
    EXPECT_LT(position(), l.step);
    EXPECT_EQ(window->lessons()->message(), QString());
    // Opened again and left to get there, it stands at the lesson's step.
    ASSERT_TRUE(window->lessons()->open(far));
    session()->waitUntilIdle();
    EXPECT_EQ(position(), l.step);
    EXPECT_EQ(window->lessons()->message(), QString());
}

TEST_F(LessonWindow, AFormatOneLessonOpensAtTheSameMomentWithItsBreakpointsOnTheirLines)
{
    // Format 1 stepped on Caro's marked lines only: step 5 of method 3 was move 1's first check
    // (place, count-self, look forward, look back, check), and line 24 of its C++ listing was the
    // forward walk's dem++, which is run++ in countRay() (line 11) today.
    const QByteArray old = "{\n  \"format\": 1,\n  \"problem\": \"caro\",\n  \"method\": \"3\",\n  \"language\": \"en\",\n"
                           "  \"step\": 5,\n  \"breakpoints\": [24],\n  \"bookmarks\": [{\"step\": 1, \"text\": \"the stone\"}]\n}\n";
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("old.stepboard"), old)));
    EXPECT_TRUE(window->lessons()->message().isEmpty()) << window->lessons()->message().toStdString();
    const sb::ProblemDesc& caro = session()->problem();
    EXPECT_EQ(caro.anchors[session()->player()->current()->anchor], "check");
    EXPECT_EQ(session()->moment(), 1);
    EXPECT_EQ(session()->player()->counter(sb::Counter::CellsLooked), 2);
    // The same moment in today's numbers: the first check of a run that steps on every line.
    sb::Player fresh([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(fresh.runUntil([](const sb::Step& s) { return s.kind == sb::StepKind::Compare; }));
    EXPECT_EQ(position(), fresh.position());
    EXPECT_TRUE(window->code()->hasBreakpointMarker(11));
    ASSERT_EQ(session()->breakpoints().size(), 1);
    EXPECT_EQ(caro.anchors[static_cast<std::size_t>(session()->breakpoints()[0])], "ray-count");
    ASSERT_EQ(window->lessons()->bookmarks().size(), 1);
    sb::Player place([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(place.runUntil([](const sb::Step& s) { return s.kind == sb::StepKind::Place; }));
    EXPECT_EQ(window->lessons()->bookmarks()[0].step, place.position());
    // Saved again, it is a lesson of today's format with today's numbers.
    ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("now.stepboard"))));
    const LessonRead again = LessonFile::read(path(QStringLiteral("now.stepboard")));
    ASSERT_TRUE(again.lesson);
    EXPECT_EQ(again.lesson->format, Lesson::kFormat);
    EXPECT_EQ(again.lesson->step, fresh.position());
    EXPECT_EQ(again.lesson->breakpoints, QVector<int>{11});
}

TEST_F(LessonWindow, AFormatOneAccordionLessonOpensOnTheSameCardMove)
{
    // Format 1 stepped on the accordion's marked lines only: step 59 of resume on the sample was its
    // first card move (the deck's start, 52 deals, then the checks of piles 0 and 1), and line 72 of
    // its C++ listing was the call of printPiles(), which is line 70 today.
    QFile sample(QStringLiteral(":/samples/accordion/sample.txt"));
    ASSERT_TRUE(sample.open(QIODevice::ReadOnly));
    const QJsonObject lesson{{QStringLiteral("format"), 1},
                             {QStringLiteral("problem"), QStringLiteral("accordion")},
                             {QStringLiteral("method"), QStringLiteral("resume")},
                             {QStringLiteral("input"), QString::fromUtf8(sample.readAll())},
                             {QStringLiteral("language"), QStringLiteral("en")},
                             {QStringLiteral("step"), 59},
                             {QStringLiteral("breakpoints"), QJsonArray{72}}};
    const QByteArray old = QJsonDocument(lesson).toJson();
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("old.stepboard"), old)));
    EXPECT_TRUE(window->lessons()->message().isEmpty()) << window->lessons()->message().toStdString();
    const sb::ProblemDesc& accordion = session()->problem();
    EXPECT_EQ(accordion.anchors[session()->player()->current()->anchor], "move");
    EXPECT_EQ(session()->moment(), 1);
    // The same moment in today's numbers: the first card move of a run that steps on every line.
    sb::Player fresh([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(fresh.runUntil([](const sb::Step& s) { return s.kind == sb::StepKind::CardMove; }));
    EXPECT_EQ(position(), fresh.position());
    EXPECT_TRUE(window->code()->hasBreakpointMarker(70));
    ASSERT_EQ(session()->breakpoints().size(), 1);
    EXPECT_EQ(accordion.anchors[static_cast<std::size_t>(session()->breakpoints()[0])], "deck-done");
}

TEST_F(LessonWindow, AFormatOneCardLessonOpensAtTheSameComparison)
{
    // Format 1 stepped on the card game's marked lines only: step 5 of the grid program was round 1's
    // first comparison (the loop's check, the round, the row's start, the look, the compare), and
    // line 18 of its C++ listing was `score += card[r][c];`, line 29 today.
    const QByteArray old = "{\n  \"format\": 1,\n  \"problem\": \"cards\",\n  \"method\": \"grid\",\n"
                           "  \"step\": 5,\n  \"breakpoints\": [18],\n  \"bookmarks\": [{\"step\": 1, \"text\": \"go\"}]\n}\n";
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards"))); // its sample 2, the lesson's input
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("cards.stepboard"), old)));
    EXPECT_TRUE(window->lessons()->message().isEmpty()) << window->lessons()->message().toStdString();
    const sb::ProblemDesc& cards = session()->problem();
    EXPECT_EQ(cards.anchors[session()->player()->current()->anchor], "compare");
    EXPECT_EQ(session()->moment(), 1);
    sb::Player fresh([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(fresh.runUntil([](const sb::Step& s) { return s.kind == sb::StepKind::Compare; }));
    EXPECT_EQ(position(), fresh.position());
    EXPECT_TRUE(window->code()->hasBreakpointMarker(29));
    ASSERT_EQ(session()->breakpoints().size(), 1);
    EXPECT_EQ(cards.anchors[static_cast<std::size_t>(session()->breakpoints()[0])], "remove");
    ASSERT_EQ(window->lessons()->bookmarks().size(), 1);
    sb::Player first([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(first.runUntil([&](const sb::Step& s) { return cards.anchors[s.anchor] == "rounds"; }));
    EXPECT_EQ(window->lessons()->bookmarks()[0].step, first.position());
}

TEST_F(LessonWindow, AFormatOneLessonWithoutItsInputIsCountedOnTheSampleItsProblemOpensOn)
{
    // The card game's lesson above, opened while Caro is on screen: its steps are counted again on the
    // card game's sample, the input the run opens on, not on the Caro game in the input panel.
    const QByteArray old = "{\n  \"format\": 1,\n  \"problem\": \"cards\",\n  \"method\": \"grid\",\n"
                           "  \"step\": 5,\n  \"bookmarks\": [{\"step\": 1, \"text\": \"go\"}]\n}\n";
    ASSERT_EQ(session()->problemId(), QStringLiteral("caro"));
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("cards.stepboard"), old)));
    EXPECT_TRUE(window->lessons()->message().isEmpty()) << window->lessons()->message().toStdString();
    ASSERT_EQ(session()->problemId(), QStringLiteral("cards"));
    const sb::ProblemDesc& cards = session()->problem();
    EXPECT_EQ(cards.anchors[session()->player()->current()->anchor], "compare");
    sb::Player fresh([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(fresh.runUntil([](const sb::Step& s) { return s.kind == sb::StepKind::Compare; }));
    EXPECT_EQ(position(), fresh.position());
    ASSERT_EQ(window->lessons()->bookmarks().size(), 1);
    sb::Player first([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(first.runUntil([&](const sb::Step& s) { return cards.anchors[s.anchor] == "rounds"; }));
    EXPECT_EQ(window->lessons()->bookmarks()[0].step, first.position());
}

TEST_F(LessonWindow, ANewerFormatOpensWhatItKnowsAndSavesBackWhatItDoesNot)
{
    QByteArray text = LessonFile::toJson(caroLesson());
    text.replace("\"format\": 2", "\"format\": 3, \"pen\": {\"colour\": \"red\"}");
    EXPECT_TRUE(window->lessons()->open(write(QStringLiteral("newer.stepboard"), text)));
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("This lesson was written by a newer StepBoard (format 3; this one reads format 2): what "
                             "this StepBoard knows of it is opened, and the file is left as it is."));
    EXPECT_EQ(session()->methodId(), QStringLiteral("2"));
    EXPECT_EQ(position(), 60u);
    ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("again.stepboard"))));
    const LessonRead again = LessonFile::read(path(QStringLiteral("again.stepboard")));
    ASSERT_TRUE(again.lesson);
    EXPECT_EQ(again.lesson->unknown.value(QStringLiteral("pen"))[QStringLiteral("colour")].toString(),
              QStringLiteral("red"));
}

TEST_F(LessonWindow, SavingOverALessonLeavesTheNewOneWholeAndNothingElse)
{
    const QString file = write(QStringLiteral("lesson.stepboard"), caroLesson());
    ASSERT_TRUE(session()->setProblem(QStringLiteral("accordion")));
    ASSERT_TRUE(window->lessons()->save(file));
    const LessonRead read = LessonFile::read(file);
    ASSERT_TRUE(read.lesson);
    EXPECT_EQ(read.lesson->problem, QStringLiteral("accordion"));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files), QStringList({QStringLiteral("lesson.stepboard")}));
}

TEST_F(LessonWindow, AFailedSaveSaysWhyAndChangesNoFile)
{
    const QString file = write(QStringLiteral("lesson.stepboard"), caroLesson());
    const QByteArray old = readFile(file);
    const QString inside = file + QStringLiteral("/x.stepboard"); // a file is no folder
    EXPECT_FALSE(window->lessons()->save(inside));
    EXPECT_TRUE(window->lessons()->message().startsWith(QStringLiteral("The lesson cannot be saved to %1: ").arg(inside)))
        << window->lessons()->message().toStdString();
    EXPECT_EQ(readFile(file), old);
    EXPECT_TRUE(window->lessons()->recent().isEmpty());
}

TEST_F(LessonWindow, TheRecentListIsNewestFirstAndShort)
{
    for (int i = 0; i < 10; ++i)
        ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("l%1.stepboard").arg(i))));
    ASSERT_TRUE(window->lessons()->open(path(QStringLiteral("l4.stepboard"))));
    QStringList expected{path(QStringLiteral("l4.stepboard"))};
    for (int i = 9; i >= 2; --i)
        if (i != 4)
            expected << path(QStringLiteral("l%1.stepboard").arg(i));
    EXPECT_EQ(window->lessons()->recent(), expected);

    QMenu* recent = nullptr;
    for (QMenu* m : window->findChildren<QMenu*>())
        if (m->title() == QStringLiteral("Open &recent"))
            recent = m;
    ASSERT_NE(recent, nullptr);
    emit recent->aboutToShow();
    ASSERT_GE(recent->actions().size(), 8);
    EXPECT_EQ(recent->actions().first()->text(), QStringLiteral("l4.stepboard"));
    EXPECT_EQ(recent->actions().last()->text(), QStringLiteral("Clear the list"));
}

TEST_F(LessonWindow, ALessonDroppedOnTheWindowOrTheInputOpens)
{
    const QString file = write(QStringLiteral("drop.stepboard"), caroLesson());
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(file)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    EXPECT_EQ(session()->methodId(), QStringLiteral("2"));
    EXPECT_EQ(position(), 60u);

    ASSERT_TRUE(session()->setProblem(QStringLiteral("mayan")));
    QWidget* editor = window->inputPanel()->editor()->viewport();
    QDragEnterEvent enterInput(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(editor, &enterInput);
    EXPECT_TRUE(enterInput.isAccepted());
    QDropEvent onInput(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(editor, &onInput);
    EXPECT_EQ(session()->problemId(), QStringLiteral("caro"));
    EXPECT_EQ(window->inputPanel()->text(), caroLesson().input);
}

TEST_F(LessonWindow, OnAProjectorThePageKeysWalkTheBookmarks)
{
    Lesson l = caroLesson();
    l.step = 0;
    l.bookmarks = {{30, QStringLiteral("Look at the fifth stone")}, {60, QStringLiteral("Who wins?")}};
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("walk.stepboard"), l)));
    window->setPresentation(true);
    const auto press = [this](Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(window.get(), key, modifiers);
        session()->waitUntilIdle();
    };
    press(Qt::Key_PageDown);
    EXPECT_EQ(position(), 30u);
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("Bookmark 1 of 2: Look at the fifth stone"));
    press(Qt::Key_PageDown);
    EXPECT_EQ(position(), 60u);
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("Bookmark 2 of 2: Who wins?"));
    press(Qt::Key_PageUp);
    EXPECT_EQ(position(), 30u);

    bool listed = false;
    for (const auto& [keys, does] : KeysDialog(window.get()).rows())
        listed |= does == QStringLiteral("Next bookmark of the lesson") && keys.startsWith(QStringLiteral("PgDown"));
    EXPECT_TRUE(listed);

    press(Qt::Key_Right); // stepping on leaves the bookmark
    EXPECT_EQ(window->lessons()->bookmarkText(), QString());
    window->setPresentation(false);
    press(Qt::Key_PageDown); // off the projector Page Down is the next move again
    EXPECT_EQ(window->lessons()->bookmarkText(), QString());
    EXPECT_NE(position(), 31u);
    press(Qt::Key_Home);
    press(Qt::Key_PageDown, Qt::ControlModifier); // Ctrl+Page keys walk the bookmarks everywhere
    EXPECT_EQ(position(), 30u);
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("Bookmark 1 of 2: Look at the fifth stone"));
}
