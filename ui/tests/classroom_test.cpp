// SPDX-License-Identifier: GPL-3.0-or-later
// What a teacher does in front of a class: keys for methods and code, the
// class's language everywhere (Qt's own words and the code's Chinese glyphs
// too), names as the listing on screen spells them, and a verdict for every run.
#include "widgets/codeview.h"
#include "testpaths.h"
#include "freshstart.h"
#include "widgets/inputpanel.h"
#include "window/keysdialog.h"
#include "common/language.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"
#include "openwindow.h"
#include "widgets/methodpicker.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "widgets/speedbox.h"
#include "run/motion.h"
#include "problems/cards/cardsview.h"
#include "problems/caro/caroview.h"
#include "problems/caro/randomgamedialog.h"
#include "run/session.h"
#include "widgets/watchpanel.h"

#include "cards/cards.h"
#include "caro/caro.h"
#include "core/player.h"

#include <Qsci/qsciscintilla.h>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QRawFont>
#include <QSettings>
#include <QSignalSpy>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace sb::ui;

namespace {

QString sample(const QString& problem, const QString& name)
{
    QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/samples/%1/%2.txt")).arg(problem, name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
    return QString::fromUtf8(file.readAll());
}

class Classroom : public test::OpenWindow {
protected:
    void SetUp() override
    {
        OpenWindow::SetUp();
        if (HasFatalFailure())
            return;
        window->activateWindow();
        window->board()->setFocus();
    }
    void TearDown() override
    {
        OpenWindow::TearDown();
        language::apply(QStringLiteral("en"));
    }
    void open(const QString& problem, const QString& text)
    {
        session()->setProblem(problem);
        window->inputPanel()->setText(text);
        window->inputPanel()->reparseNow();
        window->board()->setFocus();
    }
    void key(Qt::Key k) { QTest::keyClick(window->board(), k); }
};

TEST_F(Classroom, NumberKeysChooseTheCorrectMethodsAndWOpensTheWrongOnes)
{
    key(Qt::Key_1);
    EXPECT_EQ(session()->methodId(), QStringLiteral("1"));
    EXPECT_TRUE(window->methodButton(QStringLiteral("1"))->isChecked());
    key(Qt::Key_2);
    EXPECT_EQ(session()->methodId(), QStringLiteral("2"));
    key(Qt::Key_9); // Caro has three: nothing happens
    EXPECT_EQ(session()->methodId(), QStringLiteral("2"));
    key(Qt::Key_W);
    EXPECT_TRUE(window->methodPicker()->wrongList()->view()->isVisible());
    window->methodPicker()->wrongList()->hidePopup();
    EXPECT_TRUE(window->methodPicker()->choose(QStringLiteral("trap-exact5")));
    EXPECT_EQ(window->methodPicker()->wrongList()->currentData().toString(), QStringLiteral("trap-exact5"));
    for (QAbstractButton* b : window->methodPicker()->findChildren<QAbstractButton*>())
        EXPECT_FALSE(b->isChecked());
}

TEST_F(Classroom, TheKeysListNamesEveryKeyInTheWindowsLanguage)
{
    window->setLanguage(QStringLiteral("vi"));
    const KeysDialog keys(window.get());
    const auto rows = keys.rows();
    const auto has = [&rows](const QString& key, const QString& does) {
        return std::any_of(rows.begin(), rows.end(),
                           [&](const QPair<QString, QString>& r) { return r.first.split(QStringLiteral("  ·  ")).contains(key) && r.second == does; });
    };
    EXPECT_TRUE(has(QStringLiteral("W"), QCoreApplication::translate("sb::ui::MethodMenu", "List of the wrong solutions…")));
    EXPECT_NE(QCoreApplication::translate("sb::ui::MethodMenu", "List of the wrong solutions…"), QStringLiteral("List of the wrong solutions…"));
    EXPECT_TRUE(has(QStringLiteral("1"), QCoreApplication::translate("CaroUi", "Method %1").arg(1)));
    EXPECT_TRUE(has(QStringLiteral("C"), QCoreApplication::translate("sb::ui::MainMenus", "Switch the code between C++ and Python")));
    const QString space = QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText);
    EXPECT_NE(space, QStringLiteral("Space"));
    EXPECT_TRUE(has(space, QCoreApplication::translate("sb::ui::PlayerActions", "Play")));
    EXPECT_TRUE(has(QStringLiteral("F5"), QCoreApplication::translate("sb::ui::MainMenus", "Present on a projector")));
    EXPECT_GE(rows.size(), 20);
}

