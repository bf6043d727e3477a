// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing typed is lost: the input is written to disk while typing goes on, and an input
// kept from last time that cannot be read back is moved aside, not lost, and not a crash.
#include "freshstart.h"
#include "openwindow.h"
#include "widgets/inputpanel.h"
#include "lesson/lesson.h"
#include "window/mainwindow.h"
#include "lesson/lessoncontroller.h"
#include "run/motion.h"
#include "run/session.h"
#include "common/settingscheck.h"

#include "core/inputfile.h"

#include <Qsci/qsciscintilla.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QAction>
#include <QElapsedTimer>
#include <QList>
#include <QPlainTextEdit>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <gtest/gtest.h>

#include <algorithm>
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

/// Keeps every thread of a pool busy until released: whatever the window hands to those
/// threads meanwhile (a parse, a write to disk) waits, still under way.
class HeldPool {
public:
    explicit HeldPool(QThreadPool* pool) : m_count(pool->maxThreadCount())
    {
        for (int i = 0; i < m_count; ++i)
            m_held << QtConcurrent::run(pool, [this] {
                m_started.release();
                m_release.acquire();
            });
        held = m_started.tryAcquire(m_count, 10000);
    }
    ~HeldPool() { release(); }
    void release()
    {
        if (m_released)
            return;
        m_released = true;
        m_release.release(m_count);
        for (QFuture<void>& f : m_held)
            f.waitForFinished();
    }
    bool held = false; ///< every thread is held (false when they did not all start within 10 s)

private:
    int m_count;
    QSemaphore m_started, m_release;
    QList<QFuture<void>> m_held;
    bool m_released = false;
};

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
    /// The caret at the end of the text, the keys going to the editor.
    void typeAtTheEnd()
    {
        input()->editor()->setFocus();
        input()->editor()->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    }
    bool settles() const
    {
        return QTest::qWaitFor([this] { return input()->settled(); }, 10000);
    }

    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(KeptInput, TypingWithoutAPauseIsWrittenToDiskWithinASecond)
{
    open();
    ASSERT_EQ(window->session()->problemId(), QStringLiteral("caro"));
    ASSERT_TRUE(settles());
    const QString parsed = window->session()->inputText();
    typeAtTheEnd();
    // A key every 20 to 50 ms never leaves the 300 ms pause that parses the input: only the
    // keeping timer, which typing does not put off, can write the text meanwhile.
    static_assert(motion::kKeepInputMs < 1000);
    QElapsedTimer clock;
    clock.start();
    QList<qint64> typedAt; // when each key was typed, in ms from the first
    qint64 firstWritten = -1;
    while (clock.elapsed() < 2500) {
        QTest::keyClick(input()->editor(), Qt::Key_Space);
        typedAt << clock.elapsed();
        QTest::qWait(typedAt.size() % 2 ? 20 : 50);
        const QByteArray now = readAll(keptPath(QStringLiteral("caro")));
        const qsizetype onDisk = now.size() - now.trimmed().size(); // the sample ends in one newline
        if (onDisk > 1 && firstWritten < 0)
            firstWritten = clock.elapsed();
        // Every key typed more than a second and a half ago is on disk (a second, and time to write).
        const auto old = std::count_if(typedAt.begin(), typedAt.end(),
                                       [&](qint64 t) { return clock.elapsed() - t > 1500; });
        ASSERT_GE(onDisk - 1, old) << "at " << clock.elapsed() << " ms";
    }
    EXPECT_GE(firstWritten, 0);
    EXPECT_LE(firstWritten, 1500); // written within a second of the first key, give or take a tick
    EXPECT_EQ(window->session()->inputText(), parsed); // and still not parsed: the typing never paused
    EXPECT_TRUE(input()->text().toUtf8().startsWith(readAll(keptPath(QStringLiteral("caro")))));
}

TEST_F(KeptInput, AParseOfATextEditedSinceIsDroppedAndTheFixedTextRuns)
{
    open();
    ASSERT_TRUE(settles());
    const QString sample = input()->text();
    ASSERT_TRUE(sample.endsWith(QStringLiteral("1 2\n")));
    QSignalSpy errors(window->session(), &Session::inputErrorChanged);
    typeAtTheEnd();
    HeldPool pool(input()->workers());
    ASSERT_TRUE(pool.held);
    QTest::keyClick(input()->editor(), Qt::Key_X); // an error...
    QTest::qWait(motion::kReparseDelayMs + 100);    // ...whose parse is under way, held
    ASSERT_FALSE(input()->settled());
    // ...fixed before that parse ends: the last move becomes 1 1.
    QTest::keyClick(input()->editor(), Qt::Key_Backspace);
    QTest::keyClick(input()->editor(), Qt::Key_Backspace);
    QTest::keyClick(input()->editor(), Qt::Key_Backspace);
    QTest::keyClick(input()->editor(), Qt::Key_1);
    QTest::keyClick(input()->editor(), Qt::Key_Return);
    QString fixed = sample;
    fixed.replace(fixed.size() - 2, 1, QLatin1Char('1'));
    ASSERT_EQ(input()->text(), fixed);
    QTest::qWait(motion::kReparseDelayMs + 100); // the pause ends while the first parse is still held
    pool.release();
    ASSERT_TRUE(settles());
    EXPECT_EQ(errors.count(), 0); // the error was never shown, not even for a moment
    EXPECT_FALSE(window->session()->hasInputError());
    EXPECT_EQ(input()->markedLine(), 0);
    EXPECT_TRUE(input()->errorText().isEmpty());
    EXPECT_EQ(window->session()->inputText(), fixed); // the run is the fixed text's
    ASSERT_NE(window->session()->player(), nullptr);
    EXPECT_EQ(readAll(keptPath(QStringLiteral("caro"))), fixed.toUtf8());
}

