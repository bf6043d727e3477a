// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"
#include "lessonfields.h"

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
    QStringLiteral("compareProgram"), QStringLiteral("programInput"), QStringLiteral("pack"),
    QStringLiteral("packHash"), QStringLiteral("speed"), QStringLiteral("playBy"), QStringLiteral("notes"),
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
