// SPDX-License-Identifier: GPL-3.0-or-later
// Every file written is written whole or not at all: a screenshot, a picture, a statement PDF
// or a GIF that cannot be written says why, leaves no partial file and keeps the one that was
// there; a device (/dev/full) fails as a full disk does instead of being replaced.
#include "exportwait.h"
#include "charts/chartsdialog.h"
#include "deadline.h"
#include "export/boardframes.h"
#include "export/exportdialogs.h"
#include "window/mainwindow.h"
#include "export/exportcontroller.h"
#include "statement/statementcontroller.h"
#include "openwindow.h"
#include "common/outputfile.h"
#include "runapp.h"
#include "window/screenshot.h"
#include "run/session.h"


#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

#include <csignal>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace sb::ui::test {
namespace {

/// A device that refuses every write as a full disk does. As root this is a node of its own
/// (the same device as /dev/full, in the test's folder): a root that rename()s over a device
/// would replace the system's /dev/full, and a regression must not do that to the machine.
QString fullDevice(const QTemporaryDir& dir)
{
    const QString node = dir.filePath(QStringLiteral("full"));
    if (::geteuid() == 0 && ::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 7)) == 0)
        return node;
    return QStringLiteral("/dev/full");
}

bool isCharacterDevice(const QString& path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

/// The lines the app itself says on stderr (Qt's and libpng's own notes left out).
QStringList appLines(const QString& stderrText)
{
    QStringList lines = stderrText.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    lines.removeIf([](const QString& line) { return !line.startsWith(QLatin1String("stepboard: ")); });
    return lines;
}

/// A child whose files may not grow past `bytes`: writes past it fail with EFBIG, as on a full disk.
AppRun fileSizeLimit(rlim_t bytes)
{
    return {{}, [bytes] {
                ::signal(SIGXFSZ, SIG_IGN); // else the kernel kills the writer instead of failing the write
                const rlimit limit{bytes, bytes};
                ::setrlimit(RLIMIT_FSIZE, &limit);
            }};
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    ASSERT_EQ(file.write(bytes), bytes.size());
}

const QStringList kGif{QStringLiteral("--problem"), QStringLiteral("caro"), QStringLiteral("--method"),
                       QStringLiteral("1"),         QStringLiteral("--from"), QStringLiteral("1"),
                       QStringLiteral("--to"),      QStringLiteral("40"),     QStringLiteral("--size"),
                       QStringLiteral("400x300")};

} // namespace

TEST(CommandLineWriteErrors, AScreenshotOnAFullDeviceExitsOneAndSaysWhy)
{
    QTemporaryDir dir;
    const QString device = fullDevice(dir);
    QString error;
    EXPECT_EQ(runApp({QStringLiteral("--screenshot"), device, QStringLiteral("--size"), QStringLiteral("400x300")},
                     &error),
              1);
    EXPECT_EQ(appLines(error), QStringList{QStringLiteral("stepboard: cannot write %1: No space left on device").arg(device)});
    EXPECT_TRUE(isCharacterDevice(device)); // written to, not replaced by a file
}

TEST(CommandLineWriteErrors, AGifOnAFullDeviceExitsOneAndSaysWhy)
{
    QTemporaryDir dir;
    const QString device = fullDevice(dir);
    QString error;
    EXPECT_EQ(runApp(QStringList{QStringLiteral("--export-gif"), device} + kGif, &error), 1);
    EXPECT_EQ(appLines(error), QStringList{QStringLiteral("stepboard: cannot write %1: No space left on device").arg(device)});
    EXPECT_TRUE(isCharacterDevice(device));
}

TEST(CommandLineWriteErrors, AScreenshotPastTheFileSizeLimitLeavesNoPartFileAndKeepsTheOldOne)
{
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("shot.png"));
    write(picture, "the picture of yesterday");
    QString error;
    EXPECT_EQ(runApp({QStringLiteral("--screenshot"), picture, QStringLiteral("--size"), QStringLiteral("1600x1000")},
                     &error, fileSizeLimit(16 * 1024)),
              1);
    EXPECT_EQ(appLines(error), QStringList{QStringLiteral("stepboard: cannot write %1: File too large").arg(picture)});
    EXPECT_EQ(contents(picture), "the picture of yesterday");
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
              QStringList{QStringLiteral("shot.png")});
}

