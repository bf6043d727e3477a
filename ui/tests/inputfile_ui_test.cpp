// SPDX-License-Identifier: GPL-3.0-or-later
// Input files in the window: the same reader, the same bytes and the same errors as stepboard-cli.
#include "widgets/inputpanel.h"
#include "common/language.h"
#include "run/problemui.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"
#include "openwindow.h"
#include "runapp.h"
#include "run/session.h"

#include "core/inputerror.h"
#include "core/inputfile.h"
#include "core/problem.h"
#include "caro/caro.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QMenuBar>
#include <QTemporaryDir>
#include <Qsci/qsciscintilla.h>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace sb::ui;
using sb::ui::test::runApp;

namespace {

const QByteArray kSample("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n");

class InputFileWindow : public test::OpenWindow {
protected:
    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = dir.filePath(name);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        return path;
    }
    InputPanel* panel() const { return window->inputPanel(); }
    /// Where the window says the input is wrong: line, column and message.
    std::tuple<int, int, sb::InputMessage> error() const
    {
        const sb::InputError* e = session()->inputError();
        if (!e)
            return {0, 0, sb::SharedMessages::ExpectedInteger};
        return {e->line, e->column, e->message};
    }

    QTemporaryDir dir;
};

/// What the app itself says on stderr: the offscreen platform's own notes are left out.
QString appError(const QStringList& args, int* status)
{
    QString error;
    *status = runApp(args, &error);
    QStringList lines = error.split(QLatin1Char('\n'));
    lines.removeIf([](const QString& line) {
        return line.startsWith(QLatin1String("QStandardPaths: ")) ||
               line == QLatin1String("This plugin does not support propagateSizeHints()");
    });
    return lines.join(QLatin1Char('\n'));
}

} // namespace

TEST_F(InputFileWindow, TakesTheBytesAfterANulAsTheCommandLineDoes)
{
    const QByteArray bytes("5 1\n3 3\n\0junk 9 9 9", 19);
    ASSERT_TRUE(panel()->openFile(write(QStringLiteral("nul.txt"), bytes)));
    EXPECT_EQ(panel()->text(), QString::fromUtf8(bytes));
    EXPECT_EQ(panel()->text().size(), 19);
    EXPECT_EQ(error(), std::make_tuple(3, 1, sb::SharedMessages::StrayToken));
    EXPECT_EQ(panel()->markedLine(), 3);
}

TEST_F(InputFileWindow, NamesTheLineTheEditorShowsWhenLinesEndWithCarriageReturns)
{
    ASSERT_TRUE(panel()->openFile(write(QStringLiteral("cr.txt"), "7 2\r1 1\r1 1\r")));
    EXPECT_EQ(panel()->editor()->lines(), 4);
    EXPECT_EQ(error(), std::make_tuple(3, 1, sb::caro::Messages::CellPlayedTwice));
    EXPECT_EQ(panel()->markedLine(), 3);
    ASSERT_TRUE(panel()->openFile(write(QStringLiteral("crlf.txt"), "7 2\r\n1 1\r\n1 1\r\n")));
    EXPECT_EQ(panel()->editor()->lines(), 4);
    EXPECT_EQ(error(), std::make_tuple(3, 1, sb::caro::Messages::CellPlayedTwice));
}

TEST_F(InputFileWindow, DropsAByteOrderMarkAsTheCommandLineDoes)
{
    ASSERT_TRUE(panel()->openFile(write(QStringLiteral("bom.txt"), "\xEF\xBB\xBF" + kSample)));
    EXPECT_EQ(panel()->text(), QString::fromUtf8(kSample));
    EXPECT_FALSE(session()->hasInputError());
    EXPECT_EQ(panel()->fileMessage(), QString());
}

TEST_F(InputFileWindow, RefusesADoubledByteOrderMarkWhereTheCommandLineDoes)
{
    // The reader drops one mark; the second is the parser's, in the window as on the command line.
    const QString path = write(QStringLiteral("bom2.txt"), "\xEF\xBB\xBF\xEF\xBB\xBF" + kSample);
    ASSERT_TRUE(panel()->openFile(path));
    const sb::InputFile in = sb::readInputFile(QFile::encodeName(path).toStdString());
    ASSERT_TRUE(in.ok());
    ASSERT_EQ(in.text.substr(0, 3), "\xEF\xBB\xBF");
    try {
        sb::findProblem("caro")->parse(in.text);
        FAIL() << "the command line's parser took a second byte-order mark";
    } catch (const sb::InputError& e) {
        EXPECT_EQ(error(), std::make_tuple(e.line, e.column, e.message));
    }
    EXPECT_EQ(error(), std::make_tuple(1, 1, sb::SharedMessages::ExpectedInteger));
    EXPECT_EQ(panel()->text(), QChar(0xFEFF) + QString::fromUtf8(kSample));
    EXPECT_EQ(panel()->markedLine(), 1);
}

