// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace sb::ui {

/// QFileDialog::getOpenFileName() and getSaveFileName(), except for where the dialog keeps what
/// it remembers (the last folder, the view, the history). Qt keeps that in "QtProject.conf" of
/// the user's configuration folder (~/.config); these dialogs keep it in StepBoard's own
/// settings folder, so that StepBoard writes nothing outside it.
QString askOpenFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
QString askSaveFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);

/// Where the file dialogs keep what they remember.
QString fileDialogSettingsPath();

} // namespace sb::ui