TEST(CommandLineWriteErrors, AGifPastTheFileSizeLimitLeavesNoFile)
{
    QTemporaryDir dir;
    const QString gif = dir.filePath(QStringLiteral("steps.gif"));
    QString error;
    EXPECT_EQ(runApp(QStringList{QStringLiteral("--export-gif"), gif} + kGif, &error, fileSizeLimit(8 * 1024)), 1);
    EXPECT_EQ(appLines(error), QStringList{QStringLiteral("stepboard: cannot write %1: File too large").arg(gif)});
    EXPECT_TRUE(QDir(dir.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden));
}

TEST(CommandLineWriteErrors, AScreenshotIntoAPipeNoProgramReadsFailsAtOnce)
{
    QTemporaryDir dir;
    const QString pipe = dir.filePath(QStringLiteral("pipe.png"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
    QString error;
    // runApp gives up after a minute: a write that waits for a reader fails the test instead of hanging it.
    EXPECT_EQ(runApp({QStringLiteral("--screenshot"), pipe, QStringLiteral("--size"), QStringLiteral("400x300")}, &error),
              1);
    EXPECT_EQ(appLines(error), QStringList{QStringLiteral("stepboard: cannot write %1: no program reads this pipe").arg(pipe)});
}

class ExportWriteErrors : public OpenWindow {
protected:
    QTemporaryDir dir;
};

TEST_F(ExportWriteErrors, APictureOrAStatementOnAFullDeviceSaysWhy)
{
    const QString device = fullDevice(dir);
    QString why;
    EXPECT_FALSE(window->exports()->picture(device, false, QSize(320, 240), &why));
    EXPECT_EQ(why, QStringLiteral("No space left on device"));
    why.clear();
    EXPECT_FALSE(window->exports()->picture(device, true, QSize(320, 240), &why));
    EXPECT_EQ(why, QStringLiteral("No space left on device"));
    // A name that ends in .svg, leading to the device: an SVG is written to what the link names.
    const QString svg = dir.filePath(QStringLiteral("board.svg"));
    ASSERT_TRUE(QFile::link(device, svg));
    why.clear();
    EXPECT_FALSE(window->exports()->picture(svg, false, QSize(320, 240), &why));
    EXPECT_EQ(why, QStringLiteral("No space left on device"));
    why.clear();
    EXPECT_FALSE(window->statement()->exportPdf(device, &why));
    EXPECT_EQ(why, QStringLiteral("No space left on device"));
    EXPECT_TRUE(isCharacterDevice(device));
}

namespace {

/// Answers the dialogs of File > Export a picture as a user would: Save in the first, `path`
/// in the file dialog, Yes to "replace it?". Bounded: a dialog left open ends the test.
void answerExportDialogs(QAction* exportPicture, const QString& path)
{
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [path] {
        for (QWidget* top : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(top); box && box->isVisible()) {
                box->button(QMessageBox::Yes)->click();
                return;
            }
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* files = qobject_cast<QFileDialog*>(modal)) {
            // Typed, as a user does: selectFile() leaves a focused name field as it is.
            if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                name->setText(path);
            // Queued: its "replace it?" question runs a loop of its own, which must not be inside this timer's call.
            QMetaObject::invokeMethod(files, "accept", Qt::QueuedConnection);
        } else if (auto* picture = qobject_cast<PictureDialog*>(modal)) {
            picture->accept();
        }
    });
    answer.start(20);
    const Deadline deadline(60);
    exportPicture->trigger();
}

} // namespace

