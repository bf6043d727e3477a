// SPDX-License-Identifier: GPL-3.0-or-later
// Text files in the encodings teachers' files come in (UTF-8 with or without a byte order mark, UTF-16,
// GBK, GB18030, Big5, Windows-1258; CRLF or LF), each read into UTF-8 with LF line ends, its encoding
// told; one that cannot be read says which byte, where.
#include "encoded.h"
#include "textencoding.h"

#include <gtest/gtest.h>

#include <string>

using sb::pack::decodeText;
using sb::pack::Text;

namespace {

using sb::pack::test::encoded;

// A problem's statement as a teacher of each place writes one.
const std::string kSimplified =
    "给定一个由字符组成的网格，其中点表示空地，井号表示墙。两个空格子上下或左右相邻时属于同一个区域。\n"
    "请计算网格中一共有多少个区域，并输出最大区域包含的格子数。输入的第一行是两个整数，表示行数和列数。\n";
const std::string kTraditional =
    "給定一個由字元組成的網格，其中點表示空地，井號表示牆壁。兩個空格子上下或左右相鄰時屬於同一個區域。\n"
    "請計算網格中總共有多少個區域，並輸出最大區域所包含的格子數。輸入的第一行是兩個整數，表示列數與行數。\n";
const std::string kVietnamese =
    "Cho một lưới gồm các ký tự, trong đó dấu chấm là ô trống và dấu thăng là tường. Hai ô trống kề nhau "
    "theo chiều ngang hoặc chiều dọc thuộc cùng một vùng.\n"
    "Hãy đếm xem lưới có bao nhiêu vùng và in ra số ô của vùng lớn nhất. Dòng đầu tiên của dữ liệu vào gồm "
    "hai số nguyên là số hàng và số cột của lưới.\n";

} // namespace

TEST(TextEncoding, UTF8IsReadAsItIsWithOrWithoutItsByteOrderMarkAndCrlfBecomesLf)
{
    Text t = decodeText(kSimplified);
    EXPECT_EQ(t.encoding, "UTF-8");
    EXPECT_EQ(t.utf8, kSimplified);
    EXPECT_FALSE(t.bom);
    EXPECT_FALSE(t.crlf);
    EXPECT_FALSE(t.error);

    t = decodeText("\xEF\xBB\xBF" "3 4\r\n..#.\r\n");
    EXPECT_EQ(t.encoding, "UTF-8");
    EXPECT_TRUE(t.bom);
    EXPECT_TRUE(t.crlf);
    EXPECT_EQ(t.utf8, "3 4\n..#.\n");
    // A lone CR, as an old Mac wrote its lines, is a line's end too; plain ASCII is UTF-8.
    t = decodeText("1 2\r3\r");
    EXPECT_EQ(t.utf8, "1 2\n3\n");
    EXPECT_EQ(t.encoding, "UTF-8");
    EXPECT_TRUE(t.crlf);
}

TEST(TextEncoding, UTF16WithItsByteOrderMarkIsReadInItsOrder)
{
    const std::string le = encoded(kVietnamese, "UTF-16LE");
    ASSERT_FALSE(le.empty());
    Text t = decodeText("\xFF\xFE" + le);
    EXPECT_EQ(t.encoding, "UTF-16LE");
    EXPECT_TRUE(t.bom);
    EXPECT_EQ(t.utf8, kVietnamese);
    t = decodeText("\xFE\xFF" + encoded(kTraditional, "UTF-16BE"));
    EXPECT_EQ(t.encoding, "UTF-16BE");
    EXPECT_EQ(t.utf8, kTraditional);
}

TEST(TextEncoding, GbkAndGb18030AreToldAndReadAsGb18030)
{
    const std::string gbk = encoded(kSimplified, "GBK");
    ASSERT_FALSE(gbk.empty());
    ASSERT_NE(gbk, kSimplified);
    Text t = decodeText(gbk);
    EXPECT_EQ(t.encoding, "GB18030");
    EXPECT_EQ(t.utf8, kSimplified);
    EXPECT_FALSE(t.error);
    // GB18030's four-byte characters (here U+20000 and the euro sign), beyond GBK, with Windows' line ends.
    const std::string more = kSimplified + "扩展字符：\xF0\xA0\x80\x80 与 \xE2\x82\xAC。\n";
    std::string crlf;
    for (const char c : encoded(more, "GB18030"))
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    t = decodeText(crlf);
    EXPECT_EQ(t.encoding, "GB18030");
    EXPECT_EQ(t.utf8, more);
    EXPECT_TRUE(t.crlf);
}

