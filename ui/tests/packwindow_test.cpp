// SPDX-License-Identifier: GPL-3.0-or-later
// A problem pack in the window: opened in place of a built-in problem, its methods and mistakes in the
// picker and under the number keys, its solution recorded and stepped with the debugger's keys, its board
// drawn from the solution's variable, its code, input and statement in the side panel; left for a
// built-in problem again.
#include "packwindow.h"
#include "statement/statementcontroller.h"
#include "testpaths.h"

#include "own/stepper.h"
#include "packs/packboardview.h"
#include "common/language.h"
#include "packs/packcode.h"
#include "packs/packcontroller.h"
#include "packs/packinputview.h"
#include "packs/packjudgedialog.h"
#include "packs/packstatementview.h"
#include "run/programcode.h"
#include "widgets/codeview.h"
#include "widgets/methodpicker.h"
#include "widgets/playerbar.h"
#include "window/problembar.h"
#include "window/sidepanel.h"

#include "pack.h"
#include "packrun.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QProcess>

#include <iconv.h>
#include <QPushButton>
#include <QStackedWidget>
#include <QSignalSpy>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using namespace sb::ui;
using sb::ui::test::PackWindow;
using sb::ui::test::fileText;
using sb::ui::test::packPath;

TEST_F(PackWindow, OpeningAPackPutsItsMethodsBoardCodeInputAndStatementInPlaceOfTheProblems)
{
    const sb::pack::Pack read = sb::pack::read(packPath("regions").toStdString());
    open("regions");
    // The choosers: the pack by its name, its methods as numbered buttons, its mistakes in the list.
    auto* problems = window->findChild<QToolBar*>()->findChild<QComboBox*>();
    ASSERT_NE(problems, nullptr);
    EXPECT_EQ(problems->currentText(), QStringLiteral("Regions"));
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("Regions")));
    ASSERT_EQ(picker()->offered().size(), 5); // three methods, two mistakes
    EXPECT_NE(picker()->button(QStringLiteral("method-1")), nullptr);
    EXPECT_NE(picker()->button(QStringLiteral("method-3")), nullptr);
    EXPECT_TRUE(picker()->button(QStringLiteral("method-1"))->isChecked());
    EXPECT_EQ(picker()->wrongList()->count(), 3);
    EXPECT_GE(picker()->wrongList()->findData(QStringLiteral("marks-late")), 1);
    // The first method's C++ solution, recorded on the first sample, stands at its first line.
    EXPECT_EQ(QString::fromStdString(packs()->solution()->file), QStringLiteral("submissions/accepted/bfs.cpp"));
    EXPECT_EQ(packs()->input(), fileText(packPath("regions") + QStringLiteral("/data/sample/1-two-rooms.in")));
    EXPECT_TRUE(window->methodTitle().startsWith(QStringLiteral("Method 1 (bfs.cpp): Breadth first.")))
        << window->methodTitle().toStdString();
    EXPECT_EQ(stepper()->step(), 0u);
    // The code tab is the solution's debugger, in C++ with Python beside it.
    ASSERT_EQ(window->code()->program(), packs()->code());
    EXPECT_EQ(window->code()->text(), fileText(packPath("regions") + QStringLiteral("/submissions/accepted/bfs.cpp")));
    EXPECT_EQ(window->sidePanel()->tabText(0), QStringLiteral("Code: C++"));
    EXPECT_NE(shownBoard(), nullptr);
    // The input and the statement tabs are the pack's.
    EXPECT_TRUE(window->findChild<PackInputView*>()->isVisibleTo(window.get()) ||
                window->findChild<PackInputView*>()->parentWidget() != nullptr);
    EXPECT_EQ(packs()->statement()->shownFile(), QStringLiteral("statement/problem.en.md"));
    EXPECT_NE(packs()->statement()->parentWidget(), nullptr);

    // Right steps a line at a time; the board is drawn from g wherever it can be read, as the pack reads it.
    bool drawn = false;
    for (int i = 0; i < 60; ++i) {
        key(Qt::Key_Right);
        const sb::pack::PackPicture expected = expectedPicture();
        const PackBoardLook& look = packs()->board()->look();
        EXPECT_EQ(look.picture.cells.has_value(), expected.cells.has_value()) << i;
        if (expected.cells && look.picture.cells) {
            drawn = true;
            EXPECT_TRUE(*look.picture.cells == *expected.cells) << i;
            EXPECT_EQ(look.picture.changed, expected.changed) << i;
        }
        EXPECT_EQ(window->code()->nextLine(), stepper()->line()) << i;
    }
    EXPECT_EQ(stepper()->step(), 60u);
    EXPECT_TRUE(drawn);
    EXPECT_FALSE(packs()->narration().isEmpty());
    EXPECT_EQ(window->narration(), packs()->narration());
    // Page Down: to the end of the next move (a region found: line 21 of bfs.cpp run once more).
    std::vector<std::size_t> ends;
    for (const sb::pack::PackMove& m : sb::pack::moves(*packs()->pack(), *packs()->solution(), *stepper()->trace()))
        ends.push_back(m.step);
    ASSERT_GE(ends.size(), 2u);
    const std::size_t from = stepper()->step();
    key(Qt::Key_PageDown);
    EXPECT_GT(stepper()->step(), from);
    EXPECT_NE(std::find(ends.begin(), ends.end(), stepper()->step()), ends.end()) << stepper()->step();
    (void)read;
}

