// SPDX-License-Identifier: GPL-3.0-or-later
// The window driven as a student would: keys, clicks, typing.
#include "widgets/callstackbar.h"
#include "widgets/codeview.h"
#include "freshstart.h"
#include "widgets/inputpanel.h"
#include "common/language.h"
#include "window/mainwindow.h"
#include "widgets/methodpicker.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "runapp.h"
#include "problems/cards/cardsview.h"
#include "problems/caro/caroview.h"
#include "window/screenshot.h"
#include "run/session.h"
#include "widgets/watchpanel.h"

#include "cards/cards.h"
#include "caro/caro.h"
#include "caro/randomgame.h"
#include "core/player.h"
#include "core/problem.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <Qsci/qsciscintilla.h>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;
using sb::ui::test::runApp;

namespace {

const QString kSample = QStringLiteral("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n");

class Window : public testing::Test {
protected:
    void SetUp() override
    {
        test::freshStart();
        window = std::make_unique<MainWindow>();
        window->inputPanel()->setText(kSample);
        window->inputPanel()->reparseNow();
        window->resize(1400, 900);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        window->activateWindow();
        caroView()->setFocus();
    }
    void TearDown() override
    {
        window.reset();
        language::apply(QStringLiteral("en"));
    }

    Session* session() const { return window->session(); }
    CaroView* caroView() const { return qobject_cast<CaroView*>(window->board()); }
    CardsView* cardsView() const { return qobject_cast<CardsView*>(window->board()); }
    const sb::Player& player() const { return *session()->player(); }
    sb::CellValue cell(int r, int c) const
    {
        return player().board()[static_cast<std::size_t>(r * 9 + c)];
    }
    void press(Qt::Key key) { QTest::keyClick(window->board(), key); }

    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(Window, StartsOnTheSampleBeforeTheFirstStep)
{
    EXPECT_EQ(session()->methodId(), QStringLiteral("3"));
    EXPECT_EQ(player().position(), 0u);
    EXPECT_EQ(window->code()->currentLine(), 0);
    EXPECT_EQ(window->code()->nextLine(), 19); // ios::sync_with_stdio(false); runs first
    EXPECT_EQ(window->narration(), QStringLiteral("The board is empty. Step forward to play the first move."));
}

TEST_F(Window, TheMarginTellsTheLineThatJustRanFromTheLineThatRunsNext)
{
    for (int i = 0; i < 14; ++i)
        press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 36); // dem += countRay(...): the call
    EXPECT_EQ(window->code()->nextLine(), 7);     // int run = 0; inside countRay
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 7);
    EXPECT_EQ(window->code()->nextLine(), 8);     // long long x = r + dr;
    press(Qt::Key_Left);
    EXPECT_EQ(window->code()->currentLine(), 36);
    EXPECT_EQ(window->code()->nextLine(), 7);
    const QString legend = window->code()->findChild<QLabel*>(QStringLiteral("codeLegend"))->text();
    EXPECT_TRUE(legend.contains(QStringLiteral("just ran")));
    EXPECT_TRUE(legend.contains(QStringLiteral("runs next")));
    press(Qt::Key_End);
    session()->waitUntilIdle();
    EXPECT_EQ(window->code()->currentLine(), 47); // main's closing brace, the last line
    EXPECT_EQ(window->code()->nextLine(), 0);     // nothing runs after it
}

