// SPDX-License-Identifier: GPL-3.0-or-later
// What a lesson shows on screen: what it could not open and its bookmarks' sentences,
// said again in a new language; methods side by side opened again pane by pane; and
// File > Edit bookmarks.
#include "compare/comparebar.h"
#include "testpaths.h"
#include "compare/comparepane.h"
#include "compare/compareview.h"
#include "compare/lockstep.h"
#include "freshstart.h"
#include "widgets/inputpanel.h"
#include "common/language.h"
#include "lesson/bookmarksdialog.h"
#include "lesson/lesson.h"
#include "window/mainwindow.h"
#include "compare/comparecontroller.h"
#include "lesson/lessoncontroller.h"
#include "openwindow.h"
#include "run/problemui.h"
#include "window/screenshot.h"
#include "run/session.h"

#include "core/player.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFrame>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <functional>
#include <memory>

void PrintTo(const QString& s, std::ostream* out); // projector_test.cpp

namespace sb::ui::test {
namespace {

QString sample(const QString& problem, const QString& name)
{
    QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/%1/%2.txt")).arg(problem, name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

Lesson caroLesson()
{
    Lesson l;
    l.problem = QStringLiteral("caro");
    l.method = QStringLiteral("2");
    l.input = sample(QStringLiteral("caro"), QStringLiteral("fills-middle"));
    l.language = QStringLiteral("en");
    l.bookmarks = {{10, QStringLiteral("First")}, {30, QStringLiteral("Second")}, {60, QStringLiteral("Third")}};
    return l;
}

TEST(LessonScreenFormat, ReadsBackTheSideBySideFields)
{
    Lesson l = caroLesson();
    l.compare = {QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("2")};
    l.compareMoment = 4;
    l.compareSteps = {310, 118, 9007199254740992ULL};
    l.compareSpeed = QStringLiteral("slow");
    l.compareNote = true;
    const LessonRead read = LessonFile::parse(LessonFile::toJson(l));
    ASSERT_TRUE(read.lesson);
    EXPECT_TRUE(read.problems.isEmpty()) << read.problems.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(*read.lesson, l);
}

TEST(LessonScreenFormat, NamesAListOfStepsOfTheWrongType)
{
    const LessonRead read = LessonFile::parse("{\n  \"compareSteps\": [1, \"two\"]\n}\n");
    ASSERT_TRUE(read.lesson);
    EXPECT_TRUE(read.lesson->compareSteps.isEmpty());
    EXPECT_EQ(read.problems, QStringList(QStringLiteral("Line 2: \"compareSteps\" should be a list of whole numbers "
                                                        "from 0 to 9007199254740992; it is left out.")));
}

class LessonScreen : public test::OpenWindow {
protected:
    static std::unique_ptr<MainWindow> openWindow() { return test::laptopWindow(); }
    quint64 position() const { return session()->player()->position(); }
    QString path(const QString& name) const { return dir.filePath(name); }
    QString write(const QString& name, const Lesson& lesson) const
    {
        QFile file(path(name));
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(LessonFile::toJson(lesson));
        return path(name);
    }
    /// The banner over the board, as the class reads it; empty when it is hidden.
    QString banner() const
    {
        const auto* frame = window->findChild<QFrame*>(QStringLiteral("lessonBanner"));
        const auto* label = frame ? frame->findChild<QLabel*>() : nullptr;
        return label && frame->isVisible() ? label->text() : QString();
    }
    QImage picture(MainWindow& w) const
    {
        const QString file = path(QStringLiteral("picture.png"));
        EXPECT_TRUE(saveScreenshot(w, QSize(1366, 768), w.presentation(), file));
        return QImage(file);
    }
    /// Opens File > Edit bookmarks and hands its dialog to `use`, which closes it.
    void editBookmarks(const std::function<void(BookmarksDialog&)>& use)
    {
        bool seen = false;
        QTimer::singleShot(0, window.get(), [&] {
            auto* dialog = qobject_cast<BookmarksDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            seen = true;
            use(*dialog);
            if (dialog->isVisible())
                dialog->reject();
        });
        QAction* edit = nullptr;
        for (QAction* a : window->actions())
            if (a->text() == QStringLiteral("&Edit bookmarks…"))
                edit = a;
        ASSERT_NE(edit, nullptr);
        edit->trigger();
        EXPECT_TRUE(seen);
    }

    QTemporaryDir dir;
};

TEST_F(LessonScreen, WhatALessonCouldNotOpenIsSaidAgainInTheNewLanguage)
{
    Lesson l = caroLesson();
    l.method = QStringLiteral("7");
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("method.stepboard"), l)));
    const QString english = QStringLiteral("The lesson's method \"7\" is not a method of %1: the window shows its "
                                           "reference method, at the start.")
                                .arg(problemUi("caro").name());
    EXPECT_EQ(window->lessons()->message(), english);
    EXPECT_EQ(banner(), english);

