// SPDX-License-Identifier: GPL-3.0-or-later
// The code view showing a step: the lines that ran and run next marked, the counts, and both kept in sight.
#include "widgets/codeview_p.h"
#include "run/listingsource.h"

#include "common/language.h"
#include "run/runsource.h"
#include "common/theme.h"
#include "widgets/wraplabel.h"

#include "core/listing.h"
#include "core/runmodel.h"

#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>
#include <Qsci/qscistyledtext.h>

#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QMap>
#include <QTabBar>
#include <QVBoxLayout>

#include <map>

namespace sb::ui {

namespace {

/// A value as the line's note shows it: whole when short, else its start and an ellipsis.
QString shortValue(const std::string& value)
{
    constexpr int kLongest = 20;
    const QString text = QString::fromStdString(value);
    return text.size() <= kLongest ? text : text.left(kLongest - 1) + QChar(0x2026);
}

} // namespace

void CodeView::showStep()
{
    const RunModel* run = source()->run();
    m_editor->markerDeleteAll(CurrentLine);
    m_editor->markerDeleteAll(CurrentArrow);
    m_editor->markerDeleteAll(NextArrow);
    m_editor->markerDeleteAll(FrameLine);
    d->frameLine = 0;
    m_editor->clearAnnotations();
    m_editor->clearMarginText();
    d->current = 0;
    d->next = 0;
    if (!run)
        return;
    d->counts.clear();
    for (const auto& [line, count] : run->lineCounts())
        d->counts[line] = QString::number(count);
    // Styles go to the editor by number: a QsciStyledText made from a QsciStyle keeps a copy of it
    // on the heap that QScintilla 2.13 never frees.
    for (const QsciStyle* style : {&d->numberStyle, &d->countStyle, &d->valueStyle, &d->commentStyle})
        style->apply(m_editor);
    // Each row of code: its line number, and its count in four characters at most (427k), both
    // right-aligned in a margin of fixed width; a lifted comment's rows have neither.
    for (int line = 1; line <= d->listingLines; ++line) {
        const int row = d->layout.row(line);
        if (row < 0)
            continue;
        const auto it = d->counts.constFind(line);
        const QString count = it == d->counts.constEnd() ? QString() : compactCount(it->toULongLong());
        m_editor->setMarginText(row, {QsciStyledText(QString::number(line).rightJustified(d->numberDigits), d->numberStyle.style()),
                                      QsciStyledText(count.rightJustified(5) + QLatin1Char(' '), d->countStyle.style())});
    }
    const auto shown = [this](int line) { return line > 0 && line <= d->listingLines && d->layout.row(line) >= 0; };
    if (!run->atEnd() && shown(run->nextLine())) {
        d->next = run->nextLine();
        m_editor->markerAdd(d->layout.row(d->next), NextArrow);
    }
    if (!shown(run->ranLine())) {
        keepLineInView(d->next);
        return;
    }
    d->current = run->ranLine();
    m_editor->markerAdd(d->layout.row(d->current), CurrentLine);
    m_editor->markerAdd(d->layout.row(d->current), CurrentArrow);
    // The values the line that ran set, in every frame (a call's arguments in the frame it begins)
    // and among the globals.
    QStringList values;
    const auto changedIn = [&values](const std::vector<RunVariable>& variables) {
        for (const RunVariable& v : variables)
            if (v.changed)
                values << QStringLiteral("%1 = %2").arg(QString::fromStdString(v.name), shortValue(v.value));
    };
    for (const RunFrame& frame : run->frames())
        changedIn(frame.variables);
    changedIn(run->globals());
    // Under the line that just ran: the values it changed and, on a projector, where the comment
    // after its code was taken off its row, that comment. The annotation starts under the code, at
    // its indentation; on a projector its rows keep to the columns the panel shows.
    const QString row = m_editor->text(d->layout.row(d->current));
    const int indent = static_cast<int>(row.size() - row.trimmed().size() - (row.endsWith(QLatin1Char('\n')) ? 1 : 0));
    const int room = std::max(12, d->columns - indent - 2);
    const QString gap = QStringLiteral("   ");
    QString shownValues;
    for (const QString& value : std::as_const(values)) {
        const qsizetype rowStart = shownValues.lastIndexOf(QLatin1Char('\n')) + 1;
        if (shownValues.isEmpty())
            shownValues = value;
        else if (d->columns > 0 && codeColumns(shownValues.mid(rowStart) + gap + value) > room)
            shownValues += QLatin1Char('\n') + value;
        else
            shownValues += gap + value;
    }
    QList<QsciStyledText> under;
    if (!values.isEmpty())
        under << QsciStyledText(shownValues, d->valueStyle.style());
    const QString comment = d->layout.commentOfLine.size() > static_cast<std::size_t>(d->current)
                                ? d->layout.commentOfLine[static_cast<std::size_t>(d->current)]
                                : QString();
    if (!comment.isEmpty()) {
        const QString mark = python() ? QStringLiteral("# ") : QStringLiteral("// ");
        const QString joined = shownValues + gap + mark + comment;
        if (!values.isEmpty() && !joined.contains(QLatin1Char('\n')) && codeColumns(joined) <= room) {
            // Values and comment on one row where it holds both: a row more for the listing.
            under << QsciStyledText(gap + mark + comment, d->commentStyle.style());
        } else {
            const QStringList rows = wrapComment(comment, room - static_cast<int>(mark.size()));
            QString text = (under.isEmpty() ? QString() : QStringLiteral("\n")) + mark +
                           rows.join(QLatin1Char('\n') + QString(mark.size(), QLatin1Char(' ')));
            under << QsciStyledText(text, d->commentStyle.style());
        }
    }
    if (!under.isEmpty())
        m_editor->annotate(d->layout.row(d->current), under);
    keepLinesInView(d->current, d->next);
}

bool CodeView::lineInView(int line) const
{
    const auto shown = static_cast<int>(
        m_editor->SendScintilla(QsciScintillaBase::SCI_VISIBLEFROMDOCLINE, static_cast<unsigned long>(std::max(0, d->layout.row(line)))));
    const int first = m_editor->firstVisibleLine();
    const auto lines = static_cast<int>(m_editor->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN));
    return line >= 1 && shown >= first && shown < first + lines;
}

