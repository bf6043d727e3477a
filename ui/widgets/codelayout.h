// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <vector>

namespace sb::ui {

/// A listing as the code view shows it, and where each of its lines went.
struct CodeLayout {
    QString text;
    /// By 1-based line of the listing (index 0 unused): the 0-based row of the editor its code is on.
    std::vector<int> rowOfLine;
    /// By 0-based row of the editor: the 1-based line of the listing whose code it holds, 0 for a
    /// row that continues the comment of the line above it.
    std::vector<int> lineOfRow;
    /// By 1-based line (index 0 unused): the comment after its code, taken off the row to be said
    /// under the line when it runs; empty when the line has none or it stays on its row.
    std::vector<QString> commentOfLine;

    int row(int line) const { return line >= 1 && line < static_cast<int>(rowOfLine.size()) ? rowOfLine[static_cast<std::size_t>(line)] : -1; }
    int line(int row) const { return row >= 0 && row < static_cast<int>(lineOfRow.size()) ? lineOfRow[static_cast<std::size_t>(row)] : 0; }
};

/// Where the comment of a listing's line starts (its mark, // or #), -1 if it has none; a mark
/// inside a string or a character literal is code.
qsizetype commentStart(const QString& line, bool python);

/// The columns a character takes in a monospace listing: 2 for a CJK ideograph or full-width
/// sign (the CJK monospace faces draw them twice as wide), else 1.
int codeColumns(QChar c);
int codeColumns(const QString& text);

/// The listing as written (`columns` 0), or laid out for the back of a classroom: each level of
/// indentation half as wide; a comment after code taken off its row (commentOfLine), so that the
/// code keeps to as few rows as it can and the listing's lines to as few as they can; a comment
/// on a line of its own wrapped at `columns` (between words, or between CJK characters), each
/// row starting with the comment's mark so that it is drawn as a comment. Comment marks inside
/// strings are code.
CodeLayout layOutCode(const QString& listing, bool python, int columns);

/// A comment's words in rows of at most `columns` columns: between words, or between two CJK
/// characters (never before closing punctuation); a word longer than a row stays whole.
QStringList wrapComment(const QString& text, int columns);

/// An execution count in at most four characters, for a margin of fixed width: 7, 999, 1.2k,
/// 43k, 427k, 1.8M, 100M, 2.1G.
QString compactCount(quint64 n);

} // namespace sb::ui
