// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons over their limits in the window and on the command line: breakpoints that cannot stop,
// input errors, FIFOs and devices refused unread.
#include "lessonlimitstest.h"

TEST_F(LessonLimitsWindow, BreakpointsThatCannotStopAreSaidInOneSentenceAndTheOthersSet)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(session()->setMethod(QStringLiteral("3")));
    const int unstoppable = unstoppableLine();
    ASSERT_GT(unstoppable, 0);
    int stoppable = 0;
    for (int line = 1; line <= window->code()->editor()->lines() && !stoppable; ++line)
        if (window->code()->toggleBreakpointAt(line)) {
            window->code()->toggleBreakpointAt(line);
            stoppable = line;
        }
    ASSERT_GT(stoppable, 0);
    Lesson l;
    l.problem = QStringLiteral("caro");
    l.method = QStringLiteral("3");
    l.language = QStringLiteral("en");
    l.breakpoints = {stoppable, stoppable, unstoppable, unstoppable};
    for (int line = 1000; line <= 2999; ++line)
        l.breakpoints << line << line; // each twice: said once
    l.breakpoints << 5000 << 7000 << 7001;
    const QString file = writeFile(path(QStringLiteral("b.stepboard")), LessonFile::toJson(l));
    ASSERT_TRUE(window->lessons()->open(file));
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("2,004 breakpoints are on lines the method cannot stop on (lines %1, 1000 to 2999, 5000, "
                             "…): they are left out.")
                  .arg(unstoppable));
    EXPECT_EQ(breakpointsOnScreen(), QVector<int>{stoppable});
    window->setLanguage(QStringLiteral("zh_TW"));
    EXPECT_NE(window->lessons()->message().toStdString().find("1000"), std::string::npos);
    EXPECT_EQ(window->lessons()->message().count(QLatin1Char('\n')), 0);
}

TEST_F(LessonLimitsWindow, OneBreakpointThatCannotStopKeepsItsOwnSentence)
{
    Lesson l;
    l.problem = QStringLiteral("caro");
    l.language = QStringLiteral("en");
    l.breakpoints = {4000};
    ASSERT_TRUE(window->lessons()->open(writeFile(path(QStringLiteral("one.stepboard")), LessonFile::toJson(l))));
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("Line 4000 of the code is not a line the method can stop on: that breakpoint is left out."));
}

TEST_F(LessonLimitsWindow, TheInputErrorIsASentenceOfItsOwnInEveryLanguage)
{
    Lesson l;
    l.problem = QStringLiteral("caro");
    l.language = QStringLiteral("en");
    l.input = QStringLiteral("7 3\n4 4\n9 9\n1 1\n");
    ASSERT_TRUE(window->lessons()->open(writeFile(path(QStringLiteral("input.stepboard")), LessonFile::toJson(l))));
    const auto message = [this] { return window->lessons()->message().toStdString(); };
    EXPECT_NE(message().find(" is outside 1 to 7. It is in the Input tab"), std::string::npos) << message();
    window->setLanguage(QStringLiteral("zh_TW"));
    EXPECT_NE(message().find("之間。它放在「輸入」分頁"), std::string::npos) << message();
    window->setLanguage(QStringLiteral("zh_CN"));
    EXPECT_NE(message().find("之间。它放在“输入”标签页"), std::string::npos) << message();
    window->setLanguage(QStringLiteral("vi"));
    EXPECT_NE(message().find(" 7. Nó nằm ở thẻ Dữ liệu vào"), std::string::npos) << message();
}

TEST_F(LessonLimitsWindow, ALessonFifoIsRefusedAtOnceAndTheWindowKeepsWhatItShows)
{
    const QString fifo = path(QStringLiteral("lesson.stepboard"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const Lesson before = window->lessons()->lesson();
    const BlockGuard guard;
    EXPECT_FALSE(window->lessons()->open(fifo));
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("The lesson %1 cannot be read: it is not a regular file (a pipe, a device or a socket).")
                  .arg(fifo));
    EXPECT_EQ(window->lessons()->lesson(), before);
}

TEST_F(LessonLimitsWindow, AnInputOverTheLimitInALessonKeepsTheInputOnScreen)
{
    const QString shown = window->inputPanel()->text();
    const QByteArray over(static_cast<qsizetype>(sb::kMaxInputBytes) + 10, '7');
    const QString file = writeFile(path(QStringLiteral("big.stepboard")),
                                   "{\n  \"problem\": \"caro\",\n  \"input\": \"" + over + "\",\n  \"speed\": \"fast\"\n}\n");
    EXPECT_TRUE(window->lessons()->open(file));
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("Line 3: \"input\" is larger than 16 MB, the most an input may be; it is left out."));
    EXPECT_EQ(window->inputPanel()->text(), shown);
}

