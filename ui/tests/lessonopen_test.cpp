// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons opened: at a far step without blocking, formats one and newer, the recent list,
// drops, and the bookmarks walked with the Page keys on a projector.
#include "lessonwindow.h"
#include "accordion/accordion.h"
#include "caro/caro.h"

TEST_F(LessonWindow, AFarStepOpensWithoutBlockingWithItsProgressAndEscStopsIt)
{
    // Method 1 reads the whole 100 x 100 board at every move: the step is millions of lines in.
    sb::caro::RandomGameOptions o;
    o.n = 100;
    o.moves = 1500;
    o.seed = 7;
    Lesson l = caroLesson();
    l.method = QStringLiteral("1");
    l.input = QString::fromStdString(sb::caro::randomGame(o).value());
    l.step = 20000000;
    const QString far = write(QStringLiteral("far.stepboard"), l);
    ASSERT_TRUE(window->lessons()->open(far));
    // Back from open at once: the run goes on in slices, the player bar saying how far it has got.
    EXPECT_TRUE(session()->isBusy());
    EXPECT_LT(position(), l.step);
    EXPECT_TRUE(window->playerBar()->busyText().startsWith(QStringLiteral("Going to step"))) << window->playerBar()->busyText().toStdString();
    // Esc stops it where it stands; that is the teacher's choice, not the lesson's fault.
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(session()->isBusy());
    EXPECT_LT(position(), l.step);
    EXPECT_EQ(window->lessons()->message(), QString());
    // Opened again and left to get there, it stands at the lesson's step.
    ASSERT_TRUE(window->lessons()->open(far));
    session()->waitUntilIdle();
    EXPECT_EQ(position(), l.step);
    EXPECT_EQ(window->lessons()->message(), QString());
}

TEST_F(LessonWindow, AFormatOneLessonOpensAtTheSameMomentWithItsBreakpointsOnTheirLines)
{
    // Format 1 stepped on Caro's marked lines only: step 5 of method 3 was move 1's first check
    // (place, count-self, look forward, look back, check), and line 24 of its C++ listing was the
    // forward walk's dem++, which is run++ in countRay() (line 11) today.
    const QByteArray old = "{\n  \"format\": 1,\n  \"problem\": \"caro\",\n  \"method\": \"3\",\n  \"language\": \"en\",\n"
                           "  \"step\": 5,\n  \"breakpoints\": [24],\n  \"bookmarks\": [{\"step\": 1, \"text\": \"the stone\"}]\n}\n";
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("old.stepboard"), old)));
    EXPECT_TRUE(window->lessons()->message().isEmpty()) << window->lessons()->message().toStdString();
    const sb::ProblemDesc& caro = session()->problem();
    EXPECT_EQ(caro.anchors[session()->player()->current()->anchor], "check");
    EXPECT_EQ(session()->moment(), 1);
    EXPECT_EQ(session()->player()->counter(sb::caro::Counters::CellsLooked), 2);
    // The same moment in today's numbers: the first check of a run that steps on every line.
    sb::Player fresh([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(fresh.runUntil([](const sb::Step& s) { return s.kind == sb::StepKind::Compare; }));
    EXPECT_EQ(position(), fresh.position());
    EXPECT_TRUE(window->code()->hasBreakpointMarker(11));
    ASSERT_EQ(session()->breakpoints().size(), 1);
    EXPECT_EQ(caro.anchors[static_cast<std::size_t>(session()->breakpoints()[0])], "ray-count");
    ASSERT_EQ(window->lessons()->bookmarks().size(), 1);
    sb::Player place([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(place.runUntil([](const sb::Step& s) { return s.kind == sb::caro::Kinds::Place; }));
    EXPECT_EQ(window->lessons()->bookmarks()[0].step, place.position());
    // Saved again, it is a lesson of today's format with today's numbers.
    ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("now.stepboard"))));
    const LessonRead again = LessonFile::read(path(QStringLiteral("now.stepboard")));
    ASSERT_TRUE(again.lesson);
    EXPECT_EQ(again.lesson->format, Lesson::kFormat);
    EXPECT_EQ(again.lesson->step, fresh.position());
    EXPECT_EQ(again.lesson->breakpoints, QVector<int>{11});
}

