// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"

#include "core/programboard.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <climits>
#include <cmath>

namespace sb::ui {

namespace {

/// How deep Qt's JSON reader follows lists and objects inside one another.
constexpr int kMaxNesting = 1024;

const QStringList kKnownFields{
    QStringLiteral("format"),    QStringLiteral("problem"),   QStringLiteral("method"),
    QStringLiteral("input"),     QStringLiteral("step"),      QStringLiteral("language"),
    QStringLiteral("code"),      QStringLiteral("breakpoints"), QStringLiteral("compare"),
    QStringLiteral("compareMoment"), QStringLiteral("compareSteps"), QStringLiteral("compareSpeed"),
    QStringLiteral("compareNote"), QStringLiteral("program"), QStringLiteral("programLanguage"),
    QStringLiteral("programBoard"), QStringLiteral("programStep"), QStringLiteral("programBreakpoints"),
    QStringLiteral("compareProgram"), QStringLiteral("programInput"), QStringLiteral("pack"), QStringLiteral("packHash"),
    QStringLiteral("speed"), QStringLiteral("playBy"), QStringLiteral("notes"),
    QStringLiteral("bookmarks"), QStringLiteral("presenting")};

/// 1-based line and column of a byte offset of UTF-8 text; the column counts characters.
std::pair<int, int> lineColumn(const QByteArray& text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    const qsizetype lineStart = offset == 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
    const int line = static_cast<int>(text.left(lineStart).count('\n')) + 1;
    const int column = static_cast<int>(QString::fromUtf8(text.mid(lineStart, offset - lineStart)).size()) + 1;
    return {line, column};
}

/// Why a text is not JSON, in words a teacher can act on.
QString jsonReason(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::UnterminatedString:
        return LessonFile::tr("a text in quotes is not closed");
    case QJsonParseError::UnterminatedObject:
    case QJsonParseError::UnterminatedArray:
    case QJsonParseError::MissingValueSeparator:
        return LessonFile::tr("a comma or a closing bracket is missing");
    case QJsonParseError::MissingNameSeparator:
        return LessonFile::tr("a colon is missing after a field's name");
    case QJsonParseError::IllegalEscapeSequence:
        return LessonFile::tr("a backslash in a text is not followed by n, t, \", \\ or u");
    case QJsonParseError::IllegalUTF8String:
        return LessonFile::tr("the text is not UTF-8");
    case QJsonParseError::GarbageAtEnd:
        return LessonFile::tr("something follows the closing brace");
    case QJsonParseError::IllegalNumber:
        return LessonFile::tr("a number is not written right");
    case QJsonParseError::TerminationByNumber:
        return LessonFile::tr("the text ends before the closing brace");
    default:
        return LessonFile::tr("something there is not a value (a text in quotes, a number, a list or true/false)");
    }
}

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

/// One value as compact JSON, for a file written field by field in the contract's order.
} // namespace

QStringList Lesson::speedNames()
{
    // The rungs of the speed ladder, slowest first; four of them have the names older lessons use.
    return {QStringLiteral("0.5"),  QStringLiteral("1"),    QStringLiteral("slow"), QStringLiteral("3"),
            QStringLiteral("medium"), QStringLiteral("10"), QStringLiteral("fast"), QStringLiteral("50"),
            QStringLiteral("100"),  QStringLiteral("250"),  QStringLiteral("500"),  QStringLiteral("1000"),
            QStringLiteral("very fast")};
}

