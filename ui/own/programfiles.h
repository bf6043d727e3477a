// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "own/solutioneditor.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QWidget;

namespace sb::ui {

/// A student's program as a file: read in whole (its language from its extension) or refused with
/// the reason, written whole or not at all, and the dialogs that ask where.
class ProgramFiles {
    Q_DECLARE_TR_FUNCTIONS(sb::ui::ProgramFiles)
public:
    struct Read {
        QString text;
        SolutionEditor::Language language = SolutionEditor::Language::Cpp;
    };
    /// The program in `path`; nothing, with the reason in `why`, when it cannot be read.
    static std::optional<Read> read(const QString& path, QString* why);
    /// Writes `text` to `path` whole; false, with the reason in `why`, when it cannot.
    static bool write(const QString& path, const QString& text, QString* why);
    /// Asks which program to open; empty when none.
    static QString askOpen(QWidget* parent);
    /// Asks where to save the program of `problem` in `language`; empty when nowhere.
    static QString askSave(QWidget* parent, const QString& problem, SolutionEditor::Language language);
};

} // namespace sb::ui
