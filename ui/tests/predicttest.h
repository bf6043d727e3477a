// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by predict_test.cpp and predict2_test.cpp.
#pragma once
#include "widgets/boardview.h"
#include "window/mainwindow.h"
#include "openwindow.h"
#include "common/language.h"
#include "predict/predictor.h"
#include "predict/predictpanel.h"
#include "problems/accordion/accordionview.h"
#include "problems/cards/cardsview.h"
#include "problems/mayan/mayanview.h"
#include "run/session.h"

#include "accordion/accordion.h"
#include "cards/cards.h"
#include "caro/caro.h"
#include "core/player.h"
#include "mayan/mayan.h"

#include <QPushButton>
#include <QTest>

#include <algorithm>
#include <tuple>
#include <utility>

#include <gtest/gtest.h>

using namespace sb::ui;

namespace predict_support {

class GuessFirst : public test::OpenWindow {
protected:
    void open(const QString& problem, const QString& method)
    {
        ASSERT_TRUE(session()->setProblem(problem));
        ASSERT_TRUE(session()->setMethod(method));
        session()->waitUntilIdle();
        window->setPredicting(true);
    }
    Predictor* predictor() const { return window->predictor(); }
    PredictPanel* panel() const { return window->findChild<PredictPanel*>(QStringLiteral("predictPanel")); }
    const sb::Player& player() const { return *session()->player(); }
    /// Steps forward (the Right key) until a question waits; false at the end.
    bool stepToQuestion()
    {
        for (int i = 0; i < 200000 && !predictor()->asking(); ++i) {
            if (player().atEnd())
                return false;
            QTest::keyClick(window->board(), Qt::Key_Right);
        }
        return predictor()->asking();
    }
    /// Steps to a question about a step of `kind`; a question about another step is let
    /// through with nothing picked (a wrong answer).
    bool stepToQuestionAbout(sb::StepKind kind)
    {
        sb::Step next;
        while (stepToQuestion()) {
            if (session()->peekNext(next) && next.kind == kind)
                return true;
            predictor()->check();
        }
        return false;
    }
    /// The Right key waits on a question: the step it is about does not run unanswered.
    void expectHeld()
    {
        const auto at = player().position();
        QTest::keyClick(window->board(), Qt::Key_Right);
        EXPECT_EQ(player().position(), at);
        EXPECT_TRUE(predictor()->asking());
    }
    /// A click on the card at flat `cell` of a table `columns` wide.
    void clickCell(int cell, int columns)
    {
        auto* view = qobject_cast<CardsView*>(window->board());
        ASSERT_NE(view, nullptr);
        const QPoint at = view->cardRect(cell / columns, cell % columns).center().toPoint();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    }
    void keyAnswer(int choice) { QTest::keyClick(panel(), static_cast<Qt::Key>(Qt::Key_1 + choice)); }
};

/// The board cells a step changes, with what they hold after it.
inline std::vector<std::pair<int, int>> changes(const sb::Step& step)
{
    std::vector<std::pair<int, int>> out;
    for (int i = 0; i < step.deltaCount; ++i)
        out.emplace_back(step.inlineDeltas[static_cast<std::size_t>(i)].cell,
                         step.inlineDeltas[static_cast<std::size_t>(i)].after);
    for (const auto& d : step.bulk)
        out.emplace_back(d.cell, d.after);
    return out;
}

} // namespace predict_support

using namespace predict_support;