TEST_F(LessonWindow, AFormatOneAccordionLessonOpensOnTheSameCardMove)
{
    // Format 1 stepped on the accordion's marked lines only: step 59 of resume on the sample was its
    // first card move (the deck's start, 52 deals, then the checks of piles 0 and 1), and line 72 of
    // its C++ listing was the call of printPiles(), which is line 70 today.
    QFile sample(QStringLiteral(":/samples/accordion/sample.txt"));
    ASSERT_TRUE(sample.open(QIODevice::ReadOnly));
    const QJsonObject lesson{{QStringLiteral("format"), 1},
                             {QStringLiteral("problem"), QStringLiteral("accordion")},
                             {QStringLiteral("method"), QStringLiteral("resume")},
                             {QStringLiteral("input"), QString::fromUtf8(sample.readAll())},
                             {QStringLiteral("language"), QStringLiteral("en")},
                             {QStringLiteral("step"), 59},
                             {QStringLiteral("breakpoints"), QJsonArray{72}}};
    const QByteArray old = QJsonDocument(lesson).toJson();
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("old.stepboard"), old)));
    EXPECT_TRUE(window->lessons()->message().isEmpty()) << window->lessons()->message().toStdString();
    const sb::ProblemDesc& accordion = session()->problem();
    EXPECT_EQ(accordion.anchors[session()->player()->current()->anchor], "move");
    EXPECT_EQ(session()->moment(), 1);
    // The same moment in today's numbers: the first card move of a run that steps on every line.
    sb::Player fresh([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(fresh.runUntil([](const sb::Step& s) { return s.kind == sb::accordion::Kinds::CardMove; }));
    EXPECT_EQ(position(), fresh.position());
    EXPECT_TRUE(window->code()->hasBreakpointMarker(70));
    ASSERT_EQ(session()->breakpoints().size(), 1);
    EXPECT_EQ(accordion.anchors[static_cast<std::size_t>(session()->breakpoints()[0])], "deck-done");
}

TEST_F(LessonWindow, AFormatOneCardLessonOpensAtTheSameComparison)
{
    // Format 1 stepped on the card game's marked lines only: step 5 of the grid program was round 1's
    // first comparison (the loop's check, the round, the row's start, the look, the compare), and
    // line 18 of its C++ listing was `score += card[r][c];`, line 29 today.
    const QByteArray old = "{\n  \"format\": 1,\n  \"problem\": \"cards\",\n  \"method\": \"grid\",\n"
                           "  \"step\": 5,\n  \"breakpoints\": [18],\n  \"bookmarks\": [{\"step\": 1, \"text\": \"go\"}]\n}\n";
    ASSERT_TRUE(session()->setProblem(QStringLiteral("cards"))); // its sample 2, the lesson's input
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("cards.stepboard"), old)));
    EXPECT_TRUE(window->lessons()->message().isEmpty()) << window->lessons()->message().toStdString();
    const sb::ProblemDesc& cards = session()->problem();
    EXPECT_EQ(cards.anchors[session()->player()->current()->anchor], "compare");
    EXPECT_EQ(session()->moment(), 1);
    sb::Player fresh([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(fresh.runUntil([](const sb::Step& s) { return s.kind == sb::StepKind::Compare; }));
    EXPECT_EQ(position(), fresh.position());
    EXPECT_TRUE(window->code()->hasBreakpointMarker(29));
    ASSERT_EQ(session()->breakpoints().size(), 1);
    EXPECT_EQ(cards.anchors[static_cast<std::size_t>(session()->breakpoints()[0])], "remove");
    ASSERT_EQ(window->lessons()->bookmarks().size(), 1);
    sb::Player first([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(first.runUntil([&](const sb::Step& s) { return cards.anchors[s.anchor] == "rounds"; }));
    EXPECT_EQ(window->lessons()->bookmarks()[0].step, first.position());
}

TEST_F(LessonWindow, AFormatOneLessonWithoutItsInputIsCountedOnTheSampleItsProblemOpensOn)
{
    // The card game's lesson above, opened while Caro is on screen: its steps are counted again on the
    // card game's sample, the input the run opens on, not on the Caro game in the input panel.
    const QByteArray old = "{\n  \"format\": 1,\n  \"problem\": \"cards\",\n  \"method\": \"grid\",\n"
                           "  \"step\": 5,\n  \"bookmarks\": [{\"step\": 1, \"text\": \"go\"}]\n}\n";
    ASSERT_EQ(session()->problemId(), QStringLiteral("caro"));
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("cards.stepboard"), old)));
    EXPECT_TRUE(window->lessons()->message().isEmpty()) << window->lessons()->message().toStdString();
    ASSERT_EQ(session()->problemId(), QStringLiteral("cards"));
    const sb::ProblemDesc& cards = session()->problem();
    EXPECT_EQ(cards.anchors[session()->player()->current()->anchor], "compare");
    sb::Player fresh([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(fresh.runUntil([](const sb::Step& s) { return s.kind == sb::StepKind::Compare; }));
    EXPECT_EQ(position(), fresh.position());
    ASSERT_EQ(window->lessons()->bookmarks().size(), 1);
    sb::Player first([&] { return session()->method().trace(session()->input(), sb::CodeLanguage::Cpp); });
    ASSERT_TRUE(first.runUntil([&](const sb::Step& s) { return cards.anchors[s.anchor] == "rounds"; }));
    EXPECT_EQ(window->lessons()->bookmarks()[0].step, first.position());
}

TEST_F(LessonWindow, ANewerFormatOpensWhatItKnowsAndSavesBackWhatItDoesNot)
{
    QByteArray text = LessonFile::toJson(caroLesson());
    text.replace("\"format\": 2", "\"format\": 3, \"pen\": {\"colour\": \"red\"}");
    EXPECT_TRUE(window->lessons()->open(write(QStringLiteral("newer.stepboard"), text)));
    EXPECT_EQ(window->lessons()->message(),
              QStringLiteral("This lesson was written by a newer StepBoard (format 3; this one reads format 2): what "
                             "this StepBoard knows of it is opened, and the file is left as it is."));
    EXPECT_EQ(session()->methodId(), QStringLiteral("2"));
    EXPECT_EQ(position(), 60u);
    ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("again.stepboard"))));
    const LessonRead again = LessonFile::read(path(QStringLiteral("again.stepboard")));
    ASSERT_TRUE(again.lesson);
    EXPECT_EQ(again.lesson->unknown.value(QStringLiteral("pen"))[QStringLiteral("colour")].toString(),
              QStringLiteral("red"));
}

