// SPDX-License-Identifier: GPL-3.0-or-later
// Every dialog the window opens, Qt's own included, on a projector of this screen's size (the file
// runs on the two projector sizes: see CMakeLists.txt): it takes the projector's font, fits the screen,
// and in Chinese and Vietnamese shows no English word. The dialogs are found as a user finds
// them: every action and button whose words end in "…".
#include "freshstart.h"
#include "judge/judgedialog.h"
#include "lesson/lessoncontroller.h"
#include "modaldialog.h"
#include "run/session.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScreen>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractSeries>

#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <memory>

namespace sb::ui::test {
namespace {

/// What a dialog shows in words: its title, labels, buttons, tabs, fields' hints, lists' headers
/// and columns (not the names of the files listed), charts' titles and tooltips.
QStringList wordsShown(QDialog& dialog)
{
    QStringList out{dialog.windowTitle()};
    const auto plain = [](const QString& text) {
        return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    };
    for (QWidget* w : dialog.findChildren<QWidget*>()) {
        if (!w->isVisibleTo(&dialog))
            continue;
        out << plain(w->toolTip());
        if (auto* label = qobject_cast<QLabel*>(w)) {
            out << plain(label->text());
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            out << button->text();
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                out << combo->itemText(i);
        } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                out << tabs->tabText(i);
        } else if (auto* box = qobject_cast<QGroupBox*>(w)) {
            out << box->title();
        } else if (auto* edit = qobject_cast<QLineEdit*>(w)) {
            out << edit->placeholderText();
        } else if (auto* view = qobject_cast<QAbstractItemView*>(w); view && view->model()) {
            const QAbstractItemModel* model = view->model();
            for (int c = 0; c < model->columnCount(view->rootIndex()); ++c)
                out << model->headerData(c, Qt::Horizontal).toString();
            for (int r = 0; r < std::min(model->rowCount(view->rootIndex()), 30); ++r)
                for (int c = 0; c < model->columnCount(view->rootIndex()); ++c)
                    // A file's name is the user's; a list of one column (the side bar, a list of
                    // choices) is the app's words.
                    if (c > 0 || model->columnCount(view->rootIndex()) == 1)
                        out << model->index(r, c, view->rootIndex()).data().toString();
        } else if (auto* chart = qobject_cast<QChartView*>(w)) {
            out << chart->chart()->title();
            for (const QAbstractAxis* axis : chart->chart()->axes())
                out << axis->titleText();
            for (const QAbstractSeries* series : chart->chart()->series())
                out << series->name();
        }
    }
    for (const QAction* action : dialog.findChildren<QAction*>())
        out << action->text() << action->toolTip();
    out.removeAll(QString());
    return out;
}

/// The words of `texts` in Latin letters, three or more of them, lower case: "Look in:" gives "look".
QSet<QString> latinWords(const QStringList& texts)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    QSet<QString> out;
    for (const QString& text : texts) {
        for (auto it = word.globalMatch(QString(text).remove(QLatin1Char('&'))); it.hasNext();)
            out.insert(it.next().captured().toLower());
    }
    return out;
}

/// Words that are the same in every language: the names of formats, keys and the game.
const QSet<QString> kEverywhere = {
    QStringLiteral("png"),   QStringLiteral("svg"),   QStringLiteral("gif"),  QStringLiteral("pdf"),
    QStringLiteral("txt"),   QStringLiteral("stepboard"), QStringLiteral("caro"), QStringLiteral("ctrl"),
    QStringLiteral("shift"), QStringLiteral("alt"),   QStringLiteral("esc"),  QStringLiteral("home"),
    QStringLiteral("end"),   QStringLiteral("tab"),   QStringLiteral("pgup"), QStringLiteral("pgdown"),
    QStringLiteral("python"), QStringLiteral("cpp"), QStringLiteral("cxx"), QStringLiteral("cc"), QStringLiteral("py"),
    // A problem package's own file names and its archives' endings, as the open dialog's filter lists them.
    QStringLiteral("problem"), QStringLiteral("yaml"), QStringLiteral("zip"), QStringLiteral("tar"), QStringLiteral("tgz"),
    QStringLiteral("gz"), QStringLiteral("bz2"), QStringLiteral("xz"),
    // Other judges' file names, as the import dialog's filter lists them: a CMS task's, a Themis test's input.
    QStringLiteral("task"), QStringLiteral("inp"), QStringLiteral("in"),
};