    window->setLanguage(QStringLiteral("vi"));
    const QString vietnamese = QStringLiteral("Cách \"7\" của bài giảng không phải là một cách của %1: cửa sổ hiện "
                                              "cách chuẩn của bài, từ đầu.")
                                   .arg(problemUi("caro").name());
    EXPECT_EQ(window->lessons()->message(), vietnamese);
    EXPECT_EQ(banner(), vietnamese);

    window->setLanguage(QStringLiteral("en"));
    EXPECT_EQ(banner(), english);
}

TEST_F(LessonScreen, TheInputErrorsBannerGoesOnceTheInputIsPutRight)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    Lesson l = caroLesson();
    const QString right = l.input;
    l.input = QStringLiteral("7 3\n4 4\n9 9\n1 1\n"); // a move off the 7x7 board
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("input.stepboard"), l)));
    EXPECT_TRUE(banner().startsWith(QStringLiteral("The lesson's input has an error: "))) << banner().toStdString();

    window->inputPanel()->setText(right); // put right in the Input tab
    window->inputPanel()->reparseNow();
    ASSERT_FALSE(session()->hasInputError());
    EXPECT_EQ(banner(), QString());
    EXPECT_EQ(window->lessons()->message(), QString());
}

TEST_F(LessonScreen, OnAProjectorTheBannerTakesTheProjectorsFont)
{
    Lesson l = caroLesson();
    l.method = QStringLiteral("7");
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("method.stepboard"), l)));
    const auto* label = window->findChild<QFrame*>(QStringLiteral("lessonBanner"))->findChild<QLabel*>();
    const double usual = label->font().pointSizeF();
    window->setPresentation(true);
    EXPECT_EQ(label->font().pointSizeF(), window->font().pointSizeF());
    EXPECT_GT(label->font().pointSizeF(), usual);
    window->setPresentation(false);
    EXPECT_EQ(label->font().pointSizeF(), usual);
}

TEST_F(LessonScreen, AFileThatIsNotJsonSaysWhereInEachLanguage)
{
    QFile file(path(QStringLiteral("bad.stepboard")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\n  \"format\": 2,\n  \"method\" \"3\"\n}\n");
    file.close();
    EXPECT_FALSE(window->lessons()->open(path(QStringLiteral("bad.stepboard"))));
    const QString english = window->lessons()->message();
    EXPECT_TRUE(english.startsWith(QStringLiteral("This file is not a lesson: it is not JSON. Line 3, column 12")))
        << english.toStdString();
    window->setLanguage(QStringLiteral("zh_TW"));
    EXPECT_NE(banner(), english);
    EXPECT_EQ(banner(), window->lessons()->message());
    EXPECT_TRUE(banner().contains(QStringLiteral("3"))) << banner().toStdString();
    EXPECT_EQ(banner(), LessonFile::parse("{\n  \"format\": 2,\n  \"method\" \"3\"\n}\n").problems.join(QLatin1Char('\n')));
}

TEST_F(LessonScreen, ABookmarksWordsAroundTheTeachersSentenceFollowTheLanguage)
{
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("walk.stepboard"), caroLesson())));
    window->lessons()->walkBookmarks(+1);
    session()->waitUntilIdle();
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("Bookmark 1 of 3: First"));
    EXPECT_EQ(banner(), QStringLiteral("Bookmark 1 of 3: First"));
    window->setLanguage(QStringLiteral("zh_TW"));
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("書籤 1／3：First"));
    EXPECT_EQ(banner(), QStringLiteral("書籤 1／3：First"));
}

