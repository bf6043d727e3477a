// SPDX-License-Identifier: GPL-3.0-or-later
// The listing as a projector shows it: each line's code on one row of its own, comments off the
// code's rows, counts that fit a margin of fixed width.
#include "widgets/codelayout.h"

#include "core/listing.h"
#include "core/problem.h"
#include "run/listingsource.h"

#include <QFile>
#include <QStringList>

#include <gtest/gtest.h>

namespace sb::ui {
namespace {

TEST(CodeLayout, AsWrittenEveryLineIsItsOwnRow)
{
    const QString listing = QStringLiteral("int main() {\n    return 0; // done\n}");
    const CodeLayout out = layOutCode(listing, false, 0);
    EXPECT_EQ(out.text, listing);
    EXPECT_EQ(out.rowOfLine, (std::vector<int>{-1, 0, 1, 2}));
    EXPECT_EQ(out.lineOfRow, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(out.commentOfLine[2], QString());
}

TEST(CodeLayout, OnAProjectorCommentsLeaveTheCodesRowsAndIndentationHalves)
{
    const QString listing = QStringLiteral("int f() {\n"
                                           "    // count the stones of this colour in both directions of the line\n"
                                           "    int n = 1; // the stone just played\n"
                                           "    puts(\"a // b\");\n"
                                           "        return n;\n"
                                           "}");
    const CodeLayout out = layOutCode(listing, false, 30);
    EXPECT_EQ(out.text, QStringLiteral("int f() {\n"
                                       "  // count the stones of this\n"
                                       "  // colour in both directions\n"
                                       "  // of the line\n"
                                       "  int n = 1;\n"
                                       "  puts(\"a // b\");\n"
                                       "    return n;\n"
                                       "}"));
    EXPECT_EQ(out.rowOfLine, (std::vector<int>{-1, 0, 1, 4, 5, 6, 7}));
    EXPECT_EQ(out.lineOfRow, (std::vector<int>{1, 2, 0, 0, 3, 4, 5, 6}));
    EXPECT_EQ(out.commentOfLine[3], QStringLiteral("the stone just played"));
    EXPECT_EQ(out.commentOfLine[4], QString()) << "a comment mark inside a string is code";
    EXPECT_EQ(out.row(3), 4);
    EXPECT_EQ(out.line(2), 0) << "a comment's second row belongs to no line of its own";
    EXPECT_EQ(out.row(99), -1);
}

TEST(CodeLayout, ACommentStartsAtItsMarkOutsideStrings)
{
    EXPECT_EQ(commentStart(QStringLiteral("puts(\"a // b\"); // c"), false), 16);
    EXPECT_EQ(commentStart(QStringLiteral("x = '#'  # y"), true), 9);
    EXPECT_EQ(commentStart(QStringLiteral("c = '\\''; // d"), false), 10) << "an escaped quote ends no character literal";
    EXPECT_EQ(commentStart(QStringLiteral("a = b / c;"), false), -1);
}

TEST(CodeLayout, PythonCommentsAndStringsToo)
{
    const CodeLayout out = layOutCode(QStringLiteral("def f(s):\n    return s == '#'  # a hash sign\n"), true, 40);
    EXPECT_EQ(out.text, QStringLiteral("def f(s):\n  return s == '#'\n"));
    EXPECT_EQ(out.commentOfLine[2], QStringLiteral("a hash sign"));
}

TEST(CodeLayout, ChineseWrapsBetweenCharactersAndNeverStartsARowWithClosingPunctuation)
{
    // Ten ideographs are twenty columns: rows of 12 columns hold six.
    const QStringList rows = wrapComment(QStringLiteral("由目前的棋子向兩邊數。"), 12);
    EXPECT_EQ(rows, (QStringList{QStringLiteral("由目前的棋子"), QStringLiteral("向兩邊數。")}));
    const QStringList five = wrapComment(QStringLiteral("一二三四五六。"), 12);
    EXPECT_EQ(five, (QStringList{QStringLiteral("一二三四五"), QStringLiteral("六。")}));
    for (const QString& row : five)
        EXPECT_FALSE(row.startsWith(QStringLiteral("。")));
    EXPECT_EQ(codeColumns(QStringLiteral("a由")), 3);
}

TEST(CodeLayout, AWordLongerThanARowStaysWhole)
{
    EXPECT_EQ(wrapComment(QStringLiteral("see countOutwardsAlongTheLine here"), 10),
              (QStringList{QStringLiteral("see"), QStringLiteral("countOutwardsAlongTheLine"), QStringLiteral("here")}));
}

TEST(CodeLayout, CountsFitFourCharacters)
{
    EXPECT_EQ(compactCount(0), QStringLiteral("0"));
    EXPECT_EQ(compactCount(7), QStringLiteral("7"));
    EXPECT_EQ(compactCount(999), QStringLiteral("999"));
    EXPECT_EQ(compactCount(1000), QStringLiteral("1.0k"));
    EXPECT_EQ(compactCount(1234), QStringLiteral("1.2k"));
    EXPECT_EQ(compactCount(43'210), QStringLiteral("43k"));
    EXPECT_EQ(compactCount(427'000), QStringLiteral("427k"));
    EXPECT_EQ(compactCount(999'999), QStringLiteral("1.0M"));
    EXPECT_EQ(compactCount(1'800'000), QStringLiteral("1.8M"));
    EXPECT_EQ(compactCount(100'943'761), QStringLiteral("101M"));
    EXPECT_EQ(compactCount(2'100'000'000ULL), QStringLiteral("2.1G"));
    for (quint64 n = 1; n < 10'000'000'000'000ULL; n = n * 7 + 3)
        EXPECT_LE(compactCount(n).size(), 4) << n;
}

QString resource(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

TEST(CodeLayout, EveryListingInEveryLanguageKeepsItsCodeWholeAndItsCommentsOffTheCodesRows)
{
    int listings = 0;
    for (const ProblemDesc* problem : problems()) {
        const QString id = QString::fromLatin1(problem->id.data(), static_cast<qsizetype>(problem->id.size()));
        const CommentTable table = CommentTable::fromTsv(resource(QStringLiteral(":/listings/%1/comments.tsv").arg(id)).toStdString());
        for (const MethodDesc& method : problem->methods) {
            for (const CodeLanguage code : {CodeLanguage::Cpp, CodeLanguage::Python}) {
                const bool python = code == CodeLanguage::Python;
                const Listing listing = builtInListing(*problem, method, code);
                for (const char* language : {"en", "zh_TW", "zh_CN", "vi"}) {
                    const QString text = QString::fromStdString(listing.render(table, language));
                    ASSERT_FALSE(text.isEmpty()) << id.toStdString() << " " << method.id;
                    ++listings;
                    const QStringList lines = text.split(QLatin1Char('\n'));
                    for (const int columns : {24, 40}) {
                        SCOPED_TRACE(id.toStdString() + " " + std::string(method.id) + (python ? " py " : " cpp ") + language +
                                     " at " + std::to_string(columns) + " columns");
                        const CodeLayout out = layOutCode(text, python, columns);
                        const QStringList rows = out.text.split(QLatin1Char('\n'));
                        ASSERT_EQ(static_cast<std::size_t>(rows.size()), out.lineOfRow.size());
                        for (qsizetype n = 0; n < lines.size(); ++n) {
                            const int line = static_cast<int>(n) + 1;
                            const int row = out.row(line);
                            ASSERT_GE(row, 0) << "line " << line;
                            EXPECT_EQ(out.line(row), line);
                            const QString shown = rows[row];
                            const QString written = lines[n].trimmed();
                            if (written.startsWith(python ? QStringLiteral("#") : QStringLiteral("//"))) {
                                // A comment of its own: its rows carry the mark and fit the columns
                                // (but for a word longer than a row).
                                for (int r = row; r < rows.size() && (r == row || out.line(r) == 0); ++r) {
                                    const QString piece = rows[r].trimmed();
                                    EXPECT_TRUE(piece.startsWith(python ? QStringLiteral("#") : QStringLiteral("//"))) << piece.toStdString();
                                    if (!piece.contains(QLatin1Char(' ')) || piece.indexOf(QLatin1Char(' ')) == piece.lastIndexOf(QLatin1Char(' ')))
                                        continue; // one word: it may be longer than the row
                                    EXPECT_LE(codeColumns(rows[r]), columns) << rows[r].toStdString();
                                }
                                continue;
                            }
                            // Code: on its one row, whole, with nothing after it.
                            EXPECT_EQ(commentStart(shown, python), -1) << shown.toStdString();
                            const QString comment = out.commentOfLine[static_cast<std::size_t>(line)];
                            const QString code = comment.isEmpty() ? written : written.left(written.lastIndexOf(comment)).trimmed();
                            if (!comment.isEmpty()) {
                                EXPECT_TRUE(written.endsWith(comment)) << written.toStdString();
                            }
                            EXPECT_EQ(shown.trimmed(), comment.isEmpty() ? written : code.left(code.size() - (python ? 1 : 2)).trimmed());
                        }
                    }
                }
            }
        }
    }
    EXPECT_GE(listings, 100);
}

} // namespace
} // namespace sb::ui
