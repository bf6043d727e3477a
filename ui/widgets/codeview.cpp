// SPDX-License-Identifier: GPL-3.0-or-later
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

namespace {

QString resourceText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace


CodeView::CodeView(Session* session, QWidget* parent)
    : QWidget(parent), d(std::make_unique<Private>()), m_session(session), m_tabs(new QTabBar(this)),
      m_editor(new QsciScintilla(this)), m_legend(new WrapLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_tabs->addTab(QStringLiteral("C++"));
    m_tabs->addTab(QStringLiteral("Python"));
    layout->addWidget(m_tabs);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_legend);
    m_legend->setObjectName(QStringLiteral("codeLegend"));
    m_legend->setContentsMargins(4, 2, 4, 2);

    m_editor->setReadOnly(true);
    m_editor->setUtf8(true);
    m_editor->setCaretLineVisible(false);
    m_editor->setMarginType(NumberMargin, QsciScintilla::NumberMargin);
    m_editor->setMarginType(MarkerMargin, QsciScintilla::SymbolMargin);
    m_editor->setMarginType(CountMargin, QsciScintilla::TextMargin);
    m_editor->setMarginSensitivity(NumberMargin, true);
    m_editor->setMarginSensitivity(MarkerMargin, true);
    m_editor->setMarginMarkerMask(NumberMargin, 0);
    m_editor->setMarginMarkerMask(MarkerMargin, (1 << CurrentArrow) | (1 << Breakpoint) | (1 << NextArrow));
    m_editor->setMarginMarkerMask(CountMargin, 0);
    m_editor->markerDefine(QsciScintilla::Background, CurrentLine);
    m_editor->setMarkerBackgroundColor(Theme::normal().currentLine, CurrentLine);
    m_editor->markerDefine(QsciScintilla::RightArrow, CurrentArrow);
    m_editor->markerDefine(QsciScintilla::RightArrow, NextArrow);
    m_editor->markerDefine(QsciScintilla::Background, FrameLine);
    showArrowColours(Theme::normal());
    m_editor->markerDefine(QsciScintilla::Circle, Breakpoint);
    m_editor->setMarkerBackgroundColor(Theme::normal().breakpoint, Breakpoint);
    m_editor->setMarkerForegroundColor(Theme::normal().breakpoint, Breakpoint);
    m_editor->setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    m_editor->setWrapMode(QsciScintilla::WrapNone);

    connect(m_tabs, &QTabBar::currentChanged, this, [this](int index) { setCode(index == 0 ? Code::Cpp : Code::Python); });
    connect(m_editor, &QsciScintilla::marginClicked, this,
            [this](int, int line, Qt::KeyboardModifiers) { toggleBreakpointAt(line + 1); });
    connect(session, &Session::runChanged, this, &CodeView::reload);
    connect(session, &Session::stepChanged, this, &CodeView::showStep);
    connect(session, &Session::breakpointsChanged, this, &CodeView::showBreakpoints);
    reload();
}

CodeView::~CodeView() = default;

void CodeView::setCode(Code code)
{
    if (code == d->code)
        return;
    d->code = code;
    m_tabs->setCurrentIndex(code == Code::Cpp ? 0 : 1);
    reload();
    emit codeChanged(code);
}

CodeView::Code CodeView::code() const
{
    return d->code;
}

int CodeView::currentLine() const
{
    return d->current;
}

int CodeView::nextLine() const
{
    return d->next;
}

int CodeView::frameLine() const
{
    return d->frameLine;
}

void CodeView::showFrame(int depth)
{
    m_editor->markerDeleteAll(FrameLine);
    d->frameLine = 0;
    const Player* player = m_session->player();
    if (!player || depth <= 0 || depth >= m_session->stand().depth)
        return; // the innermost frame's line is the next line to run, marked already
    const auto it = d->lineOfAnchor.find(player->variables().line(depth));
    if (it == d->lineOfAnchor.end())
        return;
    d->frameLine = it->second;
    m_editor->markerAdd(d->frameLine - 1, FrameLine);
    keepLineInView(d->frameLine);
}

QString CodeView::text() const
{
    return m_editor->text();
}

QString CodeView::countAt(int line) const
{
    return d->counts.value(line);
}

bool CodeView::toggleBreakpointAt(int line)
{
    const auto it = d->anchorOfLine.find(line);
    if (it == d->anchorOfLine.end())
        return false;
    m_session->toggleBreakpoint(it->second);
    return true;
}

bool CodeView::hasBreakpointMarker(int line) const
{
    return (m_editor->markersAtLine(line - 1) & (1 << Breakpoint)) != 0;
}

QString CodeView::annotation() const
{
    return d->current ? m_editor->annotation(d->current - 1) : QString();
}

QString CodeView::codeFamily() const
{
    return d->font.family();
}

void CodeView::applyFonts()
{
    QFont font;
    font.setFamilies(language::fontFamilies(language::current(), true));
    // The application's size, not this widget's: projector mode enlarges by zooming.
    font.setPointSizeF(QApplication::font().pointSizeF());
    d->font = font;
    for (QsciLexer* lexer : {static_cast<QsciLexer*>(&d->cpp), static_cast<QsciLexer*>(&d->python)}) {
        lexer->setDefaultFont(font);
        lexer->setFont(font, -1);
    }
    d->countStyle.setFont(font);
    d->valueStyle.setFont(font);
    m_editor->setMarginsFont(font);
    fitMargins();
}

