// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/codeview_p.h"

#include "widgets/codelayout.h"
#include "run/listingsource.h"

#include "common/language.h"
#include "run/programcode.h"
#include "run/session.h"
#include "common/theme.h"
#include "widgets/wraplabel.h"

#include "core/listing.h"
#include "core/player.h"
#include "core/problem.h"
#include "core/runmodel.h"

#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QMap>
#include <QSignalBlocker>
#include <QTabBar>
#include <QVBoxLayout>

#include <algorithm>
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
    // Two margins: the listing's line numbers with each line's execution count (one text margin:
    // a comment lifted onto rows of its own has neither), then the arrows and breakpoints.
    m_editor->setMargins(2);
    m_editor->setMarginType(NumberMargin, QsciScintilla::TextMargin);
    m_editor->setMarginType(MarkerMargin, QsciScintilla::SymbolMargin);
    m_editor->setMarginSensitivity(NumberMargin, true);
    m_editor->setMarginSensitivity(MarkerMargin, true);
    m_editor->setMarginMarkerMask(NumberMargin, 0);
    m_editor->setMarginMarkerMask(MarkerMargin, (1 << CurrentArrow) | (1 << Breakpoint) | (1 << NextArrow));
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

    connect(m_tabs, &QTabBar::currentChanged, this, [this](int index) {
        if (d->program)
            d->program->choosePython(index == 1);
        else
            setCode(index == 0 ? Code::Cpp : Code::Python);
    });
    connect(m_editor, &QsciScintilla::marginClicked, this,
            [this](int, int row, Qt::KeyboardModifiers) { toggleBreakpointAt(d->layout.line(row)); });
    // The session's run is shown while no program stands in for it.
    connect(session, &Session::runChanged, this, [this] {
        if (!d->program)
            reload();
        else
            loadListing(); // its breakpoints stay the method's
    });
    connect(session, &Session::stepChanged, this, [this] {
        if (!d->program)
            showStep();
    });
    connect(session, &Session::breakpointsChanged, this, [this] {
        if (!d->program)
            showBreakpoints();
    });
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

void CodeView::setProgram(ProgramCode* program)
{
    if (program == d->program)
        return;
    for (const QMetaObject::Connection& link : std::as_const(d->programLinks))
        disconnect(link);
    d->programLinks.clear();
    d->program = program;
    if (program) {
        d->programLinks << connect(program->source(), &RunSource::runChanged, this, &CodeView::reload)
                        << connect(program->source(), &RunSource::stepChanged, this, &CodeView::showStep)
                        << connect(program, &ProgramCode::breakpointsChanged, this, &CodeView::showBreakpoints)
                        << connect(program, &ProgramCode::textChanged, this, &CodeView::reload)
                        << connect(program, &QObject::destroyed, this, [this] { setProgram(nullptr); });
    }
    reload();
    emit programChanged(program);
}

ProgramCode* CodeView::program() const
{
    return d->program;
}

RunSource* CodeView::source() const
{
    return d->program ? d->program->source() : static_cast<RunSource*>(m_session);
}

bool CodeView::python() const
{
    return d->program ? d->program->python() : d->code == Code::Python;
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
    const RunModel* run = source()->run();
    const std::vector<RunFrame> frames = run ? run->frames() : std::vector<RunFrame>();
    if (depth <= 0 || depth >= static_cast<int>(frames.size()))
        return; // the innermost frame's line is the next line to run, marked already
    const int line = frames[static_cast<std::size_t>(depth) - 1].line;
    if (line <= 0 || d->layout.row(line) < 0)
        return;
    d->frameLine = line;
    m_editor->markerAdd(d->layout.row(d->frameLine), FrameLine);
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
    if (d->program)
        return d->program->toggleBreakpoint(line);
    return toggleListingBreakpoint(line);
}

bool CodeView::toggleListingBreakpoint(int line)
{
    const auto it = d->anchorOfLine.find(line);
    if (it == d->anchorOfLine.end())
        return false;
    m_session->toggleBreakpoint(it->second);
    return true;
}

