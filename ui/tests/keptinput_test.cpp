// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing typed is lost: the input is written to disk while typing goes on, and an input
// kept from last time that cannot be read back is moved aside, not lost, and not a crash.
#include "freshstart.h"
#include "openwindow.h"
#include "inputpanel.h"
#include "lesson/lesson.h"
#include "mainwindow.h"
#include "motion.h"
#include "session.h"
#include "settingscheck.h"

#include "core/inputfile.h"

#include <Qsci/qsciscintilla.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QAction>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;

namespace {

QString keptPath(const QString& problem)
{
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/input-%1.txt").arg(problem);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    ASSERT_EQ(file.write(bytes), bytes.size());
}

class KeptInput : public testing::Test {
protected:
    void SetUp() override { test::freshStart(); }
    void TearDown() override
    {
        window.reset();
        const QDir kept = QFileInfo(QSettings().fileName()).absoluteDir();
        for (const QString& file : kept.entryList({QStringLiteral("input-*"), QStringLiteral("*.unreadable*"),
                                                   QStringLiteral("unsaved.*")}))
            QFile::remove(kept.filePath(file));
    }
    void open() { window = test::laptopWindow(); }
    InputPanel* input() const { return window->inputPanel(); }

    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(KeptInput, TypingWithoutAPauseIsWrittenToDiskWithinASecond)
{
    open();
    ASSERT_EQ(window->session()->problemId(), QStringLiteral("caro"));
    const QString parsed = window->session()->inputText();
    input()->editor()->setFocus();
    input()->editor()->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    // A key every 100 ms never leaves the 300 ms pause that parses the input: only the
    // keeping timer, which typing does not put off, can write the text meanwhile.
    static_assert(motion::kKeepInputMs < 1000);
    QByteArray written;
    int typed = 0;
    for (; typed < 30 && written.isEmpty(); ++typed) {
        QTest::keyClick(input()->editor(), Qt::Key_Space);
        QTest::qWait(100);
        const QByteArray now = readAll(keptPath(QStringLiteral("caro")));
        if (now.endsWith(' '))
            written = now;
    }
    EXPECT_FALSE(written.isEmpty());
    EXPECT_LE(typed * 100, 1000 + 300); // written within a second of the first key, give or take a tick
    EXPECT_EQ(window->session()->inputText(), parsed); // and still not parsed: the typing never paused
    EXPECT_TRUE(input()->text().toUtf8().startsWith(written));
}

TEST_F(KeptInput, AKeptInputThatIsNotUtf8IsMovedAsideAndTheSampleShown)
{
    const QByteArray damaged("7 2\n\xff\xfe\x80 1\n2 2\n");
    write(keptPath(QStringLiteral("caro")), damaged);
    open();
    EXPECT_EQ(window->session()->problemId(), QStringLiteral("caro"));
    EXPECT_FALSE(window->session()->hasInputError());
    EXPECT_EQ(input()->text(), QString::fromUtf8(readAll(QStringLiteral(":/samples/caro/sample.txt"))));
    const QString aside = keptPath(QStringLiteral("caro")) + QStringLiteral(".unreadable");
    EXPECT_EQ(readAll(aside), damaged); // every byte kept
    EXPECT_EQ(input()->shownFileMessage(),
              QStringLiteral("The input kept from last time could not be read back, so the sample is shown. "
                             "The file was moved to %1.")
                  .arg(QDir::toNativeSeparators(aside)));
    // The next start is clean, and the one moved aside stays.
    window.reset();
    open();
    EXPECT_TRUE(input()->shownFileMessage().isEmpty());
    EXPECT_EQ(readAll(aside), damaged);
}

TEST_F(KeptInput, AKeptInputLargerThanAnyInputIsMovedAsideToo)
{
    write(keptPath(QStringLiteral("caro")), QByteArray(static_cast<qsizetype>(sb::kMaxInputBytes) + 1, '7'));
    open();
    EXPECT_FALSE(window->session()->hasInputError());
    EXPECT_FALSE(input()->shownFileMessage().isEmpty());
    EXPECT_EQ(QFileInfo(keptPath(QStringLiteral("caro")) + QStringLiteral(".unreadable")).size(),
              static_cast<qint64>(sb::kMaxInputBytes) + 1);
    // Typing puts the message away: it was about the text before.
    input()->editor()->setFocus();
    QTest::keyClick(input()->editor(), Qt::Key_Space);
    EXPECT_TRUE(input()->shownFileMessage().isEmpty());
}

TEST_F(KeptInput, UnreadableSettingsAreMovedAsideWithEveryByteAndTheDefaultsUsed)
{
    const QString path = QSettings().fileName();
    const QByteArray damaged("\xff\xfe\x00\x01[General\nlanguage=vi\n", 22);
    write(path, damaged);
    const QString aside = setAsideUnreadableSettings();
    EXPECT_EQ(aside, path + QStringLiteral(".unreadable"));
    EXPECT_EQ(readAll(aside), damaged);
    EXPECT_EQ(QSettings().status(), QSettings::NoError);
    EXPECT_TRUE(QSettings().allKeys().isEmpty());
    EXPECT_EQ(unreadableSettingsMessage(aside),
              QStringLiteral("The settings could not be read, so StepBoard starts on its defaults. "
                             "The damaged file was moved to %1.")
                  .arg(QDir::toNativeSeparators(aside)));
    // Settings that read well are left alone, and so is a first start with none at all.
    QSettings().setValue(QStringLiteral("language"), QStringLiteral("vi"));
    QSettings().sync();
    EXPECT_TRUE(setAsideUnreadableSettings().isEmpty());
    EXPECT_EQ(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("vi"));
    QFile::remove(aside);
    QFile::remove(path);
    EXPECT_TRUE(setAsideUnreadableSettings().isEmpty());
    // A window made after that starts as on a first run.
    open();
    EXPECT_EQ(window->session()->problemId(), QStringLiteral("caro"));
}

namespace {

QAction* menuAction(QWidget* window, const QString& text)
{
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text() == text)
            return a;
    return nullptr;
}

} // namespace

TEST_F(KeptInput, LessonNotesAreKeptAsTheyAreTypedBeforeOk)
{
    open();
    const QString kept = MainWindow::unsavedLessonPath();
    QAction* notesAction = menuAction(window.get(), QStringLiteral("Lesson &notes…"));
    ASSERT_NE(notesAction, nullptr);
    // Typing in the notes dialog reaches the disk within a second, before OK; Cancel lets it go.
    QByteArray whileTyping;
    QTimer::singleShot(0, window.get(), [&] {
        auto* notes = window->findChild<QPlainTextEdit*>(QStringLiteral("lessonNotes"));
        ASSERT_NE(notes, nullptr);
        QTest::keyClicks(notes, QStringLiteral("Ask why"));
        QTest::qWait(motion::kKeepInputMs + 250);
        whileTyping = readAll(kept);
        QTest::keyClick(notes->window(), Qt::Key_Escape);
    });
    notesAction->trigger();
    EXPECT_TRUE(whileTyping.contains("\"notes\": \"Ask why\"")) << whileTyping.toStdString();
    EXPECT_FALSE(QFileInfo::exists(kept));
    EXPECT_TRUE(window->lessonNotes().isEmpty());
}

TEST_F(KeptInput, ALessonsUnsavedChangesComeBackAfterAKillAndGoWhenSaved)
{
    open();
    const QString kept = MainWindow::unsavedLessonPath();
    window->addBookmark(QStringLiteral("Here O wins"));
    window->setLessonNotes(QStringLiteral("Ask why"));
    QTest::qWait(motion::kKeepInputMs + 250);
    EXPECT_TRUE(QFileInfo::exists(kept));
    window.reset(); // as a kill leaves it: no close, no save

    open();
    ASSERT_TRUE(window->recoverUnsavedLesson());
    EXPECT_TRUE(window->lessonModified());
    ASSERT_EQ(window->bookmarks().size(), 1);
    EXPECT_EQ(window->bookmarks()[0].text, QStringLiteral("Here O wins"));
    EXPECT_EQ(window->lessonNotes(), QStringLiteral("Ask why"));
    EXPECT_EQ(window->lessonMessage(),
              QStringLiteral("A lesson whose changes were never saved is back as it was left. Save it with Ctrl+S."));
    QTemporaryDir folder;
    ASSERT_TRUE(window->saveLesson(folder.filePath(QStringLiteral("l.stepboard"))));
    EXPECT_FALSE(QFileInfo::exists(kept));
    window.reset();
    open();
    EXPECT_FALSE(window->recoverUnsavedLesson());
}