TEST_F(Window, RightAndLeftMoveTheLineAndTheBoardWithThePlayer)
{
    press(Qt::Key_Right);
    EXPECT_EQ(player().position(), 1u);
    EXPECT_EQ(window->code()->currentLine(), 19); // ios::sync_with_stdio(false);
    EXPECT_EQ(window->narration(), QStringLiteral("C++ streams stop keeping in step with C's: reading gets faster."));
    for (int i = 0; i < 10; ++i)
        press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 33); // b[r * W + c] = q;
    EXPECT_EQ(cell(4, 4), 1);
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("t")), QStringLiteral("1"));
    EXPECT_EQ(window->narration(), QStringLiteral("Move 1: X plays at (4, 4)."));
    EXPECT_EQ(window->code()->countAt(33), QStringLiteral("1"));
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 34); // for (int d = 0; d < 4; d++)
    EXPECT_EQ(window->narration(), QStringLiteral("The loop starts: d = 0."));
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 35); // int dem = 1;
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 36); // dem += countRay(...): the call
    press(Qt::Key_Right);
    EXPECT_EQ(window->code()->currentLine(), 7);  // into countRay: int run = 0;
    EXPECT_EQ(player().current()->depth, 2);
    for (int i = 0; i < 4; ++i)
        press(Qt::Key_Left);
    EXPECT_EQ(window->code()->currentLine(), 33);
    for (int i = 0; i < 11; ++i)
        press(Qt::Key_Left);
    EXPECT_EQ(player().position(), 0u);
    EXPECT_EQ(window->code()->currentLine(), 0);
    EXPECT_EQ(cell(4, 4), 0);
    EXPECT_EQ(window->code()->countAt(33), QStringLiteral("0"));
}

TEST_F(Window, SwitchingToPythonKeepsThePlaceOnTheNearestLineBothListingsShare)
{
    const auto anchor = [this] { return std::string(session()->problem().anchors[player().current()->anchor]); };
    for (int i = 0; i < 16; ++i)
        press(Qt::Key_Right);
    ASSERT_EQ(anchor(), "ray-x"); // long long x = r + dr; in countRay, move 1
    const auto looked = player().counter(sb::Counter::CellsLooked);
    press(Qt::Key_C);
    EXPECT_EQ(window->code()->code(), CodeView::Code::Python);
    EXPECT_EQ(anchor(), "ray-x"); // x = r + dr, after Python's module level: a later step number
    EXPECT_EQ(player().position(), 19u);
    EXPECT_EQ(session()->moment(), 1);
    EXPECT_EQ(player().counter(sb::Counter::CellsLooked), looked);
    EXPECT_EQ(window->code()->currentLine(), 8);
    for (int i = 0; i < 3; ++i) // ray-y, the look, the return
        press(Qt::Key_Right);
    ASSERT_EQ(anchor(), "ray-return");
    press(Qt::Key_C);
    EXPECT_EQ(anchor(), "ray-return");
    press(Qt::Key_Right);
    ASSERT_EQ(anchor(), "ray-end"); // C++ stops on countRay's closing brace; Python has none
    press(Qt::Key_C);
    EXPECT_EQ(anchor(), "ray-return"); // the last line both share before it
    EXPECT_EQ(window->code()->code(), CodeView::Code::Python);
}

