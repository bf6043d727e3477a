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

/// Qt's and QScintilla's own words that the window shows: dialog buttons, the
/// context menus of text fields, the file and print dialogs. Qt ships no Vietnamese and QScintilla no
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
    // Qt's own file dialog: its fields, buttons, tips and columns, the kinds of file it lists,
    // its context menu and its questions (Debian's Chinese lacks some of these in the contexts
    // Qt 6 asks them in, "Folder" for one).
    QT_TRANSLATE_NOOP("QtStrings", "Look in:"), QT_TRANSLATE_NOOP("QtStrings", "File &name:"),
    QT_TRANSLATE_NOOP("QtStrings", "Files of type:"), QT_TRANSLATE_NOOP("QtStrings", "Directory:"),
    QT_TRANSLATE_NOOP("QtStrings", "&Open"), QT_TRANSLATE_NOOP("QtStrings", "&Save"),
    QT_TRANSLATE_NOOP("QtStrings", "&Choose"), QT_TRANSLATE_NOOP("QtStrings", "Open"),
    QT_TRANSLATE_NOOP("QtStrings", "Save"), QT_TRANSLATE_NOOP("QtStrings", "Save As"),
    QT_TRANSLATE_NOOP("QtStrings", "Find Directory"), QT_TRANSLATE_NOOP("QtStrings", "Back"),
    QT_TRANSLATE_NOOP("QtStrings", "Forward"), QT_TRANSLATE_NOOP("QtStrings", "Parent Directory"),
    QT_TRANSLATE_NOOP("QtStrings", "Create New Folder"), QT_TRANSLATE_NOOP("QtStrings", "List View"),
    QT_TRANSLATE_NOOP("QtStrings", "Detail View"), QT_TRANSLATE_NOOP("QtStrings", "Go back"),
    QT_TRANSLATE_NOOP("QtStrings", "Go forward"), QT_TRANSLATE_NOOP("QtStrings", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QtStrings", "Create a New Folder"), QT_TRANSLATE_NOOP("QtStrings", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QtStrings", "Change to detail view mode"), QT_TRANSLATE_NOOP("QtStrings", "Sidebar"),
    QT_TRANSLATE_NOOP("QtStrings", "List of places and bookmarks"), QT_TRANSLATE_NOOP("QtStrings", "Files"),
    QT_TRANSLATE_NOOP("QtStrings", "Name"), QT_TRANSLATE_NOOP("QtStrings", "Size"),
    QT_TRANSLATE_NOOP("QtStrings", "Type"), QT_TRANSLATE_NOOP("QtStrings", "Kind"),
    QT_TRANSLATE_NOOP("QtStrings", "Date Modified"), QT_TRANSLATE_NOOP("QtStrings", "Folder"),
    QT_TRANSLATE_NOOP("QtStrings", "File Folder"), QT_TRANSLATE_NOOP("QtStrings", "File"),
    QT_TRANSLATE_NOOP("QtStrings", "%1 File"), QT_TRANSLATE_NOOP("QtStrings", "Drive"),
    QT_TRANSLATE_NOOP("QtStrings", "Shortcut"), QT_TRANSLATE_NOOP("QtStrings", "Alias"),
    QT_TRANSLATE_NOOP("QtStrings", "Unknown"), QT_TRANSLATE_NOOP("QtStrings", "Computer"),
    QT_TRANSLATE_NOOP("QtStrings", "My Computer"), QT_TRANSLATE_NOOP("QtStrings", "Recent Places"),
    QT_TRANSLATE_NOOP("QtStrings", "New Folder"), QT_TRANSLATE_NOOP("QtStrings", "&New Folder"),
    QT_TRANSLATE_NOOP("QtStrings", "&Rename"), QT_TRANSLATE_NOOP("QtStrings", "&Delete"),
    QT_TRANSLATE_NOOP("QtStrings", "Remove"), QT_TRANSLATE_NOOP("QtStrings", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QtStrings", "Show "),
    QT_TRANSLATE_NOOP("QtStrings", "All Files (*)"), QT_TRANSLATE_NOOP("QtStrings", "All files (*)"),
    QT_TRANSLATE_NOOP("QtStrings", "Directories"), QT_TRANSLATE_NOOP("QtStrings", "Invalid filename"),
    QT_TRANSLATE_NOOP("QtStrings", "Could not delete directory."),
    QT_TRANSLATE_NOOP("QtStrings", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP("QtStrings", "%1\nFile not found.\nPlease verify the correct file name was given."),
    QT_TRANSLATE_NOOP("QtStrings", "%1\nDirectory not found.\nPlease verify the correct directory name was given."),
    QT_TRANSLATE_NOOP("QtStrings", "Are you sure you want to delete '%1'?"),
    QT_TRANSLATE_NOOP("QtStrings", "'%1' is write protected.\nDo you want to delete it anyway?"),
    // Qt's own print dialog, its options and its printer's properties.
    QT_TRANSLATE_NOOP("QtStrings", "Printer"), QT_TRANSLATE_NOOP("QtStrings", "&Name:"),
    QT_TRANSLATE_NOOP("QtStrings", "P&roperties"), QT_TRANSLATE_NOOP("QtStrings", "Location:"),
    QT_TRANSLATE_NOOP("QtStrings", "Type:"), QT_TRANSLATE_NOOP("QtStrings", "Output &file:"),
    QT_TRANSLATE_NOOP("QtStrings", "Preview"), QT_TRANSLATE_NOOP("QtStrings", "Print"),
    QT_TRANSLATE_NOOP("QtStrings", "&Print"), QT_TRANSLATE_NOOP("QtStrings", "&Options >>"),
    QT_TRANSLATE_NOOP("QtStrings", "&Options <<"), QT_TRANSLATE_NOOP("QtStrings", "Print to File (PDF)"),
    QT_TRANSLATE_NOOP("QtStrings", "Local file"), QT_TRANSLATE_NOOP("QtStrings", "Write PDF file"),
    QT_TRANSLATE_NOOP("QtStrings", "Print To File ..."), QT_TRANSLATE_NOOP("QtStrings", "All Pages"),
    QT_TRANSLATE_NOOP("QtStrings", "Odd Pages"), QT_TRANSLATE_NOOP("QtStrings", "Even Pages"),
    QT_TRANSLATE_NOOP("QtStrings", "%1 already exists.\nDo you want to overwrite it?"),
    QT_TRANSLATE_NOOP("QtStrings", "%1 is a directory.\nPlease choose a different file name."),
    QT_TRANSLATE_NOOP("QtStrings", "File %1 is not writable.\nPlease choose a different file name."),
    QT_TRANSLATE_NOOP("QtStrings", "Invalid Pages Definition"),
    QT_TRANSLATE_NOOP("QtStrings", "The 'From' value cannot be greater than the 'To' value."),
    QT_TRANSLATE_NOOP("QtStrings", "Left to Right, Top to Bottom"), QT_TRANSLATE_NOOP("QtStrings", "Left to Right, Bottom to Top"),
    QT_TRANSLATE_NOOP("QtStrings", "Right to Left, Top to Bottom"), QT_TRANSLATE_NOOP("QtStrings", "Right to Left, Bottom to Top"),
    QT_TRANSLATE_NOOP("QtStrings", "Top to Bottom, Left to Right"), QT_TRANSLATE_NOOP("QtStrings", "Top to Bottom, Right to Left"),
    QT_TRANSLATE_NOOP("QtStrings", "Bottom to Top, Left to Right"), QT_TRANSLATE_NOOP("QtStrings", "Bottom to Top, Right to Left"),
    QT_TRANSLATE_NOOP("QtStrings", "Copies"), QT_TRANSLATE_NOOP("QtStrings", "Copies:"),
    QT_TRANSLATE_NOOP("QtStrings", "Print range"), QT_TRANSLATE_NOOP("QtStrings", "Print all"),
    QT_TRANSLATE_NOOP("QtStrings", "Pages from"), QT_TRANSLATE_NOOP("QtStrings", "to"),
    QT_TRANSLATE_NOOP("QtStrings", "Current Page"), QT_TRANSLATE_NOOP("QtStrings", "Selection"),
    QT_TRANSLATE_NOOP("QtStrings", "Pages"), QT_TRANSLATE_NOOP("QtStrings", "Output Settings"),
    QT_TRANSLATE_NOOP("QtStrings", "Collate"), QT_TRANSLATE_NOOP("QtStrings", "Reverse"),
    QT_TRANSLATE_NOOP("QtStrings", "Options"), QT_TRANSLATE_NOOP("QtStrings", "Color Mode"),
    QT_TRANSLATE_NOOP("QtStrings", "Color"), QT_TRANSLATE_NOOP("QtStrings", "Grayscale"),
    QT_TRANSLATE_NOOP("QtStrings", "Double Sided Printing"), QT_TRANSLATE_NOOP("QtStrings", "Off"),
    QT_TRANSLATE_NOOP("QtStrings", "Long side binding"), QT_TRANSLATE_NOOP("QtStrings", "Short side binding"),
    QT_TRANSLATE_NOOP("QtStrings", "Page Set:"),
    QT_TRANSLATE_NOOP("QtStrings", "Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9."),
    QT_TRANSLATE_NOOP("QtStrings", "Paper"), QT_TRANSLATE_NOOP("QtStrings", "Page size:"),
    QT_TRANSLATE_NOOP("QtStrings", "Width:"), QT_TRANSLATE_NOOP("QtStrings", "Height:"),
    QT_TRANSLATE_NOOP("QtStrings", "Paper source:"), QT_TRANSLATE_NOOP("QtStrings", "Orientation"),
    QT_TRANSLATE_NOOP("QtStrings", "Portrait"), QT_TRANSLATE_NOOP("QtStrings", "Landscape"),
    QT_TRANSLATE_NOOP("QtStrings", "Reverse landscape"), QT_TRANSLATE_NOOP("QtStrings", "Reverse portrait"),
    QT_TRANSLATE_NOOP("QtStrings", "Margins"), QT_TRANSLATE_NOOP("QtStrings", "top margin"),
    QT_TRANSLATE_NOOP("QtStrings", "left margin"), QT_TRANSLATE_NOOP("QtStrings", "right margin"),
    QT_TRANSLATE_NOOP("QtStrings", "bottom margin"), QT_TRANSLATE_NOOP("QtStrings", "Page Layout"),
    QT_TRANSLATE_NOOP("QtStrings", "Pages per sheet:"), QT_TRANSLATE_NOOP("QtStrings", "Page order:"),
    QT_TRANSLATE_NOOP("QtStrings", "Custom"), QT_TRANSLATE_NOOP("QtStrings", "Millimeters (mm)"),
    QT_TRANSLATE_NOOP("QtStrings", "Inches (in)"), QT_TRANSLATE_NOOP("QtStrings", "Points (pt)"),
    QT_TRANSLATE_NOOP("QtStrings", "Printer Properties"), QT_TRANSLATE_NOOP("QtStrings", "Job Options"),
    QT_TRANSLATE_NOOP("QtStrings", "Page"), QT_TRANSLATE_NOOP("QtStrings", "Advanced"),
    QT_TRANSLATE_NOOP("QtStrings", "Automatic"),
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
