// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/solutioneditor.h"

#include "common/language.h"
#include "common/outputfile.h"

#include "diagnostics.h"
#include "headers.h"
#include "probetrace.h"

#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qscistyle.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontInfo>
#include <QSettings>

#include <algorithm>
#include <cmath>

namespace sb::ui {

namespace {

constexpr int kMarkerError = 1;
constexpr int kMarkerLine = 2; // and kMarkerLine + 1, the line's background
constexpr int kMarkerBreakpoint = 4;

QString languageKey(const QString& problem)
{
    return QStringLiteral("solution/%1/language").arg(problem);
}

} // namespace

SolutionEditor::SolutionEditor(QWidget* parent)
    : QsciScintilla(parent), m_cpp(std::make_unique<QsciLexerCPP>()), m_python(std::make_unique<QsciLexerPython>()),
      m_errorStyle(std::make_unique<QsciStyle>(-1, QStringLiteral("compile error"), QColor(0xb7, 0x1c, 0x1c),
                                               QColor(0xff, 0xeb, 0xee), QFont()))
{
    setUtf8(true);
    defineMarkers();
    setAutoIndent(true);
    setIndentationsUseTabs(false);
    setIndentationWidth(4);
    setTabWidth(4);
    setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    // As wide as the longest line, not a fixed page: no scroll bar across for a short program.
    SendScintilla(QsciScintillaBase::SCI_SETSCROLLWIDTH, 1UL);
    SendScintilla(QsciScintillaBase::SCI_SETSCROLLWIDTHTRACKING, 1UL);
    m_keep.setSingleShot(true);
    m_keep.setInterval(500);
    connect(&m_keep, &QTimer::timeout, this, &SolutionEditor::keepNow);
    connect(this, &QsciScintilla::textChanged, this, [this] {
        if (!m_loading)
            m_keep.start();
    });
    applyFont();
}

SolutionEditor::~SolutionEditor()
{
    keepNow();
}

void SolutionEditor::defineMarkers()
{
    setMarginType(0, QsciScintilla::NumberMargin);
    setMarginLineNumbers(0, true);
    setMarginType(1, QsciScintilla::SymbolMargin);
    markerDefine(QsciScintilla::RightTriangle, kMarkerError);
    setMarkerBackgroundColor(QColor(0xc6, 0x28, 0x28), kMarkerError);
    setMarkerForegroundColor(QColor(0xc6, 0x28, 0x28), kMarkerError);
    // The line about to run while stepping: an arrow, and the line's background.
    markerDefine(QsciScintilla::RightArrow, kMarkerLine);
    setMarkerBackgroundColor(QColor(0xff, 0xf1, 0x76), kMarkerLine);
    setMarkerForegroundColor(QColor(0x5d, 0x40, 0x37), kMarkerLine);
    markerDefine(QsciScintilla::Background, kMarkerLine + 1);
    setMarkerBackgroundColor(QColor(0xff, 0xf9, 0xc4), kMarkerLine + 1);
    // Breakpoints: a click in the margin or F9, kept on their lines as the text is edited.
    markerDefine(QsciScintilla::Circle, kMarkerBreakpoint);
    setMarkerBackgroundColor(QColor(0xd3, 0x2f, 0x2f), kMarkerBreakpoint);
    setMarkerForegroundColor(QColor(0xd3, 0x2f, 0x2f), kMarkerBreakpoint);
    setMarginSensitivity(1, true);
    setMarginSensitivity(0, true);
}

QString SolutionEditor::extensionOf(Language language)
{
    return language == Language::Python ? QStringLiteral("py") : QStringLiteral("cpp");
}

QString SolutionEditor::keptPath(const QString& problem, Language language)
{
    // Beside the settings file, as the input kept between runs is.
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/solution-") + problem +
           QLatin1Char('.') + extensionOf(language);
}

void SolutionEditor::keepNow()
{
    m_keep.stop();
    if (m_problem.isEmpty())
        return;
    const QString now = text();
    if (now == m_keptText)
        return;
    prepareForStepping(now);
    const QString path = keptPath(m_problem, m_language);
    QDir().mkpath(QFileInfo(path).path());
    if (writeWholeFile(path, now.toUtf8(), nullptr))
        m_keptText = now;
}

void SolutionEditor::prepareForStepping(const QString& program) const
{
    // What a C++ program's first Step through would wait for, made ready while the student writes it:
    // the probes' runtime and, for a program that includes it, the precompiled <bits/stdc++.h>.
    // Nothing where there is no cache to keep them in.
    if (m_language != Language::Cpp || program.trimmed().isEmpty())
        return;
    program::probed::prepare();
    if (program::includesAllHeaders(program.toStdString()))
        program::prepareHeaders();
}

void SolutionEditor::load(const QString& problem)
{
    keepNow();
    m_problem = problem;
    const QString chosen = QSettings().value(languageKey(m_problem)).toString();
    m_language = chosen == QLatin1String("py") ? Language::Python : Language::Cpp;
    setLexer(m_language == Language::Python ? m_python.get() : m_cpp.get());
    applyFont();
    QFile file(keptPath(m_problem, m_language));
    const QString kept = file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : startingText();
    m_loading = true;
    setText(kept);
    m_loading = false;
    m_keptText = kept; // the start text is not written until it is changed
    clearMarks();
    emit loaded();
}

void SolutionEditor::setLanguage(Language language)
{
    if (language == m_language)
        return;
    keepNow();
    QSettings().setValue(languageKey(m_problem), extensionOf(language));
    load(m_problem);
}

void SolutionEditor::setProgram(const QString& text, Language language)
{
    setLanguage(language);
    setText(text);
    keepNow();
}

QString SolutionEditor::startingText() const
{
    QFile start(QStringLiteral(":/listings/%1/start.%2").arg(m_problem, extensionOf(m_language)));
    return start.open(QIODevice::ReadOnly) ? QString::fromUtf8(start.readAll()) : QString();
}

void SolutionEditor::startText()
{
    // Replaced, not set: one undo takes it back.
    selectAll();
    replaceSelectedText(startingText());
}

void SolutionEditor::markErrors(const std::vector<program::Diagnostic>& diagnostics)
{
    for (const program::Diagnostic& d : diagnostics) {
        if (!d.error || d.line < 1 || d.line > lines())
            continue;
        const int line = d.line - 1;
        markerAdd(line, kMarkerError);
        QString note = m_annotations.value(d.line);
        note += (note.isEmpty() ? QString() : QStringLiteral("\n")) +
                (d.column > 0 ? tr("Column %1: %2").arg(d.column).arg(QString::fromStdString(d.message))
                              : QString::fromStdString(d.message));
        m_annotations.insert(d.line, note);
        // Under the line, as far in as the line's own text.
        const QString code = text(line);
        const int indent = static_cast<int>(code.size() - code.trimmed().size() - (code.endsWith(QLatin1Char('\n')) ? 1 : 0));
        annotate(line, wrapped(note, std::max(0, indent)), *m_errorStyle);
    }
    if (!diagnostics.empty())
        setCursorPosition(diagnostics.front().line - 1, std::max(0, diagnostics.front().column - 1));
}

void SolutionEditor::clearMarks()
{
    markerDeleteAll(kMarkerError);
    clearAnnotations();
    m_annotations.clear();
}

QList<int> SolutionEditor::errorLines() const
{
    QList<int> found;
    for (int line = markerFindNext(0, 1 << kMarkerError); line >= 0; line = markerFindNext(line + 1, 1 << kMarkerError))
        found.append(line + 1);
    return found;
}

QString SolutionEditor::annotationAt(int line) const
{
    return m_annotations.value(line);
}

QString SolutionEditor::wrapped(const QString& note, int indent) const
{
    // An annotation does not wrap: its words are set in lines the editor's width holds.
    const QFontMetrics metrics(m_font);
    const int width = viewport()->width() - marginWidth(0) - marginWidth(1) -
                      metrics.horizontalAdvance(QString(indent + 3, QLatin1Char('M')));
    QStringList set;
    for (const QString& paragraph : note.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& word : paragraph.split(QLatin1Char(' '))) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                set.append(line);
                line = word;
            } else {
                line = longer;
            }
        }
        set.append(line);
    }
    return set.join(QLatin1Char('\n'));
}

