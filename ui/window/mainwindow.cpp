// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainwindow.h"

#include "packs/packcompare.h"
#include "packs/packcontroller.h"

#include "common/fontscaledstyle.h"
#include "window/boardcolumn.h"
#include "window/dialogfit.h"
#include "widgets/boardview.h"
#include "judge/judgedtest.h"
#include "own/besidereference.h"
#include "own/solutioncontroller.h"
#include "own/solutionpanel.h"
#include "own/stepper.h"
#include "widgets/codeview.h"
#include "widgets/inputpanel.h"
#include "common/language.h"
#include "window/mainmenus.h"
#include "widgets/methodpicker.h"
#include "widgets/playactions.h"
#include "widgets/playerbar.h"
#include "window/problembar.h"
#include "run/problemui.h"
#include "run/session.h"
#include "window/sidepanel.h"
#include "common/theme.h"
#include "common/windowmodes.h"
#include "window/windowplace.h"
#include "compare/comparebar.h"
#include "compare/lockstepplay.h"
#include "compare/comparecontroller.h"
#include "compare/compareview.h"
#include "export/exportcontroller.h"
#include "lesson/lessoncontroller.h"
#include "pen/pencontroller.h"
#include "predict/predictcontroller.h"
#include "predict/predictor.h"
#include "predict/predictpanel.h"
#include "statement/statementcontroller.h"
#include "statement/statementview.h"

#include "core/problem.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QLayout>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace sb::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_session(new Session(this)), m_modes(new WindowModes(this)),
      m_column(new BoardColumn(m_session, this)), m_side(new SidePanel(m_session, this)),
      m_split(new QSplitter(Qt::Horizontal, this)), m_playerActions(new PlayerActions(this)),
      m_player(new PlayerBar(m_session, m_playerActions, this)), m_choosers(new ProblemBar(m_session, this))
{
    FontScaledStyle::install(); // check boxes, menu icons and arrows grow with a projector's font
    m_place.normalPalette = palette();
    m_playerActions->setTarget(m_player->target());
    buildLayout();
    m_compare = new CompareController(this, m_session, m_playerActions);
    m_pen = new PenController(this, centralWidget(), m_session);
    m_predict = new PredictController(this, m_session, [this] { return board(); }, m_modes);
    m_menus = new MainMenus(this, {m_compare->whereWrongAction(), m_pen->action()}, m_compare->toggleAction(),
                            {m_predict->action()});
    m_packs = new PackController(this); // set up with the window's parts in setUpPacks(); lessons keep it
    m_exports = new ExportController(this, m_session);
    connect(m_player, &PlayerBar::comparisonChanged, m_column, &BoardColumn::setAside);
    new DialogFit(this); // every dialog of the window, Qt's own too, in the window's font and on its screen
    m_statement = new StatementController(this, m_session, inputPanel());
    m_side->addStatement(m_statement->view());
    m_lessons = new LessonController(this, m_session, m_compare);
    // The question sits under the narration, beside the board it asks about. While it waits it
    // takes the narration's place: the step it is about has not run, and the board keeps its
    // height on a projector. The answer brings the narration back with the step's own sentence.
    m_column->addUnderNarration(m_predict->panel());
    connect(m_predict->predictor(), &Predictor::changed, this, &MainWindow::fitQuestion);
    connect(m_column, &BoardColumn::inputEdited, this, [this](const QString& text) {
        inputPanel()->setText(text);
        inputPanel()->reparseNow();
    });
    // While the student's program is stepped, it is the run on screen; the board's column lays out
    // a method beside its board, and says under the board what each of its lines did in place of the
    // method's narration.
    SolutionController* own = m_side->solution()->controller();
    own->attachTo(this, m_compare);
    connect(own, &SolutionController::besideChanged, m_column, &BoardColumn::setBeside);
    ProgramStepper* stepper = m_side->solution()->stepper();
    connect(stepper, &ProgramStepper::said, this, [this, own](const QString& text) {
        if (own->stepping())
            m_column->setProgramSaid(text);
    });
    connect(own, &SolutionController::steppingChanged, this,
            [this, stepper](bool stepping) { m_column->setProgramSaid(stepping ? stepper->saidText() : QString()); });
    connect(code(), &CodeView::codeChanged, this, &MainWindow::updateNarration);
    connect(m_session, &Session::runChanged, this, &MainWindow::showProblemName);
    // Another problem's board has another shape: on a projector the split is made for it again.
    connect(m_session, &Session::runChanged, this, [this] {
        const std::string id(m_session->problem().id);
        if (id != m_splitFor && m_modes->projector() && isVisible())
            splitEvenly();
        m_splitFor = id;
    });
    setUpPacks();
    showProblemName();
    applyFonts();
    resize(kWantedWindowSize);
    setAttribute(Qt::WA_Resized, false); // a size of our own: placeOnScreen() may choose another
}

