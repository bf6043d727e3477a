// SPDX-License-Identifier: GPL-3.0-or-later
// The window's views: languages, zoom, projector mode, screenshots, the minimap, the card
// table edited by a click, and a switch to a mistake in the same round.
#include "windowtest.h"
#include "testpaths.h"

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
                      (sb::ui::test::resourcesPath() + QStringLiteral("/samples/caro/fills-middle.txt")),
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
    while (player().current() == nullptr || player().current()->kind != sb::cards::Kinds::Remove)
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
    EXPECT_EQ(player().current()->kind, sb::cards::Kinds::PassEnd);
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
