// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparecontroller.h"

#include "widgets/codeview.h"
#include "comparepane.h"
#include "compareview.h"
#include "steppedprogram.h"
#include "compare/wherewrong.h"
#include "lockstep.h"
#include "widgets/windowareas.h"
#include "run/session.h"
#include "common/windowmodes.h"

#include "core/player.h"
#include "core/problem.h"

#include <QAction>
#include <QEvent>

#include <optional>

namespace sb::ui {

CompareController::CompareController(WindowAreas* window, Session* session, PlayerActions* actions)
    : QObject(window->widget()), m_window(window), m_session(session), m_actions(actions), m_toggle(new QAction(this)),
      m_whereWrong(new QAction(this))
{
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(Qt::Key_F7);
    connect(m_toggle, &QAction::triggered, this, [this](bool on) {
        if (m_standIn)
            m_standIn->toggle(on);
        else if (on)
            open();
        else
            close();
    });
    m_whereWrong->setShortcut(Qt::Key_D);
    connect(m_whereWrong, &QAction::triggered, this, [this] {
        if (m_standIn)
            m_standIn->whereWrong();
        else
            showWhereItGoesWrong();
    });
    window->widget()->addActions({m_toggle, m_whereWrong});
    // Something opened another problem, input or method in the window (a judge's failed test): show it.
    connect(session, &Session::runChanged, this, [this] {
        if (isOpen())
            close();
    });
    window->widget()->installEventFilter(this);
    retranslate();
}

bool CompareController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window->widget() && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void CompareController::setStandIn(std::optional<StandIn> standIn)
{
    if (standIn && isOpen())
        close();
    m_standIn = std::move(standIn);
    m_toggle->setChecked(false);
}

std::optional<std::pair<QStringList, quint64>> CompareController::standInPanes() const
{
    return m_standIn && m_standIn->panes ? m_standIn->panes() : std::nullopt;
}

bool CompareController::openStandIn(const QStringList& choices, quint64 move)
{
    return m_standIn && m_standIn->openAt && m_standIn->openAt(choices, move);
}

void CompareController::closeStandIn()
{
    if (standInPanes())
        m_standIn->toggle(false);
}

void CompareController::retranslate()
{
    m_toggle->setText(tr("Compare methods side by side"));
    m_whereWrong->setText(tr("Where does this method first go another way?"));
}

bool CompareController::isOpen() const
{
    return m_window->modes()->sideBySide();
}

void CompareController::makeView()
{
    if (m_view)
        return;
    m_view = new CompareView(m_actions, m_window->centralArea());
    m_view->hide();
    connect(m_view, &CompareView::closeRequested, this, &CompareController::close);
}

void CompareController::setProgram(SteppedProgram* program)
{
    if (program == m_program)
        return;
    const bool shown = isOpen() && m_view->programPane();
    if (stopProgramSearch())
        emit whereItGoesWrongShown(false);
    m_program = program;
    if (shown)
        close();
}

bool CompareController::open(const QStringList& methods)
{
    if (m_program) {
        makeView();
        const QString reference = QString::fromUtf8(m_session->problem().reference()->id);
        if (!m_view->openBeside(m_program, m_session->problemId(), m_program->inputText(),
                                methods.isEmpty() ? QStringList{reference} : methods, m_program->python())) {
            m_toggle->setChecked(isOpen());
            return false;
        }
        m_view->setPresentation(m_window->modes()->projector());
        m_window->showSideBySide(m_view, true);
        m_toggle->setChecked(true);
        return true;
    }
    const QStringList chosen = methods.isEmpty()
                                   ? CompareView::defaultMethods(m_session->problemId(), m_session->methodId())
                                   : methods;
    makeView();
    // The panes start where the class stands: at the end of the same moment.
    const Player* player = m_session->player();
    const qint64 moment = player && player->position() > 0 ? m_session->moment() : -1;
    if (!m_view->open(m_session->problemId(), m_session->inputText(), chosen, moment,
                      m_window->code()->code() == CodeView::Code::Python)) {
        m_toggle->setChecked(isOpen());
        return false;
    }
    m_session->pause();
    m_view->setPresentation(m_window->modes()->projector());
    m_window->showSideBySide(m_view, true);
    m_toggle->setChecked(true);
    return true;
}

void CompareController::close()
{
    if (!isOpen()) {
        m_toggle->setChecked(false);
        return;
    }
    m_view->lockstep()->pause();
    m_view->lockstep()->cancel();
    if (m_view->programPane()) {
        // The program stays where it was stepped to: its stepper is the one in the window.
        m_window->showSideBySide(m_view, false);
        m_toggle->setChecked(false);
        return;
    }
    // The class goes on from the moment it was looking at: the step the pane of the method on
    // screen stood on, or, with that method in no pane, the start of the panes' moment.
    const qint64 moment = m_view->lockstep()->moment();
    std::optional<quint64> step;
    for (const ComparePane* pane : m_view->panes())
        if (pane->session()->methodId() == m_session->methodId() &&
            pane->session()->codeLanguage() == m_session->codeLanguage() && pane->session()->player())
            step = pane->session()->player()->position();
    m_window->showSideBySide(m_view, false);
    m_toggle->setChecked(false);
    if (step)
        m_session->seek(*step);
    else if (moment > 0)
        m_session->seekToCounter(static_cast<int>(m_session->problem().moment), moment);
}

bool CompareController::escape()
{
    if (isOpen()) {
        if (m_view->lockstep()->isBusy())
            m_view->lockstep()->cancel();
        else
            close();
        return true;
    }
    if (stopProgramSearch()) {
        emit whereItGoesWrongShown(false);
        return true;
    }
    if (m_search && m_search->running()) {
        m_search->cancel();
        m_window->updateNarration();
        emit whereItGoesWrongShown(false);
        return true;
    }
    return false;
}

void CompareController::setPresentation(bool on)
{
    if (m_view)
        m_view->setPresentation(on);
}

// "Where does it go wrong?": the method on screen run beside the one it is compared with, both
// opened side by side at the first moment they differ. The search runs on a thread of its own;
// the window keeps answering meanwhile.
void CompareController::showWhereItGoesWrong()
{
    if (m_program) {
        showWhereProgramGoesWrong();
        return;
    }
    auto input = m_session->input();
    if (!input) {
        emit whereItGoesWrongShown(false);
        return;
    }
    if (!m_search) {
        m_search = new WhereItGoesWrongSearch(this);
        connect(m_search, &WhereItGoesWrongSearch::found, this, &CompareController::openWhereItGoesWrong);
        connect(m_search, &WhereItGoesWrongSearch::never, this, [this](const QString& sentence) {
            m_window->say(sentence);
            emit whereItGoesWrongShown(false);
        });
        // Another problem, method or input on screen: the answer would be about a run no longer there.
        connect(m_session, &Session::runChanged, m_search, &WhereItGoesWrongSearch::cancel);
    }
    m_search->start(m_session->problem(), std::move(input), m_session->method());
    m_window->say(tr("Running both methods side by side… (Esc stops)"));
}

void CompareController::openWhereItGoesWrong(const WhereItGoesWrong& where)
{
    m_session->seek(where.step);
    m_session->whenIdle(this, [this, where] {
        if (!m_session->player() || m_session->player()->position() != where.step) {
            m_window->updateNarration(); // stopped on the way (Esc)
            emit whereItGoesWrongShown(false);
            return;
        }
        const bool opened = open({where.against, where.method});
        if (opened)
            m_view->setNote(where.text);
        emit whereItGoesWrongShown(opened);
    });
}

} // namespace sb::ui
