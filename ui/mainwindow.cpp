// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "windowmodes.h"
#include "menureach.h"
#include "narrator.h"

#include "boardview.h"
#include "callstackbar.h"
#include "codeview.h"
#include "compare/compareview.h"
#include "compare/lockstep.h"
#include "diverge/wherewrong.h"
#include "predict/predictor.h"
#include "inputpanel.h"
#include "language.h"
#include "methodpicker.h"
#include "playactions.h"
#include "playerbar.h"
#include "problems/problemui.h"
#include "session.h"
#include "statement/statementview.h"
#include "theme.h"
#include "utf8.h"
#include "verdict.h"
#include "watchpanel.h"
#include "windowplace.h"
#include "wraplabel.h"

#include "core/player.h"
#include "core/problem.h"

#include <QAbstractButton>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace sb::ui {

namespace {

/// The size the window asks for on a screen that has room for it.
constexpr QSize kWantedSize(1400, 900);
/// Where the window stood on each screen size (see rememberPlace).
const QString kPlacesKey = QStringLiteral("window/places");

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_session(new Session(this)), m_modes(new WindowModes(this)), m_boards(new QStackedWidget(this)),
      m_methodTitle(new WrapLabel(this)), m_narration(new WrapLabel(this)), m_verdict(new WrapLabel(this))
{
    m_code = new CodeView(m_session, this);
    m_watch = new WatchPanel(m_session, this);
    m_callStack = new CallStackBar(m_session, this);
    m_input = new InputPanel(m_session, this);
    m_playerActions = new PlayerActions(this);
    m_player = new PlayerBar(m_session, m_playerActions, this);
    m_playerActions->setTarget(m_player->target());
    m_picker = new MethodPicker(m_session, this);
    m_normalPalette = palette();

    buildLayout();
    buildMenus();
    buildCompareActions();
    buildLessonActions();
    connect(m_session, &Session::stepChanged, this, &MainWindow::updateNarration);
    connect(m_session, &Session::referenceChanged, this, &MainWindow::updateNarration);
    connect(m_session, &Session::runChanged, this, [this] {
        showBoard();
        m_problems->setCurrentIndex(m_problems->findData(m_session->problemId()));
        showProblemName();
        updateNarration();
    });
    showBoard();
    retranslate();
    applyFonts();
    resize(kWantedSize);
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
    m_narration->setFrameShape(QFrame::StyledPanel);
    m_narration->setMargin(6);
    m_narration->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_verdict->setMargin(6);
    m_verdict->setAutoFillBackground(true);
    m_verdict->hide();

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_methodTitle);
    leftLayout->addWidget(m_boards, 1);
    leftLayout->addWidget(m_verdict);
    leftLayout->addWidget(m_narration);

    // The code keeps most of the height; the variables sit under it, the input in a tab of its own.
    m_codeSplit = new QSplitter(Qt::Vertical, this);
    m_codeSplit->addWidget(m_code);
    // The call stack over the variables: a click on a frame shows that frame's.
    auto* watchBox = new QWidget(this);
    auto* watchLayout = new QVBoxLayout(watchBox);
    watchLayout->setContentsMargins(0, 0, 0, 0);
    watchLayout->setSpacing(0);
    watchLayout->addWidget(m_callStack);
    watchLayout->addWidget(m_watch, 1);
    connect(m_callStack, &CallStackBar::frameChosen, m_watch, &WatchPanel::setFrame);
    connect(m_callStack, &CallStackBar::frameChosen, m_code, &CodeView::showFrame);
    m_codeSplit->addWidget(watchBox);
    m_codeSplit->setStretchFactor(0, 3);
    m_codeSplit->setStretchFactor(1, 1);
    m_codeSplit->setChildrenCollapsible(false);
    connect(m_code, &CodeView::codeChanged, m_watch, [this](CodeView::Code code) {
        m_watch->setPythonNames(code == CodeView::Code::Python);
        // Each language's steps are the lines its own listing runs.
        m_session->setCodeLanguage(code == CodeView::Code::Python ? CodeLanguage::Python : CodeLanguage::Cpp);
        retranslate();
    });
    m_side = new QTabWidget(this);
    m_side->addTab(m_codeSplit, QString());
    m_side->addTab(m_input, QString());
    m_statement = new StatementView(m_session, m_input, this);
    m_side->addTab(m_statement, QString());
    m_side->setDocumentMode(true);
    // The three tabs always show whole, never behind scroll arrows: the panel is not squeezed narrower than they are.
    m_side->setUsesScrollButtons(false);
    m_side->setElideMode(Qt::ElideNone);

    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->addWidget(left);
    m_split->addWidget(m_side);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    m_split->setChildrenCollapsible(false);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_split, 1);
    layout->addWidget(m_player);
    setCentralWidget(central);

    m_choosers = addToolBar(QString());
    m_choosers->setMovable(false);
    m_problemLabel = new QLabel(this);
    m_problems = new QComboBox(this);
    // Each problem's whole name shows: the names are short enough for a projector's width.
    m_problems->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_problems->setProperty("problems", true);
    m_problems->setFocusPolicy(Qt::NoFocus);
    for (const ProblemDesc* p : problems())
        m_problems->addItem(QString(), fromUtf8(p->id));
    m_choosers->addWidget(m_problemLabel);
    m_choosers->addWidget(m_problems);
    m_choosers->addSeparator();
    m_choosers->addWidget(m_picker);
    connect(m_problems, qOverload<int>(&QComboBox::activated), this,
            [this](int index) { m_session->setProblem(m_problems->itemData(index).toString()); });
}