TEST(SpeedLadder, GoesFromOneStepEveryTwoSecondsToThousandsWithNoGapOverThreeTimes)
{
    EXPECT_DOUBLE_EQ(motion::kLadder.front(), 0.5);
    EXPECT_GE(motion::kLadder.back(), 1000.0);
    for (std::size_t i = 1; i < motion::kLadder.size(); ++i) {
        EXPECT_GT(motion::kLadder[i], motion::kLadder[i - 1]);
        EXPECT_LE(motion::kLadder[i] / motion::kLadder[i - 1], 3.0) << motion::kLadder[i];
    }
    // The named speeds older lessons use are rungs of it.
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_DOUBLE_EQ(motion::kStepsPerSecond[i], motion::kLadder[static_cast<std::size_t>(motion::kNamedRungs[i])]);
    for (int rung = 0; rung < motion::kRungs; ++rung)
        EXPECT_EQ(motion::rungOf(motion::kLadder[static_cast<std::size_t>(rung)]), rung);
}

TEST_F(Classroom, BracketsPlusAndMinusClimbTheSpeedLadderOneRungAtATime)
{
    window->setPresentation(true); // where the slider is hidden: the keys and the box are the way
    PlayTarget* target = window->playerBar()->target();
    QComboBox* rungs = window->playerBar()->speedBox()->rungs();
    ASSERT_EQ(rungs->count(), motion::kRungs);
    EXPECT_TRUE(rungs->isVisible());
    target->setRung(4);
    key(Qt::Key_BracketRight);
    EXPECT_EQ(target->rung(), 5);
    EXPECT_DOUBLE_EQ(session()->stepsPerSecond(), motion::kLadder[5]);
    key(Qt::Key_Plus);
    EXPECT_EQ(target->rung(), 6);
    EXPECT_EQ(rungs->currentIndex(), 6);
    EXPECT_EQ(rungs->currentText(), QStringLiteral("25/s"));
    key(Qt::Key_Minus);
    key(Qt::Key_BracketLeft);
    EXPECT_EQ(target->rung(), 4);
    for (int i = 0; i < 20; ++i)
        key(Qt::Key_Plus);
    EXPECT_EQ(target->rung(), motion::kRungs - 1); // there is no faster than the top rung
    EXPECT_EQ(rungs->currentText(), QStringLiteral("3,000/s"));
    for (int i = 0; i < 20; ++i)
        key(Qt::Key_Minus);
    EXPECT_EQ(target->rung(), 0);
    EXPECT_DOUBLE_EQ(session()->stepsPerSecond(), 0.5);
    // The board's zoom keeps Ctrl+ and Ctrl-: they leave the speed alone.
    QTest::keyClick(window.get(), Qt::Key_Plus, Qt::ControlModifier);
    QTest::keyClick(window.get(), Qt::Key_Minus, Qt::ControlModifier);
    EXPECT_EQ(target->rung(), 0);
}

TEST_F(Classroom, PlayByMomentTakesAWholeMoveATickAndStopsAtTheEnd)
{
    PlayTarget* target = window->playerBar()->target();
    QComboBox* unit = window->playerBar()->speedBox()->unit();
    EXPECT_EQ(unit->currentText(), QStringLiteral("by lines"));
    key(Qt::Key_M);
    EXPECT_TRUE(target->playsByMoment());
    EXPECT_TRUE(session()->playsByMoment());
    EXPECT_EQ(unit->currentText(), QStringLiteral("by moves"));
    target->setRung(motion::kRungs - 1);
    // Each step the window shows while playing by move is the last step of a move: the step after
    // it starts the next move (or there is none).
    QList<quint64> shown;
    QList<qint64> moments;
    const auto watch = QObject::connect(session(), &Session::stepChanged, window.get(), [&] {
        shown << session()->player()->position();
        moments << session()->moment();
    });
    key(Qt::Key_Space);
    for (int i = 0; i < 400 && session()->isPlaying(); ++i)
        QTest::qWait(20);
    EXPECT_FALSE(session()->isPlaying());
    QObject::disconnect(watch);
    ASSERT_GE(shown.size(), 5);
    // One move a tick, as Page Down goes: the moments shown go 1, 2, 3... to the last, none
    // skipped, none twice; then the rest of the run to its end.
    EXPECT_EQ(moments.front(), 1);
    EXPECT_EQ(shown.back(), session()->timeline().finalStep);
    for (qsizetype i = 0; i + 1 < moments.size(); ++i)
        EXPECT_EQ(moments[i], i + 1) << "tick " << i;
    // Each stop is the step a move's stone goes down. The move began three lines before, where t
    // took its number (then the move is read and its player found): the status says that move from
    // there, and the move before was still on one step earlier.
    for (qsizetype i = 0; i + 1 < shown.size(); ++i) {
        session()->seek(shown[i] - 3);
        session()->waitUntilIdle();
        EXPECT_EQ(session()->moment(), moments[i]) << "play stopped at step " << shown[i];
        session()->seek(shown[i] - 4);
        session()->waitUntilIdle();
        EXPECT_EQ(session()->moment(), moments[i] - 1) << "play stopped at step " << shown[i] << ", inside a move";
    }
    key(Qt::Key_M);
    EXPECT_FALSE(target->playsByMoment());
    EXPECT_EQ(unit->currentText(), QStringLiteral("by lines"));
}