TEST_F(Window, TheCallStackListsEveryFrameAndAClickOnOneShowsItsVariables)
{
    // Before the first line: the program stands on main's first line, with nothing set yet.
    EXPECT_EQ(window->callStack()->frames(), QStringList{QStringLiteral("main")});
    EXPECT_TRUE(window->watch()->names().isEmpty());
    for (int i = 0; i < 14; ++i)
        press(Qt::Key_Right);
    ASSERT_EQ(session()->problem().anchors[player().current()->anchor], "count-forward");
    // The call line has run: the next line is countRay's first, in a new frame that has its parameters.
    EXPECT_EQ(window->code()->nextLine(), 7);
    EXPECT_EQ(window->callStack()->frames(), (QStringList{QStringLiteral("main"), QStringLiteral("countRay")}));
    EXPECT_EQ(window->watch()->names(), (QStringList{QStringLiteral("r"), QStringLiteral("c"), QStringLiteral("q"),
                                                     QStringLiteral("W")}));
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("r")), QStringLiteral("4"));
    press(Qt::Key_Right);
    press(Qt::Key_Right);
    ASSERT_EQ(window->code()->currentLine(), 8); // long long x = r + dr; inside countRay
    EXPECT_EQ(window->callStack()->frames(), (QStringList{QStringLiteral("main"), QStringLiteral("countRay")}));
    EXPECT_EQ(window->callStack()->chosen(), 2);
    // countRay's own variables, not main's: a debugger's watch shows the frame it stands in.
    EXPECT_EQ(window->watch()->names(), (QStringList{QStringLiteral("r"), QStringLiteral("c"), QStringLiteral("q"),
                                                     QStringLiteral("x"), QStringLiteral("W"), QStringLiteral("run")}));
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("x")), QStringLiteral("4"));
    EXPECT_TRUE(window->watch()->valueOf(QStringLiteral("dem")).isEmpty());
    EXPECT_TRUE(window->callStack()->text().contains(QStringLiteral("Call stack:")));
    EXPECT_EQ(window->code()->frameLine(), 0);
    window->callStack()->choose(1); // a click on main
    EXPECT_EQ(window->callStack()->chosen(), 1);
    EXPECT_EQ(window->code()->frameLine(), 36); // main waits in dem += countRay(...)
    EXPECT_EQ(window->watch()->names(),
              (QStringList{QStringLiteral("t"), QStringLiteral("r"), QStringLiteral("c"), QStringLiteral("q"),
                           QStringLiteral("d"), QStringLiteral("dem"), QStringLiteral("n"), QStringLiteral("k"),
                           QStringLiteral("W")}));
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("dem")), QStringLiteral("1"));
    press(Qt::Key_Right); // the next step shows the innermost frame again
    EXPECT_EQ(window->callStack()->chosen(), 2);
    EXPECT_EQ(window->code()->frameLine(), 0);
    EXPECT_EQ(window->watch()->names(), (QStringList{QStringLiteral("r"), QStringLiteral("c"), QStringLiteral("q"),
                                                     QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("W"),
                                                     QStringLiteral("run")}));
    // Out of countRay (Shift+F11): the rest of it runs, and main stands before its next call line
    // (the other way), in its own frame.
    QTest::keyClick(window->board(), Qt::Key_F11, Qt::ShiftModifier);
    EXPECT_EQ(session()->problem().anchors[session()->stand().anchor], "count-backward");
    EXPECT_EQ(session()->problem().anchors[player().current()->anchor], "ray-end"); // what ran last: its closing brace
    EXPECT_EQ(window->callStack()->frames(), (QStringList{QStringLiteral("main")}));
    EXPECT_FALSE(window->watch()->names().contains(QStringLiteral("run")));
    EXPECT_FALSE(window->watch()->names().contains(QStringLiteral("x")));
    // main's dem has taken the count back (no stone of X east of (4, 4)).
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("dem")), QStringLiteral("1"));
}

