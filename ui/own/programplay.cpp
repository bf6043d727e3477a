// SPDX-License-Identifier: GPL-3.0-or-later
#include "programplay.h"

#include "stepper.h"

namespace sb::ui {

ProgramPlay::ProgramPlay(ProgramStepper* stepper) : PlayTarget(stepper), m_stepper(stepper)
{
    connect(stepper, &ProgramStepper::playingChanged, this, &PlayTarget::playingChanged);
    connect(stepper, &ProgramStepper::speedChanged, this, &PlayTarget::speedChanged);
}

void ProgramPlay::move(Move m)
{
    switch (m) {
    case Move::Start: m_stepper->home(); break;
    case Move::Back: m_stepper->back(); break;
    case Move::Play: isPlaying() ? pause() : play(); break;
    case Move::Step: m_stepper->forward(); break;
    case Move::Over: m_stepper->over(); break;
    case Move::Out: m_stepper->out(); break;
    case Move::End: m_stepper->end(); break;
    case Move::PreviousMoment: m_stepper->previousMoment(); break;
    case Move::NextMoment: m_stepper->nextMoment(); break;
    }
}

bool ProgramPlay::can(Move m) const
{
    return (m != Move::PreviousMoment && m != Move::NextMoment) || m_stepper->hasMoments();
}

void ProgramPlay::play()
{
    m_stepper->play();
}

void ProgramPlay::pause()
{
    m_stepper->pause();
}

bool ProgramPlay::isPlaying() const
{
    return m_stepper->isPlaying();
}

double ProgramPlay::stepsPerSecond() const
{
    return m_stepper->stepsPerSecond();
}

void ProgramPlay::setStepsPerSecond(double stepsPerSecond)
{
    m_stepper->setStepsPerSecond(stepsPerSecond);
}

bool ProgramPlay::steppable() const
{
    return m_stepper->steps() > 0;
}

QString ProgramPlay::toolTip(Move m) const
{
    switch (m) {
    case Move::Start: return tr("To your program's first line (Home)");
    case Move::Back: return tr("Back a line of your program (Left)");
    case Move::Play: return tr("Run your program on at this speed, to the next breakpoint (Space)");
    case Move::Step: return tr("The next line of your program, into a call (Right, F11)");
    case Move::Over: return tr("Over a call of your program (F10)");
    case Move::Out: return tr("Out of the function your program is in (Shift+F11)");
    case Move::End: return tr("To your program's last line (End)");
    case Move::PreviousMoment:
        return tr("Back to where your program had read one part of the input less (Page Up)");
    case Move::NextMoment:
        return tr("On to the last line before your program reads the next part of the input or prints (Page Down)");
    }
    return {};
}

} // namespace sb::ui
