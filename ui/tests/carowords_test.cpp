// SPDX-License-Identifier: GPL-3.0-or-later
// Caro's words say what each program's own test does: `>= 5` for the correct methods, `== 5` for
// the trap that wants exactly five; a line is named with its article in every language.
#include "run/problemui.h"
#include "run/session.h"

#include "core/player.h"
#include "core/problem.h"
#include "caro/caro.h"

#include <gtest/gtest.h>

namespace sb::ui::test {
namespace {

/// X makes five in row 1 at move 9; O has four in row 3.
const QString kExactFive = QStringLiteral("7 9\n1 1\n3 1\n1 2\n3 2\n1 3\n3 3\n1 4\n3 4\n1 5\n");

/// The sentence of the step at which `method` says who wins, or empty.
QString winSentence(const QString& method, const QString& input)
{
    Session session;
    EXPECT_TRUE(session.setProblem(QStringLiteral("caro")));
    EXPECT_TRUE(session.setInput(input));
    EXPECT_TRUE(session.setMethod(method));
    const ProblemUi& ui = problemUi("caro");
    for (int i = 0; i < 100000 && session.player() && !session.player()->atEnd(); ++i) {
        session.next();
        session.waitUntilIdle();
        const Step* step = session.player()->current();
        if (step && !isLineNarration(step->narration) && step->kind == sb::caro::Kinds::Win)
            return ui.step(*step);
    }
    return {};
}

TEST(CaroWords, EachMethodsWinSaysItsOwnTest)
{
    EXPECT_EQ(winSentence(QStringLiteral("3"), kExactFive),
              QStringLiteral("Move 9: X has 5 stones in a row along the row. Five or more: X wins, the answer is 9."));
    EXPECT_EQ(winSentence(QStringLiteral("trap-exact5"), kExactFive),
              QStringLiteral("Move 9: X has 5 stones in a row along the row. Exactly five: X wins, the answer is 9."));
    EXPECT_EQ(winSentence(QStringLiteral("trap-endpoint"), kExactFive),
              QStringLiteral("Move 9: X has 5 stones in a row along the row. Five or more: X wins, the answer is 9."));
}

TEST(CaroWords, AnAntiDiagonalIsNamedWithItsArticle)
{
    // X along the anti-diagonal from (1, 5) down to (5, 1); O far away.
    const QString antiDiagonal =
        QStringLiteral("7 9\n1 5\n7 7\n2 4\n7 6\n3 3\n7 5\n4 2\n7 4\n5 1\n");
    const QString said = winSentence(QStringLiteral("3"), antiDiagonal);
    EXPECT_TRUE(said.contains(QStringLiteral("along the anti-diagonal"))) << said.toStdString();
    EXPECT_FALSE(said.contains(QStringLiteral(" a anti"))) << said.toStdString();
}

} // namespace
} // namespace sb::ui::test
