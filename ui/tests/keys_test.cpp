// SPDX-License-Identifier: GPL-3.0-or-later
// The window's menus and keys: the Method menu holds exactly the problem's methods, no two
// entries of one menu (or two menus) share an accelerator letter in any language, and no key
// belongs to two actions at once (Qt then runs neither).
#include "widgets/boardview.h"
#include "testpaths.h"
#include "compare/comparecontroller.h"
#include "compare/comparebar.h"
#include "compare/compareview.h"
#include "compare/lockstep.h"
#include "compare/lockstepplay.h"
#include "common/language.h"
#include "window/keysdialog.h"
#include "window/methodmenu.h"
#include "openwindow.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "run/session.h"
#include "predict/predictor.h"
#include "common/utf8.h"
#include "common/windowmodes.h"

#include "core/player.h"
#include "core/problem.h"

#include <QApplication>
#include <QFile>
#include <QMenuBar>
#include <QRegularExpression>

#include <QSet>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>

#include <map>

namespace sb::ui::test {
namespace {

using Keys = OpenWindow;

MethodMenu* methodMenu(MainWindow& w)
{
    return w.findChild<MethodMenu*>();
}

/// The accelerator letter of a menu text ("&File" -> "F"); empty without one.
QString accelerator(const QString& text)
{
    const QKeySequence k = QKeySequence::mnemonic(text);
    return k.isEmpty() ? QString() : k.toString().toUpper();
}

/// Every accelerator of `actions` (a menu's entries, or the menu bar's menus) used once.
void expectUniqueAccelerators(const QList<QAction*>& actions, const QString& where)
{
    std::map<QString, QString> seen;
    for (const QAction* a : actions) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        const QString key = accelerator(a->text());
        if (!key.isEmpty()) {
            const auto [it, fresh] = seen.emplace(key, a->text());
            EXPECT_TRUE(fresh) << where.toStdString() << ": " << it->second.toStdString() << " and "
                               << a->text().toStdString() << " share " << key.toStdString();
        }
        if (a->menu())
            expectUniqueAccelerators(a->menu()->actions(), where + QStringLiteral(" > ") + a->text());
    }
}

TEST_F(Keys, TheMethodMenuListsExactlyTheProblemsMethodsCorrectOnesWithTheirKeys)
{
    MethodMenu* menu = methodMenu(*window);
    ASSERT_NE(menu, nullptr);
    for (const QString& id : {QStringLiteral("caro"), QStringLiteral("cards"), QStringLiteral("accordion"),
                             QStringLiteral("mayan")}) {
        SCOPED_TRACE(id.toStdString());
        ASSERT_TRUE(session()->setProblem(id));
        const ProblemDesc& problem = session()->problem();
        QStringList expected, keys;
        for (const MethodDesc& m : problem.methods)
            if (m.role == MethodRole::Correct)
                expected << fromUtf8(m.id);
        const qsizetype correct = expected.size();
        for (const MethodDesc& m : problem.methods)
            if (m.role == MethodRole::Wrong)
                expected << fromUtf8(m.id);
        QStringList listed;
        for (QAction* a : menu->methodActions()) {
            listed << a->data().toString();
            keys << a->shortcut().toString();
            EXPECT_FALSE(a->text().isEmpty());
        }
        EXPECT_EQ(listed, expected);
        for (qsizetype i = 0; i < keys.size(); ++i)
            EXPECT_EQ(keys[i], i < correct ? QString::number(i + 1) : QString()) << i;
        // Every entry chooses its method, and the menu ticks the one on screen.
        for (QAction* a : menu->methodActions()) {
            a->trigger();
            EXPECT_EQ(session()->methodId(), a->data().toString());
            for (QAction* other : menu->methodActions())
                EXPECT_EQ(other->isChecked(), other == a);
        }
        // A key beyond the problem's methods does nothing.
        session()->setMethod(expected.front());
        QTest::keyClick(window.get(), static_cast<Qt::Key>(Qt::Key_1 + correct));
        EXPECT_EQ(session()->methodId(), expected.front());
        QTest::keyClick(window.get(), Qt::Key_2);
        EXPECT_EQ(session()->methodId(), expected[1]);
    }
}

TEST_F(Keys, NoTwoMenusOrEntriesShareAnAcceleratorInAnyLanguage)
{
    for (const QString& code : language::codes()) {
        SCOPED_TRACE(code.toStdString());
        window->setLanguage(code);
        expectUniqueAccelerators(window->menuBar()->actions(), QStringLiteral("menu bar"));
    }
}

TEST_F(Keys, NoKeyBelongsToTwoActionsAtOnceInEitherView)
{
    const auto expectNoClash = [this] {
        std::map<QString, QString> owner;
        QList<QAction*> all = window->actions();
        for (QAction* menu : window->menuBar()->actions())
            if (menu->menu())
                all << menu->menu()->actions();
        std::set<QAction*> seen;
        for (QAction* a : all) {
            if (!a->isEnabled() || !seen.insert(a).second)
                continue;
            for (const QKeySequence& k : a->shortcuts()) {
                const auto [it, fresh] = owner.emplace(k.toString(), a->text());
                EXPECT_TRUE(fresh) << k.toString().toStdString() << ": " << it->second.toStdString() << " and "
                                   << a->text().toStdString();
            }
        }
        return owner;
    };
    const auto single = expectNoClash();
    EXPECT_EQ(single.count(QStringLiteral("Ctrl+Shift+S")), 1u) << "Save lesson as";
    EXPECT_EQ(single.count(QStringLiteral("Ctrl+S")), 1u);
    EXPECT_EQ(single.count(QStringLiteral("F5")), 1u);
    ASSERT_TRUE(window->sideBySide()->open());
    expectNoClash();
}

TEST_F(Keys, OneSetOfPlayerActionsDrivesTheOneMethodOrTheMethodsSideBySide)
{
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    PlayerActions* actions = window->playerActions();
    using Move = PlayTarget::Move;
    const auto defaultActions = [](const QList<QToolButton*>& buttons) {
        QList<QAction*> list;
        for (const QToolButton* b : buttons)
            list << b->defaultAction();
        return list;
    };
    const QList<QAction*> singleButtons = defaultActions(window->playerBar()->buttons());
    ASSERT_EQ(singleButtons.size(), 9);
    for (QAction* a : singleButtons)
        EXPECT_TRUE(actions->all().contains(a)) << a->text().toStdString();
    EXPECT_EQ(actions->target(), window->playerBar()->target());
    EXPECT_TRUE(actions->action(Move::Over)->isVisible());
    const QString singlePlayTip = actions->play()->toolTip();

    // The keys act on the one run.
    QTest::keyClick(window.get(), Qt::Key_Right);
    QTest::keyClick(window.get(), Qt::Key_Right);
    EXPECT_EQ(session()->player()->position(), 2u);
    const int singleRung = window->playerBar()->target()->rung();
    QTest::keyClick(window.get(), Qt::Key_BracketRight);
    EXPECT_EQ(window->playerBar()->target()->rung(), singleRung + 1);

    ASSERT_TRUE(window->sideBySide()->open());
    CompareBar* bar = window->sideBySide()->view()->bar();
    EXPECT_EQ(actions->target(), bar->target());
    const QList<QAction*> compareButtons = defaultActions(bar->buttons());
    ASSERT_EQ(compareButtons.size(), 7);
    for (QAction* a : compareButtons)
        EXPECT_TRUE(singleButtons.contains(a)) << "the same action, not a copy: " << a->text().toStdString();
    // Step over and out mean nothing for several methods at once: hidden from the menu, their keys rest.
    EXPECT_FALSE(actions->action(Move::Over)->isVisible());
    EXPECT_FALSE(actions->action(Move::Out)->isVisible());
    EXPECT_NE(actions->play()->toolTip(), singlePlayTip) << "the tooltip says what play does side by side";
    const quint64 before = session()->player()->position();
    // The same keys now move the panes together and change the view's speed, not the one run's.
    Session* pane = window->sideBySide()->view()->lockstep()->sessions().front();
    const quint64 paneBefore = pane->player()->position();
    QTest::keyClick(window.get(), Qt::Key_Right);
    window->sideBySide()->view()->lockstep()->waitUntilIdle();
    EXPECT_GT(pane->player()->position(), paneBefore);
    QTest::keyClick(window.get(), Qt::Key_F10);
    EXPECT_EQ(session()->player()->position(), before);
    const int compareRung = bar->target()->rung();
    QTest::keyClick(window.get(), Qt::Key_BracketLeft);
    EXPECT_EQ(bar->target()->rung(), std::max(compareRung - 1, 0));
    EXPECT_EQ(window->playerBar()->target()->rung(), singleRung + 1);
    QTest::keyClick(window.get(), Qt::Key_Space);
    EXPECT_TRUE(window->sideBySide()->view()->lockstep()->isPlaying());
    EXPECT_FALSE(session()->isPlaying());
    EXPECT_EQ(actions->play()->text(), QStringLiteral("Pause"));
    QTest::keyClick(window.get(), Qt::Key_Space);
    EXPECT_FALSE(window->sideBySide()->view()->lockstep()->isPlaying());
    EXPECT_EQ(actions->play()->text(), QStringLiteral("Play"));

    window->sideBySide()->close();
    EXPECT_EQ(actions->target(), window->playerBar()->target());
    EXPECT_TRUE(actions->action(Move::Over)->isVisible());
    EXPECT_EQ(actions->play()->toolTip(), singlePlayTip);
    const quint64 back = session()->player()->position();
    QTest::keyClick(window.get(), Qt::Key_Right);
    session()->waitUntilIdle();
    EXPECT_EQ(session()->player()->position(), back + 1);
}

TEST_F(Keys, EscClosesWhatIsOnTopOneAtATimeAndNeverLeavesProjectorMode)
{
    window->setPresentation(true);
    ASSERT_TRUE(session()->setProblem(QStringLiteral("caro")));
    // A guess-first question on top: Esc closes it (guess first ends), projector mode stays.
    window->setPredicting(true);
    for (int i = 0; i < 2000 && !window->predictor()->asking(); ++i)
        QTest::keyClick(window->board(), Qt::Key_Right);
    ASSERT_TRUE(window->predictor()->asking());
    EXPECT_TRUE(window->modes()->guessing());
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(window->predictor()->active());
    EXPECT_FALSE(window->modes()->guessing());
    EXPECT_TRUE(window->presentation());
    // The side-by-side view on top: Esc goes back to one method, projector mode stays.
    ASSERT_TRUE(window->sideBySide()->open());
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(window->sideBySide()->isOpen());
    EXPECT_TRUE(window->presentation());
    // Nothing on top: Esc says how to leave, and F5 leaves.
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_TRUE(window->presentation());
    EXPECT_TRUE(window->narration().contains(QStringLiteral("F5"))) << window->narration().toStdString();
    QTest::keyClick(window.get(), Qt::Key_F5);
    EXPECT_FALSE(window->presentation());
    EXPECT_FALSE(window->narration().contains(QStringLiteral("F5"))) << window->narration().toStdString(); // said no more
}

TEST_F(Keys, InProjectorModeAltAndAMenusLetterOpenTheHiddenMenuInEveryLanguage)
{
    window->setPresentation(true);
    QMenuBar* bar = window->menuBar();
    EXPECT_FALSE(bar->isVisible());
    for (const QString& code : language::codes()) {
        SCOPED_TRACE(code.toStdString());
        window->setLanguage(code);
        for (QAction* menu : bar->actions()) {
            SCOPED_TRACE(menu->text().toStdString());
            const QKeySequence alt = QKeySequence::mnemonic(menu->text());
            ASSERT_FALSE(alt.isEmpty()) << "a menu without a letter";
            QTest::keyClick(window->board(), Qt::Key(alt[0].key()), Qt::AltModifier);
            EXPECT_TRUE(bar->isVisible());
            EXPECT_EQ(bar->activeAction(), menu);
            EXPECT_TRUE(menu->menu()->isVisible());
            EXPECT_EQ(menu->menu()->font().pointSizeF(), window->font().pointSizeF()) << "the menus are as large as the rest";
            QTest::keyClick(menu->menu(), Qt::Key_Escape);
            QTest::keyClick(bar, Qt::Key_Escape); // the bar itself lets go, as on screen
            for (int i = 0; i < 3; ++i)
                QApplication::processEvents();
            EXPECT_FALSE(menu->menu()->isVisible());
            EXPECT_FALSE(bar->isVisible()) << "the bar hides again once no menu is open";
        }
    }
    // Alt alone opens the first menu.
    QTest::keyPress(window->board(), Qt::Key_Alt, Qt::AltModifier);
    QTest::keyRelease(window->board(), Qt::Key_Alt, Qt::NoModifier);
    EXPECT_TRUE(bar->isVisible());
    EXPECT_EQ(bar->activeAction(), bar->actions().front());
    QTest::keyClick(bar->actions().front()->menu(), Qt::Key_Escape);
    QTest::keyClick(bar, Qt::Key_Escape);
    // Out of projector mode the bar stays on screen.
    window->setPresentation(false);
    EXPECT_TRUE(bar->isVisible());
}

TEST_F(Keys, F5TakesFullScreenBackWhenSomethingElseTookItAway)
{
    window->setPresentation(true);
    QTest::qWait(10);
    ASSERT_TRUE(window->isFullScreen());
    window->showNormal(); // as a window manager's own key would
    QTest::qWait(10);
    QTest::keyClick(window.get(), Qt::Key_F5);
    QTest::qWait(10);
    EXPECT_TRUE(window->presentation());
    EXPECT_TRUE(window->isFullScreen());
    QTest::keyClick(window.get(), Qt::Key_F5);
    QTest::qWait(10);
    EXPECT_FALSE(window->presentation());
    EXPECT_FALSE(window->isFullScreen());
}

TEST_F(Keys, CtrlLGoesToTheNextLanguageInEveryMode)
{
    QStringList seen;
    window->setPresentation(true);
    for (int i = 0; i < language::codes().size(); ++i) {
        QTest::keyClick(window->board(), Qt::Key_L, Qt::ControlModifier);
        seen << language::current();
    }
    // From English, last in the menu, round to it again.
    EXPECT_EQ(seen, (QStringList{QStringLiteral("zh_TW"), QStringLiteral("zh_CN"), QStringLiteral("vi"), QStringLiteral("en")}));
}

/// The keys of the README's table of keys, as QKeySequence writes them ("Page Down" is PgDown).
QStringList readmeKeys()
{
    QFile file((sb::ui::test::translationsPath() + QStringLiteral("/../README.md")));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    QStringList keys;
    bool inTable = false;
    for (const QString& line : lines) {
        if (line == QStringLiteral("| key | does |")) {
            inTable = true;
            continue;
        }
        if (!inTable || line.startsWith(QStringLiteral("|--")))
            continue;
        if (!line.startsWith(QLatin1Char('|')))
            break;
        QString column = line.section(QLatin1Char('|'), 1, 1).trimmed();
        const bool withCtrl = column.endsWith(QStringLiteral(" (or with Ctrl)"));
        column.remove(QStringLiteral(" (or with Ctrl)"));
        for (QString key : column.split(QRegularExpression(QStringLiteral(" / |, ")))) {
            key.replace(QStringLiteral("Page Down"), QStringLiteral("PgDown")).replace(QStringLiteral("Page Up"), QStringLiteral("PgUp"));
            if (key.startsWith(QStringLiteral("Alt")))
                continue; // the hidden menu bar's keys, not an action's
            keys << key;
            if (withCtrl)
                keys << QStringLiteral("Ctrl+") + key;
        }
    }
    return keys;
}

TEST_F(Keys, TheReadmesTableOfKeysIsTheWindowsKeys)
{
    const QStringList readme = readmeKeys();
    ASSERT_GT(readme.size(), 30);
    QSet<QString> actionKeys;
    for (const QAction* a : window->actions())
        for (const QKeySequence& k : a->shortcuts())
            actionKeys.insert(k.toString()); // those off for now too (a lesson's bookmarks, the side-by-side view's)
    for (const QAction* a : window->actions()) {
        if (!a->isEnabled() || a->shortcuts().isEmpty())
            continue;
        bool named = false;
        for (const QKeySequence& k : a->shortcuts())
            named = named || readme.contains(k.toString());
        // The method keys beyond 3 (a problem with more correct methods) are "1, 2, 3" too.
        if (a->shortcut().toString().size() == 1 && a->shortcut().toString().front().isDigit())
            named = true;
        EXPECT_TRUE(named) << a->shortcut().toString().toStdString() << " (" << a->text().toStdString()
                           << ") is not in the README's table of keys";
    }
    for (const QString& key : readme)
        EXPECT_TRUE(actionKeys.contains(key)) << "the README gives " << key.toStdString() << ", which no action has";
}

} // namespace
} // namespace sb::ui::test

