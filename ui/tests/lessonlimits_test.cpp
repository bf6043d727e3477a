// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson is read bounded: a regular file of at most 40 MB, never a FIFO or a device,
// and its fields within their limits, what is over them said in one sentence each.
#include "lessonlimitstest.h"

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
    EXPECT_EQ(read.problems.front(), QStringLiteral("Line 2: \"speed\" is \"%1…\", which is not one of 0.5, 1, slow, 3, "
                                                    "medium, 10, fast, 50, 100, 250, 500, 1000, very fast; \"medium\" is used.")
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

