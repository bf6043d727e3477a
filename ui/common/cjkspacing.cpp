// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/cjkspacing.h"

namespace sb::ui {

bool isChineseCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || (u >= 0x3000 && u <= 0x303F) ||
           (u >= 0xFF01 && u <= 0xFF60);
}

QString withoutSpacesInChinese(const QString& sentence)
{
    QString out;
    out.reserve(sentence.size());
    for (qsizetype i = 0; i < sentence.size(); ++i) {
        if (sentence[i] == QLatin1Char(' ') && !out.isEmpty() && isChineseCharacter(out.back())) {
            qsizetype next = i;
            while (next < sentence.size() && sentence[next] == QLatin1Char(' '))
                ++next;
            if (next < sentence.size() && isChineseCharacter(sentence[next])) {
                i = next - 1;
                continue;
            }
        }
        out += sentence[i];
    }
    return out;
}

} // namespace sb::ui