namespace sb::ui::test {
namespace {

/// The keys of a row of F1's list, each as the window writes it.
QStringList keysOf(const QPair<QString, QString>& row)
{
    return row.first.split(QStringLiteral("  ·  "));
}

} // namespace

TEST_F(Keys, F1ListsEveryActionOfTheWindowThatHasAKeyWithItsWords)
{
    for (const char* lang : {"en", "vi"}) {
        window->setLanguage(QString::fromLatin1(lang));
        const auto rows = KeysDialog(window.get()).rows();
        QSet<QString> listedKeys;
        for (const auto& row : rows)
            for (const QString& key : keysOf(row))
                listedKeys.insert(key);
        QList<QAction*> all = window->actions() + window->findChildren<QAction*>();
        for (const QAction* a : all) {
            if (a->shortcuts().isEmpty() || a->text().isEmpty())
                continue;
            const QString words = QString(a->text()).remove(QLatin1Char('&'));
            const auto it = std::find_if(rows.begin(), rows.end(), [&](const QPair<QString, QString>& row) {
                if (row.second != words)
                    return false;
                for (const QKeySequence& k : a->shortcuts())
                    if (!keysOf(row).contains(k.toString(QKeySequence::NativeText)))
                        return false;
                return true;
            });
            // Only a key that is off while another action has it (the view not on screen) is left out.
            const bool otherView = !a->isEnabled() && listedKeys.contains(a->shortcut().toString(QKeySequence::NativeText));
            EXPECT_TRUE(it != rows.end() || otherView)
                << lang << ": " << a->shortcut().toString().toStdString() << " (" << words.toStdString() << ") is not in F1's list";
        }
        // The keys that were missing: the lesson's bookmarks, Alt, the pen's undo, and My solution's.
        for (const QKeySequence& key : {QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence(Qt::CTRL | Qt::Key_PageUp),
                                       QKeySequence(Qt::Key_Alt), QKeySequence(QKeySequence::Undo), QKeySequence(Qt::Key_F9),
                                       QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)})
            EXPECT_TRUE(listedKeys.contains(key.toString(QKeySequence::NativeText))) << lang << ": " << key.toString().toStdString();
    }
}

