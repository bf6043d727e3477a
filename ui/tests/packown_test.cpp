// SPDX-License-Identifier: GPL-3.0-or-later
// The student's own program while a problem pack is open: kept apart from the built-in problem's, run on
// the pack's input with the pack's limits and judged by its answer, stepped with its board drawn by the
// pack's board from the program's own variable.
#include "packwindow.h"

#include "compare/comparecontroller.h"
#include "own/mytests.h"
#include "own/runresults.h"
#include "packs/packbeside.h"
#include "packs/packboardview.h"
#include "packs/packjudgedialog.h"
#include "own/solutioncontroller.h"
#include "own/solutioneditor.h"
#include "own/solutionpanel.h"
#include "widgets/codeview.h"
#include "window/boardcolumn.h"
#include "window/sidepanel.h"

#include "packrun.h"
#include "trace.h"

#include <QAction>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QToolButton>

using namespace sb::ui;
using sb::ui::test::PackWindow;

namespace {

/// A student's regions in Python: the grid in g, flooded with a stack, the counts printed.
const QString kStudentsRegions = QStringLiteral(
    "import sys\n"
    "data = sys.stdin.read().split()\n"
    "n, m = int(data[0]), int(data[1])\n"
    "g = [list(data[2 + r]) for r in range(n)]\n"
    "count = best = 0\n"
    "for r in range(n):\n"
    "    for c in range(m):\n"
    "        if g[r][c] == '.':\n"
    "            count += 1\n"
    "            size = 0\n"
    "            todo = [(r, c)]\n"
    "            g[r][c] = 'o'\n"
    "            while todo:\n"
    "                x, y = todo.pop()\n"
    "                size += 1\n"
    "                for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):\n"
    "                    if 0 <= nx < n and 0 <= ny < m and g[nx][ny] == '.':\n"
    "                        g[nx][ny] = 'o'\n"
    "                        todo.append((nx, ny))\n"
    "            best = max(best, size)\n"
    "print(count, best)\n");

class PackOwn : public PackWindow {
protected:
    SolutionPanel* panel() const { return window->sidePanel()->solution(); }
    SolutionController* own() const { return panel()->controller(); }
    void write(const QString& program)
    {
        window->sidePanel()->setCurrentWidget(panel());
        own()->setLanguage(SolutionPanel::Language::Python);
        panel()->editor()->setText(program);
    }
    void runAndWait()
    {
        QSignalSpy finished(own(), &SolutionController::runFinished);
        own()->run();
        ASSERT_TRUE(finished.wait(60000));
    }
    void stepAndWait()
    {
        QSignalSpy finished(own(), &SolutionController::recordingFinished);
        own()->stepThrough();
        ASSERT_TRUE(finished.wait(60000));
        ASSERT_TRUE(own()->stepping());
    }
};

/// The pack's depth-first flood (dfs.py), its look to the right left out: it floods the same cells in the
/// same order until a region goes on to the right.
const QString kStudentsThreeWays = QStringLiteral(
    "import sys\n"
    "data = sys.stdin.read().split()\n"
    "n, m = int(data[0]), int(data[1])\n"
    "g = [list(data[2 + r]) for r in range(n)]\n"
    "regions = largest = 0\n"
    "for r in range(n):\n"
    "    for c in range(m):\n"
    "        if g[r][c] != '.':\n"
    "            continue\n"
    "        regions += 1\n"
    "        size = 1\n"
    "        st = [(r, c)]\n"
    "        g[r][c] = 'o'\n"
    "        while st:\n"
    "            x, y = st.pop()\n"
    "            for dx, dy in ((-1, 0), (1, 0), (0, -1)):\n"
    "                nx, ny = x + dx, y + dy\n"
    "                if 0 <= nx < n and 0 <= ny < m and g[nx][ny] == '.':\n"
    "                    g[nx][ny] = 'o'\n"
    "                    size += 1\n"
    "                    st.append((nx, ny))\n"
    "        largest = max(largest, size)\n"
    "print(regions, largest)\n");

} // namespace

