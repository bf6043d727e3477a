// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshot.h"

#include "boardview.h"
#include "compare/compareview.h"
#include "mainwindow.h"
#include "session.h"

#include <QApplication>
#include <QPixmap>

namespace sb::ui {

bool saveScreenshot(MainWindow& window, QSize size, bool present, const QString& path)
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
    window.session()->waitUntilIdle();
    window.session()->waitForTimeline();
    QApplication::processEvents();
    window.board()->fitToWindow();
    QApplication::processEvents();
    if (window.comparing())
        window.compareView()->settle();
    return window.grab().save(path, "PNG");
}

} // namespace sb::ui