void SolutionEditor::markLine(int line)
{
    markerDeleteAll(kMarkerLine);
    markerDeleteAll(kMarkerLine + 1);
    m_markedLine = std::max(0, line);
    if (line < 1)
        return;
    markerAdd(line - 1, kMarkerLine);
    markerAdd(line - 1, kMarkerLine + 1);
    showMarkedLine();
}

void SolutionEditor::showMarkedLine()
{
    // Scintilla's ensureLineVisible only unfolds: a line off screen is scrolled to the middle here.
    if (m_markedLine < 1)
        return;
    const int line = m_markedLine - 1;
    const int first = firstVisibleLine();
    const auto shown = static_cast<int>(SendScintilla(QsciScintilla::SCI_LINESONSCREEN));
    if (line < first || line >= first + shown)
        setFirstVisibleLine(std::max(0, line - shown / 2));
}

bool SolutionEditor::toggleBreakpointMark(int line)
{
    if (line < 1 || line > lines())
        return false;
    if (markersAtLine(line - 1) & (1 << kMarkerBreakpoint))
        markerDelete(line - 1, kMarkerBreakpoint);
    else
        markerAdd(line - 1, kMarkerBreakpoint);
    return true;
}

QList<int> SolutionEditor::breakpointLines() const
{
    QList<int> found;
    for (int at = markerFindNext(0, 1 << kMarkerBreakpoint); at >= 0; at = markerFindNext(at + 1, 1 << kMarkerBreakpoint))
        found << at + 1;
    return found;
}