TEST_F(Window, PlayStopsBeforeABreakpointsLineRunsAsADebuggerDoes)
{
    ASSERT_FALSE(window->code()->toggleBreakpointAt(30)); // long long r, c; declares, so no debugger stops there
    ASSERT_TRUE(window->code()->toggleBreakpointAt(11));  // run++ in countRay
    EXPECT_TRUE(window->code()->hasBreakpointMarker(11));
    window->playerBar()->setSpeed(3);
    press(Qt::Key_Space);
    EXPECT_TRUE(session()->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!session()->isPlaying(), 5000);
    // Held before run++ runs: the while test that leads to it has run, run is still 0.
    EXPECT_EQ(window->code()->nextLine(), 11);
    EXPECT_EQ(window->code()->currentLine(), 10);
    EXPECT_EQ(session()->problem().anchors[player().current()->anchor], "ray-look");
    EXPECT_EQ(window->watch()->valueOf(QStringLiteral("run")), QStringLiteral("0"));
    const auto stoppedAt = player().position();
    // Space again runs the held line and goes on to the breakpoint's next turn.
    press(Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(!session()->isPlaying(), 5000);
    EXPECT_GT(player().position(), stoppedAt + 1);
    EXPECT_EQ(window->code()->nextLine(), 11);
    EXPECT_EQ(window->code()->currentLine(), 10);
}

TEST_F(Window, SwitchingMethodLandsOnTheSameMoveAndKeepsTheOldCounters)
{
    for (int i = 0; i < 7; ++i)
        press(Qt::Key_PageDown);
    EXPECT_EQ(session()->moment(), 7);
    const auto looked = player().counter(sb::Counter::CellsLooked);
    QAbstractButton* one = window->methodButton(QStringLiteral("1"));
    ASSERT_NE(one, nullptr);
    QTest::mouseClick(one, Qt::LeftButton);
    EXPECT_EQ(session()->methodId(), QStringLiteral("1"));
    EXPECT_EQ(session()->moment(), 7);
    EXPECT_EQ(player().current()->kind, sb::StepKind::Place);
    EXPECT_EQ(cell(4, 1), 1); // move 7 is on the board
    EXPECT_EQ(cell(6, 7), 0); // move 8 is not
    EXPECT_TRUE(window->methodButton(QStringLiteral("1"))->isChecked());
    EXPECT_EQ(window->playerBar()->comparisonText(),
              QStringLiteral("Before: Method 3 at move 7, cells looked at: %1").arg(looked));
    EXPECT_TRUE(window->code()->text().contains(QStringLiteral("someoneWon")));
    // After the click, Space still plays: the button did not take the keyboard.
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window.get(), Qt::Key_Space);
    EXPECT_TRUE(session()->isPlaying());
    session()->pause();
}

TEST_F(Window, ABadInputShowsItsErrorAndKeepsThePreviousRun)
{
    for (int i = 0; i < 11; ++i) // to move 1's stone
        press(Qt::Key_Right);
    QsciScintilla* editor = window->inputPanel()->editor();
    editor->setFocus();
    editor->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClicks(editor, QStringLiteral("1 3"));
    QTest::keyClick(editor, Qt::Key_Return);
    window->inputPanel()->reparseNow();
    EXPECT_EQ(window->inputPanel()->markedLine(), 14);
    EXPECT_TRUE(window->inputPanel()->errorText().startsWith(
        QStringLiteral("Line 14, column 1: unexpected text after the end of the input")));
    EXPECT_EQ(player().position(), 11u); // the run on the last good input stays
    EXPECT_EQ(cell(4, 4), 1);
    EXPECT_EQ(editor->text(), kSample + QStringLiteral("1 3\n")); // nothing typed is lost
    editor->setText(QStringLiteral("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 3\n"));
    window->inputPanel()->reparseNow();
    EXPECT_EQ(window->inputPanel()->markedLine(), 0);
    EXPECT_TRUE(window->inputPanel()->errorText().isEmpty());
    EXPECT_EQ(player().position(), 0u);
}

TEST_F(Window, SwitchingLanguageRedrawsEveryText)
{
    for (int i = 0; i < 11; ++i) // to move 1's stone
        press(Qt::Key_Right);
    const QString english = window->narration();
    QAction* play = window->playerActions()->play();
    EXPECT_EQ(play->text(), QStringLiteral("Play"));
    window->setLanguage(QStringLiteral("zh_TW"));
    EXPECT_NE(play->text(), QStringLiteral("Play"));
    EXPECT_NE(window->narration(), english);
    EXPECT_TRUE(window->narration().contains(QStringLiteral("(4, 4)")));
    EXPECT_TRUE(window->code()->text().contains(QStringLiteral("五子棋")));
    EXPECT_EQ(window->code()->currentLine(), 33); // the highlight stays on its line
    window->setLanguage(QStringLiteral("vi"));
    EXPECT_TRUE(window->code()->text().contains(QStringLiteral("Cờ ca-rô")));
    EXPECT_NE(play->text(), QStringLiteral("Play"));
    window->setLanguage(QStringLiteral("en"));
    EXPECT_EQ(play->text(), QStringLiteral("Play"));
    EXPECT_EQ(window->narration(), english);
    EXPECT_EQ(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("en"));
}

