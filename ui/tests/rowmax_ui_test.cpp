// SPDX-License-Identifier: GPL-3.0-or-later
// The tests' own fifth problem in the window: chosen like any other, it draws its row, steps with
// the player's keys, and shows the line of its listing that runs.
#include "charts/chartsdialog.h"
#include "own/solutioncontroller.h"
#include "own/solutioneditor.h"
#include "own/solutionpanel.h"
#include "own/stepper.h"
#include "problemwindow.h"
#include "run/problemui.h"
#include "problems/rowmax/rowmaxview.h"
#include "widgets/callstackbar.h"
#include "widgets/codeview.h"
#include "widgets/timeline.h"
#include "widgets/watchpanel.h"
#include "window/sidepanel.h"

#include "rowmax/rowmax.h"

#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>

namespace {

using sb::CellValue;

class Rowmax : public sb::ui::test::ProblemWindow<sb::ui::RowmaxView> {
protected:
    Rowmax() : ProblemWindow(QStringLiteral("rowmax")) {}
    std::vector<CellValue> row() const { return {player().board().begin(), player().board().end()}; }
    int ran() const { return window->code()->currentLine(); }
    /// The colour a cell is filled with, away from its number and its ring.
    QRgb fillOf(int i) const
    {
        const QImage image = view()->viewport()->grab().toImage();
        const QRectF r = view()->cellRect(i);
        return image.pixel(QPointF(r.left() + r.width() * 0.22, r.top() + r.height() * 0.8).toPoint());
    }
};

} // namespace

TEST_F(Rowmax, OpensOnItsSampleWithItsOwnBoardAndWords)
{
    ASSERT_NE(view(), nullptr);
    EXPECT_EQ(session()->problemId(), QStringLiteral("rowmax"));
    EXPECT_EQ(window->board()->metaObject()->className(), QByteArray("sb::ui::RowmaxView"));
    EXPECT_EQ(sb::ui::problemUi("rowmax").name(), QStringLiteral("The largest value of a row"));
    // The sample, 3 1 4 1 5, not read yet: five blank cells.
    EXPECT_EQ(row(), std::vector<CellValue>(5, sb::rowmax::kUnread));
    EXPECT_EQ(player().position(), 0u);
    EXPECT_EQ(window->code()->nextLine(), 9); // cin >> n
}

TEST_F(Rowmax, StepsWithTheKeysThroughTheRowAndTheLinesOfItsListing)
{
    ASSERT_NE(view(), nullptr);
    key(Qt::Key_Right); // cin >> n
    EXPECT_EQ(ran(), 9);
    EXPECT_EQ(window->code()->nextLine(), 10);
    key(Qt::Key_Right); // the reading loop
    key(Qt::Key_Right); // cin >> a[0]
    EXPECT_EQ(ran(), 11);
    EXPECT_EQ(row(), (std::vector<CellValue>{1, 0, 0, 0, 0}));
    EXPECT_EQ(view()->lookedAt(), 0);
    // On to the first value taken as the best so far, on line 13.
    forwardTo(sb::rowmax::Kinds::NewBest);
    EXPECT_EQ(ran(), 13);
    EXPECT_EQ(row(), (std::vector<CellValue>{2, 1, 1, 1, 1}));
    // Then 4 beats it, on line 16: the best moves to cell 2, the cell looked at.
    forwardTo(sb::rowmax::Kinds::NewBest);
    EXPECT_EQ(ran(), 16);
    EXPECT_EQ(row(), (std::vector<CellValue>{1, 1, 2, 1, 1}));
    EXPECT_EQ(view()->lookedAt(), 2);
    EXPECT_EQ(player().var(static_cast<int>(sb::rowmax::Var::best)), 4);
    EXPECT_NE(fillOf(2), fillOf(1)) << "the best so far is drawn filled";
    EXPECT_EQ(fillOf(1), fillOf(3));
    // Back one step: the comparison on line 15, the best still at cell 0.
    key(Qt::Key_Left);
    EXPECT_EQ(ran(), 15);
    EXPECT_EQ(row(), (std::vector<CellValue>{2, 1, 1, 1, 1}));
    // To the end: 5 is the largest, printed on line 19; main's closing brace last.
    key(Qt::Key_End);
    EXPECT_TRUE(player().atEnd());
    EXPECT_EQ(ran(), 21);
    EXPECT_EQ(row(), (std::vector<CellValue>{1, 1, 1, 1, 2}));
    EXPECT_EQ(player().outcome().output, "5\n");
    key(Qt::Key_Home);
    EXPECT_EQ(player().position(), 0u);
    EXPECT_EQ(row(), std::vector<CellValue>(5, sb::rowmax::kUnread));
}

