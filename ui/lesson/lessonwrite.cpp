// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson written: its fields in the README's order, one a line, saved whole or not at all.
#include "lesson.h"

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

QByteArray compact(const QJsonValue& v)
{
    const QByteArray array = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QJsonArray toArray(const QVector<int>& lines)
{
    QJsonArray a;
    for (const int l : lines)
        a.append(l);
    return a;
}

} // namespace

QByteArray LessonFile::toJson(const Lesson& lesson)
{
    // Written field by field, in the order of the README, one field a line: a person reads and edits it.
    QList<std::pair<QString, QJsonValue>> fields{
        {QStringLiteral("format"), Lesson::kFormat},
        {QStringLiteral("problem"), lesson.problem},
        {QStringLiteral("method"), lesson.method},
        {QStringLiteral("input"), lesson.input},
        {QStringLiteral("step"), static_cast<double>(lesson.step)},
        {QStringLiteral("language"), lesson.language},
        {QStringLiteral("code"), lesson.code},
        {QStringLiteral("breakpoints"), toArray(lesson.breakpoints)},
        {QStringLiteral("compare"), QJsonArray::fromStringList(lesson.compare)},
    };
    if (lesson.compareMoment >= 0)
        fields.append({QStringLiteral("compareMoment"), static_cast<double>(lesson.compareMoment)});
    if (!lesson.compareSteps.isEmpty()) {
        QJsonArray steps;
        for (const quint64 step : lesson.compareSteps)
            steps.append(static_cast<double>(step));
        fields.append({QStringLiteral("compareSteps"), steps});
    }
    if (!lesson.compareSpeed.isEmpty())
        fields.append({QStringLiteral("compareSpeed"), lesson.compareSpeed});
    if (lesson.compareNote)
        fields.append({QStringLiteral("compareNote"), true});
    if (!lesson.program.isEmpty()) {
        fields.append({QStringLiteral("program"), lesson.program});
        fields.append({QStringLiteral("programLanguage"), lesson.programLanguage});
        if (!lesson.programInput.isEmpty() && lesson.programInput != lesson.input)
            fields.append({QStringLiteral("programInput"), lesson.programInput});
        if (!lesson.programBoard.isEmpty())
            fields.append({QStringLiteral("programBoard"), lesson.programBoard});
        fields.append({QStringLiteral("programStep"), static_cast<double>(lesson.programStep)});
        fields.append({QStringLiteral("programBreakpoints"), toArray(lesson.programBreakpoints)});
        if (lesson.compareProgram)
            fields.append({QStringLiteral("compareProgram"), true});
    }
    if (!lesson.pack.isEmpty()) {
        fields.append({QStringLiteral("pack"), lesson.pack});
        fields.append({QStringLiteral("packHash"), lesson.packHash});
    }
    fields.append({QStringLiteral("speed"), lesson.speed});
    if (lesson.playBy != QLatin1String("lines"))
        fields.append({QStringLiteral("playBy"), lesson.playBy});
    fields.append({QStringLiteral("notes"), lesson.notes});
    fields.append({QStringLiteral("presenting"), lesson.presenting});
    for (auto it = lesson.unknown.begin(); it != lesson.unknown.end(); ++it)
        fields.append({it.key(), it.value()});

    QByteArray out = "{\n";
    for (const auto& [key, value] : fields)
        out += "  " + compact(key) + ": " + compact(value) + ",\n";
    out += "  \"bookmarks\": [";
    for (qsizetype i = 0; i < lesson.bookmarks.size(); ++i) {
        const Bookmark& b = lesson.bookmarks[i];
        out += (i ? ",\n    " : "\n    ") +
               compact(QJsonObject{{QStringLiteral("step"), static_cast<double>(b.step)},
                                   {QStringLiteral("text"), b.text}});
    }
    out += lesson.bookmarks.isEmpty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

QString LessonFile::write(const Lesson& lesson, const QString& path, QString* why)
{
    QSaveFile file(path);
    const bool written = file.open(QIODevice::WriteOnly) && file.write(toJson(lesson)) >= 0 && file.commit();
    if (written)
        return {};
    if (why)
        *why = file.errorString();
    return cannotSave(path, file.errorString());
}

QString LessonFile::cannotSave(const QString& path, const QString& why)
{
    return tr("The lesson cannot be saved to %1: %2.").arg(path, why);
}

} // namespace sb::ui