void CodeView::fitMargins()
{
    // Margin widths are in pixels of the unzoomed font: widen them by the zoom
    // too, or the line numbers lose their first digit in projector mode.
    QFont font = d->font;
    font.setPointSizeF(font.pointSizeF() + d->zoom);
    const QFontMetrics metrics(font);
    // As wide as the longest line number and the largest count: no wider, the code needs the room.
    const QString lineDigits(QString::number(std::max(10, m_editor->lines())).size(), QLatin1Char('0'));
    m_editor->setMarginWidth(NumberMargin, metrics.horizontalAdvance(lineDigits) + metrics.averageCharWidth());
    // Wide enough that the two arrows (just ran, runs next) read from the back of the room.
    m_editor->setMarginWidth(MarkerMargin, metrics.height() * 4 / 5);
    m_editor->setMarginWidth(CountMargin,
                             metrics.horizontalAdvance(QString(d->countDigits, QLatin1Char('0'))) + metrics.averageCharWidth() / 2);
}

void CodeView::reload()
{
    const ProblemDesc& problem = m_session->problem();
    const MethodDesc& method = m_session->method();
    const bool cpp = d->code == Code::Cpp;
    const CommentTable table = CommentTable::fromTsv(
        resourceText(QStringLiteral(":/listings/%1/comments.tsv")
                         .arg(QString::fromLatin1(problem.id.data(), static_cast<int>(problem.id.size()))))
            .toStdString());
    d->listing = builtInListing(problem, method, cpp ? CodeLanguage::Cpp : CodeLanguage::Python);
    d->lineOfAnchor = linesOfAnchors(problem, d->listing);
    d->anchorOfLine.clear();
    for (const auto& [anchor, line] : d->lineOfAnchor)
        d->anchorOfLine[line] = anchor;
    applyFonts();
    m_editor->setLexer(cpp ? static_cast<QsciLexer*>(&d->cpp) : static_cast<QsciLexer*>(&d->python));
    d->rendered = QString::fromStdString(d->listing.render(table, language::current().toStdString()));
    m_editor->setText(shownText());
    m_editor->zoomTo(static_cast<int>(d->zoom));
    retranslateLegend();
    showBreakpoints();
    showStep();
}

void CodeView::showArrowColours(const Theme& theme)
{
    m_editor->setMarkerBackgroundColor(theme.ranArrow, CurrentArrow);
    m_editor->setMarkerForegroundColor(theme.ranArrow.darker(140), CurrentArrow);
    m_editor->setMarkerBackgroundColor(theme.nextArrow, NextArrow);
    m_editor->setMarkerBackgroundColor(theme.frameLine, FrameLine);
    m_editor->setMarkerForegroundColor(theme.nextArrow.darker(140), NextArrow);
    m_arrowTheme = &theme;
    retranslateLegend();
}

void CodeView::retranslateLegend()
{
    // The two arrows of the margin, told apart as Python Tutor does: the line that just ran
    // (its values under it), and the line that runs next, where a debugger's arrow stands.
    const auto arrow = [](const QColor& colour) {
        return QStringLiteral("<span style=\"color:%1\">&#9654;</span>").arg(colour.name());
    };
    m_legend->setText(QStringLiteral("%1 %2 &nbsp;&nbsp; %3 %4")
                          .arg(arrow(m_arrowTheme->ranArrow), tr("just ran").toHtmlEscaped(),
                               arrow(m_arrowTheme->nextArrow), tr("runs next").toHtmlEscaped()));
}

void CodeView::showBreakpoints()
{
    m_editor->markerDeleteAll(Breakpoint);
    for (const int anchor : m_session->breakpoints()) {
        const auto it = d->lineOfAnchor.find(static_cast<std::uint16_t>(anchor));
        if (it != d->lineOfAnchor.end())
            m_editor->markerAdd(it->second - 1, Breakpoint);
    }
}

QString CodeView::shownText() const
{
    if (d->zoom <= 0)
        return d->rendered;
    // On a projector each level of indentation is half as wide: a loop three deep inside a function
    // keeps room for its statement on a narrow panel, and the levels still line up.
    QStringList lines = d->rendered.split(QLatin1Char('\n'));
    for (QString& line : lines) {
        qsizetype spaces = 0;
        while (spaces < line.size() && line[spaces] == QLatin1Char(' '))
            ++spaces;
        line.remove(0, spaces - spaces / 2);
    }
    return lines.join(QLatin1Char('\n'));
}

void CodeView::setPresentation(bool on)
{
    const bool changed = (d->zoom > 0) != on;
    d->zoom = on ? QApplication::font().pointSizeF() : 0; // adds as many points again: twice the size
    if (changed && !d->rendered.isEmpty()) {
        m_editor->setText(shownText());
        showBreakpoints();
        showStep();
    }
    m_editor->zoomTo(static_cast<int>(d->zoom));
    // Twice as large, long lines would run off a projector's narrow panel: they wrap, the rest of a
    // line indented under it and each wrapped line ending in a small arrow.
    m_editor->setWrapMode(on ? QsciScintilla::WrapWord : QsciScintilla::WrapNone);
    m_editor->setWrapIndentMode(QsciScintilla::WrapIndentIndented);
    m_editor->setWrapVisualFlags(on ? QsciScintilla::WrapFlagByText : QsciScintilla::WrapFlagNone);
    // The window names the code's language in projector mode; the C key switches it.
    m_tabs->setVisible(!on);
    fitMargins();
    keepCurrentLineInView();
    const Theme& theme = on ? Theme::highContrast() : Theme::normal();
    m_editor->setMarkerBackgroundColor(theme.currentLine, CurrentLine);
    showArrowColours(theme);
}

void CodeView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    keepCurrentLineInView();
}

void CodeView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        reload(); // comments follow the window's language
    QWidget::changeEvent(event);
}

} // namespace sb::ui