TEST_F(LessonWindow, SavingOverALessonLeavesTheNewOneWholeAndNothingElse)
{
    const QString file = write(QStringLiteral("lesson.stepboard"), caroLesson());
    ASSERT_TRUE(session()->setProblem(QStringLiteral("accordion")));
    ASSERT_TRUE(window->lessons()->save(file));
    const LessonRead read = LessonFile::read(file);
    ASSERT_TRUE(read.lesson);
    EXPECT_EQ(read.lesson->problem, QStringLiteral("accordion"));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files), QStringList({QStringLiteral("lesson.stepboard")}));
}

TEST_F(LessonWindow, AFailedSaveSaysWhyAndChangesNoFile)
{
    const QString file = write(QStringLiteral("lesson.stepboard"), caroLesson());
    const QByteArray old = readFile(file);
    const QString inside = file + QStringLiteral("/x.stepboard"); // a file is no folder
    EXPECT_FALSE(window->lessons()->save(inside));
    EXPECT_TRUE(window->lessons()->message().startsWith(QStringLiteral("The lesson cannot be saved to %1: ").arg(inside)))
        << window->lessons()->message().toStdString();
    EXPECT_EQ(readFile(file), old);
    EXPECT_TRUE(window->lessons()->recent().isEmpty());
}

TEST_F(LessonWindow, TheRecentListIsNewestFirstAndShort)
{
    for (int i = 0; i < 10; ++i)
        ASSERT_TRUE(window->lessons()->save(path(QStringLiteral("l%1.stepboard").arg(i))));
    ASSERT_TRUE(window->lessons()->open(path(QStringLiteral("l4.stepboard"))));
    QStringList expected{path(QStringLiteral("l4.stepboard"))};
    for (int i = 9; i >= 2; --i)
        if (i != 4)
            expected << path(QStringLiteral("l%1.stepboard").arg(i));
    EXPECT_EQ(window->lessons()->recent(), expected);

    QMenu* recent = nullptr;
    for (QMenu* m : window->findChildren<QMenu*>())
        if (m->title() == QStringLiteral("Open &recent"))
            recent = m;
    ASSERT_NE(recent, nullptr);
    emit recent->aboutToShow();
    ASSERT_GE(recent->actions().size(), 8);
    EXPECT_EQ(recent->actions().first()->text(), QStringLiteral("l4.stepboard"));
    EXPECT_EQ(recent->actions().last()->text(), QStringLiteral("Clear the list"));
}

