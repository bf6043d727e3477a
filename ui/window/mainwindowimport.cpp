// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import a problem: a problem kept for another judge (a Themis folder of tests, a CMS task, or an
// archive of one) written as a pack among the user's own, listed with the problems, and opened.
#include "window/mainwindow.h"

#include "common/filedialogs.h"
#include "common/language.h"
#include "packs/packcontroller.h"
#include "window/problembar.h"

#include "pack.h"
#include "packarchive.h"
#include "packimport.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace sb::ui {

namespace {

/// Why nothing was imported, in the window's language.
QString refusalWords(pack::Imported::Refusal refusal, const QString& source, const QString& folder)
{
    using Refusal = pack::Imported::Refusal;
    switch (refusal) {
    case Refusal::NotAProblem:
        return MainWindow::tr("%1 is no problem StepBoard can import: a folder of Themis tests (each test's folder "
                              "with its .INP and .OUT), or a CMS task (task.yaml with input/ and output/).")
            .arg(source);
    case Refusal::NotEmpty:
        return MainWindow::tr("%1 is there already and is not an empty folder.").arg(folder);
    case Refusal::NoTests:
        return MainWindow::tr("%1 holds no test with its answer.").arg(source);
    case Refusal::TooLarge:
        return MainWindow::tr("%1 holds more than an import reads (2 GB, or 20,000 files).").arg(source);
    }
    return {};
}

/// What was left out, in the window's language, a note a line.
QString noteWords(const pack::ImportNote& note)
{
    using Kind = pack::ImportNote::Kind;
    const QString file = QDir::toNativeSeparators(QString::fromStdString(note.file));
    switch (note.kind) {
    case Kind::NoAnswer:
        return MainWindow::tr("%1: a test without its answer, left out").arg(file);
    case Kind::NotText:
        return MainWindow::tr("%1: not text in any encoding it could be in, left out").arg(file);
    case Kind::Link:
        return MainWindow::tr("%1: a symbolic link, not followed").arg(file);
    case Kind::EmptyGroup:
        return MainWindow::tr("%1: subtask %2 has no test that is there, left out").arg(file, QString::fromStdString(note.detail));
    case Kind::BadTaskYaml:
        return MainWindow::tr("%1 cannot be read: what it says is not used").arg(file);
    }
    return file;
}

} // namespace

void MainWindow::askImportProblem()
{
    // A file that shows the layout: a CMS task's task.yaml, one of a Themis test's inputs, or an archive.
    const QString file = askOpenFileName(
        this, tr("Import a problem"), QString(),
        fileFilter(tr("Problems of other judges"),
                   {QStringLiteral("task.yaml"), QStringLiteral("*.INP"), QStringLiteral("*.inp"), QStringLiteral("*.IN"),
                    QStringLiteral("*.in"), QStringLiteral("*.zip"), QStringLiteral("*.tar"), QStringLiteral("*.tar.gz"),
                    QStringLiteral("*.tgz"), QStringLiteral("*.tar.bz2"), QStringLiteral("*.tar.xz")}));
    if (file.isEmpty())
        return;
    QString said;
    if (!importProblem(file, &said))
        QMessageBox::warning(this, tr("Import a problem"), said);
    else
        QMessageBox::information(this, tr("Import a problem"), said);
}

bool MainWindow::importProblem(const QString& file, QString* said)
{
    std::filesystem::path source = QFileInfo(file).absoluteFilePath().toStdString();
    std::error_code ec;
    if (pack::isArchive(source) && std::filesystem::is_regular_file(source, ec)) {
        const pack::Unpacked unpacked = pack::unpack(source);
        if (unpacked.refused) {
            *said = PackController::archiveWords(*unpacked.refused);
            return false;
        }
        source = *unpacked.folder;
    } else if (source.filename() == "task.yaml") {
        source = source.parent_path();
    } else if (std::filesystem::is_regular_file(source, ec)) {
        source = source.parent_path().parent_path(); // a test's input: its folder's folder holds the tests
    }
    const std::filesystem::path folder = pack::freshPackFolder(source);
    const QString language = language::current();
    const pack::Imported imported = pack::importProblem(source, folder, language.toStdString());
    const QString shownSource = QDir::toNativeSeparators(QString::fromStdString(source.string()));
    if (imported.refusal) {
        *said = refusalWords(*imported.refusal, shownSource, QDir::toNativeSeparators(QString::fromStdString(folder.string())));
        return false;
    }
    const QString path = QString::fromStdString(folder.string());
    const QString layout = QString::fromStdString(pack::layoutName(*imported.layout));
    QStringList lines{imported.tests == 1
                          ? tr("Imported from %1 (%2): 1 test, kept in %3.").arg(shownSource, layout, QDir::toNativeSeparators(path))
                          : tr("Imported from %1 (%2): %3 tests, kept in %4.")
                                .arg(shownSource, layout)
                                .arg(imported.tests)
                                .arg(QDir::toNativeSeparators(path))};
    for (const pack::ImportNote& note : imported.notes)
        lines << noteWords(note);
    // Listed with the problems whether or not it opens: one without a solution yet waits for one.
    m_choosers->addPack(path, QString::fromStdString(imported.name));
    if (QString why; !openPack(path, &why))
        lines << tr("It cannot be opened yet: %1").arg(why);
    *said = lines.join(QLatin1Char('\n'));
    return true;
}

} // namespace sb::ui