MainWindow::~MainWindow()
{
    // The session is the window's first child, so Qt would delete it first:
    // the widgets that hold it go before it.
    delete takeCentralWidget();
    delete m_choosers;
}

void MainWindow::buildLayout()
{
    m_split->addWidget(m_column);
    // The side panel in a column of its own: a lesson's banner stands over it on a projector,
    // where the board keeps its height.
    auto* sideColumn = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(sideColumn);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_side, 1);
    m_split->addWidget(sideColumn);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    m_split->setChildrenCollapsible(false);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_split, 1);
    layout->addWidget(m_player);
    setCentralWidget(central);
    addToolBar(m_choosers);
}

BoardView* MainWindow::board() const
{
    return m_column->board();
}

CodeView* MainWindow::code() const
{
    return m_side->code();
}

WatchPanel* MainWindow::watch() const
{
    return m_side->watch();
}

CallStackBar* MainWindow::callStack() const
{
    return m_side->callStack();
}

InputPanel* MainWindow::inputPanel() const
{
    return m_side->input();
}

MethodPicker* MainWindow::methodPicker() const
{
    return m_choosers->picker();
}

QAbstractButton* MainWindow::methodButton(const QString& id) const
{
    return methodPicker()->button(id);
}

QString MainWindow::narration() const
{
    return m_column->narration();
}

QString MainWindow::verdict() const
{
    return m_column->verdict();
}

QString MainWindow::methodTitle() const
{
    return m_column->methodTitle();
}

PenOverlay* MainWindow::pen() const
{
    return m_pen->overlay();
}

Predictor* MainWindow::predictor() const
{
    return m_predict->predictor();
}

void MainWindow::setPredicting(bool on)
{
    m_predict->setActive(on);
}

void MainWindow::say(const QString& sentence)
{
    m_column->say(sentence);
}

void MainWindow::say(const QString& sentence, const QVector<BoardMark>& marks)
{
    m_column->say(sentence, marks);
}

QWidget* MainWindow::sideArea() const
{
    return m_side;
}

void MainWindow::updateNarration()
{
    m_column->updateNarration();
}

QAction* MainWindow::addFileAction(const QKeySequence& key)
{
    return m_menus->addFileAction(key);
}

void MainWindow::addFileMenu(QMenu* menu)
{
    m_menus->addFileMenu(menu);
}

void MainWindow::addFileSeparator()
{
    m_menus->addFileSeparator();
}

void MainWindow::fitDialog(QDialog& dialog) const
{
    // The window's font (doubled on a projector) now, not only when the dialog is shown (DialogFit):
    // its maker may measure it before; on a projector, most of the screen.
    dialog.setFont(font());
    if (m_modes->projector())
        dialog.resize(size() * 0.94);
}

void MainWindow::setLanguage(const QString& code)
{
    if (!language::apply(code))
        return;
    language::remember(code);
    applyFonts();
}

