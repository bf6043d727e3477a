// SPDX-License-Identifier: GPL-3.0-or-later
// On a 1024x768 projector, in every language: the statement's figures grow with the
// text and stay inside the panel, the side panel's tabs show without scroll arrows,
// and the export dialogs fit the screen with nothing cut.
#include "exportwait.h"
#include "widgets/watchpanel.h"
#include "widgets/wraplabel.h"
#include "widgets/callstackbar.h"
#include "widgets/codeview.h"
#include "export/exportdialogs.h"
#include "freshstart.h"
#include "modaldialog.h"
#include "common/language.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"
#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "own/stepper.h"
#include "own/besidereference.h"
#include "compare/comparepane.h"
#include "widgets/boardview.h"
#include "run/motion.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "widgets/speedbox.h"
#include "lesson/lessoncontroller.h"
#include "statement/statementcontroller.h"
#include "run/session.h"
#include "statement/statementview.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QMenu>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSlider>
#include <QHeaderView>
#include <QTableWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <Qsci/qsciscintilla.h>
#include <QRegularExpression>
#include <QSplitter>
#include <QStyleOptionButton>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>

void PrintTo(const QString& s, std::ostream* out); // projector_test.cpp

namespace sb::ui::test {
namespace {

const QStringList kProblems = {QStringLiteral("caro"), QStringLiteral("cards"), QStringLiteral("accordion"),
                               QStringLiteral("mayan")};

/// A window of `width` x `height`, shown, in `language`, in projector mode or not.
std::unique_ptr<MainWindow> openWindow(const QString& language, QSize size, bool present)
{
    freshStart();
    language::apply(language);
    auto window = std::make_unique<MainWindow>();
    window->show();
    if (present) {
        window->setPresentation(true);
        window->setWindowState(Qt::WindowNoState); // offscreen, "full screen" is a small default screen
    }
    window->resize(size);
    EXPECT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
    return window;
}

/// The width the figure is drawn at: from the left of its character to its right, as laid out.
int drawnFigureWidth(StatementView* view)
{
    QTextDocument* doc = view->document();
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        for (auto f = b.begin(); !f.atEnd(); ++f) {
            const QTextFragment fragment = f.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            QTextCursor cursor(doc);
            cursor.setPosition(fragment.position());
            const int left = view->cursorRect(cursor).left();
            cursor.setPosition(fragment.position() + 1);
            return view->cursorRect(cursor).left() - left;
        }
    }
    return 0;
}

class ProjectorPanels : public testing::TestWithParam<QString> {
protected:
    void TearDown() override
    {
        window.reset();
        language::apply(QStringLiteral("en"));
    }
    StatementView* statement() const { return window->statement()->view(); }
    void showStatementOf(const QString& problem)
    {
        ASSERT_TRUE(window->session()->setProblem(problem));
        window->sidePanel()->setCurrentWidget(statement());
        for (int i = 0; i < 4; ++i)
            QApplication::processEvents();
    }
    /// Opens the dialog `action` opens, hands it to `look`, and closes it.
    void inspectDialog(QAction* action, const std::function<void(QDialog&)>& look)
    {
        EXPECT_TRUE(lookAtModalDialog(window.get(), [action] { action->trigger(); }, look)) << action->text().toStdString();
    }
    QAction* fileAction(const QString& text) const
    {
        for (QAction* a : window->actions())
            if (a->text() == text)
                return a;
        ADD_FAILURE() << "no action " << text.toStdString();
        return nullptr;
    }

