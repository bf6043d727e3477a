// SPDX-License-Identifier: GPL-3.0-or-later
// A pack's statement as its package gives it: Markdown drawn with its images, in the window's language
// or English, LaTeX shown as written, the samples after it, and a PDF of it.
#include "packs/packstatementview.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>

#include <gtest/gtest.h>

#include <filesystem>

namespace sb::ui::test {
namespace {

pack::Pack packNamed(const char* name)
{
    return pack::read(std::filesystem::path(resourcesPath().toStdString()) / "packs" / name);
}

void write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

/// A pack of one sum in `root`: a sample, a secret test and a solution; its statements are the test's.
void writeSumPack(const QString& root)
{
    for (const char* folder : {"/statement", "/data/sample", "/data/secret", "/submissions/accepted"})
        ASSERT_TRUE(QDir().mkpath(root + QLatin1String(folder)));
    write(root + "/problem.yaml", "name: Sum\n");
    write(root + "/data/sample/1.in", "1 2\n");
    write(root + "/data/sample/1.ans", "3\n");
    write(root + "/data/secret/1.in", "2 2\n");
    write(root + "/data/secret/1.ans", "4\n");
    write(root + "/submissions/accepted/sum.py", "print(sum(map(int, input().split())))\n");
}

} // namespace

TEST(PackStatementView, TheStatementInTheWindowsLanguageThenEnglishWithTheSamplesAfterIt)
{
    const pack::Pack regions = packNamed("regions");
    PackStatementView view;
    view.setPack(regions, QStringLiteral("zh_TW"));
    EXPECT_EQ(view.shownLanguage(), QStringLiteral("zh_TW"));
    EXPECT_EQ(view.shownFile(), QStringLiteral("statement/problem.zh_TW.md"));
    const QString text = view.toPlainText();
    EXPECT_TRUE(text.startsWith(QStringLiteral("連通區域"))) << text.left(40).toStdString();
    // The Markdown is drawn: its heading is a heading, its `n` code.
    EXPECT_EQ(view.document()->firstBlock().blockFormat().headingLevel(), 1);
    // The two samples, each input with its answer.
    EXPECT_TRUE(text.contains(QStringLiteral("Sample 1")));
    EXPECT_TRUE(text.contains(QStringLiteral("Sample 2")));
    EXPECT_FALSE(text.contains(QStringLiteral("Sample 3")));
    EXPECT_TRUE(text.contains(QStringLiteral("..#..\n..#..\n##...\n....#")));
    EXPECT_TRUE(text.contains(QStringLiteral("2 11")));
    // A language the pack has no words in: English.
    view.setPack(regions, QStringLiteral("fr"));
    EXPECT_EQ(view.shownLanguage(), QStringLiteral("en"));
    EXPECT_TRUE(view.toPlainText().startsWith(QStringLiteral("Regions")));
}

TEST(PackStatementView, AnImageBesideTheStatementIsDrawnLaTeXIsShownAsWrittenAndItsPdfIsWritten)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString root = dir.path();
    writeSumPack(root);
    write(root + "/statement/problem.en.md", "# Sum\n\nAdd them.\n\n![the line](line.png)\n");
    QImage line(37, 11, QImage::Format_RGB32);
    line.fill(Qt::blue);
    ASSERT_TRUE(line.save(root + "/statement/line.png"));
    write(root + "/statement/problem.vi.tex", "\\problemname{Tổng}\nCộng $a$ và $b$.\n");
    const pack::Pack sum = pack::read(root.toStdString());
    PackStatementView view;
    view.setPack(sum, QStringLiteral("en"));
    // The document asks the view for it, found beside the statement.
    const QVariant loaded = view.document()->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("line.png")));
    QImage drawn = loaded.value<QImage>();
    if (drawn.isNull())
        drawn.loadFromData(loaded.toByteArray());
    EXPECT_EQ(drawn.size(), QSize(37, 11));
    EXPECT_TRUE(view.toPlainText().contains(QStringLiteral("Add them.")));

    view.setPack(sum, QStringLiteral("vi"));
    EXPECT_EQ(view.shownFile(), QStringLiteral("statement/problem.vi.tex"));
    const QString text = view.toPlainText();
    EXPECT_TRUE(text.startsWith(QStringLiteral("This statement is written in LaTeX, and is shown as it is written.")));
    EXPECT_TRUE(text.contains(QStringLiteral("\\problemname{Tổng}\nCộng $a$ và $b$.")));
    EXPECT_TRUE(text.contains(QStringLiteral("1 2")));

    const QString pdf = root + "/sum.pdf";
    QString error;
    ASSERT_TRUE(view.exportPdf(pdf, &error)) << error.toStdString();
    QFile written(pdf);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.read(5) == "%PDF-");
}

TEST(PackStatementView, APackWithoutAStatementSaysSoAndStillShowsItsSamples)
{
    QTemporaryDir dir;
    const QString root = dir.path();
    writeSumPack(root); // with an empty statement folder
    PackStatementView view;
    view.setPack(pack::read(root.toStdString()), QStringLiteral("zh_CN"));
    EXPECT_EQ(view.shownLanguage(), QString());
    EXPECT_TRUE(view.toPlainText().startsWith(QStringLiteral("This problem has no statement.")));
    EXPECT_TRUE(view.toPlainText().contains(QStringLiteral("Sample 1")));
}

} // namespace sb::ui::test
