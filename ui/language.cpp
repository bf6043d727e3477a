// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace sb::ui::language {

namespace {

QString g_current = QStringLiteral("en");
std::unique_ptr<QTranslator> g_translator;

} // namespace

QStringList codes()
{
    return {QStringLiteral("zh_TW"), QStringLiteral("zh_CN"), QStringLiteral("vi"), QStringLiteral("en")};
}

QString nativeName(const QString& code)
{
    if (code == QLatin1String("zh_TW"))
        return QStringLiteral("繁體中文");
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (code == QLatin1String("vi"))
        return QStringLiteral("Tiếng Việt");
    return QStringLiteral("English");
}

QStringList fontFamilies(const QString& code, bool monospace)
{
    const QString latin = monospace ? QStringLiteral("DejaVu Sans Mono") : QStringLiteral("DejaVu Sans");
    const QString cjk = monospace ? QStringLiteral("Noto Sans Mono CJK %1") : QStringLiteral("Noto Sans CJK %1");
    return {latin, cjk.arg(code == QLatin1String("zh_TW") ? QStringLiteral("TC") : QStringLiteral("SC"))};
}

bool apply(const QString& code)
{
    if (!codes().contains(code))
        return false;
    if (g_translator) {
        QCoreApplication::removeTranslator(g_translator.get());
        g_translator.reset();
    }
    if (code != QLatin1String("en")) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(QStringLiteral(":/i18n/stepboard_%1.qm").arg(code))) {
            QCoreApplication::installTranslator(translator.get());
            g_translator = std::move(translator);
        }
    }
    QFont font = QApplication::font();
    font.setFamilies(fontFamilies(code));
    QApplication::setFont(font);
    g_current = code;
    // Every widget words itself anew now, not at the next turn of the event
    // loop, and also when no translator came or went (English to English).
    // (The application passes the event on by posting it to each window.)
    QCoreApplication::postEvent(qApp, new QEvent(QEvent::LanguageChange));
    QCoreApplication::sendPostedEvents(qApp, QEvent::LanguageChange);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    return true;
}

QString current()
{
    return g_current;
}

QString remembered()
{
    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    if (codes().contains(saved))
        return saved;
    const QLocale locale;
    if (locale.language() == QLocale::Vietnamese)
        return QStringLiteral("vi");
    if (locale.language() == QLocale::Chinese)
        return locale.script() == QLocale::TraditionalChineseScript ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

void remember(const QString& code)
{
    QSettings().setValue(QStringLiteral("language"), code);
}

} // namespace sb::ui::language
