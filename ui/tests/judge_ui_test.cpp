// SPDX-License-Identifier: GPL-3.0-or-later
// The judge in the window: the editorial's table from the built-in test bank,
// and a failed test opened in the window with the method that failed it.
#include "widgets/inputpanel.h"
#include "testpaths.h"
#include "judge/judgedialog.h"
#include "judge/judgedtest.h"
#include "compare/wherewrong.h"
#include "common/language.h"
#include "run/divergence.h"
#include "window/mainwindow.h"
#include "problems/caro/caroview.h"
#include "run/problemui.h"
#include "widgets/playerbar.h"
#include "openwindow.h"
#include "run/session.h"

#include "core/judge.h"
#include "core/player.h"
#include "core/problem.h"
#include "caro/caro.h"

#include <QApplication>
#include <QFile>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QProgressBar>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>

void PrintTo(const QString& s, std::ostream* out); // projector_test.cpp

using namespace sb::ui;

namespace {

class JudgeWindow : public test::OpenWindow {};

/// The middle of a cell, for a click.
QPoint centre(QTableWidget* t, int row, int column)
{
    return t->visualItemRect(t->item(row, column)).center();
}

} // namespace

TEST_F(JudgeWindow, TheCardGameTableIsTheEnginesAndAFailedTestOpensWithItsMethod)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards")));
    const sb::ProblemDesc& cards = session()->problem();
    JudgeDialog dialog(cards, window.get());
    dialog.show();
    dialog.start();
    EXPECT_TRUE(dialog.running() || dialog.report() == nullptr);
    dialog.waitUntilDone();
    ASSERT_NE(dialog.report(), nullptr);
    EXPECT_EQ(dialog.progress()->value(), dialog.progress()->maximum());

    // The same table as the engine's judge: row = 60, grid = 100, every mistake below.
    sb::JudgeOptions options;
    const sb::JudgeReport expected = sb::judge(cards, options);
    QTableWidget* table = dialog.table();
    ASSERT_EQ(table->rowCount(), static_cast<int>(expected.methods.size()));
    ASSERT_EQ(table->columnCount(), 4);
    EXPECT_EQ(table->horizontalHeaderItem(1)->text(), QStringLiteral("n = 1\n(60 points)"));
    for (int r = 0; r < table->rowCount(); ++r) {
        const sb::MethodResult& m = expected.methods[static_cast<std::size_t>(r)];
        EXPECT_EQ(table->item(r, 3)->text(), QString::number(m.score, 'g', 3)) << m.method;
        for (int s = 0; s < 2; ++s) {
            const sb::SubtaskResult& sub = m.subtasks[static_cast<std::size_t>(s)];
            EXPECT_TRUE(table->item(r, s + 1)->text().endsWith(QStringLiteral(" %1/%2").arg(sub.passed).arg(sub.total)))
                << m.method << " " << table->item(r, s + 1)->text().toStdString();
        }
    }
    EXPECT_EQ(table->item(0, 3)->text(), QStringLiteral("60"));
    EXPECT_EQ(table->item(1, 3)->text(), QStringLiteral("100"));
    EXPECT_EQ(table->item(0, 2)->text(), QStringLiteral("WA 0/8"));

    // The row method on the larger tables: every test wrong; a click opens the first in the window.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, centre(table, 0, 2));
    ASSERT_EQ(dialog.tests()->rowCount(), 8);
    EXPECT_EQ(dialog.tests()->item(0, 2)->text(), QStringLiteral("WA"));
    EXPECT_EQ(dialog.tests()->item(0, 0)->text(), QStringLiteral("Test 1"));
    EXPECT_EQ(dialog.tests()->item(0, 1)->text(),
              QString::fromStdString(cards.bank().subtasks[1].tests[0].input).section(QLatin1Char('\n'), 0, 0).trimmed());
    QString opened;
    QObject::connect(&dialog, &JudgeDialog::openTest, [&opened](const QString& method, const QString& input, bool overTime) {
        opened = method + QLatin1Char('|') + input + (overTime ? QStringLiteral("|TLE") : QString());
    });
    QObject::connect(&dialog, &JudgeDialog::openTest, window.get(), [this](const QString& method, const QString& input, bool overTime) {
        JudgedTest::open(*window, method, input, overTime);
    });
    QTest::mouseClick(dialog.tests()->viewport(), Qt::LeftButton, {}, centre(dialog.tests(), 0, 0));
    const std::string input = cards.bank().subtasks[1].tests[0].input;
    EXPECT_EQ(opened, QStringLiteral("row|") + QString::fromStdString(input));
    EXPECT_EQ(session()->methodId(), QStringLiteral("row"));
    EXPECT_EQ(session()->inputText(), QString::fromStdString(input));
    EXPECT_FALSE(dialog.isVisible());
    // It opens where the method first does something else than the one it is compared with, and says what.
    auto* search = window->findChild<WhereItGoesWrongSearch*>(QStringLiteral("judgedTestSearch"));
    ASSERT_NE(search, nullptr);
    search->waitForAnswer();
    session()->waitUntilIdle();
    QApplication::processEvents();
    const std::optional<WhereItGoesWrong> where = DivergenceWords::find(cards, session()->input(), *cards.method("row"));
    ASSERT_TRUE(where.has_value());
    ASSERT_GT(where->step, 0U);
    EXPECT_EQ(session()->player()->position(), where->step);
    EXPECT_EQ(window->narration(), where->text);
}

