// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingscheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace sb::ui {

QString setAsideUnreadableSettings()
{
    QString path;
    {
        const QSettings settings;
        path = settings.fileName();
        if (settings.status() == QSettings::NoError || !QFileInfo::exists(path))
            return {};
    } // closed before it is moved
    QString aside = path + QStringLiteral(".unreadable");
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = path + QStringLiteral(".unreadable-%1").arg(n);
    if (QFile::rename(path, aside))
        return aside;
    // It cannot even be moved: it goes, so that the defaults are not overwritten by it again.
    QFile::remove(path);
    return path;
}

QString unreadableSettingsMessage(const QString& movedTo)
{
    return QCoreApplication::translate("sb::ui::SettingsCheck",
                                       "The settings could not be read, so StepBoard starts on its defaults. "
                                       "The damaged file was moved to %1.")
        .arg(QDir::toNativeSeparators(movedTo));
}

} // namespace sb::ui