TEST_F(PackWindow, TheNumberKeysAndTheListChooseThePacksMethodsAndMistakesAndEachIsRecordedAgain)
{
    open("regions");
    key(Qt::Key_2);
    packs()->waitForRecording();
    EXPECT_EQ(QString::fromStdString(packs()->solution()->file), QStringLiteral("submissions/accepted/dfs.cpp"));
    EXPECT_TRUE(picker()->button(QStringLiteral("method-2"))->isChecked());
    EXPECT_EQ(window->code()->text(), fileText(packPath("regions") + QStringLiteral("/submissions/accepted/dfs.cpp")));
    EXPECT_TRUE(window->methodTitle().startsWith(QStringLiteral("Method 2 (dfs.cpp): Depth first.")));
    EXPECT_EQ(stepper()->step(), 0u);
    ASSERT_TRUE(picker()->choose(QStringLiteral("three-directions")));
    packs()->waitForRecording();
    EXPECT_EQ(QString::fromStdString(packs()->solution()->file),
              QStringLiteral("submissions/wrong_answer/three-directions.cpp"));
    EXPECT_EQ(picker()->wrongList()->currentData().toString(), QStringLiteral("three-directions"));
    EXPECT_TRUE(window->methodTitle().startsWith(QStringLiteral("Wrong solution (three-directions.cpp): The flood looks down")));
    // The Python tab shows the same method in Python where it has one: the mistakes have none.
    EXPECT_FALSE(packs()->code()->switchesLanguage());
    key(Qt::Key_1);
    packs()->waitForRecording();
    ASSERT_TRUE(packs()->code()->switchesLanguage());
    packs()->code()->choosePython(true);
    packs()->waitForRecording();
    EXPECT_EQ(QString::fromStdString(packs()->solution()->file), QStringLiteral("submissions/accepted/bfs.py"));
    EXPECT_EQ(window->sidePanel()->tabText(0), QStringLiteral("Code: Python"));
    EXPECT_EQ(window->code()->text(), fileText(packPath("regions") + QStringLiteral("/submissions/accepted/bfs.py")));
    // Its words are on the C++ file only: the title says them for the Python one too.
    EXPECT_TRUE(window->methodTitle().startsWith(QStringLiteral("Method 1 (bfs.py): Breadth first.")));
}

TEST_F(PackWindow, AtTheEndTheVerdictSaysWhetherItPrintedTheRightAnswer)
{
    open("regions");
    key(Qt::Key_End);
    EXPECT_TRUE(stepper()->pastLastLine());
    const QString answer = fileText(packPath("regions") + QStringLiteral("/data/sample/1-two-rooms.ans")).trimmed();
    EXPECT_TRUE(packs()->verdictRight());
    EXPECT_EQ(window->verdict(), QStringLiteral("Right: it prints %1, the right answer.").arg(answer));
    // Before the end there is no verdict yet.
    key(Qt::Key_Home);
    EXPECT_EQ(window->verdict(), QString());
    // marks-late counts a cell twice where two cells of the flood are beside it: a 2x2 room has a cell
    // beside two. On an input of the class's own the answer is the reference's (the fastest method's).
    ASSERT_TRUE(picker()->choose(QStringLiteral("marks-late")));
    auto* input = window->findChild<PackInputView*>();
    input->editor()->setPlainText(QStringLiteral("2 2\n..\n..\n"));
    input->recordText();
    packs()->waitForRecording();
    key(Qt::Key_End);
    EXPECT_EQ(QString::fromStdString(stepper()->trace()->output), QStringLiteral("1 5\n"));
    EXPECT_FALSE(packs()->verdictRight());
    EXPECT_EQ(window->verdict(), QStringLiteral("Wrong: it prints 1 5; the right answer is 1 4."));
}

