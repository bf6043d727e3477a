// SPDX-License-Identifier: GPL-3.0-or-later
#include "statement/statementview.h"

#include "inputpanel.h"
#include "language.h"
#include "problems/problemui.h"
#include "session.h"

#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPrinter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTextDocument>

namespace sb::ui {

namespace {

QString readText(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace

StatementView::StatementView(Session* session, InputPanel* input, QWidget* parent)
    : QTextBrowser(parent), m_session(session), m_input(input)
{
    setOpenLinks(false); // sample:N is ours; nothing leaves the window
    // Headings a step above the text, not Qt's three: a projector's large font still fits the panel.
    document()->setDefaultStyleSheet(QStringLiteral("h1 { font-size: large; } h2, h3 { font-size: medium; }"));
    connect(this, &QTextBrowser::anchorClicked, this, &StatementView::follow);
    connect(m_session, &Session::runChanged, this, [this] {
        if (m_session->problemId() != m_problem)
            reload();
    });
    reload();
}

QString StatementView::filePath(const QString& problem, const QString& language)
{
    return QStringLiteral(":/statements/%1/%2.html").arg(problem, language);
}

void StatementView::reload()
{
    m_problem = m_session->problemId();
    m_language = language::current();
    QString html = readText(filePath(m_problem, m_language));
    if (html.isEmpty()) // a language without its text falls back to the source language
        html = readText(filePath(m_problem, QStringLiteral("en")));
    m_html = fillSamples(html);
    drawFigures(m_html);
    setHtml(m_html);
    for (auto it = m_figures.cbegin(); it != m_figures.cend(); ++it) // a printed copy finds them too
        document()->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("figure:") + it.key()), it.value());
}

QString StatementView::fillSamples(QString html) const
{
    // The samples are the very files the input panel loads, so the two never disagree.
    const QStringList files = problemUi(m_problem.toStdString()).sampleFiles();
    static const QRegularExpression block(QStringLiteral("\\{\\{sample:(\\d+)\\}\\}"));
    QRegularExpressionMatch m;
    while ((m = block.match(html)).hasMatch()) {
        const int n = m.captured(1).toInt();
        const QString text = n < files.size()
            ? readText(QStringLiteral(":/samples/%1/%2.txt").arg(m_problem, files[n])) : QString();
        html.replace(m.capturedStart(), m.capturedLength(), text.trimmed().toHtmlEscaped());
    }
    return html;
}

void StatementView::drawFigures(const QString& html)
{
    m_figures.clear();
    // Each figure is SVG written for the statement, drawn at twice its size so print stays sharp.
    static const QRegularExpression img(QStringLiteral("src=\"figure:([a-z0-9-]+)\""));
    auto it = img.globalMatch(html);
    while (it.hasNext()) {
        const QString name = it.next().captured(1);
        QSvgRenderer svg(QStringLiteral(":/statements/%1/%2.svg").arg(m_problem, name));
        if (!svg.isValid())
            continue;
        QImage image(svg.defaultSize() * 2, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter);
        painter.end();
        m_figures.insert(name, image);
    }
}

QVariant StatementView::loadResource(int type, const QUrl& name)
{
    if (type == QTextDocument::ImageResource && name.scheme() == QLatin1String("figure"))
        return m_figures.value(name.path());
    return QTextBrowser::loadResource(type, name);
}

void StatementView::follow(const QUrl& url)
{
    if (url.scheme() != QLatin1String("sample"))
        return;
    bool ok = false;
    const int n = url.path().toInt(&ok);
    if (ok && n >= 0 && n < m_input->sampleCount())
        m_input->loadSample(n);
}

void StatementView::printTo(QPrinter* printer) const
{
    document()->print(printer);
}

bool StatementView::exportPdf(const QString& path) const
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setDocName(documentTitle());
    printTo(&printer);
    return QFileInfo(path).size() > 0;
}

void StatementView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && language::current() != m_language)
        reload();
    QTextBrowser::changeEvent(event);
}

} // namespace sb::ui
