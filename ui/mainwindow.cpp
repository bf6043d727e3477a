// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "boards/cardsview.h"
#include "boards/caroview.h"
#include "codeview.h"
#include "inputpanel.h"
#include "language.h"
#include "narrator.h"
#include "playerbar.h"
#include "session.h"
#include "theme.h"
#include "watchpanel.h"

#include "cards/cards.h"
#include "core/player.h"
#include "core/problem.h"

#include <QAbstractButton>
#include <QActionGroup>
#include <QApplication>
#include <QButtonGroup>
#include <QCloseEvent>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace sb::ui {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<int>(s.size()));
}

QWidget* titled(QLabel* title, QWidget* body, QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);
    layout->addWidget(body, 1);
    return box;
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_session(new Session(this)), m_methodTitle(new QLabel(this)), m_narration(new QLabel(this)),
      m_codeLabel(new QLabel(this)), m_watchLabel(new QLabel(this)), m_inputLabel(new QLabel(this))
{
    m_caro = new CaroView(m_session, this);
    m_cards = new CardsView(m_session, this);
    m_boards = new QStackedWidget(this);
    m_boards->addWidget(m_caro);
    m_boards->addWidget(m_cards);
    m_code = new CodeView(m_session, this);
    m_watch = new WatchPanel(m_session, this);
    m_input = new InputPanel(m_session, this);
    m_player = new PlayerBar(m_session, this);
    m_normalPalette = palette();

    m_narration->setWordWrap(true);
    m_narration->setMinimumHeight(fontMetrics().height() * 3);
    m_narration->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_narration->setFrameShape(QFrame::StyledPanel);
    m_narration->setMargin(6);
    m_methodTitle->setWordWrap(true);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_methodTitle);
    leftLayout->addWidget(m_boards, 1);
    leftLayout->addWidget(m_narration);

    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(titled(m_codeLabel, m_code, right));
    right->addWidget(titled(m_watchLabel, m_watch, right));
    right->addWidget(titled(m_inputLabel, m_input, right));
    right->setStretchFactor(0, 5);
    right->setStretchFactor(1, 2);
    right->setStretchFactor(2, 2);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(split, 1);
    layout->addWidget(m_player);
    setCentralWidget(central);

    buildChoosers();
    buildMenus();
    connect(m_session, &Session::stepChanged, this, &MainWindow::updateNarration);
    connect(m_session, &Session::runChanged, this, [this] {
        m_boards->setCurrentWidget(&m_session->problem() == &cards::kProblem ? static_cast<QWidget*>(m_cards)
                                                                              : static_cast<QWidget*>(m_caro));
        m_problems->setCurrentIndex(m_problems->findData(m_session->problemId()));
        rebuildMethods();
        updateNarration();
    });
    connect(m_cards, &CardsView::cardClicked, m_input, &InputPanel::editCard);
    m_boards->setCurrentWidget(&m_session->problem() == &cards::kProblem ? static_cast<QWidget*>(m_cards)
                                                                          : static_cast<QWidget*>(m_caro));
    rebuildMethods();
    retranslate();
    applyFonts();
    resize(1400, 900);
}

MainWindow::~MainWindow()
{
    // The session is the window's first child, so Qt would delete it first:
    // the widgets that hold it go before it.
    delete takeCentralWidget();
}

BoardView* MainWindow::board() const
{
    return static_cast<BoardView*>(m_boards->currentWidget());
}

void MainWindow::buildChoosers()
{
    m_choosers = addToolBar(QString());
    m_choosers->setMovable(false);
    m_problemLabel = new QLabel(this);
    m_problems = new QComboBox(this);
    for (const ProblemDesc* p : problems())
        m_problems->addItem(QString(), qs(p->id));
    m_choosers->addWidget(m_problemLabel);
    m_choosers->addWidget(m_problems);
    // The methods get a row of their own: eight of them with their names do not fit beside the problem.
    addToolBarBreak();
    m_methodBar = addToolBar(QString());
    m_methodBar->setMovable(false);
    m_methods = new QButtonGroup(this);
    m_methods->setExclusive(true);
    m_methodButtons = new QWidget(this);
    m_methodBar->addWidget(m_methodButtons);
    m_correctLabel = new QLabel(this);
    m_wrongLabel = new QLabel(this);
    connect(m_problems, qOverload<int>(&QComboBox::activated), this,
            [this](int index) { m_session->setProblem(m_problems->itemData(index).toString()); });
    connect(m_methods, &QButtonGroup::buttonClicked, this,
            [this](QAbstractButton* b) { m_session->setMethod(b->property("method").toString()); });
}