TEST_F(Classroom, DigitsTypedInTheInputStayInTheInput)
{
    QsciScintilla* editor = window->inputPanel()->editor();
    window->sidePanel()->setCurrentWidget(window->inputPanel());
    editor->setFocus();
    editor->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClicks(editor, QStringLiteral("2 w c"));
    EXPECT_TRUE(editor->text().endsWith(QStringLiteral("2 w c")));
    EXPECT_EQ(session()->methodId(), QStringLiteral("3"));
    EXPECT_EQ(window->code()->code(), CodeView::Code::Cpp);
}

TEST_F(Classroom, CSwitchesTheCodeAndTheVariablesTakeThePythonNames)
{
    open(QStringLiteral("cards"), sample(QStringLiteral("cards"), QStringLiteral("sample-2")));
    const sb::Player* player = session()->player();
    while (!player->hasVar(static_cast<int>(sb::cards::Var::lastR)) && !player->atEnd())
        key(Qt::Key_Right);
    EXPECT_TRUE(window->watch()->names().contains(QStringLiteral("lastR")));
    const auto before = session()->player()->position();
    EXPECT_EQ(session()->problem().anchors[player->current()->anchor], "last-r");
    key(Qt::Key_C);
    // The same line, run as many times. Python runs 12 lines more before it: its module level
    // (9 lines), the reading of the words and a new list per row (3), and no closing brace of readTable().
    EXPECT_EQ(session()->player()->position(), before + 12);
    EXPECT_EQ(session()->problem().anchors[session()->player()->current()->anchor], "last-r");
    EXPECT_EQ(window->code()->code(), CodeView::Code::Python);
    EXPECT_TRUE(window->code()->text().contains(QStringLiteral("def scan_line")));
    const QStringList names = window->watch()->names();
    EXPECT_TRUE(names.contains(QStringLiteral("last_r"))) << names.join(QLatin1Char(' ')).toStdString();
    EXPECT_FALSE(names.contains(QStringLiteral("lastR")));
    while (!window->code()->annotation().contains(QStringLiteral("last_")) && !player->atEnd())
        key(Qt::Key_Right);
    EXPECT_TRUE(window->code()->annotation().contains(QStringLiteral("last_r = ")));
    EXPECT_FALSE(window->code()->annotation().contains(QStringLiteral("lastR")));
    key(Qt::Key_C);
    EXPECT_EQ(window->code()->code(), CodeView::Code::Cpp);
    EXPECT_TRUE(window->watch()->names().contains(QStringLiteral("lastR")));
}

