// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files: saved and opened again to the same picture, opened from the
// command line and by a drop, bad files said and survived, the recent list, and
// the bookmarks walked with the Page keys on a projector.
#include "lessonwindow.h"
#include "testpaths.h"

TEST(LessonFileFormat, ReadsBackEveryFieldItWrote)
{
    Lesson l = caroLesson();
    l.language = QStringLiteral("vi");
    l.code = QStringLiteral("python");
    l.breakpoints = {19, 23};
    l.compare = {QStringLiteral("1"), QStringLiteral("3")};
    l.compareMoment = 7;
    l.speed = QStringLiteral("250");
    l.playBy = QStringLiteral("moments");
    l.notes = QStringLiteral("Hỏi lớp: \"vì sao\" dừng ở đây?\n第二行");
    l.bookmarks = {{30, QStringLiteral("Ở đây nước đi thứ 5")}, {60, QStringLiteral("Thắng")}};
    l.presenting = true;
    l.unknown.insert(QStringLiteral("pen"), QStringLiteral("red"));
    const LessonRead read = LessonFile::parse(LessonFile::toJson(l));
    ASSERT_TRUE(read.lesson);
    EXPECT_TRUE(read.problems.isEmpty()) << read.problems.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(*read.lesson, l);
}

TEST(LessonFileFormat, ReadsBackAStudentsProgramSteppedBesideItsMethods)
{
    Lesson l = caroLesson();
    l.program = QStringLiteral("n, k = map(int, input().split())\nprint(0)\n");
    l.programLanguage = QStringLiteral("python");
    l.programBoard = QStringLiteral("g rows 0 1 0 X O");
    l.programStep = 12;
    l.programBreakpoints = {2};
    l.compare = {QStringLiteral("1")};
    l.compareProgram = true;
    const LessonRead read = LessonFile::parse(LessonFile::toJson(l));
    ASSERT_TRUE(read.lesson);
    EXPECT_TRUE(read.problems.isEmpty()) << read.problems.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(*read.lesson, l);
    // Without a program, none of its fields is written.
    EXPECT_FALSE(LessonFile::toJson(caroLesson()).contains("program"));
}

TEST(LessonFileFormat, AProgramsBadFieldsAreSaidWithTheirLines)
{
    const QByteArray big = QByteArray(static_cast<qsizetype>(LessonFile::kMaxProgramBytes) + 1, 'x');
    const LessonRead read = LessonFile::parse("{\n  \"program\": \"" + big + "\",\n  \"programLanguage\": \"java\",\n"
                                              "  \"programBoard\": \"g sideways\",\n  \"programStep\": -1\n}\n");
    ASSERT_TRUE(read.lesson);
    EXPECT_TRUE(read.lesson->program.isEmpty());
    EXPECT_EQ(read.lesson->programLanguage, QStringLiteral("cpp"));
    EXPECT_TRUE(read.lesson->programBoard.isEmpty());
    EXPECT_EQ(read.lesson->programStep, 0u);
    EXPECT_EQ(read.problems,
              QStringList({QStringLiteral("Line 2: \"program\" is larger than 1 MB, the most a program of one file may "
                                          "be; it is left out."),
                           QStringLiteral("Line 3: \"programLanguage\" is \"java\", which is not one of cpp, python; "
                                          "\"cpp\" is used."),
                           QStringLiteral("Line 4: \"programBoard\" is \"g sideways\", which does not say a variable and "
                                          "how to read it (like \"g rows 0 1 0 X O\"); the board is guessed instead."),
                           QStringLiteral("Line 5: \"programStep\" should be a whole number from 0 to 9007199254740992; "
                                          "it is left out.")}));
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
                           QStringLiteral("Line 5: \"speed\" is \"warp\", which is not one of 0.5, 1, slow, 3, medium, "
                                          "10, fast, 50, 100, 250, 500, 1000, very fast; \"medium\" is used.")}));
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
                      (sb::ui::test::resourcesPath() + QStringLiteral("/samples/caro/fills-middle.txt")), QStringLiteral("--step"),
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
