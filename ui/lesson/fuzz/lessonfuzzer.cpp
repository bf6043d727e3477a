// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files through the window's parser: a text that is not a lesson is told with a line
// and a column within it; a lesson's problems name lines within it; and a lesson, written
// out and read again, is the same lesson, with nothing to complain about.
#include "lesson/lesson.h"

#include <QRegularExpression>

#include <cstdio>
#include <cstdlib>

namespace {

using sb::ui::Lesson;
using sb::ui::LessonFile;
using sb::ui::LessonRead;

[[noreturn]] void fail(const QString& why, const QByteArray& text)
{
    std::fprintf(stderr, "lesson_fuzzer: %s\non:\n%s\n", why.toUtf8().constData(), text.constData());
    std::abort();
}

/// Lines as the lesson parser counts them: one more than the \n it holds.
int lineCount(const QByteArray& text)
{
    return static_cast<int>(text.count('\n')) + 1;
}

void checkNotJson(const QByteArray& text, const LessonRead& read)
{
    if (read.problems.size() != 1 || !read.problems.front().startsWith(QLatin1String("This file is not a lesson")))
        fail(QStringLiteral("no lesson, and not one sentence that says so: ") + read.problems.join(u'|'), text);
    static const QRegularExpression where(QStringLiteral("Line (\\d+), column (\\d+):"));
    const QRegularExpressionMatch m = where.match(read.problems.front());
    if (!m.hasMatch())
        return; // JSON, but not an object
    const int line = m.captured(1).toInt();
    const int column = m.captured(2).toInt();
    if (line < 1 || line > lineCount(text) || column < 1)
        fail(QStringLiteral("a JSON error outside the text: ") + read.problems.front(), text);
    const QList<QByteArray> lines = text.split('\n');
    if (column > QString::fromUtf8(lines[line - 1]).size() + 1)
        fail(QStringLiteral("a JSON error past the end of its line: ") + read.problems.front(), text);
}

void checkLesson(const QByteArray& text, const LessonRead& read)
{
    static const QRegularExpression lineOf(QStringLiteral("^Line (\\d+):"));
    for (const QString& problem : read.problems) {
        const QRegularExpressionMatch m = lineOf.match(problem);
        if (m.hasMatch() && (m.captured(1).toInt() < 1 || m.captured(1).toInt() > lineCount(text)))
            fail(QStringLiteral("a problem on a line the file does not have: ") + problem, text);
    }
    Lesson expected = *read.lesson;
    expected.format = Lesson::kFormat; // written as the format this StepBoard writes
    const QByteArray written = LessonFile::toJson(*read.lesson);
    const LessonRead again = LessonFile::parse(written);
    if (!again.lesson)
        fail(QStringLiteral("a lesson written out is not read back: ") + again.problems.join(u'|') +
                 QStringLiteral("\nwritten:\n") + QString::fromUtf8(written),
             text);
    if (!again.problems.isEmpty())
        fail(QStringLiteral("a lesson written out has problems when read back: ") + again.problems.join(u'|'), text);
    if (!(*again.lesson == expected))
        fail(QStringLiteral("a lesson written out reads back as another lesson:\n") + QString::fromUtf8(written), text);
    if (LessonFile::toJson(*again.lesson) != written)
        fail(QStringLiteral("a lesson read back is written out otherwise"), text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray text(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const LessonRead read = LessonFile::parse(text);
    if (read.lesson)
        checkLesson(text, read);
    else
        checkNotJson(text, read);
    return 0;
}