/// Words a language has taken from English as they are: Vietnamese olympiad classes say "test".
QSet<QString> loanwords(const QString& language)
{
    if (language == QLatin1String("vi"))
        return {QStringLiteral("test")};
    return {};
}

class Dialogs : public testing::TestWithParam<QString> {
protected:
    void SetUp() override
    {
        freshStart();
        ASSERT_TRUE(folder.isValid());
        // What the file dialogs list: a folder and a file of each kind the app reads or writes.
        QDir(folder.path()).mkdir(QStringLiteral("lessons"));
        for (const char* name : {"game.txt", "lesson.stepboard", "board.png"}) {
            QFile file(QDir(folder.path()).filePath(QLatin1String(name)));
            ASSERT_TRUE(file.open(QIODevice::WriteOnly));
            file.write("1\n");
        }
        QDir::setCurrent(folder.path());
        window = std::make_unique<MainWindow>();
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        window->setPresentation(true);
        QTest::qWait(50);
        // Something for the bookmark dialog to list.
        window->lessons()->addBookmark(QStringLiteral("5 × 5 = 25?")); // the class's own words: none English

    }
    void TearDown() override
    {
        window.reset();
        QDir::setCurrent(QDir::homePath());
        language::apply(QStringLiteral("en"));
    }

    /// What opens a dialog: every enabled action and button of the window whose words end in "…".
    QList<QObject*> openers() const
    {
        QList<QObject*> out;
        for (QAction* a : window->findChildren<QAction*>())
            if (a->isEnabled() && a->text().endsWith(QChar(0x2026)))
                out << a;
        for (QAbstractButton* b : window->findChildren<QAbstractButton*>())
            if (auto* tool = qobject_cast<QToolButton*>(b); !tool || !tool->defaultAction())
                if (b->isEnabled() && b->text().endsWith(QChar(0x2026)))
                    out << b;
        return out;
    }

    /// Opens the dialog `opener` opens, hands it to `look`, closes it; false if none opened.
    bool inspect(QObject* opener, const std::function<void(QDialog&)>& look)
    {
        const bool seen = lookAtModalDialog(
            window.get(),
            [opener] {
                if (auto* a = qobject_cast<QAction*>(opener))
                    a->trigger();
                else
                    static_cast<QAbstractButton*>(opener)->click();
                QApplication::processEvents();
            },
            look, 300); // the file dialog lists its folder on a thread of its own
        // A list dropped down (the wrong solutions) is no dialog, but opened all the same.
        if (QWidget* popup = QApplication::activePopupWidget()) {
            popup->close();
            return true;
        }
        return seen;
    }

    QString openerText(QObject* opener) const
    {
        auto* a = qobject_cast<QAction*>(opener);
        return a ? a->text() : static_cast<QAbstractButton*>(opener)->text();
    }

    QTemporaryDir folder;
    std::unique_ptr<MainWindow> window;
};