LessonRead LessonFile::parse(const QByteArray& text)
{
    LessonRead read;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error == QJsonParseError::DeepNesting) {
        // Qt points just past the bracket that opens one level too many.
        const auto [line, column] = lineColumn(text, error.offset - 1);
        read.problems << tr("This file is not a lesson: its lists and braces are nested too deeply, more than %1 "
                            "levels, at line %2, column %3.")
                             .arg(kMaxNesting)
                             .arg(line)
                             .arg(column);
        return read;
    }
    if (error.error != QJsonParseError::NoError) {
        // Qt points just past the character that is wrong, except at the end of the text and for what follows the object.
        const bool past = error.error != QJsonParseError::GarbageAtEnd && error.offset > 0 && error.offset < text.size();
        const auto [line, column] = lineColumn(text, past ? error.offset - 1 : error.offset);
        read.problems << tr("This file is not a lesson: it is not JSON. Line %1, column %2: %3.")
                             .arg(line)
                             .arg(column)
                             .arg(jsonReason(error.error));
        return read;
    }
    if (!doc.isObject()) {
        read.problems << tr("This file is not a lesson: it is JSON, but not one object in braces { }.");
        return read;
    }
    const QJsonObject o = doc.object();
    Lesson lesson;
    const FieldReader field(o, text, read.problems);
    quint64 format = Lesson::kFormat;
    field.count("format", format);
    if (format > Lesson::kFormat)
        read.problems << tr("This lesson was written by a newer StepBoard (format %1; this one reads format %2): "
                            "what this StepBoard knows of it is opened, and the file is left as it is.")
                             .arg(format)
                             .arg(Lesson::kFormat);
    lesson.format = static_cast<int>(std::min<quint64>(format, 1000));
    field.text("problem", lesson.problem);
    field.text("method", lesson.method);
    field.input(lesson.input);
    field.count("step", lesson.step);
    field.text("language", lesson.language);
    field.choice("code", {QStringLiteral("cpp"), QStringLiteral("python")}, lesson.code);
    field.lines("breakpoints", lesson.breakpoints);
    field.texts("compare", lesson.compare);
    quint64 moment = 0;
    if (o.contains(QLatin1String("compareMoment"))) {
        field.count("compareMoment", moment);
        lesson.compareMoment = static_cast<qint64>(moment);
    }
    field.counts("compareSteps", lesson.compareSteps);
    field.choice("speed", Lesson::speedNames(), lesson.speed);
    field.choice("playBy", {QStringLiteral("lines"), QStringLiteral("moments")}, lesson.playBy);
    if (o.contains(QLatin1String("compareSpeed"))) {
        lesson.compareSpeed = lesson.speed;
        field.choice("compareSpeed", Lesson::speedNames(), lesson.compareSpeed);
    }
    field.flag("compareNote", lesson.compareNote);
    field.program(lesson);
    field.text("pack", lesson.pack);
    field.text("packHash", lesson.packHash);
    field.text("notes", lesson.notes);
    field.bookmarks("bookmarks", lesson.bookmarks);
    field.flag("presenting", lesson.presenting);
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!kKnownFields.contains(it.key()))
            lesson.unknown.insert(it.key(), it.value());
    read.lesson = lesson;
    return read;
}

LessonBytes LessonFile::readBytes(const QString& path)
{
    // The absolute path: "-" is a file here, not standard input.
    if (path.isEmpty())
        return {{}, ReadFailure::Missing, ENOENT};
    const InputFile in = readInputFile(QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString(), kMaxBytes);
    return {QByteArray::fromStdString(in.text), in.failure, in.systemError};
}

LessonRead LessonFile::read(const QString& path)
{
    const LessonBytes bytes = readBytes(path);
    if (bytes.ok())
        return parse(bytes.text);
    LessonRead read;
    read.problems << cannotRead(path, bytes);
    return read;
}

QString LessonFile::cannotRead(const QString& path, const LessonBytes& bytes)
{
    switch (bytes.failure) {
    case ReadFailure::IsFolder:
        return tr("The lesson %1 cannot be read: it is a folder.").arg(path);
    case ReadFailure::NotRegular:
        return tr("The lesson %1 cannot be read: it is not a regular file (a pipe, a device or a socket).").arg(path);
    case ReadFailure::TooLarge:
        return tr("The lesson %1 cannot be read: it is larger than %2 MB, the most a lesson may be.")
            .arg(path)
            .arg(megabytes(kMaxBytes));
    case ReadFailure::None:
    case ReadFailure::Missing:
    case ReadFailure::Failed:
        break;
    }
    return tr("The lesson %1 cannot be read: %2.").arg(path, qt_error_string(bytes.systemError));
}

QString LessonFile::quoted(const QString& value)
{
    constexpr qsizetype kLongest = 60;
    return value.size() <= kLongest ? value : value.left(kLongest) + QStringLiteral("…");
}

} // namespace sb::ui