TEST_F(Window, TheInputSurvivesClosingAndReopening)
{
    const QString edited = QStringLiteral("9 3\n1 1\n2 2\n3 3\n");
    window->inputPanel()->editor()->setText(edited);
    window->close();
    window = std::make_unique<MainWindow>();
    EXPECT_EQ(window->inputPanel()->text(), edited);
    EXPECT_EQ(static_cast<const sb::caro::CaroInput&>(*window->session()->input()).n, 9);
}

TEST_F(Window, ZoomsInAndOutAroundTheBoard)
{
    const double fitted = caroView()->cellSize();
    QTest::keyClick(window->board(), Qt::Key_Plus, Qt::ControlModifier);
    EXPECT_NEAR(caroView()->cellSize(), std::min(fitted * 1.25, 96.0), 0.01);
    QTest::keyClick(window->board(), Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(window->board(), Qt::Key_Minus, Qt::ControlModifier);
    EXPECT_LT(caroView()->cellSize(), fitted);
    QTest::keyClick(window->board(), Qt::Key_0, Qt::ControlModifier);
    EXPECT_NEAR(caroView()->cellSize(), fitted, 0.01);
}

TEST_F(Window, PresentModeDoublesTheTextAndReturns)
{
    const qreal normal = window->font().pointSizeF();
    QTest::keyClick(window.get(), Qt::Key_F5);
    EXPECT_TRUE(window->presentation());
    EXPECT_NEAR(window->font().pointSizeF(), normal * 2, 0.01);
    QTest::keyClick(window.get(), Qt::Key_F5);
    EXPECT_FALSE(window->presentation());
    EXPECT_NEAR(window->font().pointSizeF(), normal, 0.01);
}

namespace {

/// Distinct colours in an image: a blank picture has one or two.
int colours(const QImage& image)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            seen.insert(image.pixel(x, y));
    return seen.size();
}

} // namespace

TEST_F(Window, AScreenshotHasTheAskedSizeAndShowsTheBoard)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shot.png"));
    window->session()->seek(150);
    ASSERT_TRUE(saveScreenshot(*window, QSize(1000, 700), false, path));
    const QImage image(path);
    EXPECT_EQ(image.size(), QSize(1000, 700));
    EXPECT_GT(colours(image), 50);
}

TEST(CommandLine, WritesAScreenshotWithoutADisplay)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cli.png"));
    QString error;
    EXPECT_EQ(runApp({QStringLiteral("--screenshot"), path, QStringLiteral("--size"), QStringLiteral("900x640"),
                      QStringLiteral("--lang"), QStringLiteral("vi"), QStringLiteral("--method"), QStringLiteral("2"),
                      QStringLiteral("--input"),
                      QStringLiteral(STEPBOARD_RESOURCES_DIR "/samples/caro/fills-middle.txt"),
                      QStringLiteral("--step"), QStringLiteral("60")},
                     &error),
              0)
        << error.toStdString();
    const QImage image(path);
    EXPECT_EQ(image.size(), QSize(900, 640));
    EXPECT_GT(colours(image), 50);
}

TEST_F(Window, ABigBoardGetsAMinimapWhenZoomedIn)
{
    sb::caro::RandomGameOptions o;
    o.n = 400;
    o.moves = 6000;
    o.seed = 3;
    window->inputPanel()->setText(QString::fromStdString(sb::caro::randomGame(o).value()));
    window->inputPanel()->reparseNow();
    session()->toEnd();
    CaroView* board = caroView();
    board->fitToWindow();
    EXPECT_FALSE(board->minimapVisible());
    board->setCellSize(24);
    EXPECT_TRUE(board->minimapVisible());
    // The view follows the last move: its cell is on screen.
    session()->previous();
    session()->next();
    const QPointF last = board->cellCenter(player().var(static_cast<int>(sb::caro::Var::r)),
                                           player().var(static_cast<int>(sb::caro::Var::c)));
    EXPECT_TRUE(QRectF(board->viewport()->rect()).contains(last));
    const QImage image = board->viewport()->grab().toImage();
    EXPECT_GT(colours(image), 20);
    board->fitToWindow();
    EXPECT_FALSE(board->minimapVisible());
}

