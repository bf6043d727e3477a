// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace sb::ui {

/// True for a character of Chinese writing: a Han character, or Chinese (full-width) punctuation.
bool isChineseCharacter(QChar c);

/// `sentence` without the spaces that stand between two Chinese characters. A sentence put
/// together from pieces ("%1 每一步都和 %2" with a method's Chinese name) keeps the spaces around
/// its placeholders, which are right beside a number or a Latin word ("方法 3") but not inside Chinese.
QString withoutSpacesInChinese(const QString& sentence);

} // namespace sb::ui
