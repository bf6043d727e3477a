// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/boardview.h"
#include "window/mainwindow.h"
#include "openwindow.h"
#include "run/session.h"

#include "core/player.h"

#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace sb::ui::test {

/// A laptop-sized window open on one problem's sample, its board holding the keys.
template <typename View>
class ProblemWindow : public OpenWindow {
protected:
    explicit ProblemWindow(QString problem) : m_problem(std::move(problem)) {}

    void SetUp() override
    {
        OpenWindow::SetUp();
        if (HasFatalFailure())
            return;
        ASSERT_TRUE(window->session()->setProblem(m_problem));
        window->board()->setFocus();
    }

    const sb::Player& player() const { return *session()->player(); }
    View* view() const { return qobject_cast<View*>(window->board()); }
    void key(Qt::Key k) { QTest::keyClick(window->board(), k); }
    /// Steps forward to the next step of `kind`, or to the end.
    void forwardTo(sb::StepKind kind)
    {
        do
            key(Qt::Key_Right);
        while (!player().atEnd() && player().current()->kind != kind);
    }

private:
    QString m_problem;
};

} // namespace sb::ui::test
