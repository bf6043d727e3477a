// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson is read bounded: a regular file of at most 40 MB, never a FIFO or a device,
// and its fields within their limits, what is over them said in one sentence each.
#include "widgets/codeview.h"
#include "widgets/inputpanel.h"
#include "lesson/lesson.h"
#include "window/mainwindow.h"
#include "lesson/lessoncontroller.h"
#include "openwindow.h"
#include "runapp.h"

#include "core/inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <Qsci/qsciscintilla.h>

#include <gtest/gtest.h>

#include <atomic>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace sb::ui;

void PrintTo(const QString& s, std::ostream* out); // projector_test.cpp

namespace {

/// Ends the test binary with SIGALRM if what it guards blocks for 20 s: a hang fails, never stalls the suite.
struct BlockGuard {
    BlockGuard() { ::alarm(20); }
    ~BlockGuard() { ::alarm(0); }
};

QString writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    return path;
}

/// A lesson of the Caro sample's problem whose breakpoints are `lines`, as a person would write it.
QByteArray breakpointsLesson(int first, int last)
{
    QByteArray lines;
    for (int line = first; line <= last; ++line)
        lines += (line == first ? "" : ", ") + QByteArray::number(line);
    return "{\n  \"format\": 2,\n  \"problem\": \"caro\",\n  \"method\": \"3\",\n  \"language\": \"en\",\n"
           "  \"breakpoints\": [" + lines + "]\n}\n";
}

} // namespace

TEST(LessonLimits, AnInputOverTheInputLimitIsLeftOutAndTheRestOpens)
{
    const QByteArray over(static_cast<qsizetype>(sb::kMaxInputBytes) + 1, '1');
    const LessonRead read = LessonFile::parse("{\n  \"problem\": \"cards\",\n  \"input\": \"" + over +
                                              "\",\n  \"speed\": \"fast\"\n}\n");
    ASSERT_TRUE(read.lesson);
    EXPECT_EQ(read.problems, QStringList(QStringLiteral("Line 3: \"input\" is larger than 16 MB, the most an input may "
                                                        "be; it is left out.")));
    EXPECT_TRUE(read.lesson->input.isEmpty());
    EXPECT_EQ(read.lesson->problem, QStringLiteral("cards"));
    EXPECT_EQ(read.lesson->speed, QStringLiteral("fast"));
}

TEST(LessonLimits, AnInputAtTheInputLimitIsKept)
{
    const QByteArray atLimit(static_cast<qsizetype>(sb::kMaxInputBytes), '1');
    const LessonRead read = LessonFile::parse("{\"input\": \"" + atLimit + "\"}");
    ASSERT_TRUE(read.lesson);
    EXPECT_TRUE(read.problems.isEmpty());
    EXPECT_EQ(read.lesson->input.size(), static_cast<qsizetype>(sb::kMaxInputBytes));
}

TEST(LessonLimits, AStepPastTwoToTheFiftyThreeSaysTheLimit)
{
    const LessonRead read = LessonFile::parse("{\n  \"step\": 1e18\n}\n");
    ASSERT_TRUE(read.lesson);
    EXPECT_EQ(read.lesson->step, 0u);
    EXPECT_EQ(read.problems, QStringList(QStringLiteral("Line 2: \"step\" should be a whole number from 0 to "
                                                        "9007199254740992; it is left out.")));
    const LessonRead largest = LessonFile::parse("{\"step\": 9007199254740992}");
    ASSERT_TRUE(largest.lesson);
    EXPECT_TRUE(largest.problems.isEmpty());
    EXPECT_EQ(largest.lesson->step, 9007199254740992ULL);
}

TEST(LessonLimits, NestingDeeperThanTheReaderFollowsIsSaidSo)
{
    const QByteArray deep = "{\n\"notes\": " + QByteArray(1100, '[') + QByteArray(1100, ']') + "\n}\n";
    const LessonRead read = LessonFile::parse(deep);
    EXPECT_FALSE(read.lesson);
    // The object is the first level: the 1,024th bracket, at column 10 + 1023, opens the 1,025th.
    EXPECT_EQ(read.problems.join(QLatin1Char('\n')).toStdString(),
              QStringLiteral("This file is not a lesson: its lists and braces are nested too deeply, more than 1024 "
                             "levels, at line 2, column 1033.")
                  .toStdString());
}

TEST(LessonLimits, MoreBookmarksThanALessonHoldsKeepTheFirstWithOneSentence)
{
    QByteArray stops;
    for (int i = 0; i < 1500; ++i)
        stops += (i ? ",\n    " : "\n    ") + QByteArray("{\"step\": ") + QByteArray::number(i) + ", \"text\": \"s" +
                 QByteArray::number(i) + "\"}";
    const LessonRead read = LessonFile::parse("{\n  \"format\": 2,\n  \"bookmarks\": [" + stops + "\n  ]\n}\n");
    ASSERT_TRUE(read.lesson);
    ASSERT_EQ(read.lesson->bookmarks.size(), LessonFile::kMaxBookmarks);
    EXPECT_EQ(read.lesson->bookmarks.front(), (Bookmark{0, QStringLiteral("s0")}));
    EXPECT_EQ(read.lesson->bookmarks.back(), (Bookmark{999, QStringLiteral("s999")}));
    EXPECT_EQ(read.problems, QStringList(QStringLiteral("Line 3: the lesson has 1500 bookmarks, more than the 1000 a "
                                                        "lesson may hold; the first 1000 are kept and the others left "
                                                        "out.")));
}

