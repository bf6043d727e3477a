// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainmenus.h"

#include "widgets/boardview.h"
#include "widgets/codeview.h"
#include "run/programcode.h"
#include "packs/packcontroller.h"
#include "packs/packcharts.h"
#include "packs/packjudgedialog.h"
#include "widgets/inputpanel.h"
#include "window/keysdialog.h"
#include "common/language.h"
#include "window/mainwindow.h"
#include "window/menureach.h"
#include "window/methodmenu.h"
#include "widgets/playactions.h"
#include "run/session.h"
#include "window/sidepanel.h"
#include "charts/chartsdialog.h"
#include "judge/judgedialog.h"
#include "own/mytests.h"
#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "judge/judgedtest.h"

#include <QActionGroup>
#include <QEvent>
#include <QMenuBar>

#include <functional>

namespace sb::ui {

MainMenus::MainMenus(MainWindow* window, const QList<QAction*>& views, QAction* compare, const QList<QAction*>& play)
    : QObject(window), m_window(window)
{
    QMenuBar* bar = window->menuBar();
    m_fileMenu = bar->addMenu(QString());
    m_quit = m_fileMenu->addAction(QString(), window, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);
    QAction* openInput = window->inputPanel()->openFileAction();
    m_fileMenu->insertAction(m_quit, openInput);
    connect(openInput, &QAction::triggered, window, [window] { window->showInput(); });

    m_viewMenu = bar->addMenu(QString());
    const auto view = [this, window](auto slot, QList<QKeySequence> keys) {
        QAction* a = m_viewMenu->addAction(QString(), window, slot);
        a->setShortcuts(keys);
        window->addAction(a);
        return a;
    };
    m_zoomIn = view([window] { window->board()->zoomIn(); },
                    {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    m_zoomOut = view([window] { window->board()->zoomOut(); }, {QKeySequence(Qt::CTRL | Qt::Key_Minus)});
    m_fit = view([window] { window->board()->fitToWindow(); }, {QKeySequence(Qt::CTRL | Qt::Key_0), QKeySequence(Qt::Key_0)});
    m_follow = view([window] { window->board()->toggleFollow(); }, {QKeySequence(Qt::Key_F)});
    m_viewMenu->addSeparator();
    m_codeLanguage = view([window] {
        CodeView* code = window->code();
        // A program in both languages (a pack's method) shows its other.
        if (ProgramCode* program = code->program(); program && program->switchesLanguage()) {
            program->choosePython(!program->python());
            return;
        }
        code->setCode(code->code() == CodeView::Code::Cpp ? CodeView::Code::Python : CodeView::Code::Cpp);
    }, {QKeySequence(Qt::Key_C)});
    m_sideToggle = view([window] { window->setSidePanelVisible(!window->sidePanel()->isVisible()); },
                        {QKeySequence(Qt::Key_F6)});
    m_sideToggle->setCheckable(true);
    m_sideToggle->setChecked(true);
    m_charts = view([window] {
        // A pack's own charts: its solutions' lines run, on the input on screen and over its tests.
        if (PackController* packs = window->packs(); packs->isOpen()) {
            QStringList choices;
            for (const MethodChoice& c : packs->choices())
                choices << c.id;
            PackChartsDialog dialog(packs->packShared(), choices, packs->python(), packs->input(), packs->cacheFolder(),
                                    window);
            window->fitDialog(dialog);
            dialog.exec();
            return;
        }
        ChartsDialog dialog(window->session(), window, window->programLines());
        window->fitDialog(dialog);
        dialog.exec();
    }, {QKeySequence(Qt::Key_G)});
    m_judge = view([window] {
        // The student's own program joins the table, as the My solution tab holds it now, with their tests.
        const SolutionPanel* own = window->sidePanel()->solution();
        QList<QPair<QString, QString>> tests;
        for (const MyTest& t : own->myTests()->tests())
            tests.append({t.input, t.expected});
        // A pack's own judge: its solutions on its groups of tests.
        if (PackController* packs = window->packs(); packs->isOpen()) {
            PackJudgeDialog dialog(packs->packShared(), window);
            if (own->controller()->written())
                dialog.setOwnProgram(own->controller()->judgedSource(tests));
            window->fitDialog(dialog);
            connect(&dialog, &PackJudgeDialog::openTest, window, [window, &dialog](const QString& file, const QString& input) {
                window->packs()->openTest(file, input);
                dialog.accept();
            });
            // A test it failed: the pack's input is that test's, and the program is stepped on it to where it
            // first prints otherwise than the answer.
            connect(&dialog, &PackJudgeDialog::stepOwnTest, window,
                    [window, &dialog](const QString& input, const QString& expected, const QString& name) {
                        window->stepOwnProgram(input, expected, name);
                        dialog.accept();
                    });
            dialog.start();
            dialog.exec();
            return;
        }
        JudgeDialog dialog(window->session()->problem(), window);
        dialog.setOwnProgram(own->controller()->judgedSource(tests), own->controller()->written());
        window->fitDialog(dialog);
        connect(&dialog, &JudgeDialog::openTest, window, [window](const QString& method, const QString& input, bool overTime) {
            JudgedTest::open(*window, method, input, overTime);
        });
        connect(&dialog, &JudgeDialog::stepTest, window, [window](const QString& input, const QString& expected) {
            JudgedTest::step(*window, input, expected);
        });
        dialog.start();
        dialog.exec();
    }, {QKeySequence(Qt::Key_J)});
    m_viewMenu->addActions(views);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(compare);
    m_present = view([window] { window->togglePresentation(); }, {QKeySequence(Qt::Key_F5)});
    m_present->setCheckable(true);
    m_escape = new QAction(this);
    m_escape->setShortcut(Qt::Key_Escape);
    connect(m_escape, &QAction::triggered, window, &MainWindow::escape);
    window->addAction(m_escape);

    m_methodMenu = new MethodMenu(window->methodPicker(), window);
    bar->addMenu(m_methodMenu);

    m_playMenu = bar->addMenu(QString());
    m_playMenu->addActions(window->playerActions()->all());
    m_playMenu->addSeparator();
    m_playMenu->addActions(play);

    m_languageMenu = bar->addMenu(QString());
    m_languages = new QActionGroup(this);
    for (const QString& code : language::codes()) {
        QAction* a = m_languageMenu->addAction(language::nativeName(code));
        a->setCheckable(true);
        a->setData(code);
        m_languages->addAction(a);
    }
    tickLanguage();
    connect(m_languages, &QActionGroup::triggered, window, [window](QAction* a) { window->setLanguage(a->data().toString()); });
    m_languageMenu->addSeparator();
    m_nextLanguage = m_languageMenu->addAction(QString(), window, [window] {
        const QStringList codes = language::codes();
        window->setLanguage(codes.value((codes.indexOf(language::current()) + 1) % codes.size()));
    });
    m_nextLanguage->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    window->addAction(m_nextLanguage);

    m_menuReach = new MenuReach(bar);
    // Alt alone is a modifier, not a key Qt's shortcuts can match: MenuReach reads it, and this
    // action, never on, only names it where the window lists its keys (F1).
    m_menusKey = new QAction(this);
    m_menusKey->setShortcut(QKeySequence(Qt::Key_Alt));
    m_menusKey->setEnabled(false);
    m_helpMenu = bar->addMenu(QString());
    m_keys = m_helpMenu->addAction(QString(), window, [window] {
        KeysDialog dialog(window);
        dialog.exec();
    });
    m_keys->setShortcut(QKeySequence::HelpContents);
    window->addAction(m_keys);
    window->installEventFilter(this);
    retranslate();
}

QAction* MainMenus::addFileAction(const QKeySequence& key)
{
    auto* a = new QAction(m_window);
    a->setShortcut(key);
    m_fileMenu->insertAction(m_quit, a);
    m_window->addAction(a); // the window's own: its key works with the menu bar hidden
    return a;
}

void MainMenus::addFileMenu(QMenu* menu)
{
    m_fileMenu->insertMenu(m_quit, menu);
}

void MainMenus::addFileSeparator()
{
    m_fileMenu->insertSeparator(m_quit);
}

void MainMenus::setSingleViewKeysEnabled(bool on)
{
    m_methodMenu->setKeysEnabled(on);
    for (QAction* a : {m_zoomIn, m_zoomOut, m_fit, m_follow, m_codeLanguage, m_sideToggle})
        a->setEnabled(on);
}

void MainMenus::setSidePanelChecked(bool on)
{
    m_sideToggle->setChecked(on);
}

void MainMenus::setPresentChecked(bool on)
{
    m_present->setChecked(on);
}

void MainMenus::setProjector(bool on, const QFont& font)
{
    m_present->setChecked(on);
    // The class looks at the board: the menu bar goes (every key still works, and Alt brings it back).
    m_menuReach->setHidden(on);
    // A menu is a window of its own and keeps the usual font: on a projector it takes the doubled one.
    const std::function<void(QMenu*)> menuFont = [&](QMenu* menu) {
        menu->setFont(font);
        for (QAction* a : menu->actions())
            if (a->menu())
                menuFont(a->menu());
    };
    for (QAction* a : m_window->menuBar()->actions())
        if (a->menu())
            menuFont(a->menu());
}

void MainMenus::tickLanguage()
{
    for (QAction* a : m_languages->actions())
        a->setChecked(a->data().toString() == language::current());
}

bool MainMenus::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void MainMenus::retranslate()
{
    tickLanguage();
    m_fileMenu->setTitle(tr("&File"));
    m_quit->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_zoomIn->setText(tr("Zoom in"));
    m_zoomOut->setText(tr("Zoom out"));
    m_fit->setText(tr("Fit the board to the window"));
    m_follow->setText(tr("Follow the current cell (zoom in on it)"));
    m_codeLanguage->setText(tr("Switch the code between C++ and Python"));
    m_sideToggle->setText(tr("Show the code, variables and input"));
    m_charts->setText(tr("Charts of what the methods cost…"));
    m_judge->setText(tr("Judge every method on the test bank…"));
    m_present->setText(tr("Present on a projector"));
    m_escape->setText(tr("Close what is on top: stop a long move, the question, the side-by-side view"));
    m_playMenu->setTitle(tr("&Play"));
    m_languageMenu->setTitle(tr("&Language"));
    m_nextLanguage->setText(tr("Next language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_keys->setText(tr("Keys…"));
    m_menusKey->setText(tr("In projector mode, where the menu bar is hidden: the first menu; Alt and a menu's letter: that menu"));
}

} // namespace sb::ui