void MainWindow::showBoard()
{
    const QString id = m_session->problemId();
    BoardView* view = m_boardOf.value(id);
    if (!view) {
        view = problemUi(m_session->problem().id).createBoard(m_session, m_boards);
        view->setPresentation(m_modes->projector());
        connect(view, &BoardView::inputEdited, this, [this](const QString& text) {
            m_input->setText(text);
            m_input->reparseNow();
        });
        m_boards->addWidget(view);
        m_boardOf.insert(id, view);
    }
    m_boards->setCurrentWidget(view);
}

BoardView* MainWindow::board() const
{
    return static_cast<BoardView*>(m_boards->currentWidget());
}

QAbstractButton* MainWindow::methodButton(const QString& id) const
{
    return m_picker->button(id);
}

void MainWindow::setLanguage(const QString& code)
{
    if (!language::apply(code))
        return;
    language::remember(code);
    for (QAction* a : m_languages->actions())
        a->setChecked(a->data().toString() == code);
    applyFonts();
}

void MainWindow::applyFonts()
{
    QFont f = QApplication::font();
    if (m_modes->projector())
        f.setPointSizeF(f.pointSizeF() * 2);
    setFont(f);
    // The sentence is a little larger than the rest; on a projector, where everything is doubled, the same.
    QFont narration = f;
    narration.setPointSizeF(f.pointSizeF() * (m_modes->projector() ? 1.0 : 1.25));
    m_narration->setFont(narration);
    m_verdict->setFont(narration);
    // Two lines of the sentence always fit, so the board does not jump as it changes.
    m_narration->setMinimumHeight(QFontMetrics(narration).lineSpacing() * 2 + 14);
    QFont title = f;
    title.setBold(true);
    title.setPointSizeF(f.pointSizeF() * (m_modes->projector() ? 1.0 : 1.1));
    m_methodTitle->setFont(title);
    // A menu is a window of its own and keeps the usual font: on a projector it takes the doubled one.
    const std::function<void(QMenu*)> menuFont = [&](QMenu* menu) {
        menu->setFont(f);
        for (QAction* a : menu->actions())
            if (a->menu())
                menuFont(a->menu());
    };
    for (QAction* a : menuBar()->actions())
        if (a->menu())
            menuFont(a->menu());
}

void MainWindow::setSidePanelVisible(bool on)
{
    m_side->setVisible(on);
    m_sideToggle->setChecked(on);
}

bool MainWindow::openInputFile(const QString& path)
{
    if (!m_input->openFile(path))
        return false;
    if (m_session->hasInputError()) {
        setSidePanelVisible(true);
        m_side->setCurrentWidget(m_input);
    }
    return true;
}

void MainWindow::setPresentation(bool on)
{
    if (on == m_modes->projector())
        return;
    m_modes->setScreen(on ? WindowModes::Screen::Projector : WindowModes::Screen::Normal);
    m_present->setChecked(on);
    if (on) {
        m_wasMaximized = isMaximized();
        const Theme& t = Theme::highContrast();
        QPalette p = m_normalPalette;
        p.setColor(QPalette::Window, t.window);
        p.setColor(QPalette::WindowText, t.text);
        p.setColor(QPalette::Base, t.window);
        p.setColor(QPalette::Text, t.text);
        p.setColor(QPalette::ButtonText, t.text);
        setPalette(p);
        showFullScreen();
    } else {
        setPalette(m_normalPalette);
        if (m_wasMaximized)
            showMaximized();
        else
            showNormal();
        // The window manager gives the old place back after the switch; check it then.
        QTimer::singleShot(0, this, &MainWindow::keepOnScreen);
    }
    // The class looks at the board: the menu bar goes (every key still works, and Alt brings it back).
    m_menuReach->setHidden(on);
    applyFonts();
    for (BoardView* b : std::as_const(m_boardOf))
        b->setPresentation(on);
    m_code->setPresentation(on);
    // A frame's variables (dfs's d, x, y and g; fall()'s x, to and y) stay in sight under the
    // twice-as-large code.
    m_watch->setMinimumRows(on ? 4 : 0);
    m_input->setPresentation(on);
    m_player->setPresentation(on);
    if (m_compare)
        m_compare->setPresentation(on);
    splitEvenly();
    updateNarration();
}

bool MainWindow::presentation() const
{
    return m_modes->projector();
}

