// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/filedialogs.h"

#include "window/settingscheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

#include <memory>

namespace sb::ui {

namespace {

/// The folder of the native format's user-scope files as Qt has it: QFileDialog writes
/// QSettings(UserScope, "QtProject") there, a native-format file whatever the default format.
QString nativeUserFolder()
{
    // A name of its own: QSettings opens its files as it is made (StepBoard's own may be checked later).
    const QSettings probe(QSettings::NativeFormat, QSettings::UserScope, QCoreApplication::organizationName(),
                          QCoreApplication::applicationName() + QStringLiteral(".where"));
    return QDir::cleanPath(QFileInfo(probe.fileName()).dir().absoluteFilePath(QStringLiteral("..")));
}

/// While it lives, native-format user settings made are in StepBoard's settings folder. Only a
/// dialog is made or dropped meanwhile, with no event handled: StepBoard's own settings, made
/// elsewhere, keep their place.
class DialogSettingsHere {
public:
    DialogSettingsHere() : m_was(nativeUserFolder())
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, QFileInfo(settingsPath()).absolutePath());
    }
    ~DialogSettingsHere() { QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_was); }
    DialogSettingsHere(const DialogSettingsHere&) = delete;
    DialogSettingsHere& operator=(const DialogSettingsHere&) = delete;

private:
    QString m_was;
};

QString ask(QWidget* parent, const QString& caption, const QString& dir, const QString& filter, bool save)
{
    std::unique_ptr<QFileDialog> dialog;
    {
        const DialogSettingsHere here; // it reads what it remembers as it is made
        dialog = std::make_unique<QFileDialog>(parent, caption, dir, filter);
    }
    dialog->setAcceptMode(save ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog->setFileMode(save ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
    const QString chosen = dialog->exec() == QDialog::Accepted ? dialog->selectedFiles().value(0) : QString();
    const DialogSettingsHere here; // and writes it as it goes
    dialog.reset();
    return chosen;
}

} // namespace

QString askOpenFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter)
{
    return ask(parent, caption, dir, filter, false);
}

QString askSaveFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter)
{
    return ask(parent, caption, dir, filter, true);
}

QString fileDialogSettingsPath()
{
    return QFileInfo(settingsPath()).dir().filePath(QStringLiteral("QtProject.conf"));
}

} // namespace sb::ui