TEST_F(LessonScreen, ABookmarkWalkedToSideBySideOpensThePanesAtItsMoment)
{
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("walk.stepboard"), caroLesson())));
    session()->waitUntilIdle();
    ASSERT_TRUE(window->sideBySide()->open({QStringLiteral("1"), QStringLiteral("2")}));
    window->sideBySide()->view()->lockstep()->waitUntilIdle();
    for (int walk = 0; walk < 2; ++walk) { // to step 10, then 30, of method 2
        window->lessons()->walkBookmarks(+1);
        session()->waitUntilIdle();
        ASSERT_TRUE(window->sideBySide()->isOpen());
        window->sideBySide()->view()->lockstep()->waitUntilIdle();
    }
    EXPECT_EQ(session()->player()->position(), 30u);
    EXPECT_GT(session()->moment(), 0);
    EXPECT_EQ(window->sideBySide()->view()->lockstep()->moment(), session()->moment());
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("Bookmark 2 of 3: Second"));
}

TEST_F(LessonScreen, SideBySideOnAProjectorReopensEveryPaneOnItsOwnStep)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    session()->seek(40);
    session()->waitUntilIdle();
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1366, 768);
    ASSERT_TRUE(window->sideBySide()->open({QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("2")}));
    CompareView* compare = window->sideBySide()->view();
    ASSERT_TRUE(compare->boardsOnly());
    const auto waits = [](CompareView* view) {
        QList<bool> waiting;
        for (const ComparePane* pane : view->panes())
            waiting << view->lockstep()->waiting(pane->session());
        return waiting;
    };
    // Line by line into the next move, until the quick method has finished it and waits while a scan goes on.
    for (int i = 0; i < 500 && !(waits(compare).contains(true) && waits(compare).contains(false)); ++i) {
        compare->lockstep()->step();
        compare->lockstep()->waitUntilIdle();
    }
    const QList<bool> waiting = waits(compare);
    ASSERT_TRUE(waiting.contains(true) && waiting.contains(false)) << "the panes should stand apart";
    // One line more: the scan moves on and the quick one keeps waiting.
    compare->lockstep()->step();
    compare->lockstep()->waitUntilIdle();
    ASSERT_EQ(waits(compare), waiting);
    compare->bar()->setSpeed(3);
    QList<quint64> steps;
    for (const ComparePane* pane : compare->panes())
        steps << pane->session()->player()->position();
    ASSERT_EQ(steps.size(), 3);
    const qint64 moment = compare->lockstep()->moment();
    const Lesson saved = window->lessons()->lesson();
    EXPECT_EQ(saved.compareSteps, steps);
    EXPECT_EQ(saved.compareSpeed, QStringLiteral("very fast"));
    const QImage before = picture(*window);
    ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("three.stepboard"))));
    window.reset();

    window = openWindow();
    ASSERT_TRUE(window->lessons()->open(path(QStringLiteral("three.stepboard"))));
    EXPECT_EQ(window->lessons()->message(), QString());
    ASSERT_TRUE(window->sideBySide()->isOpen());
    ASSERT_TRUE(window->presentation());
    window->setWindowState(Qt::WindowNoState);
    compare = window->sideBySide()->view();
    EXPECT_TRUE(compare->boardsOnly());
    EXPECT_EQ(compare->methods(), saved.compare);
    QList<quint64> reopened;
    for (const ComparePane* pane : compare->panes())
        reopened << pane->session()->player()->position();
    EXPECT_EQ(reopened, steps);
    EXPECT_EQ(compare->lockstep()->moment(), moment);
    EXPECT_EQ(waits(compare), waiting);
    EXPECT_EQ(compare->bar()->speed(), 3);
    EXPECT_EQ(window->lessons()->lesson(), saved);
    EXPECT_EQ(picture(*window), before);
}