void MainWindow::rebuildMethods()
{
    const QString current = m_session->methodId();
    if (m_methodButtons->property("problem").toString() == m_session->problemId()) {
        if (QAbstractButton* b = methodButton(current))
            b->setChecked(true);
        return;
    }
    for (QAbstractButton* b : m_methods->buttons()) {
        m_methods->removeButton(b);
        delete b;
    }
    delete m_methodButtons->layout();
    auto* row = new QHBoxLayout(m_methodButtons);
    row->setContentsMargins(0, 0, 0, 0);
    const auto add = [&](MethodRole role) {
        for (const MethodDesc& m : m_session->problem().methods) {
            if (m.role != role)
                continue;
            auto* b = new QToolButton(m_methodButtons);
            b->setCheckable(true);
            b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay with the player after a click
            b->setProperty("method", qs(m.id));
            b->setChecked(qs(m.id) == current);
            m_methods->addButton(b);
            row->addWidget(b);
        }
    };
    row->addWidget(m_correctLabel);
    add(MethodRole::Correct);
    row->addSpacing(16);
    row->addWidget(m_wrongLabel);
    add(MethodRole::Wrong);
    m_methodButtons->setProperty("problem", m_session->problemId());
    retranslate();
}

QAbstractButton* MainWindow::methodButton(const QString& id) const
{
    for (QAbstractButton* b : m_methods->buttons())
        if (b->property("method").toString() == id)
            return b;
    return nullptr;
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);

    m_viewMenu = menuBar()->addMenu(QString());
    m_zoomIn = m_viewMenu->addAction(QString(), this, [this] { board()->zoomIn(); });
    m_zoomIn->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    m_zoomOut = m_viewMenu->addAction(QString(), this, [this] { board()->zoomOut(); });
    m_zoomOut->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    m_fit = m_viewMenu->addAction(QString(), this, [this] { board()->fitToWindow(); });
    m_fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_viewMenu->addSeparator();
    m_present = m_viewMenu->addAction(QString(), this, [this] { setPresentation(!m_presenting); });
    m_present->setShortcut(Qt::Key_F5);
    m_present->setCheckable(true);

    m_playMenu = menuBar()->addMenu(QString());
    for (QAction* a : m_player->playActions()) {
        m_playMenu->addAction(a);
        addAction(a); // shortcuts work wherever the focus is, except in the input text
    }

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
    if (m_presenting)
        f.setPointSizeF(f.pointSizeF() * 2);
    setFont(f);
    QFont narration = f;
    narration.setPointSizeF(f.pointSizeF() * 1.25);
    m_narration->setFont(narration);
    QFont title = f;
    title.setBold(true);
    title.setPointSizeF(f.pointSizeF() * 1.1);
    m_methodTitle->setFont(title);
}

void MainWindow::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
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
    }
    applyFonts();
    m_caro->setPresentation(on);
    m_cards->setPresentation(on);
    m_code->setPresentation(on);
    m_input->setPresentation(on);
    m_player->setPresentation(on);
}

QString MainWindow::narration() const
{
    return m_narration->text();
}

void MainWindow::updateNarration()
{
    const Player* player = m_session->player();
    QString text;
    if (player && player->current())
        text = Narrator::step(m_session->problem(), *player->current());
    else if (player)
        text = Narrator::beforeFirstStep(m_session->problem());
    if (player && player->capReached())
        text += QLatin1Char(' ') + tr("The method has not ended after %1 steps: it was stopped here.").arg(player->position());
    m_narration->setText(text);
    m_methodTitle->setText(Narrator::methodSummary(m_session->problem().id, m_session->method().id));
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("StepBoard"));
    m_choosers->setWindowTitle(tr("Problem and method"));
    m_methodBar->setWindowTitle(tr("Problem and method"));
    m_problemLabel->setText(tr("Problem:") + QLatin1Char(' '));
    for (int i = 0; i < m_problems->count(); ++i)
        m_problems->setItemText(i, Narrator::problemName(m_problems->itemData(i).toString().toStdString()));
    m_correctLabel->setText(tr("Methods:"));
    m_wrongLabel->setText(tr("Wrong solutions:"));
    for (QAbstractButton* b : m_methods->buttons()) {
        const std::string id = b->property("method").toString().toStdString();
        const auto problem = m_session->problem().id;
        b->setText(Narrator::methodLabel(problem, id));
        b->setToolTip(Narrator::methodSummary(problem, id));
    }
    m_fileMenu->setTitle(tr("&File"));
    m_quit->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_zoomIn->setText(tr("Zoom in"));
    m_zoomOut->setText(tr("Zoom out"));
    m_fit->setText(tr("Fit the board to the window"));
    m_present->setText(tr("Present on a projector"));
    m_playMenu->setTitle(tr("&Play"));
    m_languageMenu->setTitle(tr("&Language"));
    m_codeLabel->setText(tr("Code"));
    m_watchLabel->setText(tr("Variables"));
    m_inputLabel->setText(tr("Input (stdin)"));
    updateNarration();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_input->reparseNow(); // keeps what was typed last
    QMainWindow::closeEvent(event);
}

} // namespace sb::ui
