// SPDX-License-Identifier: GPL-3.0-or-later
// What a session works out in the background: the right answer, the run's estimate (and the step
// cap that follows from it) and the timeline's scan.
#include "run/session_p.h"

#include "run/timelinescan.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace sb::ui {

namespace {

/// The step cap for a run whose length the estimate gives: the whole run when
/// the window can follow it, else the usual cap, so a run that would take too
/// long is called too slow at once.
quint64 capFor(const Estimate& e)
{
    return e.steps > 0 && e.steps <= kLongestTrace ? std::max<quint64>(kStepCap, e.steps + 1) : kStepCap;
}

} // namespace

const TimelineIndex& Session::timeline() const
{
    return d->timeline;
}

void Session::waitForTimeline()
{
    if (!d->estimateApplied && d->estimateFuture.isValid()) {
        d->estimateFuture.waitForFinished();
        applyEstimate();
    }
    d->timelineWatcher.waitForFinished();
    if (!d->timelineWatcher.isCanceled() && d->timelineWatcher.future().isValid() &&
        d->timelineWatcher.future().resultCount() > 0) {
        d->timeline = d->timelineWatcher.result();
        emit timelineChanged();
    }
}

QString Session::referenceOutput() const
{
    return d->reference.isValid() ? d->reference.result() : QString();
}

bool Session::referenceKnown() const
{
    return d->reference.isValid() && d->reference.isFinished();
}

const Estimate& Session::estimate() const
{
    if (!d->estimate)
        d->estimate = d->estimateFuture.result(); // waits if it is still being worked out
    return *d->estimate;
}

void Session::applyEstimate()
{
    if (d->estimateApplied || !d->estimateFuture.isValid() || !d->estimateFuture.isFinished())
        return;
    d->estimateApplied = true;
    d->estimate = d->estimateFuture.result();
    const quint64 cap = capFor(*d->estimate);
    if (d->player)
        d->player->setStepCap(cap);
    indexTimeline();
    emit stepChanged(); // a run stopped at the usual cap may go on now
}

void Session::indexTimeline()
{
    if (d->timelineCancel)
        d->timelineCancel->store(true);
    d->timelineWatcher.cancel();
    d->timelineWatcher.waitForFinished();
    d->timeline = {};
    d->timelineCancel = std::make_shared<std::atomic<bool>>(false);
    d->timelineWatcher.setFuture(QtConcurrent::run(scanTimeline, d->method, d->input, d->language, d->problem->momentKind,
                                                   d->player ? d->player->stepCap() : kStepCap, d->timelineCancel));
    emit timelineChanged();
}

} // namespace sb::ui
