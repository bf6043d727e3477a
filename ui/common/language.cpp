// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/language.h"

#include <QApplication>
#include <QFont>
#include <QLibraryInfo>
#include <QLocale>
#include <QSet>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace sb::ui::language {

namespace {

/// Qt's and QScintilla's own words that the window shows: dialog buttons and
/// the context menus of text fields. Qt ships no Vietnamese and QScintilla no
/// Chinese, so they are translated with the app's own strings.
const char* const kQtStrings[] = {
    QT_TRANSLATE_NOOP("QtStrings", "OK"),         QT_TRANSLATE_NOOP("QtStrings", "&OK"),
    QT_TRANSLATE_NOOP("QtStrings", "Cancel"),     QT_TRANSLATE_NOOP("QtStrings", "&Cancel"),
    QT_TRANSLATE_NOOP("QtStrings", "Close"),      QT_TRANSLATE_NOOP("QtStrings", "&Yes"),
    QT_TRANSLATE_NOOP("QtStrings", "&No"),        QT_TRANSLATE_NOOP("QtStrings", "Apply"),
    QT_TRANSLATE_NOOP("QtStrings", "Reset"),      QT_TRANSLATE_NOOP("QtStrings", "Help"),
    QT_TRANSLATE_NOOP("QtStrings", "&Undo"),      QT_TRANSLATE_NOOP("QtStrings", "&Redo"),
    QT_TRANSLATE_NOOP("QtStrings", "Cu&t"),       QT_TRANSLATE_NOOP("QtStrings", "&Copy"),
    QT_TRANSLATE_NOOP("QtStrings", "&Paste"),     QT_TRANSLATE_NOOP("QtStrings", "Delete"),
    QT_TRANSLATE_NOOP("QtStrings", "Select All"), QT_TRANSLATE_NOOP("QtStrings", "&Select All"),
    QT_TRANSLATE_NOOP("QtStrings", "&Step up"),   QT_TRANSLATE_NOOP("QtStrings", "Step &down"),
    // Key names, as the list of keys shows them; the ones printed on the keys stay as printed.
    QT_TRANSLATE_NOOP("QtStrings", "Space"),      QT_TRANSLATE_NOOP("QtStrings", "Left"),
    QT_TRANSLATE_NOOP("QtStrings", "Right"),
};

/// Answers for Qt's own contexts (QPlatformTheme, QLineEdit, QsciScintilla, ...)
/// from the app's translation of the same words.
class QtStringsTranslator : public QTranslator {
public:
    explicit QtStringsTranslator(const QTranslator* app) : m_app(app)
    {
        for (const char* s : kQtStrings)
            m_known.insert(QByteArray(s));
    }
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override
    {
        if (!source || !m_known.contains(QByteArray(source)) || qstrcmp(context, "QtStrings") == 0)
            return {};
        return m_app->translate("QtStrings", source, disambiguation, n);
    }
    bool isEmpty() const override { return false; }

private:
    const QTranslator* m_app;
    QSet<QByteArray> m_known;
};

QString g_current = QStringLiteral("en");
std::unique_ptr<QTranslator> g_translator;
std::unique_ptr<QTranslator> g_qtTranslator;
std::unique_ptr<QTranslator> g_qtStrings;

void removeTranslators()
{
    for (auto* t : {&g_translator, &g_qtTranslator, &g_qtStrings}) {
        if (*t)
            QCoreApplication::removeTranslator(t->get());
    }
    g_translator.reset();
    g_qtTranslator.reset();
    g_qtStrings.reset();
}

/// The app's translation, and under it Qt's own (where Debian has it) and the app's words for Qt's strings.
void installTranslators(const QString& code)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/stepboard_%1.qm").arg(code)))
        return;
    // The last installed is asked first: the app, then Qt's own, then the fallback.
    g_qtStrings = std::make_unique<QtStringsTranslator>(translator.get());
    QCoreApplication::installTranslator(g_qtStrings.get());
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        g_qtTranslator = std::move(qt);
    }
    QCoreApplication::installTranslator(translator.get());
    g_translator = std::move(translator);
}

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
    const QString cjk = (monospace ? QStringLiteral("Noto Sans Mono CJK %1") : QStringLiteral("Noto Sans CJK %1"))
                            .arg(code == QLatin1String("zh_TW") ? QStringLiteral("TC") : QStringLiteral("SC"));
    // A code editor hands one family per style to Scintilla: in Chinese that must be
    // the CJK monospace face, which has Latin letters too, or the comments come out
    // in fontconfig's default (Japanese) shapes.
    if (monospace && code.startsWith(QLatin1String("zh")))
        return {cjk, latin};
    return {latin, cjk};
}

bool apply(const QString& code)
{
    if (!codes().contains(code))
        return false;
    removeTranslators();
    if (code != QLatin1String("en"))
        installTranslators(code);
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
