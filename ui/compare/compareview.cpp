// SPDX-License-Identifier: GPL-3.0-or-later
#include "compareview.h"

#include "widgets/boardview.h"
#include "comparebar.h"
#include "comparepane.h"
#include "lockstep.h"
#include "steppedprogram.h"
#include "unitfollower.h"
#include "run/session.h"
#include "common/utf8.h"
#include "widgets/wraplabel.h"

#include "core/problem.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QSet>
#include <QVBoxLayout>

#include <algorithm>

namespace sb::ui {

CompareView::CompareView(PlayerActions* actions, QWidget* parent)
    : QWidget(parent), m_row(new QHBoxLayout), m_lockstep(new Lockstep(this)),
      m_bar(new CompareBar(m_lockstep, actions, this)),
      m_note(new WrapLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_note->setObjectName(QStringLiteral("compareNote"));
    m_note->hide();
    layout->addWidget(m_note);
    m_row->setSpacing(4);
    layout->addLayout(m_row, 1);
    layout->addWidget(m_bar);
    connect(m_lockstep, &Lockstep::changed, this, &CompareView::showWaiting);
    connect(m_bar->thirdAction(), &QAction::toggled, this, &CompareView::setThreePanes);
    connect(m_bar->closeAction(), &QAction::triggered, this, &CompareView::closeRequested);
}

CompareView::~CompareView()
{
    clearPanes();
}

void CompareView::clearPanes()
{
    m_lockstep->setSessions({});
    // A follower holds its pane's session: it goes first.
    qDeleteAll(m_followers);
    m_followers.clear();
    qDeleteAll(m_panes);
    m_panes.clear();
}

std::optional<QStringList> CompareView::parseMethods(const QString& list, const QString& problem)
{
    const ProblemDesc* p = findProblem(problem.toStdString());
    if (!p)
        return std::nullopt;
    QStringList methods;
    for (const QString& part : list.split(QLatin1Char(','))) {
        const QString id = part.trimmed();
        if (!p->method(id.toStdString()) || methods.contains(id))
            return std::nullopt;
        methods << id;
    }
    if (methods.size() < 2 || methods.size() > 3)
        return std::nullopt;
    return methods;
}

QStringList CompareView::defaultMethods(const QString& problem, const QString& current)
{
    const ProblemDesc* p = findProblem(problem.toStdString());
    if (!p)
        return {};
    const QString reference = fromUtf8(p->reference()->id);
    if (!current.isEmpty() && current != reference && p->method(current.toStdString()))
        return {current, reference};
    for (const MethodDesc& m : p->methods)
        if (fromUtf8(m.id) != reference)
            return {fromUtf8(m.id), reference};
    return {};
}

bool CompareView::open(const QString& problem, const QString& input, const QStringList& methods, qint64 moment,
                       bool python)
{
    if (!parseMethods(methods.join(QLatin1Char(',')), problem))
        return false;
    clearPanes();
    m_program.clear();
    m_bar->setProgram(nullptr);
    m_problem = problem;
    m_input = input;
    m_python = python;
    setNote({});
    for (const QString& m : methods)
        addPane(m);
    m_bar->setProblem(problem);
    panesChanged();
    if (moment >= 0)
        m_lockstep->goToMoment(moment);
    return true;
}

bool CompareView::openBeside(SteppedProgram* program, const QString& problem, const QString& input,
                             const QStringList& methods, bool python)
{
    const ProblemDesc* p = findProblem(problem.toStdString());
    if (!program || !p || !p->reference() || methods.isEmpty() || methods.size() > 2 ||
        (methods.size() == 2 && methods[0] == methods[1]) ||
        std::any_of(methods.begin(), methods.end(), [p](const QString& m) { return !p->method(m.toStdString()); }))
        return false;
    clearPanes();
    m_problem = problem;
    m_input = input;
    m_python = python;
    m_program = program;
    setNote({});
    // The program's pane draws its board with the problem's own board, on a run of the reference.
    auto* mine = new ComparePane(problem, input, fromUtf8(p->reference()->id), python, this);
    mine->setPresentation(m_presenting);
    mine->showProgram(program);
    connect(mine, &ComparePane::textsChanged, this, &CompareView::evenUpBoards);
    m_panes << mine;
    m_row->addWidget(mine, 1);
    for (const QString& m : methods)
        addPane(m);
    connect(program, &SteppedProgram::changed, this, [this] {
        followProgram();
        m_bar->refresh();
    });
    m_bar->setProblem(problem);
    m_bar->setProgram(program->target(), [program = QPointer<SteppedProgram>(program)] {
        return program ? program->whereText() : QString();
    });
    panesChanged();
    followProgram();
    return true;
}

ComparePane* CompareView::programPane() const
{
    return m_program && !m_panes.isEmpty() && m_panes.front()->program() ? m_panes.front() : nullptr;
}

UnitFollower* CompareView::follower(const ComparePane* pane) const
{
    return m_followers.value(pane);
}

QList<ComparePane*> CompareView::methodPanes() const
{
    QList<ComparePane*> panes = m_panes;
    if (programPane())
        panes.removeFirst();
    return panes;
}

void CompareView::followProgram()
{
    if (!m_program)
        return;
    for (UnitFollower* f : std::as_const(m_followers))
        f->follow(m_program->unitsDone(), m_program->answered());
}

void CompareView::addPane(const QString& method, int index)
{
    auto* pane = new ComparePane(m_problem, m_input, method, m_python, this);
    pane->setPresentation(m_presenting);
    if (m_program) {
        // Beside a program the method follows it: where it has got as far in the problem's units.
        auto* follower = new UnitFollower(pane->session(), this);
        m_followers.insert(pane, follower);
        follower->follow(m_program->unitsDone(), m_program->answered());
        connect(pane, &ComparePane::methodChanged, follower, &UnitFollower::restart);
    } else {
        connect(pane, &ComparePane::methodChanged, this, [this, pane] { m_lockstep->rejoin(pane->session()); });
    }
    connect(pane, &ComparePane::textsChanged, this, &CompareView::evenUpBoards);
    if (index < 0 || index > m_panes.size())
        index = static_cast<int>(m_panes.size());
    m_panes.insert(index, pane);
    m_row->insertWidget(index, pane, 1);
}

int CompareView::placeInOrder(const QString& method) const
{
    // After the last pane of a method the problem lists before it: 1 and 3 shown, 2 goes between.
    const ProblemDesc* p = findProblem(m_problem.toStdString());
    const auto rank = [p](const QString& id) {
        for (std::size_t i = 0; i < p->methods.size(); ++i)
            if (fromUtf8(p->methods[i].id) == id)
                return static_cast<int>(i);
        return -1;
    };
    // The program's pane stays first.
    int index = programPane() ? 1 : 0;
    for (int i = index; i < m_panes.size(); ++i)
        if (rank(m_panes[i]->session()->methodId()) < rank(method))
            index = i + 1;
    return index;
}

void CompareView::evenUpBoards()
{
    // Panes side by side are as wide as one another; their boards are as high when the words
    // under each take the height of the most any pane says.
    int most = 0;
    for (const ComparePane* pane : std::as_const(m_panes)) {
        // A pane no layout has placed yet would measure its words at a guess of a width, and the
        // room made up for them could grow the window past the screen.
        if (!pane->testAttribute(Qt::WA_Resized))
            return;
        most = std::max(most, pane->textsHeight());
    }
    for (ComparePane* pane : std::as_const(m_panes))
        pane->setPad(most - pane->textsHeight());
}

void CompareView::panesChanged()
{
    QList<Session*> sessions;
    for (ComparePane* pane : std::as_const(m_panes)) {
        sessions << pane->session();
        pane->setBoardsOnly(boardsOnly());
    }
    // Beside a program the methods follow it, not one another.
    m_lockstep->setSessions(m_program ? QList<Session*>() : sessions);
    const QSignalBlocker block(m_bar->thirdAction());
    m_bar->thirdAction()->setChecked(m_panes.size() == 3);
    showWaiting();
    evenUpBoards();
}

QStringList CompareView::methods() const
{
    QStringList ids;
    for (const ComparePane* pane : methodPanes())
        ids << pane->session()->methodId();
    return ids;
}

bool CompareView::boardsOnly() const
{
    return m_panes.size() == 3 && m_presenting;
}

void CompareView::setThreePanes(bool on)
{
    if (on == (m_panes.size() == 3) || m_panes.size() < 2) {
        m_bar->thirdAction()->setChecked(m_panes.size() == 3);
        return;
    }
    m_lockstep->pause();
    if (!on) {
        // The pane the third one added goes, wherever it stands; else the last.
        ComparePane* gone = m_added && m_panes.contains(m_added) ? m_added.data() : m_panes.back();
        m_panes.removeOne(gone);
        panesChanged();
        delete m_followers.take(gone); // it holds the pane's session
        delete gone;
        return;
    }
    const ProblemDesc* p = findProblem(m_problem.toStdString());
    const QStringList shown = methods();
    for (const MethodDesc& m : p->methods) {
        if (!shown.contains(fromUtf8(m.id))) {
            const int index = placeInOrder(fromUtf8(m.id));
            addPane(fromUtf8(m.id), index);
            m_added = m_panes[index];
            break;
        }
    }
    panesChanged();
    if (m_panes.size() == 3 && m_added && !m_program)
        m_lockstep->rejoin(m_added->session());
}

void CompareView::setNote(const QString& text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

QString CompareView::note() const
{
    return m_note->text();
}

void CompareView::setPresentation(bool on)
{
    m_presenting = on;
    for (ComparePane* pane : std::as_const(m_panes)) {
        pane->setPresentation(on);
        pane->setBoardsOnly(boardsOnly());
    }
    m_bar->setPresentation(on);
}

void CompareView::settle()
{
    m_lockstep->waitUntilIdle();
    for (UnitFollower* f : std::as_const(m_followers))
        f->waitUntilReady();
    QApplication::processEvents();
    for (ComparePane* pane : std::as_const(m_panes))
        pane->board()->fitToWindow();
    QApplication::processEvents();
}

void CompareView::showWaiting()
{
    for (ComparePane* pane : std::as_const(m_panes))
        pane->setWaiting(m_lockstep->waiting(pane->session()));
}

} // namespace sb::ui
