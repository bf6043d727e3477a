// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file never blocks the start or fills the memory, and StepBoard writes nothing
// outside its settings folder: not the check's copy, not the file dialog's memory.
#include "deadline.h"
#include "testpaths.h"
#include "common/filedialogs.h"
#include "freshstart.h"
#include "widgets/inputpanel.h"
#include "window/mainwindow.h"
#include "openwindow.h"
#include "runapp.h"
#include "common/settingscheck.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace sb::ui;
using sb::ui::test::Deadline;

namespace {

mode_t kindAt(const QString& path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode & S_IFMT : 0;
}

void write(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    ASSERT_EQ(file.write(bytes), bytes.size());
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The id of a process that has ended.
pid_t endedProcess()
{
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(0);
    ::waitpid(child, nullptr, 0);
    return child;
}

/// Every file under `folder`, folders left out, as paths relative to it.
QStringList filesUnder(const QString& folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(folder).relativeFilePath(it.next());
    files.sort();
    return files;
}

class SettingsFile : public testing::Test {
protected:
    void SetUp() override
    {
        test::freshStart();
        QFile::remove(path);
        QDir().mkpath(QFileInfo(path).path());
    }
    void TearDown() override
    {
        const QDir folder = QFileInfo(path).absoluteDir();
        for (const QString& name : folder.entryList({QFileInfo(path).fileName() + QStringLiteral(".*")},
                                                    QDir::Files | QDir::Hidden | QDir::System))
            QFile::remove(folder.filePath(name));
        QSettings().clear();
    }
    /// The settings file of the tests: their own folder, found as the app finds its own.
    const QString path = settingsPath();
};

} // namespace

TEST_F(SettingsFile, IsFoundWhereQSettingsKeepsIt)
{
    EXPECT_EQ(path, QSettings().fileName());
}

TEST_F(SettingsFile, AFifoInItsPlaceIsSetAsideWithoutBlocking)
{
    ASSERT_EQ(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    const Deadline deadline(30); // no writer will ever come: reading it would wait for ever
    EXPECT_EQ(setAsideUnreadableSettings(), path + QStringLiteral(".unreadable"));
    EXPECT_EQ(kindAt(path + QStringLiteral(".unreadable")), mode_t(S_IFIFO));
    EXPECT_EQ(kindAt(path), mode_t(0));
    EXPECT_TRUE(QSettings().allKeys().isEmpty());
}

TEST_F(SettingsFile, ALinkToAnEndlessDeviceIsSetAsideWithoutBeingRead)
{
    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), path));
    const Deadline deadline(30); // a copy of /dev/zero grows until the memory or the disk runs out
    EXPECT_EQ(setAsideUnreadableSettings(), path + QStringLiteral(".unreadable"));
    EXPECT_EQ(QFileInfo(path + QStringLiteral(".unreadable")).symLinkTarget(), QStringLiteral("/dev/zero"));
    EXPECT_EQ(kindAt(path), mode_t(0));
}

TEST_F(SettingsFile, AFileOverAMegabyteIsSetAsideWithEveryByte)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile huge(path);
    ASSERT_TRUE(huge.open(QIODevice::WriteOnly));
    ASSERT_TRUE(huge.resize(kMaxSettingsBytes + 1)); // sparse: nothing is written
    huge.close();
    EXPECT_EQ(setAsideUnreadableSettings(), path + QStringLiteral(".unreadable"));
    EXPECT_EQ(QFileInfo(path + QStringLiteral(".unreadable")).size(), kMaxSettingsBytes + 1);
    EXPECT_EQ(kindAt(path), mode_t(0));
}

TEST_F(SettingsFile, GoodSettingsUpToTheLimitStayAndAreRead)
{
    const QByteArray good = "[General]\nlanguage=vi\nnotes=" + QByteArray(kMaxSettingsBytes - 40, 'x') + '\n';
    ASSERT_LE(good.size(), kMaxSettingsBytes);
    write(path, good);
    EXPECT_EQ(setAsideUnreadableSettings(), QString());
    EXPECT_EQ(readAll(path), good);
    EXPECT_EQ(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("vi"));
}

namespace {

/// TMPDIR set for a while, then as it was: unset again where it was unset (an empty TMPDIR is no
/// folder, and the rest of the tests' programs could not run in a sandbox).
class TmpDirSet {
public:
    explicit TmpDirSet(const QByteArray& value) : m_was(qEnvironmentVariableIsSet("TMPDIR")), m_value(qgetenv("TMPDIR"))
    {
        qputenv("TMPDIR", value);
    }
    ~TmpDirSet() { restore(); }
    void restore() const
    {
        if (m_was)
            qputenv("TMPDIR", m_value);
        else
            qunsetenv("TMPDIR");
    }

private:
    bool m_was;
    QByteArray m_value;
};

} // namespace

TEST_F(SettingsFile, DamagedSettingsAreCheckedWithoutATemporaryFolder)
{
    // TMPDIR names a file: a check that needs a folder there cannot be made, and used to
    // leave the damaged settings in place.
    QTemporaryDir scratch;
    const QString notAFolder = scratch.filePath(QStringLiteral("file"));
    write(notAFolder, "not a folder");
    const TmpDirSet tmpdir(QFile::encodeName(notAFolder));
    const QByteArray damaged("\xff\xfe\x00\x01[General\nlanguage=vi\n", 22);
    write(path, damaged);
    const QString aside = setAsideUnreadableSettings();
    tmpdir.restore();
    EXPECT_EQ(aside, path + QStringLiteral(".unreadable"));
    EXPECT_EQ(readAll(aside), damaged);
    // The check's copy, made beside the settings, is gone with the check.
    EXPECT_EQ(QDir(QFileInfo(path).path()).entryList({QStringLiteral("*.check-*")}, QDir::Files | QDir::Hidden),
              QStringList());
}