TEST_F(PackWindow, AnInputOfTheClasssOwnIsRecordedWhenAskedAndSaidToBeTheirs)
{
    open("regions");
    auto* input = window->findChild<PackInputView*>();
    EXPECT_EQ(input->samples()->currentText(), QStringLiteral("Sample 1-two-rooms"));
    input->editor()->setPlainText(QStringLiteral("2 3\n.#.\n...\n"));
    EXPECT_EQ(input->samples()->currentText(), QStringLiteral("Your own input"));
    EXPECT_EQ(packs()->input(), fileText(packPath("regions") + QStringLiteral("/data/sample/1-two-rooms.in")));
    input->recordButton()->click();
    packs()->waitForRecording();
    EXPECT_EQ(packs()->input(), QStringLiteral("2 3\n.#.\n...\n"));
    key(Qt::Key_End);
    EXPECT_EQ(QString::fromStdString(stepper()->trace()->output), QStringLiteral("1 5\n"));
    EXPECT_EQ(window->verdict(), QStringLiteral("Right: it prints 1 5, the right answer."));
    EXPECT_EQ(input->editor()->toPlainText(), QStringLiteral("2 3\n.#.\n...\n"));
}

TEST_F(PackWindow, ABuiltInProblemChosenLeavesThePackAndGivesBackTheProblemsViews)
{
    open("regions");

    // The statement written as a PDF is the pack's.
    const QTemporaryDir out;
    QString why;
    const QString pdf = out.filePath(QStringLiteral("regions.pdf"));
    ASSERT_TRUE(window->statement()->exportPdf(pdf, &why)) << why.toStdString();
    QFile written(pdf);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.read(5) == "%PDF-");
    auto* problems = window->findChild<QToolBar*>()->findChild<QComboBox*>();
    const int caro = problems->findData(QStringLiteral("caro"));
    ASSERT_GE(caro, 0);
    problems->setCurrentIndex(caro);
    emit problems->activated(caro);
    EXPECT_FALSE(packs()->isOpen());
    EXPECT_EQ(window->code()->program(), nullptr);
    EXPECT_EQ(shownBoard(), nullptr);
    EXPECT_FALSE(picker()->hasStandIn());
    EXPECT_NE(picker()->button(QStringLiteral("3")), nullptr);
    EXPECT_EQ(problems->currentIndex(), caro);
    // The pack stays in the list, and opens again from it.
    const int regions = problems->findText(QStringLiteral("Regions"));
    ASSERT_GT(regions, caro);
    emit problems->activated(regions);
    EXPECT_TRUE(packs()->isOpen());
    EXPECT_EQ(window->code()->program(), packs()->code());
}

TEST_F(PackWindow, AFolderThatIsNoPackIsRefusedWithItsReasonAndTheProblemStays)
{
    const QTemporaryDir empty;
    QString why;
    EXPECT_FALSE(window->openPack(empty.path(), &why));
    EXPECT_TRUE(why.contains(QStringLiteral("problem.yaml"))) << why.toStdString();
    EXPECT_FALSE(packs()->isOpen());
    EXPECT_EQ(window->code()->program(), nullptr);
}

TEST_F(PackWindow, ThePacksWordsFollowTheWindowsLanguage)
{
    open("regions");
    window->setLanguage(QStringLiteral("vi"));
    EXPECT_TRUE(window->methodTitle().contains(QStringLiteral("Loang theo chiều rộng."))) << window->methodTitle().toStdString();
    EXPECT_EQ(packs()->statement()->shownLanguage(), QStringLiteral("vi"));
    EXPECT_EQ(picker()->wrongList()->itemData(picker()->wrongList()->findData(QStringLiteral("marks-late")), Qt::ToolTipRole)
                  .toString()
                  .left(14),
              QStringLiteral("Ô được đếm khi"));
    window->setLanguage(QStringLiteral("zh_TW"));
    EXPECT_TRUE(window->methodTitle().contains(QStringLiteral("廣度優先"))) << window->methodTitle().toStdString();
}