void CodeView::keepCurrentLineInView()
{
    keepLinesInView(d->current, d->next);
}

void CodeView::keepLinesInView(int ran, int next)
{
    if (ran == 0 || next == 0) {
        keepLineInView(ran ? ran : next);
        return;
    }
    // The line the program stands before comes first, as in a debugger; the line that just ran
    // stays in sight beside it when both fit (a loop's header and its last line far below).
    const auto shownOf = [this](int line) {
        return static_cast<int>(
            m_editor->SendScintilla(QsciScintillaBase::SCI_VISIBLEFROMDOCLINE, static_cast<unsigned long>(std::max(0, d->layout.row(line)))));
    };
    const int top = std::min(shownOf(ran), shownOf(next)), bottom = std::max(shownOf(ran), shownOf(next));
    const int first = m_editor->firstVisibleLine();
    const auto shown = static_cast<int>(m_editor->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN));
    const int context = std::min(3, shown / 4);
    if (bottom - top + 2 * context + 2 > shown) {
        keepLineInView(next);
        return;
    }
    if (top < first + context || bottom > first + shown - 1 - context - 1)
        m_editor->setFirstVisibleLine(std::max(0, (top + bottom) / 2 - shown / 2));
}

void CodeView::keepLineInView(int line)
{
    if (line == 0)
        return;
    // Keep a few lines of context around the running line; recentre when it gets near an edge.
    // Counted in lines as shown, which differ from the listing's lines once long lines wrap.
    const auto shownLine = static_cast<int>(
        m_editor->SendScintilla(QsciScintillaBase::SCI_VISIBLEFROMDOCLINE, static_cast<unsigned long>(std::max(0, d->layout.row(line)))));
    const int first = m_editor->firstVisibleLine();
    const auto shown = static_cast<int>(m_editor->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN));
    const int context = std::min(3, shown / 4);
    if (shownLine < first + context || shownLine > first + shown - 1 - context - 1)
        m_editor->setFirstVisibleLine(std::max(0, shownLine - shown / 2));
}

} // namespace sb::ui
