// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include "listingsource.h"
#include "motion.h"
#include "problems/problemui.h"
#include "timelinescan.h"
#include "utf8.h"

#include "core/inputerror.h"
#include "core/player.h"
#include "core/problem.h"

#include <QFile>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <set>
#include <vector>

namespace sb::ui {

QString Session::sampleText(const QString& problem)
{
    QFile file(QStringLiteral(":/samples/%1/sample.txt").arg(problem));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

namespace {

/// One slice of a long move: long enough to get on, short enough that the window answers at once.
constexpr auto kSlice = std::chrono::milliseconds(40);

/// The steps kept for stepping back: the player's log holds twice as many.
constexpr quint64 kBackLog = 1 << 15;

/// The step cap for a run whose length the estimate gives: the whole run when
/// the window can follow it, else the usual cap, so a run that would take too
/// long is called too slow at once.
quint64 capFor(const Estimate& e)
{
    return e.steps > 0 && e.steps <= kLongestTrace ? std::max<quint64>(kStepCap, e.steps + 1) : kStepCap;
}

} // namespace

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
    std::function<bool(const Step&)> hold; ///< a guess-first question holds the run before its step
    std::vector<Delta> peekedBulk; ///< the bulk deltas of the step peekNext() gave last
    /// stand() of the position it was worked out at, until the step or the run changes.
    std::optional<Stand> stand;
    quint64 standAt = 0;
    std::set<std::uint16_t> breakpoints;
    /// Play leaves this step without stopping: the breakpoint it stands before is the one that
    /// stopped it (or it stood there when play began), and a debugger's Continue runs that line.
    quint64 playFrom = 0;
    std::optional<MethodSnapshot> previous;

    QTimer timer;
    double stepsPerSecond = motion::kStepsPerSecond[1];
    double carry = 0; ///< fractional steps owed by the last frames

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

Session::Session(QObject* parent) : QObject(parent), d(std::make_unique<Private>())
{
    connect(&d->timer, &QTimer::timeout, this, &Session::tick);
    // Before any view asks for it again: a new step or a new run stands elsewhere.
    connect(this, &Session::stepChanged, this, [this] { d->stand.reset(); });
    connect(this, &Session::runChanged, this, [this] { d->stand.reset(); });
    connect(&d->referenceWatcher, &QFutureWatcher<QString>::finished, this, &Session::referenceChanged);
    connect(&d->estimateWatcher, &QFutureWatcher<Estimate>::finished, this, &Session::applyEstimate);
    d->moveTimer.setSingleShot(true);
    connect(&d->moveTimer, &QTimer::timeout, this, [this] {
        if (d->move)
            runSlice(true, false);
    });
    connect(&d->timelineWatcher, &QFutureWatcher<TimelineIndex>::finished, this, [this] {
        if (d->timelineWatcher.isCanceled())
            return;
        d->timeline = d->timelineWatcher.result();
        emit timelineChanged();
    });
    setProblem(fromUtf8(problems().front()->id));
}

Session::~Session()
{
    if (d->timelineCancel)
        d->timelineCancel->store(true);
    d->timelineWatcher.waitForFinished();
    d->referenceWatcher.waitForFinished();
    d->estimateWatcher.waitForFinished();
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
    return fromUtf8(d->problem->id);
}

QString Session::methodId() const
{
    return fromUtf8(d->method->id);
}

bool Session::setProblem(const QString& id)
{
    const ProblemDesc* problem = findProblem(id.toStdString());
    if (!problem)
        return false;
    pause();
    endMove();
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
    endMove();
    qint64 landOn = 0;
    QVector<qint32> topLevel;
    if (d->player && d->player->position() > 0) {
        MethodSnapshot snapshot;
        snapshot.method = methodId();
        snapshot.moment = moment();
        for (int c = 0; c < kCounterCount; ++c)
            snapshot.counters.push_back(d->player->counter(static_cast<Counter>(c)));
        d->previous = snapshot;
        landOn = snapshot.moment;
        topLevel = problemUi(d->problem->id).topLevelMove(*d->player);
    }
    d->method = method;
    d->breakpoints.clear(); // anchors belong to one listing
    startRun(landOn, topLevel);
    emit breakpointsChanged();
    return true;
}

CodeLanguage Session::codeLanguage() const
{
    return d->language;
}

QVector<bool> Session::sharedAnchors() const
{
    // The anchors whose lines both listings have: the two runs pass them in the same order.
    const auto cpp = builtInListing(*d->problem, *d->method, CodeLanguage::Cpp).anchors();
    const auto python = builtInListing(*d->problem, *d->method, CodeLanguage::Python).anchors();
    QVector<bool> shared(static_cast<qsizetype>(d->problem->anchors.size()), false);
    for (std::size_t a = 0; a < d->problem->anchors.size(); ++a) {
        const std::string name(d->problem->anchors[a]);
        shared[static_cast<qsizetype>(a)] = cpp.contains(name) && python.contains(name);
    }
    return shared;
}

void Session::setCodeLanguage(CodeLanguage language)
{
    if (language == d->language)
        return;
    pause();
    endMove();
    d->language = language;
    if (!d->player)
        return;
    // The same moment: the last line both listings share at or before the current step, as many
    // times run as here. Steps of one language only (Python's def lines, C++'s closing braces) lie
    // between such lines.
    const QVector<bool> shared = sharedAnchors();
    Player& old = *d->player;
    while (old.current() && !shared.value(old.current()->anchor))
        old.previous();
    const std::optional<std::uint16_t> anchor =
        old.current() ? std::optional<std::uint16_t>(old.current()->anchor) : std::nullopt;
    const std::uint64_t times = anchor ? old.anchorCount(*anchor) : 0;
    startRun(0);
    if (!anchor)
        return;
    runMove(Busy::SwitchMethod, 0, [this, anchor, times](bool) {
        Player& player = *d->player;
        player.runUntil([&player, anchor, times](const Step& s) {
            return s.anchor == *anchor && player.anchorCount(*anchor) >= times;
        });
    });
}

bool Session::setInput(const QString& text)
{
    ParsedInput parsed = parse(*d->problem, text.toUtf8());
    parsed.text = text;
    return setParsedInput(parsed);
}

ParsedInput Session::parse(const ProblemDesc& problem, const QByteArray& utf8)
{
    // The text as the editor holds it: a byte-order mark the parser sees stays a character here too.
    ParsedInput parsed{&problem, fromUtf8(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size()))), nullptr,
                       nullptr};
    try {
        parsed.input = problem.parse(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    } catch (const InputError& e) {
        parsed.error = std::make_shared<const InputError>(e);
    }
    return parsed;
}

bool Session::setParsedInput(const ParsedInput& parsed)
{
    if (parsed.problem != d->problem)
        return false;
    d->text = parsed.text;
    if (!parsed.input) {
        d->error = *parsed.error;
        emit inputErrorChanged();
        return false;
    }
    d->input = parsed.input;
    const bool hadError = d->error.has_value();
    d->error.reset();
    if (hadError)
        emit inputErrorChanged();
    pause();
    endMove();
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

const MethodSnapshot* Session::previousMethod() const
{
    return d->previous ? &*d->previous : nullptr;
}

void Session::startRun(qint64 landOnMoment, QVector<qint32> topLevel)
{
    if (!d->input)
        return;
    const MethodDesc* method = d->method;
    auto input = d->input;
    const CodeLanguage language = d->language;
    // Until the estimate says how long the run is, the usual cap; the scan for the timeline waits for it.
    d->estimate.reset();
    d->estimateApplied = false;
    d->estimateFuture = QtConcurrent::run([method, input, language] { return method->estimate(*input, language); });
    d->estimateWatcher.setFuture(d->estimateFuture);
    if (d->timelineCancel)
        d->timelineCancel->store(true);
    d->timeline = {};
    // The old run goes first: its board (25 MB on the largest Caro game) and its log need not live beside the new ones.
    d->player.reset();
    d->player = std::make_unique<Player>([method, input, language] { return method->trace(input, language); },
                                         Player::Options{.logCapacity = 2 * kBackLog, .stepCap = kStepCap});
    emit timelineChanged();
    emit runChanged();
    emit stepChanged();
    if (landOnMoment <= 0)
        return;
    // The same moment, if the new method gets there under the same top-level move; else the
    // start of that move (or of the first one the new method tries after it).
    const Counter moment = d->problem->moment;
    const StepKind kind = d->problem->momentKind;
    auto byMove = std::make_shared<bool>(false);
    runMove(Busy::SwitchMethod, 0, [this, moment, kind, landOnMoment, topLevel, byMove](bool) {
        Player& player = *d->player;
        if (!*byMove) {
            const bool reached = player.runToCounter(moment, landOnMoment);
            if (player.interrupted() || topLevel.isEmpty())
                return;
            if (reached && problemUi(d->problem->id).topLevelMove(player) == topLevel)
                return;
            *byMove = true;
            player.seek(0);
        }
        const ProblemUi& ui = problemUi(d->problem->id);
        if (!player.runUntil([&](const Step& s) { return s.kind == kind && !(ui.topLevelMove(player) < topLevel); }) &&
            !player.interrupted())
            player.seek(0); // the new method never gets that far: its start
    });
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

Session::Stand Session::stand()
{
    Stand here;
    if (!d->player)
        return here;
    // The code, the watch and the call stack all ask after each step: one look ahead serves them.
    if (d->stand && d->standAt == d->player->position())
        return *d->stand;
    const Variables& vars = d->player->variables();
    Step upcoming;
    if (peekNext(upcoming)) {
        here.depth = upcoming.depth;
        here.anchor = upcoming.anchor;
        here.started = vars.frameBefore(upcoming.depth) >= 0;
        d->stand = here; // kept: the next step of a position never changes
        d->standAt = d->player->position();
    } else if (const Step* step = d->player->current()) {
        // At the end, at the cap (which an estimate may lift) or during a move: not kept.
        here.depth = step->depth;
        here.anchor = step->anchor;
    }
    return here;
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
    const StepKind kind = d->problem->momentKind;
    runMove(Busy::Forward, 0, [this, kind](bool) { d->player->nextEvent(kind); });
}

void Session::previousEvent()
{
    if (!d->player)
        return;
    const StepKind kind = d->problem->momentKind;
    runMove(Busy::Back, d->player->position(),
            [this, kind](bool resume) { d->player->previousEvent(kind, resume); });
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

void Session::play()
{
    if (!d->player || d->timer.isActive())
        return;
    // At the last step (known from the timeline before the player has tried to go past it), start again.
    const bool last = d->timeline.complete && d->player->position() >= d->timeline.finalStep;
    if (d->player->atEnd() || d->player->capReached() || last)
        d->player->seek(0);
    d->playFrom = d->player->position();
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
    if (d->move)
        endMove();
    bool moved = false;
    bool stopped = false;
    int breakpoint = -1;
    Player& player = *d->player;
    // Play never waits: a step whose record is still being replayed is taken at a later tick.
    player.setInterrupt([] { return true; });
    for (qint64 i = 0; i < steps && !stopped; ++i) {
        if (holds()) {
            stopped = true;
            break;
        }
        const quint64 from = player.position();
        if (!player.next()) {
            stopped = !player.interrupted();
            break;
        }
        // A breakpoint holds play before its line runs, as a debugger's does: the step that
        // would run it is taken back, and the line waits as the next to run.
        const int anchor = player.current()->anchor;
        if (d->timer.isActive() && from != d->playFrom && d->breakpoints.count(static_cast<std::uint16_t>(anchor))) {
            player.setInterrupt({}); // the step's own record is at hand: this never waits
            player.previous();
            stopped = true;
            breakpoint = anchor;
            d->playFrom = from;
            break;
        }
        moved = true;
    }
    player.setInterrupt({});
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
