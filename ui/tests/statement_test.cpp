// SPDX-License-Identifier: GPL-3.0-or-later
// The Statement tab: each problem's statement in each language, samples that load
// with a click, the subtasks' weights, and the statement as a PDF.
#include "window/sidepanel.h"
#include "testpaths.h"
#include "widgets/inputpanel.h"
#include "statement/statementcontroller.h"
#include "openwindow.h"
#include "run/problemui.h"
#include "statement/statementview.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>

#include <map>
#include <vector>

namespace sb::ui::test {
namespace {

const QStringList kProblems = {QStringLiteral("caro"), QStringLiteral("cards"), QStringLiteral("accordion"),
                               QStringLiteral("mayan")};
const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN"),
                                QStringLiteral("vi")};

QString readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// The statement's words as a reader sees them, without its code and sample blocks.
QString proseOf(QString html)
{
    static const QRegularExpression code(QStringLiteral("<(pre|code)[^>]*>.*?</\\1>"),
                                         QRegularExpression::DotMatchesEverythingOption);
    html.remove(code);
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

/// The first run of four or more consecutive English words in `prose`, or an empty string.
/// In Chinese any four ASCII words in a row are left-over English; Vietnamese is written
/// in Latin letters, so there a run counts when at least two of its words are English ones.
QString englishRun(const QString& prose, bool latinLanguage)
{
    static const QRegularExpression run(QStringLiteral("\\b[A-Za-z]+(?:[ \\t]+[A-Za-z]+){3,}\\b"),
                                        QRegularExpression::UseUnicodePropertiesOption);
    static const QStringList english = {"the", "and", "of", "to", "is", "are", "a", "an", "with", "for",
                                        "from", "that", "this", "each", "one", "it", "be", "by", "at",
                                        "or", "as", "which", "its", "if", "then", "when", "can", "not"};
    auto it = run.globalMatch(prose);
    while (it.hasNext()) {
        const QString words = it.next().captured(0);
        if (!latinLanguage)
            return words;
        int known = 0;
        for (const QString& w : words.split(QRegularExpression(QStringLiteral("\\s+"))))
            known += english.contains(w.toLower());
        if (known >= 2)
            return words;
    }
    return {};
}

std::vector<int> weightsIn(const QString& html)
{
    static const QRegularExpression weight(QStringLiteral("data-weight=\"(\\d+)\">(\\d+)<"));
    std::vector<int> found;
    auto it = weight.globalMatch(html);
    while (it.hasNext()) {
        const auto m = it.next();
        EXPECT_EQ(m.captured(1), m.captured(2)) << "the weight shown differs from the one marked";
        found.push_back(m.captured(2).toInt());
    }
    return found;
}

class Statement : public OpenWindow {
protected:
    StatementView* view() const { return window->statement()->view(); }
    void open(const QString& problem, const QString& language)
    {
        window->setLanguage(language);
        ASSERT_TRUE(session()->setProblem(problem));
        QApplication::processEvents();
        window->sidePanel()->setCurrentWidget(view());
        QApplication::processEvents();
    }
    /// Clicks the link to `href` where it is drawn, as a student would.
    void clickLink(const QString& href)
    {
        QTextDocument* doc = view()->document();
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            for (auto f = b.begin(); !f.atEnd(); ++f) {
                const QTextFragment frag = f.fragment();
                if (!frag.charFormat().isAnchor() || frag.charFormat().anchorHref() != href)
                    continue;
                QTextCursor cursor(doc);
                cursor.setPosition(frag.position() + 1);
                view()->setTextCursor(cursor);
                view()->ensureCursorVisible();
                QApplication::processEvents();
                const QPoint at = view()->cursorRect(cursor).center();
                QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at);
                return;
            }
        }
        ADD_FAILURE() << "no link to " << href.toStdString();
    }
};

TEST_F(Statement, ShowsEachProblemInEachLanguageWithNoEnglishLeft)
{
    for (const QString& problem : kProblems) {
        for (const QString& language : kLanguages) {
            open(problem, language);
            SCOPED_TRACE((problem + QLatin1Char('/') + language).toStdString());
            EXPECT_EQ(view()->shownProblem(), problem);
            EXPECT_EQ(view()->shownLanguage(), language);
            const QString shown = view()->toPlainText();
            EXPECT_TRUE(shown.contains(problemUi(problem.toStdString()).name()))
                << "the problem's name is missing: " << problemUi(problem.toStdString()).name().toStdString();
            EXPECT_FALSE(shown.contains(QStringLiteral("{{"))) << "a sample was not filled in";
            EXPECT_GT(shown.size(), 500);
            if (language != QLatin1String("en")) {
                EXPECT_EQ(englishRun(proseOf(view()->html()), language == QLatin1String("vi")), QString());
            }
        }
    }
}

