// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/programcode.h"

#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace sb::ui {

class PlayTarget;

/// Where the program first goes another way than a method: its step, and its units there.
struct ProgramDifference {
    quint64 step = 0;
    quint64 units = 0;
};
/// A search for it, run on a worker thread; `stop` set ends it early with nothing.
using DifferenceSearch = std::function<std::optional<ProgramDifference>(const std::atomic<bool>* stop)>;

/// A student's program as it is stepped: as the code view shows it (ProgramCode: its run, its text,
/// its language, its breakpoints), and as the side-by-side view shows it in a pane beside the
/// methods: the player's keys move it (target()), and the methods follow it by the problem's own
/// units (UnitFollower), as the reference does beside it.
class SteppedProgram : public ProgramCode {
    Q_OBJECT
public:
    using ProgramCode::ProgramCode;

    /// What the player's keys drive while it is on screen: its lines, its calls, its moments.
    virtual PlayTarget* target() const = 0;
    /// The line about to run and its code ("Line 12:  best = v").
    virtual QString lineText() const = 0;
    /// Where it is ("Line 12 · step 40 of 812 · in main").
    virtual QString whereText() const = 0;
    /// How its recording ended where that is not by the program's own end; empty otherwise.
    virtual QString endText() const = 0;
    /// The sentence that says whose board its run's board is (read off its own variable where it
    /// stands); the run has no board when none is chosen (boardText() says so).
    virtual QString boardCaption() const = 0;
    /// Which variable the board is read from, or why it cannot be drawn at this step.
    virtual QString boardText() const = 0;
    /// How far it has got in the problem's units at the step on screen.
    virtual quint64 unitsDone() const = 0;
    /// It has given its answer where it stands: it printed something, or ran to its end.
    virtual bool answered() const = 0;
    /// The input it was recorded on.
    virtual QString inputText() const = 0;
    /// The search for where its board first differs from the board of `method`'s run beside it;
    /// empty when there is nothing to compare (no board chosen, or the problem counts no units).
    virtual DifferenceSearch differenceSearch(const QString& method) const = 0;
    /// To a step of its recording.
    virtual void goToStep(quint64 step) = 0;

signals:
    /// It moved, or its recording or its board changed.
    void changed();
};

} // namespace sb::ui
