// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/session_p.h"

#include "run/listingsource.h"
#include "run/motion.h"
#include "run/problemui.h"
#include "run/timelinescan.h"
#include "common/utf8.h"

#include "core/inputerror.h"
#include "core/player.h"
#include "core/problem.h"

#include <QFile>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
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

using session_detail::kBackLog;

Session::Session(QObject* parent) : RunSource(parent), d(std::make_unique<Private>())
{
    connect(&d->timer, &QTimer::timeout, this, &Session::tick);
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

const RunModel* Session::run() const
{
    return d->run.get();
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
    d->run.reset();
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
        topLevel = problemUi(d->problem->id).topLevelMove(d->player->board());
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
    d->run.reset();
    d->player.reset();
    d->player = std::make_unique<Player>([method, input, language] { return method->trace(input, language); },
                                         Player::Options{.logCapacity = 2 * kBackLog, .stepCap = kStepCap});
    d->run = std::make_unique<MethodRun>(*d->player, *d->problem, builtInListing(*d->problem, *method, language));
    // While a move runs in slices the run shows the step it stands on, not the one after.
    d->run->setPeek([this](Step& next) { return peekNext(next); });
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
            bool reached = player.runToCounter(moment, landOnMoment);
            // A moment may begin before its own step (a Caro move at the line where t takes its
            // number, its stone a few lines on): the class was on that step, and lands on it again.
            if (reached && !player.interrupted() && player.current() && player.current()->kind != kind)
                reached = player.runUntil([&player, moment, landOnMoment, kind](const Step& s) {
                    return s.kind == kind || player.counter(moment) > landOnMoment;
                }) && player.counter(moment) == landOnMoment;
            if (player.interrupted() || topLevel.isEmpty())
                return;
            if (reached && problemUi(d->problem->id).topLevelMove(player.board()) == topLevel)
                return;
            *byMove = true;
            player.seek(0);
        }
        const ProblemUi& ui = problemUi(d->problem->id);
        if (!player.runUntil([&](const Step& s) { return s.kind == kind && !(ui.topLevelMove(player.board()) < topLevel); }) &&
            !player.interrupted())
            player.seek(0); // the new method never gets that far: its start
    });
}

} // namespace sb::ui
