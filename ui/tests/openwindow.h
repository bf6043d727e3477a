// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "freshstart.h"
#include "mainwindow.h"
#include "session.h"

#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace sb::ui::test {

/// A laptop-sized window, shown, on the first problem, as a class finds it on a fresh start.
class OpenWindow : public testing::Test {
protected:
    void SetUp() override
    {
        freshStart();
        window = std::make_unique<MainWindow>();
        window->resize(1366, 768);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }
    void TearDown() override { window.reset(); }
    Session* session() const { return window->session(); }

    std::unique_ptr<MainWindow> window;
};

} // namespace sb::ui::test
