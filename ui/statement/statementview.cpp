// SPDX-License-Identifier: GPL-3.0-or-later
#include "statement/statementview.h"

#include "widgets/inputpanel.h"
#include "common/language.h"
#include "common/outputfile.h"
#include "run/problemui.h"
#include "run/session.h"

#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

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
    sizeFigures();
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
    m_figureSizes.clear();
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
        m_figureSizes.insert(name, svg.defaultSize());
    }
}

QSize StatementView::figureSize(const QString& name) const
{
    const QSize own = m_figureSizes.value(name);
    if (own.isEmpty())
        return {};
    // The figures are drawn for the usual font: a projector's doubled text doubles them too.
    const QFont usual = QApplication::font(this);
    const double scale = usual.pointSizeF() > 0 && font().pointSizeF() > 0
                             ? font().pointSizeF() / usual.pointSizeF()
                             : double(QFontInfo(font()).pixelSize()) / QFontInfo(usual).pixelSize();
    const int room = viewport()->width() - 2 * int(std::ceil(document()->documentMargin())) - 2;
    const int width = std::max(1, std::min(int(std::lround(own.width() * scale)), room));
    return {width, int(std::lround(double(width) * own.height() / own.width()))};
}

void StatementView::sizeFigures()
{
    if (m_sizing)
        return;
    m_sizing = true; // a new size can bring or take the scroll bar, which resizes the panel again
    for (QTextBlock b = document()->begin(); b.isValid(); b = b.next()) {
        for (auto f = b.begin(); !f.atEnd(); ++f) {
            const QTextFragment fragment = f.fragment();
            QTextImageFormat image = fragment.charFormat().toImageFormat();
            if (!image.isValid() || !image.name().startsWith(QLatin1String("figure:")))
                continue;
            const QSize size = figureSize(image.name().mid(7));
            if (size.isEmpty() || (qRound(image.width()) == size.width() && qRound(image.height()) == size.height()))
                continue;
            image.setWidth(size.width());
            image.setHeight(size.height());
            QTextCursor cursor(document());
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(image);
        }
    }
    m_sizing = false;
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

bool StatementView::exportPdf(const QString& path, QString* error) const
{
    return writeDocumentPdf(*document(), documentTitle(), path, error);
}

void StatementView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && language::current() != m_language)
        reload();
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        sizeFigures();
}

void StatementView::resizeEvent(QResizeEvent* event)
{
    QTextBrowser::resizeEvent(event);
    sizeFigures();
}

} // namespace sb::ui
