// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <memory>

namespace sb {
struct ProgramBoard;
}

namespace sb::ui {

class PlayTarget;

/// A student's program as it is stepped, as the side-by-side view shows it in a pane beside the
/// methods: the player's keys move it (target()), and the methods follow it by the problem's own
/// units (UnitFollower), as the reference does beside it.
class SteppedProgram : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    /// What the player's keys drive while it is on screen: its lines, its calls, its moments.
    virtual PlayTarget* target() const = 0;
    /// The line about to run and its code ("Line 12:  best = v").
    virtual QString lineText() const = 0;
    /// Where it is ("Line 12 · step 40 of 812 · in main").
    virtual QString whereText() const = 0;
    /// How its recording ended where that is not by the program's own end; empty otherwise.
    virtual QString endText() const = 0;
    /// The board read off its own variable at the step on screen, and the sentence that says so;
    /// null when there is none (boardText() says why).
    virtual std::shared_ptr<const ProgramBoard> board() const = 0;
    virtual QString boardCaption() const = 0;
    /// Which variable the board is read from, or why it cannot be drawn at this step.
    virtual QString boardText() const = 0;
    /// How far it has got in the problem's units at the step on screen.
    virtual quint64 unitsDone() const = 0;
    /// The input it was recorded on.
    virtual QString inputText() const = 0;
    /// It is written in Python: the methods beside it show their Python listings.
    virtual bool python() const = 0;

signals:
    /// It moved, or its recording or its board changed.
    void changed();
};

} // namespace sb::ui