TEST_F(PackWindow, JJudgesEverySolutionOnThePacksGroupsAndAFailedTestOpensInTheWindow)
{
    open("regions");
    PackJudgeDialog dialog(packs()->packShared(), window.get());
    QSignalSpy opened(&dialog, &PackJudgeDialog::openTest);
    dialog.start();
    EXPECT_TRUE(dialog.running());
    dialog.waitUntilDone();
    QTableWidget* table = dialog.table();
    ASSERT_EQ(table->rowCount(), 7);
    ASSERT_EQ(table->columnCount(), 6); // the solution, four groups, the score
    const auto row = [table](int r) {
        QStringList cells;
        for (int c = 0; c < table->columnCount(); ++c)
            cells << (table->item(r, c) ? table->item(r, c)->text() : QString());
        return cells.join(QStringLiteral(" | "));
    };
    EXPECT_EQ(table->horizontalHeaderItem(1)->text(), QStringLiteral("Samples"));
    EXPECT_EQ(table->horizontalHeaderItem(2)->text(), QStringLiteral("1-small\n(30 points)"));
    EXPECT_EQ(row(0), QStringLiteral("Method 1: bfs.cpp | AC 2/2 | AC 8/8 | AC 5/5 | AC 3/3 | 100"));
    EXPECT_EQ(row(1), QStringLiteral("Method 1: bfs.py | AC 2/2 | AC 8/8 | AC 5/5 | AC 3/3 | 100"));
    EXPECT_EQ(row(4), QStringLiteral("Method 3: relabel.cpp | AC 2/2 | AC 8/8 | AC 5/5 | TLE 2/3 | 60"));
    EXPECT_EQ(row(5), QStringLiteral("Wrong: marks-late.cpp | WA 1/2 | WA 4/8 | WA+TLE 1/5 | WA+MLE 1/3 | 0"));
    EXPECT_EQ(row(6), QStringLiteral("Wrong: three-directions.cpp | AC 2/2 | WA 4/8 | WA 1/5 | WA 2/3 | 0"));
    // A click on marks-late's samples lists them; a click on the one it fails opens it in the window.
    dialog.showTests(5, 0);
    ASSERT_EQ(dialog.tests()->rowCount(), 2);
    EXPECT_EQ(dialog.tests()->item(0, 0)->text(), QStringLiteral("1-two-rooms"));
    int failed = -1;
    for (int r = 0; r < 2; ++r)
        if (dialog.tests()->item(r, 1)->text() == QStringLiteral("WA"))
            failed = r;
    ASSERT_GE(failed, 0);
    emit dialog.tests()->cellClicked(failed, 0);
    ASSERT_EQ(opened.size(), 1);
    const QString file = opened.at(0).at(0).toString();
    const QString input = opened.at(0).at(1).toString();
    EXPECT_EQ(file, QStringLiteral("submissions/wrong_answer/marks-late.cpp"));
    EXPECT_EQ(input, fileText(packPath("regions") + QStringLiteral("/data/sample/") + dialog.tests()->item(failed, 0)->text() +
                              QStringLiteral(".in")));
    ASSERT_TRUE(packs()->openTest(file, input));
    packs()->waitForRecording();
    EXPECT_EQ(QString::fromStdString(packs()->solution()->file), file);
    EXPECT_EQ(packs()->input(), input);
    EXPECT_EQ(window->findChild<PackInputView*>()->editor()->toPlainText(), input);
    key(Qt::Key_End);
    EXPECT_FALSE(packs()->verdictRight());
    EXPECT_TRUE(window->verdict().startsWith(QStringLiteral("Wrong: it prints"))) << window->verdict().toStdString();
}

