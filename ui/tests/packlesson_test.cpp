// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson that names a problem pack: saved where the pack stands (its folder and a hash of its files, its
// choice, language, input and step), opened again there, found beside the lesson when the two were moved
// together, refused when the pack changed since; its bookmarks are steps of the pack's run.
#include "packwindow.h"

#include "lesson/lesson.h"
#include "lesson/lessoncontroller.h"
#include "compare/comparecontroller.h"
#include "own/solutioncontroller.h"
#include "own/solutioneditor.h"
#include "own/solutionpanel.h"
#include "own/stepper.h"
#include "packs/packbeside.h"
#include "packs/packcompare.h"
#include "packs/packcontroller.h"
#include "window/boardcolumn.h"
#include "window/sidepanel.h"
#include "widgets/codeview.h"

#include <QAbstractButton>

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>

using namespace sb::ui;
using sb::ui::test::PackWindow;

namespace {

class PackLesson : public PackWindow {
protected:
    void SetUp() override
    {
        PackWindow::SetUp();
        ASSERT_TRUE(dir.isValid());
        ASSERT_TRUE(test::copyFolder(test::packPath("regions"), packCopy()));
    }
    QString packCopy() const { return dir.filePath(QStringLiteral("regions")); }
    QString lessonPath() const { return dir.filePath(QStringLiteral("regions.stepboard")); }
    /// The copy opened on its second method in Python, on the second sample, at step `step`.
    void standOnDfsInPython(quint64 step)
    {
        openFolder(packCopy());
        ASSERT_TRUE(packs()->choose(QStringLiteral("method-2")));
        ASSERT_TRUE(packs()->setPython(true));
        packs()->setInput(packs()->sampleInput(1));
        packs()->waitForRecording();
        ASSERT_GT(stepper()->steps(), step);
        packs()->goToStep(step);
        ASSERT_EQ(stepper()->step(), step);
    }
    /// Leaves the pack for the first built-in problem, as a teacher choosing another problem does.
    void leave()
    {
        window->packKeeper()->leavePack();
        ASSERT_FALSE(packs()->isOpen());
    }
    QJsonObject savedJson() const
    {
        QFile f(lessonPath());
        return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
    }

    QTemporaryDir dir;
};

} // namespace

TEST_F(PackLesson, ALessonSavedOnAPackOpensItAgainWhereItStood)
{
    standOnDfsInPython(25);
    window->lessons()->addBookmark(QStringLiteral("The stack holds the cells still to flood."));
    ASSERT_TRUE(window->lessons()->save(lessonPath())) << window->lessons()->message().toStdString();
    const QJsonObject saved = savedJson();
    EXPECT_EQ(saved.value(QStringLiteral("pack")).toString(), packCopy());
    EXPECT_TRUE(QRegularExpression(QStringLiteral("^[0-9a-f]{64}$"))
                    .match(saved.value(QStringLiteral("packHash")).toString())
                    .hasMatch());
    EXPECT_EQ(saved.value(QStringLiteral("packHash")).toString(), PackController::contentHash(packCopy()));
    EXPECT_EQ(saved.value(QStringLiteral("method")).toString(), QStringLiteral("method-2"));
    EXPECT_EQ(saved.value(QStringLiteral("code")).toString(), QStringLiteral("python"));
    EXPECT_EQ(saved.value(QStringLiteral("input")).toString(), packs()->sampleInput(1));
    EXPECT_EQ(saved.value(QStringLiteral("step")).toDouble(), 25);

    leave();
    ASSERT_TRUE(window->lessons()->open(lessonPath()));
    EXPECT_EQ(window->lessons()->message(), QString());
    ASSERT_TRUE(packs()->isOpen());
    packs()->waitForRecording();
    EXPECT_EQ(packs()->folder(), packCopy());
    EXPECT_EQ(packs()->current(), QStringLiteral("method-2"));
    EXPECT_TRUE(packs()->python());
    EXPECT_EQ(QString::fromStdString(packs()->solution()->file), QStringLiteral("submissions/accepted/dfs.py"));
    EXPECT_EQ(packs()->input(), packs()->sampleInput(1));
    EXPECT_EQ(stepper()->step(), 25u);
    EXPECT_EQ(window->code()->program(), packs()->code());
    EXPECT_TRUE(picker()->button(QStringLiteral("method-2"))->isChecked());

    // The bookmark is a step of the pack's run: walked to from the start, its sentence said.
    packs()->goToStep(0);
    EXPECT_EQ(window->lessons()->bookmarkText(), QString());
    window->lessons()->walkBookmarks(+1);
    EXPECT_EQ(stepper()->step(), 25u);
    EXPECT_TRUE(window->lessons()->bookmarkText().contains(QStringLiteral("The stack holds")))
        << window->lessons()->bookmarkText().toStdString();
    // The class steps on: the sentence goes.
    key(Qt::Key_Right);
    EXPECT_EQ(stepper()->step(), 26u);
    EXPECT_EQ(window->lessons()->bookmarkText(), QString());
}

