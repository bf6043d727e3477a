// SPDX-License-Identifier: GPL-3.0-or-later
#include "own/solutionpanel.h"

#include "common/typefit.h"
#include "own/mytests.h"
#include "own/runresults.h"
#include "own/solutioncontroller.h"
#include "own/stepper.h"
#include "widgets/wraplabel.h"

#include "sandbox.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace sb::ui {

SolutionPanel::SolutionPanel(Session* session, QWidget* parent)
    : QWidget(parent), m_editor(new SolutionEditor(this)), m_results(new RunResults(this)),
      m_myTests(new MyTests(session, this)), m_stepper(new ProgramStepper(this)),
      m_controller(new SolutionController(session, this, m_editor, m_results, m_stepper)),
      m_languageBox(new QComboBox(this)), m_file(new QToolButton(this)), m_run(new QPushButton(this)),
      m_stepButton(new QPushButton(this)), m_stepMenu(new QToolButton(this)), m_message(new WrapLabel(this)),
      m_withoutSandbox(new QCheckBox(this)), m_lower(new QTabWidget(this)), m_split(new QSplitter(Qt::Vertical, this))
{
    setObjectName(QStringLiteral("solutionPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    buildBar();
    m_message->hide();
    layout->addWidget(m_message);
    // Where the sandbox cannot start, nothing runs until the user says so, for this session only.
    m_withoutSandbox->hide();
    layout->addWidget(m_withoutSandbox);
    connect(m_withoutSandbox, &QCheckBox::toggled, this, [](bool on) { box::setRunWithoutSandbox(on); });

    // Under the editor: the last run, the student's own tests, and the steps of a recording.
    m_lower->addTab(m_results, QString());
    m_lower->addTab(m_myTests, QString());
    m_lower->addTab(m_stepper, QString());
    m_lower->setDocumentMode(true);
    m_split->addWidget(m_editor);
    m_split->addWidget(m_lower);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 1);
    layout->addWidget(m_split, 1);
    m_split->installEventFilter(this);
    connectController();
    m_results->setCodeFont(m_editor->codeFont());
    m_languageBox->setCurrentIndex(m_editor->language() == Language::Python ? 1 : 0);
    retranslate();
}

SolutionPanel::~SolutionPanel() = default;

void SolutionPanel::buildBar()
{
    auto* bar = new QHBoxLayout;
    m_languageBox->addItem(QStringLiteral("C++"));
    m_languageBox->addItem(QStringLiteral("Python"));
    m_languageBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_languageBox->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    bar->addWidget(m_languageBox);
    // Open, save and the start text in one menu: the bar stays as narrow as the code's panel.
    auto* fileMenu = new QMenu(m_file);
    fileMenu->addAction(m_controller->openAction());
    fileMenu->addAction(m_controller->saveAction());
    fileMenu->addSeparator();
    fileMenu->addAction(m_controller->startTextAction());
    m_file->setMenu(fileMenu);
    m_file->setPopupMode(QToolButton::InstantPopup);
    m_file->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addWidget(m_file);
    bar->addStretch(1);
    bar->addWidget(m_stepButton);
    // Beside it, the arrow: on the input on screen, or on the first test of the bank the program fails.
    m_stepMenu->setArrowType(Qt::DownArrow);
    m_stepMenu->setPopupMode(QToolButton::InstantPopup);
    m_stepMenu->setFocusPolicy(Qt::NoFocus);
    auto* stepMenu = new QMenu(m_stepMenu);
    stepMenu->addAction(m_controller->stepHereAction());
    stepMenu->addAction(m_controller->firstFailureAction());
    m_stepMenu->setMenu(stepMenu);
    bar->addWidget(m_stepMenu);
    bar->addWidget(m_run);
    static_cast<QVBoxLayout*>(layout())->addLayout(bar);
}

void SolutionPanel::connectController()
{
    SolutionController* c = m_controller;
    connect(m_languageBox, &QComboBox::activated, c,
            [c](int index) { c->setLanguage(index == 1 ? Language::Python : Language::Cpp); });
    connect(m_run, &QPushButton::clicked, c, &SolutionController::run);
    connect(m_stepButton, &QPushButton::clicked, c, &SolutionController::stepButtonClicked);
    connect(c, &SolutionController::stateChanged, this, &SolutionPanel::retranslate);
    connect(c, &SolutionController::message, this, &SolutionPanel::showMessage);
    connect(c, &SolutionController::sandboxMissing, m_withoutSandbox, &QWidget::show);
    connect(c, &SolutionController::resultsWanted, this, [this] { m_lower->setCurrentWidget(m_results); });
    connect(c, &SolutionController::stepsForgotten, this, [this] {
        if (m_lower->currentWidget() == m_stepper)
            m_lower->setCurrentWidget(m_results);
    });
    connect(c, &SolutionController::stepsShown, this, [this] {
        m_lower->setCurrentWidget(m_stepper);
        fitStepSplit();
        // After the split has its new sizes: the editor has fewer lines on screen.
        QTimer::singleShot(0, m_editor, &SolutionEditor::showMarkedLine);
    });
    connect(c, &SolutionController::steppingChanged, this, [this](bool stepping) {
        if (stepping)
            return;
        m_lower->tabBar()->show();
        m_lower->setMinimumHeight(0);
        m_editor->setCodeScale(1.0);
        const int height = m_split->height();
        m_split->setSizes({height * 3 / 4, height - height * 3 / 4});
    });
    connect(m_editor, &SolutionEditor::codeFontChanged, m_results, &RunResults::setCodeFont);
    connect(m_editor, &SolutionEditor::loaded, this,
            [this] { m_languageBox->setCurrentIndex(m_editor->language() == Language::Python ? 1 : 0); });
}

void SolutionPanel::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void SolutionPanel::fitStepSplit()
{
    if (!m_controller->stepping())
        return;
    const int height = m_split->height();
    // The program's variables are the Code tab's: under the editor the stepper keeps what it shows (the
    // board's line, how the recording ended, the input read and what it printed, a few lines each) and
    // the editor the rest, its marked line in view. On a projector the lower tabs go (Edit brings them back).
    m_lower->tabBar()->setVisible(!m_presenting);
    const int tabs = m_presenting ? 0 : m_lower->tabBar()->sizeHint().height();
    const int lower = std::min(height / 2, m_stepper->sizeHint().height() + tabs);
    // The least the tabs ask is that of their tallest page (the last run's): not while stepping.
    m_lower->setMinimumHeight(lower);
    m_split->setSizes({height - lower, lower});
    if (!m_presenting)
        return;
    // Twelve lines of the program in the largest type that shows them, down to 16 px (the least of
    // other words, 18 px, shows nine to eleven where the window's words take more height).
    constexpr int kLinesInSight = 12;
    constexpr double kLeastCodeScale = 0.6;
    shrinkToFit(
        m_editor->viewport()->height(), [this](double scale) { m_editor->setCodeScale(scale); },
        [this] { return kLinesInSight * m_editor->textHeight(0); }, kLeastCodeScale);
}

void SolutionPanel::setPresentation(bool on)
{
    m_presenting = on;
    m_editor->setPresentation(on);
    m_controller->setPresentation(on);
    fitStepSplit();
}

void SolutionPanel::retranslate()
{
    m_file->setText(tr("File"));
    m_file->setToolTip(tr("Open a program, save this one, or start again from the start text"));
    m_run->setText(tr("Run"));
    m_run->setToolTip(tr("Builds your program and runs it on the input on screen (%1)")
                          .arg(m_controller->runKey()->shortcut().toString(QKeySequence::NativeText)));
    m_languageBox->setToolTip(tr("The language of your program"));
    m_withoutSandbox->setText(tr("Run without a sandbox until StepBoard quits"));
    m_withoutSandbox->setToolTip(tr("Without the sandbox your program runs as you: it can read and change your files "
                                    "and reach the network. Only the time, memory and file size limits still hold."));
    m_lower->setTabText(0, tr("Last run"));
    m_lower->setTabText(1, tr("My tests"));
    m_lower->setTabText(2, tr("Step by step"));
    m_lower->setTabToolTip(1, tr("Small tests of your own, with the answers you expect: the judge runs them too"));
    const bool searching = m_controller->searchingFailure();
    const bool recording = m_controller->recording();
    const bool stepping = m_controller->stepping();
    m_run->setEnabled(!recording && !searching && !m_controller->running());
    m_stepButton->setText(recording || searching ? tr("Stop") : stepping ? tr("Edit") : tr("Step through"));
    m_stepMenu->setEnabled(!recording && !searching && !stepping);
    m_stepMenu->setToolTip(tr("Step through on the input on screen, or on the first test of the bank your program fails"));
    m_stepButton->setToolTip(searching ? tr("Stops running your program on the bank's tests")
                             : recording ? tr("Stops the recording: the lines so far are stepped")
                             : stepping  ? tr("Back to editing your program")
                                         : tr("Runs your program on the input on screen line by line, to step "
                                              "through it as a debugger does"));
}

bool SolutionPanel::eventFilter(QObject* watched, QEvent* event)
{
    // On a projector the split follows the screen's height; elsewhere it stays where the class drags it.
    if (watched == m_split && event->type() == QEvent::Resize && m_presenting)
        fitStepSplit();
    return QWidget::eventFilter(watched, event);
}

void SolutionPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // Stepping starts with the Code tab in front: the split is fitted once the tab is back, laid out.
    if (m_controller->stepping())
        QTimer::singleShot(0, this, [this] {
            fitStepSplit();
            m_editor->showMarkedLine();
        });
}

void SolutionPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_controller->retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace sb::ui
