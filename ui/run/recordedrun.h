// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/runsource.h"

#include <memory>
#include <string>

namespace sb::program {
class Trace;
class TraceRun;
} // namespace sb::program

namespace sb::ui {

/// A recorded program (a student's, or a problem's solution) as a source of the run the views
/// read. Whoever steps it moves model() and then says so with stepChanged() (ProgramRun does both).
class RecordedRun : public RunSource {
    Q_OBJECT
public:
    explicit RecordedRun(QObject* parent = nullptr);
    ~RecordedRun() override;

    /// A new recording, at its first line (none: no run), made on `inputBytes` (what its lines read
    /// is said out of them).
    void setTrace(std::shared_ptr<const program::Trace> trace, std::string inputBytes = {});
    /// A run of a recording made elsewhere (its board and units already given), as it stands.
    void setRun(std::unique_ptr<program::TraceRun> run);
    const sb::RunModel* run() const override;
    /// The run to move; null without a recording.
    program::TraceRun* model() const { return m_run.get(); }
    /// Takes the recording to `position` through its model.
    void seek(quint64 position) override;

private:
    std::unique_ptr<program::TraceRun> m_run;
};

} // namespace sb::ui
