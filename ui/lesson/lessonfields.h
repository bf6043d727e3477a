// SPDX-License-Identifier: GPL-3.0-or-later
// The reader of a lesson file's fields (LessonFile::parse): each field of the type it must have, or named
// with its line among the problems and left at its fresh value.
#pragma once

#include "lesson.h"

#include "core/inputfile.h"
#include "core/programboard.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace sb::ui {

/// Reads the fields of one object, naming the wrong ones with the line they are on.
class FieldReader {
public:
    FieldReader(const QJsonObject& object, const QByteArray& text, QStringList& problems)
        : m_object(object), m_text(text), m_problems(problems)
    {}

    void text(const char* key, QString& out) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isString())
            out = v.toString();
        else if (!v.isUndefined())
            wrong(key, LessonFile::tr("a text in quotes"));
    }
    void count(const char* key, quint64& out) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (isCount(v))
            out = static_cast<quint64>(v.toDouble());
        else if (!v.isUndefined())
            wrong(key, LessonFile::tr("a whole number from 0 to %1").arg(LessonFile::kMaxStep));
    }
    void flag(const char* key, bool& out) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isBool())
            out = v.toBool();
        else if (!v.isUndefined())
            wrong(key, LessonFile::tr("true or false"));
    }
    void texts(const char* key, QStringList& out) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        const QJsonArray a = v.toArray();
        if (!v.isArray() || std::any_of(a.begin(), a.end(), [](const QJsonValue& x) { return !x.isString(); }))
            return wrong(key, LessonFile::tr("a list of texts in quotes"));
        out.clear();
        for (const QJsonValue& x : a)
            out << x.toString();
    }
    void lines(const char* key, QVector<int>& out) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        const QJsonArray a = v.toArray();
        if (!v.isArray() || std::any_of(a.begin(), a.end(), [](const QJsonValue& x) { return !isCount(x); }))
            return wrong(key, LessonFile::tr("a list of line numbers"));
        out.clear();
        out.reserve(a.size());
        for (const QJsonValue& x : a) // a line past any listing stays past it, and is said so
            out << static_cast<int>(std::min(x.toDouble(), double(INT_MAX)));
    }
    void counts(const char* key, QList<quint64>& out) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        const QJsonArray a = v.toArray();
        if (!v.isArray() || std::any_of(a.begin(), a.end(), [](const QJsonValue& x) { return !isCount(x); }))
            return wrong(key, LessonFile::tr("a list of whole numbers from 0 to %1").arg(LessonFile::kMaxStep));
        out.clear();
        for (const QJsonValue& x : a)
            out << static_cast<quint64>(x.toDouble());
    }
    void bookmarks(const char* key, QList<Bookmark>& out) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        const QJsonArray a = v.toArray();
        const auto isStop = [](const QJsonValue& x) {
            const QJsonObject o = x.toObject();
            return x.isObject() && isCount(o.value(QLatin1String("step"))) &&
                   (o.value(QLatin1String("text")).isString() || o.value(QLatin1String("text")).isUndefined());
        };
        if (!v.isArray() || !std::all_of(a.begin(), a.end(), isStop))
            return wrong(key, LessonFile::tr("a list of stops like {\"step\": 120, \"text\": \"…\"}"));
        out.clear();
        int cut = 0;
        for (qsizetype i = 0; i < std::min<qsizetype>(a.size(), LessonFile::kMaxBookmarks); ++i) {
            QString said = a[i][QLatin1String("text")].toString();
            if (said.size() > LessonFile::kMaxBookmarkText) {
                said.truncate(LessonFile::kMaxBookmarkText);
                ++cut;
            }
            out << Bookmark{static_cast<quint64>(a[i][QLatin1String("step")].toDouble()), said};
        }
        sayBookmarksOverLimits(key, a.size(), cut);
    }
    /// The input, when its UTF-8 is within the input files' limit.
    void input(QString& out, const char* key = "input") const
    {
        QString value;
        text(key, value);
        if (static_cast<std::size_t>(value.toUtf8().size()) <= kMaxInputBytes) {
            out = value;
            return;
        }
        m_problems << LessonFile::tr("Line %1: \"%2\" is larger than %3 MB, the most an input may be; it is left "
                                     "out.")
                          .arg(lineOf(key))
                          .arg(QLatin1String(key))
                          .arg(megabytes(kMaxInputBytes));
    }
    /// The student's program and how it is stepped.
    void program(Lesson& out) const
    {
        QString text;
        this->text("program", text);
        if (static_cast<std::size_t>(text.toUtf8().size()) > LessonFile::kMaxProgramBytes) {
            m_problems << LessonFile::tr("Line %1: \"program\" is larger than %2 MB, the most a program of one file may be; "
                                         "it is left out.")
                              .arg(lineOf("program"))
                              .arg(megabytes(LessonFile::kMaxProgramBytes));
            text.clear();
        }
        out.program = text;
        input(out.programInput, "programInput");
        choice("programLanguage", {QStringLiteral("cpp"), QStringLiteral("python")}, out.programLanguage);
        QString board;
        this->text("programBoard", board);
        if (board.isEmpty() || BoardChoice::load(board.toStdString()))
            out.programBoard = board;
        else
            m_problems << LessonFile::tr("Line %1: \"programBoard\" is \"%2\", which does not say a variable and how "
                                         "to read it (like \"g rows 0 1 0 X O\"); the board is guessed instead.")
                              .arg(lineOf("programBoard"))
                              .arg(LessonFile::quoted(board));
        count("programStep", out.programStep);
        lines("programBreakpoints", out.programBreakpoints);
        flag("compareProgram", out.compareProgram);
    }
    /// A text that must be one of `allowed`, else `fallback` is kept.
    void choice(const char* key, const QStringList& allowed, QString& out) const
    {
        QString value = out;
        text(key, value);
        if (allowed.contains(value))
            out = value;
        else
            m_problems << LessonFile::tr("Line %1: \"%2\" is \"%3\", which is not one of %4; \"%5\" is used.")
                              .arg(lineOf(key))
                              .arg(QLatin1String(key), LessonFile::quoted(value),
                                   allowed.join(QStringLiteral(", ")), out);
    }
    /// The 1-based line of a field's name in the text (the first such name), 1 if not found.
    int lineOf(const char* key) const
    {
        // Looked for in the bytes: a lesson may be 40 MB, and a name is ASCII.
        const QByteArray name = '"' + QByteArray(key) + '"';
        for (qsizetype at = m_text.indexOf(name); at >= 0; at = m_text.indexOf(name, at + 1)) {
            qsizetype next = at + name.size();
            while (next < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[next])))
                ++next;
            if (next < m_text.size() && m_text[next] == ':')
                return static_cast<int>(std::count(m_text.begin(), m_text.begin() + at, '\n')) + 1;
        }
        return 1;
    }