TEST_F(InputFileWindow, AnInputFileWithAnErrorIsShownInTheInputTabWithItsLineMarked)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const auto good = session()->input();
    EXPECT_NE(window->sidePanel()->currentWidget(), panel());
    ASSERT_TRUE(window->openInputFile(write(QStringLiteral("twice.txt"), "7 3\n4 4\n5 5\n4 4\n")));
    EXPECT_EQ(window->sidePanel()->currentWidget(), panel());
    EXPECT_EQ(error(), std::make_tuple(4, 1, sb::caro::Messages::CellPlayedTwice));
    EXPECT_EQ(panel()->markedLine(), 4);
    EXPECT_EQ(panel()->text(), QStringLiteral("7 3\n4 4\n5 5\n4 4\n"));
    EXPECT_EQ(session()->input(), good); // the board keeps the last correct input meanwhile
    // A good file leaves the tab where it was.
    window->sidePanel()->setCurrentIndex(0);
    ASSERT_TRUE(window->openInputFile(write(QStringLiteral("good.txt"), kSample)));
    EXPECT_EQ(window->sidePanel()->currentIndex(), 0);
    EXPECT_FALSE(session()->hasInputError());
}

TEST_F(InputFileWindow, AFolderKeepsWhatWasTypedAndSaysWhy)
{
    panel()->setText(QStringLiteral("7 1\n4 4\n"));
    panel()->reparseNow();
    EXPECT_FALSE(panel()->openFile(dir.path()));
    EXPECT_EQ(panel()->text(), QStringLiteral("7 1\n4 4\n"));
    EXPECT_EQ(session()->inputText(), QStringLiteral("7 1\n4 4\n"));
    EXPECT_EQ(panel()->fileMessage(), QDir::toNativeSeparators(dir.path()) + QStringLiteral(" is a folder, not an input file."));
}

TEST_F(InputFileWindow, AFileOverTheLimitKeepsWhatWasTypedAndSaysWhy)
{
    panel()->setText(QStringLiteral("7 1\n4 4\n"));
    const QString path = dir.filePath(QStringLiteral("huge.txt"));
    QFile huge(path);
    ASSERT_TRUE(huge.open(QIODevice::WriteOnly));
    ASSERT_TRUE(huge.resize(static_cast<qint64>(sb::kMaxInputBytes) + 1)); // sparse: nothing is written
    huge.close();
    EXPECT_FALSE(panel()->openFile(path));
    EXPECT_EQ(panel()->text(), QStringLiteral("7 1\n4 4\n"));
    EXPECT_EQ(panel()->fileMessage(), path + QStringLiteral(" is larger than 16 MB, the most an input may be."));
    // The message is about the file: the next edit puts it away.
    panel()->editor()->append(QStringLiteral("\n"));
    EXPECT_EQ(panel()->fileMessage(), QString());
}

TEST_F(InputFileWindow, ADeviceIsRefusedUnreadAndWhatWasTypedStays)
{
    panel()->setText(QStringLiteral("7 1\n4 4\n"));
    EXPECT_FALSE(panel()->openFile(QStringLiteral("/dev/zero")));
    EXPECT_EQ(panel()->text(), QStringLiteral("7 1\n4 4\n"));
    EXPECT_EQ(panel()->fileMessage(),
              QStringLiteral("/dev/zero is not a regular file (a pipe, a device or a socket), so it is not read."));
}

TEST_F(InputFileWindow, AFifoWithNoWriterIsRefusedWithoutBlockingInEveryLanguage)
{
    const QString fifo = dir.filePath(QStringLiteral("input.txt"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    ::alarm(20); // a regression dies of SIGALRM instead of hanging the suite
    EXPECT_FALSE(panel()->openFile(fifo));
    ::alarm(0);
    EXPECT_EQ(panel()->fileMessage(), fifo + QStringLiteral(" is not a regular file (a pipe, a device or a socket), so "
                                                            "it is not read."));
    window->setLanguage(QStringLiteral("zh_TW"));
    EXPECT_TRUE(panel()->fileMessage().startsWith(fifo)) << panel()->fileMessage().toStdString();
    EXPECT_FALSE(panel()->fileMessage().contains(QStringLiteral("regular"))) << panel()->fileMessage().toStdString();
}

TEST_F(InputFileWindow, TheFileMenuOpensAnInputFile)
{
    const QList<QAction*> file = window->menuBar()->actions().constFirst()->menu()->actions();
    EXPECT_TRUE(file.contains(panel()->openFileAction()));
    EXPECT_EQ(panel()->openFileAction()->text(), QStringLiteral("Open an input file…"));
}

TEST(WindowCommandLine, AScreenshotOfABadInputExitsTwoWithTheCommandLinesError)
{
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("cr.txt")), picture = dir.filePath(QStringLiteral("bad.png"));
    QFile file(input);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("7 2\r1 1\r1 1\r");
    file.close();
    int status = 0;
    const QString error = appError({QStringLiteral("--screenshot"), picture, QStringLiteral("--size"),
                                    QStringLiteral("900x640"), QStringLiteral("--input"), input},
                                   &status);
    EXPECT_EQ(status, 2);
    EXPECT_EQ(error, QStringLiteral("input:3:1: move 2: cell (1, 1) was already played at move 1\n"));
    EXPECT_EQ(QImage(picture).size(), QSize(900, 640)); // the picture shows the error
}

TEST(WindowCommandLine, AScreenshotOfAnInputWithANulNamesItsPlace)
{
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("nul.txt"));
    QFile file(input);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("5 1\n3 3\n\0junk 9 9 9", 19));
    file.close();
    int status = 0;
    const QString error = appError({QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("nul.png")),
                                    QStringLiteral("--size"), QStringLiteral("900x640"), QStringLiteral("--input"), input},
                                   &status);
    EXPECT_EQ(status, 2);
    EXPECT_EQ(error, QStringLiteral("input:3:1: unexpected text after the end of the input\n"));
}