TEST_F(Rowmax, SpeaksInTheWindowsLanguageFromItsOwnTranslations)
{
    key(Qt::Key_Right); // cin >> n: "The row has 5 values."
    const sb::ui::ProblemUi& ui = sb::ui::problemUi("rowmax");
    EXPECT_EQ(ui.step(*player().current()), QStringLiteral("The row has 5 values."));
    window->setLanguage(QStringLiteral("zh_TW"));
    EXPECT_EQ(ui.step(*player().current()), QStringLiteral("這一列有 5 個值。"));
    // The problem list names it in the same language.
    const auto* list = window->findChild<QComboBox*>();
    QStringList names;
    for (const QComboBox* box : window->findChildren<QComboBox*>())
        if (box->property("problems").toBool())
            for (int i = 0; i < box->count(); ++i)
                names << box->itemText(i);
    ASSERT_NE(list, nullptr);
    EXPECT_TRUE(names.contains(QStringLiteral("最大值"))) << names.join(QLatin1Char(',')).toStdString();
    window->setLanguage(QStringLiteral("zh_CN"));
    EXPECT_EQ(ui.step(*player().current()), QStringLiteral("这一行有 5 个值。"));
    window->setLanguage(QStringLiteral("vi"));
    EXPECT_EQ(ui.step(*player().current()), QStringLiteral("Hàng có 5 giá trị."));
    EXPECT_EQ(ui.name(), QStringLiteral("Giá trị lớn nhất của một hàng"));
}

TEST_F(Rowmax, TheChartsSayAProgramIsNotDrawnWhereTheProblemCountsNoUnits)
{
    // A program stepped on this problem: it counts nothing a program has done, so no lines per unit.
    sb::ui::ProgramLines lines;
    lines.problem = sb::findProblem("rowmax");
    lines.input = session()->input();
    lines.python = true;
    sb::ui::ChartsDialog d(session(), nullptr, lines);
    d.waitUntilReady();
    EXPECT_FALSE(d.drawsProgram());
    EXPECT_EQ(d.programNote(), QStringLiteral("Your program is not drawn: this problem does not count how far a "
                                              "program has got through its input."));
    EXPECT_TRUE(d.findChild<QLabel*>(QStringLiteral("programNote"))->isVisibleTo(&d));
    // The methods' work is drawn as without a program.
    EXPECT_EQ(d.curves().size(), static_cast<qsizetype>(sb::findProblem("rowmax")->methods.size()));
    EXPECT_FALSE(d.curves().front().points.isEmpty());
}

namespace {

/// A student's C++ program for the row: it keeps the row in `a` and finds the largest in a function.
const QString kLargestInAFunction = QStringLiteral("#include <bits/stdc++.h>\n"              // 1
                                                   "using namespace std;\n"                  // 2
                                                   "int a[20];\n"                            // 3
                                                   "int largest(int n) {\n"                  // 4
                                                   "    int best = a[0];\n"                  // 5
                                                   "    for (int i = 1; i < n; i++)\n"       // 6
                                                   "        if (a[i] > best) best = a[i];\n" // 7
                                                   "    return best;\n"                      // 8
                                                   "}\n"                                     // 9
                                                   "int main() {\n"                          // 10
                                                   "    int n;\n"                            // 11
                                                   "    cin >> n;\n"                         // 12
                                                   "    for (int i = 0; i < n; i++) cin >> a[i];\n" // 13
                                                   "    cout << largest(n) << \"\\n\";\n"     // 14
                                                   "}\n");                                   // 15

} // namespace