TEST_F(PackOwn, RunJudgesTheProgramOnThePacksInputByItsAnswer)
{
    write(QStringLiteral("print('built-in')\n"));
    const QString builtIn = panel()->editor()->text();
    open("regions");
    // The pack keeps a program of its own: the built-in problem's is not its.
    EXPECT_NE(panel()->editor()->text(), builtIn);
    EXPECT_FALSE(panel()->controller()->firstFailureAction()->isEnabled());
    write(kStudentsRegions);
    runAndWait();
    if (HasFatalFailure())
        return;
    EXPECT_EQ(panel()->results()->outputText().trimmed(), QStringLiteral("2 11"));
    EXPECT_TRUE(panel()->results()->verdictText().startsWith(QStringLiteral("Accepted")))
        << panel()->results()->verdictText().toStdString();

    // On the second sample, its answer; a program that counts one region too few is wrong there.
    packs()->setInput(packs()->sampleInput(1));
    write(QString(kStudentsRegions).replace(QStringLiteral("print(count, best)"), QStringLiteral("print(count - 1, best)")));
    runAndWait();
    if (HasFatalFailure())
        return;
    EXPECT_TRUE(panel()->results()->verdictText().startsWith(QStringLiteral("Wrong answer")))
        << panel()->results()->verdictText().toStdString();

    // Back to the built-in problem: its own program again.
    window->packKeeper()->leavePack();
    EXPECT_EQ(panel()->editor()->text(), builtIn);
    EXPECT_TRUE(panel()->controller()->firstFailureAction()->isEnabled());
}

TEST_F(PackOwn, StepThroughDrawsTheProgramsOwnGridOnThePacksBoard)
{
    open("regions");
    write(kStudentsRegions);
    stepAndWait();
    if (HasFatalFailure())
        return;
    ProgramStepper* mine = panel()->stepper();
    const std::shared_ptr<const sb::program::Trace> trace = mine->trace();
    ASSERT_NE(trace, nullptr);
    EXPECT_EQ(trace->output, "2 11\n");
    EXPECT_TRUE(packs()->showsOwn());
    EXPECT_EQ(window->code()->text(), kStudentsRegions); // the code tab steps the student's program
    // Before g is made the board says so; once made and flooding, it is g's cells as the program holds them.
    EXPECT_FALSE(packs()->board()->absence().isEmpty());
    const sb::pack::Solution studentsOwn;
    std::size_t flooding = 0;
    for (std::size_t s = 0; s < trace->size() && !flooding; ++s)
        if (trace->line(s) == 14) // todo.pop(): the flood under way
            flooding = s + 3;
    ASSERT_GT(flooding, 0u);
    mine->goTo(flooding);
    const sb::pack::PackPicture expected = sb::pack::pictureAt(*packs()->pack(), studentsOwn, *trace, flooding);
    ASSERT_TRUE(expected.cells.has_value());
    EXPECT_EQ(packs()->board()->look().picture.cells, expected.cells);
    EXPECT_EQ(packs()->board()->look().variable, QStringLiteral("g"));
    EXPECT_TRUE(packs()->board()->absence().isEmpty());
    const auto flooded = std::count(expected.cells->cells.begin(), expected.cells->cells.end(), "o");
    EXPECT_GT(flooded, 0);
    // The pack's solution has not moved meanwhile; Edit gives the pack's board and code back.
    EXPECT_EQ(stepper()->step(), 0u);
    own()->stopStepping();
    EXPECT_FALSE(packs()->showsOwn());
    EXPECT_EQ(window->code()->program(), packs()->code());
}

