// SPDX-License-Identifier: GPL-3.0-or-later
// The Mayan puzzle in the window: the board, the search's call stack, stepping over a subtree.
#include "widgets/codeview.h"
#include "widgets/inputpanel.h"
#include "window/mainwindow.h"
#include "problemwindow.h"
#include "problems/mayan/mayanview.h"
#include "run/problemui.h"
#include "problems/mayan/randomboarddialog.h"
#include "run/session.h"
#include "standing.h"
#include "textsizes.h"
#include "widgets/watchpanel.h"

#include "core/player.h"
#include "core/problem.h"
#include "core/step.h"
#include "mayan/mayan.h"

#include <QApplication>
#include <QTest>

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <numeric>

using namespace sb::ui;

namespace {

class Mayan : public test::ProblemWindow<MayanView> {
protected:
    Mayan() : ProblemWindow(QStringLiteral("mayan")) {}
};

TEST_F(Mayan, OpensOnTheSampleAndItsBoard)
{
    ASSERT_NE(view(), nullptr);
    EXPECT_EQ(session()->methodId(), QStringLiteral("dfs-pruned"));
    EXPECT_EQ(view()->depth(), 0);
    // The board is empty until the program reads it.
    EXPECT_EQ(player().board()[static_cast<std::size_t>(sb::mayan::cellOf(0, 0))], 0);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(sb::mayan::cellOf(4, 3))], 0);
    // The search starts (its root is the first node) once the whole input is read.
    do
        key(Qt::Key_Right);
    while (!player().atEnd() && player().counter(sb::mayan::Counters::DfsNodes) == 0);
    EXPECT_EQ(view()->depth(), 0);
    EXPECT_TRUE(window->narration().startsWith(QStringLiteral("The search starts from the input board with 3 moves to make.")))
        << window->narration().toStdString();
    // The NOIP sample: column 0 holds colour 1, column 4 holds 2 4 3 4 from the bottom.
    EXPECT_EQ(player().board()[static_cast<std::size_t>(sb::mayan::cellOf(0, 0))], 1);
    EXPECT_EQ(player().board()[static_cast<std::size_t>(sb::mayan::cellOf(4, 3))], 4);
}

TEST_F(Mayan, EnteringAFramePutsItsMoveOnTheCallStack)
{
    forwardTo(sb::mayan::Kinds::DfsEnter);
    EXPECT_EQ(view()->depth(), 1);
    EXPECT_EQ(view()->frameMove(0), QStringLiteral("0 0 1"));
    EXPECT_TRUE(window->narration().startsWith(QStringLiteral("Depth 0 tries the move 0 0 1"))) << window->narration().toStdString();
    forwardTo(sb::mayan::Kinds::DfsEnter);
    EXPECT_EQ(view()->depth(), 2);
    // A click on the first frame shows the board it began from: the input board.
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, view()->frameRect(0).center().toPoint());
    EXPECT_EQ(view()->shownFrame(), 0);
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, view()->frameRect(0).center().toPoint());
    EXPECT_EQ(view()->shownFrame(), -1);
}

/// Nodes and prunes per search depth (moves made), counted the plain way: walking the engine's
/// own trace and keeping track of the frames on the stack, as far as step `last` (0: to the end).
struct DepthCounts {
    MayanView::PerDepth nodes{};
    MayanView::PerDepth prunes{};
};

DepthCounts countByWalking(const QString& method, const QString& text, std::uint64_t last = 0)
{
    const sb::ProblemDesc& problem = sb::mayan::kProblem;
    sb::Trace trace = problem.method(method.toStdString())->trace(problem.parse(text.toStdString()));
    DepthCounts counts;
    std::size_t frames = 0;
    for (std::uint64_t step = 1; (last == 0 || step <= last) && trace.steps.next(); ++step) {
        const sb::Step& s = trace.steps.value();
        if (s.kind == sb::mayan::Kinds::DfsEnter)
            ++frames; // the node its move makes is one deeper than the frames below it
        if (s.kind == sb::mayan::Kinds::DfsLeave)
            --frames;
        for (const sb::CounterInc& c : s.increments()) {
            if (c.counter == sb::mayan::Counters::DfsNodes)
                counts.nodes[frames] += c.amount;
            else if (c.counter == sb::mayan::Counters::ColourPrunes || c.counter == sb::mayan::Counters::MemoPrunes)
                counts.prunes[frames] += c.amount;
        }
    }
    return counts;
}