TEST_F(JudgeWindow, ATestOverTheTimeLimitOpensWhereTheRunStops)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const sb::ProblemDesc& caro = session()->problem();
    // Method 1 on the largest board of the bank: over any judge's second.
    const sb::BankTest& big = caro.bank().subtasks.back().tests.back();
    JudgedTest::open(*window, QStringLiteral("1"), QString::fromStdString(big.input), true);
    session()->waitUntilIdle();
    QApplication::processEvents();
    EXPECT_EQ(session()->methodId(), QStringLiteral("1"));
    ASSERT_NE(session()->player(), nullptr);
    EXPECT_TRUE(session()->player()->atEnd() || session()->player()->capReached());
    EXPECT_GT(session()->player()->position(), 0U);
    EXPECT_EQ(window->narration(), JudgedTest::tr("Over the time limit on this test: here is as far as the run goes."));
}


TEST_F(JudgeWindow, CancellingLeavesTheTestsNotRunMarked)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    JudgeDialog dialog(session()->problem(), window.get());
    dialog.start();
    dialog.cancel();
    dialog.waitUntilDone();
    ASSERT_NE(dialog.report(), nullptr);
    EXPECT_TRUE(dialog.report()->cancelled);
    int notRun = 0;
    for (const sb::MethodResult& m : dialog.report()->methods)
        for (const sb::SubtaskResult& s : m.subtasks)
            for (const sb::TestResult& t : s.tests)
                notRun += t.verdict == sb::Verdict::NotRun;
    EXPECT_GT(notRun, 0);
}

TEST_F(JudgeWindow, TheKeyJOpensTheJudgeOnTheProblemOnScreen)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("mayan")));
    QString title;
    QTimer::singleShot(0, [&title] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* d = qobject_cast<JudgeDialog*>(w); d && d->isVisible()) {
                d->waitUntilDone();
                title = d->windowTitle();
                d->reject();
            }
    });
    QTest::keyClick(window.get(), Qt::Key_J);
    EXPECT_EQ(title, QStringLiteral("Judge: Mayan puzzle (NOIP 2011)"));
}

