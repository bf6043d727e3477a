// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include "motion.h"
#include "timelinescan.h"

#include "core/inputerror.h"
#include "core/player.h"
#include "core/problem.h"

#include <QFile>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>
#include <set>

namespace sb::ui {

namespace {

QString sampleText(const QString& problem)
{
    QFile file(QStringLiteral(":/samples/%1/sample.txt").arg(problem));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace

struct Session::Private {
    const ProblemDesc* problem = nullptr;
    const MethodDesc* method = nullptr;
    QString text;
    std::shared_ptr<const ProblemInput> input;
    std::optional<InputError> error;
    QFuture<QString> reference; ///< the right answer, worked out in the background
    QFutureWatcher<QString> referenceWatcher;
    std::optional<Estimate> estimate; ///< of the current method on the current input, once asked
    std::unique_ptr<Player> player;
    std::set<std::uint16_t> breakpoints;
    std::optional<MethodSnapshot> previous;

    QTimer timer;
    double stepsPerSecond = motion::kStepsPerSecond[1];
    double carry = 0; ///< fractional steps owed by the last frames

    TimelineIndex timeline;
    QFutureWatcher<TimelineIndex> timelineWatcher;
    std::shared_ptr<std::atomic<bool>> timelineCancel;
};

Session::Session(QObject* parent) : QObject(parent), d(std::make_unique<Private>())
{
    connect(&d->timer, &QTimer::timeout, this, &Session::tick);
    connect(&d->referenceWatcher, &QFutureWatcher<QString>::finished, this, &Session::referenceChanged);
    connect(&d->timelineWatcher, &QFutureWatcher<TimelineIndex>::finished, this, [this] {
        if (d->timelineWatcher.isCanceled())
            return;
        d->timeline = d->timelineWatcher.result();
        emit timelineChanged();
    });
    setProblem(QString::fromLatin1(problems().front()->id.data(), static_cast<int>(problems().front()->id.size())));
}

Session::~Session()
{
    if (d->timelineCancel)
        d->timelineCancel->store(true);
    d->timelineWatcher.waitForFinished();
    d->referenceWatcher.waitForFinished();
}

const ProblemDesc& Session::problem() const
{
    return *d->problem;
}

const MethodDesc& Session::method() const
{
    return *d->method;
}

QString Session::problemId() const
{
    return QString::fromLatin1(d->problem->id.data(), static_cast<int>(d->problem->id.size()));
}

QString Session::methodId() const
{
    return QString::fromLatin1(d->method->id.data(), static_cast<int>(d->method->id.size()));
}

bool Session::setProblem(const QString& id)
{
    const ProblemDesc* problem = findProblem(id.toStdString());
    if (!problem)
        return false;
    pause();
    d->problem = problem;
    d->method = problem->reference();
    d->input.reset();
    d->reference = {};
    d->player.reset();
    d->previous.reset();
    d->breakpoints.clear();
    d->error.reset();
    setInput(sampleText(id));
    return true;
}

bool Session::setMethod(const QString& id)
{
    const MethodDesc* method = d->problem->method(id.toStdString());
    if (!method)
        return false;
    if (method == d->method)
        return true;
    pause();
    qint64 landOn = 0;
    if (d->player && d->player->position() > 0) {
        MethodSnapshot snapshot;
        snapshot.method = methodId();
        snapshot.moment = moment();
        for (int c = 0; c < kCounterCount; ++c)
            snapshot.counters.push_back(d->player->counter(static_cast<Counter>(c)));
        d->previous = snapshot;
        landOn = snapshot.moment;
    }
    d->method = method;
    d->breakpoints.clear(); // anchors belong to one listing
    startRun(landOn);
    emit breakpointsChanged();
    return true;
}

bool Session::setInput(const QString& text)
{
    d->text = text;
    try {
        d->input = d->problem->parse(text.toStdString());
    } catch (const InputError& e) {
        d->error = e;
        emit inputErrorChanged();
        return false;
    }
    const bool hadError = d->error.has_value();
    d->error.reset();
    if (hadError)
        emit inputErrorChanged();
    pause();
    d->previous.reset();
    // The right answer is only needed when a run ends: a hard input's search must not hold up the window.
    const MethodDesc* reference = d->problem->reference();
    d->reference = QtConcurrent::run([reference, input = d->input] {
        const SolveResult right = reference->solve(*input, kDefaultWorkBudget);
        return right.stopped() ? QString() : QString::fromStdString(right.output).trimmed();
    });
    d->referenceWatcher.setFuture(d->reference);
    startRun(0);
    return true;
}

QString Session::inputText() const
{
    return d->text;
}

bool Session::hasInputError() const
{
    return d->error.has_value();
}

const InputError* Session::inputError() const
{
    return d->error ? &*d->error : nullptr;
}

const Player* Session::player() const
{
    return d->player.get();
}

std::shared_ptr<const ProblemInput> Session::input() const
{
    return d->input;
}

qint64 Session::moment() const
{
    return d->player ? d->player->counter(d->problem->moment) : 0;
}

const TimelineIndex& Session::timeline() const
{
    return d->timeline;
}

void Session::waitForTimeline()
{
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
        d->estimate = d->method->estimate(*d->input);
    return *d->estimate;
}

const MethodSnapshot* Session::previousMethod() const
{
    return d->previous ? &*d->previous : nullptr;
}

void Session::startRun(qint64 landOnMoment)
{
    if (!d->input)
        return;
    const MethodDesc* method = d->method;
    auto input = d->input;
    d->estimate.reset();
    d->player = std::make_unique<Player>([method, input] { return method->trace(input); },
                                         Player::Options{.logCapacity = 1 << 16, .stepCap = kStepCap});
    if (landOnMoment > 0)
        d->player->runToCounter(d->problem->moment, landOnMoment);
    indexTimeline();
    emit runChanged();
    emit stepChanged();
}

void Session::indexTimeline()
{
    if (d->timelineCancel)
        d->timelineCancel->store(true);
    d->timelineWatcher.cancel();
    d->timelineWatcher.waitForFinished();
    d->timeline = {};
    d->timelineCancel = std::make_shared<std::atomic<bool>>(false);
    d->timelineWatcher.setFuture(
        QtConcurrent::run(scanTimeline, d->method, d->input, d->problem->momentKind, kStepCap, d->timelineCancel));
    emit timelineChanged();
}

void Session::next()
{
    if (d->player && d->player->next())
        emit stepChanged();
}

void Session::previous()
{
    if (d->player && d->player->previous())
        emit stepChanged();
}

void Session::seek(quint64 step)
{
    if (!d->player)
        return;
    d->player->seek(step);
    emit stepChanged();
}

void Session::toStart()
{
    seek(0);
}

void Session::toEnd()
{
    if (!d->player)
        return;
    d->player->runToEnd();
    emit stepChanged();
}

void Session::stepOver()
{
    if (d->player && d->player->stepOver())
        emit stepChanged();
}

void Session::stepOut()
{
    if (d->player && d->player->stepOut())
        emit stepChanged();
}

void Session::nextEvent()
{
    if (!d->player)
        return;
    d->player->nextEvent(d->problem->momentKind);
    emit stepChanged();
}

void Session::previousEvent()
{
    if (!d->player)
        return;
    d->player->previousEvent(d->problem->momentKind);
    emit stepChanged();
}

void Session::seekToCounter(int counter, qint64 value)
{
    if (!d->player)
        return;
    const auto c = static_cast<Counter>(counter);
    if (d->player->counter(c) >= value)
        d->player->seek(0);
    d->player->runToCounter(c, value);
    emit stepChanged();
}

void Session::play()
{
    if (!d->player || d->timer.isActive())
        return;
    // At the last step (known from the timeline before the player has tried to go past it), start again.
    const bool last = d->timeline.complete && d->player->position() >= d->timeline.finalStep;
    if (d->player->atEnd() || d->player->capReached() || last)
        d->player->seek(0);
    d->carry = 0;
    setStepsPerSecond(d->stepsPerSecond);
    d->timer.start();
    emit playingChanged(true);
}

void Session::pause()
{
    if (!d->timer.isActive())
        return;
    d->timer.stop();
    emit playingChanged(false);
}

bool Session::isPlaying() const
{
    return d->timer.isActive();
}

void Session::setStepsPerSecond(double stepsPerSecond)
{
    d->stepsPerSecond = std::clamp(stepsPerSecond, motion::kSlowest, motion::kFastest);
    // Slow speeds take one step per tick; fast ones take several per frame.
    const double interval = 1000.0 / d->stepsPerSecond;
    d->timer.setInterval(std::max(motion::kFrameMs, static_cast<int>(std::lround(interval))));
}

double Session::stepsPerSecond() const
{
    return d->stepsPerSecond;
}

void Session::tick()
{
    d->carry += d->stepsPerSecond * d->timer.interval() / 1000.0;
    auto steps = static_cast<qint64>(d->carry);
    d->carry -= static_cast<double>(steps);
    if (!advance(std::max<qint64>(steps, 1)))
        pause();
}

bool Session::advance(qint64 steps)
{
    if (!d->player)
        return false;
    bool moved = false;
    bool stopped = false;
    int breakpoint = -1;
    for (qint64 i = 0; i < steps && !stopped; ++i) {
        if (!d->player->next()) {
            stopped = true;
            break;
        }
        moved = true;
        const int anchor = d->player->current()->anchor;
        if (d->breakpoints.count(static_cast<std::uint16_t>(anchor))) {
            stopped = true;
            breakpoint = anchor;
        }
    }
    if (moved)
        emit stepChanged();
    if (breakpoint >= 0)
        emit stoppedAtBreakpoint(breakpoint);
    return !stopped;
}

void Session::toggleBreakpoint(int anchor)
{
    const auto a = static_cast<std::uint16_t>(anchor);
    if (!d->breakpoints.erase(a))
        d->breakpoints.insert(a);
    emit breakpointsChanged();
}

bool Session::hasBreakpoint(int anchor) const
{
    return d->breakpoints.count(static_cast<std::uint16_t>(anchor)) > 0;
}

QVector<int> Session::breakpoints() const
{
    return {d->breakpoints.begin(), d->breakpoints.end()};
}

} // namespace sb::ui