TEST_F(Rowmax, AStudentsProgramIsSteppedInTheWindowOnItsOwnRowWithTheDebuggersKeys)
{
    using namespace sb::ui;
    SolutionPanel* panel = window->sidePanel()->solution();
    ProgramStepper* stepper = panel->stepper();
    window->sidePanel()->setCurrentWidget(panel);
    panel->controller()->setLanguage(SolutionPanel::Language::Cpp);
    panel->editor()->setText(kLargestInAFunction);
    QSignalSpy finished(panel->controller(), &SolutionController::recordingFinished);
    panel->controller()->stepThrough();
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_TRUE(panel->controller()->stepping()) << stepper->endText().toStdString();
    const auto press = [this](Qt::Key k, Qt::KeyboardModifiers mods = {}) { QTest::keyClick(window.get(), k, mods); };
    const auto shown = [this] {
        const std::span<const CellValue> cells = view()->cells();
        return std::vector<CellValue>(cells.begin(), cells.end());
    };

    // The board is read off the program's own a, guessed from its name, and drawn by the problem's view.
    ASSERT_TRUE(stepper->boardChoice());
    EXPECT_EQ(stepper->boardChoice()->variable, "a");
    EXPECT_TRUE(view()->showsProgram());
    EXPECT_EQ(shown(), std::vector<CellValue>(5, sb::rowmax::kUnread));
    EXPECT_EQ(window->code()->nextLine(), 12); // its own line, in its own file
    EXPECT_EQ(window->code()->text(), kLargestInAFunction);

    // Right steps into: cin >> n, then the reading loop fills the row a value at a time.
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 12);
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("n")), QStringLiteral("5"));
    for (int guard = 0; guard < 40 && stepper->line() != 14; ++guard)
        press(Qt::Key_Right);
    ASSERT_EQ(stepper->line(), 14);
    EXPECT_EQ(shown(), std::vector<CellValue>(5, sb::rowmax::kRead));
    const auto* row = static_cast<const sb::rowmax::RowInput*>(view()->shownInput().get());
    ASSERT_NE(row, nullptr);
    EXPECT_EQ(row->values, (std::vector<int>{3, 1, 4, 1, 5}));
    EXPECT_TRUE(stepper->outputView()->toPlainText().isEmpty());
    // The player bar's timeline stands where the program does.
    auto* timeline = window->findChild<Timeline*>();
    ASSERT_NE(timeline, nullptr);
    EXPECT_EQ(timeline->position(), stepper->step());
    EXPECT_EQ(timeline->range(), stepper->steps() - 1);

    // Into largest: its frame on the call stack, its n its own.
    press(Qt::Key_Right);
    EXPECT_EQ(stepper->line(), 5);
    EXPECT_EQ(window->callStack()->frames(), (QStringList{QStringLiteral("main"), QStringLiteral("largest")}));
    press(Qt::Key_Right);
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("best")), QStringLiteral("3"));
    // F10 steps over a line: the loop's test, then the comparison, in the same frame.
    press(Qt::Key_F10);
    EXPECT_EQ(stepper->line(), 7);
    // Shift+F11 runs the rest of largest: back in main, where it printed the answer.
    press(Qt::Key_F11, Qt::ShiftModifier);
    EXPECT_EQ(window->callStack()->frames(), QStringList{QStringLiteral("main")});
    EXPECT_EQ(stepper->line(), 15);
    EXPECT_EQ(stepper->outputView()->toPlainText(), QStringLiteral("5\n"));

    // A breakpoint on line 7 (F9 there, in the code view): from the start, play stops before it, each time.
    press(Qt::Key_Home);
    EXPECT_EQ(stepper->step(), 0u);
    EXPECT_EQ(shown(), std::vector<CellValue>(5, sb::rowmax::kUnread));
    ASSERT_TRUE(window->code()->toggleBreakpointAt(7));
    EXPECT_TRUE(stepper->hasBreakpoint(7));
    stepper->setStepsPerSecond(1000);
    press(Qt::Key_Space);
    ASSERT_TRUE(stepper->isPlaying());
    EXPECT_TRUE(QTest::qWaitFor([stepper] { return !stepper->isPlaying(); }, 10000));
    EXPECT_EQ(stepper->line(), 7);
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("i")), QStringLiteral("1"));
    press(Qt::Key_Space);
    EXPECT_TRUE(QTest::qWaitFor([stepper] { return !stepper->isPlaying(); }, 10000));
    EXPECT_EQ(stepper->line(), 7);
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("i")), QStringLiteral("2"));

    // A board made on the program's run alone, with no method behind it, draws the same row.
    press(Qt::Key_End);
    EXPECT_TRUE(stepper->pastLastLine());
    RowmaxView alone(stepper->recordedRun(), nullptr);
    const std::span<const CellValue> own = alone.cells();
    EXPECT_EQ(std::vector<CellValue>(own.begin(), own.end()), shown());
    const auto* aloneRow = static_cast<const sb::rowmax::RowInput*>(alone.shownInput().get());
    ASSERT_NE(aloneRow, nullptr);
    EXPECT_EQ(aloneRow->values, (std::vector<int>{3, 1, 4, 1, 5}));

    // Edit: the method's listing and board again.
    panel->controller()->stopStepping();
    EXPECT_FALSE(view()->showsProgram());
    EXPECT_EQ(window->code()->nextLine(), 9);
}