TEST(TextEncoding, Big5IsToldAndRead)
{
    const std::string big5 = encoded(kTraditional, "BIG5");
    ASSERT_FALSE(big5.empty());
    const Text t = decodeText(big5);
    EXPECT_EQ(t.encoding, "BIG5");
    EXPECT_EQ(t.utf8, kTraditional);
    EXPECT_FALSE(t.error);
}

TEST(TextEncoding, Windows1258IsToldAndItsToneMarksJoinTheirLetters)
{
    // Windows-1258 writes most of Vietnamese's toned letters as a letter and a combining tone mark; read
    // back they are the one letter each again (as typed).
    const std::string cp1258 = encoded(kVietnamese, "WINDOWS-1258");
    ASSERT_FALSE(cp1258.empty());
    const Text t = decodeText(cp1258);
    EXPECT_EQ(t.encoding, "WINDOWS-1258");
    EXPECT_EQ(t.utf8, kVietnamese);
    EXPECT_FALSE(t.error);
}

TEST(TextEncoding, AnotherFilesEncodingIsUsedWhereGivenAndWhatCannotBeReadSaysItsByte)
{
    // Too short to tell: read as the package's other files were.
    const std::string word = encoded("区域", "GBK");
    Text t = decodeText(word, "GB18030");
    EXPECT_EQ(t.encoding, "GB18030");
    EXPECT_EQ(t.utf8, "区域");
    // A byte no GB18030 character begins with.
    t = decodeText("3 4\n\x80\x81", "GB18030");
    ASSERT_TRUE(t.error);
    EXPECT_EQ(t.utf8, "");
    EXPECT_EQ(t.error->encoding, "GB18030");
    EXPECT_EQ(t.error->offset, 4u);
    EXPECT_EQ(t.error->byte, 0x80);
    EXPECT_EQ(sb::pack::describe(*t.error, "data/secret/1.in"), "data/secret/1.in: byte 0x80 at offset 4 is not GB18030 text");
    // A NUL is in no text: a binary file.
    t = decodeText(std::string("ab\0c", 4));
    ASSERT_TRUE(t.error);
    EXPECT_EQ(sb::pack::describe(*t.error, "x.in"), "x.in: byte 0x00 at offset 2 is no character: the file is not text");
    // A byte order mark says UTF-8 where the bytes are not: the byte is said, counted from the file's start.
    t = decodeText("\xEF\xBB\xBF" "ab\xFF");
    ASSERT_TRUE(t.error);
    EXPECT_EQ(t.error->encoding, "UTF-8");
    EXPECT_EQ(t.error->offset, 5u);
    EXPECT_EQ(t.error->byte, 0xFF);
}

TEST(TextEncoding, Utf8IsCheckedStrictly)
{
    std::size_t bad = 0;
    EXPECT_TRUE(sb::pack::isUtf8("plain ASCII, \xE5\x8C\xBA and \xF0\x9F\x98\x80"));
    EXPECT_FALSE(sb::pack::isUtf8("ab\xC0\xAF", &bad)); // an overlong '/'
    EXPECT_EQ(bad, 2u);
    EXPECT_FALSE(sb::pack::isUtf8("\xED\xA0\x80", &bad)); // a surrogate
    EXPECT_EQ(bad, 0u);
    EXPECT_FALSE(sb::pack::isUtf8("x\xF4\x90\x80\x80", &bad)); // past U+10FFFF
    EXPECT_EQ(bad, 1u);
    EXPECT_FALSE(sb::pack::isUtf8("xy\xE5\x8C", &bad)); // cut off
    EXPECT_EQ(bad, 2u);
}