TEST_F(LessonScreen, WhereItGoesWrongReopensWithItsSentence)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    window->inputPanel()->setText(sample(QStringLiteral("caro"), QStringLiteral("line-of-six")));
    window->inputPanel()->reparseNow();
    ASSERT_TRUE(session()->setMethod(QStringLiteral("trap-exact5")));
    ASSERT_TRUE(whereItGoesWrong(*window));
    const QString note = window->sideBySide()->view()->note();
    ASSERT_FALSE(note.isEmpty());
    const Lesson saved = window->lessons()->lesson();
    EXPECT_TRUE(saved.compareNote);
    const QImage before = picture(*window);
    ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("wrong.stepboard"))));
    window.reset();

    window = openWindow();
    ASSERT_TRUE(window->lessons()->open(path(QStringLiteral("wrong.stepboard"))));
    EXPECT_EQ(window->lessons()->message(), QString());
    ASSERT_TRUE(window->sideBySide()->isOpen());
    EXPECT_EQ(window->sideBySide()->view()->note(), note);
    EXPECT_EQ(window->lessons()->lesson(), saved);
    EXPECT_EQ(picture(*window), before);
}

TEST_F(LessonScreen, BookmarksAreEditedInTheirDialogAndSavedWithTheLesson)
{
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("edit.stepboard"), caroLesson())));
    EXPECT_FALSE(window->lessons()->modified());
    editBookmarks([](BookmarksDialog& dialog) {
        QTableWidget* table = dialog.table();
        ASSERT_EQ(table->rowCount(), 3);
        EXPECT_EQ(table->item(1, 0)->text(), QStringLiteral("30"));
        // Reword the second: F2 opens its sentence for typing.
        table->setCurrentCell(1, 1);
        QTest::keyClick(table, Qt::Key_F2);
        QLineEdit* editor = nullptr;
        for (QLineEdit* e : table->viewport()->findChildren<QLineEdit*>())
            if (e->isVisible())
                editor = e;
        ASSERT_NE(editor, nullptr);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("Who wins here?"));
        QTest::keyClick(editor, Qt::Key_Return);
        QApplication::processEvents(); // the table takes the typed text once the key is handled
        EXPECT_EQ(table->item(1, 1)->text(), QStringLiteral("Who wins here?"));
        // Delete the first, then move the last one up.
        table->selectRow(0);
        QTest::mouseClick(dialog.deleteButton(), Qt::LeftButton);
        ASSERT_EQ(table->rowCount(), 2);
        table->selectRow(1);
        EXPECT_FALSE(dialog.downButton()->isEnabled());
        QTest::mouseClick(dialog.upButton(), Qt::LeftButton);
        EXPECT_EQ(table->currentRow(), 0);
        EXPECT_FALSE(dialog.upButton()->isEnabled());
        QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    const QList<Bookmark> edited{{60, QStringLiteral("Third")}, {30, QStringLiteral("Who wins here?")}};
    EXPECT_EQ(window->lessons()->bookmarks(), edited);
    EXPECT_TRUE(window->lessons()->modified());
    EXPECT_TRUE(window->isWindowModified());

    ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("edit.stepboard"))));
    EXPECT_FALSE(window->lessons()->modified());
    EXPECT_FALSE(window->isWindowModified());
    const LessonRead read = LessonFile::read(path(QStringLiteral("edit.stepboard")));
    ASSERT_TRUE(read.lesson);
    EXPECT_EQ(read.lesson->bookmarks, edited);
}

TEST_F(LessonScreen, CancelInTheBookmarksDialogChangesNothing)
{
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("keep.stepboard"), caroLesson())));
    editBookmarks([](BookmarksDialog& dialog) {
        dialog.table()->selectRow(0);
        QTest::mouseClick(dialog.deleteButton(), Qt::LeftButton);
        QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    });
    EXPECT_EQ(window->lessons()->bookmarks(), caroLesson().bookmarks);
    EXPECT_FALSE(window->lessons()->modified());
}

TEST_F(LessonScreen, GoToInTheBookmarksDialogShowsThatBookmark)
{
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("go.stepboard"), caroLesson())));
    editBookmarks([](BookmarksDialog& dialog) {
        dialog.table()->selectRow(2);
        QTest::mouseClick(dialog.goButton(), Qt::LeftButton);
    });
    session()->waitUntilIdle();
    EXPECT_EQ(position(), 60u);
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("Bookmark 3 of 3: Third"));
    EXPECT_FALSE(window->lessons()->modified());
}

} // namespace
} // namespace sb::ui::test