TEST_F(Keys, F1sRowsWrapAndNoneIsCutInVietnameseOnA1024x768Projector)
{
    window->setLanguage(QStringLiteral("vi"));
    window->setPresentation(true);
    window->setWindowState(Qt::WindowNoState);
    window->resize(1024, 768);
    KeysDialog keys(window.get());
    keys.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&keys));
    QCoreApplication::processEvents(); // as the class sees it: laid out at its size
    QTableWidget* table = keys.table();
    EXPECT_LE(keys.width(), 1024);
    EXPECT_DOUBLE_EQ(table->font().pointSizeF(), QApplication::font().pointSizeF() * 2); // the projector's font
    const QFontMetrics metrics(table->font());
    // A cell's text has the focus frame's margin and a pixel on each side.
    const int margins = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
    int wrapped = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString key = table->item(row, 0)->text(), does = table->item(row, 1)->text();
        EXPECT_LE(metrics.horizontalAdvance(key) + margins, table->columnWidth(0)) << key.toStdString();
        const QRect needed = metrics.boundingRect(QRect(0, 0, table->columnWidth(1) - margins, 100000), Qt::TextWordWrap, does);
        EXPECT_LE(needed.height(), table->rowHeight(row)) << key.toStdString() << ": " << does.toStdString();
        wrapped += needed.height() > metrics.height();
    }
    EXPECT_GT(wrapped, 0); // Esc's sentence at least takes two lines here
}

} // namespace sb::ui::test