TEST_F(Window, TheCardGameShowsItsTableItsListingAndItsSamples)
{
    session()->setProblem(QStringLiteral("cards"));
    ASSERT_NE(cardsView(), nullptr);
    EXPECT_EQ(session()->methodId(), QStringLiteral("grid"));
    EXPECT_EQ(window->inputPanel()->text(), QStringLiteral("3 6\n0 2 3 8 0 2\n1 1 4 4 5 7\n5 6 3 8 6 7\n"));
    EXPECT_TRUE(window->code()->text().contains(QStringLiteral("scanLine")));
    EXPECT_EQ(cardsView()->header(), QStringLiteral("Round 0  ·  Score 0"));
    EXPECT_NE(window->methodPicker()->wrongList()->findData(QStringLiteral("mistake-no-skip")), -1);
    EXPECT_NE(window->methodButton(QStringLiteral("row")), nullptr);
    EXPECT_EQ(window->methodButton(QStringLiteral("3")), nullptr);
    window->inputPanel()->loadSample(3); // self-test 2: 5 3 3 5
    EXPECT_EQ(window->inputPanel()->text(), QStringLiteral("1 4\n5 3 3 5\n"));
}

TEST_F(Window, ACardPairFadesAwayWhenItIsTakenOff)
{
    session()->setProblem(QStringLiteral("cards"));
    window->inputPanel()->loadSample(3); // 5 3 3 5
    window->board()->setFocus();
    while (player().current() == nullptr || player().current()->kind != sb::StepKind::Remove)
        press(Qt::Key_Right);
    EXPECT_EQ(player().board()[1], sb::cards::kTaken);
    EXPECT_EQ(player().board()[2], sb::cards::kTaken);
    EXPECT_TRUE(cardsView()->fading());
    EXPECT_EQ(cardsView()->header(), QStringLiteral("Round 1  ·  Score 3"));
    EXPECT_EQ(window->narration(), QStringLiteral("Its partner 3 at (0, 1) leaves too: the pair is gone."));
    QTRY_VERIFY_WITH_TIMEOUT(!cardsView()->fading(), 3000);
    press(Qt::Key_Left); // going back puts the card on the table again, without a fade
    EXPECT_EQ(player().board()[1], sb::cards::kCard);
    EXPECT_EQ(player().board()[2], sb::cards::kTaken);
    EXPECT_FALSE(cardsView()->fading());
    EXPECT_EQ(window->narration(), QStringLiteral("The card 3 at (0, 2) leaves the table: its cell is EMPTY now."));
    press(Qt::Key_Left); // the pair's points: both cards still there
    EXPECT_EQ(player().board()[2], sb::cards::kCard);
    EXPECT_EQ(window->narration(), QStringLiteral("A pair of 3s: the score goes up by 3, to 3."));
    press(Qt::Key_Right); // the first card leaves on its own line, and fades
    EXPECT_EQ(player().board()[2], sb::cards::kTaken);
    EXPECT_TRUE(cardsView()->fading());
    press(Qt::Key_PageDown);
    EXPECT_EQ(cardsView()->header(), QStringLiteral("Round 1  ·  Score 3"));
    EXPECT_EQ(player().current()->kind, sb::StepKind::PassEnd);
    window->session()->toEnd();
    EXPECT_EQ(window->narration(), QStringLiteral("The end of main: the program is over."));
    press(Qt::Key_Left);
    press(Qt::Key_Left);
    EXPECT_EQ(window->narration(), QStringLiteral("The program prints its score: 8."));
}

