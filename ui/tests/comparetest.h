// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by compare_test.cpp and compare2_test.cpp.
#pragma once
#include "widgets/boardview.h"
#include "widgets/codeview.h"
#include "compare/comparebar.h"
#include "compare/comparepane.h"
#include "compare/compareview.h"
#include "compare/lockstep.h"
#include "freshstart.h"
#include "window/keysdialog.h"
#include "common/language.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "openwindow.h"
#include "runapp.h"
#include "run/session.h"
#include "widgets/wraplabel.h"

#include "core/player.h"
#include "core/problem.h"

#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;
using sb::ui::test::runApp;

namespace compare_support {

/// Where a method stands, worked out without the window: the counters of a run
/// of its own at the end of moment `m` (its last step there), or at its end.
struct Expected {
    qint64 moment = 0;
    std::uint64_t position = 0;
    std::int64_t counter = 0;
};

inline Expected endOfMoment(const QString& problem, const QString& method, const QString& input, qint64 m,
                     sb::Counter counter)
{
    const sb::ProblemDesc* p = sb::findProblem(problem.toStdString());
    const auto parsed = p->parse(input.toStdString());
    const sb::MethodDesc* md = p->method(method.toStdString());
    sb::Player player([md, parsed] { return md->trace(parsed); });
    if (player.runToCounter(p->moment, m + 1))
        player.previous();
    return {player.counter(p->moment), player.position(), player.counter(counter)};
}

class Compare : public test::OpenWindow {
protected:

    void open(const QString& problem, const QStringList& methods, const QString& input = {})
    {
        ASSERT_TRUE(window->session()->setProblem(problem));
        if (!input.isEmpty()) {
            ASSERT_TRUE(window->session()->setInput(input));
        }
        ASSERT_TRUE(window->sideBySide()->open(methods));
        ASSERT_TRUE(window->sideBySide()->isOpen());
    }
    CompareView* view() const { return window->sideBySide()->view(); }
    ComparePane* pane(int i) const { return view()->panes().at(i); }
    const sb::Player& player(int i) const { return *pane(i)->session()->player(); }
    void key(Qt::Key k)
    {
        QTest::keyClick(pane(0)->board(), k);
        view()->lockstep()->waitUntilIdle();
    }
    /// Every pane stands where a run of its own method stands at the end of moment `m`.
    void expectAtEndOf(qint64 m, sb::Counter counter)
    {
        const QString input = window->session()->inputText();
        for (ComparePane* p : view()->panes()) {
            const Session* s = p->session();
            const Expected e = endOfMoment(s->problemId(), s->methodId(), input, m, counter);
            EXPECT_EQ(s->moment(), e.moment) << s->methodId().toStdString() << " at moment " << m;
            EXPECT_EQ(s->player()->position(), e.position) << s->methodId().toStdString() << " at moment " << m;
            EXPECT_EQ(s->player()->counter(counter), e.counter) << s->methodId().toStdString() << " at moment " << m;
        }
    }

};

} // namespace compare_support

using namespace compare_support;