TEST_F(LessonWindow, ALessonDroppedOnTheWindowOrTheInputOpens)
{
    const QString file = write(QStringLiteral("drop.stepboard"), caroLesson());
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(file)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    EXPECT_EQ(session()->methodId(), QStringLiteral("2"));
    EXPECT_EQ(position(), 60u);

    ASSERT_TRUE(session()->setProblem(QStringLiteral("mayan")));
    QWidget* editor = window->inputPanel()->editor()->viewport();
    QDragEnterEvent enterInput(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(editor, &enterInput);
    EXPECT_TRUE(enterInput.isAccepted());
    QDropEvent onInput(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(editor, &onInput);
    EXPECT_EQ(session()->problemId(), QStringLiteral("caro"));
    EXPECT_EQ(window->inputPanel()->text(), caroLesson().input);
}

TEST_F(LessonWindow, OnAProjectorThePageKeysWalkTheBookmarks)
{
    Lesson l = caroLesson();
    l.step = 0;
    l.bookmarks = {{30, QStringLiteral("Look at the fifth stone")}, {60, QStringLiteral("Who wins?")}};
    ASSERT_TRUE(window->lessons()->open(write(QStringLiteral("walk.stepboard"), l)));
    window->setPresentation(true);
    const auto press = [this](Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(window.get(), key, modifiers);
        session()->waitUntilIdle();
    };
    press(Qt::Key_PageDown);
    EXPECT_EQ(position(), 30u);
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("Bookmark 1 of 2: Look at the fifth stone"));
    press(Qt::Key_PageDown);
    EXPECT_EQ(position(), 60u);
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("Bookmark 2 of 2: Who wins?"));
    press(Qt::Key_PageUp);
    EXPECT_EQ(position(), 30u);

    bool listed = false;
    for (const auto& [keys, does] : KeysDialog(window.get()).rows())
        listed |= does == QStringLiteral("Next bookmark of the lesson") && keys.startsWith(QStringLiteral("PgDown"));
    EXPECT_TRUE(listed);

    press(Qt::Key_Right); // stepping on leaves the bookmark
    EXPECT_EQ(window->lessons()->bookmarkText(), QString());
    window->setPresentation(false);
    press(Qt::Key_PageDown); // off the projector Page Down is the next move again
    EXPECT_EQ(window->lessons()->bookmarkText(), QString());
    EXPECT_NE(position(), 31u);
    press(Qt::Key_Home);
    press(Qt::Key_PageDown, Qt::ControlModifier); // Ctrl+Page keys walk the bookmarks everywhere
    EXPECT_EQ(position(), 30u);
    EXPECT_EQ(window->lessons()->bookmarkText(), QStringLiteral("Bookmark 1 of 2: Look at the fifth stone"));
}