TEST_F(JudgeWindow, MayansWastedSwapTestSaysWhyAProgramThatNeverSwapsEqualBlocksFailsIt)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("mayan")));
    const sb::ProblemDesc& mayan = session()->problem();
    const sb::BankTest& wasted = mayan.bank().subtasks[0].tests[1];
    ASSERT_EQ(wasted.name, "a wasted swap of two blocks of one colour");
    for (const char* code : {"en", "vi"}) {
        window->setLanguage(QString::fromLatin1(code));
        JudgeDialog dialog(mayan, window.get());
        dialog.show();
        dialog.start();
        dialog.waitUntilDone();
        ASSERT_NE(dialog.report(), nullptr);
        int row = -1;
        for (std::size_t r = 0; r < dialog.report()->methods.size(); ++r)
            if (dialog.report()->methods[r].method == "mistake-skip-equal")
                row = static_cast<int>(r);
        ASSERT_GE(row, 0);
        QTest::mouseClick(dialog.table()->viewport(), Qt::LeftButton, {}, centre(dialog.table(), row, 1));
        ASSERT_EQ(dialog.tests()->columnCount(), 5);
        EXPECT_EQ(dialog.tests()->item(1, 2)->text(), QStringLiteral("WA"));
        const QString note = dialog.tests()->item(1, 4)->text();
        const QString english = QStringLiteral("The answer swaps two blocks of the same colour: the board looks the same, but "
                                               "the swap is a move and counts. A program that never tries such a swap misses "
                                               "this answer.");
        if (QLatin1String(code) == QLatin1String("en"))
            EXPECT_EQ(note, english);
        else
            EXPECT_TRUE(note.startsWith(QStringLiteral("Đáp án"))) << note.toStdString();
        // The tests that need no word say none.
        EXPECT_EQ(dialog.tests()->item(0, 4)->text(), QString());
    }
}

TEST_F(JudgeWindow, AFailedCaroTestOpensAtTheEndOfTheMissedMoveWithItsLineOutlinedAndTheStatusSaysThatMove)
{
    // A 15x15 game of the bank where X's move 79 fills the gap of a row of seven: "endpoint only"
    // counts from the new stone outwards one way and misses it.
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    const sb::ProblemDesc& caro = session()->problem();
    const sb::BankTest& test = caro.bank().subtasks[0].tests[7];
    JudgedTest::open(*window, QStringLiteral("trap-endpoint"), QString::fromStdString(test.input), false);
    auto* search = window->findChild<WhereItGoesWrongSearch*>(QStringLiteral("judgedTestSearch"));
    ASSERT_NE(search, nullptr);
    search->waitForAnswer();
    session()->waitUntilIdle();
    QApplication::processEvents();
    // The last step of move 79: the status, the narration and t all speak of move 79.
    EXPECT_EQ(session()->moment(), 79);
    EXPECT_EQ(session()->player()->var(static_cast<int>(sb::caro::Var::t)), 79);
    EXPECT_TRUE(window->playerBar()->statusText().contains(QStringLiteral("Move 79")))
        << window->playerBar()->statusText().toStdString();
    EXPECT_TRUE(window->narration().contains(QStringLiteral("Move 79: X has 7 stones in a row along the row")))
        << window->narration().toStdString();
    const QString line = problemUi("caro").step(*session()->player()->current());
    EXPECT_FALSE(line.contains(QStringLiteral("80"))) << line.toStdString();
    // The seven the method missed, outlined on the board.
    auto* board = qobject_cast<CaroView*>(window->board());
    ASSERT_NE(board, nullptr);
    ASSERT_EQ(board->verdictMarks().size(), 1);
    const BoardMark seven = board->verdictMarks().front();
    EXPECT_EQ(seven.r1, 2);
    EXPECT_EQ(seven.r2, 2);
    EXPECT_EQ(std::abs(seven.c2 - seven.c1), 6);
    // The next step leaves the sentence, and its outline, behind.
    session()->next();
    session()->waitUntilIdle();
    QApplication::processEvents();
    EXPECT_TRUE(board->verdictMarks().isEmpty());
}

TEST(CaroMoves, TheStatusMoveIsTheNarrationsFromTheLineWhereTTakesItsNumber)
{
    // Every step of a game: the moment the status shows is the t the listing's variables hold.
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/caro/sample.txt")));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const auto input = caro.parse(file.readAll().toStdString());
    const auto moves = static_cast<std::int64_t>(static_cast<const sb::caro::CaroInput&>(*input).moves.size());
    for (const sb::MethodDesc& method : caro.methods) {
        sb::Player p([&method, input] { return method.trace(input); });
        std::int64_t t = 0;
        while (p.next()) {
            const sb::Step& s = *p.current();
            if (s.anchor == static_cast<std::uint16_t>(sb::caro::Anchor::MoveLoop) && p.var(static_cast<int>(sb::caro::Var::t)) <= moves)
                t = p.var(static_cast<int>(sb::caro::Var::t));
            ASSERT_EQ(p.counter(sb::caro::Counters::MovesProcessed), t) << method.id << " at step " << p.position();
        }
    }
}