TEST_F(LessonLimitsWindow, AnUnsavedLessonLinkedToADeviceIsSetAsideAtStart)
{
    window.reset();
    const QString kept = LessonController::unsavedPath();
    QDir().mkpath(QFileInfo(kept).path());
    QFile::remove(kept);
    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), kept));
    window = test::laptopWindow();
    const BlockGuard guard;
    EXPECT_FALSE(window->lessons()->recoverUnsaved());
    const QString aside = kept + QStringLiteral(".unreadable");
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("The changes to a lesson that were never saved could not be read back; the file was moved "
                             "to %1.")
                  .arg(QDir::toNativeSeparators(aside)));
    EXPECT_FALSE(QFileInfo(kept).isSymLink());
    EXPECT_FALSE(QFileInfo::exists(kept));
    EXPECT_EQ(QFileInfo(aside).symLinkTarget(), QStringLiteral("/dev/zero")); // kept as it was, not read
    QFile::remove(aside);
    window = test::laptopWindow();
    EXPECT_FALSE(window->lessons()->recoverUnsaved()); // the next start is clean
    EXPECT_TRUE(window->lessons()->message().isEmpty());
}

TEST(WindowCommandLine, ADeviceAsALessonIsRefusedUnread)
{
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("zero.png"));
    QString error;
    EXPECT_EQ(test::runApp({QStringLiteral("/dev/zero"), QStringLiteral("--screenshot"), picture}, &error), 1);
    EXPECT_TRUE(error.contains(QStringLiteral("stepboard: The lesson /dev/zero cannot be read: it is not a regular "
                                              "file (a pipe, a device or a socket).\n")))
        << error.toStdString();
    EXPECT_FALSE(QFile::exists(picture));
}

TEST(WindowCommandLine, ALessonFifoFedWithoutEndIsRefused)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("lesson.stepboard")), picture = dir.filePath(QStringLiteral("f.png"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const auto oldHandler = std::signal(SIGPIPE, SIG_IGN);
    // Writes zeros for as long as a reader holds the FIFO, as `cat /dev/zero > FIFO` does.
    std::atomic<bool> done = false;
    std::thread writer([name = QFile::encodeName(fifo), &done] {
        const int fd = ::open(name.constData(), O_WRONLY | O_CLOEXEC);
        const QByteArray zeros(65536, '\0');
        while (fd >= 0 && ::write(fd, zeros.constData(), static_cast<size_t>(zeros.size())) > 0) {
        }
        if (fd >= 0)
            ::close(fd);
        done = true;
    });
    QString error;
    const int status = test::runApp({fifo, QStringLiteral("--screenshot"), picture}, &error);
    // Whatever the app did, the writer is let go: a reader of our own opens and closes the FIFO until it ends.
    while (!done) {
        ::close(::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
        QTest::qWait(10);
    }
    writer.join();
    std::signal(SIGPIPE, oldHandler);
    EXPECT_EQ(status, 1);
    EXPECT_TRUE(error.contains(QStringLiteral("stepboard: The lesson %1 cannot be read: it is not a regular file (a "
                                              "pipe, a device or a socket).\n")
                                   .arg(fifo)))
        << error.toStdString();
    EXPECT_FALSE(QFile::exists(picture));
}

TEST(WindowCommandLine, AScreenshotOfALessonWithAHundredThousandBadBreakpointsHasTheSizeAsked)
{
    QTemporaryDir dir;
    const QString lesson = writeFile(dir.filePath(QStringLiteral("b.stepboard")), breakpointsLesson(1000, 100999));
    const QString picture = dir.filePath(QStringLiteral("b.png"));
    QString error;
    EXPECT_EQ(test::runApp({lesson, QStringLiteral("--screenshot"), picture, QStringLiteral("--size"),
                            QStringLiteral("1024x768")},
                           &error),
              0);
    EXPECT_TRUE(error.contains(QStringLiteral("stepboard: 100,000 breakpoints are on lines the method cannot stop on "
                                              "(lines 1000 to 100999): they are left out.\n")))
        << error.toStdString();
    EXPECT_EQ(QImage(picture).size(), QSize(1024, 768));
}

TEST(WindowCommandLine, AStepThatIsNotAWholeNumberIsRefused)
{
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("s.png"));
    for (const QString& step : {QStringLiteral("abc"), QStringLiteral("-1"), QStringLiteral("1.5"), QStringLiteral(""),
                                QStringLiteral("99999999999999999999")}) {
        QString error;
        EXPECT_EQ(test::runApp({QStringLiteral("--screenshot"), picture, QStringLiteral("--step"), step}, &error), 1)
            << step.toStdString();
        EXPECT_TRUE(error.endsWith(QStringLiteral("stepboard: --step wants a whole number, 0 or more, not '%1'\n").arg(step)))
            << error.toStdString();
    }
    EXPECT_FALSE(QFile::exists(picture));
}

TEST(WindowCommandLine, ASecondLessonIsRefused)
{
    QTemporaryDir dir;
    Lesson l;
    l.problem = QStringLiteral("caro");
    const QString a = writeFile(dir.filePath(QStringLiteral("a.stepboard")), LessonFile::toJson(l));
    const QString b = writeFile(dir.filePath(QStringLiteral("b.stepboard")), LessonFile::toJson(l));
    const QString picture = dir.filePath(QStringLiteral("two.png"));
    QString error;
    EXPECT_EQ(test::runApp({a, b, QStringLiteral("--screenshot"), picture}, &error), 1);
    EXPECT_TRUE(error.endsWith(QStringLiteral("stepboard: one lesson at a time; 2 were given: %1 %2\n").arg(a, b)))
        << error.toStdString();
    EXPECT_FALSE(QFile::exists(picture));
}
