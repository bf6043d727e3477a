// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/playactions.h"

namespace sb::ui {

class ProgramStepper;

/// The student's program being stepped, as the player's actions see it: start, back, step, over,
/// out and end are the stepper's; play runs it forward at one of the ladder's speeds and stops
/// before a breakpoint's line or at its end. Its moments are the problem's units (the moves read,
/// the cards read, the answer printed): the moment keys move by them, where the problem has them.
class ProgramPlay : public PlayTarget {
    Q_OBJECT
public:
    explicit ProgramPlay(ProgramStepper* stepper);

    void move(Move m) override;
    bool can(Move m) const override;
    void play() override;
    void pause() override;
    bool isPlaying() const override;
    double stepsPerSecond() const override;
    void setStepsPerSecond(double stepsPerSecond) override;
    bool playsByMoment() const override { return false; }
    void setPlayByMoment(bool) override {}
    std::string problem() const override { return {}; }
    bool steppable() const override;
    QString toolTip(Move m) const override;

private:
    ProgramStepper* m_stepper;
};

} // namespace sb::ui