TEST_F(PackWindow, AZippedPackOpensUnpackedAndAFileThatIsNoArchiveSaysWhy)
{
    const QTemporaryDir dir;
    const QByteArray cacheBefore = qgetenv("XDG_CACHE_HOME");
    qputenv("XDG_CACHE_HOME", QFile::encodeName(dir.filePath(QStringLiteral("cache"))));
    // The pack's folder zipped as a teacher zips it: the folder itself in the archive.
    const QString base = dir.filePath(QStringLiteral("regions"));
    ASSERT_EQ(QProcess::execute(QStringLiteral("python3"),
                                {QStringLiteral("-c"),
                                 QStringLiteral("import shutil, sys; shutil.make_archive(sys.argv[1], 'zip', sys.argv[2], 'regions')"),
                                 base, test::resourcesPath() + QStringLiteral("/packs")}),
              0);
    QString why;
    EXPECT_TRUE(window->openPack(base + QStringLiteral(".zip"), &why)) << why.toStdString();
    packs()->waitForRecording();
    EXPECT_TRUE(packs()->isOpen());
    EXPECT_TRUE(packs()->folder().startsWith(dir.filePath(QStringLiteral("cache/stepboard/packs/"))))
        << packs()->folder().toStdString();
    EXPECT_TRUE(packs()->folder().endsWith(QStringLiteral("/regions")));
    EXPECT_EQ(packs()->name(), QStringLiteral("Regions"));
    EXPECT_GT(stepper()->steps(), 0u);

    const QString fake = dir.filePath(QStringLiteral("notes.zip"));
    QFile notes(fake);
    ASSERT_TRUE(notes.open(QIODevice::WriteOnly));
    notes.write("my notes, not an archive\n");
    notes.close();
    EXPECT_FALSE(window->openPack(fake, &why));
    EXPECT_TRUE(why.startsWith(QStringLiteral("It is not a .zip or .tar archive"))) << why.toStdString();
    EXPECT_EQ(packs()->name(), QStringLiteral("Regions")); // the pack on screen stays
    if (cacheBefore.isNull())
        qunsetenv("XDG_CACHE_HOME");
    else
        qputenv("XDG_CACHE_HOME", cacheBefore);
}

namespace {

/// The file at `path` written again in `encoding` by iconv (with Windows' line ends), as an editor on an
/// older Windows machine saves it; false where iconv cannot.
bool writeIn(const QString& path, const char* encoding)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    QByteArray utf8 = f.readAll();
    f.close();
    const iconv_t cd = iconv_open(encoding, "UTF-8");
    if (cd == reinterpret_cast<iconv_t>(-1))
        return false;
    QByteArray out(utf8.size() * 4 + 16, '\0');
    char* in = utf8.data();
    std::size_t inLeft = std::size_t(utf8.size());
    char* o = out.data();
    std::size_t outLeft = std::size_t(out.size());
    const bool ok = iconv(cd, &in, &inLeft, &o, &outLeft) != std::size_t(-1) &&
                    iconv(cd, nullptr, nullptr, &o, &outLeft) != std::size_t(-1);
    iconv_close(cd);
    out.resize(out.size() - qsizetype(outLeft));
    out.replace("\n", "\r\n");
    return ok && f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(out) == out.size();
}

} // namespace

