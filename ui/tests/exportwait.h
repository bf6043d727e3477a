// SPDX-License-Identifier: GPL-3.0-or-later
// An animation written as the window writes it, between the event loop's turns, waited for.
#pragma once

#include "export/boardframes.h"
#include "export/exportdialogs.h"

#include <QSignalSpy>

namespace sb::ui::test {

/// Writes `request` to `path` with an AnimationWriter: true when the file was written whole;
/// otherwise the reason in `error` (empty when cancelled).
inline bool writeAnimation(const AnimationRequest& request, const QString& path, QString* error = nullptr)
{
    AnimationWriter writer(request, path);
    QSignalSpy finished(&writer, &AnimationWriter::finished);
    writer.start();
    if (finished.isEmpty() && !finished.wait(120000))
        return false;
    if (error)
        *error = finished.first().at(1).toString();
    return finished.first().at(0).toBool();
}

/// The dialog's Export, waited for: true when the file was written whole.
inline bool exportWaited(AnimationDialog& dialog, const QString& path)
{
    QSignalSpy exported(&dialog, &AnimationDialog::exported);
    dialog.exportTo(path);
    if (exported.isEmpty() && !exported.wait(120000))
        return false;
    return exported.first().at(0).toBool();
}

} // namespace sb::ui::test