QList<int> CodeView::listingBreakpoints() const
{
    QList<int> lines;
    for (const int anchor : m_session->breakpoints()) {
        const auto it = d->lineOfAnchor.find(static_cast<std::uint16_t>(anchor));
        if (it != d->lineOfAnchor.end())
            lines << it->second;
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

bool CodeView::hasBreakpointMarker(int line) const
{
    const int row = d->layout.row(line);
    return row >= 0 && (m_editor->markersAtLine(row) & (1 << Breakpoint)) != 0;
}

QString CodeView::annotation() const
{
    return d->current ? m_editor->annotation(d->layout.row(d->current)) : QString();
}

QString CodeView::codeFamily() const
{
    return d->font.family();
}

QLabel* CodeView::legend() const
{
    return m_legend;
}

void CodeView::takeBackLegend()
{
    layout()->addWidget(m_legend);
}

void CodeView::reload()
{
    // A program's own language, and the other only where it is there in both; on a projector the
    // window names the language and the C key switches it.
    m_tabs->setVisible(!d->presenting && (!d->program || d->program->switchesLanguage()));
    if (d->program) {
        const QSignalBlocker quiet(m_tabs);
        m_tabs->setCurrentIndex(d->program->python() ? 1 : 0);
    } else if (m_tabs->currentIndex() != (d->code == Code::Python ? 1 : 0)) {
        const QSignalBlocker quiet(m_tabs);
        m_tabs->setCurrentIndex(d->code == Code::Python ? 1 : 0);
    }
    loadListing();
    // A program as its student wrote it: no comments of ours, no anchors.
    d->rendered = d->program ? d->program->text() : d->listingText;
    applyFonts();
    m_editor->setLexer(python() ? static_cast<QsciLexer*>(&d->python) : static_cast<QsciLexer*>(&d->cpp));
    d->listingLines = static_cast<int>(d->rendered.count(QLatin1Char('\n'))) + 1;
    fitMargins();
    layOut();
    m_editor->zoomTo(static_cast<int>(d->zoom));
    retranslateLegend();
    showBreakpoints();
    showStep();
}

void CodeView::loadListing()
{
    const ProblemDesc& problem = m_session->problem();
    const MethodDesc& method = m_session->method();
    const bool cpp = d->code == Code::Cpp;
    const CommentTable table = CommentTable::fromTsv(
        resourceText(QStringLiteral(":/listings/%1/comments.tsv")
                         .arg(QString::fromLatin1(problem.id.data(), static_cast<int>(problem.id.size()))))
            .toStdString());
    d->listing = builtInListing(problem, method, cpp ? CodeLanguage::Cpp : CodeLanguage::Python);
    d->lineOfAnchor.clear();
    d->anchorOfLine.clear();
    const std::vector<int> lines = d->listing.linesOf(problem.anchors);
    for (std::size_t anchor = 0; anchor < lines.size(); ++anchor)
        if (lines[anchor] > 0) {
            d->lineOfAnchor[static_cast<std::uint16_t>(anchor)] = lines[anchor];
            d->anchorOfLine[lines[anchor]] = static_cast<std::uint16_t>(anchor);
        }
    d->listingText = QString::fromStdString(d->listing.render(table, language::current().toStdString()));
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
    fitLegend();
}

void CodeView::setLegendOnOneLine(bool on)
{
    d->legendOnOneLine = on;
    fitLegend();
}

void CodeView::fitLegend()
{
    if (!d->legendOnOneLine) {
        m_legend->setMinimumWidth(0);
        m_legend->setMaximumWidth(QWIDGETSIZE_MAX);
        m_legend->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
        return;
    }
    m_legend->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Maximum);
    QLabel line;
    line.setFont(m_legend->font());
    line.setText(m_legend->text());
    m_legend->setFixedWidth(line.sizeHint().width() + m_legend->contentsMargins().left() + m_legend->contentsMargins().right());
}

void CodeView::showBreakpoints()
{
    m_editor->markerDeleteAll(Breakpoint);
    if (d->program) {
        for (const int line : d->program->breakpoints())
            if (d->layout.row(line) >= 0)
                m_editor->markerAdd(d->layout.row(line), Breakpoint);
        return;
    }
    for (const int anchor : m_session->breakpoints()) {
        const auto it = d->lineOfAnchor.find(static_cast<std::uint16_t>(anchor));
        if (it != d->lineOfAnchor.end())
            m_editor->markerAdd(d->layout.row(it->second), Breakpoint);
    }
}

void CodeView::layOut()
{
    d->layout = layOutCode(d->rendered, python(), d->columns);
    m_editor->setText(d->layout.text);
}

void CodeView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        reload(); // comments follow the window's language
    QWidget::changeEvent(event);
}

} // namespace sb::ui
