// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by window_test.cpp and window2_test.cpp.
#pragma once
#include "widgets/callstackbar.h"
#include "widgets/codeview.h"
#include "freshstart.h"
#include "widgets/inputpanel.h"
#include "common/language.h"
#include "window/mainwindow.h"
#include "widgets/methodpicker.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "runapp.h"
#include "problems/cards/cardsview.h"
#include "problems/caro/caroview.h"
#include "window/screenshot.h"
#include "run/session.h"
#include "widgets/watchpanel.h"

#include "cards/cards.h"
#include "caro/caro.h"
#include "caro/randomgame.h"
#include "core/player.h"
#include "core/problem.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <Qsci/qsciscintilla.h>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;
using sb::ui::test::runApp;

namespace window_support {

inline const QString kSample = QStringLiteral("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n");

class Window : public testing::Test {
protected:
    void SetUp() override
    {
        test::freshStart();
        window = std::make_unique<MainWindow>();
        window->inputPanel()->setText(kSample);
        window->inputPanel()->reparseNow();
        window->resize(1400, 900);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        window->activateWindow();
        caroView()->setFocus();
    }
    void TearDown() override
    {
        window.reset();
        language::apply(QStringLiteral("en"));
    }

    Session* session() const { return window->session(); }
    CaroView* caroView() const { return qobject_cast<CaroView*>(window->board()); }
    CardsView* cardsView() const { return qobject_cast<CardsView*>(window->board()); }
    const sb::Player& player() const { return *session()->player(); }
    sb::CellValue cell(int r, int c) const
    {
        return player().board()[static_cast<std::size_t>(r * 9 + c)];
    }
    void press(Qt::Key key) { QTest::keyClick(window->board(), key); }

    std::unique_ptr<MainWindow> window;
};

} // namespace window_support

using namespace window_support;