TEST_F(PackWindow, StatementsAndCommentsWrittenInAnOlderEncodingReadAsTheyWereWritten)
{
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("regions"));
    ASSERT_TRUE(test::copyFolder(test::packPath("regions"), copy));
    const QString zhCN = test::fileText(copy + QStringLiteral("/statement/problem.zh_CN.md"));
    // Big5 has no ≤, Windows-1258 none either: their writers put ≦ and <=.
    const auto rewrite = [](const QString& path, const QString& text) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) > 0;
    };
    const QString zhTW = test::fileText(copy + QStringLiteral("/statement/problem.zh_TW.md")).replace(u'≤', u'≦');
    ASSERT_TRUE(rewrite(copy + QStringLiteral("/statement/problem.zh_TW.md"), zhTW));
    const QString vi = test::fileText(copy + QStringLiteral("/statement/problem.vi.md")).replace(u'≤', QStringLiteral("<="));
    ASSERT_TRUE(rewrite(copy + QStringLiteral("/statement/problem.vi.md"), vi));
    const QString comments = test::fileText(copy + QStringLiteral("/stepboard/bfs.zh_CN.cpp"));
    ASSERT_TRUE(writeIn(copy + QStringLiteral("/statement/problem.zh_CN.md"), "GBK"));
    ASSERT_TRUE(writeIn(copy + QStringLiteral("/statement/problem.zh_TW.md"), "BIG5"));
    ASSERT_TRUE(writeIn(copy + QStringLiteral("/statement/problem.vi.md"), "WINDOWS-1258"));
    ASSERT_TRUE(writeIn(copy + QStringLiteral("/stepboard/bfs.zh_CN.cpp"), "GB18030"));
    ASSERT_NE(test::fileText(copy + QStringLiteral("/statement/problem.zh_CN.md")), zhCN);
    openFolder(copy);
    // Each statement as its teacher wrote it, Markdown read: its title, its first sentence.
    const auto firstWords = [](const QString& markdown) {
        return markdown.section(u'\n', 2, 2).left(5); // the line under the title, before its first mark
    };
    for (const auto& [language, text] : {std::pair{"zh_CN", zhCN}, std::pair{"zh_TW", zhTW}, std::pair{"vi", vi}}) {
        packs()->statement()->setPack(*packs()->pack(), QLatin1String(language));
        const QString shown = packs()->statement()->toPlainText();
        EXPECT_TRUE(shown.startsWith(text.section(u'\n', 0, 0).mid(2))) << language << ": " << shown.left(60).toStdString();
        EXPECT_TRUE(shown.contains(firstWords(text))) << language << ": " << shown.left(120).toStdString();
    }
    // The comments the code tab shows, each line the line the program runs.
    EXPECT_EQ(packFileText(*packs()->pack(), "stepboard/bfs.zh_CN.cpp"), comments);

    // A statement with a byte that is no character of its encoding says which, where.
    QFile broken(copy + QStringLiteral("/statement/problem.zh_CN.md"));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    // "# 区域", then a sentence of the statement in GBK, enough for uchardet to tell; then the byte.
    broken.write("# \xC7\xF8\xD3\xF2\n\n\xD2\xBB\xD5\xC5\xB5\xD8\xCD\xBC\xCA\xC7\xB7\xBD\xB8\xF1\xA1\xA3\xC3\xBF\xD2\xBB"
                 "\xB8\xF1\xCA\xC7\xBF\xD5\xB8\xF1\xBB\xF2\xC7\xBD\xA1\xA3\xC8\xE7\xB9\xFB\xB4\xD3\xD2\xBB\xB8\xF6\xBF\xD5\xB8\xF1"
                 "\xB3\xF6\xB7\xA2 \x80\xFF\n");
    broken.close();
    packs()->statement()->setPack(*packs()->pack(), QStringLiteral("zh_CN"));
    EXPECT_TRUE(packs()->statement()->toPlainText().startsWith(
        QStringLiteral("problem.zh_CN.md cannot be read: byte 0x80 at offset 61 is not GB18030 text.")))
        << packs()->statement()->toPlainText().left(120).toStdString();
}