TEST_F(PackOwn, JJudgesTheProgramBesideThePacksSolutionsAndStepsItOnATestItFailed)
{
    // The pack cut down to one solution and its samples: the table stays small.
    const QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("regions"));
    ASSERT_TRUE(test::copyFolder(test::packPath("regions"), copy));
    // One secret test left, in its group.
    const QDir secret(copy + QStringLiteral("/data/secret"));
    for (const QString& group : secret.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (group != QLatin1String("1-small")) {
            ASSERT_TRUE(QDir(secret.filePath(group)).removeRecursively());
        }
    const QDir small(secret.filePath(QStringLiteral("1-small")));
    for (const QString& file : small.entryList(QDir::Files))
        if (!file.startsWith(QLatin1String("02-one-cell.")) && file != QLatin1String("test_group.yaml")) {
            ASSERT_TRUE(QFile::remove(small.filePath(file)));
        }
    for (const char* gone : {"accepted/bfs.cpp", "accepted/dfs.cpp", "accepted/dfs.py", "time_limit_exceeded/relabel.cpp",
                             "wrong_answer/marks-late.cpp", "wrong_answer/three-directions.cpp"})
        ASSERT_TRUE(QFile::remove(copy + QStringLiteral("/submissions/") + QLatin1String(gone))) << gone;
    openFolder(copy);
    // Right on the first sample (two regions), one region short on the second.
    write(QString(kStudentsRegions)
              .replace(QStringLiteral("print(count, best)"), QStringLiteral("print(count if count < 3 else count - 1, best)")));
    PackJudgeDialog dialog(packs()->packShared(), window.get());
    // One test of the student's own: the islands, with the answer they expect.
    const QString islands = test::fileText(copy + QStringLiteral("/data/sample/2-islands.in"));
    dialog.setOwnProgram(own()->judgedSource({{islands, QStringLiteral("5 1\n")}}));
    dialog.start();
    dialog.waitUntilDone();
    QTableWidget* table = dialog.table();
    ASSERT_EQ(table->rowCount(), 2);
    ASSERT_EQ(table->columnCount(), 5); // the solution, the samples, the one group, my tests, the score
    EXPECT_EQ(table->horizontalHeaderItem(3)->text(), QStringLiteral("My tests"));
    const auto row = [table](int r) {
        QStringList cells;
        for (int c = 0; c < table->columnCount(); ++c)
            cells << (table->item(r, c) ? table->item(r, c)->text() : QString());
        return cells.join(QStringLiteral(" | "));
    };
    EXPECT_EQ(row(0), QStringLiteral("Method 1: bfs.py | AC 2/2 | AC 1/1 |  | 30"));
    EXPECT_EQ(row(1), QStringLiteral("Your program (Python) | WA 1/2 | AC 1/1 | WA 0/1 | 30"));
    // Its own test it failed steps it too, named as the student's.
    dialog.showTests(1, 2);
    ASSERT_EQ(dialog.tests()->rowCount(), 1);
    QSignalSpy ownTest(&dialog, &PackJudgeDialog::stepOwnTest);
    emit dialog.tests()->cellClicked(0, 0);
    ASSERT_EQ(ownTest.size(), 1);
    EXPECT_EQ(ownTest.at(0).at(0).toString(), islands);
    EXPECT_EQ(ownTest.at(0).at(1).toString(), QStringLiteral("5 1\n"));
    EXPECT_EQ(ownTest.at(0).at(2).toString(), QStringLiteral("My test 1"));

    // Its failed sample, clicked, is stepped: on that input, to where it first prints otherwise.
    dialog.showTests(1, 0);
    ASSERT_EQ(dialog.tests()->rowCount(), 2);
    EXPECT_EQ(dialog.tests()->item(1, 0)->text(), QStringLiteral("2-islands"));
    EXPECT_EQ(dialog.tests()->item(1, 1)->text(), QStringLiteral("WA"));
    QSignalSpy stepTest(&dialog, &PackJudgeDialog::stepOwnTest);
    emit dialog.tests()->cellClicked(1, 0);
    ASSERT_EQ(stepTest.size(), 1);
    const QString input = stepTest.at(0).at(0).toString();
    EXPECT_EQ(input, test::fileText(copy + QStringLiteral("/data/sample/2-islands.in")));
    EXPECT_EQ(stepTest.at(0).at(1).toString(), test::fileText(copy + QStringLiteral("/data/sample/2-islands.ans")));
    EXPECT_EQ(stepTest.at(0).at(2).toString(), QStringLiteral("sample/2-islands"));
    QSignalSpy recorded(own(), &SolutionController::recordingFinished);
    window->stepOwnProgram(input, stepTest.at(0).at(1).toString(), stepTest.at(0).at(2).toString()); // as the window answers it
    EXPECT_EQ(packs()->input(), input);
    ASSERT_TRUE(recorded.wait(60000));
    ASSERT_TRUE(own()->stepping());
    EXPECT_EQ(panel()->stepper()->inputText(), input);
    const std::shared_ptr<const sb::program::Trace> trace = panel()->stepper()->trace();
    EXPECT_EQ(trace->line(panel()->stepper()->step()), 21); // the print
    EXPECT_TRUE(packs()->showsOwn());
}

