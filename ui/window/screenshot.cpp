// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/screenshot.h"

#include "widgets/boardview.h"
#include "compare/compareview.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "common/outputfile.h"
#include "run/session.h"

#include <QApplication>
#include <QImageWriter>
#include <QPixmap>

namespace sb::ui {

namespace {

bool failWith(QString* error, const QString& why)
{
    if (error)
        *error = why;
    return false;
}

} // namespace

bool writePng(const QImage& image, const QString& path, QString* error)
{
    OutputFile file(path);
    QImageWriter writer(&file, "PNG");
    if (!file.open() || !writer.write(image)) {
        // The file's own failure (a full disk) says more than the writer's "device error".
        const QString why = file.errorText().isEmpty() ? writer.errorString() : file.errorText();
        file.cancel();
        return failWith(error, why);
    }
    return file.commit() || failWith(error, file.errorText());
}

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
