// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/settingscheck.h"

#include "core/inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryFile>

#include <cerrno>
#include <optional>

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sb::ui {

namespace {

/// Whether anything is at `path`, a link to nothing included.
bool present(const QString& path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
}

/// The name a check's copy of the settings starts with, beside them.
QString checkPrefix(const QString& settings)
{
    return QFileInfo(settings).fileName() + QStringLiteral(".check-");
}

/// A copy left by a start that was killed while checking: nothing reads it again.
void removeStaleChecks(const QString& settings)
{
    const QDir folder = QFileInfo(settings).absoluteDir();
    const QStringList stale = folder.entryList({checkPrefix(settings) + QLatin1Char('*')},
                                               QDir::Files | QDir::Hidden | QDir::System);
    for (const QString& name : stale)
        QFile::remove(folder.filePath(name));
}

/// The prefix of a scratch folder's name; the process id follows.
const QString kScratchPrefix = QStringLiteral("scratch-");

/// Scratch folders whose process has ended: a run killed by a signal could not remove its own.
void removeStaleScratch(const QDir& folder)
{
    for (const QString& name : folder.entryList({kScratchPrefix + QLatin1Char('*')}, QDir::Dirs | QDir::Hidden)) {
        bool ok = false;
        const qint64 pid = name.mid(kScratchPrefix.size()).toLongLong(&ok);
        if (ok && pid > 0 && pid != qint64(::getpid()) && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
            QDir(folder.filePath(name)).removeRecursively();
    }
}

/// The bytes of a regular file of at most kMaxSettingsBytes; nothing for anything else, read
/// with the input files' reader: a device is looked at and never opened, a FIFO never waited on,
/// and nothing is read past the limit.
std::optional<QByteArray> readSettingsBytes(const QString& path)
{
    const InputFile in = readInputFile(QFile::encodeName(path).toStdString(), kMaxSettingsBytes);
    if (!in.ok())
        return std::nullopt;
    return QByteArray::fromStdString(in.text); // less a leading byte-order mark, which QSettings skips too
}

/// Whether QSettings reads `bytes` without error. It reads a copy, made beside the settings so
/// that nothing is written outside their folder: QSettings keeps what it read of a path, and
/// reads only files. A copy that cannot be made leaves the verdict to QSettings itself.
bool readsBack(const QString& settings, const QByteArray& bytes)
{
    QTemporaryFile copy(QFileInfo(settings).absoluteDir().filePath(checkPrefix(settings) + QStringLiteral("XXXXXX")));
    if (!copy.open() || copy.write(bytes) != bytes.size() || !copy.flush())
        return true;
    copy.close();
    const QSettings read(copy.fileName(), QSettings::IniFormat);
    (void)read.allKeys(); // with a QApplication the file is read only when a value is asked for
    return read.status() == QSettings::NoError;
}

} // namespace

QString settingsPath()
{
    // QSettings() opens its file as it is made, and a FIFO there would never answer: ask a
    // QSettings of another name in the same folder where that folder is.
    const QString app = QCoreApplication::applicationName();
    const QSettings probe(QSettings::defaultFormat(), QSettings::UserScope, QCoreApplication::organizationName(),
                          app + QStringLiteral(".where"));
    const QFileInfo where(probe.fileName());
    return where.dir().filePath(app + QLatin1Char('.') + where.suffix());
}

QString setAsideUnreadableSettings()
{
    const QString path = settingsPath();
    removeStaleChecks(path);
    removeStaleScratch(QFileInfo(path).absoluteDir());
    if (!present(path))
        return {}; // a first start
    // A FIFO, a device, a link to one or a file far larger than settings are is never read.
    if (const std::optional<QByteArray> bytes = readSettingsBytes(path); bytes && readsBack(path, *bytes))
        return {};
    // Even when it could only be removed, the window says the defaults are in use.
    const QString aside = setAsideUnreadable(path);
    return aside.isEmpty() ? path : aside;
}

QString setAsideUnreadable(const QString& path)
{
    // rename(2) and unlink(2) never open what they move: a FIFO or a link to a device goes as a file does.
    QString aside = path + QStringLiteral(".unreadable");
    for (int n = 2; present(aside); ++n)
        aside = path + QStringLiteral(".unreadable-%1").arg(n);
    if (::rename(QFile::encodeName(path).constData(), QFile::encodeName(aside).constData()) == 0)
        return aside;
    ::unlink(QFile::encodeName(path).constData());
    return {};
}

ScratchSettings::ScratchSettings()
{
    const QDir folder = QFileInfo(settingsPath()).absoluteDir();
    removeStaleScratch(folder);
    m_path = folder.filePath(kScratchPrefix + QString::number(::getpid()));
    QDir(m_path).removeRecursively(); // an earlier process of the same id, long gone
    QDir().mkpath(m_path);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_path);
}

ScratchSettings::~ScratchSettings()
{
    QDir(m_path).removeRecursively();
}

QString unreadableSettingsMessage(const QString& movedTo)
{
    return QCoreApplication::translate("sb::ui::SettingsCheck",
                                       "The settings could not be read, so StepBoard starts on its defaults. "
                                       "The damaged file was moved to %1.")
        .arg(QDir::toNativeSeparators(movedTo));
}

} // namespace sb::ui