/// A board on which the prunes cut 135 nodes for a colour with 1 or 2 blocks and 34 known dead ends.
const QString kPrunedBoard = QStringLiteral("4\n1 2 0\n1 0\n2 1 3 0\n3 2 2 0\n1 3 3 2 0\n");

TEST_F(Mayan, TheSearchTreeCountsTheNodesAndPrunesOfEachDepthSoFarAndInAll)
{
    ASSERT_TRUE(session()->setInput(kPrunedBoard));
    session()->waitForTimeline();
    QApplication::processEvents();
    ASSERT_TRUE(view()->totalsKnown());
    const DepthCounts whole = countByWalking(QStringLiteral("dfs-pruned"), kPrunedBoard);
    EXPECT_EQ(whole.nodes, (MayanView::PerDepth{1, 12, 106, 590, 5663, 0}));
    EXPECT_EQ(whole.prunes, (MayanView::PerDepth{0, 3, 56, 110, 0, 0}));
    EXPECT_EQ(view()->nodesInAll(), whole.nodes);
    EXPECT_EQ(view()->prunesInAll(), whole.prunes);

    session()->seek(200000);
    session()->waitUntilIdle();
    const DepthCounts part = countByWalking(QStringLiteral("dfs-pruned"), kPrunedBoard, 200000);
    EXPECT_EQ(view()->nodesSoFar(), part.nodes);
    EXPECT_EQ(view()->prunesSoFar(), part.prunes);
    EXPECT_GT(part.prunes[2], 0);
    EXPECT_LT(part.nodes[4], whole.nodes[4]);

    session()->toEnd();
    session()->waitUntilIdle();
    ASSERT_TRUE(player().atEnd());
    EXPECT_EQ(view()->nodesSoFar(), whole.nodes);
    EXPECT_EQ(view()->prunesSoFar(), whole.prunes);
    // Every node and prune the counters show sits at some depth.
    const auto sum = [](const MayanView::PerDepth& a) { return std::accumulate(a.begin(), a.end(), qint64{0}); };
    EXPECT_EQ(sum(whole.nodes), player().counter(sb::mayan::Counters::DfsNodes));
    EXPECT_EQ(sum(whole.prunes), player().counter(sb::mayan::Counters::ColourPrunes) + player().counter(sb::mayan::Counters::MemoPrunes));
}

TEST_F(Mayan, ThePlainSearchPrunesNothingAndSearchesMoreNodes)
{
    ASSERT_TRUE(session()->setInput(kPrunedBoard));
    ASSERT_TRUE(session()->setMethod(QStringLiteral("dfs-plain")));
    session()->waitForTimeline();
    QApplication::processEvents();
    session()->seek(50000);
    EXPECT_EQ(view()->prunesSoFar(), MayanView::PerDepth{});
    EXPECT_EQ(view()->prunesInAll(), MayanView::PerDepth{});
    EXPECT_EQ(view()->nodesInAll(), countByWalking(QStringLiteral("dfs-plain"), kPrunedBoard).nodes);
    EXPECT_GT(view()->nodesInAll()[4], 5663); // more than the pruned search's deepest level
}

TEST_F(Mayan, AFrameOnTheStackCountsAsANodeOneDeeper)
{
    forwardTo(sb::mayan::Kinds::DfsEnter);
    EXPECT_EQ(view()->nodesSoFar(), (MayanView::PerDepth{1, 1, 0, 0, 0, 0}));
    forwardTo(sb::mayan::Kinds::DfsEnter);
    EXPECT_EQ(view()->nodesSoFar(), (MayanView::PerDepth{1, 1, 1, 0, 0, 0}));
}

