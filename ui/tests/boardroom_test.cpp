// SPDX-License-Identifier: GPL-3.0-or-later
// The back row's board on a 1024x768 projector: whatever else the window shows (a tab, a banner,
// an open menu, panes side by side), every board is drawn at least 90 % as large as its room allows.
#include "compare/comparecontroller.h"
#include "widgets/codeview.h"
#include "widgets/watchpanel.h"
#include "widgets/callstackbar.h"
#include "testpaths.h"
#include "compare/comparepane.h"
#include "compare/compareview.h"
#include "compare/lockstep.h"
#include "openwindow.h"
#include "freshstart.h"
#include "lesson/lesson.h"
#include "lesson/lessoncontroller.h"
#include "problems/caro/caroview.h"
#include "run/session.h"
#include "widgets/inputpanel.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"
#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "own/stepper.h"
#include "common/language.h"

#include "caro/caro.h"
#include "core/player.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFrame>
#include <QTemporaryDir>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>
#include <QHeaderView>
#include <QTableWidget>
#include <Qsci/qscilexer.h>
#include <Qsci/qsciscintilla.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

using namespace sb::ui;

namespace {

/// A 15 x 15 game, as a failed test of the judge brings one.
const QString kLargeGame = QStringLiteral("15 9\n8 8\n8 9\n9 9\n7 7\n10 10\n6 6\n11 11\n9 7\n12 12\n");

/// The cell a Caro board of `n` cells a side gets in a viewport of `room`, fitted whole: the row
/// and column numbers and the margin take their share first (see CaroView).
double largestCell(const CaroView& view, QSize room, int n)
{
    const double scale = view.presentation() ? 2.0 : 1.0;
    const double chrome = 26.0 * scale + 8 * scale;
    return std::min(room.width() - chrome, room.height() - chrome) / n;
}

void settle()
{
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
}

class BoardRoom : public testing::Test {
protected:
    void SetUp() override
    {
        test::freshStart();
        window = std::make_unique<MainWindow>();
        window->resize(1024, 768);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        window->setPresentation(true);
        window->setWindowState(Qt::WindowNoState); // offscreen, "full screen" is a small default screen
        window->resize(1024, 768);
        ASSERT_TRUE(window->session()->setProblem(QStringLiteral("caro")));
        window->inputPanel()->setText(kLargeGame);
        window->inputPanel()->reparseNow();
        window->session()->seek(60);
        window->session()->waitUntilIdle();
        settle();
    }
    void TearDown() override
    {
        window.reset();
        language::apply(QStringLiteral("en"));
    }

    CaroView* caro() const { return qobject_cast<CaroView*>(window->board()); }