TEST_F(ExportWriteErrors, TheWindowSaysWhyAPictureCouldNotBeSaved)
{
    const QString device = fullDevice(dir);
    const QString png = dir.filePath(QStringLiteral("board.png"));
    ASSERT_TRUE(QFile::link(device, png)); // the name the dialog offers, leading to the device
    QAction* exportPicture = nullptr;
    for (QAction* a : window->actions())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            exportPicture = a;
    ASSERT_NE(exportPicture, nullptr);
    answerExportDialogs(exportPicture, png);
    EXPECT_EQ(window->narration(), QStringLiteral("Could not save %1: No space left on device").arg(png));
    EXPECT_TRUE(isCharacterDevice(device));
}

TEST_F(ExportWriteErrors, AChartOnAFullDeviceIsNotSaved)
{
    const QString device = fullDevice(dir);
    ChartsDialog dialog(session());
    dialog.resize(600, 400);
    dialog.show();
    dialog.waitUntilReady();
    EXPECT_FALSE(dialog.savePng(device));
    EXPECT_FALSE(dialog.saveSvg(device));
    EXPECT_TRUE(isCharacterDevice(device));
    EXPECT_TRUE(dialog.savePng(dir.filePath(QStringLiteral("chart.png"))));
    // The page on screen is saved: its title, the chart and its legend.
    const auto* tabs = dialog.findChild<QTabWidget*>();
    ASSERT_NE(tabs, nullptr);
    EXPECT_EQ(QImage(dir.filePath(QStringLiteral("chart.png"))).size(), tabs->currentWidget()->size());
}

TEST_F(ExportWriteErrors, TheAnimationDialogSaysWhyAGifCannotBeWritten)
{
    const QString device = fullDevice(dir);
    AnimationRequest run;
    run.problem = QStringLiteral("caro");
    run.method = QStringLiteral("1");
    run.input = session()->inputText();
    run.from = 1;
    run.to = 10;
    run.size = QSize(200, 150);
    AnimationDialog dialog(run, 1, 1, window.get());
    dialog.setRequest(run);
    EXPECT_FALSE(test::exportWaited(dialog, device));
    EXPECT_EQ(dialog.status(),
              QStringLiteral("Could not save %1: No space left on device").arg(QFileInfo(device).fileName()));
    EXPECT_TRUE(isCharacterDevice(device));
}

TEST(ExportOutputFile, ACancelledWriteKeepsTheFileThatWasThere)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("picture.png"));
    write(path, "kept");
    OutputFile file(path);
    ASSERT_TRUE(file.open());
    EXPECT_EQ(file.write("half a pic"), 10);
    file.cancel();
    EXPECT_EQ(contents(path), "kept");
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("picture.png")});
    QString why;
    EXPECT_TRUE(writeWholeFile(path, "whole", &why)) << why.toStdString();
    EXPECT_EQ(contents(path), "whole");
}

} // namespace sb::ui::test

TEST(CommandLineHelp, HelpAndVersionAnswerWithNoDisplay)
{
    // No DISPLAY and no QT_QPA_PLATFORM: the window's application could not start, and need not.
    QString out, err;
    sb::ui::test::AppRun keepOut;
    keepOut.out = &out;
    ASSERT_EQ(sb::ui::test::runApp({QStringLiteral("--help")}, &err, keepOut), 0) << err.toStdString();
    for (const char* option : {"--problem", "--method", "--present", "--compare", "--screenshot", "--export-gif",
                               "--version", "[LESSON.stepboard]"})
        EXPECT_TRUE(out.contains(QLatin1String(option))) << option << " missing from\n" << out.toStdString();
    EXPECT_FALSE(err.contains(QLatin1String("display"))) << err.toStdString();
    ASSERT_EQ(sb::ui::test::runApp({QStringLiteral("--version")}, &err, keepOut), 0) << err.toStdString();
    EXPECT_TRUE(QRegularExpression(QStringLiteral("^StepBoard \\d+\\.\\d+\\.\\d+\\n$")).match(out).hasMatch())
        << out.toStdString();
    // After other options too.
    ASSERT_EQ(sb::ui::test::runApp({QStringLiteral("--problem"), QStringLiteral("mayan"), QStringLiteral("-h")}, &err, keepOut), 0);
    EXPECT_TRUE(out.contains(QLatin1String("--present")));
}
