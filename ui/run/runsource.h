// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace sb {
class RunModel;
}

namespace sb::ui {

/// Whatever holds the run on screen (the built-in method's session, a recorded program's stepper),
/// as the views see it: the run, and when it moved or was replaced. A view reads the run through
/// sb::RunModel alone and never asks which source it has.
class RunSource : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    /// The run on screen; null when there is none.
    virtual const sb::RunModel* run() const = 0;
    /// Takes the run to `position` (a click or a drag on the timeline) and stops play: at once, in
    /// slices, or by asking whoever steps it.
    virtual void seek(quint64 position) = 0;

signals:
    /// The run moved.
    void stepChanged();
    /// A new run (another problem, method, language, input or program): everything redraws.
    void runChanged();
};

} // namespace sb::ui
