// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/filedialogs.h"

#include "common/language.h"
#include "common/settingscheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QLocale>
#include <QSettings>
#include <QTreeView>

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

/// The file list's dates and sizes as the class's language writes them: Qt's model writes them
/// in the system's language ("1 Dec" in a Chinese window).
class LocalDatesAndSizes : public QIdentityProxyModel {
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex& index, int role) const override
    {
        const auto* files = qobject_cast<const QFileSystemModel*>(sourceModel());
        if (role != Qt::DisplayRole || !files || index.column() < 1 || index.column() > 3)
            return QIdentityProxyModel::data(index, role);
        const QModelIndex source = mapToSource(index);
        const QLocale locale(language::current());
        switch (index.column()) {
        case 1: {
            if (files->isDir(source))
                return QString();
            const qint64 bytes = files->size(source);
            return bytes < 1024 ? QCoreApplication::translate("sb::ui::FileDialogs", "%1 bytes").arg(bytes)
                                : locale.formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
        }
        case 2: {
            // The kind by the name's ending, in the app's words: the system's description of a
            // file type is in the system's language.
            const char* const context = "QAbstractFileIconProvider";
            if (files->isDir(source))
                return QCoreApplication::translate(context, "Folder");
            const QString suffix = files->fileInfo(source).suffix();
            return suffix.isEmpty() ? QCoreApplication::translate(context, "File")
                                    : QCoreApplication::translate(context, "%1 File").arg(suffix);
        }
        default: {
            // The date as the language writes it short, the time on a 24-hour clock (Qt writes
            // Chinese times with a "B" it does not replace).
            const QDateTime when = files->lastModified(source);
            return locale.toString(when.date(), QLocale::ShortFormat) + QLatin1Char(' ') +
                   when.time().toString(QStringLiteral("HH:mm"));
        }
        }
    }
};

enum class Asked { Open, Save, Folder };

QString ask(QWidget* parent, const QString& caption, const QString& dir, const QString& filter, Asked asked)
{
    const bool save = asked == Asked::Save;
    std::unique_ptr<QFileDialog> dialog;
    {
        const DialogSettingsHere here; // it reads what it remembers as it is made
        dialog = std::make_unique<QFileDialog>(parent, caption, dir, filter);
    }
    // Qt's own dialog, not the desktop's: it speaks the class's language (the desktop's speaks the
    // system's) and takes the projector's font.
    dialog->setOption(QFileDialog::DontUseNativeDialog);
    dialog->setProxyModel(new LocalDatesAndSizes(dialog.get()));
    // Each column as wide as what it lists once the folder is read, in the dialog's font (twice
    // the usual on a projector), not the usual font's widths.
    if (auto* files = qobject_cast<QFileSystemModel*>(dialog->proxyModel()->sourceModel())) {
        QFileDialog* shown = dialog.get();
        QObject::connect(files, &QFileSystemModel::directoryLoaded, shown, [shown] {
            for (QTreeView* list : shown->findChildren<QTreeView*>())
                list->header()->resizeSections(QHeaderView::ResizeToContents);
        });
    }
    dialog->setAcceptMode(save ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog->setFileMode(save ? QFileDialog::AnyFile : asked == Asked::Folder ? QFileDialog::Directory : QFileDialog::ExistingFile);
    if (asked == Asked::Folder)
        dialog->setOption(QFileDialog::ShowDirsOnly);
    const QString chosen = dialog->exec() == QDialog::Accepted ? dialog->selectedFiles().value(0) : QString();
    const DialogSettingsHere here; // and writes it as it goes
    dialog.reset();
    return chosen;
}

} // namespace

QString askOpenFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter)
{
    return ask(parent, caption, dir, filter, Asked::Open);
}

QString askFolder(QWidget* parent, const QString& caption, const QString& dir)
{
    return ask(parent, caption, dir, QString(), Asked::Folder);
}

QString askSaveFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter)
{
    return ask(parent, caption, dir, filter, Asked::Save);
}

QString fileFilter(const QString& name, const QStringList& patterns)
{
    return name + QStringLiteral(" (") + patterns.join(QLatin1Char(' ')) + QLatin1Char(')');
}

QString openFilters(const QStringList& filters)
{
    const QString all = fileFilter(QCoreApplication::translate("sb::ui::FileDialogs", "All files"), {QStringLiteral("*")});
    return (filters + QStringList{all}).join(QStringLiteral(";;"));
}

QString fileDialogSettingsPath()
{
    return QFileInfo(settingsPath()).dir().filePath(QStringLiteral("QtProject.conf"));
}

} // namespace sb::ui