TEST_F(Mayan, CallStackRowsAreReadableOnA1024x768Projector)
{
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    QApplication::processEvents();
    ASSERT_EQ(window->size(), QSize(1024, 768));
    ASSERT_TRUE(session()->setInput(kPrunedBoard)); // 4 moves: 4 rows to fit
    for (int k = 0; k < 4; ++k)
        forwardTo(sb::mayan::Kinds::DfsEnter);
    ASSERT_EQ(view()->depth(), 4);
    QApplication::processEvents(); // the labels' new heights are laid out: the view gets the height it shows
    const QRectF viewport = QRectF(view()->viewport()->rect());
    for (int d = 0; d < 4; ++d) {
        const QRectF row = view()->frameRect(d);
        EXPECT_GE(row.height(), 38) << "row " << d; // the move is set in large type
        EXPECT_GE(row.height(), 0.8 * view()->cellRect(0, 0).height()) << "row " << d;
        EXPECT_GE(row.width(), 180) << "row " << d;
        EXPECT_TRUE(viewport.contains(row)) << "row " << d;
        if (d > 0) {
            EXPECT_GE(row.top(), view()->frameRect(d - 1).bottom()) << "row " << d;
        }
    }
    // The tree follows below the stack, all of it inside the view.
    EXPECT_GE(view()->treeRowRect(0).top(), view()->frameRect(3).bottom());
    EXPECT_LE(view()->treeRowRect(4).bottom(), viewport.bottom());
    EXPECT_GE(view()->treeRowRect(0).height(), 16);
}

TEST_F(Mayan, TheBoardAloneTakesTheRoomOfTheSearch)
{
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    QApplication::processEvents();
    forwardTo(sb::mayan::Kinds::DfsEnter);
    ASSERT_EQ(view()->depth(), 1);
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
    const QRectF viewport = QRectF(view()->viewport()->rect());
    ASSERT_GT(view()->frameRect(0).width(), 0);
    const QPoint stackWas = view()->frameRect(0).center().toPoint();
    // A pane beside another board asks for the board alone: as large as the view lets it, no stack, no tree.
    view()->setBoardAlone(true);
    const QRectF board = view()->cellRect(0, sb::mayan::kRows - 1).united(view()->cellRect(sb::mayan::kColumns - 1, 0));
    EXPECT_TRUE(viewport.contains(board));
    EXPECT_GE(std::max(board.width() / viewport.width(), board.height() / viewport.height()), 0.85)
        << board.width() << "x" << board.height() << " in " << viewport.width() << "x" << viewport.height();
    EXPECT_TRUE(view()->frameRect(0).isEmpty());
    EXPECT_TRUE(view()->treeRowRect(0).isEmpty());
    // A click where the stack was shows no frame; with the search again it does.
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, stackWas);
    EXPECT_EQ(view()->shownFrame(), -1);
    view()->setBoardAlone(false);
    EXPECT_GT(view()->frameRect(0).width(), 0);
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, stackWas);
    EXPECT_EQ(view()->shownFrame(), 0);
}

/// Steps to each of the first `moves` steps that move a block, and checks that the move's arrow
/// covers no block's number (the numbers name the colours: "1 -> 3" must stay readable).
/// Returns how many of them were falls (an arrow down a column).
int expectArrowsHideNoNumber(MayanView* view, const sb::Player& player, const std::function<void()>& step, int moves,
                             const std::string& where)
{
    int seen = 0, falls = 0;
    while (seen < moves && !player.atEnd()) {
        step();
        bool source = false, target = false;
        for (const sb::Highlight& h : player.current()->marks()) {
            source = source || h.kind == sb::HighlightKind::Source;
            target = target || h.kind == sb::HighlightKind::Target;
        }
        if (!source || !target)
            continue;
        ++seen;
        const std::vector<test::DrawnText> texts = test::drawnTexts(view->viewport());
        const QRectF arrow = view->moveArrowRect();
        const std::string here = where + " at step " + std::to_string(player.position());
        EXPECT_FALSE(arrow.isEmpty()) << here;
        falls += arrow.height() > arrow.width() ? 1 : 0;
        const QRectF board = view->cellRect(0, sb::mayan::kRows - 1).united(view->cellRect(sb::mayan::kColumns - 1, 0));
        int numbers = 0;
        for (const test::DrawnText& t : texts) {
            if (!board.contains(t.rect.center()))
                continue; // the row and column numbers, the search beside
            ++numbers;
            EXPECT_FALSE(t.rect.intersects(arrow))
                << here << ": the arrow " << arrow.x() << "," << arrow.y() << " " << arrow.width() << "x" << arrow.height()
                << " covers the number " << t.text.toStdString() << " at " << t.rect.x() << "," << t.rect.y() << " "
                << t.rect.width() << "x" << t.rect.height();
        }
        EXPECT_GT(numbers, 0) << here;
        // Still an arrow a class sees: from the middle of one block to the middle of the other.
        EXPECT_GE(std::max(arrow.width(), arrow.height()), view->cellRect(0, 0).width() * 0.9) << here;
        EXPECT_GE(std::min(arrow.width(), arrow.height()), 6.0) << here;
    }
    EXPECT_EQ(seen, moves) << where;
    return falls;
}