TEST_F(PackLesson, ALessonWhosePackChangedSinceIsRefusedAndSaysWhichFolder)
{
    standOnDfsInPython(10);
    ASSERT_TRUE(window->lessons()->save(lessonPath()));
    leave();
    // A test's answer edited since: not the pack the lesson was made on.
    QFile answer(packCopy() + QStringLiteral("/data/sample/1-two-rooms.ans"));
    ASSERT_TRUE(answer.open(QIODevice::Append));
    answer.write("\n");
    answer.close();
    ASSERT_TRUE(window->lessons()->open(lessonPath()));
    EXPECT_FALSE(packs()->isOpen());
    const QString said = window->lessons()->message();
    EXPECT_TRUE(said.contains(QStringLiteral("The lesson's problem pack cannot be opened"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QDir::toNativeSeparators(packCopy()))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("changed"))) << said.toStdString();
    EXPECT_EQ(window->code()->program(), nullptr); // the built-in problem stays on screen
}

TEST_F(PackLesson, ALessonMovedWithItsPackFindsItBesideIt)
{
    standOnDfsInPython(5);
    ASSERT_TRUE(window->lessons()->save(lessonPath()));
    leave();
    // The lesson and the pack carried elsewhere together (a memory stick, another teacher's machine).
    const QTemporaryDir elsewhere;
    const QString moved = elsewhere.filePath(QStringLiteral("class"));
    ASSERT_TRUE(QDir().rename(dir.path(), moved));
    ASSERT_TRUE(window->lessons()->open(moved + QStringLiteral("/regions.stepboard")));
    EXPECT_EQ(window->lessons()->message(), QString());
    ASSERT_TRUE(packs()->isOpen());
    packs()->waitForRecording();
    EXPECT_EQ(packs()->folder(), moved + QStringLiteral("/regions"));
    EXPECT_EQ(stepper()->step(), 5u);
    ASSERT_TRUE(QDir().rename(moved, dir.path())); // the temporary folder removes what it made
}

TEST_F(PackLesson, AMethodThePackDoesNotHaveIsSaidAndALessonOfABuiltInProblemLeavesThePack)
{
    standOnDfsInPython(0);
    ASSERT_TRUE(window->lessons()->save(lessonPath()));
    Lesson lesson = *LessonFile::read(lessonPath()).lesson;
    lesson.method = QStringLiteral("method-9");
    ASSERT_EQ(LessonFile::write(lesson, lessonPath()), QString());
    leave();
    ASSERT_TRUE(window->lessons()->open(lessonPath()));
    ASSERT_TRUE(packs()->isOpen());
    EXPECT_EQ(packs()->current(), QStringLiteral("method-1"));
    EXPECT_TRUE(window->lessons()->message().contains(QStringLiteral("\"method-9\" is not a method or a mistake")))
        << window->lessons()->message().toStdString();

    // A lesson of a built-in problem opened over the pack gives the problem back.
    Lesson caro;
    caro.problem = QStringLiteral("caro");
    caro.method = QStringLiteral("3");
    const QString caroPath = dir.filePath(QStringLiteral("caro.stepboard"));
    ASSERT_EQ(LessonFile::write(caro, caroPath), QString());
    ASSERT_TRUE(window->lessons()->open(caroPath));
    EXPECT_FALSE(packs()->isOpen());
    EXPECT_EQ(session()->problemId(), QStringLiteral("caro"));
    EXPECT_EQ(window->code()->program(), nullptr);
}

TEST_F(PackLesson, ALessonKeepsThePacksSolutionsSideBySideAtTheirMove)
{
    openFolder(packCopy());
    packs()->waitForRecording();
    ASSERT_TRUE(window->openPackCompare({QStringLiteral("method-1"), QStringLiteral("method-3")}));
    window->packCompare()->waitForRecordings();
    window->packCompare()->goToMove(2);
    ASSERT_TRUE(window->lessons()->save(lessonPath())) << window->lessons()->message().toStdString();
    const QJsonObject saved = savedJson();
    EXPECT_EQ(saved.value(QStringLiteral("compare")).toVariant().toStringList(),
              (QStringList{QStringLiteral("method-1"), QStringLiteral("method-3")}));
    EXPECT_EQ(saved.value(QStringLiteral("compareMoment")).toDouble(), 2);

    leave();
    ASSERT_TRUE(window->lessons()->open(lessonPath()));
    EXPECT_EQ(window->lessons()->message(), QString());
    ASSERT_TRUE(packs()->isOpen());
    PackCompareView* view = window->packCompare();
    ASSERT_NE(view, nullptr);
    view->waitForRecordings();
    EXPECT_TRUE(view->isOpen());
    EXPECT_EQ(view->choices(), (QStringList{QStringLiteral("method-1"), QStringLiteral("method-3")}));
    EXPECT_EQ(view->move(), 2u);

    // Solutions the pack does not have are said; the pack's one solution shows.
    Lesson lesson = *LessonFile::read(lessonPath()).lesson;
    lesson.compare = {QStringLiteral("method-1"), QStringLiteral("method-9")};
    ASSERT_EQ(LessonFile::write(lesson, lessonPath()), QString());
    leave();
    ASSERT_TRUE(window->lessons()->open(lessonPath()));
    EXPECT_FALSE(window->packCompare() && window->packCompare()->isOpen());
    EXPECT_TRUE(window->lessons()->message().contains(QStringLiteral("(method-1, method-9) are not two or three")))
        << window->lessons()->message().toStdString();
}

