// SPDX-License-Identifier: GPL-3.0-or-later
// "Where does it go wrong?": a wrong method and the one it is compared with,
// side by side at the first moment they differ, with what each did in words.
#include "compare/comparepane.h"
#include "testpaths.h"
#include "compare/compareview.h"
#include "widgets/inputpanel.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "compare/wherewrong.h"
#include "openwindow.h"
#include "run/session.h"

#include "core/player.h"
#include "core/problem.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QThreadPool>
#include <QTest>

#include <gtest/gtest.h>

using namespace sb::ui;

namespace {

class WhereItGoesWrongWindow : public test::OpenWindow {
protected:
    void open(const QString& problem, const QString& sample, const QString& method)
    {
        ASSERT_TRUE(session()->setProblem(problem));
        QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/%1/%2.txt")).arg(problem, sample));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        window->inputPanel()->setText(QString::fromUtf8(file.readAll()));
        window->inputPanel()->reparseNow();
        ASSERT_TRUE(session()->setMethod(method));
    }
    QList<qint64> paneMoments() const
    {
        QList<qint64> moments;
        for (ComparePane* pane : window->sideBySide()->view()->panes())
            moments << pane->session()->moment();
        return moments;
    }
};

} // namespace

TEST_F(WhereItGoesWrongWindow, TheExactFiveTrapMissesTheLineOfSixAtMove11)
{
    open(QStringLiteral("caro"), QStringLiteral("line-of-six"), QStringLiteral("trap-exact5"));
    ASSERT_TRUE(sb::ui::test::whereItGoesWrong(*window));
    ASSERT_TRUE(window->sideBySide()->isOpen());
    EXPECT_EQ(window->sideBySide()->view()->methods(), (QStringList{QStringLiteral("3"), QStringLiteral("trap-exact5")}));
    window->sideBySide()->view()->settle();
    EXPECT_EQ(paneMoments(), (QList<qint64>{11, 11}));
    EXPECT_EQ(window->sideBySide()->view()->note(),
              QStringLiteral("The first place where they differ. Method 3: Move 11: X has 6 stones in a row along the row: a win. "
                             "Exactly five: Move 11: X plays and finds no five."));
}

TEST_F(WhereItGoesWrongWindow, AtTheLastStepDStillOpensTheFirstPlaceTheyDifferAndSaysWhy)
{
    open(QStringLiteral("caro"), QStringLiteral("line-of-six"), QStringLiteral("trap-exact5"));
    session()->toEnd();
    session()->waitUntilIdle();
    ASSERT_TRUE(session()->player()->atEnd());
    ASSERT_TRUE(sb::ui::test::whereItGoesWrong(*window));
    ASSERT_TRUE(window->sideBySide()->isOpen());
    window->sideBySide()->view()->settle();
    EXPECT_EQ(paneMoments(), (QList<qint64>{11, 11}));
    EXPECT_EQ(window->sideBySide()->view()->note(),
              QStringLiteral("The first place where they differ. Method 3: Move 11: X has 6 stones in a row along the row: a win. "
                             "Exactly five: Move 11: X plays and finds no five."));
}

TEST_F(WhereItGoesWrongWindow, OnAProjectorAtTheLastStepDsAnswerTakesTheVerdictsPlace)
{
    window->setPresentation(true);
    open(QStringLiteral("caro"), QStringLiteral("sample"), QStringLiteral("trap-exact5"));
    session()->toEnd();
    session()->waitUntilIdle();
    QApplication::processEvents();
    ASSERT_FALSE(window->verdict().isEmpty());
    EXPECT_FALSE(sb::ui::test::whereItGoesWrong(*window));
    QApplication::processEvents();
    const QString said = QStringLiteral("On this input, Exactly five does the same as Method 3 at every step of the way: "
                                        "try another sample.");
    EXPECT_EQ(window->narration(), said);
    bool shown = false;
    for (const QLabel* label : window->findChildren<QLabel*>())
        shown = shown || (label->isVisible() && label->text() == said);
    EXPECT_TRUE(shown) << "D's answer is not on screen";
    // The run moves on: the verdict is back in its place.
    session()->previous();
    session()->waitUntilIdle();
    session()->toEnd();
    session()->waitUntilIdle();
    QApplication::processEvents();
    bool verdictShown = false;
    for (const QLabel* label : window->findChildren<QLabel*>())
        verdictShown = verdictShown || (label->isVisible() && label->text().startsWith(window->verdict()));
    EXPECT_TRUE(verdictShown);
}