TEST_F(Mayan, TheMovesArrowHidesNoBlocksNumber)
{
    // The sample's moves start on the bottom row (0 0 1), where the arrow has only the margin below.
    expectArrowsHideNoNumber(view(), player(), [this] { key(Qt::Key_Right); }, 12, "laptop");
    // A block's fall: its arrow down the column, beside the numbers.
    EXPECT_EQ(expectArrowsHideNoNumber(view(), player(), [this] { forwardTo(sb::mayan::Kinds::Fall); }, 2, "laptop, falls"), 2);
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    QApplication::processEvents();
    ASSERT_TRUE(session()->setInput(kPrunedBoard));
    QApplication::processEvents();
    expectArrowsHideNoNumber(view(), player(), [this] { key(Qt::Key_Right); }, 12, "1024x768 projector");
    EXPECT_EQ(expectArrowsHideNoNumber(view(), player(), [this] { forwardTo(sb::mayan::Kinds::Fall); }, 2, "projector, falls"), 2);
}

TEST_F(Mayan, OnA1024x768ProjectorABlocksFallShowsItsNestedLinesAndFallsVariables)
{
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    QApplication::processEvents();
    ASSERT_EQ(window->size(), QSize(1024, 768));
    // The chain sample: the first drop is block (2, 3) falling to (2, 0), inside fall()'s inner loop.
    ASSERT_TRUE(session()->setInput(QStringLiteral("1\n2 0\n1 0\n2 1 1 2 0\n0\n0\n")));
    forwardTo(sb::mayan::Kinds::Fall);
    ASSERT_EQ(session()->problem().anchors[player().current()->anchor], "fall-drop");
    QApplication::processEvents();
    // Four levels deep, the swap keeps half its indentation: 8 spaces, not 16.
    const QString shown = window->code()->text();
    EXPECT_TRUE(shown.contains(QStringLiteral("\n        swap(b[x][y], b[x][to]);"))) << shown.toStdString();
    EXPECT_FALSE(shown.contains(QStringLiteral("\n                swap(")));
    // fall()'s three variables and the file's n (the moves to make) show whole under the code.
    WatchPanel* watch = window->watch();
    ASSERT_EQ(watch->names(), (QStringList{QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("to"), QStringLiteral("n")}));
    for (const QString& name : watch->names())
        EXPECT_TRUE(watch->viewport()->rect().contains(watch->visualItemRect(watch->valueItem(name)))) << name.toStdString();
    EXPECT_EQ(watch->valueOf(QStringLiteral("y")), QStringLiteral("3"));
    EXPECT_EQ(watch->valueOf(QStringLiteral("to")), QStringLiteral("0"));
    // Out of projector mode the listing is shown as written again.
    window->setPresentation(false);
    EXPECT_TRUE(window->code()->text().contains(QStringLiteral("\n                swap(b[x][y], b[x][to]);")));
}

TEST_F(Mayan, ClearedBlocksFadeAndBlocksAboveFallInMotion)
{
    forwardTo(sb::mayan::Kinds::Clear);
    EXPECT_TRUE(view()->animating());
    QTRY_VERIFY_WITH_TIMEOUT(!view()->animating(), 3000);
    forwardTo(sb::mayan::Kinds::Fall);
    ASSERT_FALSE(player().atEnd());
    EXPECT_TRUE(view()->animating());
    key(Qt::Key_Left); // going back shows the state at once
    EXPECT_FALSE(view()->animating());
}

TEST_F(Mayan, SteppingOverAFrameRunsItsWholeSubtree)
{
    // F10 before the line that calls tryMove() for the first move runs that move's whole subtree.
    const auto anchors = sb::mayan::kProblem.anchors;
    const auto anchor = [&] { return std::string(anchors[player().current()->anchor]); };
    do
        key(Qt::Key_Right);
    while (!player().atEnd() && anchor() != "try-call");
    ASSERT_EQ(anchor(), "try-call");
    const int line = player().current()->depth;
    key(Qt::Key_Left); // the program stands before the call
    EXPECT_TRUE(sb::ui::test::standsOn(*session(), "try-call"));
    EXPECT_EQ(view()->depth(), 0);
    EXPECT_EQ(player().counter(sb::mayan::Counters::DfsNodes), 1); // the root
    key(Qt::Key_F10);
    session()->waitUntilIdle();
    // Before the rest of the calling line, with the move's whole subtree searched: it holds no answer.
    EXPECT_TRUE(sb::ui::test::standsOn(*session(), "try-call"));
    EXPECT_EQ(sb::ui::test::stackDepth(*session()), line);
    EXPECT_EQ(player().current()->depth, line + 1); // what ran last: tryMove's last line
    EXPECT_EQ(view()->depth(), 0);
    EXPECT_EQ(player().counter(sb::mayan::Counters::DfsNodes), 155);
}

