// SPDX-License-Identifier: GPL-3.0-or-later
// A session's moves: step, back, over, out, the moments, start, end and seek, each in slices.
#include "run/session_p.h"

#include <algorithm>

namespace sb::ui {

using session_detail::kBackLog;
using session_detail::kSlice;

void Session::runMove(Busy kind, quint64 total, std::function<void(bool)> run)
{
    if (!d->player)
        return;
    pause();
    const bool wasBusy = d->busy;
    d->moveTimer.stop();
    d->move = Private::Move{kind, total, std::move(run)};
    d->busy = wasBusy; // a move replacing one under way keeps the progress shown
    runSlice(false, false);
}

void Session::runSlice(bool resume, bool unbounded)
{
    Player& player = *d->player;
    const auto deadline = std::chrono::steady_clock::now() + kSlice;
    if (!unbounded)
        player.setInterrupt([deadline] { return std::chrono::steady_clock::now() >= deadline; });
    d->move->run(resume);
    const bool interrupted = player.interrupted();
    player.setInterrupt({});
    // A run stopped at the usual cap before the estimate came may go on once it comes.
    const bool waitingForEstimate = player.capReached() && !d->estimateApplied;
    if (!interrupted && !waitingForEstimate) {
        endMove();
        return;
    }
    if (waitingForEstimate)
        applyEstimate();
    if (!d->busy) {
        d->busy = true;
        emit busyChanged(true);
    }
    emit progressChanged();
    if (!unbounded)
        d->moveTimer.start(waitingForEstimate && !d->estimateApplied ? 20 : 0);
}

void Session::endMove()
{
    d->moveTimer.stop();
    const bool had = d->move.has_value();
    d->move.reset();
    if (d->busy) {
        d->busy = false;
        emit busyChanged(false);
    }
    if (had)
        emit stepChanged();
}

bool Session::isBusy() const
{
    return d->busy;
}

Session::Busy Session::busy() const
{
    return d->busy && d->move ? d->move->kind : Busy::None;
}

bool Session::replaying() const
{
    return d->player && d->move && d->player->replayProgress().second > 0;
}

std::pair<quint64, quint64> Session::progress() const
{
    if (!d->player || !d->move)
        return {0, 0};
    if (replaying())
        return d->player->replayProgress();
    quint64 total = d->move->total;
    if (total == 0 && d->timeline.complete)
        total = d->timeline.finalStep;
    if (total == 0 && d->estimate && d->estimate->steps <= d->player->stepCap())
        total = d->estimate->steps;
    return {d->player->position(), total};
}

void Session::cancel()
{
    if (!d->move)
        return;
    // A move stopped in its fast stretch has kept no steps behind it: it goes on a
    // little, logging, so that stepping back from where it stops needs no replay.
    const Busy kind = d->move->kind;
    if (kind != Busy::Back && !replaying()) {
        quint64 to = d->player->position() + kBackLog;
        if (kind == Busy::ToStep)
            to = std::min(to, d->move->total);
        if (to > d->player->position())
            d->player->seek(to);
    }
    if (d->run)
        d->run->invalidate(); // a search back stopped here is not carried on by the next move
    endMove();
}

void Session::waitUntilIdle()
{
    while (d->move) {
        if (d->player->capReached() && !d->estimateApplied) {
            d->estimateFuture.waitForFinished();
            applyEstimate();
        }
        runSlice(true, true);
    }
}

void Session::next()
{
    if (holds())
        return;
    runMove(Busy::Back, 0, [this](bool) { d->player->next(); });
}

bool Session::peekNext(Step& out)
{
    if (!d->player || d->move || d->player->atEnd())
        return false;
    Player& player = *d->player;
    if (!player.next())
        return false;
    out = *player.current();
    // The generator's own storage changes as it resumes: the peeked step keeps a copy.
    d->peekedBulk.assign(out.bulk.begin(), out.bulk.end());
    out.bulk = d->peekedBulk;
    player.previous();
    return true;
}

void Session::setHoldBefore(std::function<bool(const Step&)> hold)
{
    d->hold = std::move(hold);
}

bool Session::holds()
{
    Step upcoming;
    return d->hold && peekNext(upcoming) && d->hold(upcoming);
}

void Session::previous()
{
    if (!d->player || d->player->position() == 0)
        return;
    const quint64 to = d->player->position() - 1;
    runMove(Busy::Back, to, [this, to](bool) { d->player->seek(to); });
}

void Session::seek(quint64 step)
{
    runMove(Busy::ToStep, step, [this, step](bool) { d->player->seek(step); });
}

void Session::toStart()
{
    seek(0);
}

void Session::toEnd()
{
    if (!d->player)
        return;
    // Once the timeline knows the end, the player goes there in one pass.
    if (d->timeline.complete)
        d->player->setKnownEnd(d->timeline.finalStep);
    runMove(Busy::ToEnd, 0, [this](bool) { d->player->runToEnd(); });
}

void Session::stepOver()
{
    // As a debugger: the line the program stands before runs, with the whole of any call it makes.
    const int depth = d->player && !d->move ? d->player->nextDepth() : -1;
    if (depth < 0)
        return;
    runMove(Busy::Forward, 0, [this, depth](bool resume) { d->player->runBeforeDepth(depth, resume); });
}

void Session::stepOut()
{
    // The rest of the function the program stands in: on to the line of its caller after the call.
    const int depth = d->player && !d->move ? d->player->nextDepth() : -1;
    if (depth < 0)
        return;
    runMove(Busy::Forward, 0, [this, depth](bool resume) { d->player->runBeforeDepth(depth - 1, resume); });
}

void Session::nextEvent()
{
    // The moments are the run's own (RunModel::toNextMoment), as for every run on screen.
    if (d->run)
        runMove(Busy::Forward, 0, [this](bool) { d->run->toNextMoment(); });
}

void Session::previousEvent()
{
    // A search back interrupted by a slice's end is carried on by the same move: the run keeps it.
    if (d->run)
        runMove(Busy::Back, d->player->position(), [this](bool) { d->run->toPreviousMoment(); });
}

void Session::seekToCounter(int counter, qint64 value)
{
    if (!d->player)
        return;
    const auto c = static_cast<Counter>(counter);
    auto restarted = std::make_shared<bool>(d->player->counter(c) < value);
    runMove(Busy::Forward, 0, [this, c, value, restarted](bool) {
        if (!*restarted) {
            *restarted = true;
            d->player->seek(0);
            if (d->player->interrupted())
                return;
        }
        d->player->runToCounter(c, value);
    });
}

void Session::whenIdle(QObject* context, const std::function<void()>& then)
{
    if (!isBusy()) {
        then();
        return;
    }
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(this, &Session::busyChanged, context, [connection, then](bool busy) {
        if (busy)
            return;
        disconnect(*connection);
        then();
    });
}

} // namespace sb::ui
