// SPDX-License-Identifier: GPL-3.0-or-later
// The window on its screen: its place in normal mode (remembered per screen size), projector mode and F5.
#include "window/mainwindow.h"

#include "window/boardcolumn.h"
#include "widgets/boardview.h"
#include "widgets/codeview.h"
#include "widgets/inputpanel.h"
#include "common/language.h"
#include "window/mainmenus.h"
#include "widgets/methodpicker.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "window/problembar.h"
#include "run/problemui.h"
#include "run/session.h"
#include "window/sidepanel.h"
#include "common/theme.h"
#include "common/windowmodes.h"
#include "window/windowplace.h"
#include "compare/comparebar.h"
#include "compare/lockstepplay.h"
#include "compare/comparecontroller.h"
#include "compare/compareview.h"
#include "export/exportcontroller.h"
#include "lesson/lessoncontroller.h"
#include "pen/pencontroller.h"
#include "predict/predictcontroller.h"
#include "predict/predictor.h"
#include "predict/predictpanel.h"
#include "statement/statementcontroller.h"
#include "statement/statementview.h"

#include "core/problem.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QLayout>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace sb::ui {

namespace {

/// Where the window stood on each screen size (see rememberPlace).
const QString kPlacesKey = QStringLiteral("window/places");

} // namespace

void MainWindow::setPresentation(bool on)
{
    if (on == m_modes->projector())
        return;
    m_modes->setScreen(on ? WindowModes::Screen::Projector : WindowModes::Screen::Normal);
    if (on) {
        m_place.wasMaximized = isMaximized();
        const Theme& t = Theme::highContrast();
        QPalette p = m_place.normalPalette;
        p.setColor(QPalette::Window, t.window);
        p.setColor(QPalette::WindowText, t.text);
        p.setColor(QPalette::Base, t.window);
        p.setColor(QPalette::Text, t.text);
        p.setColor(QPalette::ButtonText, t.text);
        setPalette(p);
        showFullScreen();
    } else {
        // Esc's "stays on" is said no more once it is off.
        if (narration() == tr("Projector mode stays on: F5 leaves it."))
            updateNarration();
        setPalette(m_place.normalPalette);
        if (m_place.wasMaximized)
            showMaximized();
        else
            showNormal();
        // The window manager gives the old place back after the switch; check it then.
        QTimer::singleShot(0, this, &MainWindow::keepOnScreen);
    }
    applyFonts();
    m_side->setPresentation(on);
    m_player->setPresentation(on);
    m_compare->setPresentation(on);
    splitEvenly();
}

bool MainWindow::presentation() const
{
    return m_modes->projector();
}

void MainWindow::togglePresentation()
{
    // A window manager that took full screen away leaves projector mode half on: F5 takes it back.
    if (m_modes->projector() && !isFullScreen() && isVisible() && windowHandle()) {
        m_menus->setPresentChecked(true);
        showFullScreen();
    } else {
        setPresentation(!m_modes->projector());
    }
}

void MainWindow::splitEvenly()
{
    // The board gets most of the width; on a projector the twice-as-large code needs a little more.
    const int share = m_modes->projector() ? 50 : 60;
    m_split->setSizes({width() * share / 100, width() * (100 - share) / 100});
    if (m_modes->projector())
        QTimer::singleShot(0, this, &MainWindow::giveTheCodeTheBoardsSpareWidth);
}

void MainWindow::giveTheCodeTheBoardsSpareWidth()
{
    // A board that fills only part of its width at the height it has (a square Caro board on a
    // wide screen) gives the rest to the code, which needs the columns on a projector: never
    // below 40 % of the window, and only once the layout has given the board its height.
    BoardView* view = board();
    if (!m_modes->projector() || !view || m_split->sizes().size() != 2)
        return;
    const int wanted = view->widthForHeight(view->viewport()->height());
    if (wanted <= 0)
        return;
    const int total = m_split->sizes()[0] + m_split->sizes()[1];
    const int column = std::clamp(wanted + (m_column->width() - view->viewport()->width()) + 2, total * 40 / 100, total / 2);
    if (column < m_split->sizes()[0])
        m_split->setSizes({column, total - column});
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!m_place.splitDone) {
        splitEvenly();
        m_place.splitDone = true;
    }
}

void MainWindow::setVisible(bool visible)
{
    if (visible && !m_place.placed) {
        m_place.placed = true;
        if (!testAttribute(Qt::WA_Resized))
            placeOnScreen();
    }
    QMainWindow::setVisible(visible);
}

void MainWindow::placeOnScreen()
{
    const QScreen* s = screen();
    const WindowPlace place = placeWindow(s->availableGeometry(), minimumSizeHint(), kWantedWindowSize,
                                          rememberedPlace(QSettings().value(kPlacesKey).toStringList(), s->size()));
    setGeometry(place.geometry);
    setWindowState(place.maximized ? windowState() | Qt::WindowMaximized : windowState() & ~Qt::WindowMaximized);
}

void MainWindow::keepOnScreen()
{
    if (m_modes->projector() || isMaximized() || isFullScreen() || !isVisible())
        return;
    if (!screen()->availableGeometry().contains(frameGeometry()))
        placeOnScreen();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Where the window stood on this screen, for the next start on a screen of its size.
    if (m_place.placed && !m_modes->projector()) {
        const WindowPlace place{normalGeometry(), isMaximized()};
        QSettings().setValue(kPlacesKey,
                             rememberPlace(QSettings().value(kPlacesKey).toStringList(), screen()->size(), place));
    }
    QMainWindow::closeEvent(event);
}

} // namespace sb::ui
