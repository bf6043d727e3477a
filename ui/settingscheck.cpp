// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingscheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>

namespace sb::ui {

QString setAsideUnreadableSettings()
{
    const QString path = QSettings().fileName();
    if (!QFileInfo::exists(path))
        return {};
    {
        // Read from a copy: QSettings keeps what it read of a path, and may not read the file again.
        QTemporaryDir scratch;
        const QString copy = scratch.filePath(QStringLiteral("settings.ini"));
        if (scratch.isValid() && QFile::copy(path, copy)) {
            const QSettings settings(copy, QSettings::IniFormat);
            (void)settings.allKeys(); // with a QApplication the file is read only when a value is asked for
            if (settings.status() == QSettings::NoError)
                return {};
        } else if (QFile file(path); file.open(QIODevice::ReadOnly)) {
            return {}; // readable, but it cannot be looked at: leave it to QSettings
        }
    }
    // Even when it could only be removed, the window says the defaults are in use.
    const QString aside = setAsideUnreadable(path);
    return aside.isEmpty() ? path : aside;
}

QString setAsideUnreadable(const QString& path)
{
    QString aside = path + QStringLiteral(".unreadable");
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = path + QStringLiteral(".unreadable-%1").arg(n);
    if (QFile::rename(path, aside))
        return aside;
    QFile::remove(path);
    return {};
}

QString unreadableSettingsMessage(const QString& movedTo)
{
    return QCoreApplication::translate("sb::ui::SettingsCheck",
                                       "The settings could not be read, so StepBoard starts on its defaults. "
                                       "The damaged file was moved to %1.")
        .arg(QDir::toNativeSeparators(movedTo));
}

} // namespace sb::ui