TEST_F(KeptInput, AnErrorTypedIsMarkedAfterThePauseAndTheLastGoodRunStays)
{
    open();
    ASSERT_TRUE(settles());
    const QString sample = input()->text();
    const auto run = window->session()->input();
    ASSERT_NE(run, nullptr);
    typeAtTheEnd();
    QTest::keyClick(input()->editor(), Qt::Key_X);
    ASSERT_TRUE(settles());
    EXPECT_TRUE(window->session()->hasInputError());
    EXPECT_EQ(input()->markedLine(), 14);
    EXPECT_EQ(window->session()->inputText(), sample + QStringLiteral("x"));
    EXPECT_EQ(window->session()->input(), run); // the board still shows the sample's game
    QTest::keyClick(input()->editor(), Qt::Key_Backspace);
    ASSERT_TRUE(settles());
    EXPECT_FALSE(window->session()->hasInputError());
    EXPECT_EQ(input()->markedLine(), 0);
    EXPECT_EQ(window->session()->inputText(), sample);
}

TEST_F(KeptInput, KeysTypedFasterThanTheWindowAnswersGoInTogetherInTheOrderTyped)
{
    open();
    ASSERT_TRUE(settles());
    // A text large enough that the editor takes keys that come together in one insertion.
    const QString large = input()->text() + QString(300 * 1024, QLatin1Char(' '));
    input()->setText(large);
    input()->reparseNow();
    typeAtTheEnd();
    // No event is handled between these keys, as when the window was busy while they came:
    // the characters wait for each other, and a key that is not a character takes them first.
    QTest::keyClicks(input()->editor(), QStringLiteral("12"));
    QTest::keyClick(input()->editor(), Qt::Key_Backspace);
    QTest::keyClicks(input()->editor(), QStringLiteral("3 4"));
    QTest::keyClick(input()->editor(), Qt::Key_Left);
    QTest::keyClicks(input()->editor(), QStringLiteral("56"));
    EXPECT_EQ(input()->text(), large + QStringLiteral("13 564"));
    QTest::keyClicks(input()->editor(), QStringLiteral("78"));
    // Whatever waits goes in as soon as the window gets to it, and the text is parsed and kept.
    EXPECT_TRUE(QTest::qWaitFor([&] { return input()->editor()->length() == large.size() + 8; }, 5000));
    ASSERT_TRUE(settles());
    EXPECT_EQ(window->session()->inputText(), large + QStringLiteral("13 56784"));
    EXPECT_EQ(readAll(keptPath(QStringLiteral("caro"))), (large + QStringLiteral("13 56784")).toUtf8());
}

TEST_F(KeptInput, ClosingTheWindowWithAWriteUnderWayLeavesTheLatestTextOnDisk)
{
    open();
    ASSERT_TRUE(settles());
    typeAtTheEnd();
    HeldPool pool(input()->workers());
    ASSERT_TRUE(pool.held);
    QTest::keyClicks(input()->editor(), QStringLiteral("  "));
    QTest::qWait(motion::kKeepInputMs + 100); // the write of these keys is under way, held
    ASSERT_FALSE(input()->settled());
    QTest::keyClicks(input()->editor(), QStringLiteral("   "));
    const QByteArray last = input()->text().toUtf8();
    pool.release();
    window->close();
    EXPECT_EQ(readAll(keptPath(QStringLiteral("caro"))), last);
}

TEST_F(KeptInput, DestroyingTheWindowWithAWriteUnderWayLeavesTheLatestTextOnDisk)
{
    open();
    ASSERT_TRUE(settles());
    typeAtTheEnd();
    QByteArray last;
    {
        HeldPool pool(input()->workers());
        ASSERT_TRUE(pool.held);
        QTest::keyClicks(input()->editor(), QStringLiteral(" "));
        QTest::qWait(motion::kKeepInputMs + 100); // a write under way, and a parse
        QTest::keyClicks(input()->editor(), QStringLiteral("  "));
        last = input()->text().toUtf8();
    } // released: the window goes while both may still be running
    window.reset();
    EXPECT_EQ(readAll(keptPath(QStringLiteral("caro"))), last);
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
    const QString kept = LessonController::unsavedPath();
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
    EXPECT_TRUE(window->lessons()->notes().isEmpty());
}

TEST_F(KeptInput, ALessonsUnsavedChangesComeBackAfterAKillAndGoWhenSaved)
{
    open();
    const QString kept = LessonController::unsavedPath();
    window->lessons()->addBookmark(QStringLiteral("Here O wins"));
    window->lessons()->setNotes(QStringLiteral("Ask why"));
    QTest::qWait(motion::kKeepInputMs + 250);
    EXPECT_TRUE(QFileInfo::exists(kept));
    window.reset(); // as a kill leaves it: no close, no save

    open();
    ASSERT_TRUE(window->lessons()->recoverUnsaved());
    EXPECT_TRUE(window->lessons()->modified());
    ASSERT_EQ(window->lessons()->bookmarks().size(), 1);
    EXPECT_EQ(window->lessons()->bookmarks()[0].text, QStringLiteral("Here O wins"));
    EXPECT_EQ(window->lessons()->notes(), QStringLiteral("Ask why"));
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("A lesson whose changes were never saved is back as it was left. Save it with Ctrl+S."));
    QTemporaryDir folder;
    ASSERT_TRUE(window->lessons()->save(folder.filePath(QStringLiteral("l.stepboard"))));
    EXPECT_FALSE(QFileInfo::exists(kept));
    window.reset();
    open();
    EXPECT_FALSE(window->lessons()->recoverUnsaved());
}
