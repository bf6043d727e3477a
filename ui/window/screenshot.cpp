// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/screenshot.h"

#include "widgets/boardview.h"
#include "compare/compareview.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "run/session.h"
#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "window/sidepanel.h"

#include <QApplication>
#include <QPixmap>

namespace sb::ui {

bool saveScreenshot(MainWindow& window, QSize size, bool present, const QString& path, QString* error)
{
    if (size.width() > kMaxScreenshotSide || size.height() > kMaxScreenshotSide)
        return false;
    window.resize(size);
    window.show();
    if (present) {
        // Offscreen, "full screen" is the platform's small default screen: keep the size asked for.
        window.setPresentation(true);
        window.setWindowState(Qt::WindowNoState);
        window.resize(size);
    }
    // A lesson's program is recorded again in the background: the picture shows it stepped.
    window.sidePanel()->solution()->controller()->waitForRecording();
    window.session()->waitUntilIdle();
    window.session()->waitForTimeline();
    QApplication::processEvents();
    window.board()->fitToWindow();
    QApplication::processEvents();
    if (window.sideBySide()->isOpen())
        window.sideBySide()->view()->settle();
    return writePng(window.grab().toImage(), path, error);
}

} // namespace sb::ui