TEST_P(Dialogs, OnAProjectorEveryDialogTakesItsFontFitsTheScreenAndSpeaksTheLanguage)
{
    const QString language = GetParam();
    const QRect screen = window->screen()->availableGeometry();
    const QString shots = qEnvironmentVariable("STEPBOARD_DIALOG_SHOTS");
    // The English words of each dialog, to find any left in the translated one.
    std::map<QObject*, QSet<QString>> english;
    for (const QString& pass : {QStringLiteral("en"), language}) {
        window->setLanguage(pass);
        QApplication::processEvents();
        const QList<QObject*> all = openers();
        EXPECT_GE(all.size(), 14) << "dialogs found: " << all.size();
        int index = 0;
        for (QObject* opener : all) {
            const QString name = openerText(opener);
            const bool opened = inspect(opener, [&](QDialog& dialog) {
                SCOPED_TRACE(name.toStdString() + " in " + pass.toStdString());
                EXPECT_EQ(dialog.font().pointSizeF(), window->font().pointSizeF());
                EXPECT_LE(dialog.minimumSizeHint().width(), screen.width());
                EXPECT_LE(dialog.minimumSizeHint().height(), screen.height());
                EXPECT_TRUE(screen.contains(dialog.frameGeometry()))
                    << dialog.frameGeometry().width() << "x" << dialog.frameGeometry().height() << "+"
                    << dialog.frameGeometry().x() << "+" << dialog.frameGeometry().y();
                // Pictures that stand for words are as large as the words.
                for (const QToolButton* button : dialog.findChildren<QToolButton*>()) {
                    if (button->isVisibleTo(&dialog) && !button->icon().isNull()) {
                        EXPECT_GE(button->iconSize().height(), dialog.fontMetrics().height())
                            << button->toolTip().toStdString();
                        EXPECT_GE(button->height(), dialog.fontMetrics().height()) << button->toolTip().toStdString();
                        EXPECT_GE(button->icon().actualSize(button->iconSize()).height(), dialog.fontMetrics().height())
                            << button->toolTip().toStdString();
                    }
                }
                QSet<QString> words = latinWords(wordsShown(dialog));
                // The folders' names on the way to the one listed are the user's.
                words -= latinWords(QDir::currentPath().split(QLatin1Char('/')) + QDir::homePath().split(QLatin1Char('/')));
                if (pass == QLatin1String("en")) {
                    english[opener] = words;
                } else {
                    QStringList left;
                    for (const QString& w : words)
                        if (english[opener].contains(w) && !kEverywhere.contains(w) && !loanwords(pass).contains(w))
                            left << w;
                    left.sort();
                    EXPECT_TRUE(left.isEmpty()) << "English words: " << left.join(QStringLiteral(", ")).toStdString();
                }
                if (!shots.isEmpty()) {
                    const QString shot = QStringLiteral("%1/%2-%3-%4").arg(shots, pass).arg(screen.width()).arg(index);
                    dialog.grab().save(shot + QStringLiteral(".png"));
                    // And the other tabs of a dialog that has them.
                    if (auto* tabs = dialog.findChild<QTabWidget*>()) {
                        for (int tab = 1; tab < tabs->count(); ++tab) {
                            tabs->setCurrentIndex(tab);
                            QApplication::processEvents();
                            dialog.grab().save(shot + QStringLiteral("-tab%1.png").arg(tab));
                        }
                    }
                }
            });
            EXPECT_TRUE(opened) << name.toStdString() << " opens no dialog";
            ++index;
        }
        if (pass == language)
            break;
    }
}

TEST_P(Dialogs, OnAProjectorTheJudgesHeadersAreNeverCut)
{
    window->setLanguage(GetParam());
    // Caro's table is the widest: three subtasks. At 0.1 s a test the slow runs are not even started.
    ASSERT_TRUE(window->session()->setProblem(QStringLiteral("caro")));
    JudgeDialog dialog(window->session()->problem(), window.get());
    dialog.show();
    dialog.timeLimit()->setValue(0.1);
    dialog.start();
    dialog.waitUntilDone();
    QApplication::processEvents();
    if (const QString shots = qEnvironmentVariable("STEPBOARD_DIALOG_SHOTS"); !shots.isEmpty())
        dialog.grab().save(QStringLiteral("%1/judge-%2-%3.png").arg(shots, GetParam()).arg(window->screen()->size().width()));
    QHeaderView* header = dialog.table()->horizontalHeader();
    EXPECT_EQ(header->font().pointSizeF(), window->font().pointSizeF());
    ASSERT_EQ(header->count(), 5);
    for (int i = 0; i < header->count(); ++i) {
        const QString text = dialog.table()->horizontalHeaderItem(i)->text();
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            EXPECT_LE(header->fontMetrics().horizontalAdvance(line), header->sectionSize(i) - 4) << line.toStdString();
        }
        EXPECT_GE(header->height(), header->fontMetrics().lineSpacing() * text.count(QLatin1Char('\n')) + header->fontMetrics().height())
            << text.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, Dialogs,
                         testing::Values(QStringLiteral("zh_TW"), QStringLiteral("zh_CN"), QStringLiteral("vi")),
                         [](const testing::TestParamInfo<QString>& info) { return info.param.toStdString(); });

} // namespace
} // namespace sb::ui::test
