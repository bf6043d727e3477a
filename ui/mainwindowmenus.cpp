// SPDX-License-Identifier: GPL-3.0-or-later
// The window's menus and keys: every action is the window's too, so its key
// works wherever the focus is and when the menu bar is hidden (projector mode).
#include "mainwindow.h"
#include "windowmodes.h"
#include "charts/chartsdialog.h"
#include "judge/judgedialog.h"

#include "boardview.h"
#include "codeview.h"
#include "inputpanel.h"
#include "keysdialog.h"
#include "language.h"
#include "menureach.h"
#include "methodmenu.h"
#include "methodpicker.h"
#include "playactions.h"
#include "playerbar.h"
#include "session.h"

#include <QActionGroup>
#include <QMenuBar>
#include <QTabWidget>

namespace sb::ui {

QAction* MainWindow::addFileAction(const QKeySequence& key)
{
    auto* a = new QAction(this);
    a->setShortcut(key);
    m_fileMenu->insertAction(m_quit, a);
    addAction(a); // the window's own: its key works with the menu bar hidden
    return a;
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);
    m_fileMenu->insertAction(m_quit, m_input->openFileAction());
    connect(m_input->openFileAction(), &QAction::triggered, this, [this] { m_side->setCurrentWidget(m_input); });
    buildExportMenu();
    buildStatementMenu();

    // Every action is the window's too: its key works even when the menu bar is hidden.
    m_viewMenu = menuBar()->addMenu(QString());
    const auto view = [this](auto slot, QList<QKeySequence> keys) {
        QAction* a = m_viewMenu->addAction(QString(), this, slot);
        a->setShortcuts(keys);
        addAction(a);
        return a;
    };
    m_zoomIn = view([this] { board()->zoomIn(); },
                    {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal),
                     QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    m_zoomOut = view([this] { board()->zoomOut(); }, {QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence(Qt::Key_Minus)});
    m_fit = view([this] { board()->fitToWindow(); }, {QKeySequence(Qt::CTRL | Qt::Key_0), QKeySequence(Qt::Key_0)});
    m_follow = view([this] { board()->toggleFollow(); }, {QKeySequence(Qt::Key_F)});
    m_viewMenu->addSeparator();
    m_codeLanguage = view([this] {
        m_code->setCode(m_code->code() == CodeView::Code::Cpp ? CodeView::Code::Python : CodeView::Code::Cpp);
    }, {QKeySequence(Qt::Key_C)});
    m_sideToggle = view([this] { setSidePanelVisible(!m_side->isVisible()); }, {QKeySequence(Qt::Key_F6)});
    m_sideToggle->setCheckable(true);
    m_sideToggle->setChecked(true);
    m_charts = view([this] {
        ChartsDialog dialog(m_session, this);
        fitDialog(dialog);
        dialog.exec();
    }, {QKeySequence(Qt::Key_G)});
    m_judge = view([this] {
        JudgeDialog dialog(m_session->problem(), this);
        fitDialog(dialog);
        connect(&dialog, &JudgeDialog::openTest, this, [this](const QString& method, const QString& input) {
            m_input->setText(input);
            m_input->reparseNow();
            m_session->setMethod(method);
        });
        dialog.start();
        dialog.exec();
    }, {QKeySequence(Qt::Key_J)});
    m_whereWrong = view([this] { showWhereItGoesWrong(); }, {QKeySequence(Qt::Key_D)});
    buildPen();
    m_viewMenu->addSeparator();
    m_present = view([this] {
        // A window manager that took full screen away leaves projector mode half on: F5 takes it back.
        if (m_modes->projector() && !isFullScreen() && isVisible() && windowHandle()) {
            m_present->setChecked(true);
            showFullScreen();
        } else
            setPresentation(!m_modes->projector());
    }, {QKeySequence(Qt::Key_F5)});
    m_present->setCheckable(true);
    m_escape = new QAction(this);
    m_escape->setShortcut(Qt::Key_Escape);
    connect(m_escape, &QAction::triggered, this, &MainWindow::escape);
    addAction(m_escape);

    m_methodMenu = new MethodMenu(m_session, m_picker, this);
    menuBar()->addMenu(m_methodMenu);

    m_playMenu = menuBar()->addMenu(QString());
    m_playMenu->addActions(m_playerActions->all());
    buildPredict();

    m_languageMenu = menuBar()->addMenu(QString());
    m_languages = new QActionGroup(this);
    for (const QString& code : language::codes()) {
        QAction* a = m_languageMenu->addAction(language::nativeName(code));
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == language::current());
        m_languages->addAction(a);
    }
    connect(m_languages, &QActionGroup::triggered, this, [this](QAction* a) { setLanguage(a->data().toString()); });
    m_languageMenu->addSeparator();
    m_nextLanguage = m_languageMenu->addAction(QString(), this, [this] {
        const QStringList codes = language::codes();
        setLanguage(codes.value((codes.indexOf(language::current()) + 1) % codes.size()));
    });
    m_nextLanguage->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    addAction(m_nextLanguage);

    m_menuReach = new MenuReach(menuBar());
    m_helpMenu = menuBar()->addMenu(QString());
    m_keys = m_helpMenu->addAction(QString(), this, [this] {
        KeysDialog dialog(this);
        dialog.exec();
    });
    m_keys->setShortcut(QKeySequence::HelpContents);
    addAction(m_keys);
}

void MainWindow::fitDialog(QDialog& dialog) const
{
    // A dialog is a window of its own and keeps the usual font: on a projector it takes the doubled one, and most of the screen.
    dialog.setFont(font());
    if (m_modes->projector())
        dialog.resize(size() * 0.94);
}

void MainWindow::retranslateMenus()
{
    m_fileMenu->setTitle(tr("&File"));
    m_quit->setText(tr("&Quit"));
    retranslateExportMenu();
    retranslateStatementMenu();
    m_viewMenu->setTitle(tr("&View"));
    m_zoomIn->setText(tr("Zoom in"));
    m_zoomOut->setText(tr("Zoom out"));
    m_fit->setText(tr("Fit the board to the window"));
    m_follow->setText(tr("Follow the current cell (zoom in on it)"));
    m_codeLanguage->setText(tr("Switch the code between C++ and Python"));
    m_sideToggle->setText(tr("Show the code, variables and input"));
    m_charts->setText(tr("Charts of what the methods cost…"));
    m_judge->setText(tr("Judge every method on the test bank…"));
    m_whereWrong->setText(tr("Where does this method first go another way?"));
    retranslatePen();
    m_present->setText(tr("Present on a projector"));
    m_escape->setText(tr("Close what is on top: stop a long move, the question, the side-by-side view"));
    m_playMenu->setTitle(tr("&Play"));
    m_predictAction->setText(tr("Guess first: ask before each event"));
    m_languageMenu->setTitle(tr("&Language"));
    m_nextLanguage->setText(tr("Next language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_keys->setText(tr("Keys…"));
}

} // namespace sb::ui