TEST_F(Classroom, TheChangedVariableIsAlwaysInView)
{
    open(QStringLiteral("cards"), sample(QStringLiteral("cards"), QStringLiteral("sample-2")));
    WatchPanel* watch = window->watch();
    // Two rows show.
    watch->setFixedHeight(watch->horizontalHeader()->sizeHint().height() + watch->verticalHeader()->defaultSectionSize() * 2 + 4);
    const sb::Player* player = session()->player();
    int checked = 0;
    while (!player->atEnd() && checked < 40) {
        key(Qt::Key_Right);
        QApplication::processEvents();
        bool changed = false, shown = false;
        for (const sb::VarChange& v : player->current()->changedVars()) {
            const QString name = QString::fromStdString(std::string(session()->problem().variables[v.var]));
            const QList<QTableWidgetItem*> found = watch->findItems(name, Qt::MatchExactly);
            ASSERT_EQ(found.size(), 1) << name.toStdString() << " at step " << player->position() << " in "
                                        << watch->names().join(QLatin1Char(' ')).toStdString();
            // Set to the value it held, a variable has not changed: the panel neither marks it nor
            // brings it into view.
            const QTableWidgetItem* value = watch->valueItem(name);
            if (!value || !value->font().bold())
                continue;
            changed = true;
            shown = shown || watch->viewport()->rect().contains(watch->visualItemRect(found[0]));
        }
        if (changed) {
            EXPECT_TRUE(shown) << "no changed variable in view at step " << player->position() << " scroll "
                               << watch->verticalScrollBar()->value() << "/" << watch->verticalScrollBar()->maximum()
                               << " viewport " << watch->viewport()->height() << " rows " << watch->rowCount();
            ++checked;
        }
    }
    EXPECT_EQ(checked, 40);
}

TEST_F(Classroom, TheCardNarrationUsesTheCodesNumbersFromZero)
{
    open(QStringLiteral("cards"), sample(QStringLiteral("cards"), QStringLiteral("sample-2")));
    const sb::Player* player = session()->player();
    // The comparison that finds the first pair: the step before its points go to the score.
    while (!(player->current() && session()->problem().anchors[player->current()->anchor] == "remove"))
        key(Qt::Key_Right);
    key(Qt::Key_Left);
    // The listing's r and c and the sentence say the same cell.
    const QString r = window->watch()->valueOf(QStringLiteral("r"));
    const QString c = window->watch()->valueOf(QStringLiteral("c"));
    EXPECT_TRUE(window->narration().startsWith(QStringLiteral("(%1, %2)").arg(r, c))) << window->narration().toStdString();
}

TEST_F(Classroom, AWrongSolutionEndsWithItsOutputTheRightAnswerAndTheLineItMissed)
{
    open(QStringLiteral("caro"), sample(QStringLiteral("caro"), QStringLiteral("line-of-six")));
    window->methodPicker()->choose(QStringLiteral("trap-exact5"));
    EXPECT_TRUE(window->verdict().isEmpty()); // not before the end
    session()->toEnd();
    EXPECT_EQ(window->verdict(), QStringLiteral("Prints 0, but the right answer is 11. After move 11, X has 6 in a row "
                                                "along the row, from (2, 1) to (2, 6). This program wants exactly five, so "
                                                "it misses a line of 6."));
    auto* board = qobject_cast<CaroView*>(window->board());
    ASSERT_EQ(board->verdictMarks().size(), 1);
    EXPECT_EQ(board->verdictMarks()[0].r1, 2);
    EXPECT_EQ(board->verdictMarks()[0].c1, 1);
    EXPECT_EQ(board->verdictMarks()[0].r2, 2);
    EXPECT_EQ(board->verdictMarks()[0].c2, 6);
    window->methodPicker()->choose(QStringLiteral("3"));
    session()->toEnd();
    EXPECT_EQ(window->verdict(), QStringLiteral("Prints 11: the right answer."));
    EXPECT_TRUE(board->verdictMarks().isEmpty());
}

TEST_F(Classroom, TheRightAnswerIsWorkedOutInTheBackground)
{
    QSignalSpy known(session(), &Session::referenceChanged);
    open(QStringLiteral("caro"), sample(QStringLiteral("caro"), QStringLiteral("line-of-six")));
    QTRY_VERIFY_WITH_TIMEOUT(known.count() >= 1, 5000); // the window is told, and redraws the verdict
    EXPECT_TRUE(session()->referenceKnown());
    EXPECT_EQ(session()->referenceOutput(), QStringLiteral("11"));
}

