// SPDX-License-Identifier: GPL-3.0-or-later
// What a Session keeps, shared by its source files: session.cpp (the problem, method, input and
// language), sessionbackground.cpp (what is worked out in the background), sessionmoves.cpp (the
// moves) and sessionplay.cpp (play and breakpoints).
#pragma once

#include "run/session.h"

#include "run/motion.h"
#include "run/timelinescan.h"

#include "core/inputerror.h"
#include "core/methodrun.h"
#include "core/player.h"
#include "core/problem.h"

#include <QFutureWatcher>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace sb::ui {

namespace session_detail {

/// One slice of a long move: long enough to get on, short enough that the window answers at once.
inline constexpr auto kSlice = std::chrono::milliseconds(40);

/// The steps kept for stepping back: the player's log holds twice as many.
inline constexpr quint64 kBackLog = 1 << 15;

} // namespace session_detail

struct Session::Private {
    const ProblemDesc* problem = nullptr;
    const MethodDesc* method = nullptr;
    CodeLanguage language = CodeLanguage::Cpp; ///< the listing the steps follow
    QString text;
    std::shared_ptr<const ProblemInput> input;
    std::optional<InputError> error;
    QFuture<QString> reference; ///< the right answer, worked out in the background
    QFutureWatcher<QString> referenceWatcher;
    QFuture<Estimate> estimateFuture; ///< of the current method on the current input, in the background
    QFutureWatcher<Estimate> estimateWatcher;
    mutable std::optional<Estimate> estimate; ///< the future's result, once known
    bool estimateApplied = false; ///< the run's step cap and timeline scan follow from it
    std::unique_ptr<Player> player;
    std::unique_ptr<MethodRun> run; ///< the player as the views read it; goes before the player
    std::function<bool(const Step&)> hold; ///< a guess-first question holds the run before its step
    std::vector<Delta> peekedBulk; ///< the bulk deltas of the step peekNext() gave last
    std::set<std::uint16_t> breakpoints;
    /// Play leaves this step without stopping: the breakpoint it stands before is the one that
    /// stopped it (or it stood there when play began), and a debugger's Continue runs that line.
    quint64 playFrom = 0;
    std::optional<MethodSnapshot> previous;

    QTimer timer;
    double stepsPerSecond = motion::kStepsPerSecond[1];
    double carry = 0; ///< fractional steps owed by the last frames
    bool byMoment = false;      ///< play takes a whole moment (move, round, card move, node) a tick
    bool momentUnderway = false; ///< a moment of play by moment goes on in slices

    TimelineIndex timeline;
    QFutureWatcher<TimelineIndex> timelineWatcher;
    std::shared_ptr<std::atomic<bool>> timelineCancel;

    struct Move {
        Busy kind = Busy::None;
        quint64 total = 0;
        std::function<void(bool)> run;
    };
    std::optional<Move> move; ///< the long move under way
    bool busy = false;        ///< the move under way has gone on past its first slice
    QTimer moveTimer;
};


} // namespace sb::ui