TEST(LessonLimits, ABookmarksLongTextIsCutWithOneSentenceForAll)
{
    const QByteArray longText(5000, 'a');
    const LessonRead read = LessonFile::parse("{\n  \"bookmarks\": [{\"step\": 1, \"text\": \"" + longText +
                                              "\"}, {\"step\": 2, \"text\": \"" + longText +
                                              "\"}, {\"step\": 3, \"text\": \"short\"}]\n}\n");
    ASSERT_TRUE(read.lesson);
    ASSERT_EQ(read.lesson->bookmarks.size(), 3);
    EXPECT_EQ(read.lesson->bookmarks[0].text, QString(LessonFile::kMaxBookmarkText, QLatin1Char('a')));
    EXPECT_EQ(read.lesson->bookmarks[1].text.size(), LessonFile::kMaxBookmarkText);
    EXPECT_EQ(read.lesson->bookmarks[2].text, QStringLiteral("short"));
    EXPECT_EQ(read.problems, QStringList(QStringLiteral("Line 2: a bookmark says at most 1000 characters; 2 of them "
                                                        "say more and are cut to their first 1000.")));
}

TEST(LessonLimits, AValueQuotedInASentenceIsCut)
{
    const QString longSpeed(100000, QLatin1Char('x'));
    const LessonRead read = LessonFile::parse("{\n  \"speed\": \"" + longSpeed.toUtf8() + "\"\n}\n");
    ASSERT_TRUE(read.lesson);
    ASSERT_EQ(read.problems.size(), 1);
    EXPECT_EQ(read.problems.front(), QStringLiteral("Line 2: \"speed\" is \"%1…\", which is not one of slow, medium, "
                                                    "fast, very fast; \"medium\" is used.")
                                         .arg(QString(60, QLatin1Char('x'))));
}

TEST(LessonLimits, AFileOverFortyMegabytesIsRefusedUnread)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.stepboard"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    ASSERT_TRUE(file.resize(static_cast<qint64>(LessonFile::kMaxBytes) + 1)); // sparse: nothing is written
    file.close();
    const LessonRead read = LessonFile::read(path);
    EXPECT_FALSE(read.lesson);
    EXPECT_EQ(read.problems, QStringList(QStringLiteral("The lesson %1 cannot be read: it is larger than 40 MB, the "
                                                        "most a lesson may be.")
                                             .arg(path)));
}

TEST(LessonLimits, ADeviceOrASymlinkToOneIsRefusedAsNotARegularFile)
{
    QTemporaryDir dir;
    const QString link = dir.filePath(QStringLiteral("zero.stepboard"));
    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), link));
    for (const QString& path : {QStringLiteral("/dev/zero"), link})
        EXPECT_EQ(LessonFile::read(path).problems,
                  QStringList(QStringLiteral("The lesson %1 cannot be read: it is not a regular file (a pipe, a device "
                                             "or a socket).")
                                  .arg(path)));
}

TEST(LessonLimits, AFifoWithNoWriterIsRefusedWithoutBlocking)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("lesson.stepboard"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const BlockGuard guard;
    EXPECT_EQ(LessonFile::read(fifo).problems,
              QStringList(QStringLiteral("The lesson %1 cannot be read: it is not a regular file (a pipe, a device or a "
                                         "socket).")
                              .arg(fifo)));
}

TEST(LessonLimits, AMissingFileSaysTheSystemsReasonAndADashIsAFileNamedSo)
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("gone.stepboard"));
    EXPECT_EQ(LessonFile::read(missing).problems,
              QStringList(QStringLiteral("The lesson %1 cannot be read: No such file or directory.").arg(missing)));
    // "-" names a file in the folder, never standard input, which a window would wait on.
    const QString previous = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(dir.path()));
    writeFile(dir.filePath(QStringLiteral("-")), "{\"notes\": \"from the file named -\"}");
    const LessonRead read = LessonFile::read(QStringLiteral("-"));
    QDir::setCurrent(previous);
    ASSERT_TRUE(read.lesson);
    EXPECT_EQ(read.lesson->notes, QStringLiteral("from the file named -"));
}

namespace {

class LessonLimitsWindow : public test::OpenWindow {
protected:
    QString path(const QString& name) const { return dir.filePath(name); }
    /// The first line of the listing on screen that no breakpoint can be set on.
    int unstoppableLine() const
    {
        for (int line = 1; line <= window->code()->editor()->lines(); ++line) {
            if (!window->code()->toggleBreakpointAt(line))
                return line;
            window->code()->toggleBreakpointAt(line);
        }
        return 0;
    }
    QVector<int> breakpointsOnScreen() const
    {
        QVector<int> lines;
        for (int line = 1; line <= window->code()->editor()->lines(); ++line)
            if (window->code()->hasBreakpointMarker(line))
                lines << line;
        return lines;
    }

    QTemporaryDir dir;
};

} // namespace

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