TEST_F(Classroom, TooSlowAndNeverEndingAreToldApart)
{
    // Method 1 reads the whole 5000 x 5000 board after every move: 100 moves that never make a
    // line take it 2.5 billion steps, more than the window follows, so it is stopped at once.
    QString big = QStringLiteral("5000 100\n");
    for (int i = 1; i <= 100; ++i)
        big += QStringLiteral("%1 %2\n").arg(1 + i * 97 % 4999).arg(1 + i * 211 % 4999);
    open(QStringLiteral("caro"), big);
    window->methodPicker()->choose(QStringLiteral("1"));
    session()->toEnd();
    EXPECT_TRUE(session()->isBusy()); // 20 million steps take longer than one slice
    session()->waitUntilIdle();
    EXPECT_TRUE(session()->player()->capReached());
    EXPECT_TRUE(window->verdict().startsWith(QStringLiteral("Too slow: stopped after 20000000 steps. This method does "
                                                            "end, but it would need about")))
        << window->verdict().toStdString();
    EXPECT_TRUE(window->verdict().contains(QStringLiteral("cells looked at"))) << window->verdict().toStdString();

    // The no-skip mistake pairs two empty cells again and again: it never ends.
    open(QStringLiteral("cards"), sample(QStringLiteral("cards"), QStringLiteral("sample-2")));
    window->methodPicker()->choose(QStringLiteral("mistake-no-skip"));
    session()->toEnd();
    session()->waitUntilIdle();
    EXPECT_FALSE(session()->player()->capReached());
    EXPECT_TRUE(window->verdict().startsWith(QStringLiteral("Never ends: Round "))) << window->verdict().toStdString();
    EXPECT_TRUE(window->narration().contains(QStringLiteral("starts from the very same table as round")))
        << window->narration().toStdString();
    // The timeline marks where the repeating stretch begins: the start of the round it repeats.
    session()->waitForTimeline();
    const quint64 from = session()->timeline().repeatFrom;
    ASSERT_GT(from, 0u);
    session()->seek(from);
    EXPECT_TRUE(window->narration().startsWith(QStringLiteral("Round 2 begins"))) << window->narration().toStdString();
}

TEST_F(Classroom, TheSampleListSaysWhenTheInputIsNoLongerASample)
{
    EXPECT_TRUE(window->inputPanel()->shownSample().startsWith(QStringLiteral("Sample from the statement")));
    window->inputPanel()->setText(QStringLiteral("9 1\n5 5\n"));
    window->inputPanel()->reparseNow();
    EXPECT_EQ(window->inputPanel()->shownSample(), QStringLiteral("An input of your own"));
    window->inputPanel()->loadSample(2);
    EXPECT_EQ(window->inputPanel()->shownSample(), QStringLiteral("A line of six"));
}

TEST_F(Classroom, FollowZoomsInOnTheCurrentCellAndTheMinimapKeepsClearOfIt)
{
    QString big = QStringLiteral("300 4\n");
    for (const char* move : {"290 290", "10 10", "291 291", "11 12"})
        big += QLatin1String(move) + QLatin1Char('\n');
    open(QStringLiteral("caro"), big);
    auto* board = qobject_cast<CaroView*>(window->board());
    board->fitToWindow();
    const double fitted = board->cellSize();
    while (session()->player()->current() == nullptr || session()->player()->current()->kind != sb::caro::Kinds::Place)
        key(Qt::Key_Right); // X plays at (290, 290), near the bottom right corner
    key(Qt::Key_F);
    EXPECT_TRUE(board->following());
    EXPECT_GT(board->cellSize(), fitted * 4);
    ASSERT_TRUE(board->minimapVisible());
    const QPointF at = board->cellCenter(290, 290);
    EXPECT_TRUE(board->viewport()->rect().contains(at.toPoint()));
    EXPECT_FALSE(board->minimapRect().contains(at));
    EXPECT_LE(board->minimapRect().width(), 0.3 * std::min(board->viewport()->width(), board->viewport()->height()));
    for (int i = 0; i < 6; ++i)
        key(Qt::Key_PageDown);
    const QPoint now = board->currentCell();
    EXPECT_TRUE(board->viewport()->rect().contains(board->cellCenter(now.x(), now.y()).toPoint()));
    EXPECT_FALSE(board->minimapRect().contains(board->cellCenter(now.x(), now.y())));
    key(Qt::Key_F);
    EXPECT_FALSE(board->following());
    EXPECT_FALSE(board->minimapVisible()); // the whole board again
}