TEST_F(Mayan, TheCodeKeepsTheLineThatRanAndTheNextOneInView)
{
    // fall()'s loop over the columns ends on its header; the program stands on the function's closing
    // brace ten lines below: both are in sight.
    const auto& anchors = sb::mayan::kProblem.anchors;
    do
        key(Qt::Key_Right);
    while (!player().atEnd() && !sb::ui::test::standsOn(*session(), "fall-end"));
    ASSERT_EQ(anchors[player().current()->anchor], "fall-x");
    CodeView* code = window->code();
    ASSERT_GE(code->nextLine(), code->currentLine() + 10);
    EXPECT_TRUE(code->lineInView(code->nextLine()));
    EXPECT_TRUE(code->lineInView(code->currentLine()));
    // On a 1024x768 projector they do not both fit: the next line is the one kept, as in a debugger.
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    QApplication::processEvents();
    key(Qt::Key_Left);
    key(Qt::Key_Right);
    EXPECT_TRUE(code->lineInView(code->nextLine()));
}

TEST_F(Mayan, TheSampleEndsWithTheJudgesAnswer)
{
    session()->toEnd();
    session()->waitUntilIdle();
    EXPECT_EQ(window->verdict(), QStringLiteral("Prints 2 1 1 / 3 1 1 / 3 0 1: the right answer."));
}

TEST_F(Mayan, ABoardBuiltBackwardsIsSolvable)
{
    RandomBoardDialog dialog(window.get());
    ASSERT_TRUE(dialog.generate(2, 4, 12, true, 11));
    window->inputPanel()->setText(dialog.text());
    window->inputPanel()->reparseNow();
    ASSERT_FALSE(session()->hasInputError());
    EXPECT_NE(session()->referenceOutput(), QStringLiteral("-1"));
}

TEST_F(Mayan, AColumnLineWithoutItsZeroIsMarkedAtTheEndOfThatLine)
{
    // The sample with the first column's 0 left out: the columns must not merge into another board.
    window->inputPanel()->setText(QStringLiteral("3\n1\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n0\n"));
    window->inputPanel()->reparseNow();
    ASSERT_TRUE(session()->hasInputError());
    EXPECT_EQ(window->inputPanel()->markedLine(), 2);
    EXPECT_TRUE(window->inputPanel()->errorText().startsWith(
        QStringLiteral("Line 2, column 2: column 0: the line ends before the 0 that ends the column\n")))
        << window->inputPanel()->errorText().toStdString();
}

