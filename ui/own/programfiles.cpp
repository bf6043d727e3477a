// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/programfiles.h"

#include "common/filedialogs.h"
#include "common/outputfile.h"

#include "ownprogram.h"

#include <QFile>
#include <QFileInfo>

namespace sb::ui {

std::optional<ProgramFiles::Read> ProgramFiles::read(const QString& path, QString* why)
{
    const auto language = program::languageOf(QFile::encodeName(path).toStdString());
    QFile file(path);
    if (!language)
        *why = tr("%1 is not a C++ (.cpp) or Python (.py) file.").arg(QFileInfo(path).fileName());
    else if (QFileInfo(path).size() > (1 << 20))
        *why = tr("%1 is larger than a program of one file should be (1 MB).").arg(QFileInfo(path).fileName());
    else if (!file.open(QIODevice::ReadOnly))
        *why = tr("%1 cannot be read: %2").arg(QFileInfo(path).fileName(), file.errorString());
    else
        return Read{QString::fromUtf8(file.readAll()), *language == program::Language::Python
                                                           ? SolutionEditor::Language::Python
                                                           : SolutionEditor::Language::Cpp};
    return std::nullopt;
}

bool ProgramFiles::write(const QString& path, const QString& text, QString* why)
{
    QString error;
    if (writeWholeFile(path, text.toUtf8(), &error))
        return true;
    *why = tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), error);
    return false;
}

QString ProgramFiles::askOpen(QWidget* parent)
{
    return askOpenFileName(parent, tr("Open a program"), QString(),
                           openFilters({fileFilter(tr("Programs"), {QStringLiteral("*.cpp"), QStringLiteral("*.cc"),
                                                                    QStringLiteral("*.cxx"), QStringLiteral("*.py")})}));
}

QString ProgramFiles::askSave(QWidget* parent, const QString& problem, SolutionEditor::Language language)
{
    const bool python = language == SolutionEditor::Language::Python;
    return askSaveFileName(parent, tr("Save the program as"),
                           QStringLiteral("solution-%1.%2").arg(problem, SolutionEditor::extensionOf(language)),
                           python ? fileFilter(QStringLiteral("Python"), {QStringLiteral("*.py")})
                                  : fileFilter(QStringLiteral("C++"), {QStringLiteral("*.cpp")}));
}

} // namespace sb::ui
