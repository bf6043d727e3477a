// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/playactions.h"

namespace sb::ui {

class Lockstep;

/// The runs of the side-by-side view, moved together by their Lockstep, as a PlayTarget:
/// every move but step over and step out, which have no common meaning across methods.
class LockstepPlay : public PlayTarget {
    Q_OBJECT
public:
    explicit LockstepPlay(Lockstep* lockstep, QObject* parent = nullptr);

    /// The problem whose moments the keys name.
    void setProblem(const std::string& id);

    void move(Move m) override;
    bool can(Move m) const override { return m != Move::Over && m != Move::Out; }
    void play() override;
    void pause() override;
    bool isPlaying() const override;
    double stepsPerSecond() const override;
    void setStepsPerSecond(double stepsPerSecond) override;
    bool playsByMoment() const override;
    void setPlayByMoment(bool on) override;
    std::string problem() const override { return m_problem; }
    QString toolTip(Move m) const override;

private:
    Lockstep* m_lockstep;
    std::string m_problem;
};

} // namespace sb::ui