void SolutionEditor::setBreakpointLines(const QList<int>& lines)
{
    markerDeleteAll(kMarkerBreakpoint);
    for (const int line : lines)
        markerAdd(line - 1, kMarkerBreakpoint);
}

void SolutionEditor::setPresentation(bool on)
{
    m_presenting = on;
    applyFont();
}

void SolutionEditor::setCodeScale(double scale)
{
    m_codeScale = scale;
    applyFont();
}

void SolutionEditor::applyFont()
{
    QFont font;
    font.setFamilies(language::fontFamilies(language::current(), true));
    font.setPointSizeF(QApplication::font().pointSizeF() * (m_presenting ? 2 : 1) * m_codeScale);
    for (QsciLexer* lexer : {m_cpp.get(), m_python.get()}) {
        lexer->setDefaultFont(font);
        lexer->setFont(font, -1);
    }
    setMarginsFont(font);
    m_font = font;
    m_errorStyle->setFont(font);
    m_errorStyle->apply(this);
    const QFontMetrics metrics(font);
    // A Chinese code face sets its lines about 1.45 times its size apart, where a Latin one sets them
    // about 1.15: the lines of a program need no more than that (the Chinese glyphs keep inside it),
    // so the editor takes the extra off above and below, and shows as many lines in every language.
    const int trim = std::max(0, metrics.height() - static_cast<int>(std::ceil(QFontInfo(font).pixelSize() * 1.15)));
    SendScintilla(QsciScintillaBase::SCI_SETEXTRAASCENT, -(trim * 2 / 3));
    SendScintilla(QsciScintillaBase::SCI_SETEXTRADESCENT, -(trim - trim * 2 / 3));
    setMarginWidth(0, metrics.horizontalAdvance(QStringLiteral("0000")));
    setMarginWidth(1, metrics.height() * 4 / 5);
    emit codeFontChanged(font);
}

} // namespace sb::ui
