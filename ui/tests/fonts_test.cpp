// SPDX-License-Identifier: GPL-3.0-or-later
// Every translated string must be drawable with the fonts its language uses:
// a glyph missing there would show as an empty box on the projector.
#include "common/language.h"
#include "testpaths.h"

#include <QFile>
#include <QFont>
#include <QFontDatabase>
#include <QRawFont>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

namespace {

/// The translations of a .ts file.
QStringList translations(const QString& code)
{
    QFile file((sb::ui::test::translationsPath() + QStringLiteral("/stepboard_%1.ts")).arg(code));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
    QStringList all;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("translation"))
            all << xml.readElementText(QXmlStreamReader::IncludeChildElements); // a plural's forms too
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return all;
}

/// The characters of `text` that none of `families` can draw.
QString missingGlyphs(const QString& text, const QStringList& families)
{
    QList<QRawFont> fonts;
    for (const QString& family : families)
        fonts << QRawFont::fromFont(QFont(family));
    QString missing;
    for (const uint c : text.toUcs4()) {
        if (QChar::isSpace(c) || c == 0x200B)
            continue;
        const bool drawn = std::any_of(fonts.begin(), fonts.end(), [c](const QRawFont& f) {
            return f.isValid() && f.supportsCharacter(c);
        });
        if (!drawn && !missing.contains(QString::fromUcs4(reinterpret_cast<const char32_t*>(&c), 1)))
            missing += QString::fromUcs4(reinterpret_cast<const char32_t*>(&c), 1);
    }
    return missing;
}

} // namespace

TEST(Fonts, EachLanguageUsesItsOwnChineseFace)
{
    EXPECT_TRUE(sb::ui::language::fontFamilies(QStringLiteral("zh_TW")).contains(QStringLiteral("Noto Sans CJK TC")));
    EXPECT_TRUE(sb::ui::language::fontFamilies(QStringLiteral("zh_CN")).contains(QStringLiteral("Noto Sans CJK SC")));
    for (const QString& code : sb::ui::language::codes())
        for (const QString& family : sb::ui::language::fontFamilies(code))
            EXPECT_TRUE(QFontDatabase::families().contains(family)) << family.toStdString() << " is not installed";
}

TEST(Fonts, TheCheckFindsAGlyphThatNoFontHas)
{
    const QString privateUse = QString::fromUcs4(U"\U0010FFFD", 1);
    EXPECT_EQ(missingGlyphs(QStringLiteral("ok ") + privateUse, sb::ui::language::fontFamilies(QStringLiteral("vi"))),
              privateUse);
    EXPECT_TRUE(missingGlyphs(QStringLiteral("Tiếng Việt"), sb::ui::language::fontFamilies(QStringLiteral("vi"))).isEmpty());
}

TEST(Fonts, EveryTranslatedStringHasAllItsGlyphs)
{
    for (const QString& code : QStringList{QStringLiteral("zh_TW"), QStringLiteral("zh_CN"), QStringLiteral("vi")}) {
        const QStringList texts = translations(code);
        EXPECT_GT(texts.size(), 100) << code.toStdString();
        for (const QString& text : texts) {
            EXPECT_FALSE(text.isEmpty()) << code.toStdString() << ": an empty translation";
            const QString missing = missingGlyphs(text, sb::ui::language::fontFamilies(code));
            EXPECT_TRUE(missing.isEmpty()) << code.toStdString() << ": no glyph for \"" << missing.toStdString()
                                           << "\" in \"" << text.toStdString() << "\"";
        }
    }
}

TEST(Fonts, LanguageNamesDrawInEveryLanguagesFonts)
{
    for (const QString& code : sb::ui::language::codes())
        for (const QString& name : sb::ui::language::codes())
            EXPECT_TRUE(missingGlyphs(sb::ui::language::nativeName(name), sb::ui::language::fontFamilies(code)).isEmpty());
}