TEST_F(Mayan, TheLineErrorsAndABoardThatClearsBeforeAnyMoveSpeakEveryLanguage)
{
    const struct {
        const char* text;
        const char* english;
        const char* zhTW;
        const char* zhCN;
        const char* vi;
    } cases[] = {
        {"1\n2 0\n2 0\n2 0\n0\n0\n",
         "Line 2, column 1: column 0, row 0: three or more blocks of colour 2 are in a line before any move, which the "
         "puzzle rules out",
         "第 2 行第 1 個字元：第 0 欄第 0 列：還沒移動就已有三個以上顏色 2 的方塊連成一線，題目不允許這樣的盤面",
         "第 2 行第 1 列：第 0 列第 0 行：还没移动就已有三个或更多颜色 2 的方块连成一线，题目不允许这样的棋盘",
         "Dòng 2, cột 1: cột 0, hàng 0: chưa đi nước nào đã có từ ba khối màu 2 trở lên thẳng hàng, điều đề bài không "
         "cho phép"},
        {"1\n1 0 2 0\n0\n0\n0\n", "Line 2, column 5: column 0 ends at its 0: the next column goes on the next line",
         "第 2 行第 5 個字元：第 0 欄到它的 0 就結束了：下一欄要寫在下一行",
         "第 2 行第 5 列：第 0 列到它的 0 就结束了：下一列要写在下一行",
         "Dòng 2, cột 5: cột 0 kết thúc ở số 0 của nó: cột tiếp theo phải nằm ở dòng sau"},
        {"3 1 0\n", "Line 1, column 3: the first line holds n alone: the columns start on the next line",
         "第 1 行第 3 個字元：第一行只能有 n：各欄從下一行開始", "第 1 行第 3 列：第一行只能有 n：各列从下一行开始",
         "Dòng 1, cột 3: dòng đầu chỉ ghi n: các cột bắt đầu từ dòng sau"},
        {"", "Line 1, column 1: the input is empty: the first line must give n, the number of moves",
         "第 1 行第 1 個字元：輸入是空的：第一行必須有 n，也就是步數", "第 1 行第 1 列：输入为空：第一行必须给出 n，即步数",
         "Dòng 1, cột 1: dữ liệu vào bị trống: dòng đầu phải cho n, tức số nước đi"},
    };
    for (const auto& c : cases) {
        window->inputPanel()->setText(QString::fromUtf8(c.text));
        window->inputPanel()->reparseNow();
        ASSERT_TRUE(session()->hasInputError()) << c.text;
        for (const auto& [code, words] : {std::pair{"en", c.english}, std::pair{"zh_TW", c.zhTW},
                                          std::pair{"zh_CN", c.zhCN}, std::pair{"vi", c.vi}}) {
            window->setLanguage(QString::fromLatin1(code));
            const QString shown = window->inputPanel()->errorText();
            EXPECT_EQ(shown.left(shown.indexOf(QLatin1Char('\n'))), QString::fromUtf8(words)) << code;
        }
        window->setLanguage(QStringLiteral("en"));
    }
}

TEST_F(Mayan, SwitchingMethodLandsOnTheSameNodeUnderTheSameFirstMoveElseAtTheStartOfThatMove)
{
    const ProblemUi& ui = problemUi("mayan");
    const auto nodes = [this] { return player().counter(sb::mayan::Counters::DfsNodes); };
    // The pruned search cuts nothing on the sample: its node 300 is the editorial search's node 300.
    session()->seekToCounter(static_cast<int>(sb::mayan::Counters::DfsNodes), 300);
    session()->waitUntilIdle();
    const QVector<qint32> first = ui.topLevelMove(player().board());
    ASSERT_EQ(first.size(), 3);
    ASSERT_TRUE(session()->setMethod(QStringLiteral("dfs")));
    session()->waitUntilIdle();
    EXPECT_EQ(nodes(), 300);
    EXPECT_EQ(ui.topLevelMove(player().board()), first);

    // The plain search finds the answer at its node 2843, under the first move 2 1 1. The editorial's
    // search has 877 nodes in all: it lands where it enters that same first move.
    ASSERT_TRUE(session()->setMethod(QStringLiteral("dfs-plain")));
    session()->toEnd();
    session()->waitUntilIdle();
    ASSERT_EQ(nodes(), 2843);
    ASSERT_EQ(ui.topLevelMove(player().board()), (QVector<qint32>{2, 1, -1}));
    ASSERT_TRUE(session()->setMethod(QStringLiteral("dfs")));
    session()->waitUntilIdle();
    ASSERT_NE(player().current(), nullptr);
    EXPECT_EQ(player().current()->kind, sb::mayan::Kinds::DfsEnter);
    EXPECT_EQ(view()->depth(), 1);
    EXPECT_EQ(view()->frameMove(0), QStringLiteral("2 1 1"));
    EXPECT_TRUE(window->narration().startsWith(QStringLiteral("Depth 0 tries the move 2 1 1"))) << window->narration().toStdString();
    // The same place found by walking the editorial search's own steps: its first entry into 2 1 1 at depth 0.
    sb::Trace trace = session()->method().trace(session()->input());
    std::int64_t counted = 0;
    std::uint64_t step = 0;
    while (trace.steps.next()) {
        ++step;
        const sb::Step& s = trace.steps.value();
        for (const sb::CounterInc& c : s.increments())
            if (c.counter == sb::mayan::Counters::DfsNodes)
                counted += c.amount;
        if (s.kind == sb::mayan::Kinds::DfsEnter && s.args[0] == 0 && s.args[1] == 2 && s.args[2] == 1 && s.args[3] == 1)
            break;
    }
    EXPECT_EQ(player().position(), step);
    EXPECT_EQ(nodes(), counted);
    EXPECT_LT(counted, 877);
}

} // namespace
