// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QApplication;

namespace sb::ui {

/// The four languages of the window: codes, names, translators and fonts.
namespace language {

/// "en", "zh_TW", "zh_CN", "vi", in menu order.
QStringList codes();
/// Each language's name in itself: 繁體中文, 简体中文, Tiếng Việt, English.
QString nativeName(const QString& code);
/// The font families for `code`, Latin first, then the right CJK face: with
/// only Noto CJK installed, Chinese would otherwise fall back to the Japanese one.
QStringList fontFamilies(const QString& code, bool monospace = false);
/// Installs the translator and fonts of `code`; every widget then receives a
/// LanguageChange event and words itself anew. Returns false for an unknown code.
bool apply(const QString& code);
/// The language applied last ("en" before any).
QString current();
/// The remembered language, or one that suits the system's locale.
QString remembered();
void remember(const QString& code);

} // namespace language
} // namespace sb::ui
