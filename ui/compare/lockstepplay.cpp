// SPDX-License-Identifier: GPL-3.0-or-later
#include "lockstepplay.h"

#include "lockstep.h"
#include "run/problemui.h"

namespace sb::ui {

LockstepPlay::LockstepPlay(Lockstep* lockstep, QObject* parent) : PlayTarget(parent), m_lockstep(lockstep)
{
    connect(lockstep, &Lockstep::playingChanged, this, &PlayTarget::playingChanged);
}

void LockstepPlay::setProblem(const std::string& id)
{
    if (id == m_problem)
        return;
    m_problem = id;
    emit problemChanged();
}

void LockstepPlay::move(Move m)
{
    switch (m) {
    case Move::Start:
        m_lockstep->toStart();
        break;
    case Move::PreviousMoment:
        m_lockstep->previousMoment();
        break;
    case Move::Back:
        m_lockstep->back();
        break;
    case Move::Play:
        isPlaying() ? pause() : play();
        break;
    case Move::Step:
        m_lockstep->step();
        break;
    case Move::NextMoment:
        m_lockstep->nextMoment();
        break;
    case Move::End:
        m_lockstep->toEnd();
        break;
    case Move::Over:
    case Move::Out:
        break;
    }
}

void LockstepPlay::play()
{
    m_lockstep->play();
}

void LockstepPlay::pause()
{
    m_lockstep->pause();
}

bool LockstepPlay::isPlaying() const
{
    return m_lockstep->isPlaying();
}

double LockstepPlay::stepsPerSecond() const
{
    return m_lockstep->stepsPerSecond();
}

void LockstepPlay::setStepsPerSecond(double stepsPerSecond)
{
    m_lockstep->setStepsPerSecond(stepsPerSecond);
    emit speedChanged();
}

bool LockstepPlay::playsByMoment() const
{
    return m_lockstep->playsByMoment();
}

void LockstepPlay::setPlayByMoment(bool on)
{
    m_lockstep->setPlayByMoment(on);
    emit speedChanged();
}

QString LockstepPlay::toolTip(Move m) const
{
    switch (m) {
    case Move::Start:
        return tr("Every method back to its start (Home)");
    case Move::Back:
        return tr("One line back in every method; one that is back at the start of the current move, round or node waits for the others (Left)");
    case Move::Play:
        return tr("Play every method together; one that is done with the current move, round or node waits for the others (Space)");
    case Move::Step:
        return tr("One line forward in every method; one that is done with the current move, round or node waits for the others (Right)");
    case Move::End:
        return tr("Every method on to its end (End)");
    case Move::PreviousMoment:
        if (!m_problem.empty())
            return tr("%1: every method to the end of the one before (Page Up)").arg(problemUi(m_problem).previousMoment());
        break;
    case Move::NextMoment:
        if (!m_problem.empty())
            return tr("%1: every method to the end of the same one (Page Down)").arg(problemUi(m_problem).nextMoment());
        break;
    case Move::Over:
    case Move::Out:
        break;
    }
    return {};
}

} // namespace sb::ui
