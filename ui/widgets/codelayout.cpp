// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/codelayout.h"

#include <QStringList>

namespace sb::ui {

namespace {

bool isWide(QChar c)
{
    return codeColumns(c) == 2;
}

/// Punctuation that must not begin a row (it closes what comes before it).
bool closes(QChar c)
{
    return QStringLiteral("，。；：、！？）」』,.;:!?)").contains(c);
}

/// `words` (the comment's text after its mark) in rows of at most `room` columns: broken at
/// spaces, or between two CJK characters; a word longer than a row stays whole.
QStringList wrapWords(const QString& text, int room)
{
    QStringList rows;
    QString row;
    int width = 0;
    qsizetype i = 0;
    while (i < text.size()) {
        // The next unit: a run of non-space, non-wide characters (a word), or one wide character
        // with any closing punctuation after it, or a run of spaces.
        qsizetype j = i + 1;
        if (text[i].isSpace()) {
            while (j < text.size() && text[j].isSpace())
                ++j;
        } else if (isWide(text[i])) {
            while (j < text.size() && closes(text[j]))
                ++j;
        } else {
            while (j < text.size() && !text[j].isSpace() && !isWide(text[j]))
                ++j;
            while (j < text.size() && closes(text[j]))
                ++j;
        }
        const QString unit = text.mid(i, j - i);
        const int w = codeColumns(unit);
        if (unit.front().isSpace()) {
            if (width + w > room) { // a space at the end of a row is dropped
                rows << row;
                row.clear();
                width = 0;
            } else if (width > 0) {
                row += unit;
                width += w;
            }
        } else if (width > 0 && width + w > room) {
            rows << row.trimmed();
            row = unit;
            width = w;
        } else {
            row += unit;
            width += w;
        }
        i = j;
    }
    if (!row.trimmed().isEmpty() || rows.isEmpty())
        rows << row.trimmed();
    return rows;
}

} // namespace

qsizetype commentStart(const QString& line, bool python)
{
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (!quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\''))
            quote = c;
        else if (python && c == QLatin1Char('#'))
            return i;
        else if (!python && c == QLatin1Char('/') && i + 1 < line.size() && line[i + 1] == QLatin1Char('/'))
            return i;
    }
    return -1;
}

QStringList wrapComment(const QString& text, int columns)
{
    return wrapWords(text, std::max(8, columns));
}

int codeColumns(QChar c)
{
    const char16_t u = c.unicode();
    const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3) ||
                      (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) ||
                      (u >= 0xFFE0 && u <= 0xFFE6);
    return wide ? 2 : 1;
}

int codeColumns(const QString& text)
{
    int n = 0;
    for (const QChar c : text)
        n += codeColumns(c);
    return n;
}

CodeLayout layOutCode(const QString& listing, bool python, int columns)
{
    CodeLayout out;
    const QStringList lines = listing.split(QLatin1Char('\n'));
    out.rowOfLine.assign(static_cast<std::size_t>(lines.size()) + 1, -1);
    out.commentOfLine.assign(static_cast<std::size_t>(lines.size()) + 1, QString());
    QStringList rows;
    const auto add = [&](const QString& row, int line) {
        rows << row;
        out.lineOfRow.push_back(line);
    };
    const QString mark = python ? QStringLiteral("#") : QStringLiteral("//");
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const int lineNo = static_cast<int>(n) + 1;
        QString line = lines[n];
        if (columns <= 0) {
            out.rowOfLine[static_cast<std::size_t>(lineNo)] = static_cast<int>(rows.size());
            add(line, lineNo);
            continue;
        }
        qsizetype spaces = 0;
        while (spaces < line.size() && line[spaces] == QLatin1Char(' '))
            ++spaces;
        const QString indent(spaces / 2, QLatin1Char(' '));
        line = line.mid(spaces);
        const qsizetype at = commentStart(line, python);
        const QString code = at < 0 ? line : line.left(at).trimmed();
        if (at >= 0 && !code.isEmpty()) {
            out.commentOfLine[static_cast<std::size_t>(lineNo)] = line.mid(at + mark.size()).trimmed();
        } else if (at >= 0) {
            // The comment's words after its mark, wrapped; each row begins with the mark.
            const QString words = line.mid(at + mark.size()).trimmed();
            const int room = std::max(12, columns - codeColumns(indent) - static_cast<int>(mark.size()) - 1);
            const QStringList wrapped = wrapWords(words, room);
            out.rowOfLine[static_cast<std::size_t>(lineNo)] = static_cast<int>(rows.size());
            for (qsizetype r = 0; r < wrapped.size(); ++r)
                add(indent + mark + (wrapped[r].isEmpty() ? QString() : QStringLiteral(" ")) + wrapped[r],
                    r == 0 ? lineNo : 0);
            continue;
        }
        out.rowOfLine[static_cast<std::size_t>(lineNo)] = static_cast<int>(rows.size());
        add(code.isEmpty() ? QString() : indent + code, lineNo);
    }
    out.text = rows.join(QLatin1Char('\n'));
    return out;
}

QString compactCount(quint64 n)
{
    if (n < 1000)
        return QString::number(n);
    const char* units[] = {"k", "M", "G", "T", "P"};
    double v = static_cast<double>(n);
    int u = -1;
    while (v >= 999.5 && u < 4) {
        v /= 1000.0;
        ++u;
    }
    // One decimal below ten (1.2k), none from ten (43k, 427k).
    const QString digits = v < 9.95 ? QString::number(v, 'f', 1) : QString::number(static_cast<qint64>(v + 0.5));
    return digits + QLatin1String(units[u]);
}

} // namespace sb::ui