TEST_F(SettingsFile, ACheckCopyLeftByAKilledStartIsRemovedAtTheNextStart)
{
    const QString stale = path + QStringLiteral(".check-Ab12Cd");
    write(stale, "[General]\nlanguage=vi\n");
    write(path, "[General]\nlanguage=zh_TW\n");
    EXPECT_EQ(setAsideUnreadableSettings(), QString());
    EXPECT_FALSE(QFileInfo::exists(stale));
    EXPECT_EQ(readAll(path), "[General]\nlanguage=zh_TW\n");
}

namespace {

/// A file dialog as the window opens it, closed as soon as it shows.
void openAndCloseAFileDialog(QAction* opens)
{
    bool closed = false;
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [&closed] {
        if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            dialog->reject();
            closed = true;
        }
    });
    closer.start(20);
    const Deadline deadline(60); // a dialog that never closes ends the test
    opens->trigger();
    EXPECT_TRUE(closed);
}

} // namespace

TEST_F(SettingsFile, TheFileDialogRemembersItsFolderInTheSettingsFolderAndWritesNothingElsewhere)
{
    // The native format's user folder stands for ~/.config (XDG_CONFIG_HOME); TMPDIR is empty.
    QTemporaryDir config, tmp;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config.path());
    const TmpDirSet tmpdir(QFile::encodeName(tmp.path()));
    QFile::remove(fileDialogSettingsPath());
    {
        setAsideUnreadableSettings();
        const auto window = test::laptopWindow();
        openAndCloseAFileDialog(window->inputPanel()->openFileAction());
    }
    tmpdir.restore();
    EXPECT_EQ(filesUnder(config.path()), QStringList());
    EXPECT_EQ(filesUnder(tmp.path()), QStringList());
    EXPECT_EQ(QFileInfo(fileDialogSettingsPath()).absolutePath(), QFileInfo(path).absolutePath());
    EXPECT_TRUE(readAll(fileDialogSettingsPath()).contains("lastVisited")) << fileDialogSettingsPath().toStdString();
    // StepBoard's own settings stay where they were.
    EXPECT_EQ(QSettings().fileName(), path);
    QFile::remove(fileDialogSettingsPath());
}

TEST(ScreenshotSettings, AScreenshotWritesNothingOutsideTheSettingsFolderAndLeavesNothingInIt)
{
    QTemporaryDir home;
    const QString config = home.filePath(QStringLiteral("config")), tmp = home.filePath(QStringLiteral("tmp")),
                  runtime = home.filePath(QStringLiteral("runtime")), out = home.filePath(QStringLiteral("out"));
    for (const QString& folder : {tmp, runtime, out})
        ASSERT_TRUE(QDir().mkpath(folder));
    const QString settings = config + QStringLiteral("/StepBoard/StepBoard.conf");
    write(settings, "[General]\nlanguage=vi\n");
    // A scratch folder of a screenshot that was killed: its process is gone.
    const QString stale = config + QStringLiteral("/StepBoard/scratch-") + QString::number(endedProcess());
    write(stale + QStringLiteral("/StepBoard/input-caro.txt"), "7 1\n4 4\n");
    QString error;
    const int status = test::runApp({QStringLiteral("--screenshot"), out + QStringLiteral("/shot.png"), QStringLiteral("--size"),
                                     QStringLiteral("1000x700")},
                                    &error,
                                    {{{QStringLiteral("XDG_CONFIG_HOME"), config},
                                      {QStringLiteral("TMPDIR"), tmp},
                                      {QStringLiteral("XDG_RUNTIME_DIR"), runtime},
                                      {QStringLiteral("HOME"), home.path()}},
                                     {}});
    EXPECT_EQ(status, 0) << error.toStdString();
    EXPECT_EQ(filesUnder(config), QStringList{QStringLiteral("StepBoard/StepBoard.conf")});
    EXPECT_EQ(readAll(settings), "[General]\nlanguage=vi\n");
    EXPECT_EQ(filesUnder(tmp), QStringList());
    EXPECT_EQ(QDir(config + QStringLiteral("/StepBoard")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
              QStringList{QStringLiteral("StepBoard.conf")});
    EXPECT_EQ(QImage(out + QStringLiteral("/shot.png")).size(), QSize(1000, 700));
}

TEST(SettingsStart, TheWindowStartsOnItsDefaultsWithItsNoticeWhenTheSettingsAreAFifo)
{
    QTemporaryDir home;
    const QString config = home.filePath(QStringLiteral("config"));
    const QString settings = config + QStringLiteral("/StepBoard/StepBoard.conf");
    ASSERT_TRUE(QDir().mkpath(QFileInfo(settings).path()));
    ASSERT_EQ(::mkfifo(QFile::encodeName(settings).constData(), 0600), 0);
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(env);
    app.setReadChannel(QProcess::StandardError);
    app.start(sb::ui::test::appPath(), {});
    ASSERT_TRUE(app.waitForStarted(10000));
    // The window runs until it is closed: wait for its notice, at most half a minute, then close it.
    const QString notice = QStringLiteral("stepboard: The settings could not be read, so StepBoard starts on its "
                                          "defaults. The damaged file was moved to %1.unreadable.")
                               .arg(settings);
    QString said;
    for (QElapsedTimer waited; !said.contains(notice) && waited.elapsed() < 30000 && app.state() == QProcess::Running;)
        if (app.waitForReadyRead(1000))
            said += QString::fromUtf8(app.readAllStandardError());
    app.kill();
    app.waitForFinished(5000);
    EXPECT_TRUE(said.contains(notice)) << said.toStdString();
    EXPECT_EQ(kindAt(settings + QStringLiteral(".unreadable")), mode_t(S_IFIFO));
}