void MainWindow::escape()
{
    if (comparing()) {
        if (m_compare->lockstep()->isBusy())
            m_compare->lockstep()->cancel();
        else
            closeCompare();
        return;
    }
    if (m_session->isBusy()) {
        m_session->cancel();
        return;
    }
    if (m_whereSearch && m_whereSearch->running()) {
        m_whereSearch->cancel();
        updateNarration();
        emit whereItGoesWrongShown(false);
        return;
    }
    if (m_predictor && m_predictor->active() && m_predictor->asking()) {
        setPredicting(false);
        return;
    }
    if (m_modes->projector())
        m_narration->setText(tr("Projector mode stays on: F5 leaves it."));
}

void MainWindow::splitEvenly()
{
    // The board gets most of the width; on a projector the twice-as-large code needs a little more.
    const int share = m_modes->projector() ? 50 : 60;
    m_split->setSizes({width() * share / 100, width() * (100 - share) / 100});
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!m_splitDone) {
        splitEvenly();
        m_splitDone = true;
    }
}

QString MainWindow::narration() const
{
    return m_narration->text();
}

QString MainWindow::verdict() const
{
    return m_verdict->isHidden() ? QString() : m_verdict->text();
}

QString MainWindow::methodTitle() const
{
    return m_methodTitle->text();
}

void MainWindow::updateNarration()
{
    const Player* player = m_session->player();
    const ProblemUi& ui = problemUi(m_session->problem().id);
    QString text;
    if (player && player->current()) {
        const Step& step = *player->current();
        text = isLineNarration(step.narration) ? Narrator::line(step, m_session->problem(), m_session->codeLanguage())
                                               : ui.step(step);
    }
    else if (player)
        text = ui.beforeFirstStep();
    m_narration->setText(text);
    m_methodTitle->setText(ui.methodSummary(m_session->method().id));

    const Verdict v = Verdict::of(*m_session);
    m_verdict->setVisible(v.tone != Verdict::Tone::None);
    m_verdict->setText(v.text);
    const Theme& theme = m_modes->projector() ? Theme::highContrast() : Theme::normal();
    QPalette p = m_verdict->palette();
    const bool right = v.tone == Verdict::Tone::Right;
    p.setColor(QPalette::Window, right ? theme.verdictRightBack : theme.verdictWrongBack);
    p.setColor(QPalette::WindowText, right ? theme.verdictRightText : theme.verdictWrongText);
    m_verdict->setPalette(p);
    if (board())
        board()->setVerdictMarks(v.marks);
}

void MainWindow::showProblemName()
{
    const QString name = problemUi(m_session->problem().id).name();
    m_problems->setToolTip(name);
    // [*]: a star while the lesson has changes not saved.
    setWindowTitle(tr("StepBoard") + QStringLiteral(" — ") + name + QStringLiteral("[*]"));
}

void MainWindow::retranslate()
{
    m_choosers->setWindowTitle(tr("Problem and method"));
    m_problemLabel->setText(tr("Problem:") + QLatin1Char(' '));
    for (int i = 0; i < m_problems->count(); ++i) {
        const ProblemUi& ui = problemUi(m_problems->itemData(i).toString().toStdString());
        m_problems->setItemText(i, ui.shortName());
        m_problems->setItemData(i, ui.name(), Qt::ToolTipRole);
    }
    showProblemName();
    retranslateMenus();
    retranslateCompare();
    retranslateLesson();
    m_side->setTabText(0, m_code->code() == CodeView::Code::Cpp ? tr("Code: C++") : tr("Code: Python"));
    m_side->setTabToolTip(0, tr("The code and its variables; C switches between C++ and Python"));
    m_side->setTabText(1, tr("Input"));
    m_side->setTabToolTip(1, tr("The input the program reads (stdin)"));
    m_side->setTabText(2, tr("Statement"));
    m_side->setTabToolTip(2, tr("The problem: rules, input and output, limits, subtasks and samples"));
    updateNarration();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::setVisible(bool visible)
{
    if (visible && !m_placed) {
        m_placed = true;
        if (!testAttribute(Qt::WA_Resized))
            placeOnScreen();
    }
    QMainWindow::setVisible(visible);
}

void MainWindow::placeOnScreen()
{
    const QScreen* s = screen();
    const WindowPlace place = placeWindow(s->availableGeometry(), minimumSizeHint(), kWantedSize,
                                          rememberedPlace(QSettings().value(kPlacesKey).toStringList(), s->size()));
    setGeometry(place.geometry);
    setWindowState(place.maximized ? windowState() | Qt::WindowMaximized : windowState() & ~Qt::WindowMaximized);
}

void MainWindow::keepOnScreen()
{
    if (m_modes->projector() || isMaximized() || isFullScreen() || !isVisible())
        return;
    if (!screen()->availableGeometry().contains(frameGeometry()))
        placeOnScreen();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_input->reparseNow(); // keeps what was typed last
    keepUnsavedLesson();   // and the lesson's changes not saved: they open again next time
    // Where the window stood on this screen, for the next start on a screen of its size.
    if (m_placed && !m_modes->projector()) {
        const WindowPlace place{normalGeometry(), isMaximized()};
        QSettings().setValue(kPlacesKey, rememberPlace(QSettings().value(kPlacesKey).toStringList(), screen()->size(), place));
    }
    QMainWindow::closeEvent(event);
}

} // namespace sb::ui
