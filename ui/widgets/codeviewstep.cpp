// SPDX-License-Identifier: GPL-3.0-or-later
// The code view showing a step: the lines that ran and run next marked, the counts, and both kept in sight.
#include "widgets/codeview_p.h"
#include "run/listingsource.h"

#include "common/language.h"
#include "run/session.h"
#include "common/theme.h"
#include "widgets/wraplabel.h"

#include "core/listing.h"
#include "core/player.h"
#include "core/problem.h"

#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QMap>
#include <QTabBar>
#include <QVBoxLayout>

#include <map>

namespace sb::ui {

void CodeView::showStep()
{
    const Player* player = m_session->player();
    m_editor->markerDeleteAll(CurrentLine);
    m_editor->markerDeleteAll(CurrentArrow);
    m_editor->markerDeleteAll(NextArrow);
    m_editor->markerDeleteAll(FrameLine);
    d->frameLine = 0;
    m_editor->clearAnnotations();
    m_editor->clearMarginText();
    d->current = 0;
    d->next = 0;
    if (!player)
        return;
    d->counts.clear();
    int widest = 1;
    for (const auto& [anchor, line] : d->lineOfAnchor) {
        const QString count = QString::number(player->anchorCount(anchor));
        d->counts[line] = count;
        widest = std::max(widest, static_cast<int>(count.size()));
        m_editor->setMarginText(line - 1, count + QLatin1Char(' '), d->countStyle);
    }
    // The count margin widens only when a count gains a digit, not at every step.
    if (widest != d->countDigits) {
        d->countDigits = widest;
        fitMargins();
    }
    Step upcoming;
    if (m_session->peekNext(upcoming)) {
        const auto it = d->lineOfAnchor.find(upcoming.anchor);
        if (it != d->lineOfAnchor.end()) {
            d->next = it->second;
            m_editor->markerAdd(d->next - 1, NextArrow);
        }
    }
    const Step* step = player->current();
    const auto it = step ? d->lineOfAnchor.find(step->anchor) : d->lineOfAnchor.end();
    if (it == d->lineOfAnchor.end()) {
        keepLineInView(d->next);
        return;
    }
    d->current = it->second;
    m_editor->markerAdd(d->current - 1, CurrentLine);
    m_editor->markerAdd(d->current - 1, CurrentArrow);
    QStringList values;
    for (const VarChange& v : step->changedVars())
        values << QStringLiteral("%1 = %2").arg(
            QString::fromStdString(variableName(m_session->problem().variables[v.var],
                                                d->code == Code::Cpp ? CodeLanguage::Cpp : CodeLanguage::Python)),
            QString::number(v.value));
    if (!values.isEmpty())
        m_editor->annotate(d->current - 1, values.join(QStringLiteral("   ")), d->valueStyle);
    keepLinesInView(d->current, d->next);
}

bool CodeView::lineInView(int line) const
{
    const auto shown = static_cast<int>(
        m_editor->SendScintilla(QsciScintillaBase::SCI_VISIBLEFROMDOCLINE, static_cast<unsigned long>(line - 1)));
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
            m_editor->SendScintilla(QsciScintillaBase::SCI_VISIBLEFROMDOCLINE, static_cast<unsigned long>(line - 1)));
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
        m_editor->SendScintilla(QsciScintillaBase::SCI_VISIBLEFROMDOCLINE, static_cast<unsigned long>(line - 1)));
    const int first = m_editor->firstVisibleLine();
    const auto shown = static_cast<int>(m_editor->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN));
    const int context = std::min(3, shown / 4);
    if (shownLine < first + context || shownLine > first + shown - 1 - context - 1)
        m_editor->setFirstVisibleLine(std::max(0, shownLine - shown / 2));
}

} // namespace sb::ui
