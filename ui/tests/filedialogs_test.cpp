// SPDX-License-Identifier: GPL-3.0-or-later
// Every file dialog of the window, in every language, lists the files it is for: its filters
// read as Qt reads them (the patterns between ASCII brackets) match the files a class opens.
#include "charts/chartsdialog.h"
#include "deadline.h"
#include "export/exportdialogs.h"
#include "openwindow.h"
#include "widgets/inputpanel.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QPushButton>
#include <QTimer>

#include <functional>

namespace sb::ui::test {

namespace {

/// A file dialog's filters, each with the patterns Qt made of it for the list of files.
struct SeenFilters {
    QStringList names;
    QList<QStringList> patterns;
};

/// Opens what `opens` opens, answering the forms before the file dialog as a user would (OK,
/// Export…), reads the file dialog's filters and closes everything. Bounded: a dialog that
/// stays open ends the test.
SeenFilters filtersOfTheFileDialog(const std::function<void()>& opens)
{
    SeenFilters seen;
    bool read = false;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* files = qobject_cast<QFileDialog*>(modal)) {
            auto* model = files->findChild<QFileSystemModel*>();
            for (const QString& filter : files->nameFilters()) {
                files->selectNameFilter(filter); // Qt reads the filter into the list's patterns
                seen.names.append(filter);
                seen.patterns.append(model ? model->nameFilters() : QStringList());
            }
            read = true;
            files->reject();
        } else if (auto* form = qobject_cast<QDialog*>(modal); form && !read) {
            for (auto* button : form->findChildren<QPushButton*>())
                if (button->isDefault())
                    QMetaObject::invokeMethod(button, "click", Qt::QueuedConnection);
            if (qobject_cast<PictureDialog*>(form))
                QMetaObject::invokeMethod(form, "accept", Qt::QueuedConnection);
        } else if (modal) {
            QMetaObject::invokeMethod(modal, "close", Qt::QueuedConnection);
        }
    });
    answer.start(20);
    const Deadline deadline(60);
    opens();
    return seen;
}

QAction* actionWithShortcut(const MainWindow& window, const QKeySequence& key)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->shortcut() == key)
            return a;
    return nullptr;
}

QAction* actionWithText(const QObject& owner, const char* context, const char* text)
{
    const QString wanted = QCoreApplication::translate(context, text);
    for (QAction* a : owner.findChildren<QAction*>())
        if (a->text() == wanted)
            return a;
    return nullptr;
}

QPushButton* buttonWithText(const QWidget& owner, const char* context, const char* text)
{
    const QString wanted = QCoreApplication::translate(context, text);
    for (QPushButton* b : owner.findChildren<QPushButton*>())
        if (b->text() == wanted)
            return b;
    return nullptr;
}

/// A dialog, what it opens, and files of the kinds its first filter is for.
struct FileDialogCase {
    const char* name;
    std::function<void()> opens;
    QStringList files;
    bool open; // a dialog that opens a file ends with "All files (*)"
};

class FileDialogs : public OpenWindow {
protected:
    std::vector<FileDialogCase> everyFileDialog()
    {
        MainWindow& w = *window;
        auto trigger = [](QAction* a) {
            return [a] {
                ASSERT_NE(a, nullptr);
                a->trigger();
            };
        };
        auto* solution = w.findChild<QWidget*>(QStringLiteral("solutionPanel"));
        return {
            {"My solution: Open", trigger(actionWithText(*solution, "sb::ui::SolutionController", "Open…")),
             {"solution.cpp", "solution.cc", "solution.cxx", "solution.py"}, true},
            {"My solution: Save as", trigger(actionWithText(*solution, "sb::ui::SolutionController", "Save as…")),
             {"solution-caro.cpp"}, false},
            {"Input: Open", trigger(w.inputPanel()->openFileAction()), {"caro.txt", "caro.in"}, true},
            {"Lesson: Open", trigger(actionWithShortcut(w, QKeySequence::Open)), {"class.stepboard"}, true},
            {"Lesson: Save as", trigger(actionWithShortcut(w, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S))),
             {"class.stepboard"}, false},
            {"Export a picture", trigger(actionWithShortcut(w, QKeySequence(Qt::CTRL | Qt::Key_E))), {"board.png"}, false},
            {"Export an animation", trigger(actionWithShortcut(w, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E))),
             {"steps.gif"}, false},
            {"Statement: Export as PDF",
             trigger(actionWithText(w, "sb::ui::StatementController", "Export the statement as PDF…")), {"caro.pdf"}, false},
            {"Charts: Save as PNG", [this] { saveChart("Save as PNG…"); }, {"chart.png"}, false},
            {"Charts: Save as SVG", [this] { saveChart("Save as SVG…"); }, {"chart.svg"}, false},
        };
    }

    void saveChart(const char* button)
    {
        ChartsDialog charts(session());
        charts.show();
        QPushButton* save = buttonWithText(charts, "sb::ui::ChartsDialog", button);
        ASSERT_NE(save, nullptr);
        save->click();
    }
};

} // namespace

TEST_F(FileDialogs, EveryFileDialogListsItsFilesInEveryLanguage)
{
    for (const char* lang : {"en", "zh_TW", "zh_CN", "vi"}) {
        language::apply(QString::fromLatin1(lang));
        for (const FileDialogCase& dialog : everyFileDialog()) {
            SCOPED_TRACE(std::string(lang) + ": " + dialog.name);
            const SeenFilters seen = filtersOfTheFileDialog(dialog.opens);
            ASSERT_FALSE(seen.names.isEmpty());
            for (const QStringList& patterns : seen.patterns)
                EXPECT_FALSE(patterns.isEmpty());
            for (const QString& file : dialog.files)
                EXPECT_TRUE(QDir::match(seen.patterns.front(), file))
                    << seen.names.front().toStdString() << " hides " << file.toStdString();
            for (const QString& name : seen.names)
                EXPECT_FALSE(name.contains(QChar(0xFF08)) || name.contains(QChar(0xFF09))) << name.toStdString();
            if (dialog.open) {
                EXPECT_EQ(seen.patterns.back(), QStringList{QStringLiteral("*")}) << seen.names.back().toStdString();
                EXPECT_EQ(seen.names.back(), QCoreApplication::translate("sb::ui::FileDialogs", "All files") +
                                                 QStringLiteral(" (*)"));
            }
        }
    }
}

} // namespace sb::ui::test
