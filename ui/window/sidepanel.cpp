// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/sidepanel.h"

#include "own/solutionpanel.h"

#include "widgets/callstackbar.h"
#include "widgets/codeview.h"
#include "widgets/inputpanel.h"
#include "run/session.h"
#include "widgets/watchpanel.h"
#include "run/programcode.h"
#include "run/session.h"

#include "core/step.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace sb::ui {

SidePanel::SidePanel(Session* session, QWidget* parent)
    : QTabWidget(parent), m_session(session), m_code(new CodeView(session, this)),
      m_watch(new WatchPanel(session, this)), m_callStack(new CallStackBar(session, this)),
      m_input(new InputPanel(session, this)), m_codeSplit(new QSplitter(Qt::Vertical, this))
{
    // The code keeps most of the height; the variables sit under it, the input in a tab of its own.
    m_codeSplit->addWidget(m_code);
    // The call stack over the variables: a click on a frame shows that frame's.
    auto* watchBox = new QWidget(this);
    m_watchBox = watchBox;
    auto* watchLayout = new QVBoxLayout(watchBox);
    watchLayout->setContentsMargins(0, 0, 0, 0);
    watchLayout->setSpacing(0);
    // No taller than its rows can use (on a projector: one line of stack, two rows of variables).
    watchLayout->setSizeConstraint(QLayout::SetMinAndMaxSize);
    m_callRow = new QHBoxLayout;
    m_callRow->setSpacing(8);
    m_callRow->addWidget(m_callStack, 1);
    watchLayout->addLayout(m_callRow);
    watchLayout->addWidget(m_watch, 1);
    connect(m_callStack, &CallStackBar::frameChosen, m_watch, &WatchPanel::setFrame);
    connect(m_callStack, &CallStackBar::frameChosen, m_code, &CodeView::showFrame);
    m_codeSplit->addWidget(watchBox);
    m_codeSplit->setStretchFactor(0, 3);
    m_codeSplit->setStretchFactor(1, 1);
    m_codeSplit->setChildrenCollapsible(false);
    m_codeSplit->installEventFilter(this);
    watchBox->installEventFilter(this);
    connect(m_code, &CodeView::codeChanged, this, [this](CodeView::Code code) {
        // Each language's steps are the lines its own listing runs.
        m_session->setCodeLanguage(code == CodeView::Code::Python ? CodeLanguage::Python : CodeLanguage::Cpp);
        retranslate();
    });
    // While a student's program is stepped the tab is its debugger: its code, call stack and variables.
    // Whatever starts the stepping (Step through, a lesson that holds a program, the judge's failed
    // test) brings the tab to the front: the program's variables at once, My solution keeps its editor.
    connect(m_code, &CodeView::programChanged, this, [this](ProgramCode* program) {
        RunSource* source = program ? program->source() : static_cast<RunSource*>(m_session);
        m_watch->setSource(source);
        m_callStack->setSource(source);
        retranslate();
        // A program shown in its other language says so in the tab.
        if (program)
            connect(source, &RunSource::runChanged, this, &SidePanel::retranslate, Qt::UniqueConnection);
        if (program)
            setCurrentWidget(m_codeSplit);
    });
    addTab(m_codeSplit, QString());
    m_inputShown = m_input;
    addTab(m_input, QString());
    m_solution = new SolutionPanel(session, this);
    addTab(m_solution, QString());
    setDocumentMode(true);
    // The tabs always show whole, never behind scroll arrows: the panel is not squeezed narrower than they are.
    setUsesScrollButtons(false);
    setElideMode(Qt::ElideNone);
    retranslate();
}

void SidePanel::addStatement(QWidget* statement)
{
    // Beside the input, before the student's own program.
    m_statement = statement;
    m_statementShown = statement;
    insertTab(indexOf(m_solution), statement, QString());
    retranslate();
}

void SidePanel::showInput()
{
    setCurrentWidget(m_inputShown);
}

