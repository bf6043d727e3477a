// SPDX-License-Identifier: GPL-3.0-or-later
// The window on screens of a classroom's sizes: this file runs once per screen size
// (1024x768, 1280x720, 1366x768, 1920x1080: see CMakeLists.txt), each on an offscreen
// screen of that size. The window always fits the screen it is on.
#include "freshstart.h"
#include "testpaths.h"
#include "openwindow.h"
#include "widgets/inputpanel.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "run/session.h"
#include "common/windowmodes.h"
#include "window/windowplace.h"
#include "compare/compareview.h"
#include "compare/lockstep.h"
#include "common/language.h"

#include "core/player.h"

#include <QApplication>
#include <functional>
#include <QGuiApplication>
#include <QScreen>
#include <QFile>
#include <QSettings>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>
#include <sstream>

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
    QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/caro/line-of-six.txt")));
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

/// The window's modes: the screen (normal or projector) and the view (one method or side by side).
struct Mode {
    bool projector = false;
    bool sideBySide = false;
    bool operator==(const Mode&) const = default;
};

std::ostream& operator<<(std::ostream& os, const Mode& m)
{
    return os << (m.projector ? "projector" : "normal") << (m.sideBySide ? ", side by side" : ", one method");
}

class Modes : public Screen {
protected:
    /// The Caro sample with the exact-five trap, at the end of move 3, in `mode`.
    void reach(Mode mode)
    {
        window.reset();
        freshStart();
        start();
        ASSERT_TRUE(window->session()->setProblem(QStringLiteral("caro")));
        QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/caro/line-of-six.txt")));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        window->inputPanel()->setText(QString::fromUtf8(file.readAll()));
        window->inputPanel()->reparseNow();
        ASSERT_TRUE(window->session()->setMethod(QStringLiteral("trap-exact5")));
        for (int i = 0; i < 3; ++i)
            press(Qt::Key_PageDown);
        ASSERT_EQ(moment(), 3);
        if (mode.projector)
            press(Qt::Key_F5);
        if (mode.sideBySide)
            press(Qt::Key_F7);
        ASSERT_EQ(now(), mode);
        ASSERT_EQ(moment(), 3);
    }
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window.get(), key, modifiers);
        window->session()->waitUntilIdle();
        if (window->sideBySide()->view())
            window->sideBySide()->view()->lockstep()->waitUntilIdle();
        QTest::qWait(10);
    }
    /// The window's modes, which must be what is on screen.
    Mode now() const
    {
        const Mode m{window->modes()->projector(), window->modes()->sideBySide()};
        EXPECT_EQ(m.sideBySide, window->sideBySide()->view() && window->sideBySide()->view()->isVisible());
        EXPECT_EQ(m.projector, window->isFullScreen());
        EXPECT_EQ(m.projector, window->presentation());
        return m;
    }
    qint64 moment() const
    {
        return window->sideBySide()->isOpen() ? window->sideBySide()->view()->lockstep()->moment() : window->session()->moment();
    }
    /// Full screen in projector mode, within the free area of the screen in normal mode.
    void expectOnScreen(const std::string& when) const
    {
        if (window->presentation()) {
            EXPECT_TRUE(window->isFullScreen()) << when;
            EXPECT_EQ(window->geometry(), QGuiApplication::primaryScreen()->geometry()) << when;
        } else {
            EXPECT_FALSE(window->isFullScreen()) << when;
            EXPECT_TRUE(screenArea().contains(window->frameGeometry())) << when;
        }
        const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
        EXPECT_LE(least.height(), QGuiApplication::primaryScreen()->size().height()) << when;
        EXPECT_LE(least.width(), QGuiApplication::primaryScreen()->size().width()) << when;
        if (least.width() > QGuiApplication::primaryScreen()->size().width()) {
            // Which widgets hold the window wider than the screen.
            std::function<void(QWidget*, int)> wide = [&](QWidget* w, int depth) {
                if (!w->isVisible())
                    return;
                const int width = std::max(w->minimumSizeHint().width(), w->minimumWidth());
                if (width > 250)
                    ADD_FAILURE() << std::string(static_cast<std::size_t>(depth) * 2, ' ') << w->metaObject()->className()
                                  << " needs " << width << " px (" << when << ")";
                for (QObject* c : w->children())
                    if (auto* child = qobject_cast<QWidget*>(c))
                        wide(child, depth + 1);
            };
            wide(window.get(), 0);
        }
    }
};

TEST_F(Modes, EveryTransitionEndsInItsModeOnTheScreenAtTheSameMoment)
{
    const std::vector<Mode> all{{false, false}, {false, true}, {true, false}, {true, true}};
    for (const Mode from : all) {
        std::ostringstream name;
        name << "from " << from;
        SCOPED_TRACE(name.str());
        // F5: projector mode on or off, the view and the moment kept.
        reach(from);
        press(Qt::Key_F5);
        EXPECT_EQ(now(), (Mode{!from.projector, from.sideBySide}));
        EXPECT_EQ(moment(), 3);
        expectOnScreen(name.str() + ", F5");
        // Esc: the side-by-side view closes; projector mode stays.
        reach(from);
        press(Qt::Key_Escape);
        EXPECT_EQ(now(), (Mode{from.projector, false}));
        EXPECT_EQ(moment(), 3);
        expectOnScreen(name.str() + ", Esc");
        // F7: side by side on or off.
        reach(from);
        press(Qt::Key_F7);
        EXPECT_EQ(now(), (Mode{from.projector, !from.sideBySide}));
        EXPECT_EQ(moment(), 3);
        expectOnScreen(name.str() + ", F7");
        // Ctrl+L: another language, nothing else.
        reach(from);
        press(Qt::Key_L, Qt::ControlModifier);
        EXPECT_NE(language::current(), QStringLiteral("en"));
        EXPECT_EQ(now(), from);
        EXPECT_EQ(moment(), 3);
        expectOnScreen(name.str() + ", Ctrl+L");
        language::apply(QStringLiteral("en"));
        if (!from.sideBySide) {
            // 3: another method, at the same move.
            reach(from);
            press(Qt::Key_3);
            EXPECT_EQ(window->session()->methodId(), QStringLiteral("3"));
            EXPECT_EQ(now(), from);
            EXPECT_EQ(moment(), 3);
            expectOnScreen(name.str() + ", 3");
            // D: side by side where the trap first goes another way (move 11).
            reach(from);
            ASSERT_TRUE(whereItGoesWrong(*window));
            window->sideBySide()->view()->lockstep()->waitUntilIdle();
            EXPECT_EQ(now(), (Mode{from.projector, true}));
            EXPECT_EQ(moment(), 11);
            expectOnScreen(name.str() + ", D");
        }
    }
}

} // namespace
} // namespace sb::ui::test