    std::unique_ptr<MainWindow> window;
};

TEST_F(BoardRoom, ATabABannerOrAnOpenMenuNeverShrinksTheBoard)
{
    ASSERT_NE(caro(), nullptr);
    const double withCode = caro()->cellSize();
    // The code tab: the board as large as its column and its height allow.
    EXPECT_GE(withCode, 0.9 * largestCell(*caro(), window->board()->parentWidget()->size(), 15));
    window->showInput();
    window->inputPanel()->setText(kLargeGame + QStringLiteral("x\n")); // an error: its banner under the input
    window->inputPanel()->reparseNow();
    settle();
    EXPECT_GE(caro()->cellSize(), withCode - 0.5) << "the Input tab with its banner";
    // Alt alone opens the first menu of the hidden menu bar.
    QTest::keyPress(window->board(), Qt::Key_Alt, Qt::AltModifier);
    QTest::keyRelease(window->board(), Qt::Key_Alt, Qt::NoModifier);
    settle();
    QMenu* first = window->menuBar()->actions().front()->menu();
    ASSERT_TRUE(first->isVisible());
    EXPECT_GE(caro()->cellSize(), withCode - 0.5) << "a menu open";
    QTest::keyClick(first, Qt::Key_Escape);
    QTest::keyClick(window->menuBar(), Qt::Key_Escape);
    settle();
    EXPECT_FALSE(window->menuBar()->isVisible());
    EXPECT_GE(caro()->cellSize(), withCode - 0.5) << "the menu closed";
}

/// The cell of every Caro pane side by side: equal, and each at least 90 % of the largest its pane's
/// width and the board's height allow.
void expectPanesOfOneSize(CompareView* view, int n, const std::string& where)
{
    view->settle();
    settle();
    const QList<ComparePane*> panes = view->panes();
    std::string cells;
    for (ComparePane* pane : panes) {
        auto* board = qobject_cast<CaroView*>(pane->board());
        ASSERT_NE(board, nullptr) << where;
        cells += " " + std::to_string(board->cellSize());
        const QSize room(pane->contentsRect().width(), board->viewport()->height());
        EXPECT_GE(board->cellSize(), 0.9 * largestCell(*board, room, n))
            << where << ": " << pane->methodChooser()->currentText().toStdString() << " in " << room.width() << "x"
            << room.height();
    }
    for (ComparePane* pane : panes) {
        const double first = qobject_cast<CaroView*>(panes.front()->board())->cellSize();
        EXPECT_NEAR(qobject_cast<CaroView*>(pane->board())->cellSize(), first, 0.5) << where << ": cells" << cells;
        EXPECT_EQ(pane->width(), panes.front()->width()) << where;
    }
    // Within the screen: the words under the boards and the player's bar in sight.
    QWidget* window = view->window();
    EXPECT_LE(window->minimumSizeHint().height(), 768) << where;
    EXPECT_EQ(window->height(), 768) << where;
    EXPECT_LE(view->mapTo(window, QPoint(0, view->height())).y(), 768) << where;
}

TEST_F(BoardRoom, APaneWithLittleHeightStillGivesTheBoardNineTenthsOfIt)
{
    // 1280x720: the column is wider than it is high; the board takes the height it has.
    window->resize(1280, 720);
    settle();
    ASSERT_EQ(window->size(), QSize(1280, 720));
    ASSERT_NE(caro(), nullptr);
    const QSize room = window->board()->parentWidget()->size(); // the board's place, its hint's line too
    EXPECT_GE(caro()->cellSize(), 0.9 * largestCell(*caro(), room, 15)) << room.width() << "x" << room.height();
}

TEST_F(BoardRoom, ALessonsBannerStandsOverTheCodeAndLeavesTheBoardItsSize)
{
    ASSERT_NE(caro(), nullptr);
    const double before = caro()->cellSize();
    // A lesson whose 15 x 15 input has an error: the banner says so, and the Input tab shows.
    Lesson lesson;
    lesson.problem = QStringLiteral("caro");
    lesson.method = QStringLiteral("3");
    lesson.input = kLargeGame + QStringLiteral("16 16\n");
    lesson.language = QStringLiteral("en");
    lesson.presenting = true; // saved in projector mode
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("error.stepboard"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(LessonFile::toJson(lesson));
    file.close();
    window->lessons()->open(path);
    window->showInput();
    settle();
    const auto* banner = window->findChild<QFrame*>(QStringLiteral("lessonBanner"));
    ASSERT_NE(banner, nullptr);
    ASSERT_TRUE(banner->isVisible());
    EXPECT_GE(caro()->cellSize(), before - 0.5) << "the banner took the board's height";
    // Over the code: beside the board, not over it.
    const QRect shown(banner->mapTo(window.get(), QPoint()), banner->size());
    const QRect board(window->board()->mapTo(window.get(), QPoint()), window->board()->size());
    EXPECT_GE(shown.left(), board.right()) << "the banner stands over the board";
    // Out of projector mode it stands over the whole window again.
    window->setPresentation(false);
    settle();
    EXPECT_TRUE(banner->isVisible());
    EXPECT_LE(banner->mapTo(window.get(), QPoint()).x(), board.left());
}

TEST_F(BoardRoom, TheTwoPanesOfWhereItGoesWrongAreOfOneSize)
{
    QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/caro/line-of-six.txt")));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    window->inputPanel()->setText(QString::fromUtf8(file.readAll()));
    window->inputPanel()->reparseNow();
    ASSERT_TRUE(window->session()->setMethod(QStringLiteral("trap-exact5")));
    ASSERT_TRUE(test::whereItGoesWrong(*window));
    const int n = static_cast<const sb::caro::CaroInput&>(*window->session()->input()).n;
    expectPanesOfOneSize(window->sideBySide()->view(), n, "D");
}

TEST_F(BoardRoom, ThreePanesSideBySideAreOfOneSizeAndFillTheirWidth)
{
    window->inputPanel()->setText(QStringLiteral("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n"));
    window->inputPanel()->reparseNow();
    ASSERT_TRUE(window->sideBySide()->open({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
    window->sideBySide()->view()->lockstep()->nextMoment();
    expectPanesOfOneSize(window->sideBySide()->view(), 7, "F7, three methods");
}

TEST_F(BoardRoom, CellsTooSmallForTheBackRowSayTheKeyToALargerBoard)
{
    ASSERT_NE(caro(), nullptr);
    ASSERT_LT(caro()->cellSize(), 30.0) << "a 15 x 15 board beside the code on a 1024x768 projector";
    // One line under the board, in the least type, names the keys.
    const QString hint = caro()->hint();
    EXPECT_TRUE(hint.contains(QStringLiteral("F6")) && hint.contains(QStringLiteral("F "))) << hint.toStdString();
    auto* line = caro()->findChild<QLabel*>(QStringLiteral("smallCellsHint"));
    ASSERT_NE(line, nullptr);
    EXPECT_TRUE(line->isVisible());
    EXPECT_GE(QFontInfo(line->font()).pixelSize(), 18);
    EXPECT_GE(line->geometry().top(), caro()->viewport()->geometry().bottom()) << "under the board, not over it";
    EXPECT_LT(line->height(), 2 * line->fontMetrics().lineSpacing()) << "one line, that takes little from the board";
    // F: the current cell followed at a size the back row reads; the hint goes, and comes back with F.
    QTest::keyClick(caro(), Qt::Key_F);
    settle();
    EXPECT_GE(caro()->cellSize(), 30.0);
    EXPECT_TRUE(caro()->hint().isEmpty());
    QTest::keyClick(caro(), Qt::Key_F);
    settle();
    EXPECT_FALSE(caro()->hint().isEmpty());
    // Translated, like every word on screen, and one line in every language.
    for (const QString& code : {QStringLiteral("zh_TW"), QStringLiteral("zh_CN"), QStringLiteral("vi")}) {
        window->setLanguage(code);
        settle();
        EXPECT_NE(caro()->hint(), hint) << code.toStdString();
        EXPECT_TRUE(caro()->hint().contains(QStringLiteral("F6"))) << caro()->hint().toStdString();
        EXPECT_LT(line->height(), 2 * line->fontMetrics().lineSpacing()) << caro()->hint().toStdString();
    }
    window->setLanguage(QStringLiteral("en"));
    // A board whose cells are large enough says nothing.
    window->inputPanel()->setText(QStringLiteral("7 3\n4 4\n3 4\n4 3\n"));
    window->inputPanel()->reparseNow();
    settle();
    EXPECT_GE(caro()->cellSize(), 30.0);
    EXPECT_TRUE(caro()->hint().isEmpty());
}

/// A student's Python program of 16 lines, with five variables in its one scope.
const QString kStudentsProgram = QStringLiteral("import sys\n"
                                                "\n"
                                                "data = sys.stdin.read().split()\n"
                                                "n, k = int(data[0]), int(data[1])\n"
                                                "total = 0\n"
                                                "moves = []\n"
                                                "\n"
                                                "for i in range(k):\n"
                                                "    r = int(data[2 + 2 * i])\n"
                                                "    c = int(data[3 + 2 * i])\n"
                                                "    moves.append((r, c))\n"
                                                "    total += r + c\n"
                                                "\n"
                                                "\n"
                                                "print(0)\n"
                                                "print(total, file=sys.stderr)\n");

class BoardRoomStepping : public testing::TestWithParam<const char*> {};

TEST_P(BoardRoomStepping, TwelveLinesOfTheProgramAndFourOfItsVariablesAreInSightAt1280x720)
{
    test::freshStart();
    ASSERT_TRUE(language::apply(QString::fromLatin1(GetParam())));
    auto window = std::make_unique<MainWindow>();
    window->show();
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1280, 720);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    settle();
    window->resize(1280, 720);
    settle();
    ASSERT_EQ(window->size(), QSize(1280, 720));
    ASSERT_TRUE(window->session()->setProblem(QStringLiteral("caro")));
    SolutionPanel* panel = window->sidePanel()->solution();
    window->sidePanel()->setCurrentWidget(panel);
    panel->controller()->setLanguage(SolutionPanel::Language::Python);
    panel->editor()->setText(kStudentsProgram);
    QSignalSpy finished(panel->controller(), &SolutionController::recordingFinished);
    panel->controller()->stepThrough();
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_TRUE(panel->controller()->stepping());
    // The Code tab comes to the front: the program, its twelve lines, and its variables, four wholly in sight.
    EXPECT_EQ(window->sidePanel()->currentIndex(), 0);
    for (int i = 0; i < 12; ++i)
        QTest::keyClick(window.get(), Qt::Key_Right);
    settle();
    EXPECT_EQ(panel->stepper()->step(), 12U);
    const auto codeLines = window->code()->editor()->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN);
    WatchPanel* variables = window->watch();
    int rows = 0; // variables wholly in sight, names and values
    for (const QString& name : variables->names()) {
        const QRect rect = variables->visualItemRect(variables->valueItem(name));
        rows += rect.top() >= 0 && rect.bottom() <= variables->viewport()->height() ? 1 : 0;
    }
    ASSERT_GE(variables->names().size(), 4);
    EXPECT_GE(codeLines, 12) << "the code is " << window->code()->height() << " px high";
    EXPECT_GE(rows, 4) << "the variables are " << variables->viewport()->height() << " px high";
    // My solution's editor keeps its twelve lines too, beside the input read and what it printed.
    window->sidePanel()->setCurrentWidget(panel);
    settle();
    const auto lines = panel->editor()->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN);
    EXPECT_GE(lines, 12) << "the editor is " << panel->editor()->height() << " px high";
    // In type the back row reads, larger than a laptop's.
    EXPECT_GE(QFontInfo(panel->editor()->lexer()->font(0)).pixelSize(), 16);
    window.reset();
    language::apply(QStringLiteral("en"));
}

INSTANTIATE_TEST_SUITE_P(Languages, BoardRoomStepping, testing::Values("en", "zh_TW", "zh_CN", "vi"));

} // namespace
