// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/language.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace sb::ui::test {

/// Forgets the settings, and the inputs and programs kept by earlier tests, in English: a
/// window made next starts on the samples and the start texts, as on a first run.
inline void freshStart()
{
    QSettings().clear();
    const QDir kept = QFileInfo(QSettings().fileName()).absoluteDir();
    for (const QString& file : kept.entryList({QStringLiteral("input-*.txt"), QStringLiteral("solution-*"), QStringLiteral("mytests-*")}))
        QFile::remove(kept.filePath(file));
    language::apply(QStringLiteral("en"));
}

} // namespace sb::ui::test
