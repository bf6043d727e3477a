// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pack.h"

#include <QString>
#include <QTextBrowser>

class QPrinter;

namespace sb::ui {

/// A pack's statement in the window's language, as its package gives it: Markdown drawn (with its
/// images beside it), LaTeX shown as it is written, a PDF named; then the samples, each input beside the
/// answer it must print. Where the pack has no statement in the window's language, the English one, else
/// any it has. Printed and written as a PDF as the built-in problems' are.
class PackStatementView : public QTextBrowser {
    Q_OBJECT
public:
    explicit PackStatementView(QWidget* parent = nullptr);
    /// Shows `pack`'s statement in `language` ("zh_TW").
    void setPack(const pack::Pack& pack, const QString& language);
    /// The language of the statement shown (the one asked for, or the one the pack had instead); empty
    /// when the pack has none.
    QString shownLanguage() const { return m_language; }
    /// The statement's file, relative to the pack; empty when it has none.
    QString shownFile() const { return m_file; }
    void printTo(QPrinter* printer) const;
    /// Writes the statement as a PDF, whole or not at all; false when the file cannot be written, with
    /// the reason in `error`.
    bool exportPdf(const QString& path, QString* error = nullptr) const;

private:
    /// The samples, as HTML tables with the window's words.
    QString samples(const pack::Pack& pack) const;

    QString m_language;
    QString m_file;
};

} // namespace sb::ui