TEST_F(Classroom, QtsOwnButtonsAndMenusSpeakTheLanguage)
{
    const struct {
        const char* code;
        const char* cancel;
        const char* copy;
    } expected[] = {{"vi", "Hủy", "&Sao chép"}, {"zh_TW", "取消", "複製(&C)"}, {"zh_CN", "取消", "复制(&C)"}};
    for (const auto& e : expected) {
        window->setLanguage(QString::fromLatin1(e.code));
        RandomGameDialog dialog(window.get());
        auto* buttons = dialog.findChild<QDialogButtonBox*>();
        ASSERT_NE(buttons, nullptr);
        EXPECT_EQ(buttons->button(QDialogButtonBox::Cancel)->text(), QString::fromUtf8(e.cancel)) << e.code;
        std::unique_ptr<QMenu> menu(window->inputPanel()->editor()->createStandardContextMenu());
        ASSERT_NE(menu, nullptr);
        QStringList texts;
        for (QAction* a : menu->actions())
            texts << a->text();
        EXPECT_TRUE(texts.contains(QString::fromUtf8(e.copy))) << e.code << ": " << texts.join(QLatin1Char('|')).toStdString();
        EXPECT_FALSE(texts.contains(QStringLiteral("&Copy"))) << e.code;
    }
}

/// The glyph of `c` as `family` draws it, as an image to compare shapes.
QImage glyph(const QString& family, char32_t c)
{
    QFont font(family);
    font.setPixelSize(48);
    QImage image(64, 64, QImage::Format_Grayscale8);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setFont(font);
    p.setPen(Qt::black);
    p.drawText(QRect(0, 0, 64, 64), Qt::AlignCenter, QString::fromUcs4(&c, 1));
    return image;
}

TEST_F(Classroom, TheCodeViewDrawsChineseCommentsInTheFaceOfTheLanguage)
{
    for (const auto& [code, face] : {std::pair{"zh_TW", "TC"}, std::pair{"zh_CN", "SC"}}) {
        window->setLanguage(QString::fromLatin1(code));
        const QString family = QStringLiteral("Noto Sans Mono CJK %1").arg(QLatin1String(face));
        EXPECT_EQ(window->code()->codeFamily(), family) << code;
        // What Scintilla itself was handed for the comment style (1 in both lexers) and the default style.
        for (const int style : {0, 1, 32}) {
            char name[128] = {};
            window->code()->editor()->SendScintilla(QsciScintillaBase::SCI_STYLEGETFONT, style, name);
            EXPECT_EQ(QString::fromUtf8(name), family) << code << " style " << style;
        }
        // 直 and 骨 differ between the Chinese and Japanese faces: the one handed over draws the language's own.
        for (const char32_t c : {U'直', U'骨'}) {
            EXPECT_EQ(glyph(family, c), glyph(QStringLiteral("Noto Sans CJK %1").arg(QLatin1String(face)), c)) << code;
            EXPECT_NE(glyph(family, c), glyph(QStringLiteral("Noto Sans CJK JP"), c)) << code;
        }
    }
}

} // namespace

TEST_F(Classroom, OnAProjectorTheRunningCountNeverCoversTheStonePlayedOrTheCellLookedAt)
{
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    // X plays into the top right corner: its lines run into the board's edges, where the count was
    // pushed back over what it speaks of.
    open(QStringLiteral("caro"), QStringLiteral("7 9\n1 7\n7 1\n2 6\n7 2\n1 6\n6 1\n2 7\n6 2\n1 5\n"));
    ASSERT_TRUE(session()->setMethod(QStringLiteral("3")));
    auto* board = qobject_cast<CaroView*>(window->board());
    ASSERT_NE(board, nullptr);
    QApplication::processEvents();
    int shown = 0;
    for (int i = 0; i < 5000 && !session()->player()->atEnd(); ++i) {
        session()->next();
        board->viewport()->repaint();
        const QRectF badge = board->countBadge();
        if (badge.isEmpty())
            continue;
        ++shown;
        const double half = board->cellSize() / 2 - 1;
        const auto cell = [&](int row, int column) {
            const QPointF at = board->cellCenter(row, column);
            return QRectF(at - QPointF(half, half), at + QPointF(half, half));
        };
        const sb::Player& p = *session()->player();
        const QRectF played = cell(p.var(static_cast<int>(sb::caro::Var::r)), p.var(static_cast<int>(sb::caro::Var::c)));
        const QPoint looked = board->currentCell();
        EXPECT_FALSE(badge.intersects(played)) << "step " << p.position();
        if (looked != QPoint(0, 0)) {
            EXPECT_FALSE(badge.intersects(cell(looked.x(), looked.y()))) << "step " << p.position();
        }
        EXPECT_TRUE(QRectF(board->viewport()->rect()).contains(badge)) << "step " << p.position();
    }
    EXPECT_GT(shown, 20);
}
