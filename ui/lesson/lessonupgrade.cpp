// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson/lessonupgrade.h"

#include "run/listingsource.h"
#include "run/timelinescan.h"

#include "core/inputerror.h"
#include "core/problem.h"

namespace sb::ui {

namespace {

/// Today's line of each old breakpoint line that carried an anchor; the others stay as they were.
QVector<int> movedBreakpoints(const QVector<int>& lines, const ProblemDesc& problem, const MethodDesc& method,
                              CodeLanguage language)
{
    const Listing listing = builtInListing(problem, method, language);
    QVector<int> moved;
    for (const int line : lines) {
        const int anchor = problem.legacy->anchorAtLine(method.listing, language, line);
        const int now = anchor >= 0 ? listing.lineOf(problem.anchors[static_cast<std::size_t>(anchor)]) : 0;
        moved << (now > 0 ? now : line);
    }
    return moved;
}

} // namespace

Lesson upgradeLesson(Lesson lesson, const ProblemDesc& problem, const QString& input)
{
    if (lesson.format >= Lesson::kFormat || !problem.legacy)
        return lesson;
    lesson.format = Lesson::kFormat;
    const MethodDesc* method = lesson.method.isEmpty() ? problem.reference() : problem.method(lesson.method.toStdString());
    if (!method)
        return lesson;
    const CodeLanguage language = lesson.code == QLatin1String("python") ? CodeLanguage::Python : CodeLanguage::Cpp;
    lesson.breakpoints = movedBreakpoints(lesson.breakpoints, problem, *method, language);
    std::shared_ptr<const ProblemInput> parsed;
    try {
        parsed = problem.parse(input.toStdString());
    } catch (const InputError&) {
        return lesson; // the window says what is wrong with the input; there is no run to count on
    }
    const auto step = [&](const MethodDesc& m, quint64 old) {
        return stepFromFormat1(problem, m, parsed, language, old, kStepCap);
    };
    lesson.step = step(*method, lesson.step);
    for (Bookmark& b : lesson.bookmarks)
        b.step = step(*method, b.step);
    for (qsizetype i = 0; i < lesson.compareSteps.size() && i < lesson.compare.size(); ++i)
        if (const MethodDesc* pane = problem.method(lesson.compare[i].toStdString()))
            lesson.compareSteps[i] = step(*pane, lesson.compareSteps[i]);
    return lesson;
}

} // namespace sb::ui
