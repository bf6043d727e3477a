// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "freshstart.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "run/session.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace sb::ui::test {

/// "Where does it go wrong?" as the D key starts it, waited for: true when the side-by-side view opened.
inline bool whereItGoesWrong(MainWindow& window)
{
    QSignalSpy shown(window.sideBySide(), &CompareController::whereItGoesWrongShown);
    window.sideBySide()->showWhereItGoesWrong();
    if (shown.isEmpty() && !shown.wait(120000))
        return false;
    return shown.takeFirst().at(0).toBool();
}

/// A new window the size of a laptop's screen, shown: what a test opens, or opens again.
inline std::unique_ptr<MainWindow> laptopWindow()
{
    auto w = std::make_unique<MainWindow>();
    w->resize(1366, 768);
    w->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    return w;
}

/// A laptop-sized window, shown, on the first problem, as a class finds it on a fresh start.
class OpenWindow : public testing::Test {
protected:
    void SetUp() override
    {
        freshStart();
        window = laptopWindow();
    }
    void TearDown() override
    {
        window.reset();
        language::apply(QStringLiteral("en"));
    }
    Session* session() const { return window->session(); }

    std::unique_ptr<MainWindow> window;
};

} // namespace sb::ui::test
