// SPDX-License-Identifier: GPL-3.0-or-later
// Methods side by side on every problem's moment, three panes, the --compare option, and a projector.
#include "comparetest.h"
#include "mayan/mayan.h"
#include "problems/mayan/mayanview.h"
#include "textsizes.h"
#include "accordion/accordion.h"
#include "cards/cards.h"
#include "caro/caro.h"

namespace {

TEST_F(Compare, ANewRunInTheWindowLeavesTheSideBySideView)
{
    open(QStringLiteral("caro"), {QStringLiteral("1"), QStringLiteral("3")});
    ASSERT_TRUE(window->session()->setMethod(QStringLiteral("2")));
    EXPECT_FALSE(window->sideBySide()->isOpen());
}

TEST_F(Compare, CardsRoundsStayInLockstep)
{
    open(QStringLiteral("cards"), {QStringLiteral("row"), QStringLiteral("grid")});
    for (int n = 1; n <= 2; ++n) {
        key(Qt::Key_PageDown);
        expectAtEndOf(n, sb::cards::Counters::CellsLooked);
    }
}

TEST_F(Compare, AccordionCardMovesStayInLockstep)
{
    open(QStringLiteral("accordion"), {QStringLiteral("restart"), QStringLiteral("resume")});
    for (int n = 1; n <= 5; ++n) {
        key(Qt::Key_PageDown);
        EXPECT_EQ(pane(0)->session()->moment(), pane(1)->session()->moment());
        expectAtEndOf(n, sb::accordion::Counters::Comparisons);
    }
    EXPECT_NE(player(0).counter(sb::accordion::Counters::Comparisons), player(1).counter(sb::accordion::Counters::Comparisons));
}

TEST_F(Compare, MayanSearchNodesStayInLockstep)
{
    open(QStringLiteral("mayan"), {QStringLiteral("dfs-plain"), QStringLiteral("dfs")});
    for (int n = 1; n <= 6; ++n) {
        key(Qt::Key_PageDown);
        EXPECT_EQ(pane(0)->session()->moment(), pane(1)->session()->moment());
        expectAtEndOf(n, sb::mayan::Counters::MovesTried);
    }
}

TEST_F(Compare, ThreePanesAndBackToTwo)
{
    open(QStringLiteral("caro"), {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")});
    key(Qt::Key_PageDown);
    key(Qt::Key_PageDown);
    expectAtEndOf(2, sb::caro::Counters::CellsLooked);
    view()->setThreePanes(false);
    EXPECT_EQ(view()->methods(), (QStringList{QStringLiteral("1"), QStringLiteral("2")}));
    view()->setThreePanes(true);
    view()->lockstep()->waitUntilIdle();
    ASSERT_EQ(view()->panes().size(), 3);
    expectAtEndOf(2, sb::caro::Counters::CellsLooked);
}

TEST(CompareOption, NamesTwoOrThreeDifferentMethodsOfTheProblem)
{
    const auto ok = CompareView::parseMethods(QStringLiteral("1,3"), QStringLiteral("caro"));
    ASSERT_TRUE(ok.has_value());
    EXPECT_EQ(*ok, (QStringList{QStringLiteral("1"), QStringLiteral("3")}));
    EXPECT_TRUE(CompareView::parseMethods(QStringLiteral("1, 2 ,trap-exact5"), QStringLiteral("caro")).has_value());
    EXPECT_TRUE(CompareView::parseMethods(QStringLiteral("row,grid"), QStringLiteral("cards")).has_value());
    EXPECT_FALSE(CompareView::parseMethods(QStringLiteral("1"), QStringLiteral("caro")).has_value());
    EXPECT_FALSE(CompareView::parseMethods(QStringLiteral("1,1"), QStringLiteral("caro")).has_value());
    EXPECT_FALSE(CompareView::parseMethods(QStringLiteral("1,2,3,trap-exact5"), QStringLiteral("caro")).has_value());
    EXPECT_FALSE(CompareView::parseMethods(QStringLiteral("1,row"), QStringLiteral("caro")).has_value());
    EXPECT_EQ(CompareView::defaultMethods(QStringLiteral("caro"), QStringLiteral("3")),
              (QStringList{QStringLiteral("1"), QStringLiteral("3")}));
    EXPECT_EQ(CompareView::defaultMethods(QStringLiteral("caro"), QStringLiteral("trap-exact5")),
              (QStringList{QStringLiteral("trap-exact5"), QStringLiteral("3")}));
}

TEST(CompareOption, TheAppOpensSideBySideOrSaysWhatItWants)
{
    const QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("compare.png"));
    QString error;
    EXPECT_EQ(runApp({QStringLiteral("--screenshot"), path, QStringLiteral("--size"), QStringLiteral("1280x720"),
                      QStringLiteral("--present"), QStringLiteral("--problem"), QStringLiteral("caro"),
                      QStringLiteral("--compare"), QStringLiteral("1,3"), QStringLiteral("--step"),
                      QStringLiteral("40")},
                     &error),
              0)
        << error.toStdString();
    EXPECT_EQ(QImage(path).size(), QSize(1280, 720));
    EXPECT_EQ(runApp({QStringLiteral("--screenshot"), path, QStringLiteral("--problem"), QStringLiteral("caro"),
                      QStringLiteral("--compare"), QStringLiteral("1,9")},
                     &error),
              1);
    EXPECT_TRUE(error.contains(QStringLiteral("--compare"))) << error.toStdString();
}

struct Screen {
    int width;
    int height;
};

class CompareOnAProjector : public testing::TestWithParam<std::tuple<Screen, QString>> {
protected:
    void SetUp() override
    {
        test::freshStart();
        language::apply(std::get<1>(GetParam()));
        window = std::make_unique<MainWindow>();
        window->show();
        window->setPresentation(true);
        window->setWindowState(Qt::WindowNoState); // offscreen, "full screen" is a small default screen
        const Screen s = std::get<0>(GetParam());
        window->resize(s.width, s.height);
    }
    void TearDown() override
    {
        window.reset();
        language::apply(QStringLiteral("en"));
    }

    /// The window fits the screen, and no button or sentence of the view is cut.
    void expectEverythingFits(const std::string& where)
    {
        const Screen s = std::get<0>(GetParam());
        window->sideBySide()->view()->settle();
        for (int i = 0; i < 4; ++i)
            QApplication::processEvents();
        const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
        EXPECT_LE(least.width(), s.width) << where;
        EXPECT_LE(least.height(), s.height) << where;
        EXPECT_EQ(window->size(), QSize(s.width, s.height)) << where;
        EXPECT_EQ(window->grab().toImage().size(), QSize(s.width, s.height)) << where;
        for (QToolButton* b : window->sideBySide()->view()->findChildren<QToolButton*>()) {
            if (b->isVisible()) {
                EXPECT_GE(b->width(), b->sizeHint().width()) << where << ": " << b->text().toStdString();
                EXPECT_GE(b->height(), b->sizeHint().height()) << where << ": " << b->text().toStdString();
            }
        }
        for (const WrapLabel* label : window->sideBySide()->view()->findChildren<WrapLabel*>()) {
            if (label->isVisible()) {
                EXPECT_TRUE(label->textFits()) << where << ": " << label->text().toStdString() << " needs "
                                               << label->heightForWidth(label->width()) << " px, has "
                                               << label->height();
            }
        }
        for (ComparePane* pane : window->sideBySide()->view()->panes()) {
            EXPECT_GE(pane->board()->height(), 120) << where << ": the board of " << pane->methodChooser()->currentText().toStdString();
        }
    }

    std::unique_ptr<MainWindow> window;
};

TEST_P(CompareOnAProjector, TwoPanesFitWithNothingCut)
{
    const Screen s = std::get<0>(GetParam());
    const std::string where = std::to_string(s.width) + "x" + std::to_string(s.height) + " " +
                              std::get<1>(GetParam()).toStdString();
    for (const sb::ProblemDesc* problem : sb::problems()) {
        const QString id = QString::fromLatin1(problem->id.data(), static_cast<int>(problem->id.size()));
        ASSERT_TRUE(window->session()->setProblem(id));
        ASSERT_TRUE(window->sideBySide()->open());
        EXPECT_FALSE(window->sideBySide()->view()->boardsOnly());
        window->sideBySide()->view()->lockstep()->nextMoment();
        expectEverythingFits(where + " " + id.toStdString());
        window->sideBySide()->view()->lockstep()->toEnd(); // the verdicts
        expectEverythingFits(where + " " + id.toStdString() + " at the end");
        window->sideBySide()->close();
    }
}

TEST_P(CompareOnAProjector, ThreePanesShowTheirBoardsOnly)
{
    ASSERT_TRUE(window->session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(window->sideBySide()->open({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
    EXPECT_TRUE(window->sideBySide()->view()->boardsOnly());
    window->sideBySide()->view()->lockstep()->nextMoment();
    expectEverythingFits("three panes");
    for (ComparePane* pane : window->sideBySide()->view()->panes())
        EXPECT_FALSE(pane->findChildren<WrapLabel*>().isEmpty());
    window->setPresentation(false);
    EXPECT_FALSE(window->sideBySide()->view()->boardsOnly());
}

TEST_P(CompareOnAProjector, AThirdMethodTakesItsPlaceInOrderAndEachPanesCountersStayOnOneLine)
{
    const Screen s = std::get<0>(GetParam());
    const std::string where = std::to_string(s.width) + "x" + std::to_string(s.height) + " " +
                              std::get<1>(GetParam()).toStdString();
    ASSERT_TRUE(window->session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(window->session()->setMethod(QStringLiteral("1")));
    ASSERT_TRUE(window->sideBySide()->open()); // method 1 and the reference, 3
    CompareView* view = window->sideBySide()->view();
    ASSERT_EQ(view->methods(), (QStringList{QStringLiteral("1"), QStringLiteral("3")}));
    view->bar()->thirdAction()->trigger();
    EXPECT_EQ(view->methods(), (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")})) << where;
    for (int k = 0; k < 6; ++k)
        view->lockstep()->nextMoment();
    view->settle();
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
    for (ComparePane* pane : view->panes()) {
        const std::string here = where + " " + pane->methodChooser()->currentText().toStdString() + ": " +
                                 pane->countersText().toStdString();
        // "Move 6 · cells looked at: 1,234" on one line, read from the back row.
        EXPECT_GE(QFontInfo(pane->countersFont()).pixelSize(), 18) << here;
        EXPECT_LE(QFontMetrics(pane->countersFont()).horizontalAdvance(pane->countersText()), pane->countersRect().width())
            << here << " in " << pane->countersRect().width() << " px";
        EXPECT_LT(pane->countersRect().height(), 2 * QFontMetrics(pane->countersFont()).lineSpacing()) << here;
    }
    // The third goes again, and the two there before stay.
    view->bar()->thirdAction()->trigger();
    EXPECT_EQ(view->methods(), (QStringList{QStringLiteral("1"), QStringLiteral("3")})) << where;
}

TEST_P(CompareOnAProjector, ThreeMayanPanesKeepTheirWordsLargeAndClearOfTheBoard)
{
    const Screen s = std::get<0>(GetParam());
    const std::string where = std::to_string(s.width) + "x" + std::to_string(s.height) + " " +
                              std::get<1>(GetParam()).toStdString();
    ASSERT_TRUE(window->session()->setProblem(QStringLiteral("mayan")));
    ASSERT_TRUE(window->sideBySide()->open({QStringLiteral("dfs-plain"), QStringLiteral("dfs"), QStringLiteral("dfs-pruned")}));
    // Into the search, three moves deep: every pane shows its call stack and its tree.
    for (int k = 0; k < 4; ++k)
        window->sideBySide()->view()->lockstep()->nextMoment();
    expectEverythingFits(where);
    for (ComparePane* pane : window->sideBySide()->view()->panes()) {
        auto* view = qobject_cast<MayanView*>(pane->board());
        ASSERT_NE(view, nullptr);
        const std::string here = where + " " + pane->methodChooser()->currentText().toStdString();
        ASSERT_GE(view->depth(), 1) << here;
        // Too narrow for a column beside the board, the column goes under it: nothing drawn over
        // the board, every word at least 18 px, everything inside the pane.
        const test::SmallestText smallest = test::smallestText(view->viewport());
        EXPECT_GE(smallest.pixels, 18.0) << here << ": \"" << smallest.text.toStdString() << "\"";
        const QRectF board = view->cellRect(0, sb::mayan::kRows - 1).united(view->cellRect(sb::mayan::kColumns - 1, 0));
        const QRectF inside = QRectF(view->viewport()->rect());
        for (int d = 0; d < view->depth(); ++d) {
            EXPECT_FALSE(view->frameRect(d).intersects(board)) << here << ": call stack row " << d;
            EXPECT_TRUE(inside.contains(view->frameRect(d))) << here << ": call stack row " << d;
        }
        EXPECT_FALSE(view->treeRowRect(0).intersects(board)) << here;
        EXPECT_LE(view->treeRowRect(view->depth()).bottom(), inside.bottom()) << here;
    }
}

INSTANTIATE_TEST_SUITE_P(Screens, CompareOnAProjector,
                         testing::Combine(testing::Values(Screen{1280, 720}, Screen{1024, 768}),
                                          testing::Values(QStringLiteral("en"), QStringLiteral("zh_CN"),
                                                          QStringLiteral("vi"))),
                         [](const testing::TestParamInfo<std::tuple<Screen, QString>>& info) {
                             const Screen s = std::get<0>(info.param);
                             return std::to_string(s.width) + "x" + std::to_string(s.height) + "_" +
                                    std::get<1>(info.param).toStdString();
                         });

} // namespace
