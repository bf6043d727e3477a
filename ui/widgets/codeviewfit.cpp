// SPDX-License-Identifier: GPL-3.0-or-later
// The code view's fonts and fit: the font in the window's language, margins as wide as the numbers
// and counts, and in projector mode a larger font, taller rows and long lines wrapped to the panel.
#include "widgets/codeview_p.h"

#include "common/language.h"
#include "common/theme.h"

#include <QApplication>
#include <QFontInfo>
#include <QResizeEvent>
#include <QTabBar>

#include <algorithm>
#include <cmath>

namespace sb::ui {

void CodeView::applyFonts()
{
    QFont font;
    font.setFamilies(language::fontFamilies(language::current(), true));
    // The application's size, not this widget's: projector mode enlarges by zooming, from a
    // base a fraction of a point smaller where whole points of zoom would overshoot its size.
    font.setPointSizeF(d->basePoints > 0 ? d->basePoints : QApplication::font().pointSizeF());
    d->font = font;
    for (QsciLexer* lexer : {static_cast<QsciLexer*>(&d->cpp), static_cast<QsciLexer*>(&d->python)}) {
        lexer->setDefaultFont(font);
        lexer->setFont(font, -1);
    }
    d->countStyle.setFont(font);
    d->numberStyle.setFont(font);
    d->commentStyle.setFont(font);
    d->valueStyle.setFont(font);
    // In the editor at once: a row is as high as the tallest style's font, and fitMargins measures it.
    for (const QsciStyle* style : {&d->numberStyle, &d->countStyle, &d->valueStyle, &d->commentStyle})
        style->apply(m_editor);
    m_editor->setMarginsFont(font);
    fitMargins();
}

void CodeView::fitMargins()
{
    // The zoom first: the row's height is measured at it.
    m_editor->zoomTo(static_cast<int>(d->zoom));
    // Margin widths are in pixels of the unzoomed font: widen them by the zoom too, or the line
    // numbers lose their first digit in projector mode.
    QFont font = d->font;
    font.setPointSizeF(font.pointSizeF() + d->zoom);
    const QFontMetrics metrics(font);
    // As wide as the longest line number and a count of four characters (427k): a fixed width,
    // that never narrows the code as the counts grow.
    d->numberDigits = static_cast<int>(QString::number(std::max(10, d->listingLines)).size());
    m_editor->setMarginWidth(NumberMargin, metrics.horizontalAdvance(QString(d->numberDigits + 6, QLatin1Char('0'))) + 2);
    // Wide enough that the two arrows (just ran, runs next) read from the back of the room.
    m_editor->setMarginWidth(MarkerMargin, metrics.height() * 4 / 5);
    // On a projector rows a quarter taller than the font, in every language: the CJK monospace
    // faces ask for nearly half again (the room of their tallest signs), which would cost the
    // listing three of its lines at 1024x768. Ideographs and Latin letters stay whole in it.
    // The row's height is the editor's own measure (its styles' fonts, CJK fallbacks among them),
    // not one font's.
    m_editor->setExtraAscent(0);
    m_editor->setExtraDescent(0);
    int extra = 0;
    if (d->presenting) {
        const int wanted = static_cast<int>(std::ceil(QFontInfo(font).pixelSize() * 1.25));
        const auto natural = static_cast<int>(m_editor->SendScintilla(QsciScintillaBase::SCI_TEXTHEIGHT, 0UL));
        extra = std::min(0, wanted - natural);
    }
    m_editor->setExtraAscent(extra - extra / 2);
    m_editor->setExtraDescent(extra / 2);
}

int CodeView::fitColumns() const
{
    if (d->zoom <= 0)
        return 0;
    QFont font = d->font;
    font.setPointSizeF(font.pointSizeF() + d->zoom);
    const QFontMetrics metrics(font);
    int margins = 0;
    for (int m = 0; m < m_editor->margins(); ++m)
        margins += m_editor->marginWidth(m);
    const int room = m_editor->viewport()->width() - margins - metrics.averageCharWidth();
    return std::max(20, room / std::max(1, metrics.horizontalAdvance(QLatin1Char('0'))));
}

void CodeView::fitFont()
{
    const double base = d->basePoints;
    if (!d->presenting) {
        d->zoom = 0;
        d->basePoints = 0;
    } else {
        // A font for the back of the room that still shows sixteen lines and the values under the
        // running one: at least 18 px, larger where the panel is taller.
        const double pxPerPt = logicalDpiY() / 72.0;
        // Twenty-two rows: sixteen lines, the two of the values and comment under the running one,
        // and four for the long lines that wrap (Caro's calls of countRay take two rows each).
        const double rows = 22.0;
        const double wantedPx = std::clamp(m_editor->viewport()->height() / rows / 1.25, 18.0, 30.0);
        // In quarter points, so that a pixel more or less of panel does not change it.
        const double points = std::ceil(wantedPx / pxPerPt * 4.0) / 4.0;
        // Zoom goes in whole points: the base under it takes the fraction.
        d->zoom = std::max(0.0, std::ceil(points - QApplication::font().pointSizeF()));
        d->basePoints = points - d->zoom;
    }
    if (base != d->basePoints && !d->rendered.isEmpty())
        applyFonts();
}

void CodeView::setPresentation(bool on)
{
    d->presenting = on;
    fitFont();
    fitMargins();
    m_editor->zoomTo(static_cast<int>(d->zoom));
    // On a projector a code line keeps to one row: its comment is lifted above it, and only a
    // line longer than the panel wraps, between two tokens (never inside a name or a number, as
    // a wrap at spaces only would where a line has none left), the rest indented under it.
    m_editor->setWrapMode(on ? QsciScintilla::WrapWord : QsciScintilla::WrapNone);
    m_editor->setWrapIndentMode(QsciScintilla::WrapIndentIndented);
    m_editor->setWrapVisualFlags(on ? QsciScintilla::WrapFlagByText : QsciScintilla::WrapFlagNone);
    // The code follows the running line by itself: on a projector its scroll bars give their room to it.
    m_editor->setVerticalScrollBarPolicy(on ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    m_editor->setHorizontalScrollBarPolicy(on ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    relayOut(true);
    // The window names the code's language in projector mode; the C key switches it.
    m_tabs->setVisible(!on);
    const Theme& theme = on ? Theme::highContrast() : Theme::normal();
    m_editor->setMarkerBackgroundColor(theme.currentLine, CurrentLine);
    showArrowColours(theme);
}

void CodeView::relayOut(bool force)
{
    const int columns = fitColumns();
    if ((force || columns != d->columns) && !d->rendered.isEmpty()) {
        d->columns = columns;
        layOut();
        showBreakpoints();
        showStep();
    }
    d->columns = columns;
    keepCurrentLineInView();
}

void CodeView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (d->presenting) {
        const double zoom = d->zoom;
        fitFont();
        if (zoom != d->zoom) {
            fitMargins();
            m_editor->zoomTo(static_cast<int>(d->zoom));
        }
    }
    relayOut(false);
}

} // namespace sb::ui
