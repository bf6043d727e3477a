// SPDX-License-Identifier: GPL-3.0-or-later
// The window on screens of a classroom's sizes: this file runs once per screen size
// (1024x768, 1280x720, 1366x768, 1920x1080: see CMakeLists.txt), each on an offscreen
// screen of that size. The window always fits the screen it is on.
#include "freshstart.h"
#include "openwindow.h"
#include "inputpanel.h"
#include "mainwindow.h"
#include "session.h"
#include "windowplace.h"

#include "core/player.h"

#include <QGuiApplication>
#include <QScreen>
#include <QFile>
#include <QSettings>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace sb::ui::test {
namespace {

QRect screenArea()
{
    return QGuiApplication::primaryScreen()->availableGeometry();
}

class Screen : public testing::Test {
protected:
    void SetUp() override { freshStart(); }
    void TearDown() override
    {
        window.reset();
        language::apply(QStringLiteral("en"));
    }

    /// A window made and shown as the app does at start: no size given.
    void start()
    {
        window = std::make_unique<MainWindow>();
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        QTest::qWait(20);
    }

    void expectWithinTheScreen(const char* when) const
    {
        EXPECT_TRUE(screenArea().contains(window->frameGeometry()))
            << when << ": the window " << window->frameGeometry().width() << "x" << window->frameGeometry().height()
            << "+" << window->frameGeometry().x() << "+" << window->frameGeometry().y() << " on a screen of "
            << screenArea().width() << "x" << screenArea().height();
    }

    std::unique_ptr<MainWindow> window;
};

TEST_F(Screen, TheFirstStartFitsTheScreenAndIsLargeOnALargeOne)
{
    start();
    expectWithinTheScreen("first start");
    const QRect area = screenArea();
    if (area.width() > 1400 && area.height() > 900) {
        EXPECT_FALSE(window->isMaximized());
        EXPECT_EQ(window->size(), QSize(1400, 900));
        EXPECT_EQ(window->geometry().center(), area.center());
    } else {
        EXPECT_TRUE(window->isMaximized());
    }
}

TEST_F(Screen, ProjectorModeTakesTheWholeScreenAndNormalModeFitsItAgain)
{
    start();
    const QRect before = window->geometry();
    QTest::keyClick(window.get(), Qt::Key_F5);
    QTest::qWait(20);
    EXPECT_TRUE(window->presentation());
    EXPECT_TRUE(window->isFullScreen());
    EXPECT_EQ(window->geometry(), QGuiApplication::primaryScreen()->geometry());
    QTest::keyClick(window.get(), Qt::Key_F5);
    QTest::qWait(20);
    EXPECT_FALSE(window->presentation());
    EXPECT_FALSE(window->isFullScreen());
    expectWithinTheScreen("back from projector mode");
    EXPECT_EQ(window->geometry(), before);
}

TEST_F(Screen, TheNextStartOnAScreenOfThisSizeTakesThePlaceTheWindowHad)
{
    const QRect area = screenArea();
    const QRect place(area.x() + 10, area.y() + 20, area.width() - 30, area.height() - 40);
    start();
    window->showNormal();
    window->setGeometry(place);
    QTest::qWait(20);
    window->close();
    window.reset();
    start();
    EXPECT_FALSE(window->isMaximized());
    EXPECT_EQ(window->geometry(), place);
    // A place remembered for another screen size is not used here.
    QSettings().setValue(QStringLiteral("window/places"),
                         QStringList{QStringLiteral("4000x3000 0,0,3900,2900")});
    window.reset();
    start();
    expectWithinTheScreen("start with the place of another screen");
}

TEST_F(Screen, WhereItGoesWrongOnAProjectorStaysFullScreenWithThePlayerInSight)
{
    start();
    window->setPresentation(true);
    QTest::qWait(20);
    ASSERT_TRUE(window->session()->setProblem(QStringLiteral("caro")));
    QFile file(QStringLiteral(STEPBOARD_RESOURCES_DIR "/samples/caro/line-of-six.txt"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    window->inputPanel()->setText(QString::fromUtf8(file.readAll()));
    window->inputPanel()->reparseNow();
    ASSERT_TRUE(window->session()->setMethod(QStringLiteral("trap-exact5")));
    ASSERT_TRUE(whereItGoesWrong(*window));
    QTest::qWait(20);
    // A window manager takes full screen away from a window whose least size outgrows the screen.
    const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
    const QSize screen = QGuiApplication::primaryScreen()->size();
    EXPECT_LE(least.width(), screen.width());
    EXPECT_LE(least.height(), screen.height());
    EXPECT_TRUE(window->isFullScreen());
    EXPECT_TRUE(window->presentation());
    EXPECT_EQ(window->geometry(), QGuiApplication::primaryScreen()->geometry());
}

} // namespace
} // namespace sb::ui::test