    std::unique_ptr<MainWindow> window;
};

TEST_P(ProjectorPanels, StatementFiguresGrowWithTheTextAndFitThePanel)
{
    for (const QString& problem : kProblems) {
        SCOPED_TRACE(problem.toStdString());
        window = openWindow(GetParam(), QSize(1366, 768), false);
        showStatementOf(problem);
        const int usual = drawnFigureWidth(statement());
        ASSERT_GT(usual, 100);
        window->setPresentation(true);
        window->setWindowState(Qt::WindowNoState);
        window->resize(1024, 768);
        for (int i = 0; i < 4; ++i)
            QApplication::processEvents();
        const int projected = drawnFigureWidth(statement());
        const int room = statement()->viewport()->width();
        // Twice as large as the text, unless that is wider than the panel: then as wide as the panel.
        EXPECT_GT(projected, usual) << "usual " << usual << ", on a projector " << projected;
        EXPECT_LE(projected, room);
        EXPECT_GE(projected, std::min(usual * 2 - 1, room - 12))
            << "usual " << usual << ", on a projector " << projected << " in " << room;
        static const QRegularExpression figure(QStringLiteral("src=\"figure:([a-z-]+)\""));
        EXPECT_EQ(projected, statement()->figureSize(figure.match(statement()->html()).captured(1)).width());
        // A panel narrower than the figure: the figure narrows with it.
        statement()->resize(240, statement()->height());
        EXPECT_LT(drawnFigureWidth(statement()), projected);
        EXPECT_LE(drawnFigureWidth(statement()), statement()->viewport()->width());
        window.reset();
    }
}

/// Every tab of `bar` as wide as its words, all of them within the bar: no scroll arrows.
void expectTabsWhole(const QTabBar& bar)
{
    int sum = 0;
    for (int i = 0; i < bar.count(); ++i) {
        sum += bar.tabRect(i).width();
        EXPECT_GT(bar.tabRect(i).width(), bar.fontMetrics().horizontalAdvance(bar.tabText(i)))
            << bar.tabText(i).toStdString() << " is cut";
    }
    EXPECT_LE(sum, bar.width());
    for (const QToolButton* arrow : bar.findChildren<QToolButton*>())
        EXPECT_FALSE(arrow->isVisible()) << "a scroll arrow shows";
}

TEST_P(ProjectorPanels, TheSidePanelsTabsShowWithoutScrollArrowsAt1024x768)
{
    window = openWindow(GetParam(), QSize(1024, 768), true);
    auto* split = qobject_cast<QSplitter*>(window->sidePanel()->parentWidget()->parentWidget()); // the side panel's column
    ASSERT_NE(split, nullptr);
    // My solution's own tabs (the last run, my tests, the steps), as each problem's board leaves the room.
    SolutionPanel* panel = window->sidePanel()->solution();
    window->sidePanel()->setCurrentWidget(panel);
    for (const QString& problem : kProblems) {
        ASSERT_TRUE(window->session()->setProblem(problem));
        for (int i = 0; i < 4; ++i)
            QApplication::processEvents();
        SCOPED_TRACE(problem.toStdString() + ", My solution");
        QTabBar* lower = nullptr;
        for (QTabBar* bar : panel->findChildren<QTabBar*>())
            if (bar->isVisible())
                lower = bar;
        ASSERT_NE(lower, nullptr);
        ASSERT_EQ(lower->count(), 3);
        expectTabsWhole(*lower);
    }
    window->sidePanel()->setCurrentIndex(0);
    for (const QString& problem : kProblems) {
        ASSERT_TRUE(window->session()->setProblem(problem));
        for (const CodeView::Code code : {CodeView::Code::Cpp, CodeView::Code::Python}) {
            window->code()->setCode(code);
            // As laid out, and with the board's side of the split dragged as wide as it goes.
            for (const bool squeezed : {false, true}) {
                if (squeezed)
                    split->setSizes({2000, 0});
                for (int i = 0; i < 4; ++i)
                    QApplication::processEvents();
                SCOPED_TRACE(problem.toStdString() + (code == CodeView::Code::Cpp ? " C++" : " Python") +
                             (squeezed ? " squeezed" : ""));
                EXPECT_EQ(window->size(), QSize(1024, 768));
                expectTabsWhole(*window->sidePanel()->tabBar());
            }
        }
    }
}

/// Nothing in the dialog is narrower than its text needs.
void expectNothingCut(const QDialog& dialog)
{
    for (const QAbstractButton* b : dialog.findChildren<QAbstractButton*>()) {
        if (b->isVisible()) {
            EXPECT_GE(b->width(), b->sizeHint().width()) << b->text().toStdString();
        }
    }
    for (const QLabel* l : dialog.findChildren<QLabel*>()) {
        if (l->isVisible() && !l->wordWrap()) {
            EXPECT_GE(l->width(), l->sizeHint().width()) << l->text().toStdString();
        }
    }
    for (const QComboBox* combo : dialog.findChildren<QComboBox*>()) {
        QStyleOptionComboBox option;
        option.initFrom(combo);
        const QRect field =
            combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        for (int i = 0; i < combo->count(); ++i)
            EXPECT_LE(combo->fontMetrics().horizontalAdvance(combo->itemText(i)), field.width())
                << combo->itemText(i).toStdString();
    }
}

TEST_P(ProjectorPanels, TheExportDialogsFitA1024x768Projector)
{
    window = openWindow(GetParam(), QSize(1024, 768), true);
    ASSERT_TRUE(window->session()->setProblem(QStringLiteral("mayan"))); // the longest name of moments
    const QList<QAction*> exports = {fileAction(QCoreApplication::translate("sb::ui::ExportController", "Export a picture…")),
                                     fileAction(QCoreApplication::translate("sb::ui::ExportController", "Export an animation…"))};
    for (QAction* action : exports) {
        ASSERT_NE(action, nullptr);
        inspectDialog(action, [&](QDialog& dialog) {
            SCOPED_TRACE(dialog.windowTitle().toStdString());
            EXPECT_EQ(dialog.font().pointSizeF(), window->font().pointSizeF()); // the projector's font
            EXPECT_LE(dialog.sizeHint().width(), 1024);
            EXPECT_LE(dialog.sizeHint().height(), 768);
            EXPECT_LE(dialog.minimumSizeHint().width(), 1024);
            EXPECT_LE(dialog.minimumSizeHint().height(), 768);
            EXPECT_LE(dialog.width(), 1024);
            EXPECT_LE(dialog.height(), 768);
            expectNothingCut(dialog);
            // The dots and ticks grow with the text, to be seen and hit from afar.
            for (const QAbstractButton* b : dialog.findChildren<QAbstractButton*>()) {
                const bool radio = qobject_cast<const QRadioButton*>(b);
                if (!radio && !qobject_cast<const QCheckBox*>(b))
                    continue;
                QStyleOptionButton option;
                option.initFrom(b);
                const QRect tick = b->style()->subElementRect(
                    radio ? QStyle::SE_RadioButtonIndicator : QStyle::SE_CheckBoxIndicator, &option, b);
                EXPECT_GE(tick.height(), b->fontMetrics().ascent()) << b->text().toStdString();
            }
        });
    }
}

TEST_P(ProjectorPanels, TheBookmarksDialogFitsA1024x768Projector)
{
    window = openWindow(GetParam(), QSize(1024, 768), true);
    window->lessons()->addBookmark(QStringLiteral("Look at the fifth stone: does it win? Ask the class before stepping on."));
    window->session()->seek(30);
    window->session()->waitUntilIdle();
    window->lessons()->addBookmark(QStringLiteral("Who wins?"));
    QAction* edit = fileAction(QCoreApplication::translate("sb::ui::LessonController", "&Edit bookmarks…"));
    ASSERT_NE(edit, nullptr);
    inspectDialog(edit, [&](QDialog& dialog) {
        EXPECT_EQ(dialog.font().pointSizeF(), window->font().pointSizeF());
        EXPECT_LE(dialog.minimumSizeHint().width(), 1024);
        EXPECT_LE(dialog.minimumSizeHint().height(), 768);
        EXPECT_LE(dialog.width(), 1024);
        EXPECT_LE(dialog.height(), 768);
        expectNothingCut(dialog);
    });
}

TEST_P(ProjectorPanels, AButtonsMenuTakesTheProjectorsFontAndTheUsualOneAfter)
{
    window = openWindow(GetParam(), QSize(1024, 768), true);
    SolutionPanel* panel = window->sidePanel()->solution();
    window->sidePanel()->setCurrentWidget(panel);
    QApplication::processEvents();
    // The menus of My solution's File and Step through buttons, opened as a click opens them.
    const auto menuFontWhenOpen = [this](QToolButton* button) {
        double size = 0;
        QTimer::singleShot(0, window.get(), [button, &size] {
            QMenu* menu = button->menu();
            if (menu && menu->isVisible())
                size = menu->font().pointSizeF();
            if (menu)
                menu->close();
        });
        button->showMenu();
        return size;
    };
    const double projector = window->font().pointSizeF();
    ASSERT_GT(projector, QApplication::font().pointSizeF());
    QToolButton* file = nullptr;
    for (QToolButton* b : panel->findChildren<QToolButton*>())
        if (b->menu() && b != panel->stepMenuButton() && !file)
            file = b;
    for (QToolButton* button : {panel->stepMenuButton(), file}) {
        ASSERT_NE(button, nullptr);
        ASSERT_NE(button->menu(), nullptr);
        EXPECT_EQ(menuFontWhenOpen(button), projector);
    }
    // Out of projector mode, the window's usual font again.
    window->setPresentation(false);
    QApplication::processEvents();
    EXPECT_EQ(menuFontWhenOpen(panel->stepMenuButton()), window->font().pointSizeF());
    EXPECT_LT(window->font().pointSizeF(), projector);
}

TEST_P(ProjectorPanels, WhileMyProgramIsSteppedThePlayerBarDrivesItAndTheCodeTabsVariablesKeepTheRoom)
{
    window = openWindow(GetParam(), QSize(1280, 720), true);
    ASSERT_TRUE(window->session()->setProblem(QStringLiteral("caro")));
    SolutionPanel* panel = window->sidePanel()->solution();
    window->sidePanel()->setCurrentWidget(panel);
    panel->controller()->setLanguage(SolutionPanel::Language::Python);
    panel->editor()->setText(QStringLiteral("n, k = map(int, input().split())\n"
                                  "a, b, c, d, e, f = 1, 2, 3, 4, 5, 6\n"
                                  "total = 0\n"
                                  "for i in range(20):\n"
                                  "    total += i\n"
                                  "print(total)\n"));
    QSignalSpy finished(panel->controller(), &SolutionController::recordingFinished);
    panel->controller()->stepThrough();
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_TRUE(panel->controller()->stepping());
    ProgramStepper* stepper = panel->stepper();
    // The Code tab comes to the front: the keys step the program from its code view.
    EXPECT_EQ(window->sidePanel()->currentIndex(), 0);
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(window->code()->editor(), Qt::Key_Right);
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
    EXPECT_EQ(stepper->step(), 4u);

    // The Code tab's variables, in name-value pairs across its rows on a projector: four at least wholly
    // in sight, among them the one the line that ran changed.
    WatchPanel* variables = window->watch();
    ASSERT_GE(variables->names().size(), 4);
    EXPECT_TRUE(variables->horizontalHeader()->isHidden());
    int inSight = 0;
    bool changedInSight = false;
    for (const QString& name : variables->names()) {
        const QRect rect = variables->visualItemRect(variables->valueItem(name));
        const bool whole = rect.top() >= 0 && rect.bottom() <= variables->viewport()->height();
        inSight += whole ? 1 : 0;
        changedInSight |= whole && name == QStringLiteral("i");
    }
    EXPECT_GE(inSight, 4);
    EXPECT_TRUE(changedInSight);
    // My solution: the editor, and under it the stepper without variables of its own.
    window->sidePanel()->setCurrentWidget(panel);
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
    EXPECT_TRUE(stepper->findChildren<WatchPanel*>().isEmpty());

    // The player bar steps the program and says where it is: the stepper has no player of its own (no
    // buttons, speed or timeline beside the bar's), only the board's buttons.
    EXPECT_TRUE(stepper->findChildren<QSlider*>().isEmpty());
    EXPECT_TRUE(stepper->findChildren<SpeedBox*>().isEmpty());
    EXPECT_TRUE(stepper->besideButton()->isVisible());
    EXPECT_EQ(window->playerBar()->statusText(), stepper->whereText());

    // Its speed boxes set the program's speed (a program has no moments to play by), and its play plays it.
    PlayerBar* bar = window->playerBar();
    EXPECT_EQ(bar->speedBox()->target(), stepper->playTarget());
    EXPECT_FALSE(bar->speedBox()->unit()->isVisible());
    const int rung = motion::kRungs - 1;
    emit bar->speedBox()->rungs()->activated(rung);
    EXPECT_EQ(stepper->stepsPerSecond(), motion::kLadder[static_cast<std::size_t>(rung)]);
    emit bar->speedBox()->rungs()->activated(0);
    EXPECT_EQ(stepper->stepsPerSecond(), motion::kLadder[0]);
    EXPECT_EQ(bar->speedBox()->rungs()->currentIndex(), 0);
    stepper->setStepsPerSecond(motion::kLadder[2]); // the program's own keys change it: the bar follows
    EXPECT_EQ(bar->speedBox()->rungs()->currentIndex(), 2);
    QTest::mouseClick(bar->buttons()[3], Qt::LeftButton); // play
    EXPECT_TRUE(stepper->isPlaying());
    EXPECT_FALSE(window->session()->isPlaying());
    QTest::mouseClick(bar->buttons()[3], Qt::LeftButton);
    EXPECT_FALSE(stepper->isPlaying());

    // The input and what it printed: a whole line each (the code takes the rest).
    const QFontMetrics metrics = stepper->fontMetrics();
    for (const QPlainTextEdit* box : stepper->findChildren<QPlainTextEdit*>())
        EXPECT_GE(box->viewport()->height(), metrics.lineSpacing());
    // Their titles whole, in type twice as large on half the panel: the input's says it short.
    auto* inputTitle = stepper->findChild<LineLabel*>(QStringLiteral("inputTitle"));
    auto* outputTitle = stepper->findChild<LineLabel*>(QStringLiteral("outputTitle"));
    ASSERT_NE(inputTitle, nullptr);
    ASSERT_NE(outputTitle, nullptr);
    for (const LineLabel* title : {inputTitle, outputTitle})
        EXPECT_TRUE(title->textFits()) << title->text().toStdString();
    const QString shortTitle = inputTitle->text();
    EXPECT_FALSE(shortTitle.isEmpty());

    // The method beside it: its board alone, the two boards are what is compared (Mayan's search goes).
    QTest::mouseClick(stepper->besideButton(), Qt::LeftButton);
    ASSERT_NE(panel->controller()->beside(), nullptr);
    ASSERT_NE(panel->controller()->beside()->pane(), nullptr);
    EXPECT_TRUE(panel->controller()->beside()->pane()->board()->boardAlone());

    // Out of projector mode the bar still steps the program; once it stops, the bar is the method's.
    window->setPresentation(false);
    QApplication::processEvents();
    EXPECT_NE(inputTitle->text(), shortTitle); // the title says it whole again
    EXPECT_FALSE(panel->controller()->beside()->pane()->board()->boardAlone());
    EXPECT_EQ(window->playerBar()->statusText(), stepper->whereText());
    EXPECT_EQ(bar->speedBox()->target(), stepper->playTarget());
    QTest::mouseClick(panel->stepButton(), Qt::LeftButton);
    ASSERT_FALSE(panel->controller()->stepping());
    EXPECT_EQ(bar->speedBox()->target(), bar->target());
    EXPECT_TRUE(bar->speedBox()->unit()->isVisible());
    emit bar->speedBox()->rungs()->activated(3);
    EXPECT_EQ(bar->target()->rung(), 3);
    EXPECT_EQ(stepper->stepsPerSecond(), motion::kLadder[2]);
}

TEST_P(ProjectorPanels, AnAnimationsLongPathStillFitsTheDialog)
{
    window = openWindow(GetParam(), QSize(1024, 768), true);
    const QString path = QStringLiteral("/nonexistent/%1/steps-of-the-lesson-on-five-in-a-row.gif")
                             .arg(QStringLiteral("a-folder-with-a-very-long-name-and-no-spaces-to-wrap-at").repeated(3));
    QAction* action = fileAction(QCoreApplication::translate("sb::ui::ExportController", "Export an animation…"));
    ASSERT_NE(action, nullptr);
    inspectDialog(action, [&](QDialog& dialog) {
        auto& animation = static_cast<AnimationDialog&>(dialog);
        AnimationRequest request = animation.request();
        request.from = 0;
        request.to = 2;
        request.size = QSize(80, 60);
        animation.setRequest(request);
        EXPECT_FALSE(test::exportWaited(animation, path));
        QApplication::processEvents();
        EXPECT_TRUE(animation.status().contains(QStringLiteral("steps-of-the-lesson-on-five-in-a-row.gif")))
            << animation.status().toStdString();
        EXPECT_FALSE(animation.status().contains(QStringLiteral("/nonexistent/")));
        EXPECT_LE(dialog.minimumSizeHint().width(), 1024);
        EXPECT_LE(dialog.width(), 1024);
        expectNothingCut(dialog);
    });
}

INSTANTIATE_TEST_SUITE_P(Languages, ProjectorPanels,
                         testing::Values(QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN"),
                                         QStringLiteral("vi")),
                         [](const testing::TestParamInfo<QString>& info) { return info.param.toStdString(); });

} // namespace
} // namespace sb::ui::test