TEST_F(Statement, MayanSaysASwapOfTwoEqualBlocksIsAMoveThatCounts)
{
    // The judge has a test only such a swap solves: the statement must say it is allowed and counts.
    const std::map<QString, QString> said = {
        {QStringLiteral("en"), QStringLiteral("Two blocks of the same colour may be swapped too: the board looks the same "
                                              "afterwards, but the swap is still a move and counts as one of the n.")},
        {QStringLiteral("vi"), QStringLiteral("Hai khối cùng màu cũng được đổi chỗ cho nhau: bàn cờ trông vẫn như cũ, nhưng "
                                              "đó vẫn là một nước đi và được tính vào n nước.")},
        {QStringLiteral("zh_CN"), QStringLiteral("两个同色方块也可以互换：换完棋盘看起来没有变化，但这仍然是一步，要算进 n 步之中。")},
        {QStringLiteral("zh_TW"), QStringLiteral("兩個同色方塊也可以互換：換完之後盤面看起來沒有變，但這仍然是一步，要算進 n 步裡。")},
    };
    for (const auto& [language, sentence] : said) {
        open(QStringLiteral("mayan"), language);
        EXPECT_TRUE(view()->toPlainText().simplified().contains(sentence)) << language.toStdString();
    }
}

TEST_F(Statement, FollowsTheLanguageWhenItChanges)
{
    open(QStringLiteral("caro"), QStringLiteral("en"));
    EXPECT_TRUE(view()->toPlainText().contains(QStringLiteral("Subtasks")));
    window->setLanguage(QStringLiteral("zh_CN"));
    QApplication::processEvents();
    EXPECT_TRUE(view()->toPlainText().contains(QStringLiteral("子任务")));
}

TEST_F(Statement, EverySampleLinkLoadsThatSample)
{
    for (const QString& problem : kProblems) {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("vi")}) {
            open(problem, language);
            SCOPED_TRACE((problem + QLatin1Char('/') + language).toStdString());
            static const QRegularExpression link(QStringLiteral("href=\"(sample:(\\d+))\""));
            auto it = link.globalMatch(view()->html());
            int links = 0;
            while (it.hasNext()) {
                const auto m = it.next();
                const QString stem = problemUi(problem.toStdString()).sampleFiles().value(m.captured(2).toInt());
                ASSERT_FALSE(stem.isEmpty());
                window->inputPanel()->setText(QStringLiteral("1 1\n"));
                clickLink(m.captured(1));
                const QString file = readFile((sb::ui::test::resourcesPath() + QStringLiteral("/samples/%1/%2.txt")).arg(problem, stem));
                EXPECT_EQ(window->inputPanel()->text().trimmed(), file.trimmed()) << stem.toStdString();
                ++links;
            }
            EXPECT_GE(links, 1);
        }
    }
}

TEST_F(Statement, SubtaskWeightsAgreeWithTheEditorials)
{
    const std::map<QString, std::vector<int>> weights = {
        {QStringLiteral("caro"), {30, 30, 40}},
        {QStringLiteral("cards"), {60, 40}},
        {QStringLiteral("accordion"), {40, 60}},
        {QStringLiteral("mayan"), {30, 70}},
    };
    for (const QString& problem : kProblems) {
        for (const QString& language : kLanguages) {
            open(problem, language);
            SCOPED_TRACE((problem + QLatin1Char('/') + language).toStdString());
            EXPECT_EQ(weightsIn(view()->html()), weights.at(problem));
        }
    }
}

TEST_F(Statement, DrawsItsFigures)
{
    for (const QString& problem : kProblems) {
        open(problem, QStringLiteral("en"));
        static const QRegularExpression figure(QStringLiteral("src=\"(figure:[a-z-]+)\""));
        const auto m = figure.match(view()->html());
        ASSERT_TRUE(m.hasMatch()) << problem.toStdString();
        const QImage image = view()->document()->resource(QTextDocument::ImageResource, QUrl(m.captured(1))).value<QImage>();
        EXPECT_GT(image.width(), 200) << problem.toStdString();
    }
}

TEST_F(Statement, ExportsAPdfForEachProblem)
{
    QTemporaryDir dir;
    for (const QString& problem : kProblems) {
        open(problem, QStringLiteral("zh_TW"));
        const QString path = dir.filePath(problem + QStringLiteral(".pdf"));
        ASSERT_TRUE(window->statement()->exportPdf(path)) << problem.toStdString();
        const QByteArray pdf = [&] { QFile f(path); f.open(QIODevice::ReadOnly); return f.readAll(); }();
        EXPECT_TRUE(pdf.startsWith("%PDF")) << problem.toStdString();
        EXPECT_GT(pdf.size(), 10000) << problem.toStdString();
        EXPECT_TRUE(pdf.trimmed().endsWith("%%EOF")) << problem.toStdString();
    }
}

} // namespace
} // namespace sb::ui::test
