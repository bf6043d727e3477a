// SPDX-License-Identifier: GPL-3.0-or-later
#include "packs/packstatementview.h"

#include "common/outputfile.h"

#include "textencoding.h"

#include <QFile>
#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>
#include <QPrinter>
#include <QTextCursor>

namespace sb::ui {

namespace {

/// The file's text in whatever encoding it was written (UTF-8, GBK, Big5, Windows-1258, ...); where it cannot
/// be read, a sentence that says which byte.
QString readText(const std::filesystem::path& path)
{
    const pack::Text text = pack::readText(path);
    if (!text.error)
        return QString::fromStdString(text.utf8);
    const QString byte = QStringLiteral("0x%1").arg(text.error->byte, 2, 16, QLatin1Char('0'));
    const QString file = QString::fromStdString(path.filename().string());
    return text.error->encoding.empty()
               ? PackStatementView::tr("%1 cannot be read: byte %2 at offset %3 is not UTF-8, and its encoding cannot be told.")
                     .arg(file, byte)
                     .arg(text.error->offset)
               : PackStatementView::tr("%1 cannot be read: byte %2 at offset %3 is not %4 text.")
                     .arg(file, byte)
                     .arg(text.error->offset)
                     .arg(QString::fromStdString(text.error->encoding));
}

/// A text as a Markdown code block: the fence longer than any run of backquotes in it.
QString fenced(const QString& text)
{
    int longest = 0;
    int run = 0;
    for (const QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(std::max(3, longest + 1), u'`');
    QString body = text;
    if (!body.endsWith(u'\n'))
        body += u'\n';
    return fence + u'\n' + body + fence + u'\n';
}

} // namespace

PackStatementView::PackStatementView(QWidget* parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
}

void PackStatementView::setPack(const pack::Pack& pack, const QString& language)
{
    m_language.clear();
    m_file.clear();
    // The window's language, else English, else any the pack has: Markdown first, as the pack lists them.
    auto found = pack.statements.find(language.toStdString());
    if (found == pack.statements.end())
        found = pack.statements.find("en");
    if (found == pack.statements.end())
        found = pack.statements.begin();
    QString markdown;
    if (found != pack.statements.end()) {
        m_language = QString::fromStdString(found->first);
        m_file = QString::fromStdString(found->second);
        const std::filesystem::path path = pack.root / found->second;
        setSearchPaths({QString::fromStdString(path.parent_path().string())});
        if (m_file.endsWith(QLatin1String(".md")))
            markdown = readText(path);
        else if (m_file.endsWith(QLatin1String(".tex")))
            markdown = tr("This statement is written in LaTeX, and is shown as it is written.") + QStringLiteral("\n\n") +
                       fenced(readText(path));
        else
            markdown = tr("This statement is a PDF file: %1").arg(QString::fromStdString(path.string()));
    } else {
        markdown = tr("This problem has no statement.");
    }
    setMarkdown(markdown);
    QTextCursor end(document());
    end.movePosition(QTextCursor::End);
    end.insertHtml(samples(pack));
}

QString PackStatementView::samples(const pack::Pack& pack) const
{
    // Each sample a table of two columns, its input beside the answer, as contest statements print them.
    QString html;
    int n = 0;
    const auto pre = [](const QString& text) {
        return QStringLiteral("<pre>") + text.toHtmlEscaped() + QStringLiteral("</pre>");
    };
    for (const pack::TestCase* t : pack.tests()) {
        if (!t->name.starts_with("sample/"))
            continue;
        ++n;
        html += QStringLiteral("<h3>") + tr("Sample %1").arg(n).toHtmlEscaped() +
                QStringLiteral("</h3><table border=\"1\" cellspacing=\"0\" cellpadding=\"6\" width=\"100%\"><tr><th>") +
                tr("Input").toHtmlEscaped() + QStringLiteral("</th><th>") + tr("Answer").toHtmlEscaped() +
                QStringLiteral("</th></tr><tr><td valign=\"top\">") + pre(readText(pack.root / t->input)) +
                QStringLiteral("</td><td valign=\"top\">") +
                pre(t->answer.empty() ? QString() : readText(pack.root / t->answer)) + QStringLiteral("</td></tr></table>");
    }
    return html;
}

void PackStatementView::printTo(QPrinter* printer) const
{
    document()->print(printer);
}

bool PackStatementView::exportPdf(const QString& path, QString* error) const
{
    return writeDocumentPdf(*document(), documentTitle(), path, error);
}

} // namespace sb::ui