TEST_F(PackLesson, ALessonKeepsTheStudentsProgramSteppedOnThePackWithTheSolutionBesideIt)
{
    openFolder(packCopy());
    packs()->waitForRecording();
    SolutionPanel* panel = window->sidePanel()->solution();
    SolutionController* own = panel->controller();
    window->sidePanel()->setCurrentWidget(panel);
    own->setLanguage(SolutionPanel::Language::Python);
    const QString program = QStringLiteral(
        "import sys\n"
        "data = sys.stdin.read().split()\n"
        "n, m = int(data[0]), int(data[1])\n"
        "g = [list(data[2 + r]) for r in range(n)]\n"
        "count = 0\n"
        "for r in range(n):\n"
        "    for c in range(m):\n"
        "        if g[r][c] == '.':\n"
        "            count += 1\n"
        "            todo = [(r, c)]\n"
        "            g[r][c] = 'o'\n"
        "            while todo:\n"
        "                x, y = todo.pop()\n"
        "                for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):\n"
        "                    if 0 <= nx < n and 0 <= ny < m and g[nx][ny] == '.':\n"
        "                        g[nx][ny] = 'o'\n"
        "                        todo.append((nx, ny))\n"
        "print(count)\n");
    panel->editor()->setText(program);
    {
        QSignalSpy finished(own, &SolutionController::recordingFinished);
        own->stepThrough();
        ASSERT_TRUE(finished.wait(60000));
    }
    ASSERT_TRUE(own->stepping());
    ASSERT_GT(panel->stepper()->steps(), 30u);
    panel->stepper()->goTo(30);
    window->sideBySide()->toggleAction()->trigger(); // F7: the pack's reference beside the program
    ASSERT_TRUE(packs()->chooseOwnBeside(QStringLiteral("method-1")));
    ASSERT_TRUE(window->lessons()->save(lessonPath())) << window->lessons()->message().toStdString();
    const QJsonObject saved = savedJson();
    EXPECT_EQ(saved.value(QStringLiteral("program")).toString(), program);
    EXPECT_EQ(saved.value(QStringLiteral("programLanguage")).toString(), QStringLiteral("python"));
    EXPECT_EQ(saved.value(QStringLiteral("programStep")).toDouble(), 30);
    EXPECT_FALSE(saved.contains(QStringLiteral("programInput"))); // the pack's input, the lesson's own
    EXPECT_EQ(saved.value(QStringLiteral("compare")).toVariant().toStringList(), QStringList{QStringLiteral("method-1")});
    EXPECT_TRUE(saved.value(QStringLiteral("compareProgram")).toBool());

    // Another program, the pack left: the lesson steps its program again on the pack, with method 1 beside it.
    own->stopStepping();
    panel->editor()->setText(QStringLiteral("print(0)\n"));
    leave();
    {
        QSignalSpy finished(own, &SolutionController::recordingFinished);
        ASSERT_TRUE(window->lessons()->open(lessonPath()));
        ASSERT_TRUE(finished.count() > 0 || finished.wait(60000));
    }
    ASSERT_TRUE(packs()->isOpen());
    EXPECT_EQ(packs()->folder(), packCopy());
    ASSERT_TRUE(own->stepping());
    EXPECT_EQ(panel->editor()->text(), program);
    EXPECT_EQ(panel->stepper()->step(), 30u);
    EXPECT_EQ(panel->stepper()->inputText(), packs()->input());
    EXPECT_TRUE(own->besideShown());
    auto* beside = qobject_cast<PackBeside*>(window->findChild<BoardColumn*>()->beside());
    ASSERT_NE(beside, nullptr);
    EXPECT_EQ(beside->choice(), QStringLiteral("method-1"));
    EXPECT_EQ(beside->solution()->file, "submissions/accepted/bfs.py");
    EXPECT_EQ(window->lessons()->message(), QString());

    // A solution the pack does not have: said, and the reference stands there.
    Lesson lesson = *LessonFile::read(lessonPath()).lesson;
    lesson.compare = {QStringLiteral("method-9")};
    ASSERT_EQ(LessonFile::write(lesson, lessonPath()), QString());
    own->stopStepping();
    leave();
    {
        QSignalSpy finished(own, &SolutionController::recordingFinished);
        ASSERT_TRUE(window->lessons()->open(lessonPath()));
        ASSERT_TRUE(finished.count() > 0 || finished.wait(60000));
    }
    ASSERT_TRUE(own->stepping());
    EXPECT_EQ(packs()->ownBesideChoice(), QStringLiteral("method-2"));
    EXPECT_TRUE(window->lessons()->message().contains(QStringLiteral("(method-9) is not one of this problem pack's")))
        << window->lessons()->message().toStdString();
}