TEST_F(Window, AnEmptyCardInputAsksForNAndMAndAnEmptyCaroInputForNAndK)
{
    session()->setProblem(QStringLiteral("cards"));
    window->inputPanel()->setText(QString());
    window->inputPanel()->reparseNow();
    ASSERT_TRUE(session()->hasInputError());
    const auto firstLine = [this] {
        const QString shown = window->inputPanel()->errorText();
        return shown.left(shown.indexOf(QLatin1Char('\n')));
    };
    EXPECT_EQ(firstLine(), QStringLiteral("Line 1, column 1: the input is empty: the first line must give n and m, the "
                                          "numbers of rows and columns"));
    window->setLanguage(QStringLiteral("zh_TW"));
    EXPECT_EQ(firstLine(), QStringLiteral("第 1 行第 1 個字元：輸入是空的：第一行必須有 n 和 m，也就是列數和欄數"));
    window->setLanguage(QStringLiteral("vi"));
    EXPECT_EQ(firstLine(), QStringLiteral("Dòng 1, cột 1: dữ liệu vào bị trống: dòng đầu phải cho n và m, tức số hàng và số cột"));
    window->setLanguage(QStringLiteral("en"));
    session()->setProblem(QStringLiteral("caro"));
    window->inputPanel()->setText(QString());
    window->inputPanel()->reparseNow();
    EXPECT_EQ(firstLine(), QStringLiteral("Line 1, column 1: the input is empty: the first line must give N and K"));
}

TEST_F(Window, ClickingACardAsksForItsValueAndAWrongTableKeepsTheLastRun)
{
    session()->setProblem(QStringLiteral("cards"));
    CardsView* view = cardsView();
    QObject::disconnect(view, &CardsView::cardClicked, nullptr, nullptr); // no modal dialog in a test
    int clickedRow = -1, clickedColumn = -1;
    QObject::connect(view, &CardsView::cardClicked, [&](int r, int c) {
        clickedRow = r;
        clickedColumn = c;
    });
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->cardRect(1, 2).center().toPoint());
    EXPECT_EQ(clickedRow, 1);
    EXPECT_EQ(clickedColumn, 2);
    press(Qt::Key_Right);
    view->setCardValue(1, 2, 9); // 4 becomes 9: now 9 and 4 are there once each
    EXPECT_TRUE(session()->hasInputError());
    EXPECT_EQ(window->inputPanel()->markedLine(), 3);
    EXPECT_TRUE(window->inputPanel()->errorText().startsWith(QStringLiteral(
        "Line 3, column 5: the value 9 appears only once (row 2, column 3): every value must appear exactly twice")));
    EXPECT_EQ(player().position(), 1u); // the last good run stays
    view->setCardValue(1, 3, 9);
    EXPECT_FALSE(session()->hasInputError());
    EXPECT_EQ(window->inputPanel()->text(), QStringLiteral("3 6\n0 2 3 8 0 2\n1 1 9 9 5 7\n5 6 3 8 6 7\n"));
}

TEST_F(Window, SwitchingToAMistakeLandsInTheSameRound)
{
    session()->setProblem(QStringLiteral("cards"));
    press(Qt::Key_PageDown); // round 1 ends
    press(Qt::Key_PageDown); // round 2 ends
    EXPECT_EQ(session()->moment(), 2);
    QComboBox* wrong = window->methodPicker()->wrongList();
    wrong->setCurrentIndex(wrong->findData(QStringLiteral("mistake-rows-only")));
    emit wrong->activated(wrong->currentIndex());
    EXPECT_EQ(session()->methodId(), QStringLiteral("mistake-rows-only"));
    EXPECT_EQ(session()->moment(), 2);
    EXPECT_TRUE(window->playerBar()->comparisonText().startsWith(QStringLiteral("Before: Rows and columns in round 2")));
    EXPECT_TRUE(window->playerBar()->statusText().contains(QStringLiteral("Round 2")));
}