TEST_F(PackWindow, FileImportWritesAProblemOfAnotherJudgeAsAPackOfTheUsersAndOpensIt)
{
    QTemporaryDir dir;
    const QByteArray dataHome = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toUtf8());
    const auto write = [&](const QString& name, const QByteArray& bytes) {
        QDir().mkpath(QFileInfo(dir.filePath(name)).path());
        QFile f(dir.filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    };
    // A CMS task: two subtasks, a solution; its title in Vietnamese.
    ASSERT_TRUE(write(QStringLiteral("tong/task.yaml"), "title: T\xE1\xBB\x95ng\ntime_limit: 1\nmemory_limit: 256\n"
                                                        "score_type: GroupMin\nscore_type_parameters: [[40, 1], [60, 2]]\n"));
    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(write(QStringLiteral("tong/input/input%1.txt").arg(i), QByteArray::number(i) + " 5\n"));
        ASSERT_TRUE(write(QStringLiteral("tong/output/output%1.txt").arg(i), QByteArray::number(i + 5) + "\n"));
    }
    ASSERT_TRUE(write(QStringLiteral("tong/sol/tong.py"), "a, b = map(int, input().split())\nprint(a + b)\n"));
    QString said;
    ASSERT_TRUE(window->importProblem(dir.filePath(QStringLiteral("tong/task.yaml")), &said)) << said.toStdString();
    const QString kept = dir.filePath(QStringLiteral("data/StepBoard/problems/tong"));
    EXPECT_EQ(said, QStringLiteral("Imported from %1 (CMS): 3 tests, kept in %2.").arg(dir.filePath(QStringLiteral("tong")), kept));
    EXPECT_EQ(packs()->folder(), kept);
    EXPECT_EQ(packs()->name(), QStringLiteral("Tổng"));
    EXPECT_EQ(packs()->title(), QStringLiteral("Method 1 (tong.py)")); // no words of it: the task has none
    packs()->waitForRecording();
    EXPECT_GT(stepper()->steps(), 0u);
    ASSERT_EQ(packs()->pack()->groups.size(), 3u); // the sample, then the two subtasks
    EXPECT_EQ(packs()->pack()->groups[2].maxScore, 60.0);
    // Imported again: a folder of its own beside the first.
    ASSERT_TRUE(window->importProblem(dir.filePath(QStringLiteral("tong/task.yaml")), &said)) << said.toStdString();
    EXPECT_EQ(packs()->folder(), kept + QStringLiteral("-2"));

    // A Themis task, shown by one of its tests' inputs; a test without its answer is said. With no solution
    // yet it is listed with the problems, not opened.
    ASSERT_TRUE(write(QStringLiteral("BAI2/Test1/BAI2.INP"), "1\r\n"));
    ASSERT_TRUE(write(QStringLiteral("BAI2/Test1/BAI2.OUT"), "1\r\n"));
    ASSERT_TRUE(write(QStringLiteral("BAI2/Test2/BAI2.INP"), "2\r\n"));
    const QString bai2 = dir.filePath(QStringLiteral("data/StepBoard/problems/BAI2"));
    ASSERT_TRUE(window->importProblem(dir.filePath(QStringLiteral("BAI2/Test1/BAI2.INP")), &said)) << said.toStdString();
    EXPECT_TRUE(said.startsWith(QStringLiteral("Imported from %1 (Themis): 1 test, kept in %2.\nTest2/BAI2.INP: a test "
                                               "without its answer, left out\nIt cannot be opened yet: ")
                                    .arg(dir.filePath(QStringLiteral("BAI2")), bai2)))
        << said.toStdString();
    EXPECT_EQ(packs()->folder(), kept + QStringLiteral("-2"));
    EXPECT_TRUE(QFileInfo::exists(bai2 + QStringLiteral("/data/secret/Test1.in")));
    EXPECT_GE(window->findChild<ProblemBar*>()->problemList()->findText(QStringLiteral("BAI2")), 0);

    // A file of no problem: nothing is imported, and the pack on screen stays.
    ASSERT_TRUE(write(QStringLiteral("notes/readme.txt"), "hello\n"));
    const QString before = packs()->folder();
    EXPECT_FALSE(window->importProblem(dir.filePath(QStringLiteral("notes/readme.txt")), &said));
    EXPECT_EQ(said, QStringLiteral("%1 is no problem StepBoard can import: a folder of Themis tests (each test's folder "
                                  "with its .INP and .OUT), or a CMS task (task.yaml with input/ and output/).")
                       .arg(dir.path()));
    EXPECT_EQ(packs()->folder(), before);
    if (dataHome.isNull())
        qunsetenv("XDG_DATA_HOME");
    else
        qputenv("XDG_DATA_HOME", dataHome);
}

TEST_F(PackWindow, WhatIsWrongWithAPackIsSaidInTheWindowsLanguageWithItsFile)
{
    QTemporaryDir dir;
    const QString pack = dir.filePath(QStringLiteral("broken"));
    QDir().mkpath(pack + QStringLiteral("/data/secret"));
    QFile yaml(pack + QStringLiteral("/problem.yaml"));
    ASSERT_TRUE(yaml.open(QIODevice::WriteOnly));
    yaml.write("name: Broken\nlimits: [1, 2]\n");
    yaml.close();
    ASSERT_TRUE(language::apply(QStringLiteral("vi")));
    QString why;
    EXPECT_FALSE(window->openPack(pack, &why));
    language::apply(QStringLiteral("en"));
    EXPECT_EQ(why, QStringLiteral("data/secret: không có test ẩn nào\n"
                                  "submissions/accepted: không có lời giải nào được chấp nhận\n"
                                  "%1 không có lời giải nào StepBoard chạy từng bước được.")
                       .arg(pack));
    EXPECT_FALSE(packs()->isOpen());
}