TEST(WindowCommandLine, AScreenshotRefusesAFolderOrAnEndlessInput)
{
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("none.png"));
    int status = 0;
    QString error = appError({QStringLiteral("--screenshot"), picture, QStringLiteral("--input"), dir.path()}, &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(error, QStringLiteral("stepboard: %1 is a folder, not an input file.\n").arg(dir.path()));
    error = appError({QStringLiteral("--screenshot"), picture, QStringLiteral("--input"), QStringLiteral("/dev/zero")},
                     &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(error, QStringLiteral("stepboard: /dev/zero is not a regular file (a pipe, a device or a socket), so it "
                                    "is not read.\n"));
    EXPECT_FALSE(QFile::exists(picture));
}

TEST(WindowCommandLine, AScreenshotRefusesAnInputFifoWithNoWriterAtOnce)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("input.txt")), picture = dir.filePath(QStringLiteral("none.png"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    int status = 0;
    // runApp gives up after a minute (-1): a window that waits on the FIFO fails here, it does not hang.
    const QString error = appError({QStringLiteral("--screenshot"), picture, QStringLiteral("--input"), fifo}, &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(error, QStringLiteral("stepboard: %1 is not a regular file (a pipe, a device or a socket), so it is not "
                                    "read.\n")
                         .arg(fifo));
    EXPECT_FALSE(QFile::exists(picture));
}

TEST(WindowCommandLine, AScreenshotSizeIsBoundedToEightThousandOneHundredNinetyTwoASide)
{
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("big.png"));
    for (const QString& size : {QStringLiteral("100000x100000"), QStringLiteral("8193x600"), QStringLiteral("800x8193"),
                                QStringLiteral("199x600"), QStringLiteral("800x-600"), QStringLiteral("800x600x2"),
                                QStringLiteral("wide")}) {
        int status = 0;
        const QString error =
            appError({QStringLiteral("--screenshot"), picture, QStringLiteral("--size"), size}, &status);
        EXPECT_EQ(status, 1) << size.toStdString();
        EXPECT_EQ(error, QStringLiteral("stepboard: --size wants WxH, from 200x150 to 8192x8192\n")) << size.toStdString();
    }
    EXPECT_FALSE(QFile::exists(picture));
}

TEST_F(InputFileWindow, OnAProjectorTheErrorUnderItsLineWrapsToTheEditorsWidthWithNothingCut)
{
    language::apply(QStringLiteral("vi"));
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(window->openInputFile(write(QStringLiteral("long.txt"), "7 30000001\n")));
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
    QsciScintilla* editor = panel()->editor();
    const QString shown = editor->annotation(0);
    const QString message = problemUi("caro").inputError(*session()->inputError());
    // The whole message, grouped as the language writes its numbers, broken only between words.
    EXPECT_TRUE(message.contains(QStringLiteral("30.000.001"))) << message.toStdString();
    EXPECT_EQ(QString(shown).replace(QLatin1Char('\n'), QLatin1Char(' ')), message);
    EXPECT_GE(shown.count(QLatin1Char('\n')), 1) << shown.toStdString();
    const long left = editor->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0UL, 0L);
    const int style = static_cast<int>(editor->SendScintilla(QsciScintillaBase::SCI_ANNOTATIONGETSTYLE, 0UL) +
                                       editor->SendScintilla(QsciScintillaBase::SCI_ANNOTATIONGETSTYLEOFFSET));
    for (const QString& row : shown.split(QLatin1Char('\n'))) {
        const QByteArray bytes = row.toUtf8();
        const long width = editor->SendScintilla(QsciScintillaBase::SCI_TEXTWIDTH, static_cast<unsigned long>(style), bytes.constData());
        EXPECT_LE(left + width, editor->viewport()->width()) << row.toStdString();
    }
    language::apply(QStringLiteral("en"));
}