TEST_F(PackOwn, MyTestsAreThePacksOwnAndTakeItsAnswers)
{
    MyTests* mine = panel()->myTests();
    ASSERT_TRUE(mine->addInputOnScreen()); // the built-in problem's sample, its reference's answer
    ASSERT_EQ(mine->tests().size(), 1);
    const MyTest builtIn = mine->tests().front();
    open("regions");
    EXPECT_TRUE(mine->tests().isEmpty()) << "the pack keeps tests of its own";

    // A sample: its answer.
    QSignalSpy added(mine, &MyTests::addedAnswer);
    ASSERT_TRUE(mine->addInputOnScreen());
    ASSERT_TRUE(added.wait(60000));
    ASSERT_EQ(mine->tests().size(), 1);
    EXPECT_EQ(mine->tests()[0].input, packs()->sampleInput(0));
    EXPECT_EQ(mine->tests()[0].expected, test::fileText(test::packPath("regions") + QStringLiteral("/data/sample/1-two-rooms.ans")));
    // An input of the class's own: what the pack's reference prints for it.
    packs()->setInput(QStringLiteral("2 3\n.#.\n##.\n"));
    ASSERT_TRUE(mine->addInputOnScreen());
    ASSERT_TRUE(added.wait(60000));
    ASSERT_EQ(mine->tests().size(), 2);
    EXPECT_EQ(mine->tests()[1].expected.trimmed(), QStringLiteral("2 2"));

    // The built-in problem gets its own back.
    window->packKeeper()->leavePack();
    ASSERT_EQ(mine->tests().size(), 1);
    EXPECT_EQ(mine->tests().front().input, builtIn.input);
}

TEST_F(PackOwn, TheReferenceStandsBesideTheProgramWhereItHasChangedTheBoardAsOften)
{
    open("regions");
    write(kStudentsRegions);
    stepAndWait();
    if (HasFatalFailure())
        return;
    ProgramStepper* mine = panel()->stepper();
    QToolButton* reference = mine->besideButton();
    EXPECT_FALSE(reference->isHidden());
    ASSERT_TRUE(reference->isEnabled());
    reference->click();
    auto* beside = qobject_cast<PackBeside*>(window->findChild<BoardColumn*>()->beside());
    ASSERT_NE(beside, nullptr);
    beside->waitUntilReady();
    ASSERT_TRUE(beside->isReady());
    // The pack's reference in the program's language, recorded on the same input.
    EXPECT_EQ(beside->solution()->file, "submissions/accepted/dfs.py");

    // Flooding: the reference stands where it has changed the board as often as the program, so both
    // boards hold as many flooded cells.
    const std::shared_ptr<const sb::program::Trace> trace = mine->trace();
    const sb::pack::Pack& pack = *packs()->pack();
    const std::vector<std::size_t> ownEnds = sb::pack::sharedUnitEnds(pack, sb::pack::Solution{}, *trace);
    ASSERT_GE(ownEnds.size(), 5u);
    mine->goTo(ownEnds[4]);
    EXPECT_EQ(beside->unitsOfProgram(), 5u);
    const sb::program::Trace referenceRun = sb::pack::record(pack, *beside->solution(), packs()->input().toStdString());
    const std::vector<std::size_t> referenceEnds = sb::pack::sharedUnitEnds(pack, *beside->solution(), referenceRun);
    ASSERT_GE(referenceEnds.size(), 5u);
    EXPECT_EQ(beside->step(), referenceEnds[4]);
    const auto flooded = [](const sb::pack::PackPicture& p) {
        return p.cells ? std::count(p.cells->cells.begin(), p.cells->cells.end(), "o") : -1;
    };
    EXPECT_EQ(flooded(beside->board()->look().picture), flooded(packs()->board()->look().picture));
    EXPECT_EQ(flooded(beside->board()->look().picture), 5);
    EXPECT_EQ(beside->noteText(), QStringLiteral("Board changed 5 of %1 times · line %2")
                                      .arg(referenceEnds.size())
                                      .arg(referenceRun.line(referenceEnds[4])));
    EXPECT_EQ(beside->toolTip(), QStringLiteral("It stands where it has changed the board as often as your program has: "
                                                "5 of its %1 changes.")
                                     .arg(referenceEnds.size()));
    // Before the first change it stands at its start; at the program's end, at its own.
    mine->goTo(0);
    EXPECT_EQ(beside->step(), 0u);
    mine->goTo(trace->positions() - 1);
    EXPECT_EQ(beside->step(), referenceRun.positions() - 1);
    EXPECT_EQ(beside->noteText(), QStringLiteral("At its end, as your program is."));
    // Off, and Edit: it goes.
    reference->click();
    EXPECT_EQ(window->findChild<BoardColumn*>()->beside(), nullptr);
    reference->click();
    EXPECT_EQ(window->findChild<BoardColumn*>()->beside(), beside);
    own()->stopStepping();
    EXPECT_EQ(window->findChild<BoardColumn*>()->beside(), nullptr);
}