void SidePanel::setStandIns(QWidget* input, QWidget* statement)
{
    swapTab(m_inputShown, input ? input : m_input);
    if (m_statement)
        swapTab(m_statementShown, statement ? statement : m_statement.data());
    retranslate();
}

void SidePanel::swapTab(QPointer<QWidget>& shown, QWidget* page)
{
    if (shown == page)
        return;
    // The page leaves its tab but stays the panel's (or its owner's): it comes back the same way.
    const int i = indexOf(shown);
    const bool current = currentIndex() == i;
    removeTab(i);
    shown->hide();
    insertTab(i, page, QString());
    if (current)
        setCurrentIndex(i);
    shown = page;
}
void SidePanel::setPresentation(bool on)
{
    m_code->setPresentation(on);
    // A frame's variables (dfs's d, x, y and g; fall()'s x, to and y) stay in sight under the
    // twice-as-large code.
    // The variables, the call stack and the tabs at four fifths of the projector's font (never
    // under 18 px); the variables in two rows of name-value pairs, the stack on one line: the
    // rest of the height is the code's.
    // Only the size is set: the family still follows the language.
    QFont small;
    small.setPointSizeF(std::max(window()->font().pointSizeF() * 0.8, 18.0 * 72.0 / logicalDpiY()));
    for (QWidget* w : {static_cast<QWidget*>(m_watch), static_cast<QWidget*>(m_callStack), static_cast<QWidget*>(m_code->legend())})
        w->setFont(on ? small : QFont());
    // The arrows' legend beside the call stack: the row under the code goes to the code.
    if (on)
        m_callRow->addWidget(m_code->legend());
    else
        m_code->takeBackLegend();
    m_code->setLegendOnOneLine(on);
    m_callStack->setOneLine(on);
    // The tabs in the panel's font too: the row they take goes to the code.
    tabBar()->setFont(on ? small : QFont());
    m_watch->setCompact(on ? 2 : 0);
    // The code takes every row the variables leave.
    m_codeSplit->setStretchFactor(1, on ? 0 : 1);
    m_presenting = on;
    fitCodeSplit();
    m_input->setPresentation(on);
    m_solution->setPresentation(on);
}

void SidePanel::fitCodeSplit()
{
    // The splitter keeps the heights it had: on a projector the variables get what they can
    // use, the code all the rest, whatever the fonts and the window's size do to them.
    if (m_presenting)
        m_codeSplit->setSizes({m_codeSplit->height(), 0});
}

bool SidePanel::eventFilter(QObject* watched, QEvent* event)
{
    if ((event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest) &&
        (watched == m_codeSplit || watched == m_watchBox))
        fitCodeSplit();
    return QTabWidget::eventFilter(watched, event);
}

void SidePanel::retranslate()
{
    if (m_code->program() && m_code->program()->studentsOwn())
        setTabText(0, m_code->program()->python() ? tr("Code: your Python") : tr("Code: your C++"));
    else if (m_code->program())
        setTabText(0, m_code->program()->python() ? tr("Code: Python") : tr("Code: C++"));
    else
        setTabText(0, m_code->code() == CodeView::Code::Cpp ? tr("Code: C++") : tr("Code: Python"));
    setTabToolTip(0, tr("The code and its variables; C switches between C++ and Python"));
    setTabText(1, tr("Input"));
    setTabToolTip(1, tr("The input the program reads (stdin)"));
    if (m_statement) {
        setTabText(indexOf(m_statementShown), tr("Statement"));
        setTabToolTip(indexOf(m_statementShown), tr("The problem: rules, input and output, limits, subtasks and samples"));
    }
    setTabText(indexOf(m_solution), tr("Mine", "the tab of the student's own program"));
    setTabToolTip(indexOf(m_solution), tr("My solution: write your own program, run it on the input and judge it"));
}

void SidePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTabWidget::changeEvent(event);
}

} // namespace sb::ui