void MainWindow::applyFonts()
{
    QFont f = QApplication::font();
    if (m_modes->projector())
        f.setPointSizeF(f.pointSizeF() * 2);
    setFont(f);
    m_column->setPresentation(m_modes->projector(), f);
    if (m_packs)
        m_packs->setPresentation(m_modes->projector());
    if (m_packCompare)
        m_packCompare->setPresentation(m_modes->projector());
    m_menus->setProjector(m_modes->projector(), f);
    fitQuestion();
}

void MainWindow::fitQuestion()
{
    const bool asking = m_predict->predictor()->asking();
    m_column->setNarrationHidden(asking);
    // On a projector the sentence's slot and the question share one height whatever is asked:
    // the question has both while it waits; after it, the sentence its slot and the panel one row.
    // The panel's own row holds two lines of the least type beside the score.
    const int slot = m_column->sentenceSlot();
    const int panel = m_column->shortSlot();
    m_predict->panel()->setPresentation(m_modes->projector());
    m_predict->panel()->setRoom(slot == 0 ? 0 : asking ? slot + m_column->sentenceSpacing() + panel : panel);
}

void MainWindow::setSidePanelVisible(bool on)
{
    m_side->parentWidget()->setVisible(on); // its column, with what stands over it
    m_menus->setSidePanelChecked(on);
}

void MainWindow::showInput()
{
    m_side->showInput();
}

bool MainWindow::openInputFile(const QString& path)
{
    if (!inputPanel()->openFile(path))
        return false;
    if (m_session->hasInputError()) {
        setSidePanelVisible(true);
        showInput();
    }
    return true;
}

void MainWindow::escape()
{
    if (m_modes->sideBySide()) {
        m_compare->escape();
        return;
    }
    if (m_session->isBusy()) {
        m_session->cancel();
        return;
    }
    if (m_compare->escape())
        return;
    if (m_predict->predictor()->active() && m_predict->predictor()->asking()) {
        setPredicting(false);
        return;
    }
    if (m_modes->projector())
        say(tr("Projector mode stays on: F5 leaves it."));
}

void MainWindow::showSideBySide(CompareView* view, bool on)
{
    auto* layout = static_cast<QVBoxLayout*>(centralWidget()->layout());
    if (layout->indexOf(view) < 0)
        layout->insertWidget(0, view, 1);
    // What goes hides first: for a moment both views would ask for room, and the window would grow.
    const QList<QWidget*> single{m_split, m_player, m_choosers}; // the choosers act on the one method
    if (on) {
        // Laid out at the room it will have before it shows: its sentences then ask for the
        // lines they need at that width, not at a guess, which could make the window grow.
        if (!m_modes->sideBySide()) {
            view->setGeometry(m_split->geometry().united(m_player->geometry()));
            view->layout()->activate();
        }
        for (QWidget* w : single)
            w->hide();
        view->show();
    } else {
        view->hide();
        for (QWidget* w : single)
            w->show();
    }
    // The player's keys act on the runs side by side; the keys of the one method rest.
    // Back to one view, they act on what they did before (the method, or a student's program stepped).
    if (on && !m_modes->sideBySide())
        m_keysBeforeSideBySide = m_playerActions->target();
    m_playerActions->setTarget(on ? view->bar()->target()
                                  : m_keysBeforeSideBySide ? m_keysBeforeSideBySide.data() : m_player->target());
    m_menus->setSingleViewKeysEnabled(!on);
    m_predict->action()->setEnabled(!on); // the guess is asked of the one run
    m_modes->setView(on ? WindowModes::View::SideBySide : WindowModes::View::Single);
    if (on)
        view->setFocus();
}

void MainWindow::showProblemName()
{
    // [*]: a star while the lesson has changes not saved.
    const QString name = m_packs && m_packs->isOpen() ? m_packs->name() : problemUi(m_session->problem().id).name();
    setWindowTitle(tr("StepBoard") + QStringLiteral(" — ") + name + QStringLiteral("[*]"));
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        showProblemName();
        if (m_openPack)
            retranslatePacks();
        updateNarration();
    }
    QMainWindow::changeEvent(event);
}

} // namespace sb::ui