TEST_F(WhereItGoesWrongWindow, TheNoSkipMistakePairsTwoEmptyCellsInRound2)
{
    open(QStringLiteral("cards"), QStringLiteral("self-test-1"), QStringLiteral("mistake-no-skip"));
    ASSERT_TRUE(sb::ui::test::whereItGoesWrong(*window));
    window->sideBySide()->view()->settle();
    EXPECT_EQ(paneMoments(), (QList<qint64>{2, 2}));
    EXPECT_EQ(window->sideBySide()->view()->note(), QStringLiteral("The first place where they differ. Rows and columns: Round 2: "
                                                           "takes off two 1s. Empty not skipped: Round 2: takes off two "
                                                           "empty cells."));
}

TEST_F(WhereItGoesWrongWindow, AMayanMistakeIsComparedWithTheSearchItBreaks)
{
    open(QStringLiteral("mayan"), QStringLiteral("no-fall"), QStringLiteral("mistake-no-fall"));
    ASSERT_TRUE(sb::ui::test::whereItGoesWrong(*window));
    EXPECT_EQ(window->sideBySide()->view()->methods(), (QStringList{QStringLiteral("dfs"), QStringLiteral("mistake-no-fall")}));
    EXPECT_TRUE(window->sideBySide()->view()->note().startsWith(QStringLiteral("The first place where they differ. Search (the editorial): Node ")))
        << window->sideBySide()->view()->note().toStdString();
}

TEST_F(WhereItGoesWrongWindow, OnTheGentleSampleTheTrapNeverDiffersAndTheWindowSaysSo)
{
    open(QStringLiteral("caro"), QStringLiteral("sample"), QStringLiteral("trap-endpoint"));
    EXPECT_FALSE(sb::ui::test::whereItGoesWrong(*window));
    EXPECT_FALSE(window->sideBySide()->isOpen());
    EXPECT_EQ(window->narration(), QStringLiteral("On this input, Endpoint only does the same as Method 3 at every step of "
                                                  "the way: try another sample."));
}

TEST_F(WhereItGoesWrongWindow, TheKeyDOpensIt)
{
    open(QStringLiteral("accordion"), QStringLiteral("sample"), QStringLiteral("mistake-sweep-on"));
    QSignalSpy shown(window->sideBySide(), &CompareController::whereItGoesWrongShown);
    QTest::keyClick(window.get(), Qt::Key_D);
    ASSERT_TRUE(shown.wait(120000));
    EXPECT_EQ(shown.takeFirst().at(0).toBool(), true);
    ASSERT_TRUE(window->sideBySide()->isOpen());
    window->sideBySide()->view()->settle();
    EXPECT_EQ(paneMoments().last(), 3);
    EXPECT_TRUE(window->sideBySide()->view()->note().contains(QStringLiteral(": Card move 3 (deck 1): "))) << window->sideBySide()->view()->note().toStdString();
}

TEST_F(WhereItGoesWrongWindow, TheWindowAnswersWhileBothRunAndEscStopsThem)
{
    // A large board scanned whole at every move: the search takes a while.
    QString game = QStringLiteral("3000 9\n");
    for (int t = 1; t <= 9; ++t)
        game += QStringLiteral("%1 %2\n").arg(1 + t % 2).arg(1 + t);
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    ASSERT_TRUE(session()->setInput(game));
    ASSERT_TRUE(session()->setMethod(QStringLiteral("1")));
    QSignalSpy shown(window->sideBySide(), &CompareController::whereItGoesWrongShown);
    QTest::keyClick(window.get(), Qt::Key_D);
    // D returns at once: the search runs beside the window, which says so.
    ASSERT_NE(window->sideBySide()->whereSearch(), nullptr);
    EXPECT_TRUE(window->sideBySide()->whereSearch()->running());
    EXPECT_TRUE(window->narration().contains(QStringLiteral("Esc"))) << window->narration().toStdString();
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(window->sideBySide()->whereSearch()->running());
    ASSERT_EQ(shown.size(), 1);
    EXPECT_FALSE(shown.takeFirst().at(0).toBool());
    // The dropped search ends unheard.
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(50);
    EXPECT_FALSE(window->sideBySide()->isOpen());
    EXPECT_TRUE(shown.isEmpty());
}