private:
    /// One sentence for the bookmarks past the most a lesson holds, one for the sentences cut.
    void sayBookmarksOverLimits(const char* key, qsizetype total, int cut) const
    {
        if (total > LessonFile::kMaxBookmarks)
            m_problems << LessonFile::tr("Line %1: the lesson has %2 bookmarks, more than the %3 a lesson may hold; "
                                         "the first %3 are kept and the others left out.")
                              .arg(lineOf(key))
                              .arg(total)
                              .arg(LessonFile::kMaxBookmarks);
        if (cut > 0)
            m_problems << LessonFile::tr("Line %1: a bookmark says at most %2 characters; %3 of them say more and "
                                         "are cut to their first %2.")
                              .arg(lineOf(key))
                              .arg(LessonFile::kMaxBookmarkText)
                              .arg(cut);
    }
    static bool isCount(const QJsonValue& v)
    {
        const double d = v.toDouble(-1);
        return v.isDouble() && d >= 0 && std::floor(d) == d && d <= static_cast<double>(LessonFile::kMaxStep);
    }
    void wrong(const char* key, const QString& should) const
    {
        m_problems << LessonFile::tr("Line %1: \"%2\" should be %3; it is left out.")
                          .arg(lineOf(key))
                          .arg(QLatin1String(key), should);
    }

    const QJsonObject& m_object;
    const QByteArray& m_text;
    QStringList& m_problems;
};

} // namespace sb::ui
