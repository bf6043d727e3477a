// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace sb::ui {

/// QFileDialog::getOpenFileName() and getSaveFileName(), except for where the dialog keeps what
/// it remembers (the last folder, the view, the history). Qt keeps that in "QtProject.conf" of
/// the user's configuration folder (~/.config); these dialogs keep it in StepBoard's own
/// settings folder, so that StepBoard writes nothing outside it.
QString askOpenFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
QString askSaveFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
/// The same, for a folder.
QString askFolder(QWidget* parent, const QString& caption, const QString& dir);

/// One filter of a file dialog: a translated name and its patterns, "Programs (*.cpp *.py)". The
/// patterns stay out of the translation: Qt reads them only between ASCII brackets, and a
/// translator's full-width ones （…） would leave the dialog listing folders only.
QString fileFilter(const QString& name, const QStringList& patterns);

/// Filters for a dialog that opens a file: these, then "All files (*)" in the window's language.
QString openFilters(const QStringList& filters);

/// Where the file dialogs keep what they remember.
QString fileDialogSettingsPath();

} // namespace sb::ui
