// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/pngfile.h"

#include "common/outputfile.h"

#include <QImageWriter>

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

} // namespace sb::ui