TEST_F(PackOwn, F7PutsAChosenSolutionBesideTheProgramAndDFindsWhereTheProgramFirstGoesAnotherWay)
{
    open("regions");
    write(kStudentsThreeWays);
    stepAndWait();
    if (HasFatalFailure())
        return;
    ProgramStepper* mine = panel()->stepper();
    BoardColumn* column = window->findChild<BoardColumn*>();
    // F7 while the program is stepped on a pack: the pack's reference beside it, and F7 again takes it away.
    QAction* f7 = window->sideBySide()->toggleAction();
    f7->trigger();
    auto* beside = qobject_cast<PackBeside*>(column->beside());
    ASSERT_NE(beside, nullptr);
    EXPECT_TRUE(f7->isChecked());
    EXPECT_TRUE(mine->besideButton()->isChecked());
    EXPECT_EQ(window->packCompare(), nullptr); // not the pack's own solutions side by side
    f7->trigger();
    EXPECT_EQ(column->beside(), nullptr);
    EXPECT_FALSE(f7->isChecked());
    EXPECT_FALSE(mine->besideButton()->isChecked());

    // D: the reference beside it, and the program where its board first differs. On the first sample
    // both flood (0,0), (1,0), (0,1), (1,1), then (0,3), (1,3); the seventh change is the reference's
    // look to the right, (0,4), where the program goes down to (2,3).
    EXPECT_EQ(packs()->input(), packs()->sampleInput(0));
    window->sideBySide()->whereWrongAction()->trigger();
    ASSERT_EQ(column->beside(), beside);
    beside->waitUntilReady();
    ASSERT_TRUE(beside->isReady());
    EXPECT_EQ(beside->solution()->file, "submissions/accepted/dfs.py");
    EXPECT_EQ(beside->unitsOfProgram(), 7u);
    const std::vector<std::size_t> ownEnds =
        sb::pack::sharedUnitEnds(*packs()->pack(), sb::pack::Solution{}, *mine->trace());
    ASSERT_GE(ownEnds.size(), 7u);
    EXPECT_EQ(mine->step(), ownEnds[6]);
    const auto cell = [](const PackBoardView* board, int r, int c) {
        const auto& cells = board->look().picture.cells;
        return cells ? cells->cells.at(std::size_t(r * cells->cols + c)) : std::string("?");
    };
    EXPECT_EQ(cell(beside->board(), 0, 4), "o");
    EXPECT_EQ(cell(beside->board(), 2, 3), ".");
    EXPECT_EQ(cell(packs()->board(), 0, 4), ".");
    EXPECT_EQ(cell(packs()->board(), 2, 3), "o");
    EXPECT_EQ(window->narration(),
              QStringLiteral("Here your program's board first differs from Method 2 (dfs.py)'s: each has changed it 7 times."));

    // The box above the board chooses another of the pack's solutions, the reference said to be one.
    QComboBox* chooser = beside->chooser();
    QStringList items;
    for (int i = 0; i < chooser->count(); ++i)
        items << chooser->itemText(i);
    EXPECT_EQ(items, QStringList({"Method 1 (bfs.py)", "Method 2 (dfs.py) · the reference", "Method 3 (relabel.cpp)",
                                  "Wrong solution (marks-late.cpp)", "Wrong solution (three-directions.cpp)"}));
    EXPECT_EQ(chooser->currentText(), QStringLiteral("Method 2 (dfs.py) · the reference"));
    chooser->activated(0);
    beside->waitUntilReady();
    ASSERT_TRUE(beside->isReady());
    EXPECT_EQ(beside->solution()->file, "submissions/accepted/bfs.py");
    EXPECT_EQ(beside->choice(), QStringLiteral("method-1"));
    // Kept while the program is stepped again.
    f7->trigger();
    f7->trigger();
    EXPECT_EQ(qobject_cast<PackBeside*>(column->beside())->solution()->file, "submissions/accepted/bfs.py");
    EXPECT_FALSE(beside->choose(QStringLiteral("method-9")));
}
